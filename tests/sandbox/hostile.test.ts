// Hostile bodies against both servers (issue 26, "Servers under attack" 2, 4, 5, 10), each started in this
// process with short timeouts (packages/gateway-http/limits.mjs TIMEOUTS, overridden) so the test waits little: the
// mock (one Prism server per host) and the sandbox (PGlite in a temp dir).
// Sent: JSON nested 20,000 levels (arrays, objects, inside a member), 100,000 JSON members, 300,000 and 2,000
// form members, NUL in values and member names, invalid UTF-8 bytes; on raw sockets, headers and half a body
// and then nothing, headers and no body, half the headers, a body sent a byte at a time.
// Asserted: never a 5xx; every answer is the gateway's error body (the 400 'Request data is invalid.' for the
// limits); while each hostile request is handled, another client's ordinary request (a status lookup) is
// answered within a second, measured concurrently; a stalled body is cut off within its timeout; close() with a
// half-sent body open ends within the grace; and afterwards the payment written before is still read back.
// Also the Hosted Fields frame's origin parameter, which ends up in the CSP frame-ancestors of the frame.
import http from 'node:http';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FORM } from '../../packages/contract/index.mjs';
import { LIMITS } from '../../packages/gateway-http/limits.mjs';
import { createMockServer } from '../../packages/mock/server.mjs';
import { parseConfig } from '../../packages/sandbox/config.mjs';
import { createSandbox } from '../../packages/sandbox/server.mjs';
import { frameAncestor } from '../../packages/sandbox/sdk.mjs';
import { signatureOf } from '../support/hash.ts';
import { emptyDataDir, model, removeTempDirs, type Urls } from '../support/sandbox.ts';
import { send, type Answer } from '../support/raw-http.ts';

// Short waits for the test (the defaults are 10 s, 30 s, 5 s and 1 s).
const TIMEOUTS = { headersMs: 800, requestMs: 1200, bodyIdleMs: 300, graceMs: 300, checkMs: 100 };
const M = { environment: 'test' as const, merchant_key: 'mk-hostile', client_key: 'ck-hostile', password: 'pw-hostile' };
const SHOP = 'https://shop.example';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type Target = { name: string; urls: Urls; ordinary: () => Promise<Answer>; close: () => Promise<unknown>; logged: string[] };


/** The gateway's error body, 4xx (never a 5xx). */
function expectGatewayError(status: number, text: string, label: string) {
  const where = `${label} -> ${status} ${text.slice(0, 300)}`;
  expect(status, where).toBeGreaterThanOrEqual(400);
  expect(status, where).toBeLessThan(500);
  let body: any;
  expect(() => (body = JSON.parse(text)), where).not.toThrow();
  expect(body, where).toMatchObject({ result: 'ERROR', error_code: expect.any(Number), error_message: expect.any(String) });
  return body;
}
/** The 400 'Request data is invalid.' (the operations' first 400 example, as both servers answer a refused body). */
function expectInvalid(status: number, text: string, label: string) {
  const body = expectGatewayError(status, text, label);
  expect(status, label).toBe(400);
  expect(body, label).toMatchObject({ error_code: 100000, error_message: 'Request data is invalid.' });
}

/**
 * Runs `hostile` while another client sends ordinary requests (one after another, at least one, at most 200)
 * until it is answered; resolves to its result and the slowest ordinary answer (ms).
 */
async function whileHostile<T>(target: Target, hostile: () => Promise<T>) {
  let done = false;
  const running = hostile().finally(() => (done = true));
  let slowest = 0;
  let count = 0;
  do {
    const started = performance.now();
    const a = await target.ordinary();
    slowest = Math.max(slowest, performance.now() - started);
    expect(a.status, `${target.name}: the ordinary request during a hostile one: ${a.text.slice(0, 200)}`).toBe(200);
    count++;
  } while (!done && count < 200);
  return { result: await running, slowest };
}

/** Writes `head` then each of `chunks` (`every` ms apart) on a raw socket; resolves to the answer and when it came. */
function rawSocket(base: string, head: (host: string) => string, { chunks = [] as string[], every = 0, wait = 5000 } = {}): Promise<{ text: string; ms: number; closed: boolean }> {
  const u = new URL(base);
  return new Promise((resolve) => {
    const started = performance.now();
    const socket = net.connect(Number(u.port), u.hostname);
    let text = '';
    let ms = -1;
    const finish = (closed: boolean) => {
      clearTimeout(timer);
      socket.destroy();
      resolve({ text, ms, closed });
    };
    const timer = setTimeout(() => finish(false), wait);
    socket.on('data', (c) => {
      if (ms < 0) ms = performance.now() - started;
      text += c.toString('latin1');
    });
    socket.on('error', () => {});
    socket.on('close', () => finish(true));
    socket.on('connect', async () => {
      socket.write(head(u.host));
      for (const c of chunks.slice(0, 200)) {
        if (every) await sleep(every);
        if (!socket.writable || ms >= 0) break;
        socket.write(c);
      }
    });
  });
}
const statusOf = (raw: string) => Number(/^HTTP\/1\.1 (\d{3})/.exec(raw)?.[1] ?? 0);
const bodyOf = (raw: string) => raw.slice(raw.indexOf('\r\n\r\n') + 4);

