// Hosted Payment Fields in a real browser (Chromium through playwright-core): the sandbox serves the library
// and its frames on its Checkout port; the example merchant (examples/hosted-fields/, its own server on
// another origin) gets a session token, shows the frames, and has its server call the processing endpoint
// with the Token header. Every outcome of section 4.1 ends as the source says, the callback follows, the card
// data never reaches the merchant's page or server, and nothing leaves loopback.
import { execa } from 'execa';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import { DEFAULT_MERCHANT } from '../../packages/sandbox/config.mjs';
import { TEST_CARDS } from '../../packages/sandbox/test-cards.mjs';
import { startExampleMerchant } from '../../examples/hosted-fields/server.mjs';
import { adminAuth, model, removeTempDirs, startReceiver, startSandbox, tempDir } from '../support/sandbox.ts';
import { root } from '../support/spec.ts';

const CHROMIUM = '/usr/bin/chromium';
const reports = path.join(root, 'reports');
const cardOf = (outcome: string) => TEST_CARDS.find((c: any) => c.outcome === outcome)!;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let merchant: { url: string; close: () => Promise<void> };
let browser: Browser;
let context: BrowserContext;
const requests: Array<{ url: string; method: string; body: string | null }> = [];
const blocked: string[] = [];
const merchantLog: string[] = [];

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return ['data:', 'blob:', 'about:'].includes(protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

beforeAll(async () => {
  expect(fs.existsSync(CHROMIUM), `${CHROMIUM} is missing: apt-get install chromium`).toBe(true);
  receiver = await startReceiver();
  const { environment, merchant_key, client_key, password } = DEFAULT_MERCHANT;
  sandbox = await startSandbox({ config: { merchants: [{ environment, merchant_key, client_key, password, callback_url: receiver.url }] } });
  merchant = await startExampleMerchant({ checkoutUrl: sandbox.urls.checkout, port: 0, log: (line: string) => merchantLog.push(line) });
  browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'], timeout: 30_000 });
  context = await browser.newContext({ viewport: { width: 900, height: 800 } });
  await context.route('**/*', (route) => {
    const r = route.request();
    requests.push({ url: r.url(), method: r.method(), body: r.postData() });
    if (isLoopback(r.url())) return route.continue();
    blocked.push(r.url());
    return route.abort('blockedbyclient');
  });
}, 120_000);

afterAll(async () => {
  await browser?.close();
  await merchant?.close();
  await sandbox?.close();
  removeTempDirs();
});

/** The example shop, ready: the library loaded from the sandbox and initialized with a fresh token. */
async function shop(): Promise<Page> {
  const page = await context.newPage();
  page.setDefaultTimeout(20_000);
  await page.goto(merchant.url);
  await page.waitForFunction(() => (window as any).exampleReady === true);
  await page.frameLocator('iframe[name="hosted-fields-card"]').locator('input').waitFor();
  return page;
}
const input = (page: Page, field: string) => page.frameLocator(`iframe[name="hosted-fields-${field}"]`).locator('input');
async function fill(page: Page, card: { number: string; expiry: string; cvv: string }) {
  await input(page, 'card').fill(card.number);
  await input(page, 'expiry').fill(card.expiry);
  await input(page, 'cvv').fill(card.cvv);
}
const status = (page: Page) => page.evaluate(() => (window as any).exampleStatus?.text ?? '');
async function pay(page: Page, done: RegExp) {
  await page.click('#submit');
  await expect.poll(() => status(page), { timeout: 15_000 }).toMatch(done);
}

describe('the library the sandbox serves', () => {
  it('has the surface of the contract (spec/hosted-fields.yaml), and a usage file compiles against hosted-fields.d.ts', { timeout: 120_000 }, async () => {
    const page = await shop();
    const surface = await page.evaluate(() => {
      const HF = (window as any).HostedFields;
      return {
        type: typeof HF,
        methods: Object.getOwnPropertyNames(HF.prototype).filter((n) => n !== 'constructor' && !n.startsWith('_')).sort(),
        members: Object.keys(new HF()).filter((k) => !k.startsWith('_')).sort(),
      };
    });
    const members = (model.hostedFields.members as any[]);
    expect(surface.type).toBe('function');
    expect(surface.methods).toEqual(members.filter((m) => m.kind === 'method').map((m) => m.name).sort());
    expect(surface.members).toEqual(members.filter((m) => m.kind !== 'method').map((m) => m.name).sort());
    await page.close();

    const dir = tempDir('hosted-fields-usage-');
    const declaration = path.join(root, 'generated', 'hosted-fields', 'hosted-fields.d.ts');
    fs.writeFileSync(path.join(dir, 'usage.ts'), [
      `import type { HostedFieldsSubmitResult, HostedFieldsInputEvent } from ${JSON.stringify(declaration.replace(/\.d\.ts$/, '.js'))};`,
      'const fields = new window.HostedFields();',
      "fields.onSubmitResult = (data: HostedFieldsSubmitResult) => { const r: 'success' | 'undefined' = data.result; const m: string = data.message; void r; void m; };",
      'fields.cardOn = { input: (e: HostedFieldsInputEvent) => { const v: boolean = e.valid; void v; }, focus: () => {}, blur: () => {} };',
      "fields.init({ sessionToken: 'tok', fields: { card: { id: 'card', placeholder: 'Card' }, expiry: { id: 'exp', placeholder: 'MM/YY' }, cvv: { id: 'cvv', placeholder: 'CVV', style: { input: { color: 'red' } } } }, style: { '::placeholder': { color: 'grey' } } });",
      'fields.collectIframesData();',
      '// @ts-expect-error: sessionToken is required',
      "fields.init({ fields: { card: { id: 'a', placeholder: '' }, expiry: { id: 'b', placeholder: '' }, cvv: { id: 'c', placeholder: '' } } });",
      'export {};',
    ].join('\n'));
    const tsc = await execa('npx', ['tsc', '--noEmit', '--strict', '--target', 'es2022', '--module', 'nodenext', '--moduleResolution', 'nodenext', '--lib', 'es2022,dom', '--skipLibCheck', 'false', path.join(dir, 'usage.ts')], { cwd: root, reject: false, all: true });
    expect(tsc.exitCode, tsc.all).toBe(0);
  });
});

describe('Hosted Fields in a browser, the merchant page on another origin than the sandbox', () => {
  it('reports valid on the card input while typing (Luhn, only when complete); the frames check the expiry and the CVV by brand', { timeout: 60_000 }, async () => {
    const page = await shop();
    const valid = () => page.evaluate(() => (window as any).cardValid);
    await input(page, 'card').pressSequentially('4111 1111');
    await expect.poll(valid).toBe(false);
    await input(page, 'card').pressSequentially(' 1111 1111');
    await expect.poll(valid).toBe(true);
    await input(page, 'card').fill('4111 1111 1111 1112');
    await expect.poll(valid).toBe(false);
    // In the frames: an expiry in the past is invalid, and the CVV's length follows the card's brand.
    const invalid = (field: string) => input(page, field).getAttribute('aria-invalid');
    await input(page, 'expiry').pressSequentially('0120');
    await expect.poll(() => invalid('expiry')).toBe('true');
    await input(page, 'expiry').fill('12/34');
    await expect.poll(() => invalid('expiry')).toBe('false');
    await input(page, 'card').fill('3782 822463 10005'); // American Express: a 4-digit CVV
    await expect.poll(valid).toBe(true);
    await input(page, 'cvv').fill('123');
    await expect.poll(() => invalid('cvv')).toBe('true');
    await input(page, 'cvv').fill('1234');
    await expect.poll(() => invalid('cvv')).toBe('false');
    await input(page, 'card').fill('4111 1111 1111 1111'); // Visa: 3 digits
    await expect.poll(() => invalid('cvv')).toBe('true');
    await input(page, 'card').focus();
    await expect.poll(() => page.evaluate(() => (window as any).cardFocused)).toBe(true);
    await page.locator('#name').focus();
    await expect.poll(() => page.evaluate(() => (window as any).cardFocused)).toBe(false);
    await page.close();
  });

  it('success: the card is saved, processing answers success, the callback follows and is schema-valid', { timeout: 60_000 }, async () => {
    const before = receiver.received.length;
    const page = await shop();
    await fill(page, cardOf('success'));
    // The shop lists the sandbox's test cards, loaded from the sandbox.
    await expect.poll(() => page.locator('#test-cards').innerText()).toContain(`(${cardOf('success').label}, ${cardOf('success').expiry})`);
    fs.mkdirSync(reports, { recursive: true });
    await page.screenshot({ path: path.join(reports, 'hosted-fields-filled.png') });
    await pay(page, /^Paid\./);
    expect(await page.evaluate(() => (window as any).lastSubmitResult)).toEqual({ result: 'success', message: 'Card data saved.' });
    const answer = await page.evaluate(() => (window as any).processingAnswer);
    expect(answer.result).toBe('success');
    expect(model.host('checkout').compile('/components/schemas/ProcessingResponse')(answer)).toBe(true);
    await receiver.waitFor(before + 1);
    const callback = JSON.parse(receiver.received.at(-1)!.body);
    const hook = model.host('checkout').webhooks.find((w: any) => w.path === 'payment-outcome');
    const validate = model.host('checkout').compile(hook.requestBody.schemaPointer);
    expect(validate(callback), JSON.stringify(validate.errors)).toBe(true);
    expect(callback.payment_id).toBe(answer.public_id);
    expect(callback.order_status).toBe('settled');
    expect(callback.card).toBe('411111******1111');
    await page.close();
  });

  it('decline: processing answers decline with the decline_message', { timeout: 60_000 }, async () => {
    const page = await shop();
    await fill(page, cardOf('decline'));
    await pay(page, /^Declined: /);
    const answer = await page.evaluate(() => (window as any).processingAnswer);
    expect(answer).toMatchObject({ result: 'decline', decline_message: cardOf('decline').decline_message });
    await page.close();
  });

  it('waiting: processing answers waiting, and the callback brings the outcome', { timeout: 60_000 }, async () => {
    const before = receiver.received.length;
    const page = await shop();
    await fill(page, cardOf('waiting'));
    await pay(page, /^Waiting for the bank/);
    const answer = await page.evaluate(() => (window as any).processingAnswer);
    expect(answer.result).toBe('waiting');
    await receiver.waitFor(before + 1);
    expect(JSON.parse(receiver.received.at(-1)!.body)).toMatchObject({ payment_id: answer.public_id, order_status: 'settled' });
    await page.close();
  });

  it('3-D Secure: processing answers redirect to the sandbox challenge page, which returns to return_url', { timeout: 60_000 }, async () => {
    const page = await shop();
    await fill(page, cardOf('challenge'));
    await page.click('#submit');
    await page.waitForURL(`${sandbox.urls.checkout}/sandbox/challenge/**`);
    expect(await page.evaluate(() => (window as any).processingAnswer)).toBeUndefined(); // a new page: the redirect followed
    await page.screenshot({ path: path.join(reports, 'hosted-fields-challenge.png') });
    await page.getByTestId('challenge-pass').click();
    await page.waitForURL(`${merchant.url}/return?**`);
    const back = new URL(page.url());
    for (const p of ['payment_id', 'trans_id', 'order_id', 'hash']) expect(back.searchParams.get(p), p).toBeTruthy();
    await page.locator('#returned').waitFor();
    // The challenge passed: the payment is settled (the sandbox's admin API).
    const listed = await (await fetch(`${sandbox.urls.checkout}/sandbox/payments?order_id=${encodeURIComponent(back.searchParams.get('order_id')!)}`, { headers: adminAuth() })).json();
    expect(listed.payments.map((p: any) => p.state)).toEqual(['settled']);
    await page.close();
  });

  it('incomplete data: onSubmitResult gets result undefined with a message, and nothing is processed', { timeout: 60_000 }, async () => {
    const page = await shop();
    await input(page, 'card').fill(cardOf('success').number);
    await input(page, 'cvv').fill('12');
    const processed = requests.filter((r) => r.url.endsWith('/pay')).length;
    await pay(page, /^Check the card data: /);
    const result = await page.evaluate(() => (window as any).lastSubmitResult);
    expect(result.result).toBe('undefined');
    expect(result.message).toMatch(/expiry date is missing/);
    expect(result.message).toMatch(/security code must have 3 digits/);
    expect(requests.filter((r) => r.url.endsWith('/pay')).length).toBe(processed);
    await page.close();
  });

  it('isolation: a script on the merchant page cannot read the frames, and no card data reaches its page or server', { timeout: 60_000 }, async () => {
    const page = await shop();
    const card = cardOf('success');
    await fill(page, card);
    const seen = await page.evaluate(() => {
      const out: Record<string, unknown> = {};
      const frame = document.querySelector('iframe') as HTMLIFrameElement;
      out.contentDocument = frame.contentDocument;
      try {
        out.document = (window.frames[0] as any).document.querySelector('input').value;
      } catch (err) {
        out.error = String((err as Error).name);
      }
      out.inputs = [...document.querySelectorAll('input')].map((i) => (i as HTMLInputElement).value);
      out.html = document.documentElement.outerHTML;
      return out;
    });
    expect(seen.contentDocument).toBeNull();
    expect(seen.document).toBeUndefined();
    expect(seen.error).toBe('SecurityError');
    expect(seen.inputs).toEqual(['Jane Doe']);
    expect(String(seen.html)).not.toContain(card.number);
    await pay(page, /^Paid\./);
    // Every request to the merchant's origin, and every line its server logged, is free of the card data.
    const toMerchant = requests.filter((r) => r.url.startsWith(merchant.url));
    expect(toMerchant.length).toBeGreaterThan(0);
    for (const r of toMerchant) for (const secret of [card.number, card.cvv === '123' ? '"123"' : card.cvv]) expect(`${r.url} ${r.body ?? ''}`).not.toContain(secret);
    expect(merchantLog.join('\n')).not.toContain(card.number);
    // The frames send card data to the sandbox only; the sandbox refuses it from any other origin.
    const foreign = await fetch(`${sandbox.urls.checkout}/sdk/fields`, { method: 'POST', headers: { 'content-type': 'application/json', origin: merchant.url }, body: JSON.stringify({ token: 'x', field: 'card', value: card.number }) });
    expect(foreign.status).toBe(400);
    expect((await foreign.json()).result).toBe('ERROR');
    await page.close();
  });

  it('ignores messages that do not come from its frames at the sandbox origin', { timeout: 60_000 }, async () => {
    const page = await shop();
    await page.evaluate(() => {
      (window as any).lastSubmitResult = 'untouched';
      window.postMessage({ type: 'result', result: 'success', message: 'forged' }, '*');
      window.postMessage({ type: 'input', valid: true }, '*');
    });
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => (window as any).lastSubmitResult)).toBe('untouched');
    expect(await page.evaluate(() => (window as any).cardValid)).toBeUndefined();
    await page.close();
  });

  it('the example starts with its documented command (npm run example:hosted-fields) and pays against the sandbox', { timeout: 90_000 }, async () => {
    // In its own process group, so that Ctrl-C goes to npm and the server as a terminal sends it.
    const child = execa('npm', ['run', 'example:hosted-fields', '--silent'], { cwd: root, env: { ...process.env, CHECKOUT_URL: sandbox.urls.checkout, PORT: '0' }, reject: false, all: true, detached: true });
    try {
      const url = await new Promise<string>((resolve, reject) => {
        let out = '';
        const timer = setTimeout(() => reject(new Error(`no ready line in 30 s:\n${out}`)), 30_000);
        child.all!.on('data', (c: Buffer) => {
          out += c;
          const m = /example merchant on (http:\/\/\S+)/.exec(out);
          if (m) {
            clearTimeout(timer);
            resolve(m[1]);
          }
        });
      });
      const page = await context.newPage();
      await page.goto(url);
      await page.waitForFunction(() => (window as any).exampleReady === true);
      await fill(page, cardOf('success'));
      await pay(page, /^Paid\./);
      await page.close();
    } finally {
      process.kill(-child.pid!, 'SIGINT');
      const stopped = await Promise.race([child.then(() => true), new Promise((resolve) => setTimeout(() => resolve(false), 10_000))]);
      if (!stopped) process.kill(-child.pid!, 'SIGKILL');
      expect(stopped, 'the example stops on Ctrl-C').toBe(true);
    }
  });

  it('never left loopback', () => {
    expect(requests.length).toBeGreaterThan(0);
    expect(blocked).toEqual([]);
  });
});
