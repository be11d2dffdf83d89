// The request collections of generated/collections/ (scripts/generate/collections.mjs), run by their own tools, the
// CLIs pinned in package.json (@usebruno/cli's `bru`, `httpyac`): every reference request against the suite's mock
// (each asserts 200 and no error body), and the chained flow of each host against a sandbox started here, the
// password given only as GATEWAY_PASSWORD and the URLs per run (bru --env-var, httpyac --var); a deliberately wrong
// expectation makes each CLI exit non-zero. Also, without the CLIs: the signing scripts (Bruno's collection
// script with the crypto-js Bruno ships, the .http files' sign.cjs) reproduce every vector of
// generated/hash/vectors.json; one request per operation and action branch in each format, each naming its
// recipe of generated/hash/recipes.json where one applies; environments on the mock's and the sandbox's ports
// with the sandbox's default merchant's keys; no password in any file; the flows' states are the sandbox's
// transition table's and their refusals the catalogue's rows; the committed files are what the stage writes.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockUrls } from '../support/mock.ts';
import { FORM, generatedDir, loadModel, root } from '../../packages/contract/index.mjs';
import { FLOWS as flows, PASSWORD_VARIABLE, collectionFiles } from '../../scripts/generate/collections.mjs';
import { DEFAULT_PORTS } from '../../packages/sandbox/server.mjs';
import { DEFAULT_MERCHANT } from '../../packages/sandbox/config.mjs';
import { step } from '../../packages/sandbox/engine.mjs';
import { removeTempDirs, startSandbox, tempDir } from '../support/sandbox.ts';

const model = loadModel();
/** The flows of the stage, by host name. */
const FLOWS = flows as Record<string, { title: string; steps: any[] }>;
const dir = path.join(generatedDir, 'collections');
const bruno = path.join(dir, 'bruno');
const http = path.join(dir, 'http');
const read = (...p: string[]) => fs.readFileSync(path.join(dir, ...p), 'utf8');
const recipes = JSON.parse(fs.readFileSync(path.join(generatedDir, 'hash', 'recipes.json'), 'utf8'));
const vectors = JSON.parse(fs.readFileSync(path.join(generatedDir, 'hash', 'vectors.json'), 'utf8'));
const password: string = DEFAULT_MERCHANT.password;
const require = createRequire(import.meta.url);

/** The requests the model calls for, per host: an operation's id, or the action of a form branch. */
const expectedNames = (hostName: string) => model.host(hostName).elements.map((e: any) => e.value ?? e.operation.operationId);
const elementOf = (hostName: string, name: string) => model.host(hostName).elements.find((e: any) => (e.value ?? e.operation.operationId) === name);
/** The recipe of an element in recipes.json, by host, method, path and action. */
const recipeOf = (e: any) =>
  recipes.recipes.find((r: any) => r.host.name === e.operation.host.name && r.method === e.operation.method.toUpperCase() && r.path === e.operation.path && (r.action?.value ?? null) === (e.discriminator ? e.value : null));

// ---------------------------------------------------------------------------------------------------------
// Reading the two formats

type Bru = Record<string, string>;
/** A .bru file's blocks, by name: each block's text with its two-space indent removed. */
function parseBru(text: string): Bru {
  const out: Bru = {};
  for (const m of text.matchAll(/^([a-z][a-z:-]*) \{\n([\s\S]*?)\n\}$/gm)) out[m[1]] = m[2].split('\n').map((l) => l.replace(/^ {2}/, '')).join('\n');
  return out;
}
/** A dictionary block (meta, vars, headers, body:form-urlencoded) as key -> value. */
const dictionary = (block = ''): Record<string, string> => Object.fromEntries(block.split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));

