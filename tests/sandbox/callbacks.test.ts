// Callback delivery (packages/sandbox/callbacks.mjs) against a real HTTP receiver (node:http on port 0) and a
// PGlite store in a temp data dir; callback rows are inserted with SQL as the engine writes them. First-try
// delivery with the exact body bytes and the signature header, retries on the backoff until a 2xx, failed
// when the backoff is exhausted, errors recorded when there is no answer, restart, resend, the sandbox clock
// moved ahead, and exactly-once delivery with two delivery instances (on one PGlite store, and on two
// connections to one real PostgreSQL database from tests/support/postgres.ts).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { BACKOFF, createDelivery } from '../../packages/sandbox/callbacks.mjs';
import { openStore } from '../../packages/sandbox/store.mjs';
import { sharedPostgres, type Postgres } from '../support/postgres.ts';
import { unusedPort } from '../support/ports.ts';
import { emptyDataDir, removeTempDirs } from '../support/sandbox.ts';

type Store = Awaited<ReturnType<typeof openStore>>;
type Delivery = ReturnType<typeof createDelivery>;

afterAll(removeTempDirs);

interface Received {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

// A receiver: records every request; `answer` says what to answer to the n-th one (status, body, delay).
async function receiver(answer: (req: Received, n: number) => { status: number; body?: string; delayMs?: number } = () => ({ status: 200, body: 'ok' })) {
  const received: Received[] = [];
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const r = { method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks) };
      received.push(r);
      const { status, body = '', delayMs = 0 } = answer(r, received.length);
      setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain' }).end(body), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/hook`,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        // A receiver still sitting on an answer (the timeout test) must not hold the close up.
        server.closeAllConnections();
      }),
  };
}


// The sandbox clock, moved by hand.
function fakeClock(start = Date.now()) {
  let t = start;
  return {
    now: () => new Date(t),
    advance(ms: number) {
      t += ms;
    },
  };
}
const realClock = { now: () => new Date() };

// A callback row as the engine writes it: pending, attempts 0, due at the clock's now.
async function insertCallback(store: Store, { url, body = '{"n":1}', signature = null as string | null, webhook = 'payment-outcome', at = new Date() }: { url: string; body?: string; signature?: string | null; webhook?: string; at?: Date }) {
  const { rows } = await store.query(
    "INSERT INTO callbacks (payment_id, url, body, status, attempts, next_attempt_at, created_at, webhook, signature) VALUES (NULL, $1, $2, 'pending', 0, $3::timestamptz, $3::timestamptz, $4, $5) RETURNING id",
    [url, body, at.toISOString(), webhook, signature],
  );
  return String(rows[0].id);
}

const callback = async (store: Store, id: string) => (await store.query('SELECT * FROM callbacks WHERE id = $1', [id])).rows[0];
const deliveries = async (store: Store, id: string) =>
  (await store.query('SELECT attempt, http_status, response_body, error, at FROM deliveries WHERE callback_id = $1 ORDER BY attempt', [id])).rows;

async function waitFor<T>(what: string, probe: () => Promise<T> | T, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > until) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 10));
  }
}
const waitStatus = (store: Store, id: string, status: string, timeoutMs?: number) =>
  waitFor(`callback ${id} ${status}`, async () => (await callback(store, id))?.status === status, timeoutMs);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// A fresh PGlite data dir runs initdb in WebAssembly (seconds): each store here opens a copy of an empty one
// (emptyDataDir), and the tests share one store, emptied per test, where they need no store of their own.
const slow = { timeout: 120_000 };

