// The README's client examples compile as written: every ```js or ```ts block of README.md (and docs/client.md) that imports the
// package is written out as a TypeScript module (in a directory of its own under reports/, never generated/) and compiled with
// `tsc --strict`, the package's entry points resolved to its sources (packages/client/src, the layout that
// `npm pack` ships as dist/) by the `exports` of packages/client/package.json. It fails when an example
// stops compiling: a member the client fills required again, a member with a default required, a phantom
// member, a renamed export.
import fs from 'node:fs/promises';
import path from 'node:path';
import { execa } from 'execa';
import { expect, it, onTestFinished } from 'vitest';
import { root } from '../support/spec.ts';

// The short example of README.md and the full one of docs/client.md, where the client's section moved.
const readme = (await Promise.all(['README.md', 'docs/client.md'].map((f) => fs.readFile(path.join(root, f), 'utf8')))).join('\n');
const manifest = JSON.parse(await fs.readFile(path.join(root, 'packages/client/package.json'), 'utf8'));
const name: string = manifest.name;
const blocks = [...readme.matchAll(/^```(js|ts|javascript|typescript)\n([\s\S]*?)^```$/gm)]
  .map((m) => ({ line: readme.slice(0, m.index).split('\n').length + 1, code: m[2] }))
  .filter((b) => new RegExp(`from '${name}(/[^']*)?'`).test(b.code));

it('the README has client examples', () => expect(blocks.length).toBeGreaterThan(0));

it('every client example of the README compiles with tsc --strict against the package types', { timeout: 120_000 }, async () => {
  // A directory of its own per run (other runs may be compiling beside it), under the repository so that the
  // package's dependencies and Node's types resolve as in a project that installed it; removed afterwards.
  await fs.mkdir(path.join(root, 'reports'), { recursive: true });
  const dir = await fs.mkdtemp(path.join(root, 'reports', 'readme-examples-'));
  onTestFinished(() => fs.rm(dir, { recursive: true, force: true }));
  const files = [];
  for (const [i, b] of blocks.entries()) {
    const file = `readme-line-${b.line}-${i}.mts`;
    await fs.writeFile(path.join(dir, file), b.code);
    files.push(file);
  }
  // Each entry point of the package, from its declared types in dist/ to the same file in src/.
  const paths = Object.fromEntries(
    Object.entries<any>(manifest.exports)
      .filter(([, target]) => typeof target === 'object' && target.types)
      .map(([entry, target]) => [entry === '.' ? name : `${name}/${entry.slice(2)}`, [path.relative(dir, path.join(root, 'packages/client', target.types.replace(/^\.\/dist\//, 'src/')))]]),
  );
  expect(Object.keys(paths)).toContain(name);
  await fs.writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: ['node'], paths },
      files,
    }),
  );
  const run = await execa('tsc', ['--strict', '-p', path.join(dir, 'tsconfig.json')], { cwd: root, preferLocal: true, reject: false, all: true });
  expect(run.exitCode, `README.md examples (${files.join(', ')}):\n${run.all}`).toBe(0);
});
