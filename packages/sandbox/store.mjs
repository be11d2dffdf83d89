// The sandbox's store: the one module that talks to the database. Two back ends, the same SQL:
// - embedded PGlite (PostgreSQL compiled to WebAssembly, installs with `npm ci`, no server), persisted in a
//   data directory (default `.sandbox/` at the repo root, git-ignored);
// - a real PostgreSQL server through `pg` when a `postgres://` URL is given (DATABASE_URL), so several sandbox
//   processes can share one database.
//
//   const store = await openStore({ dataDir, databaseUrl });
//   await store.transaction(async (tx) => {
//     const payment = await tx.lockPayment(id);          // SELECT ... FOR UPDATE: concurrent writers queue here
//     await tx.query('UPDATE payments SET state = $2 WHERE id = $1', [id, 'settled']);
//   });                                                   // COMMIT; ROLLBACK if the function throws
//   const { rows } = await store.query('SELECT ...', [...]);
//   await store.write('WITH u AS (UPDATE ...) INSERT ...', [...]);   // one atomic statement, durable on return
//   await store.close();
//
// Transactions: on PostgreSQL each one gets its own pool client and is retried as a whole (a few times) on a
// serialization failure or deadlock (SQLSTATE 40001, 40P01), so the function must not have side effects
// outside the database. PGlite is one connection: every transaction and every read runs through one internal
// queue, one at a time, so concurrent callers never interleave statements. A transaction's value is returned
// only after COMMIT has returned, so whatever a caller answers after it is already stored.
// "Durable" here means committed: PGlite writes each commit to the data directory's files (writeSync), so a
// killed process loses nothing it answered; it runs PostgreSQL with fsync off and its file layer has no sync,
// so a machine crash can lose the last writes (PostgreSQL follows the server's own fsync).
// Errors from the database are rethrown as StoreError naming the operation (the SQLSTATE in `code`, the
// original error in `cause`); errors the function itself throws pass through unchanged.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * @typedef {{ rows: any[] }} Result
 * @typedef {object} Tx  what a transaction's function gets
 * @property {(sql: string, params?: unknown[]) => Promise<Result>} query  one statement, $1... parameters
 * @property {(sql: string, what?: string) => Promise<void>} exec  several statements, no parameters
 * @property {(id: string) => Promise<any>} lockPayment  the payment row locked FOR UPDATE, or undefined
 * @typedef {object} Store
 * @property {'pglite' | 'postgres'} kind
 * @property {(sql: string, params?: unknown[]) => Promise<Result>} query
 * @property {(sql: string, params?: unknown[], options?: { background?: boolean }) => Promise<Result>} write  one self-contained atomic statement (group-committed on PGlite; `background`: after the requests' writes)
 * @property {<T>(fn: (tx: Tx) => Promise<T>, name?: string) => Promise<T>} transaction
 * @property {() => Promise<void>} close
 */

export const defaultDataDir = fileURLToPath(new URL('../../.sandbox/', import.meta.url));

export class StoreError extends Error {
  /** @type {string | undefined} SQLSTATE of the database error, when there is one */
  code;
  /** @param {string} message @param {{ cause?: unknown, code?: string }} [options] */
  constructor(message, { cause, code } = {}) {
    super(message, { cause });
    this.name = 'StoreError';
    this.code = code;
  }
}

// The schema, one migration per entry; schema_version records which have run. Append, never edit.
const migrations = [
  `
  -- One row per payment (sale, auth, credit, creditvoid, recurring sale...): its current state and what the
  -- sandbox needs to answer status requests; everything else the request carried goes in data.
  CREATE TABLE payments (
    id              text PRIMARY KEY,
    merchant_key    text NOT NULL,
    kind            text NOT NULL,
    state           text NOT NULL,
    order_id        text,
    amount          text,               -- decimal as the wire carries it ("10.00"), never a float
    currency        text,
    card_token      text,
    recurring_token text,
    data            jsonb NOT NULL DEFAULT '{}',
    created_at      timestamptz NOT NULL DEFAULT now(),
    updated_at      timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX payments_order ON payments (merchant_key, order_id);

  -- A payment's history: one row per state change, numbered 1, 2, ... per payment (written under the
  -- payment's row lock, so seq is max + 1).
  CREATE TABLE payment_events (
    payment_id text NOT NULL REFERENCES payments (id) ON DELETE CASCADE,
    seq        integer NOT NULL,
    from_state text,                    -- null for the event that creates the payment
    to_state   text NOT NULL,
    at         timestamptz NOT NULL DEFAULT now(),
    detail     jsonb,
    PRIMARY KEY (payment_id, seq)
  );

  -- Recurring schedules (create, update, delete); deleted ones stay so that a later request can tell
  -- "deleted" from "never existed" if the source asks for it.
  CREATE TABLE schedules (
    schedule_id uuid PRIMARY KEY,
    merchant    text NOT NULL,
    data        jsonb NOT NULL,
    deleted     boolean NOT NULL DEFAULT false
  );

  -- The duplicate window: the first answer for a merchant's order_id, replayed to a repeat within the window.
  CREATE TABLE dedup (
    merchant_key text NOT NULL,
    order_id     text NOT NULL,
    first_seen   timestamptz NOT NULL DEFAULT now(),
    response     jsonb,
    PRIMARY KEY (merchant_key, order_id)
  );

  -- Callbacks to send: the exact body (text, as signed), where to, and the delivery state.
  CREATE TABLE callbacks (
    id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    payment_id      text REFERENCES payments (id) ON DELETE CASCADE,
    url             text NOT NULL,
    body            text NOT NULL,
    status          text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'delivered', 'failed')),
    attempts        integer NOT NULL DEFAULT 0,
    next_attempt_at timestamptz,
    created_at      timestamptz NOT NULL DEFAULT now()
  );
  CREATE INDEX callbacks_due ON callbacks (next_attempt_at) WHERE status = 'pending';

  -- Each delivery attempt of a callback and what the receiver answered (or the error, when none).
  CREATE TABLE deliveries (
    callback_id   bigint NOT NULL REFERENCES callbacks (id) ON DELETE CASCADE,
    attempt       integer NOT NULL,
    at            timestamptz NOT NULL DEFAULT now(),
    http_status   integer,
    response_body text,
    error         text,
    PRIMARY KEY (callback_id, attempt)
  );
  `,
  `
  -- Checkout sessions: created by POST /api/v1/session (payer page) or /api/v1/session/token (Hosted Fields);
  -- completed on the payer page, headlessly, or by the processing call. token is the session token of
  -- /session/token (null for payer-page sessions).
  CREATE TABLE sessions (
    id           text PRIMARY KEY,
    token        text UNIQUE,
    merchant_key text NOT NULL,
    state        text NOT NULL,
    payment_id   text,
    data         jsonb NOT NULL,
    created_at   timestamptz NOT NULL,
    expires_at   timestamptz
  );

  -- Sandbox settings shared by every process on one database: the clock offset, forced outcomes.
  CREATE TABLE settings (
    name  text PRIMARY KEY,
    value jsonb NOT NULL
  );

  -- Which webhook of the contract a callback is, and its signature header.
  ALTER TABLE callbacks ADD COLUMN webhook text;
  ALTER TABLE callbacks ADD COLUMN signature text;
  ALTER TABLE callbacks ADD COLUMN merchant_key text;
  CREATE INDEX payments_card_token ON payments (card_token) WHERE card_token IS NOT NULL;
  `,
  `
  -- Callback delivery across processes (callbacks.mjs): the delivery id every attempt of a callback carries
  -- (X-Sandbox-Delivery-Id), and the lease of its attempt in flight: until when (the database's clock) and
  -- which process (delivery instance) holds it. Each deliveries row is written before its attempt is sent
  -- (in-flight), then gets its outcome (answered, no-answer), or is marked lost when its lease ran out first.
  ALTER TABLE callbacks ADD COLUMN delivery_id uuid NOT NULL DEFAULT gen_random_uuid();
  ALTER TABLE callbacks ADD COLUMN lease_until timestamptz;
  ALTER TABLE callbacks ADD COLUMN lease_holder text;
  ALTER TABLE deliveries ADD COLUMN holder text;
  ALTER TABLE deliveries ADD COLUMN finished_at timestamptz;
  ALTER TABLE deliveries ADD COLUMN state text NOT NULL DEFAULT 'in-flight' CHECK (state IN ('in-flight', 'answered', 'no-answer', 'lost'));
  UPDATE deliveries SET state = CASE WHEN http_status IS NULL THEN 'no-answer' ELSE 'answered' END, finished_at = at;
  CREATE INDEX callbacks_leased ON callbacks (lease_until) WHERE status = 'pending' AND lease_until IS NOT NULL;
  `,
  `
  -- A claim's per-merchant reads (callbacks.mjs): the merchants with pending callbacks, each one's due rows in
  -- order, in byte order (COLLATE "C"), so that a backlog of one merchant costs a claim nothing.
  CREATE INDEX callbacks_pending_by_merchant ON callbacks ((coalesce(merchant_key, url) COLLATE "C"), next_attempt_at, id) WHERE status = 'pending';
  `,
];

// Any constant: serializes migrations of several processes that open one PostgreSQL database at once.
const migrationLock = 7_316_016;
const retryable = new Set(['40001', '40P01']);
const maxAttempts = 5;

/**
 * Opens the store: PostgreSQL when `databaseUrl` is given, else PGlite in `dataDir`; runs the migrations.
 * @param {{ dataDir?: string, databaseUrl?: string }} [options]
 * @returns {Promise<Store>}
 */
export async function openStore({ dataDir, databaseUrl } = {}) {
  const backend = databaseUrl ? await openPostgres(databaseUrl) : await openPglite(path.resolve(dataDir ?? defaultDataDir));
  const store = makeStore(backend);
  try {
    await store.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [migrationLock]);
      await tx.query('CREATE TABLE IF NOT EXISTS schema_version (version integer PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())');
      const { rows } = await tx.query('SELECT coalesce(max(version), 0) AS version FROM schema_version');
      for (let v = Number(rows[0].version); v < migrations.length; v++) {
        await tx.exec(migrations[v], `migration ${v + 1}`);
        await tx.query('INSERT INTO schema_version (version) VALUES ($1)', [v + 1]);
      }
    }, 'migrations');
  } catch (err) {
    await backend.close().catch(() => {});
    throw err;
  }
  return store;
}

