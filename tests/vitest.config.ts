// The test suite: two projects that share one mock (the root global setup starts it once for the run).
//
// `contract` holds every test file. They run in parallel, slowest first (tests/support/sequencer.ts), on more
// workers than a 2-core machine has cores, since the slow files mostly wait on their subprocesses
// (schemathesis, Spectral, Chromium, tsc) or on the mock. Files share their worker's module cache
// (isolate: false): the contract model and the validators it compiles are loaded once per worker, not once
// per file, which saves about a tenth of the run's CPU; no test file mocks modules or leaves globals changed.
// Measured on 2 cores: 4 workers without isolation ~90 s; with isolation ~100 s; the old serial run ~127 s.
// VITEST_MAX_WORKERS (a number or a percentage) and VITEST_ISOLATE=1 override, e.g. to chase a leak.
//
// `generated-untouched` runs after it (sequence.groupOrder 1): its global setup took a digest of generated/
// when the run started, and its test compares (tests never write into generated/).
import { defineConfig } from 'vitest/config';
import SlowFirstSequencer from './support/sequencer.ts';

const root = new URL('..', import.meta.url).pathname;
const guard = 'tests/generated/untouched.test.ts';
const maxWorkers = process.env.VITEST_MAX_WORKERS ?? 4;
const common = {
  root,
  testTimeout: 30_000,
  hookTimeout: 60_000,
  pool: 'forks' as const,
  isolate: process.env.VITEST_ISOLATE === '1',
  sequence: { sequencer: SlowFirstSequencer },
};

export default defineConfig({
  test: {
    root,
    // Started once for the whole run, whatever the projects (a project's own globalSetup runs per project).
    globalSetup: ['tests/support/global-setup.ts'],
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
