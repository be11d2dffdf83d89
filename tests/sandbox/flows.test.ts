// Full flows through the signing client (packages/client/src) against a running sandbox, with a real callback
// receiver: Checkout sale paid headlessly, S2S CARD auth/capture/credit/creditvoid, every catalogue row the
// sandbox produces from its situation, schedules and recurring sales, payer page outcomes, callback retries and
// resend, restart persistence and SIGKILL during writes (child process), and concurrent captures on one
// PostgreSQL database. Every client answer goes through checkedFetch (validated against the bundle) and each
// test ends with `expect(problems).toEqual([])`. The main block runs on PGlite and on PostgreSQL.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ContractRefusal, createCheckoutClient, createS2sCardClient, identifyError } from '../../packages/client/src/index.js';
import { openStore } from '../../packages/sandbox/store.mjs';
import { signatureOf } from '../support/hash.ts';
import { sharedPostgres } from '../support/postgres.ts';
import { adminAuth, checkedFetch, configFile, emptyDataDir, model, registerUrls, removeTempDirs, responseProblems, spawnSandbox, startReceiver, startSandbox, tempDir, type MerchantConfig, type Urls } from '../support/sandbox.ts';

const HEX = '0123456789abcdef0123456789abcdef01234567';
const SHOP = 'https://shop.example';
const checkoutHost = model.host('checkout');
const webhookValidator = (path: string) => checkoutHost.compile(checkoutHost.webhooks.find((w: { path: string }) => w.path === path).requestBody.schemaPointer);
const validPaymentOutcome = webhookValidator('payment-outcome');
const validInitialRecurring = webhookValidator('initial-recurring-debit');
const validRecurringSale = webhookValidator('recurring-sale');

let counter = 0;
const orderId = (prefix = 'o') => `${prefix}-${process.pid}-${Date.now().toString(36)}-${++counter}`;

afterAll(removeTempDirs);

// PostgreSQL: one server for the files this worker runs, started on first use.
const postgres = sharedPostgres;

type Merchant = MerchantConfig;
type Clients = ReturnType<typeof clientsOf>;

function clientsOf(urls: Urls, problems: string[], m: { merchant_key: string; client_key: string; password: string }) {
  registerUrls(urls);
  const f = checkedFetch(problems);
  const checkout = createCheckoutClient({ baseUrl: urls.checkout, merchantKey: m.merchant_key, password: m.password, fetch: f });
  const card = createS2sCardClient({ baseUrl: urls['s2s-card'], clientKey: m.client_key, password: m.password, fetch: f });
  return { checkout, card };
}

/** An S2S CARD call through the client; where the contract has no recipe, the caller's hash (any 40-hex). */
async function s2s(c: Clients, body: Record<string, unknown>): Promise<{ data?: any; error?: any; response: Response }> {
  try {
    return (await (c.card as any).POST('/post', { body })) as any;
  } catch (err) {
    if (err instanceof ContractRefusal && (err as any).code === 'HASH_REQUIRED') return (await (c.card as any).POST('/post', { body: { ...body, hash: HEX } })) as any;
    throw err;
  }
}

async function session(c: Clients, body: Record<string, unknown>): Promise<{ data?: any; error?: any; response: Response }> {
  const full: Record<string, unknown> = { success_url: `${SHOP}/success`, cancel_url: `${SHOP}/cancel`, error_url: `${SHOP}/error`, expiry_url: `${SHOP}/expired`, ...body };
  if (full.operation !== 'purchase' && full.hash === undefined) full.hash = HEX;
  return (await (c.checkout as any).POST('/api/v1/session', { body: full })) as any;
}
const purchase = (c: Clients, extra: Record<string, unknown> = {}, number = orderId('sale')) =>
  session(c, { operation: 'purchase', order: { number, amount: '10.00', currency: 'USD', description: 'Flow test order' }, ...extra });

/** Pays (or otherwise completes) a session headlessly: the 303 answer. */
async function pay(redirectUrl: string, outcome = 'success') {
  const res = await fetch(`${redirectUrl}?outcome=${outcome}`, { method: 'POST', redirect: 'manual' });
  await res.text();
  return { status: res.status, location: res.headers.get('location') ?? '' };
}
/** A new auth or sale, paid: its trans_id, payment_id and order_id from the success redirect. */
async function paidPayment(c: Clients, extra: Record<string, unknown> = {}) {
  const s = await purchase(c, extra);
  expect(s.response.status).toBe(200);
  const p = await pay(s.data.redirect_url);
  expect(p.status).toBe(303);
  const q = new URL(p.location).searchParams;
  return { trans_id: q.get('trans_id')!, payment_id: q.get('payment_id')!, order_id: q.get('order_id')! };
}

async function admin(base: string, path: string, init?: { method?: string; body?: unknown }) {
  const res = await fetch(`${base}/sandbox/${path}`, { method: init?.method ?? 'GET', headers: { ...adminAuth(), ...(init?.body !== undefined ? { 'content-type': 'application/json' } : {}) }, body: init?.body !== undefined ? JSON.stringify(init.body) : undefined });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : undefined, headers: res.headers };
}

