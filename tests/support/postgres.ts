// A throw-away PostgreSQL server for tests, from Debian's `postgresql` package (/usr/lib/postgresql/<v>/bin):
// initdb into a temp dir (in `scratch`), pg_ctl start on a free port with its unix socket in that dir, trust auth on
// 127.0.0.1. initdb refuses to run as root, so as root the server runs as the `postgres` OS user (runuser).
// Never assumes a running server; without the binaries it throws (the test fails, it does not skip).
//   const pg = await startPostgres();   // { url, createDatabase(name) -> url, stop() }
//   const pg = await sharedPostgres();  // one server for every test file this worker runs, stopped when it ends
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import { createRequire } from 'node:module';
import path from 'node:path';
import { initCluster } from '../../scripts/lib/postgres.mjs';
import { unusedPort } from './ports.ts';

// The driver the sandbox uses (it ships no types).
type PgClient = { connect(): Promise<void>; query(sql: string): Promise<unknown>; end(): Promise<void> };
const { Client } = createRequire(import.meta.url)('pg') as { Client: new (options: { connectionString: string }) => PgClient };

export interface Postgres {
  url: string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

/**
 * Where the tests keep their temporary files: /dev/shm (memory) when it is there with room to spare, else the OS
 * temp dir. A PGlite data dir is 39 MB in about 1,000 files: on a disk that other work keeps busy, copying and
 * removing one took seconds of blocked time each (0.2 s in memory), and the store's own writes wait less too.
 */
export const scratch = (() => {
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const { bavail, bsize } = fs.statfsSync('/dev/shm');
    if (bavail * bsize >= 4 * 1024 ** 3) return '/dev/shm';
  } catch {
    // no /dev/shm here
  }
  return os.tmpdir();
})();

/**
 * Runs `sh -c script` (with `args` as $1...) once this process has ended, however it ends: vitest ends a worker
 * thread with terminate() (a forked worker with SIGTERM, then SIGKILL after 500 ms), which runs no 'exit' handler,
 * and a worker thread's process is the vitest process, which ends with the run. A detached shell that outlives the
 * process waits for it (`tail --pid`, which checks once a second in its own process instead of starting a `sleep`
 * each second).
 */
export function afterThisProcess(script: string, ...args: string[]) {
  const watcher = spawn('sh', ['-c', `tail --pid=${process.pid} -f /dev/null; ${script}`, 'sh', ...args], { detached: true, stdio: 'ignore' });
  watcher.unref();
}

export async function startPostgres(): Promise<Postgres> {
  const dir = fs.mkdtempSync(path.join(scratch, 'sandbox-pg-'));
  let cluster: ReturnType<typeof initCluster>;
  try {
    cluster = initCluster(dir);
  } catch (err) {
    // No binaries, or initdb failed: nothing of the directory is kept.
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  const { bin, data, asRoot, start, stop: stopCluster } = cluster;
  const port = await unusedPort();
  // Stopped (and removed) by stop(), at exit, and in any case once this process is gone.
  const ctl = path.join(bin, 'pg_ctl');
  afterThisProcess(`${asRoot ? 'runuser -u postgres -- ' : ''}"$1" -D "$2" -m immediate -w stop >/dev/null 2>&1; rm -rf "$3"`, ctl, data, dir);
  const stop = () => {
    process.off('exit', stop);
    stopCluster('immediate');
  };
  try {
    // fsync off: a test server's data need not survive a machine crash; a killed client is what the tests kill.
    // max_connections: the test files that share one server (sharedPostgres) each open several pools of 10.
    start(port, ['fsync=off', 'max_connections=300']);
  } catch (err) {
    stop();
    throw err;
  }
  process.once('exit', stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      // Through the sandbox's own driver: a psql process per database cost half a second on a loaded machine.
      const client = new Client({ connectionString: url });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}

let shared: Promise<Postgres> | undefined;
let databases = 0;
/**
 * One server for every test file this worker runs (vitest runs many files in one worker; an initdb and a start
 * for each would cost a second or two each): started on first use, stopped when the worker's process ends (its
 * stop() does nothing, so that one file cannot stop it under another). createDatabase(name) makes `<name>_<n>`, so that
 * files may use the same names.
 */
export function sharedPostgres(): Promise<Postgres> {
  shared ??= startPostgres().then((pg) => ({
    url: pg.url,
    createDatabase: (name: string) => pg.createDatabase(`${name}_${++databases}`),
    stop() {},
  }));
  return shared;
}