function makeStore(backend) {
  let closed = false;
  const check = (what) => {
    if (closed) throw new StoreError(`store: ${what} after close`);
  };
  return {
    kind: backend.kind,
    /** One statement outside any transaction: `{ rows }`. */
    async query(sql, params = []) {
      check('query');
      return backend.query(sql, params);
    },
    /**
     * One self-contained statement (a data-modifying CTE), atomic on its own: `{ rows }` after it is durable.
     * On PGlite, writes that arrive while another is running are committed together in one transaction of
     * one exec call (group commit, in pglite-worker.mjs), each statement prepared once and run with its
     * parameters as literals; a batch that fails is rerun statement by statement, so one bad statement fails
     * only its own caller. `background` (the callback delivery's claims and records): on PGlite such a write
     * waits until the database's thread has no request's write to run, so that the requests' answers never
     * queue behind it (see openPglite); PostgreSQL runs every write at once.
     */
    async write(sql, params = [], { background = false } = {}) {
      check('write');
      return backend.write(sql, params, background);
    },
    /** Runs `fn(tx)` in one transaction and returns its value after COMMIT; ROLLBACK when it throws. */
    async transaction(fn, name = 'transaction') {
      check(name);
      for (let attempt = 1; ; attempt++) {
        try {
          return await backend.transaction(async (raw) => fn(txView(raw)), name);
        } catch (err) {
          if (!(err instanceof StoreError && retryable.has(err.code)) || attempt >= maxAttempts) throw err;
          await new Promise((r) => setTimeout(r, 5 * attempt + Math.random() * 10 * attempt));
        }
      }
    },
    async close() {
      if (closed) return;
      closed = true;
      await backend.close();
    },
  };
}

