// The docs server: the docs site over HTTP on 127.0.0.1 (DOCS_PORT, 4000), read-only, no caching.
// The site is put together at serve time, each file from where it is generated or installed, under the
// URLs the page (generated/docs/index.html) uses:
//   /openapi/<file>                    generated/openapi/<file>: the bundles (stage bundle)
//   /assets/scalar-api-reference.js    Scalar's standalone bundle, from the installed @scalar/api-reference
//   /mocks.json                        the URLs of the mocks it was given (over generated/docs/mocks.json)
//   /changelog.md                      CHANGELOG.md of the repository (the Changelog page)
//   anything else                      generated/docs/ (index.html, assets/docs.js, actions.md, search.json, ...)
// The bundles are served as Scalar reads them best (examplesInPlace) with each action of a form union named
// in its operation's description (actionsListed).
// `node packages/docs-server/serve.mjs` serves the docs alone (run `npm run build` first).
import http from 'node:http';
import fs from 'node:fs/promises';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const rel = (file) => path.relative(root, file);

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.yaml': 'application/yaml; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
};

/**
 * The standalone browser bundle of the installed @scalar/api-reference (its package.json `browser` entry),
 * found from the package's entry point: the package does not export its package.json or dist/browser.
 */
export function scalarStandalone() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest)) {
      const pkg = JSON.parse(readFileSync(manifest, 'utf8'));
      if (pkg.name === '@scalar/api-reference') {
        if (typeof pkg.browser !== 'string') throw new Error(`${rel(manifest)}: no "browser" entry (Scalar's standalone bundle)`);
        return { file: path.join(dir, pkg.browser), version: pkg.version };
      }
    }
    if (path.dirname(dir) === dir) throw new Error('@scalar/api-reference: its package.json was not found (npm ci)');
    dir = path.dirname(dir);
  }
}

/** A file under `dir` named by a URL path below it, or undefined when the path leaves `dir`. */
function inside(dir, sub) {
  const file = path.join(dir, sub);
  return file.startsWith(dir + path.sep) ? file : undefined;
}

/**
 * The bundle as Scalar reads it best: each example that names components/examples written in place.
 * Scalar 1.72 labels a request example `$ref` by its key instead of its summary; the bundles keep their
 * examples under components/examples for generators, and this view only resolves those references.
 * @param {any} document a bundle (changed in place)
 * @returns {any} the same document
 */
export function examplesInPlace(document) {
  const shared = document.components?.examples ?? {};
  const visit = (node) => {
    if (!node || typeof node !== 'object') return;
    if (node.examples && typeof node.examples === 'object' && !Array.isArray(node.examples)) {
      for (const [key, ex] of Object.entries(node.examples)) {
        const name = typeof ex?.$ref === 'string' && ex.$ref.startsWith('#/components/examples/') ? decodeURIComponent(ex.$ref.slice('#/components/examples/'.length)).replace(/~1/g, '/').replace(/~0/g, '~') : undefined;
        if (name !== undefined && shared[name]) node.examples[key] = shared[name];
      }
    }
    for (const v of Object.values(node)) visit(v);
  };
  visit(document);
  return document;
}

/**
 * The bundle as the docs show it: each operation whose form body is a union of action branches (each branch
 * fixes `action` with a const, S2S CARD and S2S APM) gets a closing paragraph in its description that names
 * every action and links to its section of the generated page "S2S actions" (generated/docs/actions.md, id
 * `s2s-actions/description/<action in lower case>`), so that every action is named on the contract's page
 * too, not only inside its one-of picker.
 * @param {any} document a bundle (changed in place)
 * @returns {any} the same document
 */
export function actionsListed(document) {
  const deref = (v) => {
    for (let i = 0; v && typeof v.$ref === 'string' && v.$ref.startsWith('#/') && i < 64; i++) {
      v = v.$ref
        .slice(2)
        .split('/')
        .map((t) => t.replace(/~1/g, '/').replace(/~0/g, '~'))
        .reduce((node, key) => node?.[key], document);
    }
    return v;
  };
  for (const item of Object.values(document.paths ?? {})) {
    for (const op of Object.values(deref(item) ?? {})) {
      const content = deref(op?.requestBody)?.content;
      if (!content || typeof content !== 'object') continue;
      const schema = deref(Object.values(content)[0]?.schema);
      const actions = (schema?.oneOf ?? []).map((b) => deref(deref(b)?.properties?.action)?.const);
      if (!actions.length || !actions.every((a) => typeof a === 'string')) continue;
      const links = actions.map((a) => `[${a}](#s2s-actions/description/${a.toLowerCase().replace(/[^a-z0-9_-]/g, '')})`).join(', ');
      op.description = `${op.description ? `${op.description.trimEnd()}\n\n` : ''}**Actions** (each on its own, with its members, hash recipe, catalogue rows and examples, in the page "S2S actions"): ${links}.`;
    }
  }
  return document;
}

/**
 * Start the docs server. `mocks`: { <document name>: <mock URL> } for the try-it console.
 * `generatedDir`: where the docs and bundles are read (generated/).
 * Resolves to { url, close }.
 * @param {{ port?: number, host?: string, mocks?: Record<string, string>, log?: (line: string) => void, generatedDir?: string }} [options]
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export async function startDocsServer({ port = Number(process.env.DOCS_PORT ?? 4000), host = '127.0.0.1', mocks, log = () => {}, generatedDir = path.join(root, 'generated') } = {}) {
  const docsDir = path.join(generatedDir, 'docs');
  const openapiDir = path.join(generatedDir, 'openapi');
  await fs.access(path.join(docsDir, 'index.html')).catch(() => {
    throw new Error(`${rel(docsDir)}/index.html is missing: run npm run build (or npm run docs) first`);
  });
  const scalar = scalarStandalone();
  await fs.access(scalar.file).catch(() => {
    throw new Error(`${rel(scalar.file)} is missing: Scalar's standalone bundle (npm ci)`);
  });

  /** The file a URL path names, or undefined. */
  function fileOf(pathname) {
    if (pathname === '/assets/scalar-api-reference.js') return scalar.file;
    if (pathname.startsWith('/openapi/')) return inside(openapiDir, pathname.slice('/openapi/'.length));
    if (pathname === '/changelog.md') return path.join(root, 'CHANGELOG.md');
    return inside(docsDir, pathname.endsWith('/') ? `${pathname}index.html` : pathname);
  }

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
    const file = fileOf(pathname);
    let content = file && (await fs.readFile(file).catch(() => undefined));
    if (!content) return send(res, 404, 'text/plain', 'not found');
    if (pathname.startsWith('/openapi/') && file.endsWith('.json')) content = JSON.stringify(actionsListed(examplesInPlace(JSON.parse(content))));
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
  console.log(`[docs] serving generated/docs, generated/openapi and Scalar ${scalarStandalone().version} at ${docs.url}`);
  const stop = async () => {
    await docs.close();
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
