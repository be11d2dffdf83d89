// The docs site (generated/docs, `npm run docs`) in a real headless Chromium, served by the real docs server
// (packages/docs-server) with its try-it pointed at the real mocks of the run and at a real sandbox started
// here with its default test merchant. The worker's one browser (tests/support/browser.ts: Debian's
// /usr/bin/chromium-headless-shell, or CHROMIUM_PATH), one server, one tab for the tests that click, type and navigate,
// and one tab per document, loaded once, for the tests that only read it (`shown`). Every request of the page
// is routed: loopback requests go through, any other is aborted and fails the test. Expectations come from the
// contract model, the sandbox's test cards and config. The cold-load figures are a sanity budget here; the
// 1.5 s and 1.5 MB goals are measured by `npm run bench -- docs-load`.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, onTestFinished } from 'vitest';
import { mockUrls } from '../support/mock.ts';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startDocsServer } from '../../packages/docs-server/serve.mjs';
import { DEFAULT_MERCHANT } from '../../packages/sandbox/config.mjs';
import { OUTCOMES, TEST_CARDS } from '../../packages/sandbox/test-cards.mjs';
import { model, root } from '../support/spec.ts';
import { removeTempDirs, startSandbox } from '../support/sandbox.ts';
import { at, signatureOf } from '../support/hash.ts';
import { BROWSER_MISSING, CHROMIUM, sharedBrowser } from '../support/browser.ts';
import { schemaFiles } from '../../packages/contract/index.mjs';
import { readChangelog } from '../../scripts/lib/changelog.mjs';
import { versionsText } from '../../scripts/generate/docs-pages.mjs';

type Json = any;
const reports = path.join(root, 'reports');
const docsDir = path.join(root, 'generated', 'docs');
const FORM = 'application/x-www-form-urlencoded';

const hosts: Json[] = model.hosts;
/** The fragment of an addressable element, as scripts/generate/docs-html.mjs anchor() writes it. */
const anchor = (kind: string, name: string) => `${kind}-${String(name).replace(/[^A-Za-z0-9_.-]+/g, '-')}`;
const opAnchor = (o: Json) => (o.kind === 'webhook' ? anchor('webhook', o.path) : anchor('op', o.operationId));

/** Every S2S action: each action branch of a discriminated form body of a host (S2S CARD and S2S APM). */
const actions: Array<{ name: string; host: Json; element: Json }> = hosts.flatMap((h) =>
  h.operations.filter((o: Json) => o.requestBody?.contentType === FORM && o.discriminator).flatMap((o: Json) => o.elements.filter((e: Json) => typeof e.value === 'string').map((e: Json) => ({ name: e.value as string, host: h, element: e }))),
);
const parameterSets: string[] = schemaFiles('method-parameters').map((f: Json) => f.name);
const webhooks: Array<{ host: Json; o: Json }> = hosts.flatMap((h) => h.webhooks.map((o: Json) => ({ host: h, o })));
const pages = [
  { slug: 'index', title: 'Start here' },
  ...hosts.map((h) => ({ slug: h.name as string, title: h.title as string })),
  { slug: 's2s-actions', title: 'S2S actions' },
  { slug: 'method-parameters', title: 'Payment-method parameter sets' },
  { slug: 'errors', title: 'Error catalogue' },
  { slug: 'gaps', title: 'Gaps' },
  { slug: 'changelog', title: 'Changelog' },
];
const file = (slug: string) => `${slug}.html`;

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};
const normalise = (s: string) => s.replace(/`/g, '').replace(/\s+/g, ' ').trim();

let browser: Browser;
let context: BrowserContext;
let page: Page;
let server: { url: string; close: () => Promise<void> };
let sandbox: { urls: Record<string, string>; close: () => Promise<void> };
const serverLog: string[] = [];
const requests: string[] = [];
const blocked: string[] = [];
const consoleErrors: string[] = [];

/** A tab of the one context, its console errors collected. */
async function newPage(ctx = context) {
  const p = await ctx.newPage();
  p.setDefaultTimeout(15_000);
  p.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${p.url()}: ${m.text()}`);
  });
  p.on('pageerror', (e) => consoleErrors.push(`${p.url()}: pageerror: ${e.message}`));
  return p;
}
const route = (ctx: BrowserContext) =>
  ctx.route('**/*', (r) => {
    const url = r.request().url();
    requests.push(`${r.request().method()} ${url}`);
    if (isLoopback(url)) return r.continue();
    blocked.push(url);
    return r.abort('blockedbyclient');
  });
const screenshot = async (p: Page, name: string) => {
  fs.mkdirSync(reports, { recursive: true });
  await p.screenshot({ path: path.join(reports, name) });
};

