// The generated types compile, and the tests' typed client calls typecheck against them. tsc keeps what it
// learned in a build-info file under node_modules/.cache (git-ignored, like vitest's own cache): a run after a
// change re-checks the files it changed and the files that depend on them, and reports the same diagnostics as a
// cold run (about 5 s of CPU instead of 14 when little changed; a clean checkout pays the cold run once).
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { root } from '../support/spec.ts';

it('tsc --noEmit passes over generated/types and tests', { timeout: 120_000 }, async () => {
  const args = ['--noEmit', '-p', 'tsconfig.json', '--incremental', '--tsBuildInfoFile', 'node_modules/.cache/typecheck.tsbuildinfo'];
  const run = await execa('tsc', args, { cwd: root, preferLocal: true, reject: false, all: true });
  expect(run.exitCode, run.all).toBe(0);
});
