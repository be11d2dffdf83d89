// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off the sandbox's
// HTTP thread, so that the two use two cores. store.mjs is the only user. It sends one message per unit of
// work and may send the next before the last is answered; this thread runs them one at a time, in the order
// they arrived, so a unit is never interleaved with another:
//   { id, op: 'query', sql, params }  one statement, its parameters bound       -> { id, result: { rows, affectedRows } }
//   { id, op: 'exec', sql }           several statements, no parameters         -> { id, result: [{ rows, affectedRows }...] }
//   { id, op: 'batch', writes }       group commit, below                       -> { id, result: [{ rows } | { error }...] }
//   { id, op: 'close' }                                                          -> { id, result: null }
// A unit that fails is answered { id, error: { message, code } }.
//
// A batch is a list of self-contained write statements ({ sql, params }), committed together in one
// BEGIN ... COMMIT of one exec call. Each statement text is prepared once (PREPARE w<n> AS ...) and then run as
// EXECUTE w<n>(literals): PostgreSQL plans it once instead of at every write (half the cost of a payment's
// insert on PGlite). A text that PostgreSQL cannot prepare (a parameter whose type it cannot infer) runs with
// its parameters inlined as literals. PREPARE runs outside the batch's transaction, so a failed PREPARE aborts
// nothing. When the batch fails, it is rolled back here, before the next unit runs, and each statement is run
// again on its own, so one bad statement fails only its own caller, with its own error.
//
// Run as a program, `node pglite-worker.mjs --init DIR` creates a new data directory (initdb) and exits: store.mjs
// runs it in a child process so that initdb's memory goes back to the system (see pgliteInit there).
import v8 from 'node:v8';
import { isMainThread, parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLITE_COMPILERS, inline, literals } from './store.mjs';

// How V8 compiles PostgreSQL's WebAssembly (9 MB) in this process: store.mjs PGLITE_COMPILERS, chosen there by
// SANDBOX_PGLITE_COMPILER and passed in workerData. A V8 flag is process-wide and read when the module is
// compiled; neither the sandbox's process nor an --init process compiles other WebAssembly. --init (initdb, a
// short-lived process) always uses the baseline compiler: 2.8 s of CPU instead of 4.6 s with V8's tiers.
v8.setFlagsFromString(isMainThread ? '--liftoff-only' : PGLITE_COMPILERS[workerData.compiler]);

if (isMainThread) {
  const [flag, dir] = process.argv.slice(2);
  if (flag !== '--init' || !dir) {
    console.error('usage: node packages/sandbox/pglite-worker.mjs --init DATA_DIR');
    process.exit(2);
  }
  const created = await PGlite.create(dir);
  await created.close();
  process.exit(0);
}

const plain = (r) => ({ rows: r.rows, affectedRows: r.affectedRows });
const failure = (err) => ({ message: String(err?.message ?? err), code: err?.code });
// PostgreSQL's settings (store.mjs PGLITE_SETTINGS) after PGlite's own start parameters, and one for the
// prepared writes below: plan_cache_mode=force_generic_plan, so that a statement prepared once is planned once.
// With the default (auto), PostgreSQL plans a statement again at every EXECUTE while the plan it makes for the
// parameters' values looks cheaper than the generic one, which for the callback claim (a parameter that switches
// a whole branch off) is always: about 1 ms of planning per claim on PGlite, more than running it.
const startParams = [
  ...PGlite.defaultStartParams,
  ...Object.entries({ ...workerData.settings, plan_cache_mode: 'force_generic_plan' }).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
];
let db;
try {
  // PostgreSQL's and initdb's WebAssembly compiled, and the file system bundle read, once per process by store.mjs
  // (artifactsFor): a process that opens several stores (a test worker) compiles them once.
  const { pglite, initdb, bundle } = workerData.artifacts;
  db = await PGlite.create(workerData.dataDir, { startParams, pgliteWasmModule: pglite, initdbWasmModule: initdb, fsBundle: bundle });
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: failure(err) });
}

const prepared = new Map(); // statement text -> name, or null when it cannot be prepared
async function prepare(sql) {
  if (prepared.has(sql)) return prepared.get(sql);
  const name = `w${prepared.size + 1}`;
  try {
    await db.exec(`PREPARE ${name} AS ${sql}`);
    prepared.set(sql, name);
  } catch {
    prepared.set(sql, null);
  }
  return prepared.get(sql);
}
/** The statement as text with its parameters as literals (EXECUTE of the prepared text, or the text inlined). */
function statementOf({ sql, params }) {
  const name = prepared.get(sql);
  return name ? `EXECUTE ${name}${params.length ? `(${literals(params).join(', ')})` : ''}` : inline(sql, params);
}
/** One write on its own, with its parameters bound: its rows or its own error. */
async function alone(w) {
  try {
    return { rows: (await db.query(w.sql, w.params)).rows };
  } catch (err) {
    return { error: failure(err) };
  }
}

async function batch(writes) {
  const out = new Array(writes.length);
  const texts = [];
  const members = [];
  for (let i = 0; i < writes.length; i++) {
    await prepare(writes[i].sql);
    try {
      texts.push(statementOf(writes[i]));
      members.push(i);
    } catch (err) {
      out[i] = { error: failure(err) }; // a parameter that cannot be written as SQL (a NUL, an infinite number)
    }
  }
  if (members.length === 1) {
    // One write: its own implicit transaction, no BEGIN/COMMIT round.
    const i = members[0];
    try {
      out[i] = { rows: (await db.exec(texts[0])).at(-1)?.rows ?? [] };
    } catch {
      out[i] = await alone(writes[i]); // again with bound parameters, for the statement's own error
    }
  } else if (members.length > 1) {
    let results;
    try {
      results = await db.exec(`BEGIN;\n${texts.map((t) => `${t};`).join('\n')}\nCOMMIT;`);
    } catch {
      await db.exec('ROLLBACK').catch(() => {});
      for (const i of members) out[i] = await alone(writes[i]);
      return out;
    }
    // results: BEGIN, one per statement, COMMIT.
    members.forEach((i, k) => (out[i] = { rows: results[k + 1]?.rows ?? [] }));
  }
  return out;
}

async function unit({ id, op, sql, params, writes }) {
  try {
    let result;
    if (op === 'query') result = plain(await db.query(sql, params));
    else if (op === 'exec') result = (await db.exec(sql)).map(plain);
    else if (op === 'batch') result = await batch(writes);
    else if (op === 'close') {
      await db.close();
      result = null;
    } else throw new Error(`unknown operation ${op}`);
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: failure(err) });
  }
}

// One unit at a time, in arrival order.
let chain = Promise.resolve();
parentPort.on('message', (message) => {
  chain = chain.then(() => unit(message));
});
