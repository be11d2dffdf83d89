// The README's client examples compile as written: every ```js or ```ts block of README.md (and docs/client.md)
// that imports the package is written out as a TypeScript module (in a project of its own under
// node_modules/.cache/tsc-projects/, never generated/) and compiled with `tsc --strict`, the package's entry points
// resolved to its sources (packages/client/src, the layout that `npm pack` ships as dist/) by the `exports` of
// packages/client/package.json. It fails when an example stops compiling: a member the client fills required
// again, a member with a default required, a phantom member, a renamed export.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { root } from '../support/spec.ts';
import { inProject, tscBuild } from '../support/tsc-build.ts';

// The short example of README.md and the full one of docs/client.md, where the client's section moved.
const readme = (await Promise.all(['README.md', 'docs/client.md'].map((f) => fs.readFile(path.join(root, f), 'utf8')))).join('\n');
const manifest = JSON.parse(await fs.readFile(path.join(root, 'packages/client/package.json'), 'utf8'));
const name: string = manifest.name;
const blocks = [...readme.matchAll(/^```(js|ts|javascript|typescript)\n([\s\S]*?)^```$/gm)]
  .map((m) => ({ line: readme.slice(0, m.index).split('\n').length + 1, code: m[2] }))
  .filter((b) => new RegExp(`from '${name}(/[^']*)?'`).test(b.code));

it('the README has client examples', () => expect(blocks.length).toBeGreaterThan(0));

it('every client example of the README compiles with tsc --strict against the package types', { timeout: 120_000 }, async () => {
  // A project of its own under node_modules/.cache, so that the package's dependencies and Node's types resolve as in
  // a project that installed it, compiled in tsc's build mode (tests/support/tsc-build.ts): checked again when an
  // example, the package's sources or the generated code they import changed.
  const project = inProject('client-readme');
  const files = Object.fromEntries(blocks.map((b, i) => [`readme-line-${b.line}-${i}.mts`, b.code]));
  // Each entry point of the package, from its declared types in dist/ to the same file in src/.
  const paths = Object.fromEntries(
    Object.entries<any>(manifest.exports)
      .filter(([, target]) => typeof target === 'object' && target.types)
      .map(([entry, target]) => [entry === '.' ? name : `${name}/${entry.slice(2)}`, [project(path.join('packages/client', target.types.replace(/^\.\/dist\//, 'src/')))]]),
  );
  expect(Object.keys(paths)).toContain(name);
  const run = await tscBuild('client-readme', {
    compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, noEmit: true, skipLibCheck: true, types: ['node'], paths },
    files: Object.keys(files),
    // What the examples reach outside node_modules: the package's sources and the generated code they import.
    include: ['packages/client/src/**/*', 'generated/client/**/*', 'generated/types/**/*', 'generated/validators/**/*'].map(project),
  }, files);
  expect(run.exitCode, `README.md examples (${Object.keys(files).join(', ')}):\n${run.output}`).toBe(0);
});
