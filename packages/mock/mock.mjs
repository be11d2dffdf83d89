// npm run mock: Prism mocks of the hosts of the contract model (packages/contract: the committed bundles
// generated/openapi/<host>.json) on 127.0.0.1, one server per host, each on its port: <HOST>_PORT, else the
// default of the host's server variable (CHECKOUT_PORT 4010, S2S_CARD_PORT 4011, S2S_APM_PORT 4012).
// Options: --dynamic (responses generated from the schemas instead of the examples), --quiet (no request log).
// Ctrl-C stops all of them within about a second (requests in flight get a short grace, then every connection
// is closed: packages/gateway-http/limits.mjs).
import { loadModel, rel } from '../contract/index.mjs';
import { createMockServer } from './server.mjs';

/**
 * Starts one mock per host of the model; resolves to { hosts: [{ host, url }], close() }. `timeouts` overrides
 * packages/gateway-http/limits.mjs TIMEOUTS.
 */
export async function startMocks({ dynamic = false, quiet = false, address = '127.0.0.1', model = loadModel(), timeouts } = {}) {
  const servers = [];
  const hosts = [];
  try {
    for (const host of model.hosts) {
      const log = quiet ? () => {} : (line) => console.log(`[${host.name}] ${line}`);
      const server = await createMockServer(host, { dynamic, log, timeouts });
      const url = await server.listen(host.port, address);
      servers.push(server);
      hosts.push({ host, url });
      console.log(`[mock] ${host.name} ready at ${url} (${rel(host.bundled)}${dynamic ? ', dynamic' : ''})`);
    }
  } catch (err) {
    await Promise.all(servers.map((s) => s.close()));
    throw err;
  }
  return { hosts, close: () => Promise.all(servers.map((s) => s.close())) };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const args = process.argv.slice(2);
  const mocks = await startMocks({ dynamic: args.includes('--dynamic'), quiet: args.includes('--quiet') }).catch((err) => {
    console.error(`[mock] FAILED: ${err.message ?? err}`);
    process.exit(1);
  });
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[mock] stopping');
    await mocks.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
