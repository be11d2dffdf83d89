// `npm pack ./packages/client` (its prepack assembles dist/ from the source and generated/) installs into an
// empty project outside the repository (dependencies from the npm cache) and works from plain Node: it signs
// a documented request and the running mock answers it; its validators and callback helper are reachable.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, expect, inject, it } from 'vitest';
import { root } from '../support/spec.ts';
import { elements } from './contract.ts';
import { keyField } from './harness.ts';

const urls = inject('mockUrls');
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

it('packs, installs into an empty project and calls the mock from plain Node', { timeout: 120_000 }, async () => {
  const work = await fs.mkdtemp(path.join(os.tmpdir(), 'client-pack-'));
  dirs.push(work);
  const source = JSON.parse(await fs.readFile(path.join(root, 'packages', 'client', 'package.json'), 'utf8'));
  const pack = await execa('npm', ['pack', path.join(root, 'packages', 'client'), '--pack-destination', work, '--json'], { cwd: work });
  const [{ filename }] = JSON.parse(pack.stdout);
  const project = path.join(work, 'project');
  await fs.mkdir(project);
  await execa('npm', ['init', '-y'], { cwd: project });
  const install = (mode: string) => execa('npm', ['install', path.join(work, filename), mode, '--no-audit', '--no-fund'], { cwd: project, reject: false, all: true, timeout: 90_000 });
  let installed = await install('--offline');
  if (installed.exitCode !== 0) installed = await install('--prefer-offline');
  expect(installed.exitCode, installed.all).toBe(0);
  // The manifest as packed is the source manifest (prepack checks its dependencies, it does not write them).
  const pkg = JSON.parse(await fs.readFile(path.join(project, 'node_modules', source.name, 'package.json'), 'utf8'));
  expect(pkg.dependencies).toEqual(source.dependencies);
  expect(Object.keys(pkg.dependencies).sort()).toEqual(['ajv', 'ajv-formats', 'openapi-fetch']);

  // A signed S2S example with its password, as a user would write it by hand.
  const e = elements().find((x) => x.recipe && !x.recipe.when && x.operation.contentType === 'application/x-www-form-urlencoded' && x.examples.some((ex) => ex.password))!;
  const example = e.examples.find((ex) => ex.password)!;
  const { hash, ...body } = example.value;
  const key = body[keyField(e.document)];
  delete body[keyField(e.document)];
  const script = `
import * as pkg from ${JSON.stringify(pkg.name)};
const facts = pkg.contract[${JSON.stringify(e.document)}];
const client = pkg[facts.factory.name]({ baseUrl: process.env.BASE_URL, [facts.factory.keyOption]: ${JSON.stringify(key)}, password: process.env.PASSWORD });
let sentHash;
client.use({ onRequest: async ({ request }) => { sentHash = new URLSearchParams(await request.clone().text()).get('hash'); } });
const { data, response } = await client.POST(${JSON.stringify(e.operation.path)}, { body: ${JSON.stringify(body)} });
let refused;
try { await client.POST(${JSON.stringify(e.operation.path)}, { body: { action: 'NOT-AN-ACTION' } }); } catch (err) { refused = err instanceof pkg.ContractRefusal && err.message; }
// The standalone request validators (and the ajv helpers they require) work from the installed package.
let invalid;
try { await client.POST(${JSON.stringify(e.operation.path)}, { body: { ...${JSON.stringify(body)}, not_in_the_contract: 'x' } }); } catch (err) { invalid = err instanceof pkg.ContractRefusal && err.code; }
const validators = await import(${JSON.stringify(`${source.name}/validators`)});
const callbacks = await import(${JSON.stringify(`${source.name}/callbacks`)});
console.log(JSON.stringify({ status: response.status, data, sentHash, refused, invalid, errors: Object.keys(pkg.errors).length, validatorModules: Object.keys(validators).length, callback: typeof callbacks.receiveCallback, signature: callbacks.receiveCallback('{}', { contentType: 'application/json' }).signature.checked }));
`;
  await fs.writeFile(path.join(project, 'call.mjs'), script);
  const run = await execa('node', ['call.mjs'], { cwd: project, env: { BASE_URL: urls[e.document], PASSWORD: example.password }, timeout: 30_000 });
  const result = JSON.parse(run.stdout);
  expect(result.status).toBe(200);
  expect(result.sentHash).toBe(hash);
  expect(result.refused).toMatch(/^Refused before sending/);
  expect(result.invalid).toBe('INVALID_BODY');
  // Its run-time dependencies are the repository's pinned versions.
  const rootPackage = JSON.parse(await fs.readFile(path.join(root, 'package.json'), 'utf8'));
  for (const [name, version] of Object.entries<string>(pkg.dependencies)) {
    expect(version, name).toBe(rootPackage.devDependencies[name] ?? rootPackage.dependencies?.[name]);
    const installedDep = JSON.parse(await fs.readFile(path.join(project, 'node_modules', name, 'package.json'), 'utf8'));
    expect(installedDep.version, name).toBe(version);
  }
  expect(result.errors).toBeGreaterThan(0);
  expect(result.validatorModules).toBeGreaterThan(0);
  expect(result.callback).toBe('function');
  expect(result.signature).toBe(false);
  // Types ship with it: the package's exports name its .d.ts.
  const installedPkg = JSON.parse(await fs.readFile(path.join(project, 'node_modules', pkg.name, 'package.json'), 'utf8'));
  for (const entry of ['.', './validators', './callbacks']) await fs.access(path.join(project, 'node_modules', pkg.name, installedPkg.exports[entry].types));
});
