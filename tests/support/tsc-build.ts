// A project of a test's own compiled by tsc's build mode (scripts/lib/tsc-build.mjs), kept in
// node_modules/.cache/tsc-projects/<name>/: a run after one that passed, with no file of the project changed, costs a
// tsc process that checks nothing (about 0.4 s of CPU instead of 1-3 s). Every file of the program outside
// node_modules must be a root (`files` or `include`), or tsc --build would not see it change: tscBuild fails naming it.
import path from 'node:path';
import { cacheDir } from '../../packages/contract/cache.mjs';
import { buildProject, fromRepository, writeProject } from '../../scripts/lib/tsc-build.mjs';

/** The directory of a test's project. */
export const tscProjectDir = (name: string) => path.join(cacheDir('tsc-projects'), name);
/** A path of the repository as the configuration of a test's project names it. */
export const inProject = (name: string) => fromRepository(tscProjectDir(name));

/** Writes the project (its tsconfig.json from `config`, and `files` beside it) and runs `tsc --build` on it. */
export async function tscBuild(name: string, config: Record<string, unknown>, files: Record<string, string> = {}) {
  return buildProject(await writeProject(tscProjectDir(name), config, files));
}
