// Starts the slow test files first, so that the short ones fill the workers while the slow ones wait on
// their subprocesses (schemathesis, Spectral, Chromium, tsc). On a clean clone vitest knows no durations
// (its cache is in node_modules/.vite), so the order is written here, slowest first, from measured runs;
// every other file follows in vitest's own order (longest last run, else largest file, first).
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

// Measured on the two-core machine (2026-11-29, each file's wall time in a whole run, its set-up included), longest
// first, except that the files that mostly wait (tests/sandbox/shared.test.ts and callbacks.test.ts on leases and
// receivers, hostile.test.ts on idle timeouts, tests/mock/mock-cli.test.ts on Ctrl-C's grace) each sit between
// files that keep a core busy, so that the two workers do not wait at once: in the order by time alone shared and
// callbacks, then hostile and mock-cli, ran beside each other (2026-12-02, both cores idle for most of those
// seconds).
export const slowFirst = [
  'tests/mock/schemathesis.test.ts',
  'tests/release/release.test.ts',
  'tests/docs/docs.test.ts',
  'tests/generated/collections.test.ts',
  'tests/sandbox/admin-schemathesis.test.ts',
  'tests/client/package.test.ts',
  'tests/spec/lint.test.ts',
  'tests/sandbox/store.test.ts',
  'tests/sandbox/hosted-fields.test.ts',
  'tests/sandbox/shared.test.ts',
  'tests/sandbox/flows.test.ts',
  'tests/generated/shape.test.ts',
  'tests/sandbox/callbacks.test.ts',
  'tests/diff/classify.test.ts',
  'tests/mock/mock-fuzz.test.ts',
  'tests/sandbox/hostile.test.ts',
  'tests/sandbox/cli.test.ts',
  'tests/sandbox/pages.test.ts',
  'tests/mock/mock-cli.test.ts',
  'tests/mock/mock-gateway.test.ts',
  'tests/generated/typecheck.test.ts',
  'tests/cli/send-callback.test.ts',
  'tests/generated/reach.test.ts',
  'tests/sandbox/admin.test.ts',
  'tests/client/signing.test.ts',
  'tests/client/explain.test.ts',
  'tests/spec/documents.test.ts',
  'tests/client/readme.test.ts',
  'tests/sandbox/fuzz.test.ts',
];

export default class SlowFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (spec: TestSpecification) => {
      const i = slowFirst.indexOf(path.relative(this.ctx.config.root, spec.moduleId).split(path.sep).join('/'));
      return i === -1 ? slowFirst.length : i;
    };
    // Array.prototype.sort is stable: files of equal rank keep vitest's order. Group order stays first.
    return sorted.sort((a, b) => a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder || rank(a) - rank(b));
  }
}
