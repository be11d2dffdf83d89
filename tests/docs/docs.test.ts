// The rendered docs (generated/docs, `npm run docs`) in a real headless Chromium, served by the real docs
// server (packages/docs-server: generated/docs, the bundles of generated/openapi and Scalar's installed
// standalone bundle) with its try-it pointed at the real mocks of the run. Every request of the page is
// routed: loopback requests go through, any other is aborted and fails the test. Nothing is downloaded.
// Expectations come from the contract model. Needs Debian's chromium (/usr/bin/chromium, or CHROMIUM_PATH).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { actionsListed, examplesInPlace, scalarStandalone, startDocsServer } from '../../packages/docs-server/serve.mjs';
import { model, root } from '../support/spec.ts';
import { schemaFiles } from '../../tools/model/index.mjs';
import { readChangelog } from '../../tools/model/changelog.mjs';
import { versionsText } from '../../tools/generate/docs-pages.mjs';

type Json = any;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reports = path.join(root, 'reports');

const docs: Array<{ name: string; title: string; host: Json }> = model.hosts.map((h: Json) => ({ name: h.name, title: h.title, host: h }));

/** Every operation and webhook of a host, with the label Scalar's sidebar gives it and its request examples. */
function entries(host: Json) {
  return [...host.operations, ...host.webhooks].map((o: Json) => ({
    kind: (o.kind === 'webhook' ? 'webhook' : 'operation') as 'operation' | 'webhook',
    key: o.path as string,
    method: o.method as string,
    op: o.op,
    label: (o.op.summary ?? o.path) as string,
    type: o.requestBody?.contentType as string | undefined,
    examples: (o.requestBody?.examples ?? []) as Array<{ name: string; summary?: string; value: Json }>,
  }));
}
const exampleLabel = (x: { name: string; summary?: string }) => x.summary ?? x.name;

/** Every S2S action: each action branch of a discriminated form body of a host (S2S CARD and S2S APM). */
const actions: Array<{ name: string; host: Json; element: Json }> = model.hosts.flatMap((h: Json) =>
  h.operations
    .filter((o: Json) => o.requestBody?.contentType === 'application/x-www-form-urlencoded' && o.discriminator)
    .flatMap((o: Json) => o.elements.filter((e: Json) => typeof e.value === 'string').map((e: Json) => ({ name: e.value as string, host: h, element: e }))),
);
/** The generated pages of the site (tools/generate/docs-pages.mjs), by slug, and the Markdown pages' titles. */
const ACTIONS = 's2s-actions';
const SETS = 'method-parameters';
const pages = [
  { slug: ACTIONS, title: 'S2S actions' },
  { slug: SETS, title: 'Payment-method parameter sets' },
  { slug: 'errors', title: 'Error catalogue' },
  { slug: 'gaps', title: 'Gaps' },
  { slug: 'changelog', title: 'Changelog' },
];
const parameterSets: string[] = schemaFiles('method-parameters').map((f: Json) => f.name);

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};
const normalise = (s: string) => s.replace(/`/g, '').replace(/\s+/g, ' ').trim();

let browser: Browser;
let context: BrowserContext;
let first: Page;
let server: { url: string; close: () => Promise<void> };
const requests: string[] = [];
const blocked: string[] = [];
const consoleErrors: string[] = [];

/** A new tab of the one browser context (every request routed), its console errors collected. */
async function newPage() {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(`${page.url()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => consoleErrors.push(`${page.url()}: pageerror: ${e.message}`));
  return page;
}

async function open(page: Page, slug: string) {
  await page.goto(`${server.url}?api=${encodeURIComponent(slug)}`);
  await intro(page, slug).waitFor({ timeout: 60_000 });
}

const intro = (page: Page, slug: string) => page.locator(`section[id="${slug}/description/introduction"]`).first();
const sidebar = (page: Page) => page.locator('aside[aria-label^="Sidebar for"]');
const screenshot = async (page: Page, name: string) => {
  fs.mkdirSync(reports, { recursive: true });
  await page.screenshot({ path: path.join(reports, name) });
};

