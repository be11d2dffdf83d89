// Prism's own HTTP server (@stoplight/prism-http-server, what `prism mock` runs, without its console
// logging) serving one document: the load benchmark's baseline. Usage: node prism-server.mjs <document.json> <port>
import fs from 'node:fs';
import { getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { createServer } from '@stoplight/prism-http-server';
import { createLogger } from '@stoplight/prism-core';

const [file, port] = process.argv.slice(2);
const operations = await getHttpOperationsFromSpec(JSON.parse(fs.readFileSync(file, 'utf8')));
const server = createServer(operations, {
  cors: true,
  config: { mock: { dynamic: false }, validateRequest: true, validateResponse: true, checkSecurity: true, errors: false, upstreamProxy: undefined, isProxy: false },
  components: { logger: createLogger('baseline', { level: 'silent' }) },
});
console.log(`ready ${await server.listen(Number(port), '127.0.0.1')}`);