// ---- the hostile bodies -------------------------------------------------------------------------------------
const JSON_PATH = '/api/v1/session'; // checkout, application/json
const FORM_PATH = '/post'; // s2s-card, a form
const deep = (n: number, open: string, close: string, inner = '') => open.repeat(n) + inner + close.repeat(n);
const jsonMembers = (n: number) => `{${Array.from({ length: n }, (_, i) => `"${i.toString(36)}":0`).join(',')}}`;
const formMembers = (n: number) => `action=GET_TRANS_STATUS&${Array.from({ length: n }, (_, i) => `${i.toString(36)}=`).join('&')}`;
const bad = Buffer.from([0xff, 0xfe, 0xc3, 0x28, 0xed, 0xa0, 0x80, 0xf8]);

type Hostile = { label: string; host: keyof Urls; path: string; type: string; body: string | Buffer; limit?: RegExp };
const hostile: Hostile[] = [
  // (The sandbox says first that the body is not an object.)
  { label: '20,000 levels of JSON arrays', host: 'checkout', path: JSON_PATH, type: 'application/json', body: deep(20_000, '[', ']'), limit: /nested deeper than 32 levels|must be an object/ },
  { label: '20,000 levels of JSON objects', host: 'checkout', path: JSON_PATH, type: 'application/json', body: deep(20_000, '{"a":', '}', '1'), limit: /nested deeper than 32 levels/ },
  { label: '20,000 levels inside a member', host: 'checkout', path: JSON_PATH, type: 'application/json', body: `{"merchant_key":"${M.merchant_key}","operation":"purchase","order":${deep(20_000, '[{"a":', '}]', '1')}}`, limit: /nested deeper than 32 levels/ },
  { label: '100,000 JSON members', host: 'checkout', path: JSON_PATH, type: 'application/json', body: jsonMembers(100_000), limit: /more than 10000 members and items/ },
  { label: '300,000 form members', host: 's2s-card', path: FORM_PATH, type: FORM, body: formMembers(300_000) },
  { label: '2,000 form members', host: 's2s-card', path: FORM_PATH, type: FORM, body: formMembers(2_000), limit: /more than 1000 members/ },
  { label: 'NUL in a form value', host: 's2s-card', path: FORM_PATH, type: FORM, body: `action=GET_TRANS_STATUS&client_key=${M.client_key}&trans_id=a%00b&hash=0` },
  { label: 'NUL in a form member name', host: 's2s-card', path: FORM_PATH, type: FORM, body: `action=GET_TRANS_STATUS&client_key=${M.client_key}&trans_id=x&hash=0&a%00b=1` },
  { label: 'NUL in a JSON value', host: 'checkout', path: JSON_PATH, type: 'application/json', body: JSON.stringify({ merchant_key: `a\u0000b`, operation: 'purchase' }) },
  { label: 'NUL in a JSON member name', host: 'checkout', path: JSON_PATH, type: 'application/json', body: JSON.stringify({ merchant_key: M.merchant_key, 'a\u0000b': 1 }) },
  { label: 'invalid UTF-8 in a form value', host: 's2s-card', path: FORM_PATH, type: FORM, body: Buffer.concat([Buffer.from(`action=GET_TRANS_STATUS&client_key=${M.client_key}&trans_id=`), bad, Buffer.from('&hash=0&x=%FF%FE%C3%28')]) },
  { label: 'invalid UTF-8 in a form member name', host: 's2s-card', path: FORM_PATH, type: FORM, body: Buffer.concat([Buffer.from('action=GET_TRANS_STATUS&'), bad, Buffer.from('=1')]) },
  { label: 'invalid UTF-8 in a JSON string', host: 'checkout', path: JSON_PATH, type: 'application/json', body: Buffer.concat([Buffer.from(`{"merchant_key":"${M.merchant_key}","operation":"`), bad, Buffer.from('"}')]) },
  { label: 'invalid UTF-8 as the whole JSON body', host: 'checkout', path: JSON_PATH, type: 'application/json', body: bad },
];

