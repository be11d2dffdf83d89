// npm run generators: the bundles in generated/openapi/ turned into clients by the generators teams use, in
// the languages they write, each generator pinned; every output checked to compile (or import), to have every
// path operation and no call for a webhook; one client per language checked on the wire and on real answers.
//
//   TypeScript  openapi-generator typescript-fetch, @hey-api/openapi-ts, orval   -> tsc --strict
//   Python      openapi-python-client (PyPI, .venv), openapi-generator python    -> import every module
//   Go          oapi-codegen v2 (go install into .tools/bin), openapi-generator go -> go build + go vet
//   Java        openapi-generator java, library native                          -> mvn compile
//   Rust        openapi-generator rust                                          -> cargo check
//
// Each generator runs with the options docs/generators.md gives (`readme`), and once more with its own defaults
// (`defaults`, which only has to compile: the webhooks then become calls, see the README). Then, per language,
// one generated client sends every S2S action's example to a local capture server, compared byte for byte
// with this project's client (scripts/cli/generators/clients.mjs), and captures a payment on the sandbox twice:
// the success must parse, the second answer (208003) must reach the caller as an ErrorBody.
//
// Usage: npm run generators [-- --only <generator|language>,...] [--host s2s-card] [--no-defaults] [--spec <copy of spec/>]
//        npm run generators -- --install   only installs the pinned generators the build's language-client stages
//        use (openapi-generator-cli by mvn, oapi-codegen by `go install`, .venv's openapi-python-client), where missing,
//        and prints where they are: .ci/run does this before npm test, whose release test rebuilds those clients.
// Outputs go to .generators/ (git-ignored, cleared each run); one line per check, the seconds per language,
// then "generators: N passed, N failed"; reports/generators.json has each check. Exit 1 on any failure.
// A failing check's line names the generator, the bundle and the first compiler error.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { bundleModel, loadModel, root } from '../../packages/contract/index.mjs';
import { pythonBin, setupPython, venv } from './setup-python.mjs';
import { clientChecks } from './generators/clients.mjs';
import { OAPI_CODEGEN_VERSION, OPENAPI_GENERATOR_VERSION, oapiCodegenBin, openapiGeneratorJar, openapiGeneratorJvm } from '../lib/toolchain.mjs';

// The pinned generators (openapi-generator-cli from Maven Central, oapi-codegen built with `go install` into
// .tools/bin) and their installers: scripts/lib/toolchain.mjs, shared with the language clients' build stages.
export { OAPI_CODEGEN_VERSION, OPENAPI_GENERATOR_VERSION, oapiCodegenBin };
/** openapi-python-client: pinned in scripts/cli/requirements.txt, installed into .venv. */
const openapiPythonClientBin = path.join(venv, 'bin', 'openapi-python-client');

export const out = path.join(root, '.generators');
export const tools = path.join(root, '.tools');
/** Shared by every Rust crate of the run (and by later runs): the dependencies build once. */
export const cargoTarget = path.join(tools, 'cargo-target');
const bin = (name) => path.join(root, 'node_modules', '.bin', name);
const TSC_STRICT = ['--strict', '--noEmit', '--skipLibCheck', '--target', 'es2022', '--module', 'esnext', '--moduleResolution', 'bundler', '--lib', 'es2022,dom,dom.iterable'];
const GO_ENV = { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };

/**
 * openapi-generator, per language: the options a team passes (docs/generators.md).
 * `{host}` is the host's name with underscores (s2s_card). Every one also gets the `apis` filter (clientApis).
 * - typescript-fetch `modelPropertyNaming: original`: the models keep the wire names (section 4.4).
 * - java `library: native`: java.net.http and Jackson, no third-party HTTP client.
 */
export const openapiGenerators = {
  'typescript-fetch': { language: 'typescript', additionalProperties: { modelPropertyNaming: 'original', supportsES6: true } },
  python: { language: 'python', additionalProperties: { packageName: '{host}_client', projectName: '{host}-client' } },
  go: { language: 'go', config: { gitUserId: 'example', gitRepoId: '{host}' }, additionalProperties: { packageName: '{host}', isGoSubmodule: false, withGoMod: true } },
  java: { language: 'java', library: 'native', additionalProperties: { invokerPackage: '{host}.client', apiPackage: '{host}.client.api', modelPackage: '{host}.client.model', artifactId: '{host}-client', groupId: 'example' } },
  rust: { language: 'rust', additionalProperties: { packageName: '{host}_client' } },
};

