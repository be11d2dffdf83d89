// The sandbox's store (packages/sandbox/store.mjs) on both back ends: embedded PGlite in a temp data dir and a
// real PostgreSQL server from Debian's packages that the tests start themselves (tests/support/postgres.ts).
// Restart persistence, all-or-nothing transactions, no doubled capture under 20 concurrent captures, and a
// writer SIGKILLed mid-run loses nothing it had answered.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openStore, pgliteCompiler, StoreError } from '../../packages/sandbox/store.mjs';
import { sharedPostgres, startPostgres, type Postgres } from '../support/postgres.ts';
import { emptyDataDir, removeTempDirs, tempDir } from '../support/sandbox.ts';

type Store = Awaited<ReturnType<typeof openStore>>;

afterAll(removeTempDirs);

async function insertPayment(store: Store, id: string, state = 'pending') {
  await store.transaction(async (tx) => {
    await tx.query(
      "INSERT INTO payments (id, merchant_key, kind, state, order_id, amount, currency, data) VALUES ($1, 'merchant', 'auth', $2, $3, '10.00', 'USD', $4)",
      [id, state, `order-${id}`, { description: 'test' }],
    );
    await tx.query("INSERT INTO payment_events (payment_id, seq, from_state, to_state) VALUES ($1, 1, NULL, $2)", [id, state]);
  });
}

// One capture as the sandbox will do it: lock the payment row, settle it if pending, record the event.
async function capture(store: Store, id: string): Promise<'captured' | 'already-captured'> {
  return store.transaction(async (tx) => {
    const payment = await tx.lockPayment(id);
    if (payment.state !== 'pending') return 'already-captured';
    // Give the other callers every chance to interleave here if the lock or the queue were missing.
    await new Promise((r) => setTimeout(r, 2));
    await tx.query("UPDATE payments SET state = 'settled', updated_at = now() WHERE id = $1", [id]);
    const { rows } = await tx.query('SELECT coalesce(max(seq), 0) + 1 AS seq FROM payment_events WHERE payment_id = $1', [id]);
    await tx.query("INSERT INTO payment_events (payment_id, seq, from_state, to_state) VALUES ($1, $2, 'pending', 'settled')", [id, rows[0].seq]);
    return 'captured';
  }, 'capture');
}

async function concurrentCaptures(store: Store) {
  await insertPayment(store, 'pay-concurrent');
  const results = await Promise.all(Array.from({ length: 20 }, () => capture(store, 'pay-concurrent')));
  expect(results.filter((r) => r === 'captured')).toHaveLength(1);
  expect(results.filter((r) => r === 'already-captured')).toHaveLength(19);
  const { rows } = await store.query('SELECT seq, from_state, to_state FROM payment_events WHERE payment_id = $1 ORDER BY seq', ['pay-concurrent']);
  expect(rows).toEqual([
    { seq: 1, from_state: null, to_state: 'pending' },
    { seq: 2, from_state: 'pending', to_state: 'settled' },
  ]);
}

// Starts the writer, SIGKILLs it once it has printed `after` ids, and returns every id it printed.
async function killWriter(options: object, prefix: string, after = 25): Promise<string[]> {
  const child = spawn(process.execPath, ['tests/sandbox/fixtures/writer.mjs', JSON.stringify(options), prefix], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  child.stderr.on('data', (chunk) => (err += chunk));
  const exited = new Promise<NodeJS.Signals | number | null>((resolve) => child.on('exit', (code, signal) => resolve(signal ?? code)));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`writer printed too few ids in time:\n${out}\n${err}`)), 100_000);
    child.stdout.on('data', (chunk) => {
      out += chunk;
      const ids = out.split('\n').slice(0, -1).filter((l) => l.startsWith(`${prefix}-`));
      // Kill right after a commit was answered: the writer is then inside its next transaction.
      if (ids.length >= after) {
        clearTimeout(timer);
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`writer exited with ${code} before it was killed:\n${out}\n${err}`));
    });
  });
  expect(await exited).toBe('SIGKILL');
  // Only complete lines are answers; a partial last line was not answered.
  return out.split('\n').slice(0, -1).filter((l) => l.startsWith(`${prefix}-`));
}

