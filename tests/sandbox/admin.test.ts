// The sandbox's admin API and HTTP front under attack (packages/sandbox/admin.mjs, front.mjs, server.mjs), on
// a sandbox in this process with two merchants, each with its own admin token, and paid sales of both:
// - no token (or a wrong one) is 401 with WWW-Authenticate: Bearer and the gateway's error body, on every
//   operation the admin document secures, and changes nothing (reset, outcome, clock);
// - a merchant's token sees and steers that merchant only: lists filtered, the other's payment and callback
//   404, the other's outcome 403, clock and reset 403;
// - CORS: admin routes answer only the configured origins (the docs server's), never a reflected one; a
//   cross-origin text/plain POST from another page changes nothing;
// - the Host header: only loopback names, the listen address and public_urls; any other is refused and never
//   reaches a redirect_url or a Location;
// - validation against the admin document (limit=1001, a repeated status, unknown members...): 400 with the
//   violations, nothing changed;
// - NUL in admin and page parameters: 400 without SQL, on PGlite and on PostgreSQL;
// - an internal error answers a plain 500 body, its details in the log only.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import YAML from 'yaml';
import { root } from '../../packages/contract/index.mjs';
import { signatureOf } from '../support/hash.ts';
import { sharedPostgres } from '../support/postgres.ts';
import { ADMIN_TOKEN, adminAuth, removeTempDirs, startReceiver, startSandbox, type MerchantConfig, type Urls } from '../support/sandbox.ts';

const A = { environment: 'test', merchant_key: 'mk-adm-a', client_key: 'ck-adm-a', password: 'pw-adm-a', admin_token: 'merchant-a-admin-token-01' } as const;
const B = { environment: 'test', merchant_key: 'mk-adm-b', client_key: 'ck-adm-b', password: 'pw-adm-b', admin_token: 'merchant-b-admin-token-01' } as const;
const DOCS = 'http://127.0.0.1:4000';
const EVIL = 'https://evil.example';
const PUBLIC = 'https://sandbox.example';
const SHOP = 'https://shop.example';
const doc = YAML.parse(fs.readFileSync(path.join(root, 'packages/sandbox/admin-openapi.yaml'), 'utf8'));

type Answer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: any };

/** One request through node:http (fetch cannot set Host or send without an Origin it chooses). */
function send(base: string, method: string, target: string, { body, headers = {} }: { body?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const u = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request({ host: u.hostname, port: u.port, method, path: target, headers: { ...headers, ...(body !== undefined ? { 'content-length': String(Buffer.byteLength(body)) } : {}) } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        let json: any;
        try {
          json = JSON.parse(text);
        } catch {
          json = undefined;
        }
        resolve({ status: res.statusCode!, headers: res.headers, text, json });
      });
    });
    req.on('error', reject);
    req.end(body);
  });
}
const asJson = (token?: string) => ({ 'content-type': 'application/json', ...(token ? adminAuth(token) : {}) });

function purchaseBody(m: MerchantConfig, extra: Record<string, unknown> = {}) {
  const order = { number: `adm-${Date.now()}-${Math.random().toString(36).slice(2)}`, amount: '10.00', currency: 'USD', description: 'Admin test order' };
  return JSON.stringify({ merchant_key: m.merchant_key, operation: 'purchase', order, success_url: `${SHOP}/success`, cancel_url: `${SHOP}/cancel`, error_url: `${SHOP}/error`, ...extra, hash: signatureOf([order.number, order.amount, order.currency, order.description], m.password) });
}
/** A paid sale of `m` (session, headless pay): its trans_id. */
async function paidSale(urls: Urls, m: MerchantConfig) {
  const s = await send(urls.checkout, 'POST', '/api/v1/session', { body: purchaseBody(m), headers: asJson() });
  expect(s.status, s.text).toBe(200);
  const p = await send(urls.checkout, 'POST', `${new URL(s.json.redirect_url).pathname}?outcome=success`);
  expect(p.status, p.text).toBe(303);
  return new URL(p.headers.location!).searchParams.get('trans_id')!;
}

