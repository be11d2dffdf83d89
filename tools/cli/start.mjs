// npm start (after npm run build): the mocks of the model's hosts and the docs server, with their URLs.
// The docs' try-it console sends its requests to these mocks.
import { startMocks } from '../../packages/mock/mock.mjs';
import { startDocsServer } from '../../packages/docs-server/serve.mjs';

const fail = (err) => {
  console.error(`[start] FAILED: ${err.message ?? err}`);
  process.exit(1);
};
const mocks = await startMocks().catch(fail);
const docs = await startDocsServer({ mocks: Object.fromEntries(mocks.hosts.map(({ host, url }) => [host.name, url])) }).catch(async (err) => {
  await mocks.close();
  fail(err);
});
console.log(`[docs] ready at ${docs.url} (generated/docs; try-it sends to the mocks above)`);
console.log(`[start] mocks and docs are up; open ${docs.url} in a browser; Ctrl-C stops them`);
const stop = async () => {
  await Promise.all([mocks.close(), docs.close()]);
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