/**
 * Default-options runs that are not made, and why: a defect of the generator that no exact shape of the bundle
 * avoids, in code a client does not use (README).
 */
const KNOWN_DEFAULT_FAILURES = {
  'python checkout':
    'openapi-generator python writes the webhooks as calls under its defaults, and a webhook whose body is a free-form object (connector) gets a parameter without a type (`request_body: ,`, a SyntaxError in callbacks_api.py), whether the schema is a $ref or written in place; with the README\'s apis filter no webhook is written',
};

/** The generators outside openapi-generator, and their language. */
const otherGenerators = { 'openapi-python-client': 'python', 'oapi-codegen': 'go', 'hey-api': 'typescript', orval: 'typescript' };

export const LANGUAGES = ['typescript', 'python', 'go', 'java', 'rust'];

const args = process.argv.slice(2);
const option = (name) => {
  const i = args.indexOf(name);
  return i >= 0 ? args[i + 1] : undefined;
};

async function main() {
  // --spec <dir>: the bundles of another copy of spec/ (a change tried before it is made), built into a temporary directory.
  const specCopy = option('--spec');
  const model = specCopy ? await bundlesOf(path.resolve(specCopy)) : loadModel();
  const only = option('--only')?.split(',');
  const hosts = model.hosts.filter((h) => !option('--host') || h.name === option('--host'));
  const languageOf = (g) => openapiGenerators[g]?.language ?? otherGenerators[g] ?? g;
  const wanted = (g) => !only || only.includes(g) || only.includes(languageOf(g));
  const withDefaults = !args.includes('--no-defaults');
  fs.rmSync(out, { recursive: true, force: true });
  fs.mkdirSync(out, { recursive: true });

  const checks = [];
  const skipped = [];
  /** One check: `fn` returns a detail line or throws; the failure line names generator, bundle and first error. */
  const check = async ({ name, language, generator, host }, fn) => {
    const started = Date.now();
    try {
      const detail = await fn();
      checks.push({ name, language, generator, host: host?.name, ok: true, seconds: (Date.now() - started) / 1000, detail });
      console.log(`ok    ${name}${detail ? `: ${detail}` : ''}`);
    } catch (err) {
      const message = String(err.message ?? err);
      const first = String(err.first ?? firstError(message)).slice(0, 400);
      const bundle = host && (host.bundled.startsWith(root) ? path.relative(root, host.bundled) : host.bundled);
      const where = [generator, bundle].filter(Boolean).join(' on ');
      const line = `${where ? `${where}: ` : ''}${first}`;
      checks.push({ name, language, generator, host: host?.name, ok: false, seconds: (Date.now() - started) / 1000, error: line, output: message });
      console.log(`FAIL  ${name}: ${line}`);
      if (process.env.GENERATORS_VERBOSE) console.log(`      ${message.split('\n').slice(0, 40).join('\n      ')}`);
    }
  };

  // ---- openapi-generator: one JVM for every language, host and options set
  const gens = Object.keys(openapiGenerators).filter(wanted);
  for (const g of gens) {
    const { language } = openapiGenerators[g];
    // One JVM per generator (its configs for every host, README options and defaults, run in parallel by `batch`):
    // a generator that fails names itself.
    let generated = false;
    await check({ name: `openapi-generator ${OPENAPI_GENERATOR_VERSION} ${g}: generate for ${hosts.map((h) => h.name).join(', ')}${withDefaults ? ' (README options and defaults)' : ''}`, language, generator: `openapi-generator ${g}` }, async () => {
      const jar = await openapiGeneratorJar();
      await runOpenapiGenerator(jar, hosts, [g], withDefaults);
      generated = true;
    });
    {
      for (const host of hosts) {
        for (const variant of withDefaults ? ['readme', 'defaults'] : ['readme']) {
          const dir = path.join(out, host.name, variant === 'readme' ? g : `${g}-defaults`);
          const name = `${host.name} ${g}${variant === 'defaults' ? ' (default options)' : ''}`;
          const known = variant === 'defaults' && KNOWN_DEFAULT_FAILURES[`${g} ${host.name}`];
          if (known) {
            skipped.push({ name, reason: known });
            console.log(`skip  ${name}: ${known}`);
            continue;
          }
          await check({ name, language, generator: `openapi-generator ${g}${variant === 'defaults' ? ' (default options)' : ''}`, host }, async () => {
            if (!generated || !fs.existsSync(dir)) throw new Error(`openapi-generator wrote no ${path.relative(root, dir)}: ${generatorLog(host, g, variant)}`);
            const ops = variant === 'readme' ? `${operationsFound(host, dir, language)} operation(s), ` : '';
            return ops + (await compile[language](dir, { host, variant, generator: g }));
          });
        }
      }
    }
  }

  // ---- the others
  for (const host of hosts) {
    if (wanted('openapi-python-client')) {
      await check({ name: `${host.name} openapi-python-client`, language: 'python', generator: 'openapi-python-client', host }, async () => {
        const dir = path.join(out, host.name, 'openapi-python-client');
        await openapiPythonClient(host, dir);
        return `${operationsFound(host, dir, 'python')} operation(s), ${await compile.python(dir, { host, package: pyPackage(host) })}`;
      });
    }
    if (wanted('oapi-codegen')) {
      for (const variant of withDefaults ? ['readme', 'defaults'] : ['readme']) {
        await check({ name: `${host.name} oapi-codegen${variant === 'defaults' ? ' (default options)' : ''}`, language: 'go', generator: `oapi-codegen ${OAPI_CODEGEN_VERSION}${variant === 'defaults' ? ' (default options)' : ''}`, host }, async () => {
          const dir = path.join(out, host.name, variant === 'readme' ? 'oapi-codegen' : 'oapi-codegen-defaults');
          await oapiCodegen(host, dir, variant);
          const ops = variant === 'readme' ? `${operationsFound(host, dir, 'oapi-codegen')} operation(s), ` : '';
          return ops + (await compile.go(dir));
        });
      }
    }
    if (wanted('hey-api')) {
      await check({ name: `${host.name} @hey-api/openapi-ts`, language: 'typescript', generator: '@hey-api/openapi-ts', host }, async () => {
        const dir = path.join(out, host.name, 'hey-api');
        await run(bin('openapi-ts'), ['-i', host.bundled, '-o', dir]);
        return `${operationsFound(host, dir, 'typescript')} operation(s), ${await compile.typescript(dir, { entry: 'index.ts' })}`;
      });
    }
    if (wanted('orval')) {
      await check({ name: `${host.name} orval`, language: 'typescript', generator: 'orval', host }, async () => {
        const dir = path.join(out, host.name, 'orval');
        await run(bin('orval'), ['-i', host.bundled, '-o', path.join(dir, 'api.ts'), '--client', 'fetch', '--mode', 'single']);
        return `${operationsFound(host, dir, 'typescript')} operation(s), ${await compile.typescript(dir, { entry: 'api.ts' })}`;
      });
    }
  }

  // ---- per language, one client: the bytes on the wire and the sandbox's answers to a CAPTURE
  await clientChecks({ model, hosts, wanted, check, checks });

  const passed = checks.filter((c) => c.ok).length;
  const failed = checks.length - passed;
  const languages = {};
  for (const c of checks) languages[c.language] = Math.round(((languages[c.language] ?? 0) + c.seconds) * 10) / 10;
  fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
  fs.writeFileSync(path.join(root, 'reports', 'generators.json'), `${JSON.stringify({ passed, failed, languages, checks, skipped }, null, 2)}\n`);
  console.log(`generators: seconds per language: ${Object.entries(languages).map(([l, s]) => `${l} ${s} s`).join(', ')}`);
  console.log(`generators: ${passed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
}

/** The model of a copy of spec/, its bundles written where the checks read them (host.bundled, in a temporary directory). */
async function bundlesOf(specDir) {
  const generatedDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generators-bundles-'));
  const model = await bundleModel({ specDir, generatedDir });
  for (const host of model.hosts) {
    fs.mkdirSync(path.dirname(host.bundled), { recursive: true });
    fs.writeFileSync(host.bundled, `${JSON.stringify(host.document, null, 2)}\n`);
  }
  return model;
}

// ---- running tools -------------------------------------------------------------------------------------

export async function run(cmd, argv, opts = {}) {
  const r = await execa(cmd, argv, { reject: false, all: true, ...opts });
  if (r.exitCode !== 0) {
    const err = new Error(`${path.basename(cmd)} ${argv.join(' ')} exited ${r.failed && r.exitCode === undefined ? `(${r.shortMessage})` : r.exitCode}:\n${tail(r.all)}`);
    err.first = firstError(r.all ?? r.shortMessage ?? '');
    throw err;
  }
  return r;
}

const tail = (text = '', n = 60) => text.split('\n').filter(Boolean).slice(-n).join('\n');

/** The first compiler error of a tool's output: tsc, go, javac (through mvn), cargo, python, or the first line. */
export function firstError(text = '') {
  const patterns = [
    /^(.+\(\d+,\d+\): error TS\d+: .*)$/m, // tsc
    /^(\S+\.go:\d+:\d+: .*)$/m, // go build / vet
    /^\[ERROR\] (\S+\.java:\[\d+,\d+\] .*)$/m, // javac through maven
    /^(\[ERROR\] Failed to execute goal .*)$/m,
  ];
  for (const p of patterns) {
    const m = p.exec(text);
    if (m) return m[1].replace(`${out}/`, '');
  }
  const cargo = /^(error(?:\[E\d+\])?: .*)\n\s*--> (\S+)/m.exec(text);
  if (cargo) return `${cargo[2]}: ${cargo[1]}`;
  const python = text.split('\n').reverse().find((l) => /^\w*(Error|Exception)\b.*:/.test(l.trim()));
  if (python) return python.trim();
  const generator = /^(.*(?:Exception|ERROR|Error:).*)$/m.exec(text);
  if (generator) return generator[1].trim();
  return text.split('\n').find((l) => l.trim())?.trim() ?? 'failed';
}


const mavenArgs = () => (process.env.MAVEN_REPO_LOCAL ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`] : []);

