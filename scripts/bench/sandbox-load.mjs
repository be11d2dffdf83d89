// Load on the sandbox (packages/sandbox/sandbox.mjs as a child process, PGlite in a temp dir, --quiet), driven by
// autocannon from this process with 50 connections for BENCH_SECONDS (10) seconds per measurement:
//   (a) a mixed flow, every write durable before its answer: each connection repeats S2S CARD RECURRING_SALE
//       (a new payment, unique order_id, on a precreated initial recurring debit), GET_TRANS_STATUS of the
//       payment that sale created, and CAPTURE of a precreated pending authorization (a pool of auths paid
//       headlessly, each captured once, sized from the run: twice Prism's rate measured just before; the run
//       stops early rather than capture an auth twice). Target (issue 31): throughput >= 1.5x Prism's
//       one-operation baseline (scripts/bench/prism-server.mjs, as mock-load runs it); latency at saturation is
//       the queue's, so it is measured at a stated load (sandbox-open-loop.mjs). A row in which any request got
//       an answer the flow did not intend is invalid.
//   (b) status lookups: GET_TRANS_STATUS of one existing payment. Target: >= 0.25x of a bare node:http server
//       (a child process) that reads the request body and answers a fixed JSON.
// Both baselines are measured before and after the sandbox in the same run; their mean is the baseline.
// Each sandbox row also gives p50 and the cores the sandbox and the load generator used during its load.
// BENCH_AUTHS: the size of the auth pool; BENCH_SANDBOX_NODE_ARGS: node flags for the sandbox child (e.g.
// `--cpu-prof --cpu-prof-dir=/tmp/prof` to see where its time goes).
import { spawn } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { root } from '../../packages/contract/index.mjs';
import { baselineDocument } from './mock-load.mjs';

export const name = 'sandbox load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 18010) + 30;
const MIXED_TARGET = 1.5;
const STATUS_TARGET = 0.25;
export const FORM = 'application/x-www-form-urlencoded';
export const MERCHANT = { environment: 'test', merchant_key: 'mk-bench', client_key: 'ck-bench', password: 'pw-bench', payment_mode: 'SMS/DMS', refunds: 'api' };
const SHOP = 'https://shop.example';

// Section 5: sha1(md5(upper(fields + password))), hex digests.
const hex = (algorithm, text) => createHash(algorithm).update(text, 'utf8').digest('hex');
export const sign = (values) => hex('sha1', hex('md5', (values.join('') + MERCHANT.password).toUpperCase()));
export const form = (o) => new URLSearchParams(o).toString();


// The bare baseline: node:http, reads the body, answers one fixed JSON.
const bareServer = `
const http = require('node:http');
const body = JSON.stringify({ result: 'SUCCESS', trans_id: '4f1c2e3a-0000-4000-8000-00000000a001', order_status: 'settled' });
const server = http.createServer((req, res) => {
  req.on('data', () => {});
  req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end(body); });
});
server.keepAliveTimeout = 5000;
server.listen(Number(process.argv[1]), '127.0.0.1', () => console.log('ready'));
`;

/** A child process; resolves once its stdout matched `ready` (a function of everything printed so far). */
export function start(args, { env = {}, ready = (out) => /ready/.test(out) } = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (ready(out)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ').slice(0, 80)} exited with ${code}: ${out.slice(-500)}`)));
  });
}
export const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));