/** Where an element is: its top in the viewport, whether it is in sight below the sticky bar, the page's scroll. */
const placeOf = (p: Page, id: string) =>
  p.evaluate((id) => {
    const el = document.getElementById(id);
    if (!el) return null;
    const r = el.getBoundingClientRect();
    const bar = document.querySelector('.top')?.getBoundingClientRect().bottom ?? 0;
    return { top: Math.round(r.top), bar: Math.round(bar), inSight: r.height > 0 && r.top >= bar - 1 && r.top < window.innerHeight - 20, scrollY: window.scrollY };
  }, id);

/**
 * The tab of a document as a reader opens it, for the tests that only read it (text, anchors, the sidebar, the
 * layout at each width): loaded once at the context's viewport, then shared, so that each document costs the
 * browser one load however many tests read it (checkout.html alone is about half a second of Chromium's CPU a
 * load). Tests that click, type, scroll or navigate use `page` or a tab of their own. The landing page is loaded
 * from the server's root, as a reader opens it.
 */
const shownTabs = new Map<string, Promise<Page>>();
const shown = (slug: string) => {
  let tab = shownTabs.get(slug);
  if (!tab) {
    tab = newPage().then(async (p) => {
      await p.goto(slug === 'index' ? server.url : `${server.url}${file(slug)}`);
      return p;
    });
    shownTabs.set(slug, tab);
  }
  return tab;
};

/** Text of a section (an element and everything in it). */
const textOf = async (p: Page, id: string) => normalise(await p.locator(`[id="${id}"]`).innerText());

beforeAll(async () => {
  expect(fs.existsSync(CHROMIUM), BROWSER_MISSING).toBe(true);
  const merchant = { environment: 'test' as const, merchant_key: DEFAULT_MERCHANT.merchant_key, client_key: DEFAULT_MERCHANT.client_key, password: DEFAULT_MERCHANT.password };
  const [sb, b] = await Promise.all([
    startSandbox({ config: { merchants: [merchant] } }),
    sharedBrowser(),
  ]);
  sandbox = sb;
  browser = b;
  server = await startDocsServer({
    port: 0,
    mocks: await mockUrls(),
    sandbox: { urls: sandbox.urls, merchant: { merchant_key: merchant.merchant_key, client_key: merchant.client_key, password: merchant.password } },
    log: (line: string) => serverLog.push(line),
  });
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' });
  await route(context);
  page = await newPage();
}, 90_000);

afterAll(async () => {
  await context?.close();
  await server?.close();
  await sandbox?.close();
  removeTempDirs();
});

