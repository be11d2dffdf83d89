// A throw-away PostgreSQL server for benchmarks (the cluster of scripts/lib/postgres.mjs, as the tests' own), on
// a given port. fsync stays on (the server's default), as a team's shared sandbox would run it.
//   const pg = startPostgres();   // { url, createDatabase(name) -> url, stop() }, or throws saying what is missing
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { initCluster } from '../../lib/postgres.mjs';

/** @param {{ port: number }} options */
export function startPostgres({ port }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const { data, run, start, stop: stopCluster } = initCluster(dir);
  const stop = () => {
    process.off('exit', stop);
    stopCluster('fast');
  };
  try {
    start(port);
  } catch (err) {
    stop();
    throw err;
  }
  process.once('exit', stop);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A new database; its URL. */
    createDatabase(name) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${name}`]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    /** The server's processes' resident memory in MB (postmaster and its backends), from /proc. */
    rssMb() {
      const pidFile = path.join(data, 'postmaster.pid');
      const main = Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]);
      let kb = 0;
      for (const pid of [main, ...childrenOf(main)]) kb += rssKb(pid) ?? 0;
      return kb / 1024;
    },
    stop,
  };
}

function childrenOf(pid) {
  try {
    return fs.readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

/** A process's resident memory in kB (VmRSS), undefined when it is gone. */
export function rssKb(pid) {
  try {
    const m = /VmRSS:\s+(\d+) kB/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : undefined;
  } catch {
    return undefined;
  }
}