/** The requests of a Bruno folder, by seq: name, method, url, body (as the script sees it), recipe, assertions. */
function bruFolder(...p: string[]) {
  const base = path.join(bruno, ...p);
  return fs
    .readdirSync(base)
    .filter((f) => f.endsWith('.bru') && f !== 'folder.bru')
    .map((f) => {
      const bru = parseBru(fs.readFileSync(path.join(base, f), 'utf8'));
      const method = ['get', 'post', 'put', 'patch', 'delete'].find((m) => bru[m])!;
      const mode = dictionary(bru[method]).body;
      const body = mode === 'json' ? JSON.parse(bru['body:json']) : mode === 'formUrlEncoded' ? dictionary(bru['body:form-urlencoded']) : undefined;
      return { file: f, name: dictionary(bru.meta).name, seq: Number(dictionary(bru.meta).seq), method, url: dictionary(bru[method]).url, body, recipe: dictionary(bru['vars:pre-request']).recipe, asserts: bru.assert ?? '', bru };
    })
    .sort((a, b) => a.seq - b.seq);
}

/** The requests of a .http file: name, recipe, request line, headers, body (parsed), assertions. */
function httpFile(name: string) {
  const [head, ...blocks] = read('http', name).split(/^### /m);
  const requests = blocks.map((block) => {
    const lines = block.replace(/\n+$/, '').split('\n');
    const meta = Object.fromEntries(lines.filter((l) => l.startsWith('# @')).map((l) => [l.slice(3).split(' ')[0], l.slice(3).split(' ').slice(1).join(' ')]));
    const start = lines.findIndex((l) => /^[A-Z]+ \S+$/.test(l));
    const [method, url] = lines[start].split(' ');
    const blank = lines.indexOf('', start);
    const headers = Object.fromEntries(lines.slice(start + 1, blank < 0 ? undefined : blank).map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1).trim()]));
    const text = blank < 0 || !headers['Content-Type'] ? undefined : lines[blank + 1] === '{' ? lines.slice(blank + 1, lines.indexOf('}', blank + 1) + 1).join('\n') : lines[blank + 1];
    const body = text === undefined ? undefined : headers['Content-Type'] === FORM ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
    return { name: meta.name, recipe: meta.recipe, method, url, headers, body, comments: lines.filter((l) => l.startsWith('# ')).join('\n'), asserts: lines.filter((l) => l.startsWith('?? ')) };
  });
  return { head, requests };
}

// ---------------------------------------------------------------------------------------------------------
// Running the CLIs

type Run = { code: number | null; out: string };
/** Runs a CLI of node_modules/.bin; resolves with its exit code and output (stdout and stderr), never rejects. */
const run = (cli: string, args: string[], cwd: string, env: Record<string, string | undefined> = { [PASSWORD_VARIABLE]: password }) =>
  new Promise<Run>((resolve) => {
    const childEnv: Record<string, string | undefined> = { ...process.env, NO_COLOR: '1', FORCE_COLOR: '0', ...env };
    for (const [k, v] of Object.entries(childEnv)) if (v === undefined) delete childEnv[k];
    execFile(path.join(root, 'node_modules', '.bin', cli), args, { cwd, env: childEnv as NodeJS.ProcessEnv, timeout: 120_000, maxBuffer: 32 * 1024 * 1024 }, (err, stdout, stderr) =>
      resolve({ code: err ? ((err as any).code ?? null) : 0, out: `${stdout}\n${stderr}` }),
    );
  });
/** bru's variables for a run: each host's URL. */
const bruVars = (urls: Record<string, string>) => model.hosts.flatMap((h: any) => ['--env-var', `${h.server.variable}=${urls[h.name]}`]);
/** httpyac's. */
const httpVars = (urls: Record<string, string>) => ['--var', ...model.hosts.map((h: any) => `${h.server.variable}=${urls[h.name]}`)];