/** CPU seconds a child process has used so far (Linux /proc; undefined elsewhere). */
function cpuOf(child) {
  try {
    const fields = fs.readFileSync(`/proc/${child.pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100; // utime + stime, in clock ticks of 1/100 s
  } catch {
    return undefined;
  }
}

/**
 * autocannon's result; with a server `child`, also `cpu`: the cores it and this process (the load generator)
 * used on average during the load, so a reader sees how the machine's cores were shared.
 */
export function load(request, child, onInstance = () => {}) {
  const serverBefore = child && cpuOf(child);
  const selfBefore = process.cpuUsage();
  const t0 = process.hrtime.bigint();
  return new Promise((resolve, reject) => {
    const instance = autocannon({ connections: CONNECTIONS, duration: SECONDS, ...request }, (err, result) => {
      if (err) return reject(err);
      if (child) {
        const seconds = Number(process.hrtime.bigint() - t0) / 1e9;
        const self = process.cpuUsage(selfBefore);
        const serverAfter = cpuOf(child);
        result.cpu = { server: serverBefore === undefined || serverAfter === undefined ? undefined : (serverAfter - serverBefore) / seconds, loadGenerator: (self.user + self.system) / 1e6 / seconds };
      }
      resolve(result);
    });
    onInstance(instance);
  });
}
const cores = (r) => (r.cpu ? `; cores used: server ${r.cpu.server?.toFixed(2) ?? '?'}, load generator ${r.cpu.loadGenerator.toFixed(2)} of ${os.availableParallelism?.() ?? os.cpus().length}` : '');
export const fmt = (r) => `${Math.round(r.requests.average)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}${r.errors ? `, ${r.errors} errors` : ''}`;

/** Runs `fn` over `items` with at most `n` at a time. */
export async function pool(items, n, fn) {
  const out = [];
  let next = 0;
  await Promise.all(Array.from({ length: n }, async () => {
    while (next < items.length) {
      const i = next++;
      out[i] = await fn(items[i], i);
    }
  }));
  return out;
}

async function post(url, body, type = 'application/json') {
  const res = await fetch(url, { method: 'POST', headers: { 'content-type': type }, body: type === FORM ? form(body) : JSON.stringify(body), redirect: 'manual' });
  const text = await res.text();
  return { status: res.status, location: res.headers.get('location'), body: text ? JSON.parse(text) : undefined };
}

/** A Checkout session of `operation`, paid headlessly: the new payment's trans_id. */
export async function paid(checkout, operation, extra, n) {
  const order = { number: `bench-${operation}-${process.pid}-${n}`, amount: '10.00', currency: 'USD', description: 'Bench order' };
  const body = { merchant_key: MERCHANT.merchant_key, operation, order, success_url: `${SHOP}/success`, cancel_url: `${SHOP}/cancel`, error_url: `${SHOP}/error`, expiry_url: `${SHOP}/expired`, ...extra };
  body.hash = operation === 'purchase' ? sign([order.number, order.amount, order.currency, order.description]) : '0123456789abcdef0123456789abcdef01234567';
  const s = await post(`${checkout}/api/v1/session`, body);
  if (s.status !== 200) throw new Error(`session ${operation}: ${s.status} ${JSON.stringify(s.body)}`);
  const p = await post(`${s.body.redirect_url}?outcome=success`, {}, FORM);
  if (p.status !== 303) throw new Error(`pay ${operation}: ${p.status}`);
  return new URL(p.location).searchParams.get('trans_id');
}

/**
 * The sandbox CLI (packages/sandbox/sandbox.mjs, --quiet) as a child process on basePort.. basePort + 2, with a
 * PGlite data dir or DATABASE_URL; resolves when every host is ready: { child, checkout, card }.
 */
export async function startSandboxChild({ dataDir, databaseUrl, configFile, adminToken, basePort, nodeArgs = (process.env.BENCH_SANDBOX_NODE_ARGS ?? '').split(' ').filter(Boolean) }) {
  const env = { SANDBOX_CHECKOUT_PORT: String(basePort), SANDBOX_S2S_CARD_PORT: String(basePort + 1), SANDBOX_S2S_APM_PORT: String(basePort + 2), SANDBOX_ADMIN_TOKEN: adminToken, DATABASE_URL: databaseUrl ?? '' };
  const child = await start([...nodeArgs, 'packages/sandbox/sandbox.mjs', '--data', dataDir, '--config', configFile, '--quiet'], { env, ready: (out) => (out.match(/ ready at /g) ?? []).length >= 3 && /duplicate window/.test(out) });
  return { child, checkout: `http://127.0.0.1:${basePort}`, card: `http://127.0.0.1:${basePort + 1}` };
}

/** What in a mixed flow's result the flow did not intend (any answer but 200, any connection error), or ''. */
export function unintendedOf(result) {
  const c = result.counts;
  const parts = [];
  const wrong = c.sales.other + c.statusOfSale.other + c.captures.other + c.captures.notPending;
  if (wrong) parts.push(`${wrong} answers the flow did not intend${c.captures.notPending ? ` (${c.captures.notPending} captures got 208003: the pool of auths ran out)` : ''}`);
  if (result.errors) parts.push(`${result.errors} connection errors`);
  return parts.join('; ');
}

/**
 * The mixed flow (a) on a running sandbox: the initial recurring debit, a pool of `poolSize` pending auths paid
 * headlessly, then autocannon for `seconds`, or until the pool would not last 1.5 s more at the run's capture rate
 * (then it stops, so that no CAPTURE finds its auth already captured: `result.spent` says so, `result.duration`
 * is the run's length). Resolves to { result (autocannon's, with counts), initial }.
 */
export async function mixedFlow({ checkout, card, adminToken, child, poolSize, seconds = SECONDS, connections = CONNECTIONS }) {
  // The initial recurring debit and its recurring_token (from the admin API).
  const initial = await paid(checkout, 'debit', { recurring_init: true }, 'initial');
  const stored = await (await fetch(`${checkout}/sandbox/payments/${initial}`, { headers: { authorization: `Bearer ${adminToken}` } })).json();
  const recurringToken = stored.data.recurring_token;
  if (!recurringToken) throw new Error(`the initial debit has no recurring_token: ${JSON.stringify(stored)}`);

  // The pool of pending auths, one capture each.
  const t0 = Date.now();
  const auths = await pool(Array.from({ length: poolSize }, (_, i) => i), 25, (i) => paid(checkout, 'purchase', { auth: true }, `auth-${i}`));
  console.error(`[bench] ${poolSize} pending auths precreated in ${((Date.now() - t0) / 1000).toFixed(1)} s`);

  let order = 0;
  let nextAuth = 0;
  let instance;
  let spent = false;
  let firstCapture;
  const captures = { ok: 0, notPending: 0, other: 0 };
  const statusOfSale = { ok: 0, other: 0 };
  const sales = { ok: 0, other: 0 };
  const result = await load({
    url: card,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'POST',
        path: '/post',
        headers: { 'content-type': FORM },
        setupRequest: (req) => {
          const orderId = `bench-rs-${process.pid}-${Date.now()}-${++order}`;
          return { ...req, body: form({ action: 'RECURRING_SALE', client_key: MERCHANT.client_key, order_id: orderId, order_amount: '1.00', order_currency: 'USD', order_description: 'Bench month', recurring_first_trans_id: initial, recurring_token: recurringToken, hash: sign([orderId]) }) };
        },
        onResponse: (s, body, context) => {
          if (s === 200) {
            sales.ok++;
            context.transId = JSON.parse(body).trans_id;
          } else sales.other++;
        },
      },
      {
        method: 'POST',
        path: '/post',
        headers: { 'content-type': FORM },
        setupRequest: (req, context) => {
          const transId = context.transId ?? initial;
          return { ...req, body: form({ action: 'GET_TRANS_STATUS', client_key: MERCHANT.client_key, trans_id: transId, hash: sign([transId]) }) };
        },
        onResponse: (s) => (s === 200 ? statusOfSale.ok++ : statusOfSale.other++),
      },
      {
        method: 'POST',
        path: '/post',
        headers: { 'content-type': FORM },
        setupRequest: (req) => {
          // autocannon stops at its next one-second tick: stop when what is left of the pool would not last
          // 1.5 s more at the captures' rate so far (and the connections' last requests).
          firstCapture ??= Date.now();
          const elapsed = (Date.now() - firstCapture) / 1000;
          if (!spent && auths.length - nextAuth <= (elapsed > 0.2 ? (nextAuth / elapsed) * 1.5 : 0) + connections) {
            spent = true;
            instance?.stop();
          }
          const transId = auths[nextAuth++ % auths.length];
          return { ...req, body: form({ action: 'CAPTURE', client_key: MERCHANT.client_key, trans_id: transId, hash: sign([transId]) }) };
        },
        onResponse: (s, body) => {
          if (s === 200) captures.ok++;
          else if (s === 400 && JSON.parse(body).error_code === 208003) captures.notPending++;
          else captures.other++;
        },
      },
    ],
  }, child, (i) => (instance = i));
  result.counts = { sales, statusOfSale, captures };
  result.spent = spent;
  return { result, initial };
}

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-sandbox-'));
  const prismFile = path.join(dir, 'baseline.json');
  fs.writeFileSync(prismFile, JSON.stringify(baselineDocument));
  const configFile = path.join(dir, 'sandbox.json');
  fs.writeFileSync(configFile, JSON.stringify({ merchants: [MERCHANT] }));
  const dataDir = path.join(dir, 'data');

  const prismPort = BASE_PORT + 9;
  const barePort = BASE_PORT + 8;
  const baselines = async () => {
    const prism = await start(['scripts/bench/prism-server.mjs', prismFile, String(prismPort)]);
    let p;
    try {
      p = await load({ url: `http://127.0.0.1:${prismPort}/ping`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'x' }) });
    } finally {
      await stop(prism);
    }
    const bare = await start(['-e', bareServer, String(barePort)]);
    try {
      return { prism: p, bare: await load({ url: `http://127.0.0.1:${barePort}/post`, method: 'POST', headers: { 'content-type': FORM }, body: form({ action: 'GET_TRANS_STATUS', client_key: MERCHANT.client_key, trans_id: '4f1c2e3a-0000-4000-8000-00000000a001', hash: sign(['4f1c2e3a-0000-4000-8000-00000000a001']) }) }) };
    } finally {
      await stop(bare);
    }
  };

  const before = await baselines();

  // The admin API's token for this run (it reads the initial debit's recurring_token there).
  const adminToken = randomBytes(24).toString('base64url');
  const { child: sandbox, checkout, card } = await startSandboxChild({ dataDir, configFile, adminToken, basePort: BASE_PORT });
  let mixed;
  let status;
  let captures;
  let poolSize;
  let initial;
  try {
    // Sized from the run: one capture in three requests, at up to twice Prism's rate (measured just before).
    poolSize = Number(process.env.BENCH_AUTHS ?? Math.ceil((SECONDS * 2 * before.prism.requests.average) / 3) + CONNECTIONS);
    ({ result: mixed, initial } = await mixedFlow({ checkout, card, adminToken, child: sandbox, poolSize }));
    captures = mixed.counts.captures;

    // (b) status lookups of one existing payment.
    status = await load({ url: `${card}/post`, method: 'POST', headers: { 'content-type': FORM }, body: form({ action: 'GET_TRANS_STATUS', client_key: MERCHANT.client_key, trans_id: initial, hash: sign([initial]) }) }, sandbox);
  } finally {
    await stop(sandbox);
  }

  const after = await baselines();
  fs.rmSync(dir, { recursive: true, force: true });

  const prismRps = (before.prism.requests.average + after.prism.requests.average) / 2;
  const bareRps = (before.bare.requests.average + after.bare.requests.average) / 2;
  const mixedRatio = mixed.requests.average / prismRps;
  const statusRatio = status.requests.average / bareRps;
  const c = mixed.counts;
  // Every request of the flow is answered as the flow intends: sales, their lookups and captures 200. Any other
  // answer (a 208003 once the pool of auths has run out, an error) makes the row invalid, whatever its figures.
  const unintended = unintendedOf(mixed);
  return [
    {
      subject: `sandbox mixed flow at saturation (S2S CARD RECURRING_SALE + GET_TRANS_STATUS of it + CAPTURE of a pending auth; writes durable before the answer), ${CONNECTIONS} closed-loop connections, ${SECONDS} s`,
      result: fmt(mixed),
      baseline: `Prism, one-operation document: ${Math.round(prismRps)} req/s (before ${fmt(before.prism)}; after ${fmt(after.prism)})`,
      ratio: `${mixedRatio.toFixed(3)}x throughput; p99 ${mixed.latency.p99} ms`,
      target: `>= ${MIXED_TARGET}x (latency at saturation is the queue's: see the open-loop rows)`,
      verdict: unintended ? `invalid: ${unintended}` : mixedRatio >= MIXED_TARGET ? 'yes' : 'no',
      note: `sales ${c.sales.ok} ok/${c.sales.other} other; lookups ${c.statusOfSale.ok} ok/${c.statusOfSale.other} other; captures ${c.captures.ok} settled, ${c.captures.notPending} 208003, ${c.captures.other} other (pool of ${poolSize} auths, sized from Prism's rate${mixed.spent ? `; the run stopped after ${mixed.duration} s, its pool spent` : ''})${mixed.errors ? `; ${mixed.errors} connection errors` : ''}${cores(mixed)}`,
    },
    {
      subject: `sandbox status lookups (S2S CARD GET_TRANS_STATUS of one payment), ${CONNECTIONS} connections, ${SECONDS} s`,
      result: fmt(status),
      baseline: `bare node:http, fixed JSON: ${Math.round(bareRps)} req/s (before ${fmt(before.bare)}; after ${fmt(after.bare)})`,
      ratio: `${statusRatio.toFixed(3)}x throughput`,
      target: `>= ${STATUS_TARGET}x`,
      verdict: statusRatio >= STATUS_TARGET && status.non2xx === 0 && status.errors === 0 ? 'yes' : 'no',
      note: `${status.errors ? `${status.errors} connection errors` : ''}${cores(status)}`.replace(/^; /, ''),
    },
  ];
}