// What the transaction function sees: query, exec (several statements, no parameters) and the helpers.
function txView(raw) {
  return {
    query: raw.query,
    exec: raw.exec,
    /** The payment row, locked FOR UPDATE until the transaction ends; undefined when there is none. */
    async lockPayment(id) {
      const { rows } = await raw.query('SELECT * FROM payments WHERE id = $1 FOR UPDATE', [id]);
      return rows[0];
    },
  };
}

const describe = (sql) => {
  const s = String(sql).replace(/\s+/g, ' ').trim();
  return s.length > 80 ? `${s.slice(0, 77)}...` : s;
};

function wrap(err, operation) {
  if (err instanceof StoreError) return err;
  return new StoreError(`store: ${operation} failed: ${err?.message ?? err}`, { cause: err, code: err?.code });
}

// A transaction's statements; refuses to run after the transaction has ended (a handle kept too long).
function txHandle(run, name) {
  let open = true;
  const guard = (what) => {
    if (!open) throw new StoreError(`store: ${what} used after ${name} ended`);
  };
  return {
    handle: {
      async query(sql, params = []) {
        guard('tx.query');
        try {
          return { rows: (await run(sql, params)).rows };
        } catch (err) {
          throw wrap(err, `${name}: query "${describe(sql)}"`);
        }
      },
      async exec(sql, what = 'exec') {
        guard('tx.exec');
        try {
          await run(sql, undefined);
        } catch (err) {
          throw wrap(err, `${name}: ${what}`);
        }
      },
    },
    end() {
      open = false;
    },
  };
}

