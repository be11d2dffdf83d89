// A throw-away PostgreSQL server for tests, from Debian's `postgresql` package (/usr/lib/postgresql/<v>/bin):
// initdb into a temp dir, pg_ctl start on a free port with its unix socket in that dir, trust auth on
// 127.0.0.1. initdb refuses to run as root, so as root the server runs as the `postgres` OS user (runuser).
// Never assumes a running server; without the binaries it throws (the test fails, it does not skip).
//   const pg = await startPostgres();   // { url, createDatabase(name) -> url, stop() }
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export interface Postgres {
  url: string;
  createDatabase(name: string): Promise<string>;
  stop(): void;
}

function binDir(): string {
  const root = '/usr/lib/postgresql';
  const versions = fs.existsSync(root)
    ? fs.readdirSync(root).filter((v) => fs.existsSync(path.join(root, v, 'bin', 'initdb'))).sort((a, b) => Number(b) - Number(a))
    : [];
  if (!versions.length) {
    throw new Error(`PostgreSQL binaries not found (no ${root}/<version>/bin/initdb): install Debian's postgresql package (apt-get install postgresql); .ci/run installs it`);
  }
  return path.join(root, versions[0], 'bin');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export async function startPostgres(): Promise<Postgres> {
  const bin = binDir();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-pg-'));
  const data = path.join(dir, 'data');
  const asRoot = process.getuid?.() === 0;
  if (asRoot) {
    const uid = Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' }).trim());
    const gid = Number(execFileSync('id', ['-g', 'postgres'], { encoding: 'utf8' }).trim());
    fs.chownSync(dir, uid, gid);
  }
  const run = (cmd: string, args: string[]) => {
    const [file, argv] = asRoot ? ['runuser', ['-u', 'postgres', '--', path.join(bin, cmd), ...args]] : [path.join(bin, cmd), args];
    try {
      return execFileSync(file, argv, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] });
    } catch (err: any) {
      throw new Error(`${cmd} failed: ${err.stderr || err.stdout || err.message}`);
    }
  };
  run('initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--no-sync', '--no-instructions']);
  const port = await freePort();
  const stop = () => {
    process.off('exit', stop);
    try {
      run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    fs.rmSync(dir, { recursive: true, force: true });
  };
  try {
    // fsync off: a test server's data need not survive a machine crash; a killed client is what the tests kill.
    run('pg_ctl', ['-D', data, '-l', path.join(dir, 'log'), '-w', '-t', '60', '-o', `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  } catch (err) {
    const log = fs.existsSync(path.join(dir, 'log')) ? fs.readFileSync(path.join(dir, 'log'), 'utf8') : '';
    stop();
    throw new Error(`${(err as Error).message}\n${log}`);
  }
  process.once('exit', stop);
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    url,
    async createDatabase(name: string) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name ${name}`);
      run('psql', ['-h', dir, '-p', String(port), '-U', 'postgres', '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-qc', `CREATE DATABASE ${name}`]);
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop,
  };
}
