// The rendered docs (generated/docs, `npm run docs`) in a real headless Chromium, served by the real docs
// server with its try-it pointed at the real mocks of the run. Every request of the page is routed:
// loopback requests go through, any other is aborted and fails the test. Nothing is downloaded.
// Needs Debian's chromium (/usr/bin/chromium, or CHROMIUM_PATH); .ci/run installs it.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { chromium, type Browser, type Page } from 'playwright-core';
import { startDocsServer } from '../../scripts/serve-docs.mjs';
import { documents } from '../../scripts/lib/documents.mjs';
import { deref, errorCatalogue, root } from '../support/spec.ts';

type Json = any;
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const reports = path.join(root, 'reports');

const docs: Array<{ name: string; title: string; bundle: Json }> = documents.map((d: Json) => ({
  name: d.name,
  title: d.title,
  bundle: JSON.parse(fs.readFileSync(d.bundled, 'utf8')),
}));

/** Every operation (paths) and webhook of a bundle, with the label Scalar's sidebar gives it. */
function entries(doc: Json) {
  const out: Array<{ kind: 'operation' | 'webhook'; key: string; method: string; op: Json; label: string }> = [];
  for (const [kind, map] of [['operation', doc.paths], ['webhook', doc.webhooks]] as const) {
    for (const [key, item] of Object.entries<Json>(map ?? {})) {
      for (const [method, op] of Object.entries<Json>(deref(doc, item) ?? {})) {
        if (METHODS.includes(method)) out.push({ kind, key, method, op, label: op.summary ?? key });
      }
    }
  }
  return out;
}

/** The request examples of an operation, resolved, in document order. */
function requestExamples(doc: Json, op: Json) {
  const body = deref(doc, op.requestBody);
  return Object.entries<Json>(body?.content ?? {}).flatMap(([type, media]) =>
    Object.entries<Json>(media.examples ?? {}).map(([name, ex]) => ({ type, name, example: deref(doc, ex) })),
  );
}

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  if (protocol === 'data:' || protocol === 'blob:' || protocol === 'about:') return true;
  return ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};