/** One JVM for every host, language and options set: openapi-generator's `batch` command. */
async function runOpenapiGenerator(jar, hosts, gens, withDefaults) {
  const configs = [];
  for (const host of hosts) {
    for (const g of gens) {
      const { additionalProperties = {}, library, config: options = {} } = openapiGenerators[g];
      const fill = (v) => (typeof v === 'string' ? v.replaceAll('{host}', host.name.replace(/-/g, '_')) : v);
      const readme = {
        generatorName: g,
        ...(library ? { library } : {}),
        ...Object.fromEntries(Object.entries(options).map(([k, v]) => [k, fill(v)])),
        inputSpec: host.bundled,
        outputDir: path.join(out, host.name, g),
        additionalProperties: Object.fromEntries(Object.entries(additionalProperties).map(([k, v]) => [k, fill(v)])),
        // A client makes the calls of `paths`; the `webhooks` are calls the merchant receives. The `apis` global
        // property names the API classes to write: the tags of the path operations, as the generators spell them.
        globalProperties: { apis: clientApis(host), models: '', supportingFiles: '' },
      };
      const variants = [['readme', readme]];
      if (withDefaults) variants.push(['defaults', { generatorName: g, inputSpec: host.bundled, outputDir: path.join(out, host.name, `${g}-defaults`) }]);
      for (const [variant, config] of variants) {
        const file = path.join(out, `${host.name}.${g}.${variant}.json`);
        fs.writeFileSync(file, JSON.stringify(config, null, 2));
        configs.push(file);
      }
    }
  }
  const jvm = openapiGeneratorJvm(jar, []);
  const r = await execa('java', [...jvm.args, '-jar', jar, 'batch', ...configs], { reject: false, all: true });
  jvm.finish(r.exitCode === 0);
  fs.appendFileSync(path.join(out, 'openapi-generator.log'), r.all ?? '');
  if (r.exitCode !== 0) {
    const err = new Error(`openapi-generator batch exited ${r.exitCode}:\n${tail(r.all)}`);
    err.first = firstError((r.all ?? '').split('\n').filter((l) => /Exception|ERROR|rror:/.test(l)).join('\n') || r.all);
    throw err;
  }
}

