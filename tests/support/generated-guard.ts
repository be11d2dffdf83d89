// Tests never write into generated/: the global setup of the `generated-untouched` project (it starts with the
// run, before any test file) records a digest of every file under generated/; that project's one test file,
// tests/generated/untouched.test.ts, runs after every other project has finished (sequence.groupOrder) and
// compares. It works with any number of parallel workers, since it reads the tree only before and after them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { generatedDir } from '../../packages/contract/index.mjs';

export type TreeDigest = Record<string, string>;

declare module 'vitest' {
  export interface ProvidedContext {
    generatedAtStart: TreeDigest;
  }
}

/** The sha256 of every file under a directory, by path relative to it. */
export function treeDigest(dir: string = generatedDir): TreeDigest {
  const out: TreeDigest = {};
  for (const d of fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]) {
    if (!d.isFile()) continue;
    const file = path.join(d.parentPath ?? (d as any).path, d.name);
    out[path.relative(dir, file)] = createHash('sha256').update(fs.readFileSync(file)).digest('hex');
  }
  return Object.fromEntries(Object.entries(out).sort(([a], [b]) => a.localeCompare(b)));
}

/** What changed between two digests: files added, removed or changed. */
export function changes(before: TreeDigest, after: TreeDigest): string[] {
  const names = [...new Set([...Object.keys(before), ...Object.keys(after)])].sort();
  return names.flatMap((n) => (before[n] === after[n] ? [] : [`${!(n in before) ? 'added' : !(n in after) ? 'removed' : 'changed'}: generated/${n}`]));
}

export function setup(project: TestProject) {
  project.provide('generatedAtStart', treeDigest());
}
