// npm start (after npm run build): the mocks of the model's hosts, the stateful sandbox (its default data
// directory and merchant, or SANDBOX_CONFIG) and the docs server, with their URLs.
// The docs' try-it console sends its requests to the mocks.
import { startMocks } from '../../packages/mock/mock.mjs';
import { startDocsServer } from '../../packages/docs-server/serve.mjs';
import { startSandbox } from '../../packages/sandbox/sandbox.mjs';

const fail = (err) => {
  console.error(`[start] FAILED: ${err.message ?? err}`);
  process.exit(1);
};
const mocks = await startMocks().catch(fail);
const sandbox = await startSandbox({ config: process.env.SANDBOX_CONFIG || undefined }).catch(async (err) => {
  await mocks.close();
  fail(err);
});
const docs = await startDocsServer({ mocks: Object.fromEntries(mocks.hosts.map(({ host, url }) => [host.name, url])) }).catch(async (err) => {
  await Promise.all([mocks.close(), sandbox.close()]);
  fail(err);
});
console.log(`[docs] ready at ${docs.url} (generated/docs; try-it sends to the mocks above)`);
console.log(`[start] mocks, sandbox and docs are up; open ${docs.url} in a browser; Ctrl-C stops them`);
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await Promise.all([mocks.close(), sandbox.close(), docs.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
