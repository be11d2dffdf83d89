// Hosted Payment Fields in a real browser (Chromium through playwright-core): the sandbox serves the library
// and its frames on its Checkout port; the example merchant (examples/hosted-fields/, its own server on
// another origin) gets a session token, shows the frames, and has its server call the processing endpoint
// with the Token header. Every outcome of section 4.1 ends as the source says, the callback follows, the card
// data never reaches the merchant's page or server, and nothing leaves loopback. The worker's one Chromium
// (tests/support/browser.ts), in one context and one tab that each test loads the shop into afresh.
import { execa } from 'execa';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { DEFAULT_MERCHANT } from '../../packages/sandbox/config.mjs';
import { TEST_CARDS } from '../../packages/sandbox/test-cards.mjs';
import { startExampleMerchant } from '../../examples/hosted-fields/server.mjs';
import { adminAuth, model, removeTempDirs, startReceiver, startSandbox } from '../support/sandbox.ts';
import { root } from '../support/spec.ts';
import { BROWSER_MISSING, CHROMIUM, sharedBrowser } from '../support/browser.ts';
import { inProject, tscBuild } from '../support/tsc-build.ts';

const reports = path.join(root, 'reports');
const cardOf = (outcome: string) => TEST_CARDS.find((c: any) => c.outcome === outcome)!;

let sandbox: Awaited<ReturnType<typeof startSandbox>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
let merchant: { url: string; close: () => Promise<void> };
let context: BrowserContext;
let page: Page;
const requests: Array<{ url: string; method: string; body: string | null }> = [];
const blocked: string[] = [];
const merchantLog: string[] = [];

const isLoopback = (url: string) => {
  const { protocol, hostname } = new URL(url);
  return ['data:', 'blob:', 'about:'].includes(protocol) || ['127.0.0.1', 'localhost', '[::1]'].includes(hostname);
};

beforeAll(async () => {
  expect(fs.existsSync(CHROMIUM), BROWSER_MISSING).toBe(true);
  receiver = await startReceiver();
  const { environment, merchant_key, client_key, password } = DEFAULT_MERCHANT;
  sandbox = await startSandbox({ config: { merchants: [{ environment, merchant_key, client_key, password, callback_url: receiver.url }] } });
  merchant = await startExampleMerchant({ checkoutUrl: sandbox.urls.checkout, port: 0, log: (line: string) => merchantLog.push(line) });
  context = await (await sharedBrowser()).newContext({ viewport: { width: 900, height: 800 } });
  await context.route('**/*', (route) => {
    const r = route.request();
    requests.push({ url: r.url(), method: r.method(), body: r.postData() });
    if (isLoopback(r.url())) return route.continue();
    blocked.push(r.url());
    return route.abort('blockedbyclient');
  });
  // One tab: a new one costs a renderer process (~0.25 s of CPU), a load of the shop little more than its requests.
  page = await context.newPage();
  page.setDefaultTimeout(20_000);
}, 120_000);

afterAll(async () => {
  await context?.close();
  await merchant?.close();
  await sandbox?.close();
  removeTempDirs();
});

/**
 * The example shop, ready in the tab: the library loaded from the sandbox and initialized with a fresh token, and
 * each frame's script running. That script (frame.mjs, a module, so run before the frame's DOMContentLoaded)
 * listens to its input: what is typed before it runs sends no input event (the card never turns valid).
 */
async function shop(url = merchant.url): Promise<Page> {
  await page.goto(url);
  await page.waitForFunction(() => (window as any).exampleReady === true);
  for (const field of ['card', 'expiry', 'cvv']) {
    await input(page, field).waitFor();
    await page.frame({ name: `hosted-fields-${field}` })!.waitForLoadState('domcontentloaded');
  }
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
    const declaration = 'generated/hosted-fields/hosted-fields.d.ts';
    const usage = [
      `import type { HostedFieldsSubmitResult, HostedFieldsInputEvent } from ${JSON.stringify(path.join(root, declaration).replace(/\.d\.ts$/, '.js'))};`,
      'const fields = new window.HostedFields();',
      "fields.onSubmitResult = (data: HostedFieldsSubmitResult) => { const r: 'success' | 'undefined' = data.result; const m: string = data.message; void r; void m; };",
      'fields.cardOn = { input: (e: HostedFieldsInputEvent) => { const v: boolean = e.valid; void v; }, focus: () => {}, blur: () => {} };',
      "fields.init({ sessionToken: 'tok', fields: { card: { id: 'card', placeholder: 'Card' }, expiry: { id: 'exp', placeholder: 'MM/YY' }, cvv: { id: 'cvv', placeholder: 'CVV', style: { input: { color: 'red' } } } }, style: { '::placeholder': { color: 'grey' } } });",
      'fields.collectIframesData();',
      '// @ts-expect-error: sessionToken is required',
      "fields.init({ fields: { card: { id: 'a', placeholder: '' }, expiry: { id: 'b', placeholder: '' }, cvv: { id: 'c', placeholder: '' } } });",
      'export {};',
    ].join('\n');
    // The project's TypeScript, in tsc's build mode (tests/support/tsc-build.ts: checked again when usage.ts or the
    // declaration changed), started before the browser part and awaited after it. The declaration and the
    // default libraries it is written against are checked (skipLibCheck false); types: [] keeps out the packages
    // of node_modules/@types that tsc would load from this repository's root, which a browser library's
    // declaration does not lean on (checking them was 3.5 s of the 5.5 s of CPU the compile took).
    const compiling = tscBuild('hosted-fields-usage', {
      compilerOptions: { noEmit: true, strict: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', lib: ['es2022', 'dom'], skipLibCheck: false, types: [] },
      files: ['usage.ts', inProject('hosted-fields-usage')(declaration)],
    }, { 'usage.ts': usage });

    await shop();
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
    const tsc = await compiling;
    expect(tsc.exitCode, tsc.output).toBe(0);
  });
});