async function checkAfterKill(store: Store, printed: string[], prefix: string) {
  const { rows } = await store.query('SELECT id FROM payments WHERE id LIKE $1', [`${prefix}-%`]);
  const stored = new Set(rows.map((r: { id: string }) => r.id));
  expect(printed.filter((id) => !stored.has(id))).toEqual([]);
  // All or nothing: every stored payment has its event, and no event is without its payment.
  const counts = await store.query(
    'SELECT (SELECT count(*) FROM payments WHERE id LIKE $1)::int AS payments, (SELECT count(*) FROM payment_events WHERE payment_id LIKE $1)::int AS events',
    [`${prefix}-%`],
  );
  expect(counts.rows[0].payments).toBeGreaterThanOrEqual(printed.length);
  expect(counts.rows[0].events).toBe(counts.rows[0].payments);
  // Still writable after the kill.
  await insertPayment(store, `${prefix}-after`);
}

// Opening a fresh PGlite data dir runs initdb in WebAssembly (about 4 s of CPU, more time under a loaded run):
// only the test of a fresh data dir runs it; the others open a copy of an empty one (emptyDataDir), those that
// need no data dir of their own share one store, and the PGlite tests get a longer timeout.
const slow = { timeout: 120_000 };

describe('store on PGlite', () => {
  let shared: Store;
  beforeAll(async () => {
    shared = await openStore({ dataDir: await emptyDataDir() });
  }, 120_000);
  afterAll(() => shared?.close());

  it('keeps payments and their events across a close and reopen of the data dir', slow, async () => {
    const dataDir = await emptyDataDir();
    const first = await openStore({ dataDir });
    await insertPayment(first, 'pay-1');
    await capture(first, 'pay-1');
    await first.close();
    await expect(first.query('SELECT 1')).rejects.toThrow('store: query after close');

    const second = await openStore({ dataDir });
    try {
      const { rows } = await second.query('SELECT id, state, amount, currency, data FROM payments');
      expect(rows).toEqual([{ id: 'pay-1', state: 'settled', amount: '10.00', currency: 'USD', data: { description: 'test' } }]);
      const events = await second.query('SELECT seq, to_state FROM payment_events WHERE payment_id = $1 ORDER BY seq', ['pay-1']);
      expect(events.rows).toEqual([
        { seq: 1, to_state: 'pending' },
        { seq: 2, to_state: 'settled' },
      ]);
      // The migrations ran once, not again on reopen.
      expect((await second.query('SELECT version FROM schema_version ORDER BY version')).rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    } finally {
      await second.close();
    }
  });

  it("opens a fresh data dir without keeping initdb's memory, and runs PostgreSQL with the sandbox's small settings", slow, async () => {
    // A process that opens a new store: initdb (about 700 MB with PGlite) runs in a child process that exits,
    // so this one's highest resident memory stays far below it; its embedded PostgreSQL runs PGLITE_SETTINGS.
    // It runs as a sandbox does by default, without SANDBOX_PGLITE_COMPILER (the suite's sandboxes run `baseline`,
    // tests/vitest.config.ts): V8's optimizing tier on.
    const script = `
      import fs from 'node:fs';
      const { openStore, PGLITE_SETTINGS } = await import(${JSON.stringify(path.resolve('packages/sandbox/store.mjs'))});
      const store = await openStore({ dataDir: process.argv[1] });
      const { rows } = await store.query("SELECT name, setting, unit FROM pg_settings WHERE name = ANY($1::text[]) ORDER BY name", [Object.keys(PGLITE_SETTINGS)]);
      await store.close();
      const hwm = Number(/VmHWM:\\s+(\\d+)/.exec(fs.readFileSync('/proc/self/status', 'utf8'))[1]);
      console.log(JSON.stringify({ hwmMb: Math.round(hwm / 1024), rows, expected: PGLITE_SETTINGS }));`;
    const dataDir = path.join(tempDir(), 'fresh');
    const out = await new Promise<string>((resolve, reject) => {
      const { SANDBOX_PGLITE_COMPILER: _suite, ...env } = process.env;
      const child = spawn(process.execPath, ['--input-type=module', '-e', script, dataDir], { stdio: ['ignore', 'pipe', 'inherit'], env });
      let text = '';
      child.stdout.on('data', (c) => (text += c));
      child.on('exit', (code) => (code === 0 ? resolve(text) : reject(new Error(`exited ${code}: ${text}`))));
    });
    const { hwmMb, rows, expected } = JSON.parse(out);
    expect(fs.existsSync(path.join(dataDir, 'PG_VERSION'))).toBe(true);
    expect(hwmMb).toBeLessThan(400);
    // PostgreSQL reports each size in its unit (8kB pages, kB): the same size as the setting's text; a setting
    // without a unit (on, off) as written.
    const value = (v: string) => (/^\d+(kB|MB)$/.test(v) ? Number(/^(\d+)/.exec(v)![1]) * ({ kB: 1024, MB: 1024 ** 2 } as Record<string, number>)[/(kB|MB)$/.exec(v)![1]] : v);
    const unit = (u: string) => (u === '8kB' ? 8192 : u === 'kB' ? 1024 : u === 'MB' ? 1024 ** 2 : NaN);
    expect(rows.map((r: any) => [r.name, r.unit ? Number(r.setting) * unit(r.unit) : r.setting])).toEqual(Object.entries(expected as Record<string, string>).sort().map(([n, v]) => [n, value(v)]));
  });

  it('writes with prepared statements, alone and grouped, and runs a text it cannot prepare inlined', async () => {
    const store = shared;
    const insert = "INSERT INTO payments (id, merchant_key, kind, state, order_id, amount, currency, data) VALUES ($1, 'merchant', 'sale', $2, $3, '1.00', 'USD', $4::jsonb) RETURNING id, state, data";
    // Alone (prepared on first use), then 20 at once (one group-commit transaction of EXECUTEs).
    expect((await store.write(insert, ['prep-0', 'settled', 'o-0', { n: 0 }])).rows).toEqual([{ id: 'prep-0', state: 'settled', data: { n: 0 } }]);
    const many = await Promise.all(Array.from({ length: 20 }, (_, i) => store.write(insert, [`prep-${i + 1}`, 'settled', `o-${i + 1}`, { n: i + 1, quote: "it's" }])));
    expect(many.map((r) => r.rows[0].data)).toEqual(Array.from({ length: 20 }, (_, i) => ({ n: i + 1, quote: "it's" })));
    // Prepared once on the one connection, however often it ran.
    const statements = (await store.query('SELECT statement FROM pg_prepared_statements')).rows.map((r: any) => r.statement);
    expect(statements.filter((t: string) => t.includes("VALUES ($1, 'merchant', 'sale'"))).toHaveLength(1);
    // PostgreSQL cannot infer this parameter's type, so the text cannot be prepared: it runs inlined.
    expect((await store.write('SELECT $1 AS v', ["o'k"])).rows).toEqual([{ v: "o'k" }]);
    // A prepared write that breaks a constraint fails as it would unprepared.
    await expect(store.write(insert, ['prep-0', 'settled', 'o-x', {}])).rejects.toThrow(/duplicate key|unique/i);
    expect((await store.query("SELECT count(*)::int AS n FROM payments WHERE id LIKE 'prep-%'")).rows).toEqual([{ n: 21 }]);
  });

  it('fails only the bad write of a group, and never lets a group land inside a transaction', async () => {
    const store = shared;
    const insert = "INSERT INTO payments (id, merchant_key, kind, state, order_id, amount, currency, data) VALUES ($1, 'merchant', 'sale', 'settled', $2, '1.00', 'USD', $3::jsonb) RETURNING id";
    await store.write(insert, ['group-taken', 'o', {}]);
    // 30 writes at once, in batches on their way together: one repeats a taken id, one carries a NUL.
    const outcomes = await Promise.allSettled(
      Array.from({ length: 30 }, (_, i) => store.write(insert, [i === 7 ? 'group-taken' : `group-${i}`, i === 19 ? 'o\u0000' : `o-${i}`, { i }])),
    );
    const failed = outcomes.flatMap((o, i) => (o.status === 'rejected' ? [[i, String(o.reason?.message)]] : []));
    expect(failed).toEqual([
      [7, expect.stringMatching(/^store: write "INSERT INTO payments .*" failed: .*(duplicate key|unique)/)],
      [19, expect.stringMatching(/NUL character/)],
    ]);
    // Writes made while a transaction is open wait for it to end: a group committed in its middle would
    // commit its first statement too, and its rollback would then leave that row behind.
    const during: Promise<unknown>[] = [];
    await expect(
      store.transaction(async (tx) => {
        await tx.query("INSERT INTO payments (id, merchant_key, kind, state) VALUES ('group-tx-lost', 'merchant', 'sale', 'settled')");
        for (let i = 0; i < 10; i++) during.push(store.write(insert, [`group-during-${i}`, 'o', {}]));
        await new Promise((r) => setTimeout(r, 20));
        await tx.query("SELECT 1");
        throw new Error('the request failed half-way');
      }),
    ).rejects.toThrow('the request failed half-way');
    await Promise.all(during);
    expect((await store.query("SELECT id FROM payments WHERE id = 'group-tx-lost'")).rows).toEqual([]);
    const { rows } = await store.query("SELECT count(*)::int AS n FROM payments WHERE id LIKE 'group-%'");
    expect(rows).toEqual([{ n: 1 + 28 + 10 }]);
  });

  it('stores all of a committed transaction and nothing of one that throws', async () => {
    const store = shared;
    {
      await expect(
        store.transaction(async (tx) => {
          await tx.query("INSERT INTO payments (id, merchant_key, kind, state) VALUES ('tx-lost', 'merchant', 'sale', 'settled')");
          await tx.query("INSERT INTO payment_events (payment_id, seq, to_state) VALUES ('tx-lost', 1, 'settled')");
          throw new Error('the request failed half-way');
        }),
      ).rejects.toThrow('the request failed half-way');
      // A database error half-way: rolled back too, and named.
      await expect(
        store.transaction(async (tx) => {
          await tx.query("INSERT INTO payments (id, merchant_key, kind, state) VALUES ('tx-lost-2', 'merchant', 'sale', 'settled')");
          await tx.query("INSERT INTO payment_events (payment_id, seq, to_state) VALUES ('no-such-payment', 1, 'settled')");
        }, 'create sale'),
      ).rejects.toThrow(/^store: create sale: query "INSERT INTO payment_events .*" failed: .*foreign key/);
      const value = await store.transaction(async (tx) => {
        await tx.query("INSERT INTO payments (id, merchant_key, kind, state) VALUES ('tx-kept', 'merchant', 'sale', 'settled')");
        await tx.query("INSERT INTO payment_events (payment_id, seq, to_state) VALUES ('tx-kept', 1, 'settled')");
        await tx.query("INSERT INTO dedup (merchant_key, order_id, response) VALUES ('merchant', 'tx-o1', '{\"status\": \"SETTLED\"}')");
        return 'done';
      });
      expect(value).toBe('done');
      expect((await store.query("SELECT id FROM payments WHERE id LIKE 'tx-%' ORDER BY id")).rows).toEqual([{ id: 'tx-kept' }]);
      expect((await store.query("SELECT payment_id FROM payment_events WHERE payment_id LIKE 'tx-%'")).rows).toEqual([{ payment_id: 'tx-kept' }]);
      expect((await store.query("SELECT response FROM dedup WHERE order_id = 'tx-o1'")).rows).toEqual([{ response: { status: 'SETTLED' } }]);
    }
  });

  it('lets exactly one of 20 concurrent captures of one payment succeed', async () => {
    await concurrentCaptures(shared);
  });

  it('loses nothing it answered when the writing process is SIGKILLed mid-run', slow, async () => {
    const dataDir = await emptyDataDir();
    const printed = await killWriter({ dataDir }, 'kill');
    const store = await openStore({ dataDir });
    try {
      await checkAfterKill(store, printed, 'kill');
    } finally {
      await store.close();
    }
  });

  it('refuses a SANDBOX_PGLITE_COMPILER it does not know, naming the ones it does, before it opens anything', async () => {
    const dataDir = path.join(tempDir(), 'not-opened');
    vi.stubEnv('SANDBOX_PGLITE_COMPILER', 'turbofan');
    try {
      await expect(openStore({ dataDir })).rejects.toThrow(new StoreError('store: SANDBOX_PGLITE_COMPILER must be optimizing or baseline, not "turbofan"'));
    } finally {
      vi.unstubAllEnvs();
    }
    expect(fs.existsSync(dataDir)).toBe(false);
    expect(pgliteCompiler(undefined)).toBe('optimizing');
    expect(pgliteCompiler('')).toBe('optimizing');
    expect(pgliteCompiler('baseline')).toBe('baseline');
  });

  it('names the operation and the data dir in its errors', async () => {
    const file = path.join(tempDir(), 'a-file');
    fs.writeFileSync(file, '');
    await expect(openStore({ dataDir: path.join(file, 'data') })).rejects.toThrow(
      new RegExp(`^store: cannot open data directory ${file}/data: ENOTDIR`),
    );
    {
      const store = shared;
      const failure = await store.query('SELECT * FROM no_such_table').catch((e: unknown) => e);
      expect(failure).toBeInstanceOf(StoreError);
      expect((failure as StoreError).message).toMatch(/^store: query "SELECT \* FROM no_such_table" failed: relation "no_such_table" does not exist/);
      expect((failure as StoreError).code).toBe('42P01');
    }
  });
});

describe('store on PostgreSQL', () => {
  let server: Postgres;
  beforeAll(async () => {
    server = await sharedPostgres();
  });

  it('lets exactly one of 20 concurrent captures of one payment succeed', async () => {
    const store = await openStore({ databaseUrl: await server.createDatabase('concurrent') });
    try {
      expect(store.kind).toBe('postgres');
      await concurrentCaptures(store);
    } finally {
      await store.close();
    }
  });

  it('loses nothing it answered when the writing process is SIGKILLed mid-run', async () => {
    const databaseUrl = await server.createDatabase('killed');
    const printed = await killWriter({ databaseUrl }, 'kill');
    const store = await openStore({ databaseUrl });
    try {
      await checkAfterKill(store, printed, 'kill');
    } finally {
      await store.close();
    }
  });

  it('keeps payments across a close and reopen, runs migrations once, and rolls back a throwing transaction', async () => {
    const databaseUrl = await server.createDatabase('restart');
    const first = await openStore({ databaseUrl });
    await insertPayment(first, 'pay-1');
    await expect(
      first.transaction(async (tx) => {
        await capture({ transaction: (fn: any) => fn(tx) } as unknown as Store, 'pay-1');
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    await first.close();
    // Two processes opening one database at once both see the schema ready.
    const [a, b] = await Promise.all([openStore({ databaseUrl }), openStore({ databaseUrl })]);
    try {
      expect((await a.query('SELECT id, state FROM payments')).rows).toEqual([{ id: 'pay-1', state: 'pending' }]);
      expect((await b.query('SELECT version FROM schema_version ORDER BY version')).rows).toEqual([{ version: 1 }, { version: 2 }, { version: 3 }, { version: 4 }]);
    } finally {
      await a.close();
      await b.close();
    }
  });

  it('fails (does not skip) with a clear message where Debian\'s PostgreSQL binaries are missing', async () => {
    const made = vi.spyOn(fs, 'mkdtempSync');
    const exists = vi.spyOn(fs, 'existsSync').mockReturnValue(false);
    let dirs: string[] = [];
    try {
      await expect(startPostgres()).rejects.toThrow(/^PostgreSQL binaries not found .*apt-get install postgresql/);
    } finally {
      dirs = made.mock.results.map((r) => r.value as string);
      exists.mockRestore();
      made.mockRestore();
    }
    // The directory it made for the server is gone again.
    expect(dirs).toHaveLength(1);
    expect(fs.existsSync(dirs[0]), dirs[0]).toBe(false);
  });

  it('says which server it could not reach', async () => {
    await expect(openStore({ databaseUrl: 'postgres://someone:secret@127.0.0.1:1/none' })).rejects.toThrow(
      /^store: cannot connect to PostgreSQL at postgres:\/\/someone:\*\*\*@127\.0\.0\.1:1\/none: .*ECONNREFUSED/,
    );
  });
});