/** A raw form POST to an S2S host's /post (for what the client refuses to send), validated against the bundle. */
async function rawForm(urls: Urls, hostName: 's2s-card' | 's2s-apm', body: string, problems: string[]) {
  const res = await fetch(`${urls[hostName]}/post`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const text = await res.text();
  problems.push(...responseProblems(model.host(hostName), 'POST', '/post', res.status, text));
  return { status: res.status, body: JSON.parse(text), headers: res.headers };
}

/** The answer is the catalogue row `name`: its status, and its error_code and error_message where it has them. */
function expectRow(answer: { status: number; body: any }, name: string) {
  const row = model.error(name);
  expect(row, name).toBeTruthy();
  expect(answer.status, `${name}: ${JSON.stringify(answer.body)}`).toBe(row.status);
  if (row.body) {
    expect(answer.body.error_code, name).toBe(row.body.error_code);
    expect(answer.body.error_message, name).toBe(row.body.error_message);
  } else {
    if (row.code !== null) expect(answer.body.error_code, name).toBe(row.code);
    if (row.message !== null) expect(answer.body.error_message, name).toBe(row.message);
  }
}
const asAnswer = (r: { data?: any; error?: any; response: Response }) => ({ status: r.response.status, body: r.error ?? r.data });

async function until<T>(what: string, get: () => Promise<T | undefined | false>, ms = 10_000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await get();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

type Receiver = Awaited<ReturnType<typeof startReceiver>>;
const callbackOf = (receiver: Receiver, transId: string) => receiver.received.find((r) => JSON.parse(r.body).trans_id === transId);
const waitCallback = (receiver: Receiver, transId: string) => until(`callback of ${transId}`, async () => callbackOf(receiver, transId));

// ---------------------------------------------------------------------------------------------------------
const backends = [
  { name: 'PGlite', database: async () => ({ dataDir: await emptyDataDir('sandbox-flows-') }) },
  { name: 'PostgreSQL', database: async () => ({ databaseUrl: await (await postgres()).createDatabase(`flows_${process.pid}_${Date.now()}`) }) },
];

describe.each(backends)('flows on $name', { timeout: 60_000 }, ({ database }) => {
  let receiver: Receiver;
  let flaky: Receiver;
  let running: Awaited<ReturnType<typeof startSandbox>>;
  let urls: Urls;
  const FLOW: Merchant = { environment: 'test', merchant_key: 'mk-flow', client_key: 'ck-flow', password: 'pw-flow' };
  const SMS: Merchant = { environment: 'test', merchant_key: 'mk-sms', client_key: 'ck-sms', password: 'pw-sms', payment_mode: 'SMS' };
  const LIVE: Merchant = { environment: 'live', merchant_key: 'mk-live', client_key: 'ck-live', password: 'pw-live' };
  const IP: Merchant = { environment: 'test', merchant_key: 'mk-ip', client_key: 'ck-ip', password: 'pw-ip', ip_allowlist: ['203.0.113.0/24'] };
  const OFF: Merchant = { environment: 'test', merchant_key: 'mk-off', client_key: 'ck-off', password: 'pw-off', refunds: 'off' };
  const PORTAL: Merchant = { environment: 'test', merchant_key: 'mk-portal', client_key: 'ck-portal', password: 'pw-portal', refunds: 'portal-only' };
  const RETRY: Merchant = { environment: 'test', merchant_key: 'mk-retry', client_key: 'ck-retry', password: 'pw-retry' };

  beforeAll(async () => {
    receiver = await startReceiver();
    flaky = await startReceiver((n) => (n <= 2 ? 500 : 200));
    FLOW.callback_url = receiver.url;
    RETRY.callback_url = flaky.url;
    running = await startSandbox({ config: { merchants: [FLOW, SMS, LIVE, IP, OFF, PORTAL, RETRY], duplicate_window_seconds: 1 }, explain: true, ...(await database()) });
    urls = running.urls;
    registerUrls(urls);
  });
  afterAll(async () => {
    await running?.close();
    await receiver?.close();
    await flaky?.close();
  });

  it('1. a Checkout sale paid headlessly: 303 to success_url, a signed payment-outcome callback, delivered', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, FLOW);
    const number = orderId('sale');
    const s = await purchase(c, {}, number);
    expect(s.response.status).toBe(200);
    expect(s.data.redirect_url).toMatch(/\/sandbox\/pay\//);
    const p = await pay(s.data.redirect_url);
    expect(p.status).toBe(303);
    const target = new URL(p.location);
    expect(`${target.origin}${target.pathname}`).toBe(`${SHOP}/success`);
    const q = target.searchParams;
    for (const k of ['payment_id', 'trans_id', 'order_id', 'hash']) expect(q.get(k), k).toBeTruthy();
    expect(q.get('order_id')).toBe(number);
    expect(q.get('hash')).toBe(signatureOf([q.get('payment_id')!, q.get('trans_id')!, q.get('order_id')!], FLOW.password));

    const cb = await waitCallback(receiver, q.get('trans_id')!);
    const body = JSON.parse(cb.body);
    expect(validPaymentOutcome(body), JSON.stringify(validPaymentOutcome.errors)).toBe(true);
    expect(body).toMatchObject({ trans_id: q.get('trans_id'), payment_id: q.get('payment_id'), order_id: number, order_status: 'settled' });
    expect(cb.headers['x-sandbox-signature']).toBe(signatureOf([cb.body], FLOW.password));
    expect(cb.headers['content-type']).toMatch(/application\/json/);

    const listed = await until('delivered callback', async () => {
      const { body: l } = await admin(urls.checkout, `callbacks?payment_id=${q.get('trans_id')}`);
      const row = l.callbacks.find((x: any) => x.status === 'delivered');
      return row;
    });
    expect(listed.deliveries.length).toBe(1);
    expect(listed.deliveries[0]).toMatchObject({ attempt: 1, http_status: 200 });
    expect(listed.body).toBe(cb.body);
    expect(problems).toEqual([]);
  });

  it('2. S2S CARD: auth -> capture -> credit (refund) -> status -> creditvoid, with the history', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, FLOW);
    const auth = await paidPayment(c, { auth: true, req_token: true });
    const stored = await admin(urls['s2s-card'], `payments/${auth.trans_id}`);
    expect(stored.status).toBe(200);
    expect(stored.body).toMatchObject({ kind: 'auth', state: 'pending' });
    const cardToken = stored.body.card_token;
    expect(cardToken).toBeTruthy();

    const cap = await s2s(c, { action: 'CAPTURE', trans_id: auth.trans_id });
    expect(cap.response.status).toBe(200);
    expect(cap.data).toMatchObject({ trans_id: auth.trans_id, order_status: 'settled' });
    expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: auth.trans_id })), 'capture-not-pending');

    const credit = (await (c.checkout as any).POST('/api/v1/payment/card/credit', {
      body: { operation: 'credit', order_id: orderId('credit'), order_amount: '10.00', order_currency: 'USD', order_description: 'refund', card_token: cardToken, hash: HEX },
    })) as any;
    expect(credit.response.status, JSON.stringify(credit.error)).toBe(200);
    expect(credit.data.order_status).toBe('settled');
    const creditId = credit.data.trans_id;

    const st = await s2s(c, { action: 'GET_TRANS_STATUS', trans_id: auth.trans_id });
    expect(st.response.status).toBe(200);
    expect(st.data).toMatchObject({ trans_id: auth.trans_id, order_status: 'settled' });
    const byOrder = await s2s(c, { action: 'GET_TRANS_STATUS_BY_ORDER', order_id: auth.order_id });
    expect(byOrder.response.status).toBe(200);
    expect(byOrder.data).toMatchObject({ trans_id: auth.trans_id, order_id: auth.order_id, order_status: 'settled' });

    const cv = await s2s(c, { action: 'CREDITVOID', trans_id: creditId });
    expect(cv.response.status).toBe(200);
    expect(cv.data.order_status).toBe('voided');
    expectRow(asAnswer(await s2s(c, { action: 'CREDITVOID', trans_id: creditId })), 'payment-action-not-supported');

    const history = (await admin(urls['s2s-card'], `payments/${auth.trans_id}`)).body.history.map((e: any) => [e.from_state, e.to_state]);
    expect(history).toEqual([
      [null, 'pending'],
      ['pending', 'settled'],
    ]);
    const creditHistory = (await admin(urls['s2s-card'], `payments/${creditId}`)).body;
    expect(creditHistory.data.refund_of).toBe(auth.trans_id);
    expect(creditHistory.history.map((e: any) => [e.from_state, e.to_state])).toEqual([
      [null, 'settled'],
      ['settled', 'voided'],
    ]);
    expect(problems).toEqual([]);
  });

  describe('3. catalogue rows, each from its situation', () => {
    it('hash-not-valid (wrong password, with the explanation header; unknown key), use-test-key, ip-not-allowed', async () => {
      const problems: string[] = [];
      const wrong = clientsOf(urls, problems, { ...FLOW, password: 'pw-wrong' });
      const r = await s2s(wrong, { action: 'GET_TRANS_STATUS', trans_id: 'whatever' });
      expectRow(asAnswer(r), 'hash-not-valid');
      const explanation = r.response.headers.get('x-sandbox-hash-explanation') ?? '';
      // The recipe, its fields and the uppercase input with the (merchant's) password masked; no digest.
      expect(explanation).toContain('action=GET_TRANS_STATUS');
      expect(explanation).toContain('recipe sha1(md5(upper(fields+password)))');
      expect(explanation).toContain('/trans_id="whatever"');
      // The password is named, not masked character by character (that would tell its length).
      expect(explanation).toMatch(/input WHATEVER<password>$/);
      expect(explanation.toLowerCase()).not.toContain('pw-wrong');
      expect(explanation.toLowerCase()).not.toContain('pw-flow');
      const ws = await purchase(clientsOf(urls, problems, { ...FLOW, password: 'pw-wrong' }));
      expectRow(asAnswer(ws), 'hash-not-valid');
      expect((ws.response.headers.get('x-sandbox-hash-explanation') ?? '').toLowerCase()).not.toContain('pw-');

      expectRow(asAnswer(await s2s(clientsOf(urls, problems, { ...FLOW, client_key: 'ck-nobody' }), { action: 'GET_TRANS_STATUS', trans_id: 'x' })), 'hash-not-valid');
      expectRow(asAnswer(await purchase(clientsOf(urls, problems, { ...FLOW, merchant_key: 'mk-nobody' }))), 'hash-not-valid');
      expectRow(asAnswer(await s2s(clientsOf(urls, problems, LIVE), { action: 'GET_TRANS_STATUS', trans_id: 'x' })), 'use-test-key');
      expectRow(asAnswer(await purchase(clientsOf(urls, problems, LIVE))), 'use-test-key');
      expectRow(asAnswer(await s2s(clientsOf(urls, problems, IP), { action: 'GET_TRANS_STATUS', trans_id: 'x' })), 'ip-not-allowed');
      expectRow(asAnswer(await purchase(clientsOf(urls, problems, IP))), 'ip-not-allowed');
      expect(problems).toEqual([]);
    });

    it('request-data-invalid (the mock 400 example), route-not-supported (REFUND, unknown path), not-a-valid-uuid', async () => {
      const problems: string[] = [];
      const missing = await rawForm(urls, 's2s-card', `action=CAPTURE&client_key=ck-flow&hash=${HEX}`, problems);
      const op = model.host('s2s-card').operation('post', '/post');
      const example = op.response(400).examples.find((e: any) => e.name === 'request-data-invalid').value;
      expect(missing.status).toBe(400);
      expect(missing.body).toEqual(example);
      expectRow(missing, 'request-data-invalid');
      expect(missing.headers.get('sl-violations')).toMatch(/trans_id/);

      expectRow(await rawForm(urls, 's2s-card', `action=REFUND&client_key=ck-flow&trans_id=x&hash=${HEX}`, problems), 'route-not-supported');
      const unknown = await fetch(`${urls['s2s-card']}/no/such/path`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=CAPTURE' });
      expectRow({ status: unknown.status, body: await unknown.json() }, 'route-not-supported');

      for (const action of ['DELETE_SCHEDULE', 'UPDATE_SCHEDULE']) {
        expectRow(await rawForm(urls, 's2s-card', `action=${action}&client_key=ck-flow&schedule_id=nope&hash=${HEX}`, problems), 'not-a-valid-uuid');
      }
      // A NUL character (PostgreSQL text cannot hold one) in an otherwise valid body: a value, a member name.
      const nulInValue = await rawForm(urls, 's2s-card', `action=GET_TRANS_STATUS_BY_ORDER&client_key=ck-flow&order_id=o%00x&hash=${HEX}`, problems);
      expectRow(nulInValue, 'request-data-invalid');
      expect(nulInValue.headers.get('sl-violations')).toMatch(/NUL/);
      const nulInName = await fetch(`${urls.checkout}/api/v1/session`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ merchant_key: 'mk-flow', operation: 'purchase', order: { number: 'o-nul', amount: '1.00', currency: 'USD', description: 'd' }, success_url: `${SHOP}/s`, cancel_url: `${SHOP}/c`, hash: HEX, custom_data: { 'k\u0000': 'v' } }),
      });
      expect(nulInName.status).toBe(400);
      expect(nulInName.headers.get('sl-violations')).toMatch(/NUL/);
      expect(problems).toEqual([]);
    });

    it('payment-action-not-supported (an auth session on an SMS merchant, both session operations; VOID of a settled sale); CAPTURE of a settled sale there is capture-not-pending', async () => {
      const problems: string[] = [];
      const sms = clientsOf(urls, problems, SMS);
      const sale = await paidPayment(sms);
      // Section 3's condition on CAPTURE (not pending -> 208003) comes before the routing check of the merchant's mode.
      expectRow(asAnswer(await s2s(sms, { action: 'CAPTURE', trans_id: sale.trans_id })), 'capture-not-pending');
      expect((await admin(urls.checkout, `payments/${sale.trans_id}`)).body.state).toBe('settled');
      expectRow(asAnswer(await purchase(sms, { auth: true })), 'payment-action-not-supported');
      const token = (await (sms.checkout as any).POST('/api/v1/session/token', {
        body: { operation: 'purchase', auth: true, order: { number: orderId('tok'), amount: '10.00', currency: 'USD', description: 'Flow test order' }, return_url: `${SHOP}/after-3ds`, hash: HEX },
      })) as any;
      expectRow(asAnswer(token), 'payment-action-not-supported');
      // Both session operations list the row, and serve it as a 400 example (x-occurs-in, x-errors, examples).
      const row = model.error('payment-action-not-supported');
      for (const [path, operationId] of [['/api/v1/session', 'createSession'], ['/api/v1/session/token', 'createSessionToken']]) {
        const op = checkoutHost.operation('post', path);
        expect(row.occursIn, operationId).toContain(`checkout:${operationId}`);
        expect(op.errors, operationId).toContain('payment-action-not-supported');
        expect(op.response(400).examples.find((e: any) => e.name === 'payment-action-not-supported')?.value, operationId).toEqual(row.body);
      }
      const c = clientsOf(urls, problems, FLOW);
      const settled = await paidPayment(c);
      expectRow(asAnswer(await s2s(c, { action: 'VOID', trans_id: settled.trans_id })), 'payment-action-not-supported');
      expect((await admin(urls.checkout, `payments/${settled.trans_id}`)).body.state).toBe('settled');
      expect(problems).toEqual([]);
    });

    it('transaction-does-not-exist, order-does-not-exist, payment-does-not-exist, size-out-of-range, payment-not-found', async () => {
      const problems: string[] = [];
      const c = clientsOf(urls, problems, FLOW);
      const unknown = '00000000-0000-4000-8000-000000000000';
      expectRow(asAnswer(await s2s(c, { action: 'GET_TRANS_STATUS', trans_id: unknown })), 'transaction-does-not-exist');
      expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: unknown })), 'transaction-does-not-exist');
      expectRow(asAnswer(await s2s(c, { action: 'GET_TRANS_STATUS_BY_ORDER', order_id: 'no-such-order' })), 'order-does-not-exist');
      expectRow(asAnswer(await s2s(c, { action: 'VOID', trans_id: unknown })), 'payment-not-found');
      expectRow(asAnswer(await s2s(c, { action: 'CREDITVOID', trans_id: unknown })), 'payment-not-found');

      const lookup = (body: object) => admin(urls.checkout, 'checkout-status', { method: 'POST', body: { merchant_key: 'mk-flow', hash: HEX, ...body } });
      expectRow(await lookup({ order_id: 'no-such-order' }), 'order-does-not-exist');
      // Unknown payment_id: section 7's table shows 101000, its 6.7.0 not-found rule gives payment entities
      // 100000; the sandbox answers the rule's code (read from the model), with the row's message, and says so.
      const unknownPayment = await lookup({ payment_id: 'pay-nothing' });
      const paymentRow = model.error('payment-does-not-exist');
      expect(paymentRow.entity).toBe('payment');
      expect(unknownPayment.status).toBe(paymentRow.status);
      expect(unknownPayment.body).toEqual({ result: 'ERROR', error_code: model.notFoundRule.codes.payment, error_message: 'Payment does not exist.' });
      expect(unknownPayment.body.error_code).toBe(100000);
      expect(unknownPayment.headers.get('x-sandbox-note')).toMatch(/not-found rule/);
      expect(identifyError(unknownPayment.body, unknownPayment.status)?.name).toBe('payment-does-not-exist');
      const sale = await paidPayment(c);
      expectRow(await lookup({ order_id: sale.order_id, size: '101' }), 'size-out-of-range');
      expectRow(await lookup({ order_id: sale.order_id, size: '0' }), 'size-out-of-range');
      expectRow(await lookup({ order_id: sale.order_id, size: '000101' }), 'size-out-of-range');
      const one = await lookup({ order_id: sale.order_id });
      expect(one.status).toBe(200);
      expect(one.body).toMatchObject({ trans_id: sale.trans_id, order_status: 'settled' });
      const list = await lookup({ order_id: sale.order_id, size: '5' });
      expect(list.body).toHaveLength(1);
      // size is a string with an integer 1..100: leading zeros are its value too.
      for (const size of ['050', '001', '0100']) {
        const padded = await lookup({ order_id: sale.order_id, size });
        expect(padded.status, `${size}: ${JSON.stringify(padded.body)}`).toBe(200);
        expect(padded.body, size).toHaveLength(1);
      }
      // An in-range size never gets the size row, even when the body is invalid otherwise.
      const otherwiseInvalid = await lookup({ order_id: sale.order_id, size: '050', not_a_member: 'x' });
      expectRow(otherwiseInvalid, 'request-data-invalid');
      const byPayment = await lookup({ payment_id: sale.payment_id });
      expect(byPayment.body).toMatchObject({ trans_id: sale.trans_id });
      // size beside payment_id is accepted (it applies to the lookup by order_id): one object, as without it.
      const byPaymentSized = await lookup({ payment_id: sale.payment_id, size: '5' });
      expect(byPaymentSized.status, JSON.stringify(byPaymentSized.body)).toBe(200);
      expect(byPaymentSized.body).toMatchObject({ trans_id: sale.trans_id });
      expect(problems).toEqual([]);
    });

    it('capture-not-pending: second capture, capture after VOID, capture after the authorization lifetime', async () => {
      const problems: string[] = [];
      const c = clientsOf(urls, problems, FLOW);
      const a1 = await paidPayment(c, { auth: true });
      expect((await s2s(c, { action: 'CAPTURE', trans_id: a1.trans_id })).response.status).toBe(200);
      expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: a1.trans_id })), 'capture-not-pending');

      const a2 = await paidPayment(c, { auth: true });
      const v = await s2s(c, { action: 'VOID', trans_id: a2.trans_id });
      expect(v.response.status).toBe(200);
      expect(v.data.order_status).toBe('voided');
      expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: a2.trans_id })), 'capture-not-pending');
      expectRow(asAnswer(await s2s(c, { action: 'VOID', trans_id: a2.trans_id })), 'payment-action-not-supported');

      const a3 = await paidPayment(c, { auth: true });
      const clock = await admin(urls.checkout, 'clock', { method: 'POST', body: { advance_seconds: 8 * 86400 } });
      expect(clock.status).toBe(200);
      expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: a3.trans_id })), 'capture-not-pending');
      const st = await s2s(c, { action: 'GET_TRANS_STATUS', trans_id: a3.trans_id });
      expect(st.data.order_status).toBe('expired');
      expect((await admin(urls.checkout, `payments/${a3.trans_id}`)).body.history.map((e: any) => e.to_state)).toEqual(['pending', 'expired']);
      expect(problems).toEqual([]);
    });

    it('refund rows: refund-needs-settled-payment, refund-not-allowed, refund-via-portal-only, card-token-invalid', async () => {
      const problems: string[] = [];
      const credit = (cl: Clients, extra: object = {}) =>
        (cl.checkout as any).POST('/api/v1/payment/card/credit', { body: { operation: 'credit', order_id: orderId('credit'), order_amount: '1.00', order_currency: 'USD', order_description: 'refund', hash: HEX, ...extra } });
      const c = clientsOf(urls, problems, FLOW);
      const pending = await paidPayment(c, { auth: true, req_token: true });
      const token = (await admin(urls.checkout, `payments/${pending.trans_id}`)).body.card_token;
      expect(token).toBeTruthy();
      expectRow(asAnswer(await credit(c, { card_token: token })), 'refund-needs-settled-payment');
      expectRow(asAnswer(await credit(c, { card_token: 'ct-no-such-token' })), 'card-token-invalid');
      expectRow(asAnswer(await credit(clientsOf(urls, problems, OFF), { card_token: token })), 'refund-not-allowed');
      expectRow(asAnswer(await credit(clientsOf(urls, problems, PORTAL), { card_token: token })), 'refund-via-portal-only');
      // A credit without a card_token is a payout, not a refund: the refund setting does not apply.
      expect((await credit(clientsOf(urls, problems, OFF))).response.status).toBe(200);
      // Another merchant's token is not this merchant's.
      const other = clientsOf(urls, problems, SMS);
      expectRow(asAnswer(await credit(other, { card_token: token })), 'card-token-invalid');
      expect(problems).toEqual([]);
    });

    it('schedule-not-found, incorrect-transaction, the unchecked-hash header on CREATE_SCHEDULE', async () => {
      const problems: string[] = [];
      const c = clientsOf(urls, problems, FLOW);
      const unknown = '3f2b8c9e-1d4a-4c6b-9e7f-0a1b2c3d4e5f';
      expectRow(asAnswer(await s2s(c, { action: 'DELETE_SCHEDULE', schedule_id: unknown })), 'schedule-not-found');
      expectRow(asAnswer(await s2s(c, { action: 'UPDATE_SCHEDULE', schedule_id: unknown, name: 'x' })), 'schedule-not-found');
      const created = await s2s(c, { action: 'CREATE_SCHEDULE', name: 'Monthly', interval_length: 1, interval_unit: 'month', payments_count: 12 });
      expect(created.response.status).toBe(200);
      expect(created.response.headers.get('x-sandbox-hash')).toMatch(/^not checked/);
      const id = created.data.schedule_id;
      expect((await s2s(c, { action: 'DELETE_SCHEDULE', schedule_id: id })).response.status).toBe(200);
      expectRow(asAnswer(await s2s(c, { action: 'DELETE_SCHEDULE', schedule_id: id })), 'schedule-not-found');
      expectRow(asAnswer(await s2s(c, { action: 'UPDATE_SCHEDULE', schedule_id: id, name: 'again' })), 'schedule-not-found');

      const sale = await paidPayment(c);
      expectRow(asAnswer(await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('rs'), order_amount: '1.00', order_description: 'x', recurring_first_trans_id: sale.trans_id, recurring_token: 'rt-wrong' })), 'incorrect-transaction');
      expect(problems).toEqual([]);
    });

    it('duplicate window: a replay within it answers the first answer; after it, duplicate-payment', async () => {
      const problems: string[] = [];
      const c = clientsOf(urls, problems, FLOW);
      // The window is 1 s of the sandbox clock: the two requests must both land in it. On a loaded machine a pair
      // that took longer than 800 ms is tried again with a new order_id (at most three times).
      let number = '';
      let first: Awaited<ReturnType<typeof purchase>> | undefined;
      let second: Awaited<ReturnType<typeof purchase>> | undefined;
      for (let attempt = 1; ; attempt++) {
        number = orderId('dup');
        const started = performance.now();
        first = await purchase(c, {}, number);
        second = await purchase(c, {}, number);
        if (performance.now() - started < 800 || attempt === 3) break;
      }
      if (!first || !second) throw new Error('unreachable');
      expect(first.response.status).toBe(200);
      expect(second.response.status).toBe(200);
      expect(second.data).toEqual(first.data);
      expect(first.response.headers.get('x-sandbox-duplicate')).toBeNull();
      expect(second.response.headers.get('x-sandbox-duplicate')).toMatch(/replay/);
      await admin(urls.checkout, 'clock', { method: 'POST', body: { advance_seconds: 2 } });
      expectRow(asAnswer(await purchase(c, {}, number)), 'duplicate-payment');
      expect(problems).toEqual([]);
    });
  });

  it('4. schedules create/update/delete; recurring: initial debit callback, RECURRING_SALE and its callback', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, FLOW);
    const wanted = crypto.randomUUID();
    const created = await s2s(c, { action: 'CREATE_SCHEDULE', name: 'Weekly', interval_length: 1, interval_unit: 'week', payments_count: 4, schedule_id: wanted });
    expect(created.response.status).toBe(200);
    expect(created.data.schedule_id).toBe(wanted);
    const updated = await s2s(c, { action: 'UPDATE_SCHEDULE', schedule_id: wanted, payments_count: 8 });
    expect(updated.response.status).toBe(200);
    expect(updated.data.schedule_id).toBe(wanted);
    expect((await s2s(c, { action: 'DELETE_SCHEDULE', schedule_id: wanted })).response.status).toBe(200);

    const s = await session(c, { operation: 'debit', recurring_init: true, order: { number: orderId('debit'), amount: '5.00', currency: 'USD', description: 'Subscription' } });
    expect(s.response.status, JSON.stringify(s.error)).toBe(200);
    const p = await pay(s.data.redirect_url);
    expect(p.status).toBe(303);
    const initialId = new URL(p.location).searchParams.get('trans_id')!;
    const initialCb = JSON.parse((await waitCallback(receiver, initialId)).body);
    expect(validInitialRecurring(initialCb), JSON.stringify(validInitialRecurring.errors)).toBe(true);
    const stored = (await admin(urls.checkout, `payments/${initialId}`)).body;
    expect(stored.kind).toBe('debit');
    const token = stored.data.recurring_token;
    expect(token).toBeTruthy();
    expect(initialCb.recurring_token).toBe(token);
    // card_token is in every debit callback (sections 2.3, 9.6), this one too.
    expect(stored.card_token).toBeTruthy();
    expect(initialCb.card_token).toBe(stored.card_token);

    const rs = await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('rs'), order_amount: '5.00', order_description: 'Month 2', recurring_first_trans_id: initialId, recurring_token: token });
    expect(rs.response.status, JSON.stringify(rs.error)).toBe(200);
    expect(rs.data.order_status).toBe('settled');
    const rsCb = JSON.parse((await waitCallback(receiver, rs.data.trans_id)).body);
    expect(validRecurringSale(rsCb), JSON.stringify(validRecurringSale.errors)).toBe(true);
    expect(rsCb.order_status).toBe('settled');
    expect(problems).toEqual([]);
  });

  it('4a. a declined debit\'s callback carries a card_token too (section 2.3: present in every debit callback)', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, FLOW);
    const s = await session(c, { operation: 'debit', order: { number: orderId('debit-declined'), amount: '3.00', currency: 'USD', description: 'Declined debit' } });
    expect(s.response.status, JSON.stringify(s.error)).toBe(200);
    const p = await pay(s.data.redirect_url, 'decline');
    expect(p.status).toBe(303);
    const id = new URL(p.location).searchParams.get('trans_id')!;
    const cb = JSON.parse((await waitCallback(receiver, id)).body);
    const stored = (await admin(urls.checkout, `payments/${id}`)).body;
    expect(stored.state).toBe('declined');
    expect(stored.card_token).toBeTruthy();
    expect(cb.card_token).toBe(stored.card_token);
    expect(problems).toEqual([]);
  });

  // RECURRING_SALE carries custom data as literal `custom_data[key]` form members (the branch's patternProperties);
  // the callback returns that value (section 6), gathered into one object.
  it('4b. RECURRING_SALE custom_data[key] members reach the recurring-sale callback', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, FLOW);
    const s = await session(c, { operation: 'debit', recurring_init: true, order: { number: orderId('debit'), amount: '5.00', currency: 'USD', description: 'Subscription' } });
    const initialId = new URL((await pay(s.data.redirect_url)).location).searchParams.get('trans_id')!;
    const token = (await admin(urls.checkout, `payments/${initialId}`)).body.data.recurring_token;
    const rs = await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('rs'), order_amount: '5.00', order_description: 'Month 2', recurring_first_trans_id: initialId, recurring_token: token, 'custom_data[ref]': 'abc-123' });
    expect(rs.response.status, JSON.stringify(rs.error)).toBe(200);
    expect(problems).toEqual([]);
    const cb = JSON.parse((await waitCallback(receiver, rs.data.trans_id)).body);
    expect(validRecurringSale(cb)).toBe(true);
    expect(cb.custom_data).toEqual({ ref: 'abc-123' });
  });

  it('5. payer page outcomes: decline, cancel, expired, challenge; a forced outcome declines the next payment', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, FLOW);
    const dest = async (outcome: string) => {
      const s = await purchase(c);
      const p = await pay(s.data.redirect_url, outcome);
      expect(p.status, outcome).toBe(303);
      return { url: new URL(p.location), redirect: s.data.redirect_url };
    };
    const declined = await dest('decline');
    expect(`${declined.url.origin}${declined.url.pathname}`).toBe(`${SHOP}/error`);
    const dcb = JSON.parse((await waitCallback(receiver, declined.url.searchParams.get('trans_id')!)).body);
    expect(validPaymentOutcome(dcb)).toBe(true);
    expect(dcb.order_status).toBe('declined');

    const cancelled = await dest('cancel');
    expect(`${cancelled.url.origin}${cancelled.url.pathname}`).toBe(`${SHOP}/cancel`);
    for (const k of ['payment_id', 'trans_id', 'order_id', 'hash']) expect(cancelled.url.searchParams.get(k), k).toBeTruthy();
    const expired = await dest('expired');
    expect(`${expired.url.origin}${expired.url.pathname}`).toBe(`${SHOP}/expired`);

    const challenge = await dest('challenge');
    expect(challenge.url.pathname).toMatch(/^\/sandbox\/challenge\//);
    const passed = await fetch(`${challenge.url.href}?challenge=pass`, { method: 'POST', redirect: 'manual' });
    expect(passed.status).toBe(303);
    const success = new URL(passed.headers.get('location')!);
    expect(`${success.origin}${success.pathname}`).toBe(`${SHOP}/success`);
    const again = await fetch(`${challenge.url.href}?challenge=pass`, { method: 'POST', redirect: 'manual' });
    expect(again.status).toBe(409);
    // A completed session cannot be paid again.
    expect((await pay(declined.redirect)).status).toBe(409);

    // Forced outcome: the merchant's next payment is declined (a recurring sale), then the one after succeeds.
    const d = await session(c, { operation: 'debit', recurring_init: true, order: { number: orderId('debit'), amount: '5.00', currency: 'USD', description: 'Sub' } });
    const initialId = new URL((await pay(d.data.redirect_url)).location).searchParams.get('trans_id')!;
    const token = (await admin(urls.checkout, `payments/${initialId}`)).body.data.recurring_token;
    const forced = await admin(urls.checkout, 'outcome', { method: 'POST', body: { outcome: 'decline', merchant_key: 'mk-flow' } });
    expect(forced.status).toBe(200);
    const rs = await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('rs'), order_amount: '5.00', order_description: 'Month 2', recurring_first_trans_id: initialId, recurring_token: token });
    expect(rs.response.status).toBe(200);
    expect(rs.data.order_status).toBe('declined');
    const rsCb = JSON.parse((await waitCallback(receiver, rs.data.trans_id)).body);
    expect(rsCb.order_status).toBe('declined');
    const next = await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('rs'), order_amount: '5.00', order_description: 'Month 3', recurring_first_trans_id: initialId, recurring_token: token });
    expect(next.data.order_status).toBe('settled');
    // And on a Checkout payment: the payer's success is overridden.
    await admin(urls.checkout, 'outcome', { method: 'POST', body: { outcome: 'decline', merchant_key: 'mk-flow' } });
    const overridden = await dest('success');
    expect(`${overridden.url.origin}${overridden.url.pathname}`).toBe(`${SHOP}/error`);
    expect(problems).toEqual([]);
  });

  it('6. callbacks retried on 500 until a 200 (3 deliveries), then resent and delivered again', async () => {
    const problems: string[] = [];
    const c = clientsOf(urls, problems, RETRY);
    const sale = await paidPayment(c);
    await flaky.waitFor(3);
    const row = await until('delivered after retries', async () => (await admin(urls.checkout, `callbacks?payment_id=${sale.trans_id}`)).body.callbacks.find((x: any) => x.status === 'delivered'));
    expect(row.deliveries.map((d: any) => d.http_status)).toEqual([500, 500, 200]);
    expect(row.deliveries.map((d: any) => d.attempt)).toEqual([1, 2, 3]);
    const resent = await admin(urls.checkout, `callbacks/${row.id}/resend`, { method: 'POST' });
    expect(resent.status).toBe(200);
    await flaky.waitFor(4);
    expect(flaky.received[3].body).toBe(flaky.received[0].body);
    const after = await until('delivered again', async () => {
      const r = (await admin(urls.checkout, `callbacks?payment_id=${sale.trans_id}`)).body.callbacks[0];
      return r.status === 'delivered' && r.deliveries.length === 4 && r;
    });
    expect(after.deliveries.map((d: any) => d.attempt)).toEqual([1, 2, 3, 4]);
    expect((await admin(urls.checkout, 'callbacks/999999999/resend', { method: 'POST' })).status).toBe(404);
    expect(problems).toEqual([]);
  });
});