/** bru's JSON report: every request's name, status and assertion results. */
function bruReport(file: string) {
  const [iteration] = JSON.parse(fs.readFileSync(file, 'utf8'));
  return { summary: iteration.summary, results: iteration.results.map((r: any) => ({ name: r.name, status: r.response?.status, error: r.error, asserts: r.assertionResults.map((a: any) => `${a.lhsExpr} ${a.rhsExpr}: ${a.status}`) })) };
}
/** httpyac's JSON output (--json). */
function httpyacReport(out: string) {
  const json = JSON.parse(out.slice(out.indexOf('{'), out.lastIndexOf('}') + 1));
  return { summary: json.summary, results: json.requests.map((r: any) => ({ name: r.name, status: r.response?.statusCode, tests: r.testResults.map((t: any) => `${t.message}: ${t.status}`) })) };
}

const referenceCount = model.elements.length;
const flowSteps = model.hosts.flatMap((h: any) => FLOWS[h.name].steps.map((s: any) => `${h.name} ${s.name}`));
/** Where the CLIs write their JSON reports (a temp dir, made before the CLI tests, removed after them). */
let reports: string;

describe('the collection CLIs', () => {
  // The sandbox starts (its store takes seconds) while the first test runs the CLIs against the mock.
  let starting: ReturnType<typeof startSandbox>;
  beforeAll(() => {
    reports = tempDir('collections-reports-');
    const { environment, merchant_key, client_key } = DEFAULT_MERCHANT;
    starting = startSandbox({ config: { merchants: [{ environment, merchant_key, client_key, password }] } });
    starting.catch(() => {});
  });
  afterAll(async () => {
    await (await starting.catch(() => undefined))?.close();
    removeTempDirs();
  });

  it("send every reference request to the suite's mock, signed at send time, and each passes its assertions", { timeout: 120_000 }, async () => {
    const urls = await mockUrls();
    const [bru, yac] = await Promise.all([
      // Bruno's developer sandbox here (Node's vm, crypto-js from node_modules, and quicker); the flows below run in
      // its default safe mode (QuickJS), where the sandbox checks each hash.
      run('bru', ['run', ...model.hosts.map((h: any) => h.name), '-r', '--env', 'mock', ...bruVars(urls), '--sandbox', 'developer', '--reporter-json', path.join(reports, 'mock.json')], bruno),
      run('httpyac', ['send', ...model.hosts.map((h: any) => `${h.name}.http`), '--all', '-e', 'mock', ...httpVars(urls), '--json'], http),
    ]);
    expect(bru.code, bru.out).toBe(0);
    const b = bruReport(path.join(reports, 'mock.json'));
    expect(b.results.map((r: any) => r.name)).toEqual(model.hosts.flatMap((h: any) => expectedNames(h.name)));
    expect(b.summary).toMatchObject({ totalRequests: referenceCount, passedRequests: referenceCount, totalAssertions: 2 * referenceCount, passedAssertions: 2 * referenceCount });
    expect(yac.code, yac.out).toBe(0);
    const y = httpyacReport(yac.out);
    expect(y.results.map((r: any) => r.name)).toEqual(model.hosts.flatMap((h: any) => expectedNames(h.name)));
    expect(y.summary).toMatchObject({ totalRequests: referenceCount, successRequests: referenceCount, totalTests: 2 * referenceCount, successTests: 2 * referenceCount });
    // The password is in no output or report (the hash is).
    for (const text of [bru.out, yac.out, fs.readFileSync(path.join(reports, 'mock.json'), 'utf8')]) expect(text).not.toContain(password);
  });

  it('run the flow of each host against a sandbox: session, headless payment, capture, status, second capture 208003; schedules; payout and CREDITVOID; and exit non-zero for a wrong expectation', { timeout: 120_000 }, async () => {
    const sandbox = await starting;
    // The flows as committed, in a copy outside generated/ with one step added at the end of the checkout flow: a
    // third capture that expects another code (the sandbox answers 208003 again). Each CLI must pass every step and
    // expectation of the committed flows, fail exactly the added one, and exit non-zero for it: one run each
    // instead of a run of the flows and another of a changed copy.
    const copy = tempDir('collections-seeded-');
    fs.cpSync(dir, copy, { recursive: true });
    const [last] = FLOWS.checkout.steps.slice(-1);
    // The code of the catalogue row the last step expects (capture-not-pending), and another that it is not.
    const code = model.error(last.expect[0].error).code;
    const wrong = code + 1;
    const bruLast = path.join(copy, 'bruno', 'flows', 'checkout', `${last.name}.bru`);
    const committed = fs.readFileSync(bruLast, 'utf8');
    expect(committed).toContain(`res.body.error_code: eq ${code}`);
    const seq = Math.max(...bruFolder('flows', 'checkout').map((r) => r.seq)) + 1;
    fs.writeFileSync(path.join(path.dirname(bruLast), `${SEEDED}.bru`), committed.replace(`name: ${last.name}`, `name: ${SEEDED}`).replace(/seq: \d+/, `seq: ${seq}`).replace(`res.body.error_code: eq ${code}`, `res.body.error_code: eq ${wrong}`));
    const httpFlow = path.join(copy, 'http', 'checkout.flow.http');
    const flow = fs.readFileSync(httpFlow, 'utf8');
    const lastBlock = flow.slice(flow.lastIndexOf(`### ${last.name}\n`));
    expect(lastBlock).toContain(`?? js response.parsedBody.error_code == ${code}`);
    fs.writeFileSync(httpFlow, `${flow.replace(/\n*$/, '\n\n')}${lastBlock.replaceAll(last.name, SEEDED).replace(`error_code == ${code}`, `error_code == ${wrong}`)}`);
    const [bru, yac] = await Promise.all([
      run('bru', ['run', 'flows', '-r', '--env', 'sandbox', ...bruVars(sandbox.urls), '--reporter-json', path.join(reports, 'flows.json')], path.join(copy, 'bruno')),
      run('httpyac', ['send', ...model.hosts.map((h: any) => `${h.name}.flow.http`), '--all', '-e', 'sandbox', ...httpVars(sandbox.urls), '--json'], path.join(copy, 'http')),
    ]);
    const steps = seededSteps();
    expect(bru.code, bru.out).not.toBe(0);
    const b = bruReport(path.join(reports, 'flows.json'));
    expect(b.results.map((r: any) => r.name)).toEqual(steps.map((s: string) => s.split(' ')[1]));
    for (const r of b.results) expect(r.asserts.length, JSON.stringify(r)).toBeGreaterThan(0);
    // Only the added expectation fails: the run is real up to it and past it.
    expect(b.results.flatMap((r: any) => r.asserts.filter((a: string) => !a.endsWith(': pass')))).toEqual([`res.body.error_code eq ${wrong}: fail`]);
    expect(b.summary).toMatchObject({ totalRequests: steps.length, passedRequests: steps.length - 1, failedAssertions: 1 });
    expect(b.results.map((r: any) => r.status)).toEqual(expectedStatuses());
    expect(yac.code, yac.out).not.toBe(0);
    const y = httpyacReport(yac.out);
    expect(y.results.map((r: any) => r.name)).toEqual(steps.map((s: string) => s.split(' ')[1]));
    expect(y.results.flatMap((r: any) => r.tests.filter((t: string) => !t.endsWith(': SUCCESS')))).toEqual([`response.parsedBody.error_code == ${wrong}: FAILED`]);
    expect(y.summary).toMatchObject({ totalRequests: steps.length, successRequests: steps.length - 1, failedTests: 1, erroredTests: 0 });
    expect(y.results.map((r: any) => r.status)).toEqual(expectedStatuses());
    for (const text of [bru.out, yac.out, fs.readFileSync(path.join(reports, 'flows.json'), 'utf8')]) expect(text).not.toContain(password);
  });

  it('exit non-zero when the password is missing', { timeout: 120_000 }, async () => {
    const sandbox = await starting;
    const noPassword = await run('httpyac', ['send', 'checkout.flow.http', '--all', '-e', 'sandbox', ...httpVars(sandbox.urls)], http, { [PASSWORD_VARIABLE]: undefined });
    expect(noPassword.code, noPassword.out).not.toBe(0);
    expect(noPassword.out).toContain(`set the environment variable ${PASSWORD_VARIABLE}`);
  });
});