describe('docs server', () => {
  const get = async (p: string, headers: Record<string, string> = {}) => {
    const r = await fetch(new URL(p, server.url), { headers });
    return { status: r.status, headers: r.headers, body: Buffer.from(await r.arrayBuffer()) };
  };

  it('serves the bundles, the recipes, CHANGELOG.md and the client README from where they are; generated/docs copies none', async () => {
    const originals = [...hosts.flatMap((h) => [h.bundled as string, String(h.bundled).replace(/\.json$/, '.yaml')]), path.join(root, 'generated/hash/recipes.json'), path.join(root, 'CHANGELOG.md'), path.join(root, 'packages/client/README.md')];
    const urls = [...hosts.flatMap((h) => [`openapi/${h.name}.json`, `openapi/${h.name}.yaml`]), 'hash/recipes.json', 'changelog.md', 'packages/client/README.md'];
    for (const [i, u] of urls.entries()) {
      const r = await get(u);
      expect(r.status, u).toBe(200);
      expect(r.body.equals(fs.readFileSync(originals[i])), `${u} is ${path.relative(root, originals[i])}`).toBe(true);
    }
    for (const f of fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).map((x) => path.join(docsDir, x)).filter((x) => fs.statSync(x).isFile())) {
      const body = fs.readFileSync(f);
      for (const o of originals) expect(body.equals(fs.readFileSync(o)), `${path.relative(root, f)} copies ${path.relative(root, o)}`).toBe(false);
    }
    // The changelog page is CHANGELOG.md rendered at serve time, each release with its anchor.
    const changelog = (await get('changelog.html')).body.toString('utf8');
    expect(changelog).toContain('id="unreleased"');
    for (const r of readChangelog().releases) expect(changelog, r.name).toContain(`id="release-${r.name}"`);
    // The sandbox try-it sends to, and the mocks.
    expect(JSON.parse((await get('sandbox.json')).body.toString('utf8')).urls).toEqual(sandbox.urls);
    expect(JSON.parse((await get('mocks.json')).body.toString('utf8'))).toEqual(await mockUrls());
  });

  it('without a sandbox names none; pages may reach only the server, the mocks and the sandbox (CSP)', async () => {
    const alone = await startDocsServer({ port: 0 });
    try {
      const r = await fetch(new URL('sandbox.json', alone.url));
      expect(r.status).toBe(200);
      expect((await r.json()).urls).toEqual({});
    } finally {
      await alone.close();
    }
    const csp = (await get('checkout.html')).headers.get('content-security-policy') ?? '';
    const connect = csp.split(';').map((d) => d.trim()).find((d) => d.startsWith('connect-src'))!.split(/\s+/).slice(1);
    expect(connect.sort()).toEqual(["'self'", ...new Set([...Object.values(await mockUrls()), ...Object.values(sandbox.urls)].map((u) => new URL(u).origin))].sort());
    expect(csp).toContain("default-src 'self'");
  });

  it('answers nothing outside its sources', async () => {
    for (const p of ['/%2e%2e/package.json', '/openapi/%2e%2e/%2e%2e/package.json', '/openapi/%2e%2e/docs/index.html', '/hash/%2e%2e/%2e%2e/package.json', '/assets/%2e%2e/%2e%2e/%2e%2e/package.json', '/packages/sandbox/README.md', '/packages/client/package.json', '/nope.json', '/assets/scalar-api-reference.js']) expect((await get(p)).status, p).toBe(404);
    expect((await get('/')).status).toBe(200);
  });

  it('compresses (brotli, gzip) and answers with validators a browser revalidates: ETag, Last-Modified, Cache-Control without no-store', async () => {
    const original = fs.readFileSync(path.join(docsDir, 'checkout.html'));
    const plain = await get('checkout.html', { 'accept-encoding': 'identity' });
    expect(plain.headers.get('content-encoding')).toBeNull();
    expect(plain.body.equals(original)).toBe(true);
    for (const [encoding, inflate] of [['br', zlib.brotliDecompressSync], ['gzip', zlib.gunzipSync]] as const) {
      const r = await fetch(new URL('checkout.html', server.url), { headers: { 'accept-encoding': encoding } });
      // fetch decompresses by itself; the raw size is the content-length it was sent with.
      expect(r.headers.get('content-encoding'), encoding).toBe(encoding);
      expect(Number(r.headers.get('content-length'))).toBeLessThan(original.length / 5);
      const raw = await new Promise<Buffer>((resolve, reject) => {
        import('node:http').then(({ get: httpGet }) =>
          httpGet(new URL('checkout.html', server.url), { headers: { 'accept-encoding': encoding } }, (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (c) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
          }).on('error', reject),
        );
      });
      expect(inflate(raw).equals(original), encoding).toBe(true);
      await r.arrayBuffer();
    }
    const etag = plain.headers.get('etag')!;
    const lastModified = plain.headers.get('last-modified')!;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]+"$/);
    expect(Date.parse(lastModified)).not.toBeNaN();
    expect(plain.headers.get('cache-control')).toBe('no-cache');
    expect(plain.headers.get('vary')).toMatch(/accept-encoding/i);
    expect((await get('checkout.html', { 'if-none-match': etag })).status).toBe(304);
    expect((await get('checkout.html', { 'if-modified-since': lastModified })).status).toBe(304);
    expect((await get('checkout.html', { 'if-none-match': '"other"' })).status).toBe(200);
    for (const u of ['assets/docs.css', 'assets/docs.js', 'assets/try.js', 'search.json', 'openapi/s2s-card.json', 'hash/recipes.json', 'mocks.json', 'sandbox.json', 'changelog.html']) {
      const r = await get(u, { 'accept-encoding': 'gzip' });
      expect(r.headers.get('cache-control'), u).not.toMatch(/no-store/);
      expect(r.headers.get('etag'), u).toBeTruthy();
    }
  });
});