/** What openapi-generator's log says about one config (for a generation that wrote nothing). */
function generatorLog(host, g, variant) {
  const log = fs.existsSync(path.join(out, 'openapi-generator.log')) ? fs.readFileSync(path.join(out, 'openapi-generator.log'), 'utf8') : '';
  const lines = log.split('\n').filter((l) => l.includes(`${host.name}.${g}.${variant}`) || /Exception/.test(l));
  return lines.slice(0, 5).join('\n') || 'see .generators/openapi-generator.log';
}

/**
 * The API classes of a host's path operations, for openapi-generator's `apis` filter: each tag as the
 * generators spell it (typescript-fetch, go, java and rust camelize it, `S2S CARD` -> S2SCARD; python keeps it
 * with underscores, `Hosted_Payment_Fields`). A spelling no generator uses matches nothing; `operationsFound`
 * checks that every path operation was written.
 */
export function clientApis(host) {
  const tags = new Set(host.operations.flatMap((o) => o.op.tags ?? ['default']));
  const spellings = [...tags].flatMap((t) => {
    const words = t.split(/[^A-Za-z0-9]+/).filter(Boolean);
    const cap = (w) => w[0].toUpperCase() + w.slice(1);
    // S2S CARD: S2S_CARD (python), S2SCARD (typescript-fetch, go), S2SCard (java), S2sCard (rust).
    return [words.join('_'), words.map(cap).join(''), words.map((w) => (/\d/.test(w) ? w : cap(w.toLowerCase()))).join(''), words.map((w) => cap(w.toLowerCase())).join('')];
  });
  return [...new Set(spellings)].join(',');
}