// ---- the two servers ----------------------------------------------------------------------------------------
const targets: Target[] = [];
let sale: string;

async function startMock(timeouts = TIMEOUTS): Promise<Target> {
  const servers = await Promise.all(model.hosts.map((host: any) => createMockServer(host, { timeouts })));
  const urls = Object.fromEntries(await Promise.all(servers.map(async (s: any) => [s.host.name, await s.listen(0)]))) as Urls;
  const status = model.hosts.find((h: any) => h.name === 's2s-card')!.operations.flatMap((o: any) => o.elements).find((e: any) => e.value === 'GET_TRANS_STATUS')!.examples[0].value;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    name: 'mock',
    urls,
    ordinary: () => send(urls['s2s-card'], 'POST', FORM_PATH, new URLSearchParams(status).toString(), { 'content-type': FORM }, agent),
    close: async () => (agent.destroy(), Promise.all(servers.map((s: any) => s.close()))),
    logged: [],
  };
}

async function startSandbox(timeouts = TIMEOUTS): Promise<Target> {
  const logged: string[] = [];
  const config = parseConfig({ merchants: [M] }, { model });
  const sandbox = await createSandbox({ model, config, dataDir: await emptyDataDir(), log: (line: string) => logged.push(line), deliver: false, timeouts });
  const urls = Object.fromEntries((await sandbox.listen({ checkout: 0, 's2s-card': 0, 's2s-apm': 0 })).map(({ host, url }: any) => [host.name, url])) as Urls;
  // A payment written before the attack: a purchase session paid on the payer page.
  const order = { number: `hostile-${Date.now()}`, amount: '10.00', currency: 'USD', description: 'Hostile test' };
  const session = await send(urls.checkout, 'POST', JSON_PATH, JSON.stringify({ merchant_key: M.merchant_key, operation: 'purchase', order, success_url: `${SHOP}/success`, cancel_url: `${SHOP}/cancel`, hash: signatureOf([order.number, order.amount, order.currency, order.description], M.password) }), { 'content-type': 'application/json' });
  expect(session.status, session.text).toBe(200);
  const id = new URL(JSON.parse(session.text).redirect_url).pathname.split('/').pop()!;
  const paid = await send(urls.checkout, 'POST', `/sandbox/pay/${id}?outcome=success`);
  expect(paid.status, paid.text).toBe(303);
  sale = new URL(paid.headers.location!).searchParams.get('trans_id')!;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  return {
    name: 'sandbox',
    urls,
    ordinary: () => send(urls['s2s-card'], 'POST', FORM_PATH, new URLSearchParams({ action: 'GET_TRANS_STATUS', client_key: M.client_key, trans_id: sale, hash: signatureOf([sale], M.password) }).toString(), { 'content-type': FORM }, agent),
    close: async () => (agent.destroy(), sandbox.close()),
    logged,
  };
}

beforeAll(async () => {
  targets.push(await startMock(), await startSandbox());
});
afterAll(async () => {
  await Promise.all(targets.map((t) => t.close()));
  removeTempDirs();
});