async function openPglite(dataDir) {
  const compiler = pgliteCompiler(process.env.SANDBOX_PGLITE_COMPILER);
  try {
    fs.mkdirSync(dataDir, { recursive: true });
    fs.accessSync(dataDir, fs.constants.R_OK | fs.constants.W_OK);
  } catch (err) {
    throw new StoreError(`store: cannot open data directory ${dataDir}: ${err.message}`, { cause: err, code: err.code });
  }
  let db;
  try {
    if (!fs.existsSync(path.join(dataDir, 'PG_VERSION'))) await pgliteInit(dataDir);
    db = await pgliteThread(dataDir, compiler);
  } catch (err) {
    throw new StoreError(`store: cannot open the embedded database in ${dataDir}: ${err?.message ?? err}`, { cause: err });
  }
  // One connection: everything goes through this queue, one job at a time.
  let tail = Promise.resolve();
  const serial = (job) => {
    const result = tail.then(job);
    tail = result.catch(() => {});
    return result;
  };
  const run = (sql, params) => (params === undefined ? db.exec(sql).then((r) => r.at(-1) ?? { rows: [] }) : db.query(sql, params));
  // Group commit, pipelined: writes queue here; a batch takes every queued write to the database's thread
  // (pglite-worker.mjs), which commits it in one BEGIN ... COMMIT. Up to DEPTH batches are on their way at
  // once, so the thread starts the next batch as soon as it finishes one, without waiting for this thread to
  // take the answer; the thread runs them in order. A batch is handed over through the same queue as reads and
  // transactions, so it never lands inside a transaction, and a read sees every write answered before it.
  // Two lanes: the requests' writes, and background writes (the callback delivery's claims and records), so
  // that a request's answer never waits for callback work queued before it:
  //   - a background batch is handed over only when the thread is idle (no batch on its way) and no request's
  //     write waits, at most BACKGROUND_BATCH writes, so a request's write waits behind at most one small
  //     background batch, never behind a queue of them;
  //   - while requests come in, background batches keep the thread busy at most BACKGROUND_SHARE of the time
  //     (after one that took t ms, the next waits (1 / share - 1) * t ms): callback work that never ends (a
  //     receiver slower than the requests make callbacks) would otherwise take every idle moment of the thread,
  //     and the machine's cores with it;
  //   - a background write that has waited BACKGROUND_WAIT_MS (the thread never idle: a saturated sandbox)
  //     rides with the next batch of requests' writes, within the same share, so the callbacks never starve.
  // Each lane keeps its order (a claim queued after a record sees it), and a batch runs its writes in order.
  const DEPTH = 2;
  const BACKGROUND_BATCH = 4;
  const BACKGROUND_WAIT_MS = 100;
  const BACKGROUND_SHARE = 0.15;
  let pending = [];
  let background = [];
  let inFlight = 0;
  let closing = false;
  // The share: no background batch before this time (performance.now()) while requests' writes come in.
  let backgroundAt = 0;
  let lastRequestWrite = -Infinity;
  let lastBackgroundStart = -Infinity;
  let backgroundTimer;
  const takeBatch = () => {
    const now = performance.now();
    // Requests' writes came since the last background batch started: the share applies.
    const allowed = closing || lastRequestWrite < lastBackgroundStart || now >= backgroundAt;
    const aged = background.length > 0 && (closing || now - background[0].since >= BACKGROUND_WAIT_MS);
    let batch = [];
    if (pending.length) {
      batch = pending;
      pending = [];
      if (aged && allowed) batch.push(...background.splice(0, BACKGROUND_BATCH));
    } else if (background.length && allowed && (inFlight === 1 || aged)) {
      // This batch is the only one on its way (inFlight counts it): the thread is idle once it is handed over.
      batch = background.splice(0, BACKGROUND_BATCH);
    }
    if (background.length && !allowed && !backgroundTimer) {
      backgroundTimer = setTimeout(() => {
        backgroundTimer = undefined;
        pump();
      }, Math.max(1, backgroundAt - now));
      backgroundTimer.unref?.();
    }
    return batch;
  };
  const send = () => {
    const batch = takeBatch();
    if (!batch.length) {
      inFlight--;
      return;
    }
    const started = performance.now();
    const backgroundWrites = batch.reduce((n, w) => n + (w.since !== undefined ? 1 : 0), 0);
    if (backgroundWrites) lastBackgroundStart = started;
    db.batch(batch.map(({ sql, params }) => ({ sql, params }))).then(
      (outcomes) => {
        batch.forEach((w, i) => {
          const o = outcomes[i];
          if (o.error) w.reject(wrap(Object.assign(new Error(o.error.message), { code: o.error.code }), `write "${describe(w.sql)}"`));
          else w.resolve({ rows: o.rows });
        });
      },
      (err) => batch.forEach((w) => w.reject(wrap(err, `write "${describe(w.sql)}"`))),
    ).finally(() => {
      if (backgroundWrites) {
        // The background writes' part of the batch's time (all of it for a background batch), then the pause.
        const ended = performance.now();
        backgroundAt = ended + ((ended - started) * (backgroundWrites / batch.length) * (1 - BACKGROUND_SHARE)) / BACKGROUND_SHARE;
      }
      inFlight--;
      pump();
    });
  };
  const pump = () => {
    if (inFlight < DEPTH && (pending.length || (background.length && (inFlight === 0 || closing)))) {
      inFlight++;
      // Handed over when the queue reaches it; the queue moves on without waiting for the answer.
      serial(send);
    }
  };
  // PGlite runs no autovacuum, and the callback delivery's background writes update callbacks and deliveries
  // rows again and again: every update leaves its old version and an entry in each index that a claim's index
  // scans step over until a VACUUM (with 9,000 callbacks delivered, a claim read 1,300 pages, 1,000 of them for
  // leases long released). So, once the requests' writes have paused for VACUUM_IDLE_MS and VACUUM_AFTER
  // background writes were made since the last VACUUM (or the store was just opened, by an earlier process that
  // may have left as many), the queue runs a VACUUM of those two tables: at an idle moment, since it holds the
  // thread (140 ms the first time on a store with 9,000 callbacks delivered, then a few ms), never during a burst
  // of requests.
  const VACUUM_AFTER = 2000;
  const VACUUM_IDLE_MS = 1000;
  let churn = VACUUM_AFTER;
  const idle = setTimeout(() => {
    if (closing || churn < VACUUM_AFTER) return;
    churn = 0;
    serial(() => db.exec('VACUUM callbacks, deliveries')).catch(() => {});
  }, VACUUM_IDLE_MS);
  idle.unref?.();
  return {
    kind: 'pglite',
    write: (sql, params, inBackground = false) =>
      new Promise((resolve, reject) => {
        if (inBackground) {
          background.push({ sql, params, resolve, reject, since: performance.now() });
          churn++;
        } else {
          pending.push({ sql, params, resolve, reject });
          lastRequestWrite = performance.now();
          idle.refresh();
        }
        pump();
      }),
    dataDir,
    query: (sql, params) =>
      serial(async () => {
        try {
          return { rows: (await db.query(sql, params)).rows };
        } catch (err) {
          throw wrap(err, `query "${describe(sql)}"`);
        }
      }),
    transaction: (fn, name) => serial(() => runTransaction(run, fn, name)),
    close: () => {
      // Writes still waiting go first (the queue runs these batches before the close).
      closing = true;
      clearTimeout(idle);
      for (let n = (pending.length ? 1 : 0) + Math.ceil(background.length / BACKGROUND_BATCH); n > 0; n--) {
        inFlight++;
        serial(send);
      }
      return serial(() => db.close());
    },
  };
}

