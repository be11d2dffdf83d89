// The docs server: the docs site over HTTP on 127.0.0.1 (DOCS_PORT, 4000), read-only. The site is put
// together at serve time, each file from where it is generated or kept, under the URLs the pages use:
//   /openapi/<file>                    generated/openapi/<file>: the bundles (stage bundle), as committed
//   /hash/<file>                       generated/hash/<file>: the signing recipes the try-it console signs by
//   /changelog.md                      CHANGELOG.md of the repository
//   /changelog.html                    generated/docs/changelog.html with CHANGELOG.md rendered into it
//   /packages/<client>/README.md       the README of each client package (packages/client, packages/client-*)
//   /mocks.json                        the URLs of the mocks it was given (over generated/docs/mocks.json)
//   /sandbox.json                      the sandbox it was given: its URLs and test merchant (no URLs without one)
//   anything else                      generated/docs/ (index.html, <document>.html, assets/, search.json, ...)
// Every answer is compressed when the client accepts it (brotli or gzip, node:zlib), and carries an ETag, a
// Last-Modified where it comes from a file, and Cache-Control: no-cache: a browser keeps it and revalidates
// it (304) instead of fetching it again. The log has one line per request: method, path (never the query
// string), status; never a body.
// `node packages/docs-server/serve.mjs` serves the docs alone (run `npm run build` first).
import http from 'node:http';
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { withChangelog } from './changelog.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (file) => path.relative(root, file);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};
const COMPRESSIBLE = /^(text\/|application\/(json|yaml|javascript)|image\/svg)/;
/** Below this many bytes an answer is sent as it is: compressing it saves nothing. */
const MIN_COMPRESS = 512;

/** A file under `dir` named by a URL path below it, or undefined when the path leaves `dir`. */
function inside(dir, sub) {
  const file = path.join(dir, sub);
  return file.startsWith(dir + path.sep) ? file : undefined;
}

/** The encoding to send for an Accept-Encoding header: 'br', 'gzip' or null (q=0 refuses one). */
export function chooseEncoding(header) {
  const accepted = new Map();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    accepted.set(name, q ? Number(q[1]) : 1);
  }
  const ok = (name) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (ok('br')) return 'br';
  if (ok('gzip')) return 'gzip';
  return null;
}

/**
 * Answers with `body` (a Buffer) as a cacheable resource: ETag (a hash of the body), Last-Modified (`mtime`,
 * when given), Cache-Control: no-cache, compressed per Accept-Encoding; 304 when the client's copy is current.
 * `cache` keeps the compressed bodies by ETag and encoding. Exported for the docs-load benchmark's baseline.
 */
export function sendResource(req, res, { body, type, mtime, headers = {}, cache = new Map() }) {
  const etag = `"${crypto.createHash('sha1').update(body).digest('base64url')}"`;
  const lastModified = mtime ? new Date(Math.floor(mtime / 1000) * 1000) : null;
  const common = { etag, 'cache-control': 'no-cache', vary: 'Accept-Encoding', 'x-content-type-options': 'nosniff', ...(lastModified ? { 'last-modified': lastModified.toUTCString() } : {}), ...headers };
  const inm = req.headers['if-none-match'];
  const ims = req.headers['if-modified-since'];
  const fresh = inm !== undefined
    ? inm.split(',').map((t) => t.trim().replace(/^W\//, '')).some((t) => t === etag || t === '*')
    : Boolean(ims && lastModified && !Number.isNaN(Date.parse(ims)) && lastModified.getTime() <= Date.parse(ims));
  if (fresh) {
    res.writeHead(304, common);
    return res.end();
  }
  const encoding = body.length >= MIN_COMPRESS && COMPRESSIBLE.test(type) ? chooseEncoding(req.headers['accept-encoding']) : null;
  let out = body;
  if (encoding) {
    const key = `${etag} ${encoding}`;
    out = cache.get(key);
    if (!out) {
      out = encoding === 'br'
        ? zlib.brotliCompressSync(body, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length } })
        : zlib.gzipSync(body, { level: 9 });
      cache.set(key, out);
    }
  }
  res.writeHead(200, { 'content-type': type, 'content-length': out.length, ...(encoding ? { 'content-encoding': encoding } : {}), ...common });
  res.end(req.method === 'HEAD' ? undefined : out);
}

/** The origins a page may connect to (try-it): its own and those of the mocks and the sandbox. */
const originsOf = (...maps) => [...new Set(maps.flatMap((m) => Object.values(m ?? {})).map((u) => { try { return new URL(u).origin; } catch { return null; } }).filter(Boolean))];