describe.each(['mock', 'sandbox'])('%s under attack', (name) => {
  const target = () => targets.find((t) => t.name === name)!;

  it.each(hostile.map((h) => [h.label, h] as const))('%s: a 4xx gateway error body, other clients answered within a second', async (label, h) => {
    const t = target();
    const { result: a, slowest } = await whileHostile(t, () => send(t.urls[h.host], 'POST', h.path, h.body, { 'content-type': h.type }));
    expectGatewayError(a.status, a.text, label);
    if (h.limit) {
      // Refused by the limit (limits.mjs), before any validation: the violation says which.
      expectInvalid(a.status, a.text, label);
      expect(`${a.text} ${a.headers['sl-violations']}`, label).toMatch(h.limit);
    }
    expect(slowest, `${label}: the slowest ordinary answer`).toBeLessThan(1000);
  });

  it('a body that stops coming is cut off after the idle timeout; so are half the headers and a body sent too slowly', async () => {
    const t = target();
    const head = (length: number, more = '') => (host: string) => `POST ${FORM_PATH} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${FORM}\r\nContent-Length: ${length}\r\n\r\n${more}`;
    const { result, slowest } = await whileHostile(t, () =>
      Promise.all([
        rawSocket(t.urls['s2s-card'], head(200, 'action=GET_TRANS_STATUS&client_key=')),
        rawSocket(t.urls['s2s-card'], head(200)),
        rawSocket(t.urls['s2s-card'], (host) => `POST ${FORM_PATH} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${FORM}\r\n`),
        rawSocket(t.urls['s2s-card'], head(1000), { chunks: Array.from({ length: 200 }, () => 'a'), every: 50 }),
      ]),
    );
    const [half, none, headers, slow] = result;
    for (const [label, r, within] of [
      ['half a body', half, [TIMEOUTS.bodyIdleMs, TIMEOUTS.bodyIdleMs + 700]],
      ['no body', none, [TIMEOUTS.bodyIdleMs, TIMEOUTS.bodyIdleMs + 700]],
      ['half the headers', headers, [TIMEOUTS.headersMs, TIMEOUTS.headersMs + 700]],
      ['a byte every 50 ms', slow, [TIMEOUTS.requestMs, TIMEOUTS.requestMs + 700]],
    ] as const) {
      expectInvalid(statusOf(r.text), bodyOf(r.text), `${name} ${label}: ${r.text.slice(0, 200)}`);
      expect(r.ms, `${label}: answered after ${r.ms} ms`).toBeGreaterThanOrEqual(within[0] - 50);
      expect(r.ms, `${label}: answered after ${r.ms} ms`).toBeLessThan(within[1]);
      // The server closes the connection: the rest of the body, should it come, is not another request.
      expect(r.closed, label).toBe(true);
    }
    expect(slowest).toBeLessThan(1000);
  });

  it('afterwards: nothing logged as an internal error, and the data written before still reads', async () => {
    const t = target();
    const a = await t.ordinary();
    expect(a.status, a.text).toBe(200);
    if (name === 'sandbox') expect(JSON.parse(a.text)).toMatchObject({ trans_id: sale, order_status: 'settled' });
    expect(t.logged.filter((l) => /internal error|unhandled/.test(l))).toEqual([]);
  });
});

// The mock's and the sandbox's at once: each waits on its own server's grace.
describe('close() with a half-sent body open', () => {
  it.concurrent.for(['mock', 'sandbox'])('%s: ends within the grace, the held connection cut', async (name, { expect }) => {
    // Its own server, whose other timeouts would not cut the connection before the test ends: only close() does.
    const patient = { ...TIMEOUTS, headersMs: 10_000, requestMs: 10_000, bodyIdleMs: 10_000 };
    const t = name === 'mock' ? await startMock(patient) : await startSandbox(patient);
    const held = rawSocket(t.urls['s2s-card'], (host) => `POST ${FORM_PATH} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: ${FORM}\r\nContent-Length: 500\r\n\r\naction=`, { chunks: ['G', 'E', 'T'], every: 50, wait: 5000 });
    await sleep(100);
    const started = performance.now();
    await t.close();
    const took = performance.now() - started;
    expect(took, `close() took ${Math.round(took)} ms`).toBeLessThan(TIMEOUTS.graceMs + 700);
    expect((await held).closed).toBe(true);
  });
});

describe('the Hosted Fields frame origin (the CSP frame-ancestors)', () => {
  const sandbox = () => targets.find((t) => t.name === 'sandbox')!;
  const frame = (origin: string) => send(sandbox().urls.checkout, 'GET', `/sdk/frame?field=card&token=tok&origin=${encodeURIComponent(origin)}`);

  it.each(['https://shop.example', 'https://shop.example:8443', 'http://localhost:3000', 'http://127.0.0.1:5173', 'https://xn--bcher-kva.example'])('%s lands in frame-ancestors as it is', async (origin) => {
    expect(frameAncestor(origin)).toBe(origin);
    const a = await frame(origin);
    expect(a.status).toBe(200);
    expect(a.headers['content-security-policy']).toMatch(new RegExp(`; frame-ancestors ${origin.replace(/[.]/g, '\\.')}$`));
  });

  it.each([
    'https://a.example; script-src *',
    'https://a.example;script-src',
    'https://a.example, *',
    'https://*',
    'https://*.example',
    'https://a"b.example',
    'https://a_b.example',
    'https://a.example/',
    'https://a.example/path?x=1',
    'https://user@a.example',
    'https://a.example:443',
    'HTTPS://A.EXAMPLE',
    'http://[::1]:3000',
    'null',
    '*',
    "'self'",
    'javascript:alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    '',
  ])('%j is refused with the 400 body and never reaches the header', async (origin) => {
    expect(frameAncestor(origin)).toBeUndefined();
    const a = await frame(origin);
    expectInvalid(a.status, a.text, origin);
    expect(a.headers['content-security-policy']).toBeUndefined();
  });
});

it('the limits are the documented ones', () => {
  expect(LIMITS).toEqual({ formMembers: 1000, jsonDepth: 32, jsonValues: 10_000 });
});
