// A throw-away PostgreSQL server for benchmarks (as tests/support/postgres.ts for the tests), from Debian's
// `postgresql` package (/usr/lib/postgresql/<v>/bin): initdb into a temp dir, pg_ctl start on a free port with
// its unix socket in that dir, trust auth on 127.0.0.1. As root the server runs as the `postgres` OS user.
// fsync stays on (the server's default), as a team's shared sandbox would run it.
//   const pg = startPostgres();   // { url, createDatabase(name) -> url, stop() }, or throws saying what is missing
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

function binDir() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) throw new Error(`PostgreSQL binaries not found (no ${root}/<version>/bin/initdb): apt-get install postgresql`);
  return path.join(root, versions[0], 'bin');
}

/** @param {{ port: number }} options */
export function startPostgres({ port }) {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const id = (flag) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, id('-u'), id('-g'));
  }
  const run = (cmd, args) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    try {
      return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err) {
      throw new Error(`${cmd} failed: ${err.stderr || err.stdout || err.message}`);
    }
  };
  const stop = () => {
    process.off('exit', stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, 'start']);
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
