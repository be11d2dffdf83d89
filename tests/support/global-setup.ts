// Starts the real mock (packages/mock/mock.mjs) once for the whole run, on test ports so that
// a developer's own `npm start` can keep running: MOCK_TEST_PORT_BASE (14010) and the two after it.
// Tests get the URLs with `await mockUrls()` (tests/support/mock.ts), which waits until the mock is ready: the
// run does not wait for it (about 1.4 s on two cores, one of them idle meanwhile).
// Also: the run's temp files go to memory. TMPDIR is a directory of its own in `scratch` (/dev/shm when it has room,
// tests/support/postgres.ts) for the workers and every process they start (os.tmpdir(), mkdtemp, npm, git,
// Chromium's profiles), removed when the run ends. The repository copies, npm installs and seeded documents the
// tests write then cost no disk writeback: measured on two cores, the release, client package, lint, diff and reach
// tests took 66.6-69.1 s of CPU instead of 71.3-75.2 s.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { afterThisProcess, scratch } from './postgres.ts';

const base = Number(process.env.MOCK_TEST_PORT_BASE ?? 14010);
const ports = { checkout: base, 's2s-card': base + 1, 's2s-apm': base + 2 } as const;

declare module 'vitest' {
  export interface ProvidedContext {
    mockUrls: Record<keyof typeof ports, string>;
    /** The file that says whether the mock is ready (tests/support/mock.ts mockUrls()). */
    mockStatus: string;
  }
}

let child: ChildProcess | undefined;

let tmp: string | undefined;
let statusDir: string | undefined;

export async function setup(project: TestProject) {
  if (scratch !== os.tmpdir()) {
    tmp = fs.mkdtempSync(path.join(scratch, 'vitest-tmp-'));
    afterThisProcess('rm -rf "$1"', tmp);
    // Set before the workers start: they, and what they start, inherit it.
    process.env.TMPDIR = tmp;
  }
  // The mock starts meanwhile: the workers do not wait for it, a test that needs it awaits mockUrls()
  // (tests/support/mock.ts), which reads the status file this writes: `ready`, or `failed` and the mock's output.
  statusDir = fs.mkdtempSync(path.join(tmp ?? os.tmpdir(), 'vitest-mock-'));
  const status = path.join(statusDir, 'status');
  const writeStatus = (text: string) => {
    try {
      fs.writeFileSync(`${status}.tmp`, text);
      fs.renameSync(`${status}.tmp`, status);
    } catch {
      // the run has ended (teardown removed the directory)
    }
  };
  child = spawn(process.execPath, ['packages/mock/mock.mjs', '--quiet'], {
    env: { ...process.env, CHECKOUT_PORT: String(ports.checkout), S2S_CARD_PORT: String(ports['s2s-card']), S2S_APM_PORT: String(ports['s2s-apm']) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // Never leave a mock behind: not when the run ends abruptly, not when it fails to start.
  process.once('exit', () => child?.kill('SIGKILL'));
  let output = '';
  void new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`mock did not start in time:\n${output}`)), 60_000);
    const onData = (chunk: Buffer) => {
      output += chunk;
      if ((output.match(/ ready at /g) ?? []).length === 3) {
        clearTimeout(timer);
        resolve();
      }
    };
    child!.stdout!.on('data', onData);
    child!.stderr!.on('data', onData);
    child!.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`mock exited with ${code}:\n${output}`));
    });
  }).then(
    () => writeStatus('ready'),
    (err) => {
      child?.kill('SIGTERM');
      writeStatus(`failed\n${err.message}`);
    },
  );
  project.provide('mockUrls', Object.fromEntries(Object.entries(ports).map(([k, p]) => [k, `http://127.0.0.1:${p}`])) as Record<keyof typeof ports, string>);
  project.provide('mockStatus', status);
}

export async function teardown() {
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
  if (statusDir) fs.rmSync(statusDir, { recursive: true, force: true });
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  // The mock closes its servers on SIGTERM; a server that still waits on an open connection gets SIGKILL.
  const exited = new Promise<boolean>((resolve) => child!.once('exit', () => resolve(true)));
  child.kill('SIGTERM');
  if (!(await Promise.race([exited, new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000).unref())]))) child.kill('SIGKILL');
}