// ---------------------------------------------------------------------------------------------------------
/** A receiver on a given port (to reopen one at the URL a sandbox already has in its config). */
async function receiverOn(port: number) {
  const received: { headers: http.IncomingHttpHeaders; body: string }[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.end('ok');
    });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return { received, port: (server.address() as AddressInfo).port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

// Section 3: CAPTURE of a payment that is not pending gives 208003, whatever the merchant's payment_mode; only a
// pending authorization meets the routing check (204005 where the mode cannot route it). An SMS-only merchant
// cannot create an authorization, so its mode changes between two runs of the sandbox on the same data.
describe('CAPTURE and VOID after the merchant\'s payment_mode became SMS', { timeout: 60_000 }, () => {
  it('a pending authorization gets 204005 (CAPTURE, VOID) and stays pending; a settled sale gets 208003', async () => {
    const problems: string[] = [];
    const dataDir = await emptyDataDir('sandbox-mode-');
    const merchant: Merchant = { environment: 'test', merchant_key: 'mk-mode', client_key: 'ck-mode', password: 'pw-mode', payment_mode: 'SMS/DMS' };
    const before = await startSandbox({ config: { merchants: [merchant] }, dataDir });
    const [auth, sale] = await (async () => {
      try {
        const c = clientsOf(before.urls, problems, merchant);
        return [await paidPayment(c, { auth: true }), await paidPayment(c)];
      } finally {
        await before.close();
      }
    })();
    const after = await startSandbox({ config: { merchants: [{ ...merchant, payment_mode: 'SMS' }] }, dataDir });
    try {
      const c = clientsOf(after.urls, problems, merchant);
      expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: auth.trans_id })), 'payment-action-not-supported');
      expectRow(asAnswer(await s2s(c, { action: 'VOID', trans_id: auth.trans_id })), 'payment-action-not-supported');
      expect((await admin(after.urls.checkout, `payments/${auth.trans_id}`)).body.state).toBe('pending');
      expectRow(asAnswer(await s2s(c, { action: 'CAPTURE', trans_id: sale.trans_id })), 'capture-not-pending');
      expectRow(asAnswer(await s2s(c, { action: 'VOID', trans_id: sale.trans_id })), 'payment-action-not-supported');
      expect(problems).toEqual([]);
    } finally {
      await after.close();
    }
  });
});

