// The sandbox's pages (packages/sandbox/pages.mjs), test cards (test-cards.mjs) and admin API document
// (admin-openapi.yaml): every value escaped (a hostile order renders as text, runs nothing), every test card
// on the payer page with its testid and one-click form, cardOutcome on each card and on a Luhn-invalid number,
// the admin document valid and in step with the modules; then the pages in a real headless Chromium at 390 px
// and 1400 px: nothing wider than the viewport, no request leaves the page, and the buttons post what the
// server reads (screenshots in reports/sandbox-<page>-<width>.png). The worker's one Chromium
// (tests/support/browser.ts: Debian's /usr/bin/chromium-headless-shell, or CHROMIUM_PATH), in one context and one tab. Test
// cards and outcomes are sandbox choices, not contract facts: only the Checkout status lookup's component names
// come from the contract.
import fs from 'node:fs';
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Dialog, Page } from 'playwright-core';
import SwaggerParser from '@apidevtools/swagger-parser';
import YAML from 'yaml';
import { PAYER_FIELDS, TEST_CARDHOLDER, challengePage, escapeHtml, payerPage, redirectPage, resultPage } from '../../packages/sandbox/pages.mjs';
import { CARD_OUTCOMES, OUTCOMES, TEST_CARDS, cardOutcome, expiryPassed, isOutcome, luhnValid, testCard } from '../../packages/sandbox/test-cards.mjs';
import { loadBundled, root } from '../support/spec.ts';
import { BROWSER_MISSING, CHROMIUM, sharedBrowser } from '../support/browser.ts';

const adminPath = `${root}/packages/sandbox/admin-openapi.yaml`;

const HOSTILE = `<script>alert("x")</script><img src=x onerror="alert('y')">&amp;\`</textarea>`;
const LONG = 'W'.repeat(400); // no break opportunity: must wrap, not widen the page
const ACTION = 'http://sandbox.test/sandbox/pay/sess-1?lang=en&x="y"';
const CANCEL = 'http://sandbox.test/sandbox/pay/sess-1?outcome=cancel';
const session = (order: Record<string, string>) => ({ id: 'sess-1', order: { number: 'ORD-1', amount: '10.00', currency: 'EUR', description: 'Two books', ...order } });
const hostileSession = session({ number: `"><b>${HOSTILE}`, description: `${HOSTILE} ${LONG}`, currency: '<i>EUR</i>' });

/** Every start tag of an element in the page (lower-case names). */
const tags = (html: string) => [...html.matchAll(/<([a-zA-Z][a-zA-Z0-9-]*)/g)].map((m) => m[1].toLowerCase());

describe('escapeHtml', () => {
  it('escapes the characters that end text or a quoted attribute, and nothing else', () => {
    expect(escapeHtml(`<a href="x" title='y'>&\`</a>`)).toBe('&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&#96;&lt;/a&gt;');
    expect(escapeHtml('Grüße, 10.00 EUR')).toBe('Grüße, 10.00 EUR');
    expect(escapeHtml(null)).toBe('');
    expect(escapeHtml(undefined)).toBe('');
    expect(escapeHtml(42)).toBe('42');
  });
});

describe('pages escape every value', () => {
  const pages = {
    payer: payerPage({ session: hostileSession, action: ACTION, cancelAction: CANCEL, error: HOSTILE, values: { [PAYER_FIELDS.number]: HOSTILE } }),
    challenge: challengePage({ session: hostileSession, action: ACTION }),
    result: resultPage({ title: HOSTILE, message: HOSTILE, details: { [HOSTILE]: HOSTILE, nested: { html: HOSTILE } } }),
    redirect: redirectPage({ url: ACTION, params: { [HOSTILE]: HOSTILE } }),
  };

  it.each(Object.entries(pages))('%s page: the hostile text is text, no element of it is created', (_name, html) => {
    expect(html.startsWith('<!DOCTYPE html>')).toBe(true);
    expect(html).toContain(escapeHtml('<script>alert("x")</script>'));
    expect(html).not.toContain('<script>alert');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<b>');
    expect(html).not.toContain('<i>');
    expect(html).not.toContain('onerror="');
    expect(html).not.toContain('</textarea>');
    // Only the pages' own elements: the redirect page's one script is its own (checked below).
    expect(new Set(tags(html))).not.toContain('img');
    expect(tags(html).filter((t) => t === 'script').length).toBe(_name === 'redirect' ? 1 : 0);
  });

  it('the payer page keeps the order, the form actions and the filled-in values as escaped attribute and text', () => {
    const html = pages.payer;
    expect(html).toContain(`action="${escapeHtml(ACTION)}"`);
    expect(html).toContain(`action="${escapeHtml(CANCEL)}"`);
    expect(html).toContain(`value="${escapeHtml(HOSTILE)}"`);
    expect(html).toContain('data-testid="pay-error"');
  });

  it('no external resource: no src or href attribute, and a CSP that forbids fetching', () => {
    for (const [name, html] of Object.entries(pages)) {
      // Attribute values and text hold the escaped hostile text (`&lt;img src=x`): look at attribute names only.
      const markup = html.replace(/"[^"]*"/g, '""').replace(/>[^<]*</g, '><');
      expect(markup, name).not.toMatch(/<[^>]*\s(src|srcset|href)=/i);
      expect(html, name).not.toMatch(/<link\b/i);
      expect(html, name).toContain(`http-equiv="Content-Security-Policy" content="default-src &#39;none&#39;`);
    }
  });

  it('the redirect page allows exactly its own script by hash', () => {
    const script = /<script>([^<]*)<\/script>/.exec(pages.redirect)![1];
    const hash = crypto.createHash('sha256').update(script).digest('base64');
    expect(pages.redirect).toContain(`script-src &#39;sha256-${hash}&#39;`);
  });
});