// ---- every path operation, no webhook ------------------------------------------------------------------

/** Source files of a language, and how a client method for an operation id is declared in them. */
const declarations = {
  typescript: { exts: ['.ts'], method: (id) => new RegExp(`\\basync\\s+${id}(Raw)?\\s*\\(|\\bconst\\s+${id}\\s*=|\\bexport\\s+(const|function)\\s+${id}\\b`, 'i') },
  // openapi-generator: `def create_session(`; openapi-python-client: a module api/<tag>/post_s2_s_card.py per operation.
  python: { exts: ['.py'], method: (id) => new RegExp(`\\bdef\\s+${loose(id)}\\s*\\(|/api/\\w+/${loose(id)}\\.py$`, 'm') },
  go: { exts: ['.go'], method: (id) => new RegExp(`^func\\s*\\([^)]*\\)\\s*${id}\\s*\\(`, 'mi') },
  // oapi-codegen: the methods of Client (and ClientWithResponses); its WebhookInitiator sends webhooks, it does not call the gateway.
  'oapi-codegen': { exts: ['.go'], method: (id) => new RegExp(`^func\\s*\\(c \\*Client(WithResponses)?\\)\\s*${id}(With\\w*)?\\s*\\(`, 'mi') },
  java: { exts: ['.java'], method: (id) => new RegExp(`^\\s*public\\s+[\\w<>\\[\\], ?]+\\s+${id}\\s*\\(`, 'mi') },
  rust: { exts: ['.rs'], method: (id) => new RegExp(`\\bpub\\s+(async\\s+)?fn\\s+${loose(id)}\\s*[<(]`, 'm') },
};

/** An operation id in snake case as generators split it (postS2sCard: post_s2s_card, post_s2_s_card). */
const loose = (id) => [...id.toLowerCase()].join('_?');

/** Every path operation of the host, by operationId, has a client method; no webhook has one. */
export function operationsFound(host, dir, language) {
  const { exts, method } = declarations[language];
  const files = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(e.parentPath ?? e.path, e.name);
    if (e.isFile() && exts.some((x) => e.name.endsWith(x)) && !/(^|\/)(tests?|docs)\//.test(path.relative(dir, file))) files.push(file);
  }
  const texts = files.map((f) => `${fs.readFileSync(f, 'utf8')}\n${f}`);
  const has = (id) => texts.some((t) => method(id).test(t));
  const missing = host.operations.filter((o) => o.operationId && !has(o.operationId)).map((o) => o.operationId);
  if (missing.length) throw Object.assign(new Error(`operations missing from the generated client: ${missing.join(', ')}`), { first: `no client method for ${missing.join(', ')}` });
  const webhooks = host.webhooks.filter((o) => o.operationId && has(o.operationId)).map((o) => o.operationId);
  if (webhooks.length) throw Object.assign(new Error(`webhooks generated as client calls: ${webhooks.join(', ')}`), { first: `webhooks generated as client calls: ${webhooks.join(', ')}` });
  return host.operations.length;
}

// ---- compiling -----------------------------------------------------------------------------------------

