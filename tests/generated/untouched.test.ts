// Tests never write into generated/: every file under generated/ is as it was when the run started. This file
// runs alone, after all other test files (the `generated-untouched` project of tests/vitest.config.ts, whose
// global setup, tests/support/generated-guard.ts, took the digest at the start).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, inject, it } from 'vitest';
import { changes, treeDigest } from '../support/generated-guard.ts';
import { scratch } from '../support/postgres.ts';

it('no test wrote into generated/', () => {
  const before = inject('generatedAtStart');
  expect(Object.keys(before).length, 'the digest at the start lists generated/').toBeGreaterThan(0);
  expect(changes(before, treeDigest())).toEqual([]);
});

it('the digest sees a file added, changed or removed', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'guard-'));
  try {
    fs.mkdirSync(path.join(dir, 'types'));
    fs.writeFileSync(path.join(dir, 'types', 'a.ts'), 'export type A = 1;\n');
    fs.writeFileSync(path.join(dir, 'b.json'), '{}\n');
    const before = treeDigest(dir);
    fs.writeFileSync(path.join(dir, 'types', 'a.ts'), 'export type A = 2;\n');
    fs.rmSync(path.join(dir, 'b.json'));
    fs.writeFileSync(path.join(dir, 'c.md'), '# c\n');
    expect(changes(before, treeDigest(dir))).toEqual(['removed: generated/b.json', 'added: generated/c.md', 'changed: generated/types/a.ts']);
    expect(changes(before, before)).toEqual([]);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

it("the run's temp files go to a directory of its own in memory when /dev/shm has room, for the processes tests start too", () => {
  if (scratch === '/dev/shm') {
    expect(path.dirname(os.tmpdir())).toBe('/dev/shm');
    expect(path.basename(os.tmpdir())).toMatch(/^vitest-tmp-/);
    expect(fs.statSync(os.tmpdir()).isDirectory()).toBe(true);
  } else {
    // No room in memory: the temp files stay where the environment put them.
    expect(path.basename(os.tmpdir())).not.toMatch(/^vitest-tmp-/);
  }
  expect(execFileSync(process.execPath, ['-p', 'require("os").tmpdir()'], { encoding: 'utf8' }).trim()).toBe(os.tmpdir());
});
