// Resident memory of the sandbox (packages/sandbox/sandbox.mjs as a child process), on PGlite (a fresh data dir)
// and on PostgreSQL (a throw-away server, scripts/bench/support/postgres.mjs), beside a bare PGlite open measured
// in the same run:
//   - bare PGlite: a Node process that runs PGlite.create(<fresh dir>) with PGlite's defaults and one query
//     (initdb included, as a new sandbox data dir), then the same on the existing dir (no initdb);
//   - the sandbox idle: VmRSS 3 s after it printed its ready lines;
//   - the sandbox under the mixed load (sandbox-load.mjs's mixed flow: its pool of pending auths, then
//     autocannon for BENCH_SECONDS, or less when the pool would run out): the highest VmRSS sampled every 100 ms.
// Targets (issue 31): at most 250 MB idle and at most 400 MB under the mixed load, on either store. A row whose
// mixed flow got an answer it did not intend is marked invalid. On PostgreSQL the server's own processes are
// reported apart (the target is the sandbox process's).
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../packages/contract/index.mjs';
import { MERCHANT, mixedFlow, startSandboxChild, stop, unintendedOf } from './sandbox-load.mjs';
import { rssKb, startPostgres } from './support/postgres.mjs';

export const name = 'sandbox memory';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 18010) + 50;
const IDLE_MB = 250;
const LOAD_MB = 400;
const mb = (kb) => Math.round(kb / 1024);
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

// A bare PGlite open: PGlite.create with its defaults, one query, then the process's VmRSS in kB (printed).
const bareOpen = `
const { PGlite } = await import(${JSON.stringify(path.join(root, 'node_modules/@electric-sql/pglite/dist/index.js'))});
const db = await PGlite.create(process.argv[1]);
await db.query('SELECT 1');
const kb = /VmRSS:\\s+(\\d+)/.exec((await import('node:fs')).readFileSync('/proc/self/status', 'utf8'))[1];
console.log(kb);
await db.close();
process.exit(0);
`;
const bare = (dir) => Number(execFileSync(process.execPath, ['--input-type=module', '-e', bareOpen, dir], { encoding: 'utf8' }).trim());

/** The sandbox on one store: idle and peak resident memory under the mixed load, and the flow's result. */
async function measure({ dir, label, databaseUrl, basePort }) {
  const configFile = path.join(dir, `${label}.json`);
  fs.writeFileSync(configFile, JSON.stringify({ merchants: [MERCHANT] }));
  const adminToken = randomBytes(24).toString('base64url');
  const { child, checkout, card } = await startSandboxChild({ dataDir: path.join(dir, `${label}-data`), databaseUrl, configFile, adminToken, basePort });
  try {
    await sleep(3000);
    const idle = rssKb(child.pid);
    let peak = idle;
    const sampler = setInterval(() => (peak = Math.max(peak, rssKb(child.pid) ?? 0)), 100);
    let result;
    try {
      ({ result } = await mixedFlow({ checkout, card, adminToken, child, poolSize: Number(process.env.BENCH_AUTHS ?? Math.max(1000, SECONDS * 3000)), seconds: SECONDS }));
    } finally {
      clearInterval(sampler);
    }
    peak = Math.max(peak, rssKb(child.pid) ?? 0);
    await sleep(2000);
    return { idle, peak, after: rssKb(child.pid), result };
  } finally {
    await stop(child);
  }
}

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-memory-'));
  try {
    const bareDir = path.join(dir, 'bare');
    const bareFresh = bare(bareDir);
    const bareReopen = bare(bareDir);
    const baseline = `bare PGlite.create + one query, PGlite's defaults: ${mb(bareFresh)} MB on a fresh data dir (initdb), ${mb(bareReopen)} MB reopened (a bare node process: about 45 MB)`;

    const row = (store, m, extra = '') => {
      const unintended = unintendedOf(m.result);
      const met = mb(m.idle) <= IDLE_MB && mb(m.peak) <= LOAD_MB;
      const c = m.result.counts;
      return {
        subject: `sandbox on ${store}: resident memory idle, and at its highest under the mixed flow (${SECONDS} s, 50 connections, after its pool of auths)`,
        result: `idle ${mb(m.idle)} MB; under load ${mb(m.peak)} MB; 2 s after ${mb(m.after)} MB`,
        baseline,
        ratio: `idle ${(m.idle / bareFresh).toFixed(2)}x the bare fresh open, ${(m.idle / bareReopen).toFixed(2)}x the reopen`,
        target: `idle <= ${IDLE_MB} MB, under load <= ${LOAD_MB} MB`,
        verdict: unintended ? `invalid: ${unintended}` : met ? 'yes' : 'no',
        note: `mixed flow ${Math.round(m.result.requests.average)} req/s, p99 ${m.result.latency.p99} ms for ${m.result.duration} s${m.result.spent ? ' (stopped before its pool of auths ran out)' : ''}; sales ${c.sales.ok}, lookups ${c.statusOfSale.ok}, captures ${c.captures.ok}${extra}`,
      };
    };

    const rows = [];
    const pglite = await measure({ dir, label: 'pglite', basePort: BASE_PORT });
    rows.push(row('PGlite (fresh data dir)', pglite));

    let pg;
    try {
      pg = startPostgres({ port: BASE_PORT + 9 });
    } catch (err) {
      rows.push({ subject: 'sandbox on PostgreSQL', result: 'not measured', baseline, ratio: '', target: `idle <= ${IDLE_MB} MB, under load <= ${LOAD_MB} MB`, verdict: 'no', note: err.message });
    }
    if (pg) {
      try {
        const databaseUrl = pg.createDatabase('bench_memory');
        const server = { before: pg.rssMb() };
        const m = await measure({ dir, label: 'postgres', databaseUrl, basePort: BASE_PORT + 3 });
        server.after = pg.rssMb();
        rows.push(row('PostgreSQL (DATABASE_URL, one local server)', m, `; the PostgreSQL server's own processes: ${Math.round(server.before)} MB before, ${Math.round(server.after)} MB after (shared memory counted in each)`));
      } finally {
        pg.stop();
      }
    }
    return rows;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
