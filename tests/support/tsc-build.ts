// A project of a test's own compiled by tsc's build mode (scripts/lib/tsc-build.mjs), kept in
// node_modules/.cache/tsc-projects/<name>/: a run after one that passed, with no file of the project changed, costs a
// tsc process that checks nothing (about 0.4 s of CPU instead of 1-3 s). Every file of the program outside
// node_modules must be a root (`files` or `include`), or tsc --build would not see it change: tscBuild fails naming it.
import path from 'node:path';
import { execa } from 'execa';
import { cacheDir } from '../../packages/contract/cache.mjs';
import { notRoots, tscBuildCommand, writeProject } from '../../scripts/lib/tsc-build.mjs';

/** The directory of a test's project: paths in its configuration are relative to it. */
export const tscProjectDir = (name: string) => path.join(cacheDir('tsc-projects'), name);

/**
 * Writes the project (its tsconfig.json from `config`, and `files` beside it) and runs `tsc --build` on it.
 * `exitCode` is tsc's, or 1 with a message when the program has a file outside node_modules that is not a root.
 */
export async function tscBuild(name: string, config: Record<string, unknown>, files: Record<string, string> = {}) {
  const dir = tscProjectDir(name);
  const configFile = writeProject(dir, config, files);
  const [node, args] = tscBuildCommand(configFile);
  const run = await execa(node, args, { cwd: dir, reject: false, all: true });
  if (run.exitCode !== 0) return { exitCode: run.exitCode ?? 1, output: run.all, dir };
  const unseen = notRoots(configFile);
  if (unseen.length) return { exitCode: 1, output: `not roots of ${configFile}, so tsc --build would not see them change (add them to files or include):\n${unseen.join('\n')}`, dir };
  return { exitCode: 0, output: run.all, dir };
}
