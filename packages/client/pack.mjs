// npm pack ./packages/client: assemble the installable package in dist/ (git-ignored) from the handwritten
// runtime (src/) and what the build generated from the contract (generated/client, generated/validators,
// generated/types as .d.ts), rewriting the relative imports between them. npm runs this as `prepack`, before it
// tars the directory. It refuses to pack when the package's own dependencies (package.json) are not exactly
// what the assembled code imports and requires at run time (openapi-fetch, and what the standalone validators
// require), at the versions the repository pins in its root package.json, or when its engines differ.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { runtimeRequires } from '../contract/ajv.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const dist = path.join(here, 'dist');
const manifestFile = path.join(here, 'package.json');

const readJson = async (file) => JSON.parse(await fs.readFile(file, 'utf8'));

/** Rewrite the relative imports of a file as it moves from the repository into dist/. */
function rewrite(text, from) {
  return text.replace(/(from\s+|import\s*\(\s*)(['"])(\.{1,2}\/[^'"]+)\2/g, (all, lead, quote, spec) => {
    const target = path.resolve(path.dirname(from.source), spec);
    let moved = place(target);
    if (moved === null) throw new Error(`${path.relative(root, from.source)}: imports ${spec}, which the package does not ship`);
    // TypeScript sources ship as declarations: import them as .js (resolved to the .d.ts beside it).
    moved = moved.replace(/\.ts$/, '.js');
    let rel = path.relative(path.dirname(from.target), moved).split(path.sep).join('/');
    if (!rel.startsWith('.')) rel = `./${rel}`;
    return `${lead}${quote}${rel}${quote}`;
  });
}

/** Where a file of the repository goes in dist/, or null. */
function place(file) {
  const r = path.relative(root, file).split(path.sep).join('/');
  if (r.startsWith('packages/client/src/')) return path.join(dist, r.slice('packages/client/src/'.length));
  if (/^generated\/(client|validators|types)\//.test(r)) return path.join(dist, r);
  return null;
}

async function files(dir) {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((e) => e.isFile()).map((e) => path.join(e.parentPath ?? e.path, e.name)).sort();
}

async function prepack() {
  await fs.rm(dist, { recursive: true, force: true });
  const sources = [
    ...(await files(path.join(here, 'src'))),
    ...(await files(path.join(root, 'generated', 'client'))),
    ...(await files(path.join(root, 'generated', 'validators'))),
    ...(await files(path.join(root, 'generated', 'types'))),
  ];
  // The repository's licence ships with the package (dist/ is what `files` packs).
  await fs.mkdir(dist, { recursive: true });
  await fs.copyFile(path.join(root, 'LICENSE'), path.join(dist, 'LICENSE'));
  const requires = new Set();
  for (const source of sources) {
    let target = place(source);
    // TypeScript sources (the types, validator.ts) hold declarations only: they ship as .d.ts.
    if (target.endsWith('.ts') && !target.endsWith('.d.ts')) target = target.replace(/\.ts$/, '.d.ts');
    const text = await fs.readFile(source, 'utf8');
    if (source.endsWith('.js')) for (const r of runtimeRequires(text)) requires.add(r);
    for (const m of text.matchAll(/^import [^'"]*?from '([^./'][^']*)'/gm)) if (!m[1].startsWith('node:')) requires.add(m[1].split('/').slice(0, m[1].startsWith('@') ? 2 : 1).join('/'));
    await fs.mkdir(path.dirname(target), { recursive: true });
    await fs.writeFile(target, rewrite(text, { source, target }));
  }
  // The run-time dependencies, at the versions the repository pins.
  const rootPackage = await readJson(path.join(root, 'package.json'));
  const pinned = { ...rootPackage.devDependencies, ...rootPackage.dependencies };
  const dependencies = {};
  for (const name of [...requires].sort()) {
    if (!pinned[name]) throw new Error(`package.json: the client package needs ${name} at run time, but the repository does not pin it`);
    dependencies[name] = pinned[name];
  }
  const manifest = await readJson(manifestFile);
  const show = (o) => JSON.stringify(o ?? {});
  if (show(manifest.dependencies) !== show(dependencies) || show(manifest.engines) !== show(rootPackage.engines)) {
    throw new Error(`packages/client/package.json: dependencies ${show(manifest.dependencies)} and engines ${show(manifest.engines)} must be what the package needs at run time, at the repository's pins: dependencies ${show(dependencies)}, engines ${show(rootPackage.engines)}`);
  }
  console.error(`payment-gateway-client: dist/ assembled (${sources.length} files); dependencies ${Object.entries(dependencies).map(([n, v]) => `${n}@${v}`).join(', ')}`);
}

try {
  await prepack();
} catch (err) {
  console.error(`payment-gateway-client: not packed: ${err.message}`);
  process.exit(1);
}