const normalise = (s: string) => s.replace(/`/g, '').replace(/\s+/g, ' ').trim();

let browser: Browser;
let page: Page;
let server: { url: string; close: () => Promise<void> };
const requests: string[] = [];
const blocked: string[] = [];
const consoleErrors: string[] = [];

async function open(slug: string) {
  await page.goto(`${server.url}?api=${encodeURIComponent(slug)}`);
  await intro(slug).waitFor();
}

const intro = (slug: string) => page.locator(`section[id="${slug}/description/introduction"]`).first();
const sidebar = () => page.locator('aside[aria-label^="Sidebar for"]');

beforeAll(async () => {
  expect(fs.existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium (.ci/run does)`).toBe(true);
  server = await startDocsServer({ port: 0, mocks: inject('mockUrls') });
  browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions'],
    timeout: 30_000,
  });
  const context = await browser.newContext({ viewport: { width: 1400, height: 1000 }, serviceWorkers: 'block' });
  await context.route('**/*', (route) => {
    const url = route.request().url();
    requests.push(`${route.request().method()} ${url}`);
    if (isLoopback(url)) return route.continue();
    blocked.push(url);
    return route.abort('blockedbyclient');
  });
  page = await context.newPage();
  page.setDefaultTimeout(15_000);
  page.on('console', (m) => {
    if (m.type() === 'error') consoleErrors.push(m.text());
  });
  page.on('pageerror', (e) => consoleErrors.push(`pageerror: ${e.message}`));
  await open(docs[0].name);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('rendered docs', () => {
  it('load from the docs server with no console errors and nothing from outside loopback', async () => {
    expect(requests.some((r) => r.includes('/assets/scalar-api-reference.js'))).toBe(true);
    for (const d of docs) await expect.poll(() => requests.some((r) => r.endsWith(`/openapi/${d.name}.json`)), { message: d.name }).toBe(true);
    expect(blocked).toEqual([]);
    expect(consoleErrors).toEqual([]);
    // Scalar's defaults that reach outside are off: its web fonts, the AI agent and MCP panels.
    expect(await page.evaluate(() => [...document.querySelectorAll('style')].some((s) => (s.textContent ?? '').includes('@font-face')))).toBe(false);
    expect(await page.locator('body').innerText()).not.toMatch(/Ask AI|MCP/);
    // The document selector offers the contracts and the two reference pages.
    await page.locator('[id^="headlessui-listbox-button"]').first().click();
    const options = (await page.getByRole('option').allInnerTexts()).map(normalise);
    expect(options).toEqual([...docs.map((d) => d.bundle.info.title), 'Error catalogue', 'Gaps']);
    await page.keyboard.press('Escape');
  });

  it.each(docs)('lists every operation and webhook of $title, each with its request examples', async ({ name, bundle }) => {
    await open(name);
    await expect.poll(() => sidebar().getAttribute('aria-label')).toBe(`Sidebar for ${bundle.info.title}`);
    const listed = normalise(await sidebar().innerText());
    fs.mkdirSync(reports, { recursive: true });
    await page.screenshot({ path: path.join(reports, `docs-${name}.png`) });
    const all = entries(bundle);
    expect(all.length).toBeGreaterThan(0);
    // Every named schema is listed among the models: the payment-method parameter sets of section 4.4 among them.
    for (const schema of Object.keys(bundle.components?.schemas ?? {})) expect(listed, `model ${schema}`).toContain(schema);
    for (const e of all) {
      expect(listed, `${e.kind} ${e.method.toUpperCase()} ${e.key}`).toContain(normalise(e.label));
      // Scalar lists a tagged webhook under its tag's group, an untagged one under "Webhooks".
      if (e.kind === 'webhook') for (const group of e.op.tags?.length ? e.op.tags : ['Webhooks']) expect(listed).toContain(group);
      // An operation with several request examples offers all of them, by summary, in its example picker.
      const examples = e.kind === 'operation' ? requestExamples(bundle, e.op) : [];
      if (examples.length < 2) continue;
      const section = page.locator(`[id$="/${e.method.toUpperCase()}${e.key}"]`).filter({ has: page.getByRole('heading', { name: e.label }) }).first();
      const labels = examples.map((x) => x.example.summary ?? x.name);
      await section.getByRole('button', { name: labels[0], exact: true }).first().click();
      expect((await page.getByRole('option').allInnerTexts()).map(normalise), `${e.method.toUpperCase()} ${e.key} examples`).toEqual(labels.map(normalise));
      await page.keyboard.press('Escape');
    }
  });

  it('shows the error catalogue: every row with its code and message', async () => {
    await open('errors');
    await intro('errors').locator('table').last().waitFor();
    const text = normalise(await intro('errors').innerText());
    for (const [name, row] of Object.entries<Json>(errorCatalogue)) {
      expect(text, name).toContain(name);
      if (row.value) expect(text, name).toContain(normalise(row.value.error_message));
    }
  });

  it('shows the gap list: every x-gap of the bundles and the catalogue', async () => {
    await open('gaps');
    await intro('gaps').locator('table').last().waitFor();
    const text = normalise(await intro('gaps').innerText());
    const gaps: string[] = [];
    const walk = (node: Json) => {
      if (!node || typeof node !== 'object') return;
      if (typeof node['x-gap'] === 'string') gaps.push(node['x-gap']);
      Object.values(node).forEach(walk);
    };
    docs.forEach((d) => walk(d.bundle));
    walk(errorCatalogue);
    expect(gaps.length).toBeGreaterThan(0);
    for (const gap of new Set(gaps)) expect(text).toContain(normalise(gap));
  });

  it('try-it sends S2S CARD CAPTURE form-urlencoded to the mock and gets 200', async () => {
    const card = docs.find((d) => d.name === 's2s-card')!;
    const mockUrl = inject('mockUrls')['s2s-card'];
    const target = entries(card.bundle)
      .filter((e) => e.kind === 'operation')
      .flatMap((e) => requestExamples(card.bundle, e.op).map((x, i, all) => ({ ...e, ...x, first: all[0] })))
      .find((x) => x.type === 'application/x-www-form-urlencoded' && x.example?.value?.action === 'CAPTURE');
    expect(target, 'S2S CARD has no form request example with action=CAPTURE').toBeDefined();
    const { method, key, label, example, first } = target!;

    await open('s2s-card');
    const section = page.locator(`[id$="/${method.toUpperCase()}${key}"]`).filter({ has: page.getByRole('heading', { name: label }) }).first();
    const firstLabel = first.example.summary ?? first.name;
    const captureLabel = example.summary ?? target!.name;
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

    fs.mkdirSync(reports, { recursive: true });
    await page.screenshot({ path: path.join(reports, 'docs-try-it.png') });
    await page.keyboard.press('Escape');
  });

  it('never left loopback and logged no console error, then a screenshot to reports/docs.png', async () => {
    await open(docs[0].name);
    fs.mkdirSync(reports, { recursive: true });
    await page.screenshot({ path: path.join(reports, 'docs.png') });
    expect(fs.statSync(path.join(reports, 'docs.png')).size).toBeGreaterThan(10_000);
    expect(blocked).toEqual([]);
    expect(requests.filter((r) => !isLoopback(r.split(' ')[1]))).toEqual([]);
    expect(consoleErrors).toEqual([]);
  });
});
