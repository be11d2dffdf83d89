// npm run typecheck: tsc over what tsconfig.json names (the tests and generated/'s types, strict), in tsc's build
// mode (scripts/lib/tsc-build.mjs) over a configuration that extends tsconfig.json, kept in
// node_modules/.cache/typecheck/: a run after one that passed checks nothing when no file changed (on two cores
// 0.4 s of CPU instead of 5 s for `tsc --noEmit --incremental`, which parses all ~860 files each time), a change is
// re-checked with what it reaches, and a failure is reported again until it is mended.
//
// tsc --build sees a change only in a root file: the configuration adds for roots the modules of the folders the
// tests import from (IMPORTED; JavaScript is not checked, allowJs without checkJs, so the diagnostics are the same),
// and after each build every file of the program outside node_modules must be a root, or this names it and fails.
//
// Arguments go to tsc --build: --verbose says why it checks or not, --force checks everything.
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, root } from '../../packages/contract/cache.mjs';
import { buildProject, fromRepository, writeProject } from '../lib/tsc-build.mjs';

/** Folders whose modules the tests import, beside tsconfig.json's own `include`. */
const IMPORTED = ['packages/**/*.mjs', 'packages/**/*.ts', 'scripts/**/*.mjs', 'examples/**/*.mjs'];
/** Never roots: installed packages, and packages' build output (git-ignored, made by npm pack). */
const EXCLUDED = ['**/node_modules', '**/dist'];

const dir = cacheDir('typecheck');
const inProject = fromRepository(dir);
const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const configFile = await writeProject(dir, {
  extends: inProject('tsconfig.json'),
  include: [...(base.include ?? ['**/*']), ...IMPORTED].map(inProject),
  exclude: [...(base.exclude ?? []), ...EXCLUDED].map(inProject),
});

const run = await buildProject(configFile, { args: process.argv.slice(2), inherit: true });
if (run.output) console.error(`[typecheck] ${run.output}\nAdd their folder to IMPORTED in scripts/cli/typecheck.mjs.`);
process.exit(run.exitCode);