describe('callback delivery on PGlite', () => {
  let store: Store;
  const running: Delivery[] = [];
  const servers: { close(): Promise<void> }[] = [];
  // Every test's deliveries and receivers are stopped after it, whatever happened.
  const track = <T extends Delivery>(d: T) => (running.push(d), d);
  const serve = async (...args: Parameters<typeof receiver>) => {
    const r = await receiver(...args);
    servers.push(r);
    return r;
  };
  beforeAll(async () => {
    store = await openStore({ dataDir: await emptyDataDir() });
  }, 120_000);
  afterAll(() => store?.close());
  beforeEach(async () => {
    await Promise.all(running.splice(0).map((d) => d.stop()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
    await store.query('DELETE FROM callbacks');
  });
  afterAll(async () => {
    await Promise.all(running.splice(0).map((d) => d.stop()));
    await Promise.all(servers.splice(0).map((s) => s.close()));
  });

  it('exports the default backoff', () => {
    expect(BACKOFF).toEqual([1, 2, 4, 8, 16, 32, 64, 128]);
    expect(createDelivery({ store, clock: realClock }).BACKOFF).toBe(BACKOFF);
  });

  it('delivers on the first 2xx: the stored body byte for byte, the headers, one deliveries row, one log line', async () => {
    const hook = await serve(() => ({ status: 200, body: 'thanks' }));
    // Spacing, key order, escapes and non-ASCII as the engine signed them: sent as is, never re-serialized.
    const body = '{"status":"SETTLED",  "amount":"10.00","note":"caf\u00e9 \u20ac \\u00e9","z":1, "a":[ ]}';
    const signed = await insertCallback(store, { url: hook.url, body, signature: 'sha256=abc123' });
    const unsigned = await insertCallback(store, { url: `${hook.url}?plain`, body: '{"n":2}', webhook: 'refund-outcome' });
    const lines: string[] = [];
    const delivery = track(createDelivery({ store, clock: realClock, log: (l: string) => lines.push(l), pollMs: 20 }));
    delivery.start();
    await waitStatus(store, signed, 'delivered');
    await waitStatus(store, unsigned, 'delivered');
    await delivery.stop();

    expect(hook.received).toHaveLength(2);
    const first = hook.received.find((r) => r.url === '/hook')!;
    expect(first.method).toBe('POST');
    expect(first.body.equals(Buffer.from(body, 'utf8'))).toBe(true);
    expect(first.headers['content-type']).toBe('application/json');
    expect(first.headers['user-agent']).toBe('payment-gateway-sandbox');
    expect(first.headers['x-sandbox-signature']).toBe('sha256=abc123');
    const second = hook.received.find((r) => r.url === '/hook?plain')!;
    expect(second.body.toString()).toBe('{"n":2}');
    expect(second.headers).not.toHaveProperty('x-sandbox-signature');

    const row = await callback(store, signed);
    expect(row).toMatchObject({ status: 'delivered', attempts: 1, next_attempt_at: null });
    expect(await deliveries(store, signed)).toEqual([{ attempt: 1, http_status: 200, response_body: 'thanks', error: null, at: expect.any(Date) }]);
    expect(lines).toContain(`callback ${signed} payment-outcome -> ${hook.url} 200 (attempt 1)`);
    expect(lines).toContain(`callback ${unsigned} refund-outcome -> ${hook.url}?plain 200 (attempt 1)`);
    expect(lines).toHaveLength(2);
  });

  it('retries 500, 500 on the backoff and ends delivered on the 204: three attempts, three deliveries rows', async () => {
    const long = 'x'.repeat(5000);
    const hook = await serve((_, n) => (n <= 2 ? { status: 500, body: long } : { status: 204 }));
    const id = await insertCallback(store, { url: hook.url });
    const lines: string[] = [];
    const delivery = track(createDelivery({ store, clock: realClock, log: (l: string) => lines.push(l), backoffSeconds: [0.05, 0.05], pollMs: 10 }));
    delivery.start();
    await waitStatus(store, id, 'delivered');
    await delivery.stop();

    expect(hook.received).toHaveLength(3);
    expect(hook.received.every((r) => r.body.toString() === '{"n":1}')).toBe(true);
    const rows = await deliveries(store, id);
    expect(rows.map((r: any) => [r.attempt, r.http_status])).toEqual([
      [1, 500],
      [2, 500],
      [3, 204],
    ]);
    // The answer's body is clipped to 2000 characters.
    expect(rows[0].response_body).toBe('x'.repeat(2000));
    expect(rows[2].response_body).toBe('');
    // Each retry waited its backoff after the attempt before it.
    expect(rows[1].at.getTime() - rows[0].at.getTime()).toBeGreaterThanOrEqual(50);
    expect(rows[2].at.getTime() - rows[1].at.getTime()).toBeGreaterThanOrEqual(50);
    expect(await callback(store, id)).toMatchObject({ status: 'delivered', attempts: 3 });
    expect(lines.map((l) => l.replace(/next at [^,)]+/, 'next at T'))).toEqual([
      `callback ${id} payment-outcome -> ${hook.url} 500 (attempt 1, next at T)`,
      `callback ${id} payment-outcome -> ${hook.url} 500 (attempt 2, next at T)`,
      `callback ${id} payment-outcome -> ${hook.url} 204 (attempt 3)`,
    ]);
  });

  it('marks the callback failed when the backoff is exhausted (its length + 1 attempts)', async () => {
    const hook = await serve(() => ({ status: 503, body: 'down' }));
    const id = await insertCallback(store, { url: hook.url });
    const lines: string[] = [];
    const delivery = track(createDelivery({ store, clock: realClock, log: (l: string) => lines.push(l), backoffSeconds: [0.01, 0.01], pollMs: 10 }));
    delivery.start();
    await waitStatus(store, id, 'failed');
    // No attempt after failed.
    await sleep(100);
    await delivery.stop();
    expect(hook.received).toHaveLength(3);
    expect((await deliveries(store, id)).map((r: any) => r.http_status)).toEqual([503, 503, 503]);
    expect(await callback(store, id)).toMatchObject({ status: 'failed', attempts: 3, next_attempt_at: null });
    expect(lines.at(-1)).toBe(`callback ${id} payment-outcome -> ${hook.url} 503 (attempt 3, failed: no retries left)`);
  });

  it('records the error when there is no answer: closed port, timeout, a URL that is not http(s)', async () => {
    const port = await unusedPort();
    const refused = await insertCallback(store, { url: `http://127.0.0.1:${port}/hook` });
    const silent = await serve(() => ({ status: 200, delayMs: 5000 }));
    const timedOut = await insertCallback(store, { url: silent.url });
    const ftp = await insertCallback(store, { url: 'ftp://127.0.0.1/hook' });
    const garbage = await insertCallback(store, { url: 'not a url' });
    const lines: string[] = [];
    const delivery = track(createDelivery({ store, clock: realClock, log: (l: string) => lines.push(l), backoffSeconds: [], timeoutMs: 300, pollMs: 10 }));
    delivery.start();
    for (const id of [refused, timedOut, ftp, garbage]) await waitStatus(store, id, 'failed');
    await delivery.stop();

    const only = async (id: string) => {
      const rows = await deliveries(store, id);
      expect(rows).toHaveLength(1);
      expect(rows[0]).toMatchObject({ attempt: 1, http_status: null, response_body: null });
      return rows[0].error as string;
    };
    expect(await only(refused)).toMatch(/ECONNREFUSED/);
    expect(await only(timedOut)).toBe('timeout after 300 ms');
    expect(await only(ftp)).toBe('unsupported URL scheme ftp: (http and https only)');
    expect(await only(garbage)).toBe('invalid URL "not a url"');
    expect(lines).toContain(`callback ${ftp} payment-outcome -> ftp://127.0.0.1/hook error: unsupported URL scheme ftp: (http and https only) (attempt 1, failed: no retries left)`);
    expect(lines.find((l) => l.startsWith(`callback ${refused} `))).toMatch(/ -> http:\/\/127\.0\.0\.1:\d+\/hook error: .*ECONNREFUSED.* \(attempt 1, failed: no retries left\)$/);
  });

  it('resends a delivered callback: sent again, attempt numbering continues', async () => {
    const hook = await serve();
    const id = await insertCallback(store, { url: hook.url, body: '{"resend":true}', signature: 'sig' });
    const delivery = track(createDelivery({ store, clock: realClock, pollMs: 10_000 }));
    delivery.start();
    await waitStatus(store, id, 'delivered');
    const row = await delivery.resend(id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, body: '{"resend":true}' });
    // resend wakes the loop: sent long before the next 10 s poll.
    await waitFor('the second attempt', async () => (await deliveries(store, id)).length === 2, 3000);
    await waitStatus(store, id, 'delivered');
    await delivery.stop();
    expect(hook.received).toHaveLength(2);
    expect(hook.received[1].body.toString()).toBe('{"resend":true}');
    expect(hook.received[1].headers['x-sandbox-signature']).toBe('sig');
    expect((await deliveries(store, id)).map((r: any) => [r.attempt, r.http_status])).toEqual([
      [1, 200],
      [2, 200],
    ]);
    expect(await callback(store, id)).toMatchObject({ status: 'delivered', attempts: 2 });
    expect(await delivery.resend('999999')).toBeUndefined();
    expect(await delivery.resend('not-an-id')).toBeUndefined();
  });

  it('wakes on wake(): a callback enqueued between polls goes out before the next poll', async () => {
    const hook = await serve();
    const delivery = track(createDelivery({ store, clock: realClock, pollMs: 10_000 }));
    delivery.start();
    await sleep(50);
    const id = await insertCallback(store, { url: hook.url });
    delivery.wake();
    await waitStatus(store, id, 'delivered', 3000);
    await delivery.stop();
  });

  it('sends a retry scheduled far ahead once the sandbox clock passes it, not before', async () => {
    const clock = fakeClock(Date.parse('2030-01-01T00:00:00Z'));
    const hook = await serve((_, n) => (n === 1 ? { status: 500 } : { status: 200 }));
    const id = await insertCallback(store, { url: hook.url, at: clock.now() });
    const delivery = track(createDelivery({ store, clock, backoffSeconds: [3600], pollMs: 10 }));
    delivery.start();
    // (its row is written before it is sent: wait for its outcome)
    await waitFor('the first attempt', async () => (await deliveries(store, id))[0]?.http_status === 500);
    // Timestamps are the sandbox clock's, not the database's.
    expect((await deliveries(store, id))[0].at.toISOString()).toBe('2030-01-01T00:00:00.000Z');
    expect((await callback(store, id)).next_attempt_at.toISOString()).toBe('2030-01-01T01:00:00.000Z');
    await sleep(100);
    clock.advance(3599_000);
    await sleep(100);
    expect(hook.received).toHaveLength(1);
    clock.advance(1000);
    await waitStatus(store, id, 'delivered');
    await delivery.stop();
    expect(hook.received).toHaveLength(2);
    expect((await deliveries(store, id)).map((r: any) => [r.attempt, r.http_status, r.at.toISOString()])).toEqual([
      [1, 500, '2030-01-01T00:00:00.000Z'],
      [2, 200, '2030-01-01T01:00:00.000Z'],
    ]);
  });

  it('does not send attempts in flight again when the clock jumps past their lease', async () => {
    const clock = fakeClock(Date.parse('2030-01-01T00:00:00Z'));
    const hook = await serve(() => ({ status: 200, delayMs: 300 }));
    // Ten in flight: a claim after the jump has room for six and finds six due rows, all of them in flight.
    const ids: string[] = [];
    for (let i = 0; i < 10; i++) ids.push(await insertCallback(store, { url: hook.url, body: JSON.stringify({ n: i }), at: clock.now() }));
    // The store as the delivery sees it, counting its claims.
    let claims = 0;
    const counting = { ...store, write: (sql: string, params?: unknown[]) => ((claims += Number(sql.includes('SKIP LOCKED'))), store.write(sql, params)) };
    const delivery = track(createDelivery({ store: counting as Store, clock, pollMs: 20 }));
    delivery.start();
    await waitFor('the requests', () => hook.received.length === 10);
    const before = claims;
    const started = Date.now();
    // The admin moves the clock a day ahead while the receiver thinks: the leases are over, the rows are due
    // again and claimed again, but this instance knows its attempts still run and sends none of them twice.
    clock.advance(86_400_000);
    delivery.wake();
    for (const id of ids) await waitStatus(store, id, 'delivered');
    // About one claim per 20 ms tick while the receiver thinks, not a claim loop.
    expect(claims - before).toBeLessThan(10 + (Date.now() - started) / 10);
    await sleep(50);
    await delivery.stop();
    expect(hook.received).toHaveLength(10);
    const { rows } = await store.query('SELECT DISTINCT status, attempts FROM callbacks');
    expect(rows).toEqual([{ status: 'delivered', attempts: 1 }]);
  }, 20_000);

  it('delivers each of 30 callbacks exactly once with two delivery instances on one store', async () => {
    const hook = await serve(() => ({ status: 200, delayMs: 5 }));
    const ids: string[] = [];
    for (let i = 0; i < 30; i++) ids.push(await insertCallback(store, { url: hook.url, body: JSON.stringify({ n: i }) }));
    const a = track(createDelivery({ store, clock: realClock, pollMs: 5 }));
    const b = track(createDelivery({ store, clock: realClock, pollMs: 5 }));
    a.start();
    b.start();
    for (const id of ids) await waitStatus(store, id, 'delivered');
    // Give a double send every chance to show.
    await sleep(100);
    await Promise.all([a.stop(), b.stop()]);
    expect(hook.received.map((r) => JSON.parse(r.body.toString()).n).sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
    const { rows } = await store.query('SELECT callback_id, count(*)::int AS n FROM deliveries GROUP BY callback_id HAVING count(*) <> 1');
    expect(rows).toEqual([]);
  });

  it('sends X-Sandbox-Delivery-Id, the same on every attempt and resend, and X-Sandbox-Delivery-Attempt, the attempt recorded', async () => {
    const hook = await serve((_, n) => (n === 1 ? { status: 500 } : { status: 200 }));
    const id = await insertCallback(store, { url: hook.url });
    const delivery = track(createDelivery({ store, clock: realClock, backoffSeconds: [0.05], pollMs: 10 }));
    delivery.start();
    await waitStatus(store, id, 'delivered');
    await delivery.resend(id);
    await waitFor('the resent attempt', async () => (await deliveries(store, id)).length === 3 && (await callback(store, id)).status === 'delivered');
    await delivery.stop();
    const { delivery_id } = await callback(store, id);
    expect(delivery_id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(hook.received.map((r) => [r.headers['x-sandbox-delivery-id'], r.headers['x-sandbox-delivery-attempt']])).toEqual([
      [delivery_id, '1'],
      [delivery_id, '2'],
      [delivery_id, '3'],
    ]);
    // Another callback has another id.
    const other = await insertCallback(store, { url: hook.url });
    expect((await callback(store, other)).delivery_id).not.toBe(delivery_id);
    const rows = await store.query('SELECT attempt, state, holder, finished_at FROM deliveries WHERE callback_id = $1 ORDER BY attempt', [id]);
    expect(rows.rows.map((r: any) => [r.attempt, r.state, r.holder])).toEqual([
      [1, 'answered', delivery.holder],
      [2, 'answered', delivery.holder],
      [3, 'answered', delivery.holder],
    ]);
    expect(rows.rows.every((r: any) => r.finished_at instanceof Date)).toBe(true);
  });

  it('records an attempt before sending it: an in-flight deliveries row and a lease of its holder while the receiver has it', async () => {
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    const hook = await serve(() => ({ status: 200, delayMs: 400 }));
    const id = await insertCallback(store, { url: hook.url });
    const seen: any[] = [];
    // A fetch that looks at the store when the request goes out, before the receiver answers.
    const peek = (async (url: URL, init: RequestInit) => {
      seen.push({ callback: await callback(store, id), deliveries: await deliveries(store, id) });
      release();
      return fetch(url, init);
    }) as typeof fetch;
    const delivery = track(createDelivery({ store, clock: realClock, fetch: peek, pollMs: 10, leaseMs: 60_000, holder: 'test-host:1234:abcdef' }));
    delivery.start();
    await held;
    await waitStatus(store, id, 'delivered');
    await delivery.stop();
    expect(seen).toHaveLength(1);
    expect(seen[0].callback).toMatchObject({ status: 'pending', attempts: 1, lease_holder: 'test-host:1234:abcdef' });
    // The lease is the database's real time, about leaseMs ahead.
    expect(seen[0].callback.lease_until.getTime() - Date.now()).toBeGreaterThan(50_000);
    expect(seen[0].deliveries).toEqual([{ attempt: 1, http_status: null, response_body: null, error: null, at: expect.any(Date) }]);
    expect((await store.query('SELECT state, holder FROM deliveries WHERE callback_id = $1', [id])).rows).toEqual([{ state: 'answered', holder: 'test-host:1234:abcdef' }]);
    expect(await callback(store, id)).toMatchObject({ status: 'delivered', attempts: 1, lease_until: null, lease_holder: null });
  });

  it('sends an attempt whose lease ran out again, as the next attempt with the same delivery id; the stalled one is lost until it records', async () => {
    const hook = await serve();
    const id = await insertCallback(store, { url: hook.url });
    // A holder that stalls: its request never goes out until the test lets it (as a process that stopped).
    let unstall!: () => void;
    const stalled = new Promise<void>((r) => (unstall = r));
    let stalledAt: number | undefined;
    const stalling = (async (url: URL, init: RequestInit) => {
      stalledAt = Date.now();
      await stalled;
      // (its own timeout would have fired by now: a process paused past it would send all the same)
      return fetch(url, { ...init, signal: undefined });
    }) as typeof fetch;
    const a = track(createDelivery({ store, clock: realClock, fetch: stalling, pollMs: 10, timeoutMs: 100, leaseMs: 400, holder: 'host-a:1:aaaaaa' }));
    a.start();
    await waitFor('the stalled attempt', () => stalledAt !== undefined);
    const b = track(createDelivery({ store, clock: realClock, pollMs: 10, timeoutMs: 100, leaseMs: 400, holder: 'host-b:2:bbbbbb' }));
    b.start();
    await waitStatus(store, id, 'delivered');
    // Not before the lease ran out.
    expect(Date.now() - stalledAt!).toBeGreaterThanOrEqual(350);
    let rows = (await store.query('SELECT attempt, state, holder, error FROM deliveries WHERE callback_id = $1 ORDER BY attempt', [id])).rows;
    expect(rows.map((r: any) => [r.attempt, r.state, r.holder])).toEqual([
      [1, 'lost', 'host-a:1:aaaaaa'],
      [2, 'answered', 'host-b:2:bbbbbb'],
    ]);
    expect(rows[0].error).toMatch(/^no outcome recorded: its holder \(host-a:1:aaaaaa\) stopped or stalled past its lease/);
    expect(hook.received.map((r) => r.headers['x-sandbox-delivery-attempt'])).toEqual(['2']);
    // The stalled holder sends after all: its outcome replaces the lost mark; the callback stays delivered, attempts 2.
    unstall();
    await waitFor('the stalled attempt recorded', async () => (await deliveries(store, id))[0].http_status === 200);
    await Promise.all([a.stop(), b.stop()]);
    rows = (await store.query('SELECT attempt, state FROM deliveries WHERE callback_id = $1 ORDER BY attempt', [id])).rows;
    expect(rows).toEqual([
      { attempt: 1, state: 'answered' },
      { attempt: 2, state: 'answered' },
    ]);
    expect(hook.received.map((r) => r.headers['x-sandbox-delivery-attempt'])).toEqual(['2', '1']);
    expect(new Set(hook.received.map((r) => r.headers['x-sandbox-delivery-id'])).size).toBe(1);
    expect(await callback(store, id)).toMatchObject({ status: 'delivered', attempts: 2 });
  });

  it('frees the leases of earlier holders at start when exclusive (PGlite: one process owns the data directory)', async () => {
    const hook = await serve();
    const id = await insertCallback(store, { url: hook.url });
    // A process killed mid-attempt left its lease and its in-flight row.
    await store.query("UPDATE callbacks SET attempts = 1, lease_holder = 'gone:99:dead00', lease_until = clock_timestamp() + interval '1 hour' WHERE id = $1", [id]);
    await store.query("INSERT INTO deliveries (callback_id, attempt, at, holder, state) VALUES ($1, 1, now(), 'gone:99:dead00', 'in-flight')", [id]);
    const shy = track(createDelivery({ store, clock: realClock, pollMs: 10 }));
    shy.start();
    await sleep(200);
    await shy.stop();
    expect(hook.received).toHaveLength(0);
    const delivery = track(createDelivery({ store, clock: realClock, pollMs: 10, exclusive: true }));
    delivery.start();
    await waitStatus(store, id, 'delivered', 3000);
    await delivery.stop();
    expect(hook.received.map((r) => r.headers['x-sandbox-delivery-attempt'])).toEqual(['2']);
    expect((await store.query('SELECT attempt, state FROM deliveries WHERE callback_id = $1 ORDER BY attempt', [id])).rows).toEqual([
      { attempt: 1, state: 'lost' },
      { attempt: 2, state: 'answered' },
    ]);
  });

  it("is fair: one receiver's backlog holds at most perMerchant slots, and another's callback goes out at once", async () => {
    let open = 0;
    let mostOpen = 0;
    const slowHook = await serve(() => {
      open++;
      mostOpen = Math.max(mostOpen, open);
      setTimeout(() => open--, 300);
      return { status: 200, delayMs: 300 };
    });
    const quickHook = await serve();
    const backlog: string[] = [];
    for (let i = 0; i < 12; i++) backlog.push(await insertCallback(store, { url: slowHook.url, body: JSON.stringify({ n: i }) }));
    const delivery = track(createDelivery({ store, clock: realClock, pollMs: 10, slots: 8, perMerchant: 2 }));
    delivery.start();
    await waitFor('the backlog started', () => slowHook.received.length >= 2);
    const t0 = Date.now();
    const quick = await insertCallback(store, { url: quickHook.url });
    delivery.wake();
    await waitStatus(store, quick, 'delivered', 3000);
    // Out while the backlog's first attempts (300 ms each) still run.
    expect(Date.now() - t0).toBeLessThan(250);
    for (const id of backlog) await waitStatus(store, id, 'delivered');
    await delivery.stop();
    expect(mostOpen).toBe(2);
    // Each backlog callback once, in due order two at a time.
    expect(slowHook.received.map((r) => JSON.parse(r.body.toString()).n)).toEqual([...Array(12).keys()]);
  });

  it('keeps going after a store error and stops cleanly before the store closes', slow, async () => {
    const own = await openStore({ dataDir: await emptyDataDir() });
    const lines: string[] = [];
    const delivery = createDelivery({ store: own, clock: realClock, log: (l: string) => lines.push(l), pollMs: 10 });
    delivery.start();
    await sleep(50);
    await delivery.stop();
    await own.close();
    // A loop left running on a closed store logs (once) and never rejects.
    const orphan = createDelivery({ store: own, clock: realClock, log: (l: string) => lines.push(l), pollMs: 10 });
    orphan.start();
    await sleep(100);
    await orphan.stop();
    expect(lines).toEqual(['callbacks: claiming due callbacks failed: store: write after close']);
  });

  it('delivers a callback stored before a close and reopen of the data dir, by a new delivery instance', slow, async () => {
    const hook = await serve();
    const dataDir = await emptyDataDir();
    const first = await openStore({ dataDir });
    const id = await insertCallback(first, { url: hook.url, body: '{"kept":"across restarts"}' });
    await first.close();

    const second = await openStore({ dataDir });
    const delivery = createDelivery({ store: second, clock: realClock, pollMs: 10 });
    try {
      delivery.start();
      await waitStatus(second, id, 'delivered');
    } finally {
      await delivery.stop();
      await second.close();
    }
    expect(hook.received.map((r) => r.body.toString())).toEqual(['{"kept":"across restarts"}']);
  });
});

describe('callback delivery on PostgreSQL', () => {
  let server: Postgres;
  beforeAll(async () => {
    server = await sharedPostgres();
  });

  it('delivers each of 30 due callbacks exactly once with two delivery instances on two connections', async () => {
    const databaseUrl = await server.createDatabase('callbacks_twice');
    const [one, two] = await Promise.all([openStore({ databaseUrl }), openStore({ databaseUrl })]);
    const hook = await receiver(() => ({ status: 200, delayMs: 5 }));
    const a = createDelivery({ store: one, clock: realClock, pollMs: 5 });
    const b = createDelivery({ store: two, clock: realClock, pollMs: 5 });
    try {
      expect(one.kind).toBe('postgres');
      const ids: string[] = [];
      for (let i = 0; i < 30; i++) ids.push(await insertCallback(one, { url: hook.url, body: JSON.stringify({ n: i }) }));
      a.start();
      b.start();
      for (const id of ids) await waitStatus(two, id, 'delivered');
      await sleep(100);
      await Promise.all([a.stop(), b.stop()]);
      expect(hook.received.map((r) => JSON.parse(r.body.toString()).n).sort((x, y) => x - y)).toEqual([...Array(30).keys()]);
      const { rows } = await one.query('SELECT callback_id, attempt, http_status FROM deliveries ORDER BY callback_id');
      expect(rows).toHaveLength(30);
      expect(rows.every((r: any) => r.attempt === 1 && r.http_status === 200)).toBe(true);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await Promise.all([one.close(), two.close()]);
      await hook.close();
    }
  });
});