/** A sandbox with A and B (callbacks to a receiver) and one paid sale each. */
async function setUp(databaseUrl?: string) {
  const receiver = await startReceiver();
  const logged: string[] = [];
  const running = await startSandbox({ config: { merchants: [{ ...A, callback_url: receiver.url }, { ...B, callback_url: receiver.url }], public_urls: [PUBLIC] }, databaseUrl, log: (line) => logged.push(line) });
  const sales = { a: await paidSale(running.urls, A), b: await paidSale(running.urls, B) };
  // Their callbacks delivered and recorded, so that no test sees a callback's attempts change under it.
  for (const until = Date.now() + 10_000; ; ) {
    const { callbacks } = (await send(running.urls.checkout, 'GET', '/sandbox/callbacks', { headers: asJson(ADMIN_TOKEN) })).json;
    if (callbacks.length >= 2 && callbacks.every((c: { status: string }) => c.status === 'delivered')) break;
    if (Date.now() > until) throw new Error(`the sales' callbacks were not delivered in 10 s: ${JSON.stringify(callbacks)}`);
    await new Promise((r) => setTimeout(r, 20));
  }
  return { running, urls: running.urls, receiver, logged, sales, close: async () => (await running.close(), await receiver.close()) };
}
type World = Awaited<ReturnType<typeof setUp>>;

const admin = (w: World, method: string, target: string, token?: string, body?: unknown) => send(w.urls.checkout, method, target, { headers: asJson(token), body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body) });
const paymentsOf = async (w: World) => (await admin(w, 'GET', '/sandbox/payments', ADMIN_TOKEN)).json.payments as Array<{ id: string; merchant_key: string }>;
const callbacksOf = async (w: World, token = ADMIN_TOKEN) => (await admin(w, 'GET', '/sandbox/callbacks', token)).json.callbacks as Array<{ id: number; merchant_key: string; payment_id: string; attempts: number }>;
const state = async (w: World) => ({ payments: (await paymentsOf(w)).length, outcomes: (await admin(w, 'GET', '/sandbox/outcome', ADMIN_TOKEN)).json.outcomes, offset: (await admin(w, 'GET', '/sandbox/clock', ADMIN_TOKEN)).json.offset_seconds });

/** The gateway's error body. */
function expectErrorBody(a: Answer) {
  expect(a.headers['content-type']).toBe('application/json');
  expect(a.json, a.text).toMatchObject({ result: 'ERROR', error_code: expect.any(Number), error_message: expect.any(String) });
}
/** No SQL, no stack, no internal detail in an answer. */
function expectNoInternals(a: Answer) {
  expect(a.text).not.toMatch(/SELECT|INSERT|UPDATE |DELETE |\bFROM\b|\bWHERE\b|\$1|syntax|invalid byte sequence|0x00|at .*\.m?js:\d+|StoreError|internal error/i);
}

afterAll(removeTempDirs);