describe('generated pages', () => {
  it('every link between the pages lands on a page and an element that exist', () => {
    const files = fs.readdirSync(docsDir).filter((f) => f.endsWith('.html'));
    expect(files.sort()).toEqual(pages.map((p) => file(p.slug)).sort());
    const ids = Object.fromEntries(files.map((f) => [f, new Set([...fs.readFileSync(path.join(docsDir, f), 'utf8').matchAll(/ id="([^"]+)"/g)].map((m) => m[1]))]));
    const broken: string[] = [];
    let links = 0;
    for (const f of files) {
      for (const m of fs.readFileSync(path.join(docsDir, f), 'utf8').matchAll(/href="([^"]+)"/g)) {
        const href = m[1].replace(/&amp;/g, '&');
        const [target, fragment] = href.split('#');
        if (/^[a-z]+:/.test(href) || (target && !target.endsWith('.html'))) continue;
        links++;
        const onto = target || f;
        if (!ids[onto] || (fragment && !ids[onto].has(decodeURIComponent(fragment)))) broken.push(`${f}: ${href}`);
      }
    }
    expect(links).toBeGreaterThan(1000);
    expect(broken).toEqual([]);
  });
});

describe('rendered docs', () => {
  it('a cold load shows the first operation within the sanity budget and transfers less than 1.5 MB, all from loopback', async () => {
    // A fresh context: an empty cache. Bytes are those on the wire (compressed), counted by the browser.
    // Not routed (routing turns the browser's cache off): its requests are checked for loopback as they are sent.
    const cold = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' });
    // Closed however the test ends: the browser outlives this file.
    onTestFinished(() => cold.close());
    const p = await newPage(cold);
    p.on('request', (r) => {
      requests.push(`${r.method()} ${r.url()}`);
      if (!isLoopback(r.url())) blocked.push(r.url());
    });
    const cdp = await cold.newCDPSession(p);
    await cdp.send('Network.enable');
    let bytes = 0;
    const statuses: number[] = [];
    cdp.on('Network.loadingFinished', (e: Json) => (bytes += e.encodedDataLength));
    cdp.on('Network.responseReceived', (e: Json) => statuses.push(e.response.status));
    const started = Date.now();
    await p.goto(`${server.url}${file(hosts[0].name)}`, { waitUntil: 'commit' });
    await p.locator('main section.operation').first().waitFor({ state: 'visible' });
    const ms = Date.now() - started;
    await p.waitForLoadState('load');
    expect(bytes, `${bytes} bytes`).toBeLessThan(1.5 * 1024 * 1024);
    expect(ms, `first operation visible after ${ms} ms`).toBeLessThan(10_000);
    // A second load revalidates what the browser kept (304, or its cache): nothing is fetched again whole.
    const first = bytes;
    bytes = 0;
    statuses.length = 0;
    await p.reload();
    await p.locator('main section.operation').first().waitFor({ state: 'visible' });
    await p.waitForLoadState('load');
    expect(bytes, `reload: ${bytes} bytes after ${first}, statuses ${statuses}`).toBeLessThan(first / 10);
  });

  it('every contract page shows every operation, webhook, request example and model with its own anchor', async () => {
    for (const h of hosts) {
      const page = await shown(h.name);
      const ids = new Set(await page.evaluate(() => [...document.querySelectorAll('main [id]')].map((e) => e.id)));
      for (const o of [...h.operations, ...h.webhooks]) {
        const id = opAnchor(o);
        expect(ids.has(id), `${h.name} ${id}`).toBe(true);
        const text = await textOf(page, id);
        expect(text, id).toContain(normalise(o.op.summary ?? o.path));
        for (const x of o.requestBody?.examples ?? []) expect(text, `${id} example ${x.name}`).toContain(normalise(x.summary ?? x.name));
        for (const r of o.responses) expect(text, `${id} response ${r.status}`).toContain(r.status);
        // A form body with one branch per action shows each action as its own section, with its examples.
        for (const e of o.discriminator ? o.elements : []) {
          expect(ids.has(`${id}-${e.value}`), `${id}-${e.value}`).toBe(true);
          const own = await textOf(page, `${id}-${e.value}`);
          expect(own).toContain(`${o.discriminator}=${e.value}`);
          for (const x of e.examples) expect(own, `${e.value} example ${x.name}`).toContain(normalise(x.summary ?? x.name));
        }
      }
      for (const name of Object.keys(h.document.components?.schemas ?? {})) expect(ids.has(anchor('model', name)), `${h.name} model ${name}`).toBe(true);
      // The sidebar lists every document; the contract's own is marked current.
      expect((await page.locator('.sidebar .docs a').allInnerTexts()).map(normalise)).toEqual(pages.map((x) => x.title));
      expect(normalise(await page.locator('.sidebar .docs a[aria-current="page"]').innerText())).toBe(h.title);
      await screenshot(page, `docs-${h.name}.png`);
    }
  });

  it("shows on each operation the versions it was added or changed in (x-added-in-version, x-changed-in-version)", async () => {
    const marked = hosts.flatMap((h) => h.operations.filter((o: Json) => o.versions.length).map((o: Json) => ({ h, o })));
    expect(marked.length).toBeGreaterThan(0);
    for (const { h, o } of marked) {
      expect(await textOf(await shown(h.name), opAnchor(o))).toContain(normalise(`Versions: ${versionsText(o.versions)}`));
    }
  });

  it('S2S CARD CAPTURE answers with a full status record in its 200 example, not {}', async () => {
    const capture = actions.find((a) => a.name === 'CAPTURE')!;
    const ok = capture.element.operation.response(200);
    const example = ok.examples.find((x: Json) => x.name.startsWith('CAPTURE-'));
    expect(example, 'a 200 example named after CAPTURE').toBeDefined();
    expect(Object.keys(example.value)).toEqual(expect.arrayContaining(['trans_id', 'order_status']));
    const text = await textOf(await shown('s2s-actions'), anchor('action', 'CAPTURE'));
    expect(text).toContain(`example ${example.name}`);
    expect(text).toContain(`"order_status": "${example.value.order_status}"`);
  });

  it('S2S actions: every action has its own section with members, hash recipe, rows and examples', async () => {
    expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(['RECURRING_SALE', 'CREATE_SCHEDULE', 'CREDIT2VIRTUAL']));
    const page = await shown('s2s-actions');
    const toc = normalise(await page.locator('.toc').innerText());
    for (const a of actions) {
      const e = a.element;
      const id = anchor('action', a.name);
      expect(toc, a.name).toContain(a.name);
      expect(normalise(await page.locator(`[id="${id}"] h2`).innerText()).replace(/ #$/, ''), a.name).toBe(a.name);
      const text = await textOf(page, id);
      expect(text, a.name).toContain(a.host.title);
      for (const member of e.members) expect(text, `${a.name} member ${member}`).toContain(member);
      if (e.recipe) {
        const positions = e.recipe.fields.map((f: string) => text.indexOf(`${f.slice(1).split('/').join('.')} (${f})`));
        expect(positions.every((i: number) => i >= 0), `${a.name} recipe ${e.recipe.fields}`).toBe(true);
        expect([...positions].sort((x: number, y: number) => x - y), `${a.name} recipe order`).toEqual(positions);
        expect(text).toContain(e.recipe.algorithm);
      } else {
        expect(text, `${a.name} has no recipe: its gap is shown`).toContain('No recipe');
        expect(text).toContain(normalise(e.gap));
      }
      for (const name of e.errors) {
        const row = model.error(name)!;
        expect(text, `${a.name} row ${name}`).toContain(name);
        if (row.code !== null) expect(text).toContain(String(row.code));
        if (row.message !== null) expect(text).toContain(normalise(String(row.message)));
        // Each row links to its own place in the catalogue.
        expect(await page.locator(`[id="${id}"] a[href="errors.html#${anchor('row', name)}"]`).count(), `${a.name} links ${name}`).toBeGreaterThan(0);
      }
      for (const x of e.examples) {
        expect(text).toContain(normalise(x.summary ?? x.name));
        for (const [k, v] of Object.entries<Json>(x.value)) expect(text, `${a.name} ${x.name} ${k}`).toContain(new URLSearchParams({ [k]: String(v) }).toString());
      }
      const ok = e.operation.response(200);
      const named = ok.examples.find((x: Json) => x.name.startsWith(`${a.name}-`)) ?? ok.examples.find((x: Json) => !actions.some((b) => x.name.startsWith(`${b.name}-`)));
      expect(text, `${a.name} response example`).toContain(`example ${named.name}`);
      // On its contract's page each action has its own section too (the former one-of picker).
      expect(text).toContain(`On the ${a.host.title} page`);
    }
    await screenshot(page, 'docs-actions.png');
  });

  it('payment-method parameter sets: every set has its own entry and section', async () => {
    expect(parameterSets.length).toBeGreaterThan(40);
    const page = await shown('method-parameters');
    const toc = normalise(await page.locator('.toc').innerText());
    for (const name of parameterSets) {
      expect(toc, name).toContain(name);
      expect(await textOf(page, anchor('set', name)), `${name}: members, hash and rows`).toMatch(/Members of .*Hash of .*Errors of .*Example of /);
    }
  });

  it('shows the error catalogue compactly: every row with its code and message, none taller than half a screen', async () => {
    const page = await shown('errors');
    expect(model.errors.length).toBeGreaterThan(0);
    for (const row of model.errors) {
      const id = anchor('row', row.name);
      const text = await textOf(page, id);
      expect(text, row.name).toContain(row.name);
      if (row.code !== null) expect(text, row.name).toContain(String(row.code));
      if (row.message !== null) expect(text, row.name).toContain(normalise(String(row.message)));
      if (row.gap) expect(text, row.name).toContain(normalise(String(row.gap)));
      const height = await page.locator(`[id="${id}"]`).evaluate((el) => el.getBoundingClientRect().height);
      expect(height, `${row.name} is ${height} px tall`).toBeLessThan(500);
    }
    await screenshot(page, 'docs-errors.png');
  });

  it('shows the changelog: every release of CHANGELOG.md with its date, and Unreleased', async () => {
    const changelog = readChangelog();
    const text = normalise(await (await shown('changelog')).locator('main').innerText());
    expect(changelog.releases.length).toBeGreaterThan(0);
    expect(text).toContain('[Unreleased]');
    for (const r of changelog.releases) expect(text, r.name).toContain(`[${r.name}] - ${r.date}`);
    for (const e of changelog.releases[0].entries) expect(text).toContain(normalise(e.text.replace(/^- /, '').replace(/`/g, '')));
  });

  it('shows the gap list: every x-gap of the bundles and the catalogue', async () => {
    const text = normalise(await (await shown('gaps')).locator('main').innerText());
    const gaps: string[] = [...hosts.flatMap((h) => h.gaps()), ...model.catalogueGaps()].map((g: Json) => String(g.gap));
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of new Set(gaps)) expect(text).toContain(normalise(gap));
  });

  it('the landing page shows the client (install, a signed call, the other clients) and the sandbox with its test cards and merchant', async () => {
    const page = await shown('index');
    const text = normalise(await page.locator('main').innerText());
    expect(text).toContain('npm pack ./packages/client');
    expect(text).toMatch(/\.POST\('\/post'/);
    expect(text).toContain('npm run sandbox');
    expect(text).toContain(DEFAULT_MERCHANT.merchant_key);
    expect(text).toContain(DEFAULT_MERCHANT.client_key);
    for (const c of TEST_CARDS) expect(await textOf(page, anchor('card', c.outcome)), c.outcome).toContain(c.number);
    for (const o of Object.keys(OUTCOMES)) expect(await textOf(page, anchor('outcome', o)), o).toContain(o);
    for (const dir of fs.readdirSync(path.join(root, 'packages')).filter((d) => /^client(-|$)/.test(d) && fs.existsSync(path.join(root, 'packages', d, 'README.md')))) {
      expect(await page.locator(`main a[href="packages/${dir}/README.md"]`).count(), dir).toBeGreaterThan(0);
    }
    // Every signed request's recipe is listed with its fields in order.
    for (const e of model.elements.filter((x: Json) => x.recipe)) {
      const fields = e.recipe.fields.map((f: string) => f.slice(1).split('/').join('.')).join(', ');
      expect(text, `${e.label} recipe`).toContain(`${fields}, password`);
    }
    await screenshot(page, 'docs.png');
  });

  it('every S2S action, error row, test card, parameter set and webhook has its own URL that opens scrolled to it', async () => {
    const targets = [
      ...actions.map((a) => ({ slug: 's2s-actions', id: anchor('action', a.name) })),
      ...model.errors.map((r: Json) => ({ slug: 'errors', id: anchor('row', r.name) })),
      ...TEST_CARDS.map((c) => ({ slug: 'index', id: anchor('card', c.outcome) })),
      ...parameterSets.map((name) => ({ slug: 'method-parameters', id: anchor('set', name) })),
      ...webhooks.map(({ host, o }) => ({ slug: host.name as string, id: opAnchor(o) })),
    ];
    const bySlug = new Map<string, string[]>();
    for (const t of targets) bySlug.set(t.slug, [...(bySlug.get(t.slug) ?? []), t.id]);
    for (const [slug, ids] of bySlug) {
      // The first of each page is a load of its URL, as a browser opens a link from elsewhere.
      await page.goto('about:blank');
      const first = `${server.url}${file(slug)}#${ids[0]}`;
      await page.goto(first);
      await expect.poll(() => placeOf(page, ids[0]), { message: first, timeout: 5_000 }).toMatchObject({ inSight: true });
      // The others as links to them on that page (fragment navigations).
      const missed = await page.evaluate((ids) => {
        const out: string[] = [];
        for (const id of ids) {
          location.hash = id;
          const el = document.getElementById(id);
          const r = el?.getBoundingClientRect();
          const bar = document.querySelector('.top')?.getBoundingClientRect().bottom ?? 0;
          if (!r || !(r.height > 0 && r.top >= bar - 1 && r.top < window.innerHeight - 20)) out.push(`${id}: ${r ? Math.round(r.top) : 'missing'}`);
        }
        return out;
      }, ids.slice(1));
      expect(missed, `${slug}: anchors not in sight`).toEqual([]);
    }
  });

  it('one search over all documents opens the exact row, action, card or operation, without reloading the page', async () => {
    await page.goto(`${server.url}${file(hosts[0].name)}`);
    const loads: string[] = [];
    const onRequest = (r: Json) => {
      if (r.resourceType() === 'document') loads.push(r.url());
    };
    page.on('request', onRequest);
    await page.evaluate(() => ((window as Json).docsMarker = 'same page'));
    const box = page.getByRole('combobox', { name: 'Search all documents' });
    const capture = model.errors.find((r: Json) => r.code === 208003)!;
    const wanted = [
      { query: String(capture.code), id: anchor('row', capture.name), slug: 'errors' },
      ...actions.map((a) => ({ query: a.name, id: anchor('action', a.name), slug: 's2s-actions' })),
      ...hosts.map((h) => ({ query: String(h.operations[0].op.summary), id: opAnchor(h.operations[0]), slug: h.name })),
      { query: TEST_CARDS[0].number, id: anchor('card', TEST_CARDS[0].outcome), slug: 'index' },
      { query: parameterSets.at(-1)!, id: anchor('set', parameterSets.at(-1)!), slug: 'method-parameters' },
      { query: model.errors.at(-1)!.name, id: anchor('row', model.errors.at(-1)!.name), slug: 'errors' },
    ];
    for (const w of wanted) {
      await box.fill(w.query);
      const option = page.getByRole('option').first();
      await option.waitFor();
      await option.click();
      await expect.poll(() => new URL(page.url()).hash, { message: w.query }).toBe(`#${w.id}`);
      expect(new URL(page.url()).pathname, w.query).toBe(`/${file(w.slug)}`);
      await expect.poll(() => placeOf(page, w.id), { message: `search "${w.query}": ${w.id} in sight` }).toMatchObject({ inSight: true });
    }
    // Documents through the sidebar, and back: still the same page.
    for (const p of pages) {
      await page.locator('.sidebar .docs a', { hasText: p.title }).first().click();
      await expect.poll(() => new URL(page.url()).pathname).toBe(p.slug === 'index' ? '/index.html' : `/${file(p.slug)}`);
      await page.locator('main h1').first().waitFor();
    }
    await page.goBack();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/${file(pages.at(-2)!.slug)}`);
    await expect.poll(() => page.locator('.sidebar .docs a[aria-current="page"]').innerText()).toBe(pages.at(-2)!.title);
    page.off('request', onRequest);
    expect(loads, 'page loads while searching and moving between documents').toEqual([]);
    expect(await page.evaluate(() => (window as Json).docsMarker)).toBe('same page');
  });

  it('try-it sends S2S CARD CAPTURE form-urlencoded to the mock and gets 200', async () => {
    const mockUrl = (await mockUrls())['s2s-card'];
    const capture = actions.find((a) => a.name === 'CAPTURE')!;
    const example = capture.element.examples[0];
    const o = capture.element.operation;
    await page.goto(`${server.url}s2s-card.html`);
    const figure = page.locator(`[id="${opAnchor(o)}-CAPTURE-example-${example.name}"]`);
    await figure.getByRole('button', { name: 'Try it' }).click();
    const consoleBox = page.getByRole('region', { name: `Try it: POST ${o.path}` });
    await expect.poll(() => consoleBox.getByLabel('Send to').inputValue()).toBe(mockUrl);
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().startsWith(mockUrl)),
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(mockUrl)),
      consoleBox.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(request.url()).toBe(`${mockUrl}${o.path}`);
    expect(request.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
    // Signed again in the browser with the example's password: the same body as the example.
    expect(Object.fromEntries(new URLSearchParams(request.postData() ?? ''))).toEqual(Object.fromEntries(Object.entries<Json>(example.value).map(([k, v]) => [k, String(v)])));
    expect(response.status(), await response.text()).toBe(200);
    await consoleBox.getByText(/^200\b/).first().waitFor();
    await screenshot(page, 'docs-try-it.png');
  });

  it('try-it signs a Checkout session in the browser for the sandbox, gets 200, and shows the input with the password masked', async () => {
    const session = hosts.find((h) => h.name === 'checkout').operations.find((o: Json) => o.recipe && o.requestBody?.examples.length);
    const example = session.requestBody.examples.find((x: Json) => session.elements[0].recipe && Object.entries(session.elements[0].recipe.when ?? {}).every(([p, v]) => at(x.value, p) === v));
    expect(example, 'a request example the recipe applies to').toBeDefined();
    const sandboxUrl = sandbox.urls.checkout;
    await page.goto(`${server.url}checkout.html`);
    const figure = page.locator(`[id="${opAnchor(session)}-example-${example.name}"]`);
    await figure.getByRole('button', { name: 'Try it' }).click();
    const consoleBox = page.getByRole('region', { name: `Try it: POST ${session.path}` });
    await consoleBox.getByLabel('Send to').selectOption(sandboxUrl);
    const [request, response] = await Promise.all([
      page.waitForRequest((r) => r.method() === 'POST' && r.url().startsWith(sandboxUrl)),
      page.waitForResponse((r) => r.request().method() === 'POST' && r.url().startsWith(sandboxUrl)),
      consoleBox.getByRole('button', { name: 'Send' }).click(),
    ]);
    expect(request.url()).toBe(`${sandboxUrl}${session.path}`);
    const sent = JSON.parse(request.postData() ?? '{}');
    const recipe = session.elements[0].recipe;
    // The hash the page computed is the recipe's over what it sent, with the sandbox merchant's password.
    expect(sent.hash).toBe(signatureOf(recipe.fields.map((f: string) => String(at(sent, f) ?? '')), DEFAULT_MERCHANT.password));
    expect(sent.merchant_key).toBe(DEFAULT_MERCHANT.merchant_key);
    expect(response.status(), await response.text()).toBe(200);
    await consoleBox.getByText(/^200\b/).first().waitFor();
    // The session's answer leads on to the sandbox's payer page.
    expect(await consoleBox.getByRole('link', { name: 'Open the payer page' }).getAttribute('href')).toBe(JSON.parse(await response.text()).redirect_url);
    const input = normalise(await consoleBox.locator('.hash-input').innerText());
    expect(input).toBe(`${recipe.fields.map((f: string) => String(at(sent, f) ?? '')).join('').toUpperCase()}<password>`);
    expect(normalise(await consoleBox.innerText())).not.toContain(DEFAULT_MERCHANT.password);
    // The page's MD5 (Web Crypto has none) over UTF-8, across several blocks, is node's.
    const text = `ß€😀 Ünïcode ${'x'.repeat(150)}`;
    expect(await page.evaluate((t) => (window as Json).docsMd5(t), text)).toBe(createHash('md5').update(text, 'utf8').digest('hex'));
    expect(JSON.stringify(sent)).not.toContain(DEFAULT_MERCHANT.password);
    await screenshot(page, 'docs-try-it-sandbox.png');
  });

  // Each document's shared tab as loaded (1400 px wide), then the same tab narrowed to 390 px: the browser lays the
  // page out again at that width (its media queries, its tables as blocks), as it does for a reader who narrows the
  // window, without a second load. The narrow width is the tabs' last use: each is closed after it.
  it.for([1400, 390])('no element overflows, no mid-word break in the catalogue, no OpenAPI badge on the generated pages at %i px', async (width, { expect }) => {
    for (const p of pages) {
      const page = await shown(p.slug);
      try {
        if (page.viewportSize()?.width !== width) await page.setViewportSize({ width, height: 900 });
        const found = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          // An element out of the viewport is allowed only inside a scroll container that is itself in the viewport.
          const clipped = (el: Element) => {
            for (let q = el.parentElement; q && q !== document.body; q = q.parentElement) {
              if (getComputedStyle(q).overflowX === 'visible') continue;
              const r = q.getBoundingClientRect();
              if (r.right <= vw + 1 && r.left >= -1) return true;
            }
            return false;
          };
          const out: string[] = [];
          for (const el of document.querySelectorAll('body *')) {
            const r = el.getBoundingClientRect();
            if (r.width === 0 || r.height === 0) continue;
            if (r.width > vw + 1 || ((r.right > vw + 1 || r.left < -1) && !clipped(el))) out.push(`${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} ${Math.round(r.left)}..${Math.round(r.right)}: ${(el.textContent ?? '').trim().slice(0, 50)}`);
          }
          // A word (letters, digits, _) laid out on two lines is broken mid-word ("error_c ode").
          const broken: string[] = [];
          for (const cell of document.querySelectorAll('.error-row .cell, .error-row dd, .error-row code')) {
            const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
            for (let n = walker.nextNode(); n; n = walker.nextNode()) {
              for (const m of (n.textContent ?? '').matchAll(/[\p{L}\p{N}_]{2,}/gu)) {
                const range = document.createRange();
                range.setStart(n, m.index!);
                range.setEnd(n, m.index! + m[0].length);
                const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
                if (tops.size > 1) broken.push(m[0]);
              }
            }
          }
          return { scroll: document.documentElement.scrollWidth, vw, out: out.slice(0, 10), broken: [...new Set(broken)].slice(0, 10), text: document.body.innerText };
        });
        expect(found.out, `${p.slug} at ${width} px`).toEqual([]);
        expect(found.scroll, `${p.slug} at ${width} px: page scroll width`).toBeLessThanOrEqual(found.vw);
        expect(found.broken, `${p.slug} at ${width} px: words broken across lines`).toEqual([]);
        if (!hosts.some((h) => h.name === p.slug)) expect(found.text, p.slug).not.toMatch(/Download OpenAPI Document|\bOAS\s*3/);
        if (p.slug === 'errors' || p.slug === 's2s-actions') await screenshot(page, `docs-${p.slug}-${width}.png`);
      } finally {
        if (width !== 1400) {
          shownTabs.delete(p.slug);
          await page.close();
        }
      }
    }
  });

  it('never left loopback, logged no console error, and no URL or server log line holds the password', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
    expect(requests.filter((r) => !isLoopback(r.split(' ')[1]))).toEqual([]);
    expect(requests.filter((r) => r.includes(DEFAULT_MERCHANT.password))).toEqual([]);
    expect(serverLog.length).toBeGreaterThan(0);
    expect(serverLog.filter((l) => l.includes(DEFAULT_MERCHANT.password) || l.includes('?'))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