/** The name of the step the flows test adds to the checkout flow, with a wrong expectation. */
const SEEDED = 'capture_seeded';
/** The flows' steps with the added one after checkout's last step. */
const seededSteps = () => flowSteps.flatMap((s: string) => (s === `checkout ${FLOWS.checkout.steps.at(-1).name}` ? [s, `checkout ${SEEDED}`] : [s]));

/** The statuses the flows expect, step by step (each step's first expectation), the added step's after checkout's last. */
function expectedStatuses() {
  const status = (s: any) => (s.expect[0].error ? model.error(s.expect[0].error).status : s.expect[0].value);
  return model.hosts.flatMap((h: any) => FLOWS[h.name].steps.flatMap((s: any) => (s === FLOWS.checkout.steps.at(-1) ? [status(s), status(s)] : [status(s)])));
}

// ---------------------------------------------------------------------------------------------------------
// The signing scripts, against the vectors

/** Runs collection.bru's pre-request script as Bruno does before it interpolates: the runtime variables it sets, its warnings. */
function runBrunoScript(recipe: string | undefined, body: unknown, processEnv: Record<string, string>) {
  const script = parseBru(read('bruno', 'collection.bru'))['script:pre-request'];
  const runtime: Record<string, string> = {};
  const warnings: string[] = [];
  const bru = {
    getVar: (n: string) => runtime[n],
    setVar: (n: string, v: string) => (runtime[n] = v),
    getRequestVar: (n: string) => (n === 'recipe' ? recipe : undefined),
    getProcessEnv: (n: string) => processEnv[n],
    interpolate: (s: string) => s,
  };
  const req = { getBody: () => body };
  // crypto-js: the library Bruno ships (a dependency of @usebruno/cli), the only module the script requires.
  const requireInScript = (m: string) => {
    if (m !== 'crypto-js') throw new Error(`the script requires ${m}, which is not one of Bruno's built-in libraries`);
    return require('crypto-js');
  };
  vm.runInNewContext(script, { bru, req, require: requireInScript, console: { warn: (s: string) => warnings.push(s), log: () => {} } });
  return { runtime, warnings };
}
const sign = require(path.join(http, 'sign.cjs'));

