// The contract model's caches under node_modules/.cache/ (git-ignored): what a process would otherwise compute
// again from the same input (a YAML text parsed, a document validated, a schema compiled), kept by a hash of that
// input and of the code that computes it. Each cache has its own directory and its own switch
// (CONTRACT_<NAME>_CACHE=0 turns it off); a cache file is only ever a speed-up: one that is missing, cut short or
// unreadable costs the work again, never a wrong answer.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (packages/contract/../..). */
export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The directory of one cache: node_modules/.cache/<name>. */
export const cacheDir = (name) => path.join(root, 'node_modules', '.cache', name);

const requireHere = createRequire(import.meta.url);
const versions = new Map();
/** The version of an installed package as require resolves it from here: what a cache key names the parser or compiler by. */
export function packageVersion(name) {
  if (!versions.has(name)) versions.set(name, JSON.parse(fs.readFileSync(requireHere.resolve(`${name}/package.json`), 'utf8')).version);
  return versions.get(name);
}

/** Whether a cache is on: its environment variable (CONTRACT_YAML_CACHE, ...) is not '0'. */
export const cacheOn = (variable) => process.env[variable] !== '0';

/**
 * Writes a cache file of node_modules/.cache (whole or not at all: a temporary name, then renamed) and keeps the
 * directory to 2,000 files (past that the older half goes). A cache that cannot be written (a read-only install)
 * only costs the next process the work again.
 */
export function keep(dir, file, text) {
  try {
    fs.mkdirSync(dir, { recursive: true });
    const temp = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temp, text);
    fs.renameSync(temp, file);
    const names = fs.readdirSync(dir);
    if (names.length > 2000) removeOldest(dir, names, names.length / 2);
  } catch {
    // see above
  }
}

/** Removes the `count` least recently modified of `names` (files or directories of `dir`). */
export function removeOldest(dir, names, count) {
  const byAge = names.map((n) => [n, fs.statSync(path.join(dir, n)).mtimeMs]).sort((a, b) => a[1] - b[1]);
  for (const [n] of byAge.slice(0, count)) fs.rmSync(path.join(dir, n), { recursive: true, force: true });
}
