// A sandbox a team shares: several sandbox processes (packages/sandbox/sandbox.mjs as child processes) on one
// PostgreSQL database (a throw-away server from tests/support/postgres.ts), callbacks to real HTTP receivers on
// loopback. Callbacks are made by S2S APM CREDIT2VIRTUAL (one request, one payout, one payment-outcome
// callback), sent to every process in turn.
//   - kill -9 of one process while it has attempts in flight: every callback still reaches the receiver; a
//     callback reaches it twice only when the killed process held an attempt of it, and then with the same
//     X-Sandbox-Delivery-Id and a higher X-Sandbox-Delivery-Attempt; no attempt number is sent twice; the
//     records (GET /sandbox/callbacks: attempts, each delivery's state) match what the receiver saw.
//   - behind nginx: packages/sandbox/nginx.example.conf, as the README gives it (its ports replaced), in front
//     of two processes: payments, links on the public URL, the admin API and callbacks through it.
//   - fairness: one merchant's receiver never answers, with a backlog of 60 callbacks; it has at most
//     per_merchant attempts open at once, and another merchant's callback arrives within a second of its
//     state change.
// Short timeouts and leases come from the config's `callbacks` member; every wait is bounded.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { unusedPort } from '../support/ports.ts';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openStore } from '../../packages/sandbox/store.mjs';
import { sharedPostgres, type Postgres } from '../support/postgres.ts';
import { root } from '../../packages/contract/index.mjs';
import { ADMIN_TOKEN, adminAuth, configFile, model, removeTempDirs, spawnSandbox, tempDir, type SandboxConfig } from '../support/sandbox.ts';

type Spawned = Awaited<ReturnType<typeof spawnSandbox>>;
type Store = Awaited<ReturnType<typeof openStore>>;

const running: Spawned[] = [];
const others: ChildProcess[] = [];
const stores: Store[] = [];
const receivers: Array<{ close(): Promise<void> }> = [];
let pg: Postgres;
beforeAll(async () => {
  pg = await sharedPostgres();
});
afterAll(async () => {
  for (const c of others.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGTERM');
  await Promise.all(running.splice(0).map((s) => s.stop('SIGKILL')));
  await Promise.all(stores.splice(0).map((s) => s.close()));
  await Promise.all(receivers.splice(0).map((r) => r.close()));
  removeTempDirs();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
async function until<T>(what: string, probe: () => Promise<T> | T, ms: number): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const v = await probe();
    if (v) return v;
    if (Date.now() > end) throw new Error(`timed out after ${ms} ms waiting for ${what}`);
    await sleep(20);
  }
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = net.connect(port, '127.0.0.1', () => (socket.destroy(), resolve(true)));
    socket.on('error', () => resolve(false));
  });

type Receipt = { deliveryId: string | undefined; attempt: number; body: string; at: number };

