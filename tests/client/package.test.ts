// `npm pack ./packages/client` (its prepack assembles dist/ from the source and generated/) installs into an
// empty project outside the repository (dependencies from the npm cache) and stands alone there:
// - from plain Node it signs a documented request and the running mock answers it; its validators are
//   reachable, and its callback helper verifies a callback signed as the sandbox signs it;
// - each entry point (`payment-gateway-client`, `/callbacks`, `/validators`) resolves for Node and, with its
//   types, for tsc under nodenext, bundler and node10 resolution;
// - its own README (packages/client/README.md, which the tarball ships) holds: every ```js/```ts block is
//   compiled with `tsc --strict` against the installed package's types, then run against the suite's mock,
//   and must print exactly the ```text block that follows it.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mockUrls } from '../support/mock.ts';
import { root } from '../support/spec.ts';
import { tscFiles, tscProject } from '../support/typescript.ts';
import { elements } from './contract.ts';
import { keyField } from './harness.ts';

const urls = await mockUrls();
const dirs: string[] = [];
afterAll(() => Promise.all(dirs.map((d) => fs.rm(d, { recursive: true, force: true }))));

const packageDir = path.join(root, 'packages', 'client');
const source = JSON.parse(await fs.readFile(path.join(packageDir, 'package.json'), 'utf8'));
const name: string = source.name;
// Node's types for compiling examples that use process, Buffer, node:http: the repository's own @types/node
// (its pinned version), so that nothing but the tarball's dependencies is installed from the npm cache.
const typeRoots = [path.join(root, 'node_modules', '@types')];

let work: string;
let project: string;
let installed: string;

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'client-pack-'));
  dirs.push(work);
  const pack = await execa('npm', ['pack', packageDir, '--pack-destination', work, '--json'], { cwd: work });
  const [{ filename }] = JSON.parse(pack.stdout);
  project = path.join(work, 'project');
  await fs.mkdir(project);
  // The manifest `npm init -y` writes, without starting npm for it.
  await fs.writeFile(path.join(project, 'package.json'), `${JSON.stringify({ name: 'project', version: '1.0.0', main: 'index.js', license: 'ISC' }, null, 2)}\n`);
  const install = (mode: string) => execa('npm', ['install', path.join(work, filename), mode, '--no-audit', '--no-fund'], { cwd: project, reject: false, all: true, timeout: 90_000 });
  let result = await install('--offline');
  if (result.exitCode !== 0) result = await install('--prefer-offline');
  expect(result.exitCode, result.all).toBe(0);
  installed = path.join(project, 'node_modules', name);
}, 180_000);

it('packs, installs into an empty project and calls the mock from plain Node', { timeout: 120_000 }, async () => {
  // The manifest as packed is the source manifest (prepack checks its dependencies, it does not write them).
  const pkg = JSON.parse(await fs.readFile(path.join(installed, 'package.json'), 'utf8'));
  expect(pkg.dependencies).toEqual(source.dependencies);
  expect(Object.keys(pkg.dependencies).sort()).toEqual(['ajv', 'ajv-formats', 'openapi-fetch']);
  // The licence the manifest names ships with it.
  expect(pkg.license).toBe('MIT');
  expect(await fs.readFile(path.join(installed, 'dist', 'LICENSE'), 'utf8')).toBe(await fs.readFile(path.join(root, 'LICENSE'), 'utf8'));

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
// A callback signed as the sandbox signs it: verified by the installed package with the password, not with another.
const { createHash } = await import('node:crypto');
const signed = JSON.stringify({ trans_id: 't-1', order_status: 'settled' });
const sandboxSignature = createHash('sha1').update(createHash('md5').update((signed + process.env.PASSWORD).toUpperCase()).digest('hex')).digest('hex');
const verified = [process.env.PASSWORD, 'another-password'].map((password) => callbacks.receiveCallback(Buffer.from(signed), { contentType: 'application/json', password, signature: sandboxSignature }).valid);
console.log(JSON.stringify({ status: response.status, data, sentHash, refused, invalid, errors: Object.keys(pkg.errors).length, validatorModules: Object.keys(validators).length, callback: typeof callbacks.receiveCallback, signature: callbacks.receiveCallback('{}', { contentType: 'application/json' }).signature.checked, verified }));
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
  for (const [dep, version] of Object.entries<string>(pkg.dependencies)) {
    expect(version, dep).toBe(rootPackage.devDependencies[dep] ?? rootPackage.dependencies?.[dep]);
    const installedDep = JSON.parse(await fs.readFile(path.join(project, 'node_modules', dep, 'package.json'), 'utf8'));
    expect(installedDep.version, dep).toBe(version);
  }
  expect(result.errors).toBeGreaterThan(0);
  expect(result.validatorModules).toBeGreaterThan(0);
  expect(result.callback).toBe('function');
  expect(result.signature).toBe(false);
  expect(result.verified).toEqual([true, false]);
});