describe('child process', { concurrent: true, timeout: 120_000 }, () => {
  it('7. restart keeps payments, schedules and pending callbacks (delivered once the receiver is back)', async () => {
    const problems: string[] = [];
    const first = await receiverOn(0);
    const port = first.port;
    await first.close();
    const FLOW: Merchant = { environment: 'test', merchant_key: 'mk-r', client_key: 'ck-r', password: 'pw-r', callback_url: `http://127.0.0.1:${port}/callbacks` };
    const file = configFile({ merchants: [FLOW] });
    const dataDir = await emptyDataDir('sandbox-restart-');
    let child = await spawnSandbox({ configFile: file, dataDir, args: ['--quiet'] });
    let c = clientsOf(child.urls, problems, FLOW);
    const sale = await paidPayment(c);
    const schedule = await s2s(c, { action: 'CREATE_SCHEDULE', name: 'Kept', interval_length: 1, interval_unit: 'month', payments_count: 3 });
    expect(schedule.response.status).toBe(200);
    const before = (await admin(child.urls.checkout, `callbacks?payment_id=${sale.trans_id}`)).body.callbacks;
    expect(before).toHaveLength(1);
    expect(before[0].status).toBe('pending');
    expect(await child.stop('SIGINT')).toBe(0);
    expect(child.output()).toMatch(/stopped/);

    const back = await receiverOn(port);
    try {
      child = await spawnSandbox({ configFile: file, dataDir, args: ['--quiet'] });
      c = clientsOf(child.urls, problems, FLOW);
      const found = await admin(child.urls.checkout, `payments?order_id=${encodeURIComponent(sale.order_id)}`);
      expect(found.body.payments.map((p: any) => p.id)).toEqual([sale.trans_id]);
      const st = await s2s(c, { action: 'GET_TRANS_STATUS', trans_id: sale.trans_id });
      expect(st.data.order_status).toBe('settled');
      const upd = await s2s(c, { action: 'UPDATE_SCHEDULE', schedule_id: schedule.data.schedule_id, name: 'Still here' });
      expect(upd.response.status).toBe(200);
      const listed = (await admin(child.urls.checkout, `callbacks?payment_id=${sale.trans_id}`)).body.callbacks;
      expect(listed.map((x: any) => x.id)).toEqual([before[0].id]);
      expect(['pending', 'delivered']).toContain(listed[0].status);
      // The first run's attempts failed (nothing listened); let the next one be due now.
      await admin(child.urls.checkout, 'clock', { method: 'POST', body: { advance_seconds: 600 } });
      await until('callback after restart', async () => back.received.length >= 1, 15_000);
      expect(JSON.parse(back.received[0].body).trans_id).toBe(sale.trans_id);
      const done = await until('delivered', async () => (await admin(child.urls.checkout, `callbacks?payment_id=${sale.trans_id}`)).body.callbacks.find((x: any) => x.status === 'delivered'));
      expect(done.deliveries.at(-1).http_status).toBe(200);
      expect(done.deliveries.slice(0, -1).every((d: any) => d.http_status === null && d.error)).toBe(true);
      expect(await child.stop('SIGINT')).toBe(0);
    } finally {
      await child.stop('SIGKILL');
      await back.close();
    }
    expect(problems).toEqual([]);
  });

  it('8. SIGKILL during 100 concurrent writes: every answered payment and session is there after a restart', async () => {
    const problems: string[] = [];
    const FLOW: Merchant = { environment: 'test', merchant_key: 'mk-k', client_key: 'ck-k', password: 'pw-k' };
    const file = configFile({ merchants: [FLOW] });
    const dataDir = await emptyDataDir('sandbox-kill-');
    let child = await spawnSandbox({ configFile: file, dataDir, args: ['--quiet'] });
    // An answer the kill cuts off rejects (checkedFetch reads the whole body first): only complete answers are checked.
    let c = clientsOf(child.urls, problems, FLOW);
    const d = await session(c, { operation: 'debit', recurring_init: true, order: { number: orderId('debit'), amount: '5.00', currency: 'USD', description: 'Sub' } });
    const initialId = new URL((await pay(d.data.redirect_url)).location).searchParams.get('trans_id')!;
    const token = (await admin(child.urls.checkout, `payments/${initialId}`)).body.data.recurring_token;

    const sales: string[] = [];
    const sessions: string[] = [];
    let answered = 0;
    const jobs = Array.from({ length: 100 }, async (_, i) => {
      try {
        if (i % 2 === 0) {
          const r = await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('kill'), order_amount: '1.00', order_description: 'burst', recurring_first_trans_id: initialId, recurring_token: token });
          if (r.response.status === 200) sales.push(r.data.trans_id);
        } else {
          const r = await purchase(c);
          if (r.response.status === 200) sessions.push(r.data.redirect_url.split('/').at(-1));
        }
      } catch {
        // cut off by the kill
      }
      answered++;
    });
    await until('some answers', async () => sales.length + sessions.length >= 5, 20_000);
    const exited = new Promise((resolve) => child.child.once('exit', (code, signal) => resolve(signal)));
    child.child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    await Promise.all(jobs);
    expect(answered).toBe(100);
    expect(sales.length + sessions.length).toBeGreaterThan(0);

    child = await spawnSandbox({ configFile: file, dataDir, args: ['--quiet'] });
    try {
      c = clientsOf(child.urls, problems, FLOW);
      for (const id of sales) {
        const p = await admin(child.urls.checkout, `payments/${id}`);
        expect(p.status, id).toBe(200);
        expect(p.body.state).toBe('settled');
      }
      for (const id of sessions) {
        const page = await fetch(`${child.urls.checkout}/sandbox/pay/${id}`);
        expect(page.status, id).toBe(200);
        await page.text();
      }
      // The store works: a new payment after the crash.
      const rs = await s2s(c, { action: 'RECURRING_SALE', order_id: orderId('after'), order_amount: '1.00', order_description: 'after', recurring_first_trans_id: initialId, recurring_token: token });
      expect(rs.response.status).toBe(200);
      expect(await child.stop('SIGINT')).toBe(0);
    } finally {
      await child.stop('SIGKILL');
    }
    expect(problems).toEqual([]);
  });
});

