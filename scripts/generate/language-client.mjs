// What the stages that write another language's generated client share (packages/client-<language>/): the
// generator runs only when its inputs changed, so `npm run build` stays fast and needs no Java, Go or Python
// generator on a machine that changes nothing of the contract; REGENERATE_CLIENTS=1 (CI's drift check) runs every
// generator whatever the fingerprint says, so hand edits in generated code are caught.
//
// The fingerprint (written beside the output as .fingerprint, committed) is a SHA-256 over the generator's name
// and version, its options, the stage's own source files and every input file.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../packages/contract/index.mjs';

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
 * writes into an empty temporary directory, whose whole content then replaces outDir's. Returns whether it ran.
 */
export async function regenerate({ outDir, print, generate, log = () => {} }) {
  const file = path.join(outDir, '.fingerprint');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : null;
  const force = Boolean(process.env.REGENERATE_CLIENTS);
  if (!force && current === print && fs.existsSync(outDir)) {
    log(`${path.relative(root, outDir)} is up to date (fingerprint ${print.slice(0, 12)})`);
    return false;
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'language-client-'));
  try {
    await generate(tmp);
    fs.rmSync(outDir, { recursive: true, force: true });
    fs.mkdirSync(path.dirname(outDir), { recursive: true });
    fs.cpSync(tmp, outDir, { recursive: true });
    fs.writeFileSync(file, `${print}\n`);
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  log(`${path.relative(root, outDir)} generated${force ? ' (REGENERATE_CLIENTS)' : ''}`);
  return true;
}

/** Writes `text` to `file` only when it differs (so an unchanged build touches nothing). */
export function writeIfChanged(file, text) {
  if (fs.existsSync(file) && fs.readFileSync(file, 'utf8') === text) return false;
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, text);
  return true;
}
