// npm run typecheck: tsc over what tsconfig.json names (the tests and generated/'s types, strict), in TypeScript's
// build mode (`tsc --build`) over a configuration that extends tsconfig.json, written to
// node_modules/.cache/typecheck/tsconfig.json (git-ignored). tsc keeps what it learned in a build-info file beside it:
// a run after one that passed checks nothing when no file changed (on two cores 0.7 s of CPU instead of 5 s for
// `tsc --noEmit --incremental`, which parses every file each time), a change is re-checked with what it reaches, and a
// failure is reported again on every run until it is mended.
//
// tsc --build knows the project as up to date by the times of its root files, and its roots are only the files that
// `include` names; a module the tests import from elsewhere would go unseen when it changes. So the configuration
// adds for roots the modules of the folders the tests import from (IMPORTED below; JavaScript is not checked, allowJs
// without checkJs, so the diagnostics are the same), and after each build this script checks that every file of the
// program outside node_modules is a root, naming any that is not. Installed packages are not roots: the configuration
// names a hash of package-lock.json, so an install that changes it writes the configuration anew, and tsc then
// checks everything again.
//
// Arguments go to tsc --build: --verbose says why it checks or not, --force checks everything.
import crypto from 'node:crypto';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cacheDir, root } from '../../packages/contract/cache.mjs';

/** Folders whose modules the tests import, beside tsconfig.json's own `include`. */
const IMPORTED = ['packages/**/*.mjs', 'packages/**/*.ts', 'scripts/**/*.mjs', 'examples/**/*.mjs'];
/** Never roots: installed packages, and packages' build output (git-ignored, made by npm pack). */
const EXCLUDED = ['**/node_modules', '**/dist'];

const dir = cacheDir('typecheck');
const configFile = path.join(dir, 'tsconfig.json');
const buildInfo = path.join(dir, 'typecheck.tsbuildinfo');
const fromDir = (p) => path.relative(dir, path.join(root, p));

const base = JSON.parse(fs.readFileSync(path.join(root, 'tsconfig.json'), 'utf8'));
const lock = crypto.createHash('sha256').update(fs.readFileSync(path.join(root, 'package-lock.json'))).digest('hex');
const config = `${JSON.stringify(
  {
    '//': `written by scripts/cli/typecheck.mjs for package-lock.json ${lock.slice(0, 16)}`,
    extends: fromDir('tsconfig.json'),
    compilerOptions: { incremental: true, tsBuildInfoFile: `./${path.basename(buildInfo)}` },
    include: [...(base.include ?? ['**/*']), ...IMPORTED].map(fromDir),
    exclude: [...(base.exclude ?? []), ...EXCLUDED].map(fromDir),
  },
  null,
  2,
)}\n`;
// Written only when it changes: a new write makes tsc check everything again.
if (!fs.existsSync(configFile) || fs.readFileSync(configFile, 'utf8') !== config) {
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(`${configFile}.${process.pid}.tmp`, config);
  fs.renameSync(`${configFile}.${process.pid}.tmp`, configFile);
}

const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
const run = spawnSync(process.execPath, [tsc, '--build', configFile, ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
if (run.status !== 0) process.exit(run.status ?? 1);

const unseen = notRoots();
if (unseen.length) {
  console.error(`[typecheck] these files are in the program but are not roots of ${path.relative(root, configFile)}, so tsc --build would not see them change; add their folder to IMPORTED in scripts/cli/typecheck.mjs:\n${unseen.map((f) => `  ${f}`).join('\n')}`);
  process.exit(1);
}

/**
 * The files of the program (from tsc's build info) outside node_modules that are not roots. The build info lists the
 * program's files (`fileNames`, relative to it) and its roots (`root`: file numbers from 1, or [first, last] ranges).
 */
function notRoots() {
  const info = JSON.parse(fs.readFileSync(buildInfo, 'utf8'));
  if (!Array.isArray(info.fileNames) || !Array.isArray(info.root)) {
    throw new Error(`${buildInfo} has no fileNames and root lists (TypeScript ${info.version}): scripts/cli/typecheck.mjs must learn its format`);
  }
  const roots = new Set(info.root.flatMap((r) => (Array.isArray(r) ? Array.from({ length: r[1] - r[0] + 1 }, (_, i) => r[0] + i) : [r])));
  return info.fileNames
    .map((name, i) => ({ file: path.relative(root, path.resolve(dir, name)), id: i + 1 }))
    .filter(({ file, id }) => !roots.has(id) && !file.split(path.sep).includes('node_modules'))
    .map(({ file }) => file);
}
