// The test suite: two projects that share one mock (the root global setup starts it once for the run).
// `contract` holds every test file; they run in parallel, slow ones first (tests/support/sequencer.ts), one
// worker per core once the checkout's caches are warm, one more on the first run. Measured on 2 cores, 2026-11-29,
// all 3,082 tests, runs alternated:
//   - warm (a run after another): 2 workers 112-129 s of wall time and 203-237 s of the machine's CPU (mean 120 s,
//     218 s), 3 workers 117-132 s and 227-258 s (mean 123 s, 240 s): the third worker's contention costs more than
//     the waits it fills (about 15 core-seconds a run, mostly tests/sandbox/shared.test.ts's leases and receivers).
//   - cold (no cache of this repository's under node_modules/, no .hypothesis/, as on a fresh clone): 2 workers
//     139-176 s (mean 158 s), 3 workers 137-164 s (mean 149 s), the same CPU (293 s, 292 s): the first run fills the
//     caches (the sandbox's template data dir, which files that need a sandbox wait for; tsc's build info; the
//     compiled validators; schemathesis's example database), and a third worker fills the waits.
// The first run is the one vitest has no results of (scripts/lib/vitest-results.mjs: node_modules/.vite/vitest/*/
// results.json, written at the end of every run). VITEST_MAX_WORKERS=N sets the number.
// `generated-untouched` runs after it (sequence.groupOrder) and checks that no test wrote into generated/.
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { hasVitestResults } from '../scripts/lib/vitest-results.mjs';
import SlowFirstSequencer from './support/sequencer.ts';

const root = new URL('..', import.meta.url).pathname;
const guard = 'tests/generated/untouched.test.ts';
const firstRun = !hasVitestResults();
const maxWorkers = process.env.VITEST_MAX_WORKERS ?? os.availableParallelism() + (firstRun ? 1 : 0);
const common = {
  root,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // Worker threads of the vitest process instead of forked processes: what vitest and a worker say to each other
  // (each file's tasks, results and logs) goes over a MessagePort instead of a pipe and JSON. Measured on 2 cores,
  // 2026-12-02, all 3,083 tests, runs alternated: threads 122.8, 127.8, 106.8 s of wall time (225, 232, 194 s of the
  // machine's CPU) against forks 125.9, 133.9, 114.3 s (228, 239, 210 s) in the runs just before each. A test that
  // needs a process of its own starts one (the sandboxes, the mocks, the CLIs); VITEST_POOL=forks runs the files in
  // forks, as before.
  pool: process.env.VITEST_POOL === 'forks' ? ('forks' as const) : ('threads' as const),
  isolate: process.env.VITEST_ISOLATE === '1',
  // The sandboxes the tests start live for a few hundred requests: PGlite compiled by V8's baseline compiler only
  // (packages/sandbox/store.mjs PGLITE_COMPILERS), which costs less CPU in so short a life than the default's
  // optimizing tier; workers and the processes they start inherit it. tests/sandbox/store.test.ts opens one store
  // with the default.
  env: { SANDBOX_PGLITE_COMPILER: 'baseline' },
  sequence: { sequencer: SlowFirstSequencer },
  // expect.poll waits for what a browser or a server shows: its default second is too short while the whole
  // suite shares two cores (a Hosted Fields frame's input event once took longer); a passing poll still ends
  // at its first match.
  expect: { poll: { timeout: 10_000 } },
};

export default defineConfig({
  test: {
    root,
    // Started once for the whole run, whatever the projects (a project's own globalSetup runs per project).
    globalSetup: ['tests/support/global-setup.ts'],
    experimental: { fsModuleCache: true },
    maxWorkers,
    sequence: { sequencer: SlowFirstSequencer },
    // Results for .ci/run's closing "N passed, N failed" line.
    reporters: ['default', 'json'],
    outputFile: { json: 'reports/vitest.json' },
    projects: [
      { test: { ...common, name: 'contract', include: ['tests/**/*.test.ts'], exclude: [guard], maxWorkers } },
      {
        test: {
          ...common,
          name: 'generated-untouched',
          include: [guard],
          globalSetup: ['tests/support/generated-guard.ts'],
          sequence: { ...common.sequence, groupOrder: 1 },
        },
      },
    ],
  },
});