/**
 * Start the docs server. `mocks`: { <host name>: <mock URL> } for the try-it console. `sandbox`: { urls: { <host
 * name>: <URL> }, merchant?: { merchant_key, client_key, password? } }, the sandbox try-it can send to and sign
 * for (served as sandbox.json; the password is sent in that body only, never in a URL, and never logged).
 * `generatedDir`: where the docs, bundles and recipes are read (generated/). Resolves to { url, close }.
 * @param {{ port?: number, host?: string, mocks?: Record<string, string>, sandbox?: { urls: Record<string, string>, merchant?: Record<string, string> }, log?: (line: string) => void, generatedDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startDocsServer({ port = Number(process.env.DOCS_PORT ?? 4000), host = '127.0.0.1', mocks, sandbox, log = () => {}, generatedDir = path.join(root, 'generated') } = {}) {
  const docsDir = path.join(generatedDir, 'docs');
  const openapiDir = path.join(generatedDir, 'openapi');
  const hashDir = path.join(generatedDir, 'hash');
  const changelogFile = path.join(root, 'CHANGELOG.md');
  await fs.access(path.join(docsDir, 'index.html')).catch(() => {
    throw new Error(`${rel(docsDir)}/index.html is missing: run npm run build (or npm run docs) first`);
  });
  const generatedMocks = JSON.parse(await fs.readFile(path.join(docsDir, 'mocks.json'), 'utf8'));
  const mockUrls = { ...generatedMocks, ...(mocks ?? {}) };
  const csp = ["default-src 'self'", "img-src 'self' data:", "style-src 'self' 'unsafe-inline'", `connect-src ${["'self'", ...originsOf(mockUrls, sandbox?.urls)].join(' ')}`, "object-src 'none'", "base-uri 'none'", "form-action 'none'", "frame-ancestors 'none'"].join('; ');
  const cache = new Map();

  /** The file a URL path names, or undefined. */
  function fileOf(pathname) {
    if (pathname.startsWith('/openapi/')) return inside(openapiDir, pathname.slice('/openapi/'.length));
    if (pathname.startsWith('/hash/')) return inside(hashDir, pathname.slice('/hash/'.length));
    if (pathname === '/changelog.md') return changelogFile;
    const readme = /^\/packages\/(client(?:-[a-z0-9]+)?)\/README\.md$/.exec(pathname);
    if (readme) return path.join(root, 'packages', readme[1], 'README.md');
    return inside(docsDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  }

  async function handle(req, res) {
    const url = new URL(req.url, 'http://docs');
    if (req.method !== 'GET' && req.method !== 'HEAD') return plain(res, 405, 'method not allowed', { allow: 'GET, HEAD' });
    let pathname;
    try {
      pathname = decodeURIComponent(url.pathname);
    } catch {
      return plain(res, 400, 'bad path');
    }
    if (pathname.includes('\0')) return plain(res, 400, 'bad path');
    if (pathname === '/mocks.json') return sendResource(req, res, { body: Buffer.from(JSON.stringify(mockUrls)), type: TYPES['.json'], cache });
    if (pathname === '/sandbox.json') {
      // Without a sandbox: no URLs (try-it offers the mocks only), and a note saying how to get one.
      const body = sandbox?.urls ? { urls: sandbox.urls, merchant: sandbox.merchant ?? null } : { urls: {}, merchant: null, note: 'no sandbox: npm start runs one beside the docs' };
      return sendResource(req, res, { body: Buffer.from(JSON.stringify(body)), type: TYPES['.json'], cache });
    }
    const file = fileOf(pathname);
    const stat = file && (await fs.stat(file).catch(() => undefined));
    if (!stat?.isFile()) return plain(res, 404, 'not found');
    let body = await fs.readFile(file);
    let mtime = stat.mtimeMs;
    const ext = path.extname(file);
    let type = TYPES[ext] ?? 'application/octet-stream';
    if (pathname.startsWith('/packages/')) type = 'text/plain; charset=utf-8';
    if (file === path.join(docsDir, 'changelog.html')) {
      const changelog = await fs.stat(changelogFile);
      body = Buffer.from(withChangelog(body.toString('utf8'), await fs.readFile(changelogFile, 'utf8')));
      mtime = Math.max(mtime, changelog.mtimeMs);
    }
    return sendResource(req, res, { body, type, mtime, cache, headers: ext === '.html' ? { 'content-security-policy': csp, 'referrer-policy': 'no-referrer' } : {} });
  }

  function plain(res, status, text, headers = {}) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-store', 'x-content-type-options': 'nosniff', ...headers });
    res.end(text);
  }

  const server = http.createServer((req, res) => {
    const where = String(req.url ?? '').split('?')[0];
    handle(req, res)
      .then(() => log(`${req.method} ${where} -> ${res.statusCode}`))
      .catch((err) => {
        log(`${req.method} ${where} -> 500 ${err.message ?? err}`);
        if (!res.headersSent) plain(res, 500, 'internal error');
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
  console.log(`[docs] serving generated/docs at ${docs.url} (try-it: the mocks of mocks.json; npm start adds the sandbox)`);
  const stop = async () => {
    await docs.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
