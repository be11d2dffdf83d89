// tsc's build mode (`tsc --build`) over a project kept under node_modules/.cache (git-ignored): tsc keeps what it
// learned in a build-info file beside the project's tsconfig.json, a run after one that passed checks nothing when no
// file changed (about 0.4 s of CPU for a tsc process, against 1-5 s to parse and check again), a change is re-checked
// with what it reaches, and a failure is reported again on every run until it is mended. Used by npm run typecheck
// (scripts/cli/typecheck.mjs) and by the tests that compile a project of their own (tests/support/tsc-build.ts).
//
// tsc --build knows a project as up to date by the times of its configuration and of its root files (`files` and
// `include`), not of the files they import; so every file of the program outside node_modules must be a root, and
// buildProject() fails naming those that are not. Installed packages are not roots: the configuration names a hash of
// package-lock.json, so an install that changes it writes the configuration anew, and tsc checks everything again (a
// new configuration always starts from no build info). Files are written only when their text changes
// (scripts/lib/write.mjs), so that an unchanged project stays up to date.
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { execa } from 'execa';
import { root } from '../../packages/contract/cache.mjs';
import { writeJson, writeText } from './write.mjs';

/** The name of the build-info file beside each project's tsconfig.json. */
const BUILD_INFO = 'tsconfig.tsbuildinfo';

let lockHash;
/** A hash of package-lock.json: what the installed packages (TypeScript and every .d.ts) are. */
const installed = () => (lockHash ??= crypto.createHash('sha256').update(fs.readFileSync(path.join(root, 'package-lock.json'))).digest('hex').slice(0, 16));

/** For a project in `dir`: a path of the repository (relative to its root) as its configuration names it. */
export const fromRepository = (dir) => (p) => path.relative(dir, path.join(root, p));

/**
 * Writes a project for tsc --build into `dir`: tsconfig.json from `config` (incremental, its build info beside it)
 * and `files` (name -> text) beside it; files of `dir` that are no longer named go (but the build info).
 * Returns the path of tsconfig.json.
 * @param {string} dir
 * @param {Record<string, any>} config
 * @param {Record<string, string>} [files]
 */
export async function writeProject(dir, config, files = {}) {
  const configFile = path.join(dir, 'tsconfig.json');
  const full = {
    '//': `written for tsc --build (scripts/lib/tsc-build.mjs), for package-lock.json ${installed()}`,
    ...config,
    compilerOptions: { ...config.compilerOptions, incremental: true, tsBuildInfoFile: `./${BUILD_INFO}` },
  };
  // A changed configuration starts from no build info: tsc --build does not write the build info again when only
  // the roots changed (no file's diagnostics did), which would leave a stale list of roots and an out-of-date
  // project that is checked again on every run.
  if (await writeJson(configFile, full)) fs.rmSync(path.join(dir, BUILD_INFO), { force: true });
  for (const [name, text] of Object.entries(files)) await writeText(path.join(dir, name), text);
  const keep = new Set(['tsconfig.json', BUILD_INFO, ...Object.keys(files)]);
  for (const name of fs.readdirSync(dir)) if (!keep.has(name) && !name.endsWith('.tmp')) fs.rmSync(path.join(dir, name), { recursive: true, force: true });
  return configFile;
}

/**
 * `tsc --build <configFile> [args]`, then the check that every file of the program outside node_modules is a root.
 * `exitCode` is tsc's (run from the repository root: diagnostics name files as the repository does), or 1 when a
 * file is not a root; `output` is tsc's (empty when `inherit` passed it through), or what names the files that are
 * not roots.
 * @param {string} configFile
 * @param {{ args?: string[], inherit?: boolean }} [options]
 * @returns {Promise<{ exitCode: number, output: string }>}
 */
export async function buildProject(configFile, { args = [], inherit = false } = {}) {
  const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc');
  const run = await execa(process.execPath, [tsc, '--build', configFile, ...args], { cwd: root, reject: false, all: !inherit, stdio: inherit ? 'inherit' : 'pipe' });
  if (run.exitCode !== 0) return { exitCode: run.exitCode ?? 1, output: run.all ?? '' };
  const unseen = notRoots(configFile);
  if (unseen.length) {
    return { exitCode: 1, output: `these files are in the program but are not roots of ${path.relative(root, configFile)}, so tsc --build would not see them change:\n${unseen.map((f) => `  ${f}`).join('\n')}` };
  }
  return { exitCode: 0, output: run.all ?? '' };
}

/**
 * The files of a built project's program outside node_modules that are not its roots, relative to the repository:
 * read from tsc's build info, which lists the program's files (`fileNames`, relative to it) and its roots (`root`:
 * file numbers from 1, or [first, last] ranges).
 */
function notRoots(configFile) {
  const buildInfo = path.join(path.dirname(configFile), BUILD_INFO);
  const info = JSON.parse(fs.readFileSync(buildInfo, 'utf8'));
  if (!Array.isArray(info.fileNames) || !Array.isArray(info.root)) {
    throw new Error(`${buildInfo} has no fileNames and root lists (TypeScript ${info.version}): scripts/lib/tsc-build.mjs must learn its format`);
  }
  const roots = new Set(info.root.flatMap((r) => (Array.isArray(r) ? Array.from({ length: r[1] - r[0] + 1 }, (_, i) => r[0] + i) : [r])));
  return info.fileNames
    .map((name, i) => ({ file: path.relative(root, path.resolve(path.dirname(buildInfo), name)), id: i + 1 }))
    .filter(({ file, id }) => !roots.has(id) && !file.split(path.sep).includes('node_modules'))
    .map(({ file }) => file);
}
