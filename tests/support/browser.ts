// One headless Chromium (Debian's, through playwright-core) per test worker, shared by the browser test files
// (tests/docs/docs.test.ts, tests/sandbox/pages.test.ts, tests/sandbox/hosted-fields.test.ts). vitest runs the
// files in worker threads that it reuses without isolation (tests/vitest.config.ts), so the browser launched by
// the first of them serves the next ones in that worker: a Chromium start less per file. Each file opens its own
// context (its own cache, cookies and request routing) and closes it in afterAll; no file closes the browser.
// It goes with the worker: vitest ends a worker thread with terminate() (and a forked worker, VITEST_POOL=forks,
// with SIGTERM), which runs no 'exit' handler, and then the browser quits by itself when its pipe to the worker
// closes, and a detached shell removes the profile directory once the vitest process has gone.
// The browser is Debian's chromium-headless-shell (/usr/bin/chromium-headless-shell, installed by npm ci's
// set-up): Chromium's headless-only build, the same engine without the full browser's shell, which Playwright
// itself runs for headless tests. Measured on the two-core machine (2026-11-28), the three browser files together:
// 44 s of the machine's CPU and 27 s of wall time, against 58 s and 34 s with the full /usr/bin/chromium.
// CHROMIUM_PATH=/usr/bin/chromium runs them in the full browser.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';
/** What a browser test says when the browser is not there. */
export const BROWSER_MISSING = `${CHROMIUM} is missing: apt-get install chromium-headless-shell (npm ci does)`;

const ARGS = ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--disable-default-apps', '--disable-extensions'];

// On globalThis, not in this module: a run with VITEST_ISOLATE=1 may evaluate the module again for each file
// in the same process, and must find the browser it already has rather than launch another.
const holder: { browser?: Promise<Browser>; watched: Set<string> } = ((globalThis as any)[Symbol.for('tests/support/browser')] ??= { watched: new Set() });

/** The worker's Chromium, launched on first use (again if it went away). */
export function sharedBrowser(): Promise<Browser> {
  if (!fs.existsSync(CHROMIUM)) throw new Error(BROWSER_MISSING);
  // handleSIGTERM off: playwright-core's handler would keep the worker alive on SIGTERM until vitest's SIGKILL.
  const launching = (holder.browser ??= chromium.launch({ executablePath: CHROMIUM, args: ARGS, timeout: 30_000, handleSIGTERM: false }).then(
    (browser) => {
      removeProfileAfterThisProcess();
      browser.on('disconnected', () => {
        if (holder.browser === launching) holder.browser = undefined;
      });
      return browser;
    },
    (err) => {
      holder.browser = undefined;
      throw err;
    },
  ));
  return launching;
}

/**
 * For each browser this process launched (a child whose command line names a --user-data-dir), a detached shell
 * that waits until this process has gone and then the browser (killed after 10 s), and removes the directory.
 * Worker threads share the process: a thread that launches after another also watches that thread's browser (each
 * thread knows only its own `watched`), so a profile directory may be removed by two shells, the second finding
 * nothing left.
 */
function removeProfileAfterThisProcess() {
  for (const pid of fs.readdirSync('/proc').filter((p) => /^\d+$/.test(p))) {
    let stat: string;
    let cmdline: string[];
    try {
      stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      cmdline = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
    } catch {
      continue; // gone meanwhile
    }
    if (stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1] !== String(process.pid)) continue;
    const dir = cmdline.find((a) => a.startsWith('--user-data-dir='))?.slice('--user-data-dir='.length);
    if (!dir || holder.watched.has(dir)) continue;
    holder.watched.add(dir);
    const script = [
      'tail --pid="$1" -f /dev/null',
      'i=0; while grep -qsF -- "$3" "/proc/$2/cmdline" && [ $i -lt 20 ]; do sleep 0.5; i=$((i+1)); done',
      'grep -qsF -- "$3" "/proc/$2/cmdline" && kill -9 -"$2" 2>/dev/null',
      'rm -rf "$3"',
    ].join('\n');
    spawn('sh', ['-c', script, 'sh', String(process.pid), pid, dir], { detached: true, stdio: 'ignore' }).unref();
  }
}
