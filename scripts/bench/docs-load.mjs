// The docs' cold load in Chromium (Debian's /usr/bin/chromium or CHROMIUM_PATH, headless, through
// playwright-core): the time from navigation to the first operation being visible, and the bytes on the wire
// (compressed, as the browser counts them), each load in a fresh browser context (an empty cache). Measured on
// the docs server (packages/docs-server) for checkout.html, the largest contract page, and for s2s-apm.html, a
// one-operation document; beside them, in the same run and alternating with them, the baseline: Scalar's
// standalone bundle (the installed @scalar/api-reference) rendering that same one-operation document
// (generated/openapi/s2s-apm.json), served with the same compression and validators. Issue 29's targets are
// absolute: the first operation visible within 1.5 s and at most 1.5 MB transferred. Figures are medians.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { createRequire } from 'node:module';
import { chromium } from 'playwright-core';
import { loadModel } from '../../packages/contract/index.mjs';
import { sendResource, startDocsServer } from '../../packages/docs-server/serve.mjs';
import { median } from './support/stats.mjs';

export const name = 'docs cold load';

const RUNS = Number(process.env.BENCH_DOCS_RUNS ?? 5);
const TARGET_MS = 1500;
const TARGET_BYTES = 1.5 * 1024 * 1024;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;

/** The standalone browser bundle of the installed @scalar/api-reference (its package.json `browser` entry). */
function scalarStandalone() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (fs.existsSync(manifest)) {
      const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8'));
      if (pkg.name === '@scalar/api-reference') return { file: path.join(dir, pkg.browser), version: pkg.version };
    }
    if (path.dirname(dir) === dir) throw new Error('@scalar/api-reference is not installed (npm ci)');
    dir = path.dirname(dir);
  }
}

/** The baseline site: one page mounting Scalar on one document, offline (no fonts, telemetry, agent or proxy). */
async function startScalarBaseline(documentFile) {
  const scalar = scalarStandalone();
  const bundle = fs.readFileSync(scalar.file);
  const spec = fs.readFileSync(documentFile);
  const options = { url: 'document.json', withDefaultFonts: false, telemetry: false, agent: { disabled: true }, mcp: { disabled: true }, showDeveloperTools: 'never', hideClientButton: true, proxyUrl: '', layout: 'modern' };
  const page = Buffer.from(`<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Scalar baseline</title><link rel="icon" href="data:,"></head><body><div id="app"></div><script src="scalar.js"></script><script>Scalar.createApiReference('#app', ${JSON.stringify(options)});</script></body></html>`);
  const cache = new Map();
  const files = { '/': [page, 'text/html; charset=utf-8'], '/scalar.js': [bundle, 'text/javascript; charset=utf-8'], '/document.json': [spec, 'application/json; charset=utf-8'] };
  const server = http.createServer((req, res) => {
    const f = files[new URL(req.url, 'http://x').pathname];
    if (!f) {
      res.writeHead(404).end();
      return;
    }
    sendResource(req, res, { body: f[0], type: f[1], mtime: fs.statSync(scalar.file).mtimeMs, cache });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, version: scalar.version, close: () => new Promise((resolve) => { server.closeAllConnections?.(); server.close(resolve); }) };
}

/** One cold load: { ms to the operation's heading in sight, bytes on the wire }. */
async function coldLoad(browser, url, summary) {
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    let bytes = 0;
    cdp.on('Network.loadingFinished', (e) => (bytes += e.encodedDataLength));
    const started = performance.now();
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(
      (text) => [...document.querySelectorAll('h1, h2, h3, h4')].some((h) => {
        if (!(h.textContent ?? '').includes(text)) return false;
        const r = h.getBoundingClientRect();
        return r.height > 0 && r.bottom > 0 && r.top < window.innerHeight;
      }),
      summary,
      { timeout: 60_000, polling: 'raf' },
    );
    const ms = performance.now() - started;
    await page.waitForLoadState('load');
    await page.waitForTimeout(200);
    return { ms, bytes };
  } finally {
    await context.close();
  }
}

export async function run() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install chromium (or set CHROMIUM_PATH)`);
  const model = loadModel();
  const one = model.hosts.find((h) => h.operations.length === 1 && h.webhooks.length === 0) ?? model.hosts.at(-1);
  const largest = model.hosts[0];
  const docs = await startDocsServer({ port: 0 });
  const baseline = await startScalarBaseline(one.bundled);
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--headless', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions'] });
  const subjects = {
    largest: { url: `${docs.url}${largest.name}.html`, summary: largest.operations[0].op.summary, runs: [] },
    one: { url: `${docs.url}${one.name}.html`, summary: one.operations[0].op.summary, runs: [] },
    scalar: { url: baseline.url, summary: one.operations[0].op.summary, runs: [] },
  };
  try {
    for (const s of Object.values(subjects)) await coldLoad(browser, s.url, s.summary); // warm the server and the disk cache
    for (let i = 0; i < RUNS; i++) {
      const order = i % 2 ? ['scalar', 'one', 'largest'] : ['largest', 'one', 'scalar'];
      for (const k of order) subjects[k].runs.push(await coldLoad(browser, subjects[k].url, subjects[k].summary));
    }
  } finally {
    await browser.close();
    await baseline.close();
    await docs.close();
  }
  const ms = (k) => median(subjects[k].runs.map((r) => r.ms));
  const bytes = (k) => median(subjects[k].runs.map((r) => r.bytes));
  const base = `Scalar ${baseline.version}, ${one.name}.json (1 operation)`;
  const row = (subject, k) => [
    {
      subject: `${subject}: first operation visible, median of ${RUNS} cold loads`,
      result: `${ms(k).toFixed(0)} ms`,
      baseline: `${ms('scalar').toFixed(0)} ms (${base})`,
      ratio: `${(ms(k) / ms('scalar')).toFixed(2)}x`,
      target: `<= ${TARGET_MS} ms`,
      verdict: ms(k) <= TARGET_MS ? 'yes' : 'no',
      note: `runs ${subjects[k].runs.map((r) => r.ms.toFixed(0)).join(', ')} ms`,
    },
    {
      subject: `${subject}: bytes transferred on a cold load (compressed)`,
      result: kb(bytes(k)),
      baseline: `${kb(bytes('scalar'))} (${base})`,
      ratio: `${(bytes(k) / bytes('scalar')).toFixed(3)}x`,
      target: `<= ${kb(TARGET_BYTES)}`,
      verdict: bytes(k) <= TARGET_BYTES ? 'yes' : 'no',
      note: 'each load in a fresh browser context; brotli from the docs server',
    },
  ];
  return [...row(`${largest.name}.html (the largest page)`, 'largest'), ...row(`${one.name}.html (the same document as the baseline)`, 'one')];
}