describe('test cards', () => {
  it('one card per card outcome, frozen, Luhn-valid, distinct numbers', () => {
    expect(Object.isFrozen(TEST_CARDS)).toBe(true);
    expect(TEST_CARDS.every((c) => Object.isFrozen(c))).toBe(true);
    expect(CARD_OUTCOMES).toEqual(['success', 'decline', 'challenge', 'challenge-fail', 'expired-card', 'waiting']);
    expect(new Set(TEST_CARDS.map((c) => c.number)).size).toBe(TEST_CARDS.length);
    for (const c of TEST_CARDS) {
      expect(Object.keys(c).sort()).toEqual(['cvv', 'decline_message', 'description', 'expiry', 'label', 'number', 'outcome']);
      expect(luhnValid(c.number), c.number).toBe(true);
    }
    expect(TEST_CARDS.find((c) => c.outcome === 'decline')!.decline_message).toBe('Card declined (sandbox test card)');
    expect(TEST_CARDS.find((c) => c.outcome === 'expired-card')!.decline_message).toBe('Expired card');
  });

  it.each(TEST_CARDS.map((c) => [c.outcome, c.number] as const))('cardOutcome(%s card %s)', (outcome, number) => {
    expect(cardOutcome(number)).toBe(outcome);
    expect(cardOutcome(number.replace(/(\d{4})(?=\d)/g, '$1 '))).toBe(outcome);
    expect(testCard(number)!.outcome).toBe(outcome);
  });

  it('unknown Luhn-valid numbers succeed; Luhn-invalid numbers and non-numbers have no outcome', () => {
    expect(cardOutcome('4242424242424242')).toBe('success');
    expect(cardOutcome('5555-5555-5555-4444')).toBe('success');
    expect(cardOutcome('4111111111111112')).toBeNull();
    expect(cardOutcome('4000000000000003')).toBeNull();
    for (const bad of ['', '4111', '4111x111111111111', '41111111111111111111', null, undefined, 4111111111111111]) expect(cardOutcome(bad as any)).toBeNull();
  });

  it('only the expired card has an expiry in the past', () => {
    const now = new Date('2026-06-15T00:00:00Z');
    for (const c of TEST_CARDS) expect(expiryPassed(c.expiry, now), c.outcome).toBe(c.outcome === 'expired-card');
    expect(expiryPassed('06/26', now)).toBe(false); // valid to the end of its month
    expect(expiryPassed('05/26', now)).toBe(true);
    expect(expiryPassed('13/26', now)).toBeNull();
  });

  it('headless outcomes', () => {
    expect(Object.keys(OUTCOMES)).toEqual(['success', 'decline', 'challenge', 'expired', 'cancel']);
    for (const d of Object.values(OUTCOMES)) expect(d).toMatch(/^[^\n]+$/);
    expect(isOutcome('cancel')).toBe(true);
    expect(isOutcome('toString')).toBe(false);
  });

  it('the payer page lists every test card with its testid, number and a form posting it', () => {
    const html = payerPage({ session: session({}), action: ACTION, cancelAction: CANCEL });
    for (const c of TEST_CARDS) {
      expect(html.match(new RegExp(`data-testid="test-card-${c.outcome}"`, 'g')), c.outcome).toHaveLength(1);
      expect(html).toContain(`name="${PAYER_FIELDS.number}" value="${c.number}"`);
    }
    for (const id of ['card-number', 'expiry', 'cvv', 'cardholder', 'pay', 'cancel', ...Object.keys(OUTCOMES).map((o) => `outcome-${o}`)]) {
      expect(html.match(new RegExp(`data-testid="${id}"`, 'g')), id).toHaveLength(1);
    }
  });
});