/**
 * The embedded database's PostgreSQL settings (pglite-worker.mjs passes them as `-c name=value`). PGlite's
 * defaults are a server's (shared_buffers 128 MB...): the sandbox's data is small and its files sit in the
 * operating system's page cache, so small buffers cost little and keep the process's memory small (a bench row
 * of scripts/bench/sandbox-memory.mjs measures it). None of them bears on durability.
 */
export const PGLITE_SETTINGS = Object.freeze({
  shared_buffers: '16MB',
  wal_buffers: '1MB',
  work_mem: '2MB',
  temp_buffers: '2MB',
  maintenance_work_mem: '16MB',
  // A new WAL segment file (16 MB, one every few seconds under a sustained load of payments with callbacks) is
  // created with only its last byte written, not zero-filled: PGlite's file layer wrote the 16 MB in one go on the
  // database's thread, and every request queued behind it (bursts of 20-50 ms answers in an open-loop run at 2,500
  // req/s; its p99 41 ms with callbacks queued, 12.7 ms without the zero-fill). WAL records carry their own CRCs,
  // so recovery does not rely on the zeros.
  wal_init_zero: 'off',
});

/**
 * How V8 compiles PGlite's WebAssembly in the database's thread (the V8 flag pglite-worker.mjs sets), by the
 * name SANDBOX_PGLITE_COMPILER gives:
 * - `optimizing` (the default): V8's tiers, the baseline compiler (Liftoff) first and the optimizing one
 *   (TurboFan) for a function once it has run about 100 MB of code (--wasm-tiering-budget, V8's default 1.8 MB):
 *   only what a sustained load keeps running is optimized. For a sandbox that serves a team or a load. Measured on
 *   two cores, 2026-11-28: the mixed flow of scripts/bench/sandbox-load.mjs at 1.518x and 1.526x Prism's rate
 *   (1.40x Liftoff only; 1.53-1.57x with V8's default budget), resident memory (scripts/bench/sandbox-memory.mjs)
 *   211 MB idle and 392 MB under that flow (Liftoff only 167 and 303 MB; the default budget 259 and 402 MB).
 * - `baseline`: Liftoff only. For a sandbox that lives for a few hundred requests (a test run): an open and 300
 *   small queries cost 0.9 s of CPU instead of 1.6 s, 3,000 queries 1.6 s instead of 2.4 s (the default budget);
 *   optimizing costs more than it saves in so short a life. The test suite runs its sandboxes so.
 */