// The entry points the README documents, and a value each must export at run time.
const entries = [
  { entry: '.', specifier: name, values: ['createCheckoutClient', 'createS2sCardClient', 'createS2sApmClient', 'ContractRefusal', 'ExplainRefusal', 'errors', 'matchesError', 'identifyError', 'explainHash', 'toForm', 'contract'] },
  { entry: './callbacks', specifier: `${name}/callbacks`, values: ['receiveCallback', 'verifyCallbackSignature', 'verifyRedirect', 'callbackPayloadSchema', 'callbackSignature', 'SANDBOX_SIGNATURE_HEADER', 'SANDBOX_REDIRECT_FIELDS', 'CALLBACK_SIGNATURE_SCHEME', 'REDIRECT_HASH_SCHEME'] },
  { entry: './validators', specifier: `${name}/validators`, values: ['checkout', 's2sCard', 's2sApm', 'receiveCallback', 'callbackSignature'] },
];

it('each entry point resolves from the installed package, for Node and with its types for tsc', { timeout: 300_000 }, async () => {
  const pkg = JSON.parse(await fs.readFile(path.join(installed, 'package.json'), 'utf8'));
  // exports: a `types` condition first (TypeScript takes the first condition that matches), then the code.
  for (const { entry } of entries) {
    const target = pkg.exports[entry];
    expect(Object.keys(target ?? {}), `exports["${entry}"]`).toEqual(['types', 'default']);
    await fs.access(path.join(installed, target.types));
    await fs.access(path.join(installed, target.default));
  }
  // From plain Node: every documented value is there.
  const probe = `const found = {};\n${entries.map((e) => `found[${JSON.stringify(e.specifier)}] = Object.keys(await import(${JSON.stringify(e.specifier)}));`).join('\n')}\nconsole.log(JSON.stringify(found));`;
  await fs.writeFile(path.join(project, 'probe.mjs'), probe);
  const run = await execa(process.execPath, ['probe.mjs'], { cwd: project, timeout: 30_000 });
  const found = JSON.parse(run.stdout);
  for (const e of entries) expect(found[e.specifier], e.specifier).toEqual(expect.arrayContaining(e.values));

  // With types: a file importing a value and a type from each entry point compiles under each resolution a
  // project may use (node10 through typesVersions), without Node's types (the project has none); under
  // nodenext with skipLibCheck off too, so that the package's declarations and openapi-fetch's are checked
  // (TypeScript's own lib files are not: --skipDefaultLibCheck; checking them was a third of that program).
  const typesDir = path.join(project, 'types-check');
  await fs.mkdir(typesDir);
  await fs.writeFile(
    path.join(typesDir, 'entries.mts'),
    [
      `import { createS2sCardClient, errors, type RefusalCode, type S2sCardPaths, type CheckoutComponents } from '${name}';`,
      `import { receiveCallback, verifyRedirect, type CallbackPayload, type CallbackReceipt, type SignatureCheck } from '${name}/callbacks';`,
      `import { createCheckoutClient, type SessionAnswer } from '${name}';`,
      `const redirectUrl = (answer: SessionAnswer): string | undefined => answer.redirect_url;`,
      `const check: SignatureCheck = verifyRedirect('?payment_id=p', { password: 'pw' }).signature;`,
      `import { s2sCard, type Validator, type ValidationError } from '${name}/validators';`,
      `const receipt: CallbackReceipt = receiveCallback('{}', { contentType: 'application/json' });`,
      `const payload: CallbackPayload | undefined = receipt.valid ? receipt.payload : undefined;`,
      `const code: RefusalCode = 'HASH_REQUIRED';`,
      `const status: CheckoutComponents['schemas']['PaymentRecord']['order_status'] = 'settled';`,
      `const validator: Validator<unknown> = s2sCard.postS2sCardResponse200;`,
      `const problems: ValidationError[] = validator.errors ?? [];`,
      `type Post = S2sCardPaths['/post']['post'];`,
      `export const used: unknown[] = [createS2sCardClient, createCheckoutClient, redirectUrl, check.verified, errors.HASH_NOT_VALID.code, payload, code, status, problems, {} as Post];`,
    ].join('\n'),
  );
  const settings = [
    { module: 'NodeNext', moduleResolution: 'NodeNext', skipLibCheck: 'false' },
    { module: 'Node16', moduleResolution: 'Node16', skipLibCheck: 'true' },
    { module: 'ESNext', moduleResolution: 'Bundler', skipLibCheck: 'true' },
    { module: 'ESNext', moduleResolution: 'Node10', skipLibCheck: 'true' },
  ];
  const failures: string[] = [];
  // tsc's command line for each, compiled in this process (tests/support/typescript.ts): one program after the
  // other, the compiler loaded once rather than in a tsc process per setting.
  for (const s of settings) {
    const result = tscFiles(['--strict', '--noEmit', '--skipLibCheck', s.skipLibCheck, '--skipDefaultLibCheck', '--target', 'ES2022', '--module', s.module, '--moduleResolution', s.moduleResolution, path.join(typesDir, 'entries.mts')], project);
    if (result.exitCode !== 0) failures.push(`moduleResolution ${s.moduleResolution}, skipLibCheck ${s.skipLibCheck}:\n${result.output}`);
  }
  expect(failures.join('\n\n')).toBe('');
});