describe('the signing scripts reproduce generated/hash/vectors.json', () => {
  it("Bruno's collection script (crypto-js), every vector, a form as Bruno hands it to scripts", () => {
    for (const v of vectors.vectors) {
      const body = v.fields ? v.fields.map(([name, value]: string[]) => ({ name, value, enabled: true })) : v.body;
      expect(runBrunoScript(v.recipe, body, { [PASSWORD_VARIABLE]: v.password }).runtime.hash, v.id).toBe(v.sha1);
    }
  });

  it('sign.cjs (Node crypto), every vector, from the body as httpyac sends it; the other members unchanged', () => {
    for (const v of vectors.vectors) {
      const request = { body: v.fields ? v.form : JSON.stringify({ ...v.body, hash: '' }) };
      expect(sign.sign(request, v.recipe, { [PASSWORD_VARIABLE]: v.password }), v.id).toBeUndefined();
      if (v.fields) {
        // The form as sent: the members in their order and encoding, hash replaced in place.
        expect(request.body, v.id).toBe(v.form.replace(/(^|&)hash=[^&]*/, `$1hash=${v.sha1}`));
      } else {
        expect(JSON.parse(request.body), v.id).toEqual({ ...v.body, hash: v.sha1 });
      }
    }
  });

  it("a body the recipe's `when` excludes keeps its hash, with the contract's gap; a missing password is an error naming GATEWAY_PASSWORD", () => {
    const excluded = vectors.noRecipe.filter((v: any) => v.kind === 'when-not-met');
    expect(excluded.length).toBeGreaterThan(0);
    for (const v of excluded) {
      const { runtime, warnings } = runBrunoScript(v.place, v.body, { [PASSWORD_VARIABLE]: password });
      expect(runtime.hash, v.id).toBe('');
      expect(warnings.join('\n'), v.id).toContain(v.gap);
      const request = { body: JSON.stringify(v.body) };
      expect(sign.sign(request, v.place, { [PASSWORD_VARIABLE]: password }), v.id).toContain(v.gap);
      expect(JSON.parse(request.body), v.id).toEqual(v.body);
    }
    const v = vectors.vectors[0];
    expect(() => runBrunoScript(v.recipe, v.body ?? [], {})).toThrow(`set the environment variable ${PASSWORD_VARIABLE}`);
    expect(() => sign.sign({ body: JSON.stringify(v.body ?? {}) }, v.recipe, {})).toThrow(`set the environment variable ${PASSWORD_VARIABLE}`);
  });
});