describe('admin API document', () => {
  const doc = YAML.parse(fs.readFileSync(adminPath, 'utf8'));

  it('is a valid OpenAPI 3.1 document that says it is not the contract', async () => {
    await SwaggerParser.validate(structuredClone(doc));
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.info.title).toBe('Payment gateway sandbox admin API');
    expect(doc.info.description).toContain('NOT part of the payment gateway');
    expect(Object.keys(doc.paths).every((p) => p.startsWith('/sandbox/'))).toBe(true);
  });

  it('in step with the modules: outcomes, payer form fields', () => {
    expect(doc.components.schemas.Outcome.enum).toEqual(Object.keys(OUTCOMES));
    expect(Object.keys(doc.components.schemas.PayerForm.properties).sort()).toEqual([...Object.values(PAYER_FIELDS), 'outcome'].sort());
  });

  it('names contract components of the status lookup that exist', () => {
    const checkout = loadBundled('checkout');
    const description: string = doc.paths['/sandbox/checkout-status'].post.description;
    expect(checkout.components.requestBodies.StatusLookupRequest).toBeDefined();
    expect(checkout.components.responses.StatusLookupResponse).toBeDefined();
    expect(description).toContain('`StatusLookupRequest`');
    expect(description).toContain('`StatusLookupResponse`');
  });
});