beforeAll(async () => {
  expect(fs.existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium (.ci/run does)`).toBe(true);
  server = await startDocsServer({ port: 0, mocks: inject('mockUrls') });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions'],
    timeout: 30_000,
  });
  context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(`${route.request().method()} ${url}`);
    if (isLoopback(url)) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  first = await newPage();
  await open(first, docs[0].name);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('docs server', () => {
  const get = async (p: string) => {
    const r = await fetch(new URL(p, server.url));
    return { status: r.status, body: Buffer.from(await r.arrayBuffer()) };
  };

  it('serves the bundles from generated/openapi, CHANGELOG.md and Scalar from the installed package; generated/docs copies none', async () => {
    const originals = [...model.hosts.map((h: Json) => h.bundled as string), path.join(root, 'CHANGELOG.md'), scalarStandalone().file].map((file) => ({ file, body: fs.readFileSync(file) }));
    expect((await get('changelog.md')).body.equals(fs.readFileSync(path.join(root, 'CHANGELOG.md'))), 'changelog.md is CHANGELOG.md').toBe(true);
    // The bundle as committed, with each example $ref into components/examples written in place for Scalar.
    for (const h of model.hosts) {
      const served = JSON.parse((await get(`openapi/${h.name}.json`)).body.toString('utf8'));
      const bundle = JSON.parse(fs.readFileSync(h.bundled, 'utf8'));
      expect(JSON.stringify(bundle), h.name).toContain('"$ref":"#/components/examples/');
      expect(JSON.stringify(served), h.name).not.toContain('"$ref":"#/components/examples/');
      expect(served, h.name).toEqual(actionsListed(examplesInPlace(bundle)));
      // Each action of a form union is named (and linked to its section of "S2S actions") on its contract's page.
      for (const a of actions.filter((x) => x.host.name === h.name)) {
        expect(JSON.stringify(served), `${h.name} ${a.name}`).toContain(`[${a.name}](#s2s-actions/description/${a.name.toLowerCase()})`);
      }
    }
    expect((await get('assets/scalar-api-reference.js')).body.equals(originals.at(-1)!.body)).toBe(true);
    const docsDir = path.join(root, 'generated', 'docs');
    for (const file of fs.readdirSync(docsDir, { recursive: true, encoding: 'utf8' }).map((f) => path.join(docsDir, f)).filter((f) => fs.statSync(f).isFile())) {
      const body = fs.readFileSync(file);
      for (const o of originals) expect(body.equals(o.body), `${path.relative(root, file)} copies ${path.relative(root, o.file)}`).toBe(false);
    }
  });

  it('answers nothing outside its sources', async () => {
    for (const p of ['/%2e%2e/package.json', '/openapi/%2e%2e/%2e%2e/package.json', '/openapi/%2e%2e/docs/index.html', '/assets/%2e%2e/%2e%2e/%2e%2e/package.json', '/nope.json']) expect((await get(p)).status, p).toBe(404);
    expect((await get('/')).status).toBe(200);
  });
});

