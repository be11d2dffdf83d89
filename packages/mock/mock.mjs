// npm run mock: Prism mocks of the three bundled documents on 127.0.0.1, one server per document.
// Ports: CHECKOUT_PORT (4010), S2S_CARD_PORT (4011), S2S_APM_PORT (4012).
// Options: --dynamic (responses generated from the schemas instead of the examples), --quiet (no request log).
// Ctrl-C stops all of them.
import { loadModel, rel } from '../../tools/model/index.mjs';
import { createMockServer } from './server.mjs';

export async function startMocks({ dynamic = false, quiet = false, host = '127.0.0.1' } = {}) {
  const servers = [];
  for (const doc of loadModel().hosts) {
    const log = quiet ? () => {} : (line) => console.log(`[${doc.name}] ${line}`);
    const server = await createMockServer(doc, { dynamic, log });
    const url = await server.listen(doc.port, host);
    servers.push(server);
    console.log(`[mock] ${doc.name} ready at ${url} (${rel(doc.bundled)}${dynamic ? ', dynamic' : ''})`);
  }
  return { close: () => Promise.all(servers.map((s) => s.close())) };
}

if (new URL(import.meta.url).pathname === process.argv[1]) {
  const args = process.argv.slice(2);
  const mocks = await startMocks({ dynamic: args.includes('--dynamic'), quiet: args.includes('--quiet') }).catch((err) => {
    console.error(`[mock] FAILED: ${err.message ?? err}`);
    process.exit(1);
  });
  const stop = async () => {
    console.log('[mock] stopping');
    await mocks.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
