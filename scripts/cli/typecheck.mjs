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
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { cacheDir, root } from '../../packages/contract/cache.mjs';
import { notRoots, tscBuildCommand, writeProject } from '../lib/tsc-build.mjs';

/** Folders whose modules the tests import, beside tsconfig.json's own `include`. */
const IMPORTED = ['packages/**/*.mjs', 'packages/**/*.ts', 'scripts/**/*.mjs', 'examples/**/*.mjs'];
/** Never roots: installed packages, and packages' build output (git-ignored, made by npm pack). */
const EXCLUDED = ['**/node_modules', '**/dist'];

const dir = cacheDir('typecheck');
const fromDir = (p) => path.relative(dir, path.join(root, p));
const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const configFile = writeProject(dir, {
  extends: fromDir('tsconfig.json'),
  include: [...(base.include ?? ['**/*']), ...IMPORTED].map(fromDir),
  exclude: [...(base.exclude ?? []), ...EXCLUDED].map(fromDir),
});

const [node, args] = tscBuildCommand(configFile, process.argv.slice(2));
const run = spawnSync(node, args, { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const unseen = notRoots(configFile);
if (unseen.length) {
  console.error(`[typecheck] these files are in the program but are not roots of ${path.relative(root, configFile)}, so tsc --build would not see them change; add their folder to IMPORTED in scripts/cli/typecheck.mjs:\n${unseen.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}
