// The layout CONTRIBUTING.md draws: the top level the design card names, and imports between the top-level
// folders that run one way (scripts -> packages -> generated, tests -> all). Every relative import and every
// import() of every module under packages/ and scripts/ is resolved and checked, so a file that reaches back up
// (a package importing scripts/, the sandbox importing the mock's own files) fails here, naming both files.
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { root } from '../support/spec.ts';

const SKIP = new Set(['node_modules', 'dist', 'target', '.venv', '__pycache__', 'hosted-fields']);

function modules(dir: string): string[] {
  const out: string[] = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!SKIP.has(entry.name)) out.push(...modules(rel));
    } else if (/\.(mjs|js|cjs|ts)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/**
 * Every relative import of a file (static, export ... from, and import()), as [the importing file, the imported
 * path], both relative to the root. TypeScript's pre-processor reads them, so code a generator holds in a string
 * is not taken for an import.
 */
function importsOf(files: string[], read = (f: string) => fs.readFileSync(path.join(root, f), 'utf8')): [string, string][] {
  return files.flatMap((f) =>
    ts.preProcessFile(read(f), true, true).importedFiles
      .map((i) => i.fileName)
      .filter((s) => s.startsWith('./') || s.startsWith('../'))
      .map((s) => [f, path.normalize(path.join(path.dirname(f), s))] as [string, string]),
  );
}

const top = (p: string) => p.split(path.sep)[0];
const packageOf = (p: string) => (top(p) === 'packages' ? p.split(path.sep)[1] : undefined);

/** What the layout forbids of one import, or undefined. */
function violation([from, to]: [string, string]): string | undefined {
  const a = top(from);
  const b = top(to);
  if (a === 'packages' && !['packages', 'generated'].includes(b)) return `a package imports ${b}/`;
  if (a === 'scripts' && !['scripts', 'packages', 'generated'].includes(b)) return `a script imports ${b}/`;
  if (a === 'packages' && b === 'packages') {
    const p = packageOf(from);
    const q = packageOf(to);
    // The mock and the sandbox are two servers: what they share lives in contract/ or gateway-http/.
    if (p !== q && ['mock', 'sandbox'].includes(q!)) return `packages/${p} imports packages/${q}'s own files`;
  }
  return undefined;
}

describe('the layout of the design card', () => {
  it('has the top level it names, and no tools/', () => {
    for (const entry of ['spec', 'generated', 'scripts', 'tests', 'package.json', 'tsconfig.json', '.spectral.yaml', 'README.md']) {
      expect(fs.existsSync(path.join(root, entry)), entry).toBe(true);
    }
    expect(fs.existsSync(path.join(root, 'tools'))).toBe(false);
  });

  it('imports between the top-level folders run one way, and every relative import resolves', () => {
    const edges = importsOf([...modules('packages'), ...modules('scripts')]);
    expect(edges.length).toBeGreaterThan(200);
    const wrong = edges.flatMap((e) => {
      const why = violation(e);
      return why ? [`${e[0]} -> ${e[1]}: ${why}`] : [];
    });
    expect(wrong).toEqual([]);
    const missing = edges.filter(([, to]) => !fs.existsSync(path.join(root, to))).map(([from, to]) => `${from} -> ${to}`);
    expect(missing).toEqual([]);
  });

  it('names an import that runs back up (the check itself)', () => {
    const read = (f: string) => ({
      'packages/sandbox/x.mjs': "import { a } from '../../scripts/lib/stage.mjs';\nimport { b } from '../mock/server.mjs';",
      'scripts/x/y.mjs': "const t = await import('../../tests/support/spec.ts');",
    })[f]!;
    const wrong = importsOf(['packages/sandbox/x.mjs', 'scripts/x/y.mjs'], read).map(violation);
    expect(wrong).toEqual(['a package imports scripts/', 'packages/sandbox imports packages/mock\'s own files', 'a script imports tests/']);
  });
});
