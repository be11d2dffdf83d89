// A throw-away PostgreSQL cluster from Debian's `postgresql` package (/usr/lib/postgresql/<v>/bin), shared by the
// benchmarks (scripts/bench/support/postgres.mjs) and the tests (tests/support/postgres.ts): initdb into
// `<dir>/data`, then pg_ctl start on a port with its unix socket in `dir`, trust auth on 127.0.0.1. initdb refuses
// to run as root, so as root every command runs as the `postgres` OS user (runuser) and `dir` is chowned to it.
//   const pg = initCluster(dir);        // { bin, data, asRoot, run(cmd, args), start(port, settings), stop(mode) }
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** The newest installed server's bin dir, or an error saying what to install. */
export function postgresBin() {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root) ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a)) : [];
  if (!versions.length) {
    throw new Error(`PostgreSQL binaries not found (no ${root}/<version>/bin/initdb): install Debian's postgresql package (apt-get install postgresql); .ci/run installs it`);
  }
  return path.join(root, versions[0], 'bin');
}

/**
 * A new cluster in `dir` (initdb run). start(port, settings) starts it (settings: `-c` pairs such as
 * 'fsync=off'); a failed start throws with the server's log. stop(mode) stops it if running and removes `dir`.
 */
export function initCluster(dir) {
  const bin = postgresBin();
  const data = path.join(dir, 'data');
  const log = path.join(dir, 'log');
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
  const stop = (mode = 'fast') => {
    try {
      run('pg_ctl', ['-D', data, '-m', mode, '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  const start = (port, settings = []) => {
    const options = [`-p ${port} -k ${dir} -c listen_addresses=127.0.0.1`, ...settings.map((s) => `-c ${s}`)].join(' ');
    try {
      run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', '-o', options, 'start']);
    } catch (err) {
      const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : '';
      throw new Error(`${err.message}\n${text}`);
    }
  };
  try {
    run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  } catch (err) {
    fs.rmSync(dir, { recursive: true, force: true });
    throw err;
  }
  return { bin, data, asRoot, run, start, stop };
}
