// npm start (after npm run build): the mocks of the model's hosts, the stateful sandbox (its default data
// directory and merchant, or SANDBOX_CONFIG) and the docs server, with their URLs.
// The docs' try-it console sends its requests to the mocks or to the sandbox; without SANDBOX_CONFIG it signs for
// the sandbox's default test merchant (its credentials are the contract's signed examples', so the password is
// no secret), with one it fills the first test merchant's keys and asks for the password.
import { startMocks } from '../../packages/mock/mock.mjs';
import { DEFAULT_MERCHANT, loadConfig } from '../../packages/sandbox/config.mjs';
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
const configured = process.env.SANDBOX_CONFIG ? loadConfig(process.env.SANDBOX_CONFIG).merchants.find((m) => m.environment === 'test') : null;
const merchant = process.env.SANDBOX_CONFIG
  ? configured && { merchant_key: configured.merchant_key, client_key: configured.client_key }
  : { merchant_key: DEFAULT_MERCHANT.merchant_key, client_key: DEFAULT_MERCHANT.client_key, password: DEFAULT_MERCHANT.password };
const docs = await startDocsServer({
  mocks: Object.fromEntries(mocks.hosts.map(({ host, url }) => [host.name, url])),
  sandbox: { urls: Object.fromEntries(sandbox.hosts.map(({ host, url }) => [host.name, url])), merchant },
}).catch(async (err) => {
  await Promise.all([mocks.close(), sandbox.close()]);
  fail(err);
});
console.log(`[docs] ready at ${docs.url} (generated/docs; try-it sends to the mocks or the sandbox above)`);
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
