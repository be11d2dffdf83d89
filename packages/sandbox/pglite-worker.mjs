// The embedded database's thread: PGlite (PostgreSQL compiled to WebAssembly) runs here, off the sandbox's
// HTTP thread, so that the two use two cores. store.mjs is the only user: it sends one message per
// statement ({ id, op: 'query' | 'exec' | 'close', sql, params }) and keeps its own queue, so statements
// arrive one at a time in the order it decides; each answer is { id, result } or { id, error }.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';

const plain = (r) => ({ rows: r.rows, affectedRows: r.affectedRows });
let db;
try {
  db = await PGlite.create(workerData.dataDir);
  parentPort.postMessage({ ready: true });
} catch (err) {
  parentPort.postMessage({ ready: false, error: { message: String(err?.message ?? err), code: err?.code } });
}

parentPort.on('message', async ({ id, op, sql, params }) => {
  try {
    let result;
    if (op === 'query') result = plain(await db.query(sql, params));
    else if (op === 'exec') result = (await db.exec(sql)).map(plain);
    else if (op === 'close') {
      await db.close();
      result = null;
    }
    parentPort.postMessage({ id, result });
  } catch (err) {
    parentPort.postMessage({ id, error: { message: String(err?.message ?? err), code: err?.code } });
  }
});
