// What the stages that write another language's generated client share (packages/client-<language>/): the
// generator runs only when its inputs changed, so `npm run build` stays fast and needs no Java, Go or Python
// generator on a machine that changes nothing of the contract; REGENERATE_CLIENTS=1 (CI's drift check) runs every
// generator whatever the fingerprint says, so hand edits in generated code are caught.
//
// The fingerprint (written beside the output as .fingerprint, committed) is a SHA-256 over the generator's name
// and version, its options, the stage's own source files and every input file.
//
// What a generator wrote is also kept by its fingerprint in node_modules/.cache/language-clients/<fingerprint>/
// (the 30 newest): when the inputs come back to a fingerprint generated before on this machine (a branch switched
// back, the release test's copy of the repository releasing the same version again), the output is copied from
// there instead of starting the generator (Java's openapi-generator, openapi-python-client: seconds each).
// REGENERATE_CLIENTS=1 runs the generators whatever the cache holds (and keeps what they write);
// LANGUAGE_CLIENT_CACHE=0 neither reads nor writes the cache.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { cacheDir, cacheOn, removeOldest } from '../../packages/contract/cache.mjs';
import { root } from '../../packages/contract/index.mjs';

const clientCache = cacheDir('language-clients');
const CACHE_ENTRIES = 30;
/** Where the output of a fingerprint is kept (whether or not it is). */
export const cachedOutput = (print) => path.join(clientCache, print);

/** The SHA-256 hex over the given parts (strings) and files (paths, read as bytes). */
export function fingerprint({ parts = [], files = [] }) {
  const h = crypto.createHash('sha256');
  for (const p of parts) h.update(`${p}\0`);
  for (const f of files) {
    h.update(`${path.relative(root, f)}\0`);
    h.update(fs.readFileSync(f));
    h.update('\0');
  }
  return h.digest('hex');
}

/**
 * Writes `outDir` with `generate(tmpDir)` when its fingerprint changed (or REGENERATE_CLIENTS is set): the generator
 * writes into an empty temporary directory, whose whole content then replaces outDir's (or the output kept for the
 * fingerprint does). Returns whether outDir was written.
 * @param {{ outDir: string, print: string, generate: (tmp: string) => Promise<void>, log?: (line: string) => void }} options
 * @returns {Promise<boolean>}
 */
export async function regenerate({ outDir, print, generate, log = () => {} }) {
  const file = path.join(outDir, '.fingerprint');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
  const force = Boolean(process.env.REGENERATE_CLIENTS);
  if (!force && current === print && fs.existsSync(outDir)) {
    log(`${path.relative(root, outDir)} is up to date (fingerprint ${print.slice(0, 12)})`);
    return false;
  }
  const caching = cacheOn('LANGUAGE_CLIENT_CACHE');
  const kept = cachedOutput(print);
  if (!force && caching && fs.existsSync(kept)) {
    replace(outDir, kept, file, print);
    log(`${path.relative(root, outDir)} copied from ${path.relative(root, kept)} (fingerprint ${print.slice(0, 12)}, generated before)`);
    return true;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'language-client-'));
  try {
    await generate(tmp);
    replace(outDir, tmp, file, print);
    if (caching) keepOutput(tmp, kept);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  log(`${path.relative(root, outDir)} generated${force ? ' (REGENERATE_CLIENTS)' : ''}`);
  return true;
}

/** outDir's whole content becomes `from`'s, with the fingerprint file. */
function replace(outDir, from, file, print) {
  fs.rmSync(outDir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(outDir), { recursive: true });
  fs.cpSync(from, outDir, { recursive: true });
  fs.writeFileSync(file, `${print}\n`);
}

/**
 * Keeps a generator's output under its fingerprint: copied beside the entry, then renamed, so that an entry is
 * whole or absent; the oldest entries past CACHE_ENTRIES go. A cache that cannot be written costs only the next
 * build the generator again.
 */
function keepOutput(from, kept) {
  const making = `${kept}.${process.pid}.tmp`;
  try {
    fs.mkdirSync(clientCache, { recursive: true });
    fs.cpSync(from, making, { recursive: true });
    fs.rmSync(kept, { recursive: true, force: true });
    fs.renameSync(making, kept);
    const entries = fs.readdirSync(clientCache).filter((n) => /^[0-9a-f]{64}$/.test(n));
    if (entries.length > CACHE_ENTRIES) removeOldest(clientCache, entries, entries.length - CACHE_ENTRIES);
  } catch {
    // see above
  } finally {
    fs.rmSync(making, { recursive: true, force: true });
  }
}

/** Writes `text` to `file` only when it differs (so an unchanged build touches nothing). */
export function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}