describe('the admin API and the HTTP front (PGlite)', () => {
  let w: World;
  beforeAll(async () => {
    w = await setUp();
  }, 120_000);
  afterAll(async () => w?.close());

  // Every operation the document secures, with a path and a body that would succeed with the token.
  const secured = Object.entries(doc.paths).flatMap(([p, item]: [string, any]) =>
    Object.entries(item)
      .filter(([, op]: [string, any]) => op?.security?.length)
      .map(([method, op]: [string, any]) => ({ method: method.toUpperCase(), path: p.replace('/payments/{id}', '/payments/x').replace('{id}', '1'), operationId: op.operationId as string, body: op.operationId === 'forceOutcome' ? { outcome: 'decline' } : op.operationId === 'advanceClock' ? { advance_seconds: 3600 } : undefined })),
  );

  it('no token, or a wrong one: 401 with WWW-Authenticate: Bearer and the gateway error body, on every secured operation; nothing changes', async () => {
    expect(secured.map((o) => o.operationId).sort()).toEqual(['advanceClock', 'forceOutcome', 'getClock', 'getForcedOutcomes', 'getPayment', 'listCallbacks', 'listPayments', 'resendCallback', 'reset']);
    const before = await state(w);
    expect(before.payments).toBe(2);
    for (const op of secured) {
      const body = op.body === undefined ? undefined : JSON.stringify(op.body);
      for (const headers of [{}, adminAuth('not-a-token-the-sandbox-knows'), adminAuth(ADMIN_TOKEN.slice(0, -1)), { authorization: `Basic ${Buffer.from(`admin:${ADMIN_TOKEN}`).toString('base64')}` }, { authorization: ADMIN_TOKEN }]) {
        const a = await send(w.urls.checkout, op.method, op.path, { body, headers: { 'content-type': 'application/json', ...headers } });
        expect(a.status, `${op.method} ${op.path} ${JSON.stringify(headers)}`).toBe(401);
        expect(a.headers['www-authenticate']).toMatch(/^Bearer realm="sandbox admin"/);
        expectErrorBody(a);
      }
    }
    // An unknown path under /sandbox/ says no more without a token.
    expect((await send(w.urls.checkout, 'GET', '/sandbox/secrets')).status).toBe(401);
    expect(await state(w)).toEqual(before);
    // The routes that need no token stay open: the document, the payer pages, the status lookup.
    expect((await send(w.urls.checkout, 'GET', '/sandbox/openapi.json')).status).toBe(200);
    expect((await send(w.urls.checkout, 'GET', '/sandbox/pay/no-such-session')).status).toBe(404);
    expect((await send(w.urls.checkout, 'POST', '/sandbox/checkout-status', { body: '{}', headers: asJson() })).status).toBe(400);
  });

  it("a merchant's token sees and steers its merchant only: lists filtered, the other's payment and callback 404, its outcome 403, clock and reset 403", async () => {
    const all = await paymentsOf(w);
    expect(new Set(all.map((p) => p.merchant_key))).toEqual(new Set([A.merchant_key, B.merchant_key]));
    const listed = (await admin(w, 'GET', '/sandbox/payments', A.admin_token)).json.payments;
    expect(listed.map((p: any) => p.id)).toEqual([w.sales.a]);
    expect((await admin(w, 'GET', `/sandbox/payments?merchant_key=${B.merchant_key}`, A.admin_token)).json.payments).toEqual([]);
    expect((await admin(w, 'GET', `/sandbox/payments?merchant_key=${B.client_key}`, ADMIN_TOKEN)).json.payments.map((p: any) => p.id)).toEqual([w.sales.b]);
    expect((await admin(w, 'GET', `/sandbox/payments/${w.sales.a}`, A.admin_token)).status).toBe(200);
    const other = await admin(w, 'GET', `/sandbox/payments/${w.sales.b}`, A.admin_token);
    expect(other.status).toBe(404);
    expect(other.text).not.toContain(w.sales.b);
    expect((await admin(w, 'GET', `/sandbox/payments/${w.sales.b}`, B.admin_token)).status).toBe(200);

    const callbacks = await callbacksOf(w);
    const ofB = callbacks.find((c) => c.payment_id === w.sales.b)!;
    expect(ofB).toBeTruthy();
    const seenByA = await callbacksOf(w, A.admin_token);
    expect(seenByA.length).toBeGreaterThan(0);
    expect(seenByA.every((c) => c.merchant_key === A.merchant_key && c.payment_id === w.sales.a)).toBe(true);
    expect((await admin(w, 'GET', `/sandbox/callbacks?payment_id=${w.sales.b}`, A.admin_token)).json.callbacks).toEqual([]);
    const resend = await admin(w, 'POST', `/sandbox/callbacks/${ofB.id}/resend`, A.admin_token);
    expect(resend.status).toBe(404);
    expect((await callbacksOf(w)).find((c) => c.id === ofB.id)!.attempts).toBe(ofB.attempts);

    for (const key of [B.merchant_key, B.client_key, 'no-such-merchant']) {
      const forced = await admin(w, 'POST', '/sandbox/outcome', A.admin_token, { merchant_key: key, outcome: 'decline' });
      expect(forced.status, key).toBe(403);
      expectErrorBody(forced);
    }
    expect((await admin(w, 'GET', '/sandbox/outcome', ADMIN_TOKEN)).json.outcomes).toEqual([]);
    // Without merchant_key, a merchant's token forces its own merchant's outcome (not the default merchant's).
    expect((await admin(w, 'POST', '/sandbox/outcome', B.admin_token, { outcome: 'success' })).json).toEqual({ merchant_key: B.merchant_key, outcome: 'success' });
    expect((await admin(w, 'GET', '/sandbox/outcome', A.admin_token)).json.outcomes).toEqual([]);
    expect((await admin(w, 'GET', '/sandbox/outcome', B.admin_token)).json.outcomes).toEqual([{ merchant_key: B.merchant_key, outcome: 'success' }]);

    const before = await state(w);
    expect((await admin(w, 'GET', '/sandbox/clock', A.admin_token)).status).toBe(200);
    for (const [target, body] of [['/sandbox/clock', { advance_seconds: 3600 }], ['/sandbox/reset', undefined]] as const) {
      const refused = await admin(w, 'POST', target, A.admin_token, body);
      expect(refused.status, target).toBe(403);
      expectErrorBody(refused);
    }
    expect(await state(w)).toEqual(before);
    // The sandbox-wide token may do it all (the outcome set above is taken back by another forced one).
    expect((await admin(w, 'POST', '/sandbox/outcome', ADMIN_TOKEN, { merchant_key: A.merchant_key, outcome: 'success' })).status).toBe(200);
    expect((await admin(w, 'POST', '/sandbox/outcome', ADMIN_TOKEN, { merchant_key: 'no-such-merchant', outcome: 'success' })).status).toBe(404);
    // The forced outcomes are used up, so that the next tests' payments follow their own outcome.
    await paidSale(w.urls, A);
    await paidSale(w.urls, B);
    expect((await admin(w, 'GET', '/sandbox/outcome', ADMIN_TOKEN)).json.outcomes).toEqual([]);
  });

  it('CORS: admin routes answer the configured origins only, never a reflected one; a cross-origin text/plain POST changes nothing', async () => {
    const before = await state(w);
    // What a page of another site can send without a preflight: no Authorization header, so 401 and nothing done.
    const simple = await send(w.urls.checkout, 'POST', '/sandbox/reset', { body: '{}', headers: { origin: EVIL, 'content-type': 'text/plain' } });
    expect(simple.status).toBe(401);
    expect(simple.headers['access-control-allow-origin']).toBeUndefined();
    expect(await state(w)).toEqual(before);
    // The preflight a page needs to send the token is refused for any other origin...
    const preflight = await send(w.urls.checkout, 'OPTIONS', '/sandbox/reset', { headers: { origin: EVIL, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization,content-type' } });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-headers']).toBeUndefined();
    // ...and even an answer given (a token sent by a non-browser client) is not readable from that origin.
    const read = await send(w.urls.checkout, 'GET', '/sandbox/payments', { headers: { origin: EVIL, ...adminAuth() } });
    expect(read.status).toBe(200);
    expect(read.headers['access-control-allow-origin']).toBeUndefined();
    expect(read.headers.vary).toMatch(/Origin/);
    // The docs' origin may call the admin API.
    const docs = await send(w.urls.checkout, 'OPTIONS', '/sandbox/payments', { headers: { origin: DOCS, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    expect(docs.status).toBe(204);
    expect(docs.headers['access-control-allow-origin']).toBe(DOCS);
    expect(docs.headers['access-control-allow-headers']).toMatch(/authorization/i);
    expect((await send(w.urls.checkout, 'GET', '/sandbox/payments', { headers: { origin: DOCS, ...adminAuth() } })).headers['access-control-allow-origin']).toBe(DOCS);
    // The gateway's operations (signed by hash) stay open to any origin, without credentials; payer pages to none.
    const contract = await send(w.urls['s2s-card'], 'POST', '/post', { body: 'action=GET_TRANS_STATUS', headers: { origin: EVIL, 'content-type': 'application/x-www-form-urlencoded' } });
    expect(contract.headers['access-control-allow-origin']).toBe('*');
    expect(contract.headers['access-control-allow-credentials']).toBeUndefined();
    expect((await send(w.urls.checkout, 'GET', '/sandbox/pay/x', { headers: { origin: EVIL } })).headers['access-control-allow-origin']).toBeUndefined();
  });

  it('the Host header: loopback names, the listen address and public_urls only; another is refused and never reaches a redirect_url or Location', async () => {
    const port = new URL(w.urls.checkout).port;
    const session = (host: string) => send(w.urls.checkout, 'POST', '/api/v1/session', { body: purchaseBody(A), headers: { ...asJson(), host } });
    for (const host of ['evil.example', `evil.example:${port}`, `127.0.0.1.evil.example:${port}`, `localhost:${Number(port) + 1}`, 'localhost', `[::2]:${port}`]) {
      const refused = await session(host);
      expect(refused.status, host).toBe(400);
      expectErrorBody(refused);
      expect(refused.json.error_message).toBe('Request data is invalid.');
      expect(refused.headers['x-sandbox-note']).toMatch(/Host header/);
      expect(refused.text + JSON.stringify(refused.headers), host).not.toContain('evil');
      expect(refused.headers.location).toBeUndefined();
    }
    for (const [host, origin] of [[`127.0.0.1:${port}`, `http://127.0.0.1:${port}`], [`localhost:${port}`, `http://localhost:${port}`], [`LOCALHOST:${port}`, `http://localhost:${port}`], [`[::1]:${port}`, `http://[::1]:${port}`], ['sandbox.example', PUBLIC]]) {
      const ok = await session(host);
      expect(ok.status, `${host} ${ok.text}`).toBe(200);
      expect(ok.json.redirect_url.startsWith(`${origin}/sandbox/pay/`), ok.json.redirect_url).toBe(true);
    }
    // The payer page's redirects: refused on a foreign Host, built on the allowed one (the challenge page).
    const open = await session(`localhost:${port}`);
    const pay = new URL(open.json.redirect_url).pathname;
    const foreign = await send(w.urls.checkout, 'POST', `${pay}?outcome=challenge`, { headers: { host: 'evil.example' } });
    expect(foreign.status).toBe(400);
    expect(foreign.headers.location).toBeUndefined();
    const challenge = await send(w.urls.checkout, 'POST', `${pay}?outcome=challenge`, { headers: { host: `localhost:${port}` } });
    expect(challenge.status).toBe(303);
    expect(challenge.headers.location).toBe(`http://localhost:${port}/sandbox/challenge/${pay.split('/').pop()}`);
    // The admin API and the Hosted Fields files too.
    expect((await send(w.urls.checkout, 'GET', '/sandbox/payments', { headers: { host: 'evil.example', ...adminAuth() } })).status).toBe(400);
    expect((await send(w.urls.checkout, 'GET', '/sdk/hosted-fields.js', { headers: { host: 'evil.example' } })).status).toBe(400);
  });

  it('what the admin document forbids is 400 with the violations (limit=1001, a repeated status, unknown members...), and changes nothing', async () => {
    const before = await state(w);
    const cases: Array<[string, string, unknown, RegExp]> = [
      ['GET', '/sandbox/payments?limit=1001', undefined, /query limit must be <= 1000/],
      ['GET', '/sandbox/payments?limit=0', undefined, /query limit must be >= 1/],
      ['GET', '/sandbox/payments?limit=ten', undefined, /query limit must be integer/],
      ['GET', '/sandbox/payments?limit=1.5', undefined, /query limit must be integer/],
      ['GET', '/sandbox/payments?limit=5&limit=6', undefined, /query limit is given 2 times/],
      ['GET', '/sandbox/payments?merchant=mk-adm-a', undefined, /query parameter "merchant" is not one this operation has/],
      ['GET', '/sandbox/callbacks?status=pending&status=failed', undefined, /query status is given 2 times; at most once/],
      ['GET', '/sandbox/callbacks?status=bogus', undefined, /query status must be equal to one of the allowed values/],
      ['GET', '/sandbox/clock?now=1', undefined, /query parameter "now" is not one this operation has \(it has none\)/],
      ['POST', '/sandbox/outcome', { outcome: 'decline', extra: 1 }, /body must NOT have additional properties \("extra"\)/],
      ['POST', '/sandbox/outcome', { outcome: 'decline', merchant_key: 7 }, /body\/merchant_key must be string/],
      ['POST', '/sandbox/outcome', { outcome: 'never' }, /body\/outcome must be equal to one of the allowed values/],
      ['POST', '/sandbox/outcome', {}, /body must have required property 'outcome'/],
      ['POST', '/sandbox/outcome', '', /a JSON body is required/],
      ['POST', '/sandbox/outcome', '{"outcome":', /the body is not JSON/],
      ['POST', '/sandbox/outcome', [], /body must be object/],
      // The limits of every body the sandbox reads (packages/gateway-http/limits.mjs), before the schema is looked at.
      ['POST', '/sandbox/outcome', `${'['.repeat(20_000)}${']'.repeat(20_000)}`, /the body is refused: nested deeper than 32 levels/],
      ['POST', '/sandbox/outcome', { outcome: 'decline', merchant_key: 'a\u0000b' }, /the body is refused: a NUL character cannot be stored/],
      ['POST', '/sandbox/clock', { advance_seconds: 60, back: true }, /body must NOT have additional properties \("back"\)/],
      ['POST', '/sandbox/clock', { advance_seconds: -1 }, /body\/advance_seconds must be >= 0/],
      ['POST', '/sandbox/clock', { advance_seconds: '60' }, /body\/advance_seconds must be number/],
      ['POST', '/sandbox/reset', { everything: true }, /this operation takes no body/],
      ['POST', '/sandbox/callbacks/abc/resend', undefined, /path id must be integer/],
      ['POST', '/sandbox/callbacks/0/resend', undefined, /path id must be >= 1/],
      ['POST', '/sandbox/callbacks/99999999999999999999/resend', undefined, /path id must be <= 9007199254740991/],
    ];
    for (const [method, target, body, why] of cases) {
      const a = await admin(w, method, target, ADMIN_TOKEN, body);
      expect(a.status, `${method} ${target} ${JSON.stringify(body)}: ${a.text}`).toBe(400);
      expectErrorBody(a);
      expect(a.json.error_message).toBe('Request data is invalid.');
      expect(a.json.errors.join('\n'), `${method} ${target}`).toMatch(why);
      expect(a.headers['sl-violations']).toBeTruthy();
    }
    expect(await state(w)).toEqual(before);
  });

  it('an internal error answers a plain 500 body (no SQL, no stack); its details go to the log only', async () => {
    const engineAdmin = w.running.sandbox.engine.admin;
    const original = engineAdmin.clock;
    engineAdmin.clock = async () => {
      throw new Error('store: SELECT value FROM settings WHERE name = $1: invalid byte sequence for encoding "UTF8": 0x00');
    };
    try {
      const a = await admin(w, 'GET', '/sandbox/clock', ADMIN_TOKEN);
      expect(a.status).toBe(500);
      expect(a.json).toEqual({ result: 'ERROR', error_code: 0, error_message: expect.any(String) });
      expect(a.text).not.toMatch(/SELECT|settings|0x00|\.mjs/);
      expect(w.logged.some((l) => l.includes('internal error') && l.includes('SELECT value FROM settings'))).toBe(true);
    } finally {
      engineAdmin.clock = original;
    }
  });
});

/** The NUL cases: admin query, path and body values, payer and challenge pages, the status lookup. */
async function expectNulRefused(w: World) {
  const targets: Array<[string, string, unknown?]> = [
    ['GET', '/sandbox/callbacks?payment_id=%00'],
    ['GET', '/sandbox/callbacks?payment_id=a%00b&status=pending'],
    ['GET', '/sandbox/payments?order_id=%00'],
    ['GET', '/sandbox/payments?merchant_key=mk%00'],
    ['GET', '/sandbox/payments/%00'],
    ['GET', `/sandbox/payments/${w.sales.a}%00`],
    ['POST', '/sandbox/outcome', { outcome: 'decline', merchant_key: 'mk-adm-a\u0000' }],
    ['GET', '/sandbox/pay/%00'],
    ['POST', '/sandbox/pay/%00?outcome=success'],
    ['GET', '/sandbox/challenge/x%00'],
    ['POST', '/sandbox/checkout-status', { merchant_key: A.merchant_key, payment_id: 'pay-\u0000', hash: '0'.repeat(40) }],
  ];
  for (const [method, target, body] of targets) {
    const a = await admin(w, method, target, ADMIN_TOKEN, body);
    expect(a.status, `${method} ${target}: ${a.text}`).toBe(400);
    expectErrorBody(a);
    expectNoInternals(a);
  }
  // A NUL in a payer page's form.
  const s = await send(w.urls.checkout, 'POST', '/api/v1/session', { body: purchaseBody(A), headers: asJson() });
  const form = await send(w.urls.checkout, 'POST', new URL(s.json.redirect_url).pathname, { body: 'card_number=4111111111111111&expiry=12%2F34&cvv=123&cardholder=A%00B', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  expect(form.status, form.text).toBe(400);
  expectNoInternals(form);
  expect(w.logged.filter((l) => /internal error|unhandled/.test(l))).toEqual([]);
}

describe('NUL in admin and page parameters: 400 without SQL', () => {
  it('on PGlite', async () => {
    const w = await setUp();
    try {
      await expectNulRefused(w);
    } finally {
      await w.close();
    }
  }, 120_000);

  it('on PostgreSQL', async () => {
    const pg = await sharedPostgres();
    const w = await setUp(await pg.createDatabase('admin_nul'));
    try {
      await expectNulRefused(w);
    } finally {
      await w.close();
    }
  }, 120_000);
});