export const PGLITE_COMPILERS = Object.freeze({ optimizing: '--no-liftoff-only --wasm-tiering-budget=100000000', baseline: '--liftoff-only' });

/** SANDBOX_PGLITE_COMPILER's compiler (`optimizing` when unset or empty); another value is refused, naming both. */
export function pgliteCompiler(value) {
  if (value === undefined || value === '') return 'optimizing';
  if (!Object.hasOwn(PGLITE_COMPILERS, value)) throw new StoreError(`store: SANDBOX_PGLITE_COMPILER must be ${Object.keys(PGLITE_COMPILERS).join(' or ')}, not ${JSON.stringify(value)}`);
  return value;
}

/**
 * A new data directory's initdb, in a child process (pglite-worker.mjs --init DIR): initdb runs a second
 * PostgreSQL in WebAssembly and takes about 700 MB, which a process returns to the system when it exits and a
 * thread would keep (its memory stays with the process). The sandbox then opens the directory in its thread.
 */
async function pgliteInit(dataDir) {
  const { execFile } = await import('node:child_process');
  const worker = fileURLToPath(new URL('./pglite-worker.mjs', import.meta.url));
  await new Promise((resolve, reject) => {
    execFile(process.execPath, [worker, '--init', dataDir], { maxBuffer: 1024 * 1024 }, (err, _stdout, stderr) => {
      if (err) reject(new Error(`initdb failed (${err.code ?? err.signal}): ${String(stderr).trim().split('\n').slice(-3).join(' ') || err.message}`));
      else resolve();
    });
  });
}

/**
 * PGlite's artefacts, read and compiled once per process and compiler: PostgreSQL's WebAssembly (9 MB), initdb's,
 * and the file system bundle (PostgreSQL's share files, 6 MB). Each thread would otherwise read all three and
 * compile both modules again at every open. A WebAssembly.Module sent to a thread is the same compiled code, and a
 * Blob the same bytes. The compiler's V8 flag is set before compiling (a V8 flag is process-wide; the thread
 * sets it too, pglite-worker.mjs).
 */
