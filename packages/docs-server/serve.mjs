// The docs server: generated/docs/ over HTTP on 127.0.0.1 (DOCS_PORT, 4000), read-only, no caching.
// Given the URLs of running mocks, it answers /mocks.json with them, so each contract's try-it goes
// to those mocks; otherwise the generated mocks.json (each server variable's default) is served.
// `node scripts/serve-docs.mjs` serves the docs alone (run `npm run docs` first).
import http from 'node:http';
import fs from 'node:fs/promises';
import path from 'node:path';
import { rel, root } from './lib/documents.mjs';

const docsDir = path.join(root, 'generated', 'docs');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * Start the docs server. `mocks`: { <document name>: <mock URL> } for the try-it console.
 * Resolves to { url, close }.
 * @param {{ port?: number, host?: string, mocks?: Record<string, string>, log?: (line: string) => void }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startDocsServer({ port = Number(process.env.DOCS_PORT ?? 4000), host = '127.0.0.1', mocks, log = () => {} } = {}) {
  await fs.access(path.join(docsDir, 'index.html')).catch(() => {
    throw new Error(`${rel(docsDir)}/index.html is missing: run npm run docs (or npm run build) first`);
  });

  async function handle(req, res) {
    const url = new URL(req.url, 'http://docs');
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'method not allowed', { allow: 'GET, HEAD' });
    if (url.pathname === '/mocks.json' && mocks) {
      const generated = JSON.parse(await fs.readFile(path.join(docsDir, 'mocks.json'), 'utf8'));
      return send(res, 200, TYPES['.json'], JSON.stringify({ ...generated, ...mocks }));
    }
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return send(res, 400, 'text/plain', 'bad path');
    }
    const file = path.join(docsDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
    if (file !== docsDir && !file.startsWith(docsDir + path.sep)) return send(res, 404, 'text/plain', 'not found');
    const content = await fs.readFile(file).catch(() => undefined);
    if (!content) return send(res, 404, 'text/plain', 'not found');
    return send(res, 200, TYPES[path.extname(file)] ?? 'application/octet-stream', req.method === 'HEAD' ? undefined : content);
  }

  function send(res, status, type, body, headers = {}) {
    res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
    res.end(body);
  }

  const server = http.createServer((req, res) => {
    handle(req, res)
      .then(() => log(`${req.method} ${req.url} -> ${res.statusCode}`))
      .catch((err) => {
        log(`${req.method} ${req.url} -> 500 ${err.message ?? err}`);
        if (!res.headersSent) send(res, 500, 'text/plain', 'internal error');
        else res.end();
      });
  });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, resolve);
  });
  const url = `http://${host}:${server.address().port}/`;
  return {
    url,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections?.();
        server.close(() => resolve());
      }),
  };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const docs = await startDocsServer({ log: (line) => console.log(`[docs] ${line}`) }).catch((err) => {
    console.error(`[docs] FAILED: ${err.message ?? err}`);
    process.exit(1);
  });
  console.log(`[docs] serving ${rel(docsDir)} at ${docs.url}`);
  const stop = async () => {
    await docs.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