describe('rendered docs', () => {
  it('load from the docs server with no console errors and nothing from outside loopback', async () => {
    const page = first;
    // The page's files come from generated/docs, the bundles from generated/openapi, Scalar from its package.
    const fetched = (suffix: string) => requests.some((r) => r.endsWith(suffix));
    for (const file of ['/assets/scalar-api-reference.js', '/assets/docs.js', '/assets/docs.css', '/mocks.json', '/search.json', '/actions.md', '/method-parameters.md', '/errors.md', '/gaps.md', '/changelog.md', '/versions.json']) expect(fetched(file), file).toBe(true);
    // The page fetches each contract itself (to show each operation's versions) and gives Scalar its content.
    await expect.poll(() => fetched(`/openapi/${docs[0].name}.json`), { message: docs[0].name, timeout: 10_000 }).toBe(true);
    expect(blocked).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await screenshot(page, 'docs.png');
    expect(fs.statSync(path.join(reports, 'docs.png')).size).toBeGreaterThan(10_000);
    // Scalar's defaults that reach outside are off: its web fonts, the AI agent and MCP panels.
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((s) => (s.textContent ?? '').includes('@font-face')))).toBe(false);
    expect(await page.locator('body').innerText()).not.toMatch(/Ask AI|MCP/);
    // The document selector offers the contracts and the generated pages.
    await page.locator('[id^="headlessui-listbox-button"]').first().click();
    const options = (await page.getByRole('option').allInnerTexts()).map(normalise);
    expect(options).toEqual([...docs.map((d) => d.title), ...pages.map((p) => p.title)]);
    await page.keyboard.press('Escape');
  });

  // Each of these opens its own tab of the same browser, all at once.
  describe.concurrent('each page', { timeout: 90_000 }, () => {
    it.for(docs)('lists every operation and webhook of $title, each with its request examples', async ({ name, title, host }, { expect }) => {
      const page = await newPage();
      await open(page, name);
      await expect.poll(() => sidebar(page).getAttribute('aria-label')).toBe(`Sidebar for ${title}`);
      const listed = normalise(await sidebar(page).innerText());
      await screenshot(page, `docs-${name}.png`);
      const all = entries(host);
      expect(all.length).toBeGreaterThan(0);
      // Every named schema is listed among the models: the payment-method parameter sets of section 4.4 among them.
      for (const schema of Object.keys(host.document.components?.schemas ?? {})) expect(listed, `model ${schema}`).toContain(schema);
      for (const e of all) {
        expect(listed, `${e.kind} ${e.method.toUpperCase()} ${e.key}`).toContain(normalise(e.label));
        // Scalar lists a tagged webhook under its tag's group, an untagged one under "Webhooks".
        if (e.kind === 'webhook') for (const group of e.op.tags?.length ? e.op.tags : ['Webhooks']) expect(listed).toContain(group);
        // An operation with several request examples offers all of them, by summary, in its example picker.
        const examples = e.kind === 'operation' ? e.examples : [];
        if (examples.length < 2) continue;
        const section = page.locator(`[id$="/${e.method.toUpperCase()}${e.key}"]`).filter({ has: page.getByRole('heading', { name: e.label }) }).first();
        const labels = examples.map(exampleLabel);
        await section.getByRole('button', { name: labels[0], exact: true }).first().click();
        expect((await page.getByRole('option').allInnerTexts()).map(normalise), `${e.method.toUpperCase()} ${e.key} examples`).toEqual(labels.map(normalise));
        await page.keyboard.press('Escape');
      }
      await page.close();
    });

    it('shows the error catalogue: every row with its code and message', async ({ expect }) => {
      const page = await newPage();
      await open(page, 'errors');
      await intro(page, 'errors').locator('table').last().waitFor();
      const text = normalise(await intro(page, 'errors').innerText());
      expect(model.errors.length).toBeGreaterThan(0);
      for (const row of model.errors) {
        expect(text, row.name).toContain(row.name);
        if (row.message !== null) expect(text, row.name).toContain(normalise(String(row.message)));
      }
      await page.close();
    });

    it('shows the changelog: every release of CHANGELOG.md with its date, and Unreleased', async ({ expect }) => {
      const changelog = readChangelog();
      const page = await newPage();
      await open(page, 'changelog');
      const text = normalise(await intro(page, 'changelog').innerText());
      expect(changelog.releases.length).toBeGreaterThan(0);
      expect(text).toContain('[Unreleased]');
      for (const r of changelog.releases) expect(text, r.name).toContain(`[${r.name}] - ${r.date}`);
      for (const e of changelog.releases[0].entries) expect(text).toContain(normalise(e.text.replace(/^- /, '').replace(/`/g, '')));
      await page.close();
    });

    it("shows on each operation's page the versions it was added or changed in (x-added-in-version, x-changed-in-version)", async ({ expect }) => {
      const page = await newPage();
      const marked = docs.flatMap((d) => entries(d.host).filter((e) => e.kind === 'operation' && e.op && d.host.operation(e.method, e.key)?.versions.length).map((e) => ({ ...e, doc: d })));
      expect(marked.length).toBeGreaterThan(0);
      for (const e of marked) {
        if (!page.url().includes(`api=${e.doc.name}`)) await open(page, e.doc.name);
        const section = page.locator(`[id$="/${e.method.toUpperCase()}${e.key}"]`).filter({ has: page.getByRole('heading', { name: e.label }) }).first();
        await section.scrollIntoViewIfNeeded();
        const expected = normalise(`Versions: ${versionsText(e.doc.host.operation(e.method, e.key).versions)}`);
        await expect.poll(async () => normalise(await section.innerText()), { message: `${e.doc.name} ${e.method} ${e.key}` }).toContain(expected);
      }
      await page.close();
    });

    it('shows the gap list: every x-gap of the bundles and the catalogue', async ({ expect }) => {
      const page = await newPage();
      await open(page, 'gaps');
      await intro(page, 'gaps').locator('table').last().waitFor();
      const text = normalise(await intro(page, 'gaps').innerText());
      const gaps: string[] = [...model.hosts.flatMap((h: Json) => h.gaps()), ...model.catalogueGaps()].map((g: Json) => String(g.gap));
      expect(gaps.length).toBeGreaterThan(0);
      for (const gap of new Set(gaps)) expect(text).toContain(normalise(gap));
      await page.close();
    });

    it('try-it sends S2S CARD CAPTURE form-urlencoded to the mock and gets 200', async ({ expect }) => {
      const card = docs.find((d) => d.name === 's2s-card')!;
      const mockUrl = inject('mockUrls')['s2s-card'];
      const target = entries(card.host)
        .filter((e) => e.kind === 'operation' && e.type === 'application/x-www-form-urlencoded')
        .flatMap((e) => e.examples.map((x) => ({ ...e, example: x, first: e.examples[0] })))
        .find((x) => x.example.value?.action === 'CAPTURE');
      expect(target, 'S2S CARD has no form request example with action=CAPTURE').toBeDefined();
      const { method, key, label, example, first: firstExample } = target!;

      const page = await newPage();
      await open(page, 's2s-card');
      const section = page.locator(`[id$="/${method.toUpperCase()}${key}"]`).filter({ has: page.getByRole('heading', { name: label }) }).first();
      const firstLabel = exampleLabel(firstExample);
      const captureLabel = exampleLabel(example);
      if (firstLabel !== captureLabel) {
        await section.getByRole('button', { name: firstLabel, exact: true }).first().click();
        await page.getByRole('option', { name: captureLabel, exact: true }).click();
      }
      await section.getByRole('button', { name: /test request/i }).click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();

      const [request, response] = await Promise.all([
        page.waitForRequest((r) => r.method() === method.toUpperCase() && r.url().startsWith(mockUrl)),
        page.waitForResponse((r) => r.request().method() === method.toUpperCase() && r.url().startsWith(mockUrl)),
        dialog.getByRole('button', { name: /^send/i }).first().click(),
      ]);
      expect(request.url()).toBe(`${mockUrl}${key}`);
      expect(request.headers()['content-type']).toMatch(/^application\/x-www-form-urlencoded\b/);
      const sent = Object.fromEntries(new URLSearchParams(request.postData() ?? ''));
      expect(sent.action).toBe('CAPTURE');
      expect(sent).toEqual(Object.fromEntries(Object.entries<Json>(example.value).map(([k, v]) => [k, String(v)])));
      expect(response.status()).toBe(200);
      await dialog.getByText(/200\s*OK/).first().waitFor();

      await screenshot(page, 'docs-try-it.png');
      await page.close();
    });
  });

  // One at a time, after the pages above: each loads whole documents in more tabs (and the search reloads
  // the page), which on a small machine starves the tabs that run at the same time.
  describe('generated pages, site-wide search and layout', { timeout: 240_000 }, () => {
    it('S2S actions: every action has its own sidebar entry and section with members, hash recipe, rows and examples', async ({ expect }) => {
      expect(actions.map((a) => a.name)).toEqual(expect.arrayContaining(['RECURRING_SALE', 'CREATE_SCHEDULE', 'CREDIT2VIRTUAL']));
      const page = await newPage();
      await open(page, ACTIONS);
      // The page's sections are entries of its sidebar, in sight (docs.js opens the page's group).
      for (const a of actions) await sidebar(page).getByText(a.name, { exact: true }).first().waitFor();
      for (const a of actions) {
        const e = a.element;
        // Scalar draws each heading of the page in its own block (id <slug>/description/<heading>) and the text
        // under it in the blocks that follow, up to the next heading's.
        const heading = page.locator(`div[id="${ACTIONS}/description/${a.name.toLowerCase()}"]`);
        await heading.waitFor({ state: 'attached' });
        expect(normalise(await heading.innerText())).toBe(a.name);
        const text = normalise(
          await heading.evaluate((h) => {
            const out: string[] = [];
            for (let n = h.nextElementSibling; n && !n.id; n = n.nextElementSibling) out.push((n as HTMLElement).innerText);
            return out.join('\n');
          }),
        );
        expect(text, a.name).toContain(a.host.title);
        for (const member of e.members) expect(text, `${a.name} member ${member}`).toContain(member);
        if (e.recipe) {
          // The recipe's fields, in the order of x-hash.
          const at = e.recipe.fields.map((f: string) => text.indexOf(`${f.slice(1).split('/').join('.')} (${f})`));
          expect(at.every((i: number) => i >= 0), `${a.name} recipe ${e.recipe.fields}`).toBe(true);
          expect([...at].sort((x: number, y: number) => x - y), `${a.name} recipe order`).toEqual(at);
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
        }
        // Each request example, with the 200 the mock answers that action with beside it.
        for (const x of e.examples) {
          expect(text).toContain(normalise(exampleLabel(x)));
          for (const [k, v] of Object.entries<Json>(x.value)) expect(text, `${a.name} ${x.name} ${k}`).toContain(new URLSearchParams({ [k]: String(v) }).toString());
        }
        const ok = a.element.operation.response(200);
        const named = ok.examples.find((x: Json) => x.name.startsWith(`${a.name}-`)) ?? ok.examples.find((x: Json) => !actions.some((b) => x.name.startsWith(`${b.name}-`)));
        expect(text, `${a.name} response example`).toContain(`example ${named.name}`);
      }
      await screenshot(page, 'docs-actions.png');
      await page.close();
    });

    it('payment-method parameter sets: every set has its own sidebar entry and section', async ({ expect }) => {
      expect(parameterSets.length).toBeGreaterThan(40);
      const page = await newPage();
      await open(page, SETS);
      await expect.poll(async () => normalise(await sidebar(page).innerText())).toContain(parameterSets.at(-1));
      const listed = normalise(await sidebar(page).innerText());
      for (const name of parameterSets) {
        expect(listed, name).toContain(name);
        const heading = page.locator(`div[id="${SETS}/description/${name.toLowerCase()}"]`);
        expect(normalise(await heading.innerText()), name).toBe(name);
        const text = normalise(
          await heading.evaluate((h) => {
            const out: string[] = [];
            for (let n = h.nextElementSibling; n && !n.id; n = n.nextElementSibling) out.push((n as HTMLElement).innerText);
            return out.join('\n');
          }),
        );
        expect(text, `${name}: members, hash and rows`).toMatch(/Members of .*Hash of .*Errors of .*Example of /);
      }
      await page.close();
    });

    it('one search across all documents finds every S2S action and opens its section', async ({ expect }) => {
      const page = await newPage();
      await open(page, docs[0].name);
      const box = page.getByRole('combobox', { name: 'Search all documents' });
      // Every action, then an operation of each contract (found from another document).
      const wanted = [
        ...actions.map((a) => ({ query: a.name, heading: a.name })),
        ...docs.map((d) => ({ query: String(d.host.operations[0].op.summary), heading: String(d.host.operations[0].op.summary) })),
      ];
      for (const w of wanted) {
        await box.fill(w.query);
        const option = page.getByRole('option').filter({ hasText: w.query }).first();
        await option.waitFor();
        expect(await option.isVisible(), w.query).toBe(true);
        await option.click();
        await page
          .waitForFunction(
            (name) => {
              const h = [...document.querySelectorAll('h1, h2, h3')].find((x) => (x.textContent ?? '').trim() === name);
              const r = h?.getBoundingClientRect();
              return Boolean(r && r.height > 0 && r.top >= 0 && r.top < window.innerHeight);
            },
            w.heading,
            { timeout: 30_000 },
          )
          .catch(() => {
            throw new Error(`search "${w.query}": its heading is not in sight (${page.url()})`);
          });
      }
      await page.close();
    });

    it.for([1400, 390])('no element is wider than the viewport or overflows it at %i px', async (width, { expect }) => {
      const page = await newPage();
      await page.setViewportSize({ width, height: 900 });
      for (const slug of [...docs.map((d) => d.name), ...pages.map((p) => p.slug)]) {
        await open(page, slug);
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(500);
        const found = await page.evaluate(() => {
          const vw = document.documentElement.clientWidth;
          // An element out of the viewport is allowed only inside a scroll container that is itself in the viewport.
          const clipped = (el: Element) => {
            for (let p = el.parentElement; p && p !== document.body; p = p.parentElement) {
              if (getComputedStyle(p).overflowX === 'visible') continue;
              const r = p.getBoundingClientRect();
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
          return { scroll: document.documentElement.scrollWidth, vw, out: out.slice(0, 10) };
        });
        expect(found.out, `${slug} at ${width} px`).toEqual([]);
        expect(found.scroll, `${slug} at ${width} px: page scroll width`).toBeLessThanOrEqual(found.vw);
        if (slug === ACTIONS || slug === 'errors') await screenshot(page, `docs-${slug}-${width}.png`);
      }
      await page.close();
    });
  });

  it('never left loopback and logged no console error in any tab', () => {
    expect(requests.length).toBeGreaterThan(0);
    for (const d of docs) expect(requests.some((r) => r.endsWith(`/openapi/${d.name}.json`)), d.name).toBe(true);
    expect(blocked).toEqual([]);
    expect(requests.filter((r) => !isLoopback(r.split(' ')[1]))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