const pgliteArtifacts = new Map();
function artifactsFor(compiler) {
  let artifacts = pgliteArtifacts.get(compiler);
  if (!artifacts) {
    artifacts = (async () => {
      const { default: v8 } = await import('node:v8');
      const dist = path.dirname(fileURLToPath(import.meta.resolve('@electric-sql/pglite')));
      v8.setFlagsFromString(PGLITE_COMPILERS[compiler]);
      const [pglite, initdb, bundle] = await Promise.all([
        fs.promises.readFile(path.join(dist, 'pglite.wasm')).then((b) => WebAssembly.compile(b)),
        fs.promises.readFile(path.join(dist, 'initdb.wasm')).then((b) => WebAssembly.compile(b)),
        fs.promises.readFile(path.join(dist, 'pglite.data')).then((b) => new Blob([b])),
      ]);
      return { pglite, initdb, bundle };
    })();
    artifacts.catch(() => pgliteArtifacts.delete(compiler));
    pgliteArtifacts.set(compiler, artifacts);
  }
  return artifacts;
}

/**
 * PGlite in its own thread (pglite-worker.mjs): { query(sql, params), exec(sql), batch(writes), close() } with
 * PGlite's answers ({ rows, affectedRows }; exec one per statement; batch one { rows } or { error } per write).
 * An error carries PGlite's message and SQLSTATE; if the thread dies, every pending and later call fails with a
 * StoreError saying so.
 */
async function pgliteThread(dataDir, compiler) {
  const { Worker } = await import('node:worker_threads');
  const artifacts = await artifactsFor(compiler);
  // The thread inherits this process's node flags, but --input-type (for `node -e`) would refuse its file: then it
  // gets none (a list given explicitly may not hold V8 flags, which inheritance allows).
  const execArgv = process.execArgv.some((flag) => flag.startsWith('--input-type')) ? [] : undefined;
  const worker = new Worker(new URL('./pglite-worker.mjs', import.meta.url), { workerData: { dataDir, settings: PGLITE_SETTINGS, compiler, artifacts }, execArgv });
  const pending = new Map();
  let next = 1;
  let dead = null;
  const ready = new Promise((resolve, reject) => {
    worker.once('message', (m) => (m.ready ? resolve() : reject(Object.assign(new Error(m.error.message), { code: m.error.code }))));
    worker.once('error', reject);
  });
  const fail = (err) => {
    dead = err;
    for (const { reject } of pending.values()) reject(err);
    pending.clear();
  };
  worker.on('error', (err) => fail(new StoreError(`store: the embedded database's thread failed: ${err?.message ?? err}`, { cause: err })));
  worker.on('exit', (code) => fail(new StoreError(`store: the embedded database's thread exited (${code})`)));
  worker.on('message', (m) => {
    if (m.id === undefined) return;
    const call = pending.get(m.id);
    pending.delete(m.id);
    if (!call) return;
    if (m.error) call.reject(Object.assign(new Error(m.error.message), { code: m.error.code }));
    else call.resolve(m.result);
  });
  try {
    await ready;
  } catch (err) {
    await worker.terminate();
    throw err;
  }
  const call = (op, sql, params, writes) =>
    new Promise((resolve, reject) => {
      if (dead) return reject(dead);
      const id = next++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, op, sql, params, writes });
    });
  return {
    query: (sql, params) => call('query', sql, params),
    exec: (sql) => call('exec', sql),
    batch: (writes) => call('batch', undefined, undefined, writes),
    async close() {
      try {
        await call('close');
      } finally {
        await worker.terminate();
      }
    },
  };
}

