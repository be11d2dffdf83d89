// npm run generators: the bundles in generated/openapi/ turned into clients by the generators other teams
// use, each checked to compile; and the S2S CARD client of openapi-generator's typescript-fetch checked to put
// the same bytes on the wire as this project's own client for the same call.
//
//   openapi-generator (the jar from Maven Central, version pinned below; Java 17):
//     typescript-fetch -> tsc --strict, python -> python -m compileall + import, go -> go build
//   @hey-api/openapi-ts and orval (npm, pinned in package.json) -> tsc --strict
//
// Usage: npm run generators [-- --only typescript-fetch,go] [--host s2s-card]
// Outputs go to .generators/ (git-ignored, cleared each run); one line per check, then
// "generators: N passed, N failed", and reports/generators.json with each check. Exit 1 on any failure.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { execa } from 'execa';
import { loadModel, root } from '../model/index.mjs';
import { pythonBin, setupPython } from './setup-python.mjs';

/** openapi-generator-cli from Maven Central (org.openapitools:openapi-generator-cli). */
export const OPENAPI_GENERATOR_VERSION = '7.25.0';

const out = path.join(root, '.generators');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const TSC_STRICT = ['--strict', '--noEmit', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom,dom.iterable'];

/**
 * How each generator is run: what a team generating a client from a bundle passes too.
 * - typescript-fetch: `modelPropertyNaming: original`. Wire names are exact (section 4.4), and two parameter
 *   sets use names that differ only in case (`email` and `Email`, `phone` and `Phone`); camelCased, they
 *   would be declared twice in the union model of the method parameters.
 * - python and go: the defaults, with the package named after the host.
 * Every generator is also given the `apis` filter (clientApis below): the client makes the calls of `paths`.
 */
export const openapiGenerators = {
  'typescript-fetch': { additionalProperties: { modelPropertyNaming: 'original', supportsES6: true } },
  python: { additionalProperties: { packageName: '{host}_client', projectName: '{host}-client' } },
  go: { additionalProperties: { packageName: '{host}', isGoSubmodule: false, withGoMod: true } },
};

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function main() {
  const model = loadModel();
  const only = option('--only')?.split(',');
  const hosts = model.hosts.filter((h) => !option('--host') || h.name === option('--host'));
  const wanted = (g) => !only || only.includes(g);
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });
  const checks = [];
  const check = async (name, fn) => {
    const started = Date.now();
    try {
      const detail = await fn();
      checks.push({ name, ok: true, seconds: (Date.now() - started) / 1000, detail });
      console.log(`ok    ${name}${detail ? `: ${detail}` : ''}`);
    } catch (err) {
      checks.push({ name, ok: false, seconds: (Date.now() - started) / 1000, error: String(err.message ?? err) });
      console.log(`FAIL  ${name}: ${String(err.message ?? err).split('\n').slice(0, 30).join('\n      ')}`);
    }
  };

  const gens = Object.keys(openapiGenerators).filter(wanted);
  if (gens.length) {
    let jar;
    await check(`openapi-generator ${OPENAPI_GENERATOR_VERSION}: generate ${gens.join(', ')} for ${hosts.map((h) => h.name).join(', ')}`, async () => {
      jar = await openapiGeneratorJar();
      await runOpenapiGenerator(jar, hosts, gens);
    });
    for (const host of hosts) {
      const dir = (g) => path.join(out, host.name, g);
      const calls = (g, exts) => `${operationsFound(host, dir(g), exts)} operation(s)`;
      if (wanted('typescript-fetch')) await check(`${host.name} typescript-fetch compiles (tsc --strict)`, async () => `${calls('typescript-fetch', ['.ts'])}, ${await tsc(dir('typescript-fetch'), ['index.ts'])}`);
      if (wanted('python')) await check(`${host.name} python compiles and imports`, async () => `${calls('python', ['.py'])}, ${await python(host, dir('python'))}`);
      if (wanted('go')) await check(`${host.name} go builds`, async () => `${calls('go', ['.go'])}, ${await goBuild(dir('go'))}`);
    }
  }
  for (const host of hosts) {
    if (wanted('hey-api')) {
      await check(`${host.name} @hey-api/openapi-ts generates and compiles (tsc --strict)`, async () => {
        const dir = path.join(out, host.name, 'hey-api');
        await run(bin('openapi-ts'), ['-i', host.bundled, '-o', dir]);
        return `${operationsFound(host, dir, ['.ts'])} operation(s), ${await tsc(dir, ['index.ts'])}`;
      });
    }
    if (wanted('orval')) {
      await check(`${host.name} orval generates and compiles (tsc --strict)`, async () => {
        const dir = path.join(out, host.name, 'orval');
        await run(bin('orval'), ['-i', host.bundled, '-o', path.join(dir, 'api.ts'), '--client', 'fetch', '--mode', 'single']);
        return `${operationsFound(host, dir, ['.ts'])} operation(s), ${await tsc(dir, ['api.ts'])}`;
      });
    }
  }
  const card = hosts.find((h) => h.name === 's2s-card');
  if (card && wanted('typescript-fetch') && checks.every((c) => c.ok || !c.name.startsWith('openapi-generator'))) {
    await check('s2s-card typescript-fetch sends the same bytes as the project client', () => sameBytes(card));
  }

  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'reports', 'generators.json'), `${JSON.stringify({ passed, failed, checks }, null, 2)}\n`);
  console.log(`generators: ${passed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
}

// ---- tools ---------------------------------------------------------------------------------------------

async function run(cmd, argv, opts = {}) {
  const r = await execa(cmd, argv, { reject: false, all: true, ...opts });
  if (r.exitCode !== 0) throw new Error(`${path.basename(cmd)} ${argv.join(' ')} exited ${r.exitCode}:\n${tail(r.all)}`);
  return r;
}

const tail = (text = '', n = 40) => text.split('\n').filter(Boolean).slice(-n).join('\n');

/** The jar in the local Maven repository, fetched from Maven Central by mvn when missing. */
async function openapiGeneratorJar() {
  const repo = process.env.MAVEN_REPO_LOCAL ?? path.join(os.homedir(), '.m2', 'repository');
  const jar = path.join(repo, 'org', 'openapitools', 'openapi-generator-cli', OPENAPI_GENERATOR_VERSION, `openapi-generator-cli-${OPENAPI_GENERATOR_VERSION}.jar`);
  if (!fs.existsSync(jar)) {
    const java = await execa('java', ['-version'], { reject: false });
    if (java.failed) throw new Error('java was not found: install Java 17 or later (Debian: apt-get install openjdk-17-jre-headless)');
    await run('mvn', ['-q', '-B', 'dependency:get', `-Dartifact=org.openapitools:openapi-generator-cli:${OPENAPI_GENERATOR_VERSION}`, ...(process.env.MAVEN_REPO_LOCAL ? [`-Dmaven.repo.local=${repo}`] : [])]);
  }
  return jar;
}

/** One JVM for every host and generator: openapi-generator's `batch` command runs the configs in parallel. */
async function runOpenapiGenerator(jar, hosts, gens) {
  const configs = [];
  for (const host of hosts) {
    for (const g of gens) {
      const { additionalProperties = {} } = openapiGenerators[g];
      const fill = (v) => (typeof v === 'string' ? v.replaceAll('{host}', host.name.replace(/-/g, '_')) : v);
      const config = {
        generatorName: g,
        inputSpec: host.bundled,
        outputDir: path.join(out, host.name, g),
        additionalProperties: Object.fromEntries(Object.entries(additionalProperties).map(([k, v]) => [k, fill(v)])),
        // A client makes the calls of `paths`; the `webhooks` are calls the merchant receives (and the python
        // generator of 7.x writes webhook methods without types). The `apis` global property names the API
        // classes to write: the tags of the path operations, as openapi-generator spells them.
        globalProperties: { apis: clientApis(host), models: '', supportingFiles: '' },
      };
      const file = path.join(out, `${host.name}.${g}.json`);
      fs.writeFileSync(file, JSON.stringify(config, null, 2));
      configs.push(file);
    }
  }
  const r = await run('java', ['-jar', jar, 'batch', '--fail-fast', ...configs]);
  fs.writeFileSync(path.join(out, 'openapi-generator.log'), r.all);
}

/**
 * The API classes of a host's path operations, for openapi-generator's `apis` filter: each tag as the
 * generators spell it (typescript-fetch and go camelize it, `S2S CARD` -> S2SCARD; python keeps it with
 * underscores, `Hosted_Payment_Fields`). A spelling no generator uses matches nothing; `operationsFound`
 * checks that every path operation was written.
 */
export function clientApis(host) {
  const tags = new Set(host.operations.flatMap((o) => o.op.tags ?? ['default']));
  const spellings = [...tags].flatMap((t) => {
    const words = t.split(/[^A-Za-z0-9]+/).filter(Boolean);
    return [words.join('_'), words.map((w) => w[0].toUpperCase() + w.slice(1)).join('')];
  });
  return [...new Set(spellings)].join(',');
}

/** Every path operation of the host, by operationId, is in the generated code; no webhook is. */
function operationsFound(host, dir, exts) {
  const squash = (s) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
  let text = '';
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (e.isFile() && exts.some((x) => e.name.endsWith(x))) text += squash(fs.readFileSync(path.join(e.parentPath ?? e.path, e.name), 'utf8'));
  }
  const missing = host.operations.filter((o) => o.operationId && !text.includes(squash(o.operationId))).map((o) => o.operationId);
  if (missing.length) throw new Error(`operations missing from the generated client: ${missing.join(', ')}`);
  const webhooks = host.webhooks.filter((o) => o.operationId && text.includes(`def${squash(o.operationId)}`)).map((o) => o.operationId);
  if (webhooks.length) throw new Error(`webhooks generated as client calls: ${webhooks.join(', ')}`);
  return host.operations.length;
}

async function tsc(dir, files) {
  await run(bin('tsc'), [...TSC_STRICT, ...files], { cwd: dir });
  return `${countFiles(dir, '.ts')} .ts files`;
}

async function python(host, dir) {
  await setupPython(() => {});
  const pkg = `${host.name.replace(/-/g, '_')}_client`;
  await run(pythonBin, ['-m', 'compileall', '-q', pkg], { cwd: dir });
  await run(pythonBin, ['-c', `import ${pkg}, ${pkg}.api, ${pkg}.models; print(len(dir(${pkg}.models)))`], { cwd: dir, env: { PYTHONPATH: dir } });
  return `${countFiles(path.join(dir, pkg), '.py')} .py files`;
}

async function goBuild(dir) {
  const env = { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };
  await run('go', ['mod', 'tidy'], { cwd: dir, env });
  await run('go', ['build', './...'], { cwd: dir, env });
  await run('go', ['vet', '.'], { cwd: dir, env });
  return `${countFiles(dir, '.go')} .go files`;
}

function countFiles(dir, ext) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile() && e.name.endsWith(ext)) n++;
  return n;
}

// ---- the bytes on the wire -----------------------------------------------------------------------------

/**
 * Compiles the typescript-fetch client of S2S CARD to CommonJS, sends each action's first example with it and
 * with this project's client to a local capture server, and compares the raw bodies byte for byte.
 * typescript-fetch flattens the form union into one parameter list, in the order each member is first met
 * across the branches, while the project client sends a body in its branch's order: the actions compared are
 * those whose branch order the flattened list keeps (the others differ in order only).
 */
async function sameBytes(host) {
  const dir = path.join(out, host.name, 'typescript-fetch');
  const js = path.join(out, host.name, 'typescript-fetch-js');
  await run(bin('tsc'), ['--outDir', js, '--module', 'commonjs', '--target', 'es2022', '--lib', 'es2022,dom,dom.iterable', '--skipLibCheck', '--declaration', 'false', 'index.ts'], { cwd: dir });
  fs.writeFileSync(path.join(js, 'package.json'), '{ "type": "commonjs" }\n');
  const generated = createRequire(path.join(js, 'index.js'))('./index.js');

  const captured = [];
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      captured.push({ type: req.headers['content-type'], body: Buffer.concat(chunks) });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${server.address().port}`;
  try {
    const { createS2sCardClient } = await import('../../packages/client/src/index.js');
    const api = new generated.S2SCARDApi(new generated.Configuration({ basePath: baseUrl }));
    const flattened = [...new Set(host.elements.flatMap((e) => [...e.members]))];
    const sameOrder = (e) => JSON.stringify([...e.members]) === JSON.stringify(flattened.filter((m) => e.members.has(m)));
    const compared = host.elements.filter((e) => sameOrder(e) && e.examples.length);
    if (!compared.length) throw new Error('no S2S CARD action with an example keeps its member order in the flattened list');
    const results = [];
    for (const element of compared) {
      const action = element.value;
      // The action's first example, as the project's client is given it (it fills the key and the hash).
      const { value: example, password = 'not-shown' } = element.examples[0];
      const { [element.keyField]: key, hash, ...input } = example;
      const ours = createS2sCardClient({ baseUrl, clientKey: key, password });
      const body = element.recipe ? input : { ...input, hash };
      captured.length = 0;
      await ours.POST('/post', { body });
      const [mine] = captured;
      // The same members, as the generated client takes them (its parameter names), hash as the project computed it.
      const sent = Object.fromEntries(new URLSearchParams(mine.body.toString('utf8')));
      const params = {};
      for (const [k, v] of Object.entries(sent)) params[k.replace(/_([a-z])/g, (_, c) => c.toUpperCase())] = v;
      captured.length = 0;
      await api.postS2sCard(params);
      const [theirs] = captured;
      // The media type must agree; fetch adds `;charset=UTF-8` to a URLSearchParams body, which changes no byte of it.
      const essence = (t) => String(t).split(';')[0].trim().toLowerCase();
      if (essence(theirs.type) !== essence(mine.type)) throw new Error(`${action}: content type ${theirs.type} (typescript-fetch) vs ${mine.type} (project client)`);
      if (!theirs.body.equals(mine.body)) throw new Error(`${action}: bodies differ\n  typescript-fetch: ${theirs.body}\n  project client:   ${mine.body}`);
      results.push(`${action} ${mine.body.length} bytes`);
    }
    return results.join(', ');
  } finally {
    server.close();
  }
}

main().catch((err) => {
  console.error(`[generators] FAILED: ${err.message ?? err}`);
  process.exit(1);
});