// ---------------------------------------------------------------------------------------------------------
// The files

describe('the collection files', () => {
  it('hold one request per operation and action branch in each format, each naming its recipe where one applies', () => {
    for (const host of model.hosts) {
      const bru = bruFolder(host.name);
      const yac = httpFile(`${host.name}.http`).requests;
      expect(bru.map((r) => r.name)).toEqual(expectedNames(host.name));
      expect(yac.map((r) => r.name)).toEqual(expectedNames(host.name));
      for (const [r, y] of bru.map((r, i) => [r, yac[i]] as const)) {
        const element = elementOf(host.name, r.name);
        const recipe = recipeOf(element);
        expect(r.url).toBe(`{{${host.server.variable}}}${element.operation.path}`);
        expect(y.url).toBe(r.url);
        expect(r.recipe, r.name).toBe(recipe?.id);
        expect(y.recipe, r.name).toBe(recipe?.id);
        if (recipe) {
          expect(r.body.hash, r.name).toBe('{{hash}}');
          expect(y.body.hash, r.name).toBe('');
        } else if (element.signed) {
          // No recipe: the example's own hash, and the docs say why with the element's gap.
          expect(r.body.hash, r.name).toBe(element.examples[0].value.hash);
          expect(r.bru.docs).toContain(element.gap);
          expect(y.comments).toContain(element.gap);
        }
        if (element.keyField) {
          expect(r.body[element.keyField]).toBe(`{{${element.keyField}}}`);
          expect(y.body[element.keyField]).toBe(`{{${element.keyField}}}`);
        }
        expect(r.asserts.split('\n')).toEqual(['res.status: eq 200', 'res.body.result: neq ERROR']);
        expect(y.asserts).toEqual(['?? status == 200', '?? js response.parsedBody.result != ERROR']);
      }
    }
  });

  it("have mock and sandbox environments on their ports with the sandbox's default merchant's keys, and no password anywhere", () => {
    const envs = Object.fromEntries(['mock', 'sandbox'].map((e) => [e, dictionary(parseBru(read('bruno', 'environments', `${e}.bru`)).vars)]));
    const json = JSON.parse(read('http', 'http-client.env.json'));
    expect(Object.keys(json)).toEqual(['mock', 'sandbox']);
    for (const env of ['mock', 'sandbox']) {
      expect(json[env]).toEqual(envs[env]);
      for (const host of model.hosts) expect(envs[env][host.server.variable]).toBe(`http://127.0.0.1:${env === 'mock' ? host.defaultPort : (DEFAULT_PORTS as Record<string, number>)[host.name]}`);
      expect(envs[env]).toMatchObject({ merchant_key: DEFAULT_MERCHANT.merchant_key, client_key: DEFAULT_MERCHANT.client_key });
      expect(Object.keys(envs[env]).some((k) => /password/i.test(k))).toBe(false);
    }
    const files = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[]).filter((d) => d.isFile()).map((d) => path.join(d.parentPath, d.name));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) expect(fs.readFileSync(file, 'utf8'), path.relative(dir, file)).not.toContain(password);
    expect(read('bruno', '.gitignore').split('\n')).toContain('.env');
  });

  it("flows: states are the sandbox's transitions, refusals the catalogue's rows, and each step after the first uses what an earlier one kept", () => {
    for (const host of model.hosts) {
      const steps = FLOWS[host.name].steps;
      for (const s of steps) {
        for (const e of s.expect) {
          if (e.state) expect(step(...(e.state as [string, string, string | null]))?.to, `${host.name} ${s.name}`).toBe(e.value);
          if (e.error) {
            const row = model.error(e.error);
            const bru = bruFolder('flows', host.name).find((r) => r.name === s.name)!;
            const yac = httpFile(`${host.name}.flow.http`).requests.find((r) => r.name === s.name)!;
            expect(bru.asserts).toContain(`res.status: eq ${row.status}`);
            expect(bru.asserts).toContain(`res.body.error_code: eq ${row.code}`);
            expect(yac.asserts).toContain(`?? js response.parsedBody.error_code == ${row.code}`);
          }
        }
      }
      const bru = bruFolder('flows', host.name);
      const yac = httpFile(`${host.name}.flow.http`).requests;
      expect(bru.map((r) => r.name)).toEqual(steps.map((s: any) => s.name));
      expect(yac.map((r) => r.name)).toEqual(steps.map((s: any) => s.name));
      expect(read('http', `${host.name}.flow.http`).split('\n### ').map((b) => b.includes('exports.run_id =')).slice(1)).toEqual(steps.map((_: any, i: number) => i === 0));
      // Each signed step names a recipe of recipes.json, the same in both formats.
      expect(yac.map((r) => r.recipe)).toEqual(bru.map((r) => r.recipe));
      for (const r of bru.filter((x) => x.recipe)) expect(recipes.recipes.map((x: any) => x.id), r.name).toContain(r.recipe);
      // The steps chain: a variable a step uses that no environment gives is one an earlier step kept (or run_id).
      const env = dictionary(parseBru(read('bruno', 'environments', 'sandbox.bru')).vars);
      const kept = new Set(['run_id', 'hash']);
      bru.forEach((r, i) => {
        const text = Object.entries(r.bru).filter(([k]) => k !== 'docs' && k !== 'assert' && !k.startsWith('vars:post') && !k.startsWith('script:post')).map(([, v]) => v).join('\n');
        for (const [, name] of text.matchAll(/\{\{([A-Za-z0-9_]+)\}\}/g)) expect(name in env || kept.has(name), `${host.name} ${r.name} uses {{${name}}}`).toBe(true);
        // The first step starts a new run (a new run_id, so new order ids); no other does.
        expect(dictionary(r.bru['vars:pre-request']).run === 'new', `${host.name} ${r.name}`).toBe(i === 0);
        for (const m of [...(r.bru['vars:post-response'] ?? '').matchAll(/^([A-Za-z0-9_]+):/gm), ...(r.bru['script:post-response'] ?? '').matchAll(/bru\.setVar\('([A-Za-z0-9_]+)'/g)]) kept.add(m[1]);
      });
    }
  });

  it('are what the stage writes from the model (npm run build is up to date)', () => {
    const files = collectionFiles(model);
    const onDisk = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
      .filter((d) => d.isFile() && d.name !== '.env')
      .map((d) => path.join(d.parentPath, d.name))
      .sort();
    expect(onDisk).toEqual([...files.keys()].sort());
    for (const [file, text] of files) expect(fs.readFileSync(file, 'utf8'), path.relative(generatedDir, file)).toBe(text);
  });
});
