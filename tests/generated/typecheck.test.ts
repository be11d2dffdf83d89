// The generated types compile, and the tests' typed client calls typecheck against them: npm run typecheck
// (scripts/cli/typecheck.mjs), tsc's build mode over tsconfig.json's files. tsc keeps what it learned under
// node_modules/.cache/typecheck (git-ignored, like vitest's own cache): a run after one that passed checks nothing
// when no file changed (about 0.4 s of CPU instead of 5), re-checks what a change reaches, and reports a failure
// again until it is mended; a clean checkout pays the whole check once (about 16 s of CPU).
import fs from 'node:fs';
import { execa } from 'execa';
import { expect, it } from 'vitest';
import { root } from '../support/spec.ts';

it('npm run typecheck (tsc --build over tsconfig.json) passes over generated/types and tests', { timeout: 120_000 }, async () => {
  // The package script, run without npm around it (a quarter of a second of npm's start).
  const command: string = JSON.parse(fs.readFileSync(`${root}/package.json`, 'utf8')).scripts.typecheck;
  expect(command).toBe('node scripts/cli/typecheck.mjs');
  const run = await execa(process.execPath, ['scripts/cli/typecheck.mjs'], { cwd: root, reject: false, all: true });
  expect(run.exitCode, run.all).toBe(0);
});
