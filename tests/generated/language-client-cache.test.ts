// The language clients' build stages (scripts/generate/language-client.mjs regenerate): a generator runs only when
// the fingerprint of its inputs changed, and what it wrote is kept by fingerprint, so that inputs that come back to
// a fingerprint generated before are served from node_modules/.cache/language-clients/ without the generator;
// REGENERATE_CLIENTS=1 runs it whatever the cache holds, LANGUAGE_CLIENT_CACHE=0 neither reads nor writes it.
// The generator here is a function that writes two files and counts its runs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { cachedOutput, regenerate } from '../../scripts/generate/language-client.mjs';

const dirs: string[] = [];
const prints: string[] = [];
afterEach(() => vi.unstubAllEnvs());
afterAll(() => {
  for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
  for (const p of prints) fs.rmSync(cachedOutput(p), { recursive: true, force: true });
});

/** A fingerprint no build has made (64 hex digits, as the stages' are). */
const newPrint = () => {
  const print = randomBytes(32).toString('hex');
  prints.push(print);
  return print;
};
const outDir = () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'language-client-cache-'));
  dirs.push(dir);
  return path.join(dir, 'generated');
};
/** A generator that writes `text` and counts its runs. */
const generator = (text: string) => {
  const runs = { count: 0 };
  const generate = async (tmp: string) => {
    runs.count++;
    fs.mkdirSync(path.join(tmp, 'models'), { recursive: true });
    fs.writeFileSync(path.join(tmp, 'client.txt'), text);
    fs.writeFileSync(path.join(tmp, 'models', 'model.txt'), `${text} model`);
  };
  return { runs, generate };
};
const tree = (dir: string) =>
  Object.fromEntries(fs.readdirSync(dir, { recursive: true, withFileTypes: true }).filter((e) => e.isFile()).map((e) => [path.relative(dir, path.join(e.parentPath, e.name)), fs.readFileSync(path.join(e.parentPath, e.name), 'utf8')]));

describe('a language client stage', () => {
  it('runs the generator for a new fingerprint, keeps its output, and serves the same fingerprint elsewhere from the cache', async () => {
    const print = newPrint();
    const first = generator('v1');
    const a = outDir();
    const lines: string[] = [];
    expect(await regenerate({ outDir: a, print, generate: first.generate, log: (l: string) => lines.push(l) })).toBe(true);
    expect(first.runs.count).toBe(1);
    expect(tree(a)).toEqual({ '.fingerprint': `${print}\n`, 'client.txt': 'v1', 'models/model.txt': 'v1 model' });
    expect(tree(cachedOutput(print))).toEqual({ 'client.txt': 'v1', 'models/model.txt': 'v1 model' });
    // Up to date: nothing runs, nothing is copied.
    expect(await regenerate({ outDir: a, print, generate: first.generate })).toBe(false);
    // Another checkout whose inputs have the same fingerprint (its output stale, a file too many): the kept output,
    // whole, without the generator.
    const b = outDir();
    fs.mkdirSync(b, { recursive: true });
    fs.writeFileSync(path.join(b, 'stale.txt'), 'from before');
    const second = generator('not run');
    expect(await regenerate({ outDir: b, print, generate: second.generate, log: (l: string) => lines.push(l) })).toBe(true);
    expect(second.runs.count).toBe(0);
    expect(tree(b)).toEqual(tree(a));
    expect(lines.at(-1)).toMatch(/copied from node_modules\/\.cache\/language-clients\//);
  });

  it('runs the generator anyway with REGENERATE_CLIENTS=1 or LANGUAGE_CLIENT_CACHE=0, and only the first keeps its output', async () => {
    const print = newPrint();
    /** A build into a new outDir with a generator writing `text`: how often it ran, and the client it left. */
    const build = async (text: string) => {
      const { runs, generate } = generator(text);
      const dir = outDir();
      await regenerate({ outDir: dir, print, generate });
      return { runs: runs.count, client: tree(dir)['client.txt'] };
    };
    await build('v1');
    vi.stubEnv('REGENERATE_CLIENTS', '1');
    expect(await build('v2')).toEqual({ runs: 1, client: 'v2' });
    expect(tree(cachedOutput(print))['client.txt']).toBe('v2');
    vi.unstubAllEnvs();
    vi.stubEnv('LANGUAGE_CLIENT_CACHE', '0');
    expect(await build('v3')).toEqual({ runs: 1, client: 'v3' });
    expect(tree(cachedOutput(print))['client.txt']).toBe('v2');
    const other = newPrint();
    await regenerate({ outDir: outDir(), print: other, generate: generator('v4').generate });
    expect(fs.existsSync(cachedOutput(other))).toBe(false);
  });

  it('keeps nothing when the generator fails, and the next build runs it again', async () => {
    const print = newPrint();
    const a = outDir();
    await expect(regenerate({ outDir: a, print, generate: async () => { throw new Error('generator failed'); } })).rejects.toThrow('generator failed');
    expect(fs.existsSync(cachedOutput(print))).toBe(false);
    expect(fs.existsSync(a)).toBe(false);
    const next = generator('v1');
    await regenerate({ outDir: a, print, generate: next.generate });
    expect(next.runs.count).toBe(1);
  });
});
