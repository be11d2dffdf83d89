// The generated types compile, and the tests' typed client calls typecheck against them.
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { root } from '../support/spec.ts';

it('tsc --noEmit passes over generated/types and tests', { timeout: 120_000 }, async () => {
  const run = await execa('tsc', ['--noEmit', '-p', 'tsconfig.json'], { cwd: root, preferLocal: true, reject: false, all: true });
  expect(run.exitCode, run.all).toBe(0);
});