/** The README's examples: each ```js/```ts block, with the ```text block that must follow it (what it prints). */
function examplesOf(readme: string) {
  const fences = [...readme.matchAll(/^```([\w-]*)[^\n]*\n([\s\S]*?)^```[ \t]*$/gm)].map((m) => ({ lang: m[1], code: m[2], line: readme.slice(0, m.index).split('\n').length }));
  const isCode = (lang: string) => ['js', 'javascript', 'ts', 'typescript', 'mjs', 'mts'].includes(lang);
  const examples: Array<{ line: number; code: string; prints: string | undefined }> = [];
  fences.forEach((fence, i) => {
    if (!isCode(fence.lang)) return;
    const next = fences[i + 1];
    examples.push({ line: fence.line, code: fence.code, prints: next?.lang === 'text' ? next.code : undefined });
  });
  return examples;
}

const lines = (text: string) => text.replace(/\s+$/, '').split('\n').map((l) => l.replace(/\s+$/, ''));

it("the package README's examples compile against the installed types and print what it says against the mock", { timeout: 300_000 }, async () => {
  // The README the tarball ships is the package's own.
  const readme = await fs.readFile(path.join(installed, 'README.md'), 'utf8');
  expect(readme).toBe(await fs.readFile(path.join(packageDir, 'README.md'), 'utf8'));
  expect(readme).toContain(`npm install /path/to/${name}-${source.version}.tgz`);
  const examples = examplesOf(readme);
  expect(examples.length).toBeGreaterThanOrEqual(8);
  // Every example says what it prints: none is only compiled.
  expect(examples.filter((e) => e.prints === undefined).map((e) => `README.md:${e.line}`)).toEqual([]);
  // Each one a module of its own (its own imports, top-level await), in the project that installed the tarball.
  const dir = path.join(project, 'readme');
  await fs.mkdir(path.join(dir, 'src'), { recursive: true });
  const files = examples.map((e) => `line-${e.line}.mts`);
  await Promise.all(examples.map((e, i) => fs.writeFile(path.join(dir, 'src', files[i]), e.code)));
  await fs.writeFile(
    path.join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { target: 'ES2022', module: 'NodeNext', moduleResolution: 'NodeNext', strict: true, skipLibCheck: true, types: ['node'], typeRoots, rootDir: 'src', outDir: 'out', noEmitOnError: true },
      files: files.map((f) => `src/${f}`),
    }),
  );
  const compiled = tscProject(path.join(dir, 'tsconfig.json'), [], dir);
  expect(compiled.exitCode, `packages/client/README.md examples do not compile (file line-N.mts is the block at README.md line N):\n${compiled.output}`).toBe(0);

  // Run against the suite's mock; no key or password from the environment (the examples' defaults sign).
  const env = { CHECKOUT_URL: urls.checkout, S2S_CARD_URL: urls['s2s-card'], S2S_APM_URL: urls['s2s-apm'] };
  const runs = await Promise.all(
    examples.map((e, i) => execa(process.execPath, [path.join(dir, 'out', files[i].replace(/\.mts$/, '.mjs'))], { cwd: project, env, extendEnv: false, reject: false, all: true, timeout: 30_000 })),
  );
  const wrong: string[] = [];
  examples.forEach((e, i) => {
    const run = runs[i];
    if (run.exitCode !== 0) wrong.push(`README.md:${e.line}: exited ${run.exitCode}:\n${run.all}`);
    else if (lines(run.stdout).join('\n') !== lines(e.prints!).join('\n')) wrong.push(`README.md:${e.line}: prints\n${run.stdout}\nbut the README says\n${e.prints}`);
  });
  expect(wrong.join('\n\n')).toBe('');
});
