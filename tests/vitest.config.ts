// The test suite: two projects that share one mock (the root global setup starts it once for the run).
// `contract` holds every test file; they run in parallel, slow ones first (tests/support/sequencer.ts), one
// worker per core. A third worker on two cores used to fill the time files spend waiting on a server, a browser or
// a subprocess (2026-11-25: 104-114 s against 120 s); since the waits shrank, the contention of three workers costs
// more than it fills: measured on 2 cores, 2026-11-29, all 3,082 tests, runs alternated, 2 workers 112-129 s of
// wall time and 203-237 s of the machine's CPU (mean 120 s, 218 s), 3 workers 117-132 s and 227-258 s (mean 123 s,
// 240 s). About 15 core-seconds of a run are still waits (mostly tests/sandbox/shared.test.ts's leases and
// receivers) that no other file fills; VITEST_MAX_WORKERS=3 gives the third worker back.
// `generated-untouched` runs after it (sequence.groupOrder) and checks that no test wrote into generated/.
import os from 'node:os';
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './support/sequencer.ts';

const root = new URL('..', import.meta.url).pathname;
const guard = 'tests/generated/untouched.test.ts';
const maxWorkers = process.env.VITEST_MAX_WORKERS ?? os.availableParallelism();
const common = {
  root,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
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
