// npm start (after npm run build): the three mocks and the docs server, with their URLs.
// The docs' try-it console sends its requests to these mocks.
import { documents } from './lib/documents.mjs';
import { startMocks } from './mock.mjs';
import { startDocsServer } from './serve-docs.mjs';

const fail = (err) => {
  console.error(`[start] FAILED: ${err.message ?? err}`);
  process.exit(1);
};
const mocks = await startMocks().catch(fail);
const docs = await startDocsServer({ mocks: Object.fromEntries(documents.map((d) => [d.name, `http://127.0.0.1:${d.port}`])) }).catch(async (err) => {
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