describe('PostgreSQL: two sandboxes on one database', { timeout: 60_000 }, () => {
  it('9. 20 concurrent CAPTUREs of one auth across both: exactly one 200, 19 capture-not-pending, one event', async () => {
    const problems: string[] = [];
    const pg = await postgres();
    const databaseUrl = await pg.createDatabase(`flows_race_${process.pid}_${Date.now()}`);
    const M: Merchant = { environment: 'test', merchant_key: 'mk-race', client_key: 'ck-race', password: 'pw-race' };
    const a = await startSandbox({ config: { merchants: [M] }, databaseUrl });
    const b = await startSandbox({ config: { merchants: [M] }, databaseUrl });
    try {
      const ca = clientsOf(a.urls, problems, M);
      const cb = clientsOf(b.urls, problems, M);
      const auth = await paidPayment(ca, { auth: true });
      const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => s2s(i % 2 ? cb : ca, { action: 'CAPTURE', trans_id: auth.trans_id })));
      const ok = answers.filter((r) => r.response.status === 200);
      expect(ok).toHaveLength(1);
      expect(ok[0].data.order_status).toBe('settled');
      const refused = answers.filter((r) => r.response.status !== 200);
      expect(refused).toHaveLength(19);
      for (const r of refused) expectRow(asAnswer(r), 'capture-not-pending');
      const history = (await admin(b.urls['s2s-card'], `payments/${auth.trans_id}`)).body.history;
      expect(history.filter((e: any) => e.from_state === 'pending' && e.to_state === 'settled')).toHaveLength(1);
      expect(history).toHaveLength(2);
    } finally {
      await a.close();
      await b.close();
    }
    expect(problems).toEqual([]);
  });
});