export const compile = {
  async typescript(dir, { entry = 'index.ts' } = {}) {
    await run(bin('tsc'), [...TSC_STRICT, entry], { cwd: dir });
    return `tsc --strict: ${countFiles(dir, '.ts')} .ts files`;
  },

  /** Every module of the package imports (which compiles it). */
  async python(dir, { host, variant, package: pkg } = {}) {
    await setupPython(() => {});
    pkg ??= variant === 'defaults' ? 'openapi_client' : `${host.name.replace(/-/g, '_')}_client`;
    const code = `import importlib, pkgutil, ${pkg}\nn = 0\nfor m in pkgutil.walk_packages(${pkg}.__path__, '${pkg}.'):\n    importlib.import_module(m.name); n += 1\nprint(n)`;
    const r = await run(pythonBin, ['-c', code], { cwd: dir, env: { PYTHONPATH: dir } });
    return `${r.stdout.trim()} modules of ${pkg} import`;
  },

  async go(dir) {
    await run('go', ['mod', 'tidy'], { cwd: dir, env: GO_ENV });
    await run('go', ['build', './...'], { cwd: dir, env: GO_ENV });
    await run('go', ['vet', '.'], { cwd: dir, env: GO_ENV });
    return `go build + vet: ${countFiles(dir, '.go')} .go files`;
  },

  async java(dir) {
    await run('mvn', ['-q', '-B', 'compile', ...mavenArgs()], { cwd: dir });
    return `mvn compile: ${countFiles(dir, '.java')} .java files`;
  },

  async rust(dir) {
    await requireCargo();
    await run('cargo', ['check', '--quiet'], { cwd: dir, env: { CARGO_TARGET_DIR: cargoTarget } });
    return `cargo check: ${countFiles(dir, '.rs')} .rs files`;
  },
};

export async function requireCargo() {
  const cargo = await execa('cargo', ['--version'], { reject: false });
  if (cargo.failed) throw Object.assign(new Error('cargo was not found: install Rust (rustup, or Debian: apt-get install cargo)'), { first: 'cargo was not found' });
}

function countFiles(dir, ext) {
  let n = 0;
  for (const e of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) if (e.isFile() && e.name.endsWith(ext)) n++;
  return n;
}

// ---- openapi-python-client and oapi-codegen --------------------------------------------------------------

export const pyPackage = (host) => `${host.name.replace(/-/g, '_')}_client`;

/** openapi-python-client from .venv (scripts/cli/requirements.txt), package named after the host. */
async function openapiPythonClient(host, dir) {
  await setupPython(() => {});
  const config = path.join(out, `${host.name}.openapi-python-client.yaml`);
  fs.writeFileSync(config, `project_name_override: ${host.name}-client\npackage_name_override: ${pyPackage(host)}\n`);
  const r = await run(openapiPythonClientBin, ['generate', '--path', host.bundled, '--output-path', dir, '--config', config, '--overwrite'], { env: { PATH: `${path.join(venv, 'bin')}:${process.env.PATH}` } });
  // It goes on past a schema it cannot read, dropping the schema: that is a failure here.
  const dropped = /Unable to process schema (\S+):\s*\n\s*\n?(.*)/.exec(r.all ?? '');
  if (dropped) throw Object.assign(new Error(r.all), { first: `dropped ${dropped[1]}: ${dropped[2].trim()}` });
  fs.writeFileSync(path.join(dir, 'generate.log'), r.all ?? '');
  return dir;
}


/**
 * oapi-codegen into a Go module of its own. README: `-generate types,client -package <host>`; defaults:
 * `-package <host>` alone (types, client, an Echo server and the embedded spec).
 */
async function oapiCodegen(host, dir, variant) {
  const exe = await oapiCodegenBin();
  const pkg = host.name.replace(/-/g, '');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'go.mod'), `module example.com/${pkg}\n\ngo 1.22\n`);
  await run(exe, [...(variant === 'readme' ? ['-generate', 'types,client'] : []), '-package', pkg, '-o', path.join(dir, 'client.gen.go'), host.bundled]);
}

/** --install: the generators `npm run build`'s language-client stages run, installed where missing (once per machine). */
async function install() {
  await setupPython((line) => console.log(`[generators] ${line}`));
  console.log(`[generators] openapi-python-client: ${path.relative(root, openapiPythonClientBin)}`);
  console.log(`[generators] openapi-generator-cli ${OPENAPI_GENERATOR_VERSION}: ${await openapiGeneratorJar()}`);
  console.log(`[generators] oapi-codegen ${OAPI_CODEGEN_VERSION}: ${path.relative(root, await oapiCodegenBin())}`);
}

(args.includes('--install') ? install() : main()).catch((err) => {
  console.error(`[generators] FAILED: ${err.message ?? err}`);
  process.exit(1);
});