describe('Hosted Fields in a browser, the merchant page on another origin than the sandbox', () => {
  it('reports valid on the card input while typing (Luhn, only when complete); the frames check the expiry and the CVV by brand', { timeout: 60_000 }, async () => {
    await shop();
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
  });

  it('success: the card is saved, processing answers success, the callback follows and is schema-valid', { timeout: 60_000 }, async () => {
    await shop();
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
    // This payment's callback: another test's (a decline's) may arrive after this one started.
    const callback = JSON.parse((await receiver.waitForBody((b) => b.payment_id === answer.public_id)).body);
    const hook = model.host('checkout').webhooks.find((w: any) => w.path === 'payment-outcome');
    const validate = model.host('checkout').compile(hook.requestBody.schemaPointer);
    expect(validate(callback), JSON.stringify(validate.errors)).toBe(true);
    expect(callback.payment_id).toBe(answer.public_id);
    expect(callback.order_status).toBe('settled');
    expect(callback.card).toBe('411111******1111');
  });

  it('decline: processing answers decline with the decline_message', { timeout: 60_000 }, async () => {
    await shop();
    await fill(page, cardOf('decline'));
    await pay(page, /^Declined: /);
    const answer = await page.evaluate(() => (window as any).processingAnswer);
    expect(answer).toMatchObject({ result: 'decline', decline_message: cardOf('decline').decline_message });
  });

  it('waiting: processing answers waiting, and the callback brings the outcome', { timeout: 60_000 }, async () => {
    await shop();
    await fill(page, cardOf('waiting'));
    await pay(page, /^Waiting for the bank/);
    const answer = await page.evaluate(() => (window as any).processingAnswer);
    expect(answer.result).toBe('waiting');
    const callback = JSON.parse((await receiver.waitForBody((b) => b.payment_id === answer.public_id)).body);
    expect(callback).toMatchObject({ payment_id: answer.public_id, order_status: 'settled' });
  });

  it('3-D Secure: processing answers redirect to the sandbox challenge page, which returns to return_url', { timeout: 60_000 }, async () => {
    await shop();
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
  });

  it('incomplete data: onSubmitResult gets result undefined with a message, and nothing is processed', { timeout: 60_000 }, async () => {
    await shop();
    await input(page, 'card').fill(cardOf('success').number);
    await input(page, 'cvv').fill('12');
    const processed = requests.filter((r) => r.url.endsWith('/pay')).length;
    await pay(page, /^Check the card data: /);
    const result = await page.evaluate(() => (window as any).lastSubmitResult);
    expect(result.result).toBe('undefined');
    expect(result.message).toMatch(/expiry date is missing/);
    expect(result.message).toMatch(/security code must have 3 digits/);
    expect(requests.filter((r) => r.url.endsWith('/pay')).length).toBe(processed);
  });

  it('isolation: a script on the merchant page cannot read the frames, and no card data reaches its page or server', { timeout: 60_000 }, async () => {
    await shop();
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
  });

  it('ignores messages that do not come from its frames at the sandbox origin', { timeout: 60_000 }, async () => {
    await shop();
    // Messages a window posts to itself are dispatched in the order posted, and the library handles each as it
    // comes: once the last one has arrived, it has seen the forged two.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          (window as any).lastSubmitResult = 'untouched';
          const last = (event: MessageEvent) => {
            if (event.data !== 'after the forged messages') return;
            window.removeEventListener('message', last);
            resolve();
          };
          window.addEventListener('message', last);
          window.postMessage({ type: 'result', result: 'success', message: 'forged' }, '*');
          window.postMessage({ type: 'input', valid: true }, '*');
          window.postMessage('after the forged messages', '*');
        }),
    );
    expect(await page.evaluate(() => (window as any).lastSubmitResult)).toBe('untouched');
    expect(await page.evaluate(() => (window as any).cardValid)).toBeUndefined();
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
      await shop(url);
      await fill(page, cardOf('success'));
      await pay(page, /^Paid\./);
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