/** A receiver: records every request; `delayMs` null never answers. Tracks the most requests open at once. */
async function receiver(delayMs: number | null) {
  const received: Receipt[] = [];
  let open = 0;
  let mostOpen = 0;
  const server = http.createServer((req, res) => {
    open++;
    mostOpen = Math.max(mostOpen, open);
    let closed = false;
    const done = () => {
      if (!closed) open--;
      closed = true;
    };
    res.on('close', done);
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const header = (name: string) => req.headers[name] as string | undefined;
      received.push({ deliveryId: header('x-sandbox-delivery-id'), attempt: Number(header('x-sandbox-delivery-attempt')), body: Buffer.concat(chunks).toString('utf8'), at: Date.now() });
      if (delayMs !== null) setTimeout(() => res.writeHead(200, { 'content-type': 'text/plain' }).end('ok'), delayMs);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const r = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    received,
    mostOpen: () => mostOpen,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
  receivers.push(r);
  return r;
}

/** Sandbox processes on one new database of the test server, started side by side. */
async function shared(name: string, config: SandboxConfig, count: number, restArgs: string[] = []) {
  const databaseUrl = await pg.createDatabase(name);
  const file = configFile(config);
  // The first one runs the migrations; the others find them done.
  const first = await spawnSandbox({ configFile: file, dataDir: tempDir(), env: { DATABASE_URL: databaseUrl } });
  running.push(first);
  const rest = await Promise.all(Array.from({ length: count - 1 }, () => spawnSandbox({ configFile: file, dataDir: tempDir(), env: { DATABASE_URL: databaseUrl }, args: restArgs })));
  running.push(...rest);
  const store = await openStore({ databaseUrl });
  stores.push(store);
  return { processes: [first, ...rest], store };
}

const payout = model.elements.find((e: { value: string }) => e.value === 'CREDIT2VIRTUAL').examples[0].value as Record<string, string>;
let orders = 0;
/** A CREDIT2VIRTUAL of `clientKey` on process `p`: one settled payout, one callback. The answer's trans_id. */
async function pay(p: Spawned, clientKey: string) {
  const body = new URLSearchParams({ ...payout, client_key: clientKey, order_id: `shared-${process.pid}-${++orders}` });
  const res = await fetch(`${p.urls['s2s-apm']}/post`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body });
  const text = await res.text();
  expect(res.status, text).toBe(200);
  return JSON.parse(text).trans_id as string;
}

type Callback = { id: number; payment_id: string; merchant_key: string; delivery_id: string; body: string; status: string; attempts: number; deliveries: Array<{ attempt: number; state: string; holder: string; http_status: number | null }> };
async function callbacks(p: Spawned): Promise<Callback[]> {
  const res = await fetch(`${p.urls.checkout}/sandbox/callbacks`, { headers: adminAuth(ADMIN_TOKEN) });
  expect(res.status).toBe(200);
  return (await res.json()).callbacks;
}
const ofPid = (holder: string | null | undefined, pid: number) => typeof holder === 'string' && holder.split(':').at(-2) === String(pid);

describe('a shared sandbox: processes on one PostgreSQL database', () => {
  it('kill -9 of a process during deliveries: every callback arrives, repeats only of the attempts it held, with the same delivery id; the records match the receiver', async () => {
    const hook = await receiver(1500);
    const { processes, store } = await shared(
      'shared_kill',
      {
        merchants: [{ environment: 'test', merchant_key: 'mk-kill', client_key: 'ck-kill', password: 'pw-kill', callback_url: hook.url }],
        callbacks: { timeout_seconds: 2, lease_seconds: 3, retry_seconds: [0.2, 0.2, 0.2, 0.2], slots: 8, per_merchant: 36 },
      },
      3,
    );
    const [victim, ...survivors] = processes;
    const pid = victim.child.pid!;
    // 36 callbacks, made on the three processes in turn: each process claims the ones it made at once.
    await Promise.all(Array.from({ length: 36 }, (_, i) => pay(processes[i % 3], 'ck-kill')));
    // Each process has at most 8 attempts in flight (slots) and the receiver answers 1.5 s after a request
    // arrived: once 20 requests are in, some are the victim's, still unanswered. Kill it then.
    await until('20 requests at the receiver', () => hook.received.length >= 20, 10_000);
    victim.child.kill('SIGKILL');
    await new Promise((r) => victim.child.once('exit', r));
    running.splice(running.indexOf(victim), 1);
    // What the records say the victim had in flight when it died.
    const atKill = (await store.query("SELECT callback_id, attempt FROM deliveries WHERE state = 'in-flight' AND split_part(holder, ':', 2) = $1", [String(pid)])).rows;
    const heldIds = new Set(atKill.map((r: { callback_id: string }) => Number(r.callback_id)));

    // Everything is delivered by the survivors, the victim's attempts after their leases ran out.
    await until('every callback delivered', async () => (await store.query("SELECT count(*)::int AS n FROM callbacks WHERE status = 'delivered'")).rows[0].n === 36, 20_000);
    await sleep(300);
    const records = await callbacks(survivors[0]);
    expect(records).toHaveLength(36);

    // Every callback reached the receiver, with its delivery id and its exact body.
    const byId = new Map<string, Receipt[]>();
    for (const r of hook.received) byId.set(String(r.deliveryId), [...(byId.get(String(r.deliveryId)) ?? []), r]);
    expect(new Set(byId.keys())).toEqual(new Set(records.map((c) => c.delivery_id)));
    for (const c of records) expect(byId.get(c.delivery_id)!.every((r) => r.body === c.body)).toBe(true);
    // No attempt was sent twice.
    const pairs = hook.received.map((r) => `${r.deliveryId}#${r.attempt}`);
    expect(new Set(pairs).size).toBe(pairs.length);

    // Repeats: only of callbacks whose attempt the victim held at the kill (the kill did hit attempts in flight).
    expect(atKill.length).toBeGreaterThan(0);
    const repeated = records.filter((c) => byId.get(c.delivery_id)!.length > 1);
    expect(repeated.length).toBeGreaterThan(0);
    for (const c of repeated) expect(heldIds.has(c.id), `callback ${c.id} arrived ${byId.get(c.delivery_id)!.length} times`).toBe(true);
    expect(repeated.length).toBeLessThanOrEqual(atKill.length);

    // The records: attempts counts every deliveries row; each row the receiver answered was received with its
    // number; each receipt is a row that was answered, or lost by the victim; lost rows are the victim's only.
    for (const c of records) {
      const receipts = byId.get(c.delivery_id)!;
      expect(c.attempts).toBe(c.deliveries.length);
      expect(c.deliveries.map((d) => d.attempt)).toEqual(c.deliveries.map((_, i) => i + 1));
      expect(c.deliveries.filter((d) => d.state === 'answered' && d.http_status === 200)).toHaveLength(1);
      for (const d of c.deliveries) {
        expect(['answered', 'lost']).toContain(d.state);
        if (d.state === 'lost') expect(ofPid(d.holder, pid), `${c.id}#${d.attempt} lost by ${d.holder}`).toBe(true);
        if (d.state === 'answered') expect(receipts.some((r) => r.attempt === d.attempt), `${c.id}#${d.attempt} answered but not received`).toBe(true);
      }
      for (const r of receipts) expect(c.deliveries.find((d) => d.attempt === r.attempt)?.state, `${c.id}: attempt ${r.attempt} received`).toMatch(/^(answered|lost)$/);
    }
    // Each of the victim's attempts in flight at the kill is lost in the records.
    for (const { callback_id, attempt } of atKill) {
      expect(records.find((c) => c.id === Number(callback_id))!.deliveries.find((d) => d.attempt === attempt)?.state).toBe('lost');
    }
  }, 120_000);

  it('behind nginx (packages/sandbox/nginx.example.conf): two processes, one public port per host; payments, links, the admin API and callbacks through it', async () => {
    const nginx = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((f) => fs.existsSync(f));
    if (!nginx) throw new Error("nginx not found: this test runs the README's load balancer example; install Debian's nginx-light (apt-get install nginx-light)");
    const hook = await receiver(0);
    const publicPorts: number[] = [];
    while (publicPorts.length < 3) {
      const port = await unusedPort();
      if (!publicPorts.includes(port)) publicPorts.push(port);
    }
    const publicUrl = (i: number) => `http://127.0.0.1:${publicPorts[i]}`;
    const password = 'pw-nginx';
    const { processes } = await shared(
      'shared_nginx',
      {
        merchants: [{ environment: 'test', merchant_key: 'mk-nginx', client_key: 'ck-nginx', password, callback_url: hook.url }],
        public_urls: [0, 1, 2].map(publicUrl),
      },
      2,
      // The second as on another machine: listening on every address.
      ['--listen', '0.0.0.0'],
    );
    expect(processes[1].output()).toMatch(/\[sandbox\] checkout ready at http:\/\/0\.0\.0\.0:\d+/);
    // The example, its ports replaced: 40x0-40x2 the first process's hosts, 41x0-41x2 the second's, 802x public.
    const portOf = (p: Spawned, host: string) => new URL((p.urls as Record<string, string>)[host]).port;
    const hosts = ['checkout', 's2s-card', 's2s-apm'];
    const map: Record<string, string> = {};
    hosts.forEach((h, i) => {
      map[`402${i}`] = portOf(processes[0], h);
      map[`412${i}`] = portOf(processes[1], h);
      map[`802${i}`] = String(publicPorts[i]);
    });
    const example = fs.readFileSync(path.join(root, 'packages/sandbox/nginx.example.conf'), 'utf8');
    const dir = tempDir('sandbox-nginx-');
    fs.writeFileSync(path.join(dir, 'sandbox.conf'), example.replace(/\b(40|41|80)2[0-2]\b/g, (m) => map[m] ?? m));
    const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
    fs.writeFileSync(
      path.join(dir, 'nginx.conf'),
      `${process.getuid?.() === 0 ? 'user root;\n' : ''}daemon off;\nmaster_process on;\nworker_processes 1;\npid ${path.join(dir, 'nginx.pid')};\nerror_log stderr warn;\nevents { worker_connections 128; }\n` +
        `http {\n  access_log off;\n  ${['client_body', 'proxy', 'fastcgi', 'uwsgi', 'scgi'].map(temp).join('\n  ')}\n  include ${path.join(dir, 'sandbox.conf')};\n}\n`,
    );
    let errors = '';
    const proxy = spawn(nginx, ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr'], { stdio: ['ignore', 'ignore', 'pipe'] });
    proxy.stderr!.on('data', (c) => (errors += c));
    others.push(proxy);
    // nginx itself, not another server on one of its ports: nginx exits when it cannot bind one.
    await until('nginx listening', async () => {
      if (proxy.exitCode !== null) throw new Error(`nginx exited with ${proxy.exitCode}`);
      return (await Promise.all(publicPorts.map(accepts))).every(Boolean);
    }, 10_000).catch((err) => {
      throw new Error(`${err.message}: ${errors}`);
    });

    // A Checkout purchase with auth through nginx: redirect_url on the public URL; paid headlessly through it.
    const sign = (text: string) => createHash('sha1').update(createHash('md5').update((text + password).toUpperCase()).digest('hex')).digest('hex');
    const order = { number: `nginx-${process.pid}`, amount: '10.00', currency: 'USD', description: 'Behind nginx' };
    const session = await fetch(`${publicUrl(0)}/api/v1/session`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ merchant_key: 'mk-nginx', operation: 'purchase', auth: true, order, success_url: 'https://shop.example/ok', hash: sign(order.number + order.amount + order.currency + order.description) }),
    });
    const { redirect_url } = await session.json();
    expect(session.status).toBe(200);
    expect(redirect_url.startsWith(`${publicUrl(0)}/sandbox/pay/`)).toBe(true);
    const pay = await fetch(`${redirect_url}?outcome=success`, { method: 'POST', redirect: 'manual' });
    expect(pay.status).toBe(303);
    const transId = new URL(pay.headers.get('location')!).searchParams.get('trans_id')!;
    // CAPTURE twice through the public S2S CARD port (nginx sends them to the two processes in turn): one wins.
    const capture = async () => {
      const res = await fetch(`${publicUrl(1)}/post`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: new URLSearchParams({ action: 'CAPTURE', client_key: 'ck-nginx', trans_id: transId, hash: sign(transId) }) });
      return [res.status, (await res.json()).error_code ?? null];
    };
    expect([await capture(), await capture()]).toEqual([
      [200, null],
      [400, 208003],
    ]);
    // The admin API through nginx, with the sandbox-wide token every process was given.
    const stored = await fetch(`${publicUrl(0)}/sandbox/payments/${transId}`, { headers: adminAuth(ADMIN_TOKEN) });
    expect(stored.status).toBe(200);
    expect((await stored.json()).state).toBe('settled');
    // A Host that is not a public URL is refused through nginx too.
    const rebound = await new Promise<number>((resolve, reject) => {
      http.get({ host: '127.0.0.1', port: publicPorts[0], path: '/sandbox/openapi.json', headers: { host: 'rebind.example' } }, (res) => (res.resume(), resolve(res.statusCode!))).on('error', reject);
    });
    expect(rebound).toBe(400);
    // Both processes answered requests; the callbacks (pending auth, then settled) arrived once each.
    for (const p of processes) expect(p.output()).toMatch(/\[sandbox\] \[(checkout|s2s-card)\] POST /);
    await until('two callbacks', () => hook.received.length >= 2, 5_000);
    await sleep(300);
    expect(hook.received).toHaveLength(2);
    expect(new Set(hook.received.map((r) => r.deliveryId)).size).toBe(2);
    proxy.kill('SIGQUIT');
    await new Promise((r) => (proxy.exitCode !== null ? r(null) : proxy.once('exit', r)));
  }, 120_000);

  it("fairness: a receiver that never answers holds at most per_merchant attempts; another merchant's callback arrives within a second", async () => {
    const hanging = await receiver(null);
    const healthy = await receiver(0);
    const { processes } = await shared(
      'shared_fair',
      {
        merchants: [
          { environment: 'test', merchant_key: 'mk-hang', client_key: 'ck-hang', password: 'pw-hang', callback_url: hanging.url },
          { environment: 'test', merchant_key: 'mk-fine', client_key: 'ck-fine', password: 'pw-fine', callback_url: healthy.url },
        ],
        callbacks: { timeout_seconds: 4, lease_seconds: 6, retry_seconds: [0.2, 0.2], slots: 8, per_merchant: 3 },
      },
      2,
    );
    // A backlog of 60 callbacks to the receiver that hangs, made on both processes.
    await Promise.all(Array.from({ length: 60 }, (_, i) => pay(processes[i % 2], 'ck-hang')));
    await until('the hanging receiver holding attempts', () => hanging.received.length >= 3, 10_000);
    await sleep(300);
    // The healthy merchant's callbacks, one made on each process: each arrives within a second of its answer.
    for (const p of processes) {
      const before = healthy.received.length;
      const t0 = Date.now();
      await pay(p, 'ck-fine');
      const answered = Date.now();
      const got = await until("the healthy merchant's callback", () => healthy.received[before], 5_000);
      expect(got.at - answered, `arrived ${got.at - answered} ms after the answer (request took ${answered - t0} ms)`).toBeLessThan(1000);
      await sleep(200);
    }
    // The receiver that hangs never had more than per_merchant (3) attempts open, across both processes.
    expect(hanging.mostOpen()).toBeGreaterThan(0);
    expect(hanging.mostOpen()).toBeLessThanOrEqual(3);
  }, 120_000);
});