describe('in a browser', () => {
  let context: BrowserContext;
  let page: Page;
  const requests: string[] = [];
  const posted: Array<{ url: string; body: string }> = [];

  beforeAll(async () => {
    expect(fs.existsSync(CHROMIUM), BROWSER_MISSING).toBe(true);
    context = await (await sharedBrowser()).newContext({ serviceWorkers: 'block', javaScriptEnabled: true });
    // Nothing leaves the browser: form posts to the fake sandbox host are answered here, anything else is
    // recorded (and must not happen).
    await context.route('**/*', (route) => {
      const req = route.request();
      if (req.url().startsWith('http://sandbox.test/')) {
        posted.push({ url: req.url(), body: req.postData() ?? '' });
        return route.fulfill({ status: 200, contentType: 'text/html', body: '<!DOCTYPE html><title>posted</title>' });
      }
      requests.push(req.url());
      return route.abort('blockedbyclient');
    });
    // One tab for every page below: a new tab costs a renderer process (~0.25 s of CPU) where a load costs little.
    page = await context.newPage();
  });

  afterAll(async () => {
    await context?.close();
  });

  /** The tab with the page in it at that width, in a new about:blank document as a new tab has it (setContent
   * writes into the document it finds: the last page, or the answer to its form at http://sandbox.test/). */
  async function open(html: string, width: number): Promise<Page> {
    await page.goto('about:blank');
    await page.setViewportSize({ width, height: 800 });
    await page.setContent(html, { waitUntil: 'load' });
    return page;
  }

  /** The viewport width, the document's scroll width, and every element sticking out on the right. */
  const overflow = (page: Page) =>
    page.evaluate(() => {
      // An element sticking out, or one whose content (unwrapped text) sticks out of it past the viewport.
      const wide = [...document.querySelectorAll('body *')]
        .map((e) => ({ e, right: Math.max(e.getBoundingClientRect().right, e.getBoundingClientRect().left + e.scrollWidth) }))
        .filter(({ right }) => right > window.innerWidth + 0.5)
        .map(({ e, right }) => `${e.tagName.toLowerCase()}${e.getAttribute('data-testid') ? `[${e.getAttribute('data-testid')}]` : ''} ${Math.round(right)}`);
      return { innerWidth: window.innerWidth, scrollWidth: document.documentElement.scrollWidth, wide };
    });

  const hostilePages = () => ({
    payer: payerPage({ session: hostileSession, action: ACTION, cancelAction: CANCEL, error: `${HOSTILE} ${LONG}` }),
    challenge: challengePage({ session: hostileSession, action: ACTION }),
    result: resultPage({ title: `${HOSTILE}${LONG}`, message: LONG, details: { payment_id: LONG, order: hostileSession.order } }),
  });

  for (const width of [390, 1400]) {
    it(`at ${width} px no element is wider than the viewport (hostile, unbroken order text)`, async () => {
      for (const [name, html] of Object.entries(hostilePages())) {
        await open(html, width);
        const o = await overflow(page);
        expect(o.innerWidth, name).toBe(width);
        expect(o.scrollWidth, `${name} at ${width}px: ${o.wide.join(', ')}`).toBeLessThanOrEqual(o.innerWidth);
        expect(o.wide, name).toEqual([]);
        fs.mkdirSync(`${root}/reports`, { recursive: true });
        await page.screenshot({ path: `${root}/reports/sandbox-${name}-${width}.png`, fullPage: true });
      }
    });
  }

  it('the hostile order renders as text and runs nothing', async () => {
    await open(hostilePages().payer, 390);
    const dialogs: string[] = [];
    const onDialog = (d: Dialog) => {
      dialogs.push(d.message());
      void d.dismiss();
    };
    page.on('dialog', onDialog);
    try {
      expect(await page.getByTestId('order-description').textContent()).toBe(hostileSession.order.description);
      expect(await page.getByTestId('order-number').textContent()).toBe(hostileSession.order.number);
      expect(await page.locator('script, img, b, i').count()).toBe(0);
      expect(dialogs).toEqual([]);
    } finally {
      page.off('dialog', onDialog);
    }
  });

  it('every test card has its button; one click posts the card to the action', async () => {
    await open(payerPage({ session: session({}), action: ACTION, cancelAction: CANCEL }), 390);
    for (const c of TEST_CARDS) expect(await page.getByTestId(`test-card-${c.outcome}`).count(), c.outcome).toBe(1);
    posted.length = 0;
    const decline = TEST_CARDS.find((c) => c.outcome === 'decline')!;
    await Promise.all([page.waitForURL(ACTION.replace(/"/g, '%22')), page.getByTestId('test-card-decline').click()]);
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(new URLSearchParams(posted[0].body))).toEqual({
      [PAYER_FIELDS.number]: decline.number,
      [PAYER_FIELDS.expiry]: decline.expiry,
      [PAYER_FIELDS.cvv]: decline.cvv,
      [PAYER_FIELDS.name]: TEST_CARDHOLDER,
    });
  });

  it('the card form posts what the payer typed; Cancel posts to cancelAction; outcome buttons add ?outcome=', async () => {
    await open(payerPage({ session: session({}), action: ACTION, cancelAction: CANCEL }), 1400);
    posted.length = 0;
    await page.getByTestId('card-number').fill('4111 1111 1111 1111');
    await page.getByTestId('expiry').fill('12/34');
    await page.getByTestId('cvv').fill('123');
    await page.getByTestId('cardholder').fill('Jane Doe');
    await Promise.all([page.waitForEvent('load'), page.getByTestId('pay').click()]);
    expect(Object.fromEntries(new URLSearchParams(posted[0].body))).toEqual({ card_number: '4111 1111 1111 1111', expiry: '12/34', cvv: '123', cardholder: 'Jane Doe' });

    await open(payerPage({ session: session({}), action: ACTION, cancelAction: CANCEL }), 1400);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('cancel').click()]);
    expect(posted[1].url).toBe(CANCEL);

    await open(payerPage({ session: session({}), action: ACTION, cancelAction: CANCEL }), 1400);
    await Promise.all([page.waitForEvent('load'), page.getByTestId('outcome-expired').click()]);
    expect(new URL(posted[2].url).searchParams.get('outcome')).toBe('expired');
    expect(new URL(posted[2].url).searchParams.get('lang')).toBe('en');
  });

  it('the challenge buttons post challenge=pass and challenge=fail', async () => {
    posted.length = 0;
    for (const answer of ['pass', 'fail']) {
      await open(challengePage({ session: session({}), action: ACTION }), 390);
      await Promise.all([page.waitForEvent('load'), page.getByTestId(`challenge-${answer}`).click()]);
    }
    expect(posted.map((p) => p.body)).toEqual(['challenge=pass', 'challenge=fail']);
  });

  it('the redirect page posts its params by itself', async () => {
    posted.length = 0;
    await page.goto('about:blank');
    await Promise.all([page.waitForURL(/sandbox\.test/), page.setContent(redirectPage({ url: 'http://sandbox.test/return', params: [{ name: 'PaRes', value: 'a b&c' }] }))]);
    expect(posted).toEqual([{ url: 'http://sandbox.test/return', body: 'PaRes=a+b%26c' }]);
  });

  it('no request left the browser', () => {
    expect(requests).toEqual([]);
  });
});