async function openPostgres(databaseUrl) {
  const { default: pg } = await import('pg');
  const shown = databaseUrl.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@');
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10 });
  // An idle client that loses its connection must not crash the process; the next checkout reconnects.
  pool.on('error', () => {});
  try {
    const client = await pool.connect();
    client.release();
  } catch (err) {
    await pool.end().catch(() => {});
    throw new StoreError(`store: cannot connect to PostgreSQL at ${shown}: ${err?.message ?? err}`, { cause: err, code: err?.code });
  }
  // Named statements: each text the sandbox sends (a few dozen, their values as parameters) is parsed and planned
  // by PostgreSQL once per connection of the pool, then only bound and run, instead of parsed and planned at every
  // request (the payment writes are data-modifying CTEs whose planning costs more than running them). At most
  // NAMED texts get a name, so that texts built with values in them could not grow the server's memory.
  const NAMED = 200;
  const names = new Map();
  const named = (sql, params) => {
    // Without parameters a text may hold several statements, which only the simple protocol runs.
    if (!params.length && sql.includes(';')) return sql;
    let name = names.get(sql);
    if (name === undefined && names.size < NAMED) names.set(sql, (name = `sandbox_${names.size + 1}`));
    return name ? { name, text: sql, values: params } : { text: sql, values: params };
  };
  const run = async (sql, params) => {
    try {
      return await pool.query(named(sql, params));
    } catch (err) {
      // A statement prepared before a migration changed its table's columns ("cached plan must not change result
      // type", nothing ran): once more unnamed.
      if (err?.code !== '0A000' || !names.has(sql)) throw err;
      return pool.query(sql, params);
    }
  };
  return {
    kind: 'postgres',
    databaseUrl: shown,
    async write(sql, params) {
      try {
        return { rows: (await run(sql, params)).rows };
      } catch (err) {
        throw wrap(err, `write "${describe(sql)}"`);
      }
    },
    async query(sql, params) {
      try {
        return { rows: (await run(sql, params)).rows };
      } catch (err) {
        throw wrap(err, `query "${describe(sql)}"`);
      }
    },
    async transaction(fn, name) {
      let client;
      try {
        client = await pool.connect();
      } catch (err) {
        throw wrap(err, `${name}: connect`);
      }
      let broken;
      try {
        return await runTransaction((sql, params) => (params === undefined ? client.query(sql) : client.query(sql, params)), fn, name);
      } catch (err) {
        // A client whose ROLLBACK failed is in an unknown state: destroy it rather than return it to the pool.
        if (err?.rollbackFailed) broken = err;
        throw err;
      } finally {
        client.release(broken);
      }
    },
    close: () => pool.end(),
  };
}

/**
 * A statement with its $n parameters written as SQL literals (for PGlite's exec, which takes no parameters).
 * Strings are quoted with '' doubled (standard_conforming_strings is on, PostgreSQL's default, so a backslash
 * is an ordinary character); objects become JSON text; a string with a NUL character is refused (PostgreSQL
 * text cannot hold one). Casts in the SQL ($3::jsonb) apply to the literal as to a parameter.
 */
export function inline(sql, params = []) {
  return sql.replace(/\$(\d+)/g, (_, n) => {
    const i = Number(n) - 1;
    if (i >= params.length) throw new StoreError(`store: $${n} has no parameter`);
    return literal(params[i]);
  });
}

/** Each parameter as a SQL literal (see inline). */
export const literals = (params) => params.map(literal);

function literal(v) {
  if (v === null || v === undefined) return 'NULL';
  if (typeof v === 'number') {
    if (!Number.isFinite(v)) throw new StoreError(`store: cannot write the number ${v}`);
    return String(v);
  }
  if (typeof v === 'boolean') return v ? 'TRUE' : 'FALSE';
  if (typeof v === 'bigint') return v.toString();
  const text = v instanceof Date ? v.toISOString() : typeof v === 'string' ? v : JSON.stringify(v);
  if (text.includes('\0')) throw new StoreError('store: text with a NUL character cannot be stored');
  return `'${text.includes("'") ? text.replaceAll("'", "''") : text}'`;
}

// BEGIN; fn; COMMIT. On any error ROLLBACK and rethrow (the function's own error unchanged).
async function runTransaction(run, fn, name) {
  const { handle, end } = txHandle(run, name);
  try {
    await run('BEGIN', []);
  } catch (err) {
    end();
    throw wrap(err, `${name}: BEGIN`);
  }
  let value;
  try {
    value = await fn(handle);
    const done = await run('COMMIT', []).catch((err) => {
      throw wrap(err, `${name}: COMMIT`);
    });
    // PostgreSQL answers COMMIT of a transaction that an error aborted (one the function caught) with ROLLBACK.
    if (done?.command === 'ROLLBACK') throw new StoreError(`store: ${name} rolled back: a statement in it failed`, { code: '25P02' });
  } catch (err) {
    end();
    try {
      await run('ROLLBACK', []);
    } catch {
      if (err && typeof err === 'object') err.rollbackFailed = true;
    }
    throw err;
  }
  end();
  return value;
}
