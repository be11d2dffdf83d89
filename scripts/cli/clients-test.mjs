// npm run clients:test: the signing clients of packages/client-python, packages/client-go and packages/client-java,
// each tested by its own language's runner (pytest, go test, Maven Surefire) against one running sandbox.
//
// The sandbox is started here, in this process, on free ports, with a store of its own and one merchant per
// language whose credentials are NOT the defaults (random per run) and whose callback_url points at a free port
// where that language's test starts its own callback receiver. Each runner gets:
//   GATEWAY_CHECKOUT_URL, GATEWAY_S2S_CARD_URL, GATEWAY_S2S_APM_URL   the sandbox's three hosts
//   GATEWAY_MERCHANT_KEY, GATEWAY_CLIENT_KEY, GATEWAY_PASSWORD         its merchant's credentials
//   GATEWAY_CALLBACK_PORT                                              where its callback receiver listens
//   SANDBOX_ADMIN_TOKEN                                                its merchant's admin token
//   GATEWAY_VECTORS                                                    generated/hash/vectors.json
// Counts come from each runner's own report (JUnit XML, go test -json), one line per language, then
// "clients: N passed, N failed", and reports/clients.json. Exit 1 on any failure.
//
// Usage: npm run clients:test [-- --only python,go]
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { loadModel, root } from '../../packages/contract/index.mjs';
import { startSandbox } from '../../packages/sandbox/sandbox.mjs';
import { pythonBin, setupPython } from './setup-python.mjs';

const reports = path.join(root, 'reports');

/** JUnit XML (pytest --junitxml, Maven Surefire): { passed, failed, failures: [name...] } over every file given. */
export function junitCounts(files) {
  let passed = 0;
  let failed = 0;
  const failures = [];
  for (const file of files) {
    const xml = fs.readFileSync(file, 'utf8');
    for (const m of xml.matchAll(/<testcase\b([^>]*?)(\/>|>([\s\S]*?)<\/testcase>)/g)) {
      const name = /\bname="([^"]*)"/.exec(m[1])?.[1] ?? '?';
      const cls = /\bclassname="([^"]*)"/.exec(m[1])?.[1] ?? '';
      const inner = m[3] ?? '';
      if (/<skipped\b/.test(inner)) failed++, failures.push(`${cls}.${name} (skipped: a skipped test counts as failed here)`);
      else if (/<(failure|error)\b/.test(inner)) failed++, failures.push(`${cls}.${name}`);
      else passed++;
    }
  }
  return { passed, failed, failures };
}

/** `go test -json` output: each test's final action (subtests included). */
export function goTestCounts(jsonLines) {
  const last = new Map();
  const failures = [];
  let buildFailed = false;
  for (const line of jsonLines.split('\n')) {
    if (!line.startsWith('{')) continue;
    let e;
    try {
      e = JSON.parse(line);
    } catch {
      continue;
    }
    if (e.Test && ['pass', 'fail', 'skip'].includes(e.Action)) last.set(`${e.Package} ${e.Test}`, e.Action);
    if (!e.Test && e.Action === 'fail') buildFailed = true;
  }
  let passed = 0;
  let failed = 0;
  for (const [name, action] of last) {
    if (action === 'pass') passed++;
    else failed++, failures.push(`${name}${action === 'skip' ? ' (skipped)' : ''}`);
  }
  if (buildFailed && failed === 0) failed++, failures.push('a package failed (build error or failure outside a test)');
  return { passed, failed, failures };
}

/** How each language's tests run; `counts(result, dir)` reads the runner's own report. */
export const languages = {
  python: {
    dir: 'packages/client-python',
    async run(env) {
      await setupPython(() => {});
      const xml = path.join(reports, 'clients-python.xml');
      fs.rmSync(xml, { force: true });
      const r = await execa(pythonBin, ['-m', 'pytest', '-q', '-p', 'no:cacheprovider', `--junitxml=${xml}`, 'tests'], { cwd: path.join(root, this.dir), env, reject: false, all: true });
      if (!fs.existsSync(xml)) return { passed: 0, failed: 1, failures: [`pytest wrote no report (exit ${r.exitCode})`], output: r.all };
      return { ...junitCounts([xml]), output: r.all, exitCode: r.exitCode };
    },
  },
  go: {
    dir: 'packages/client-go',
    async run(env) {
      const r = await execa('go', ['test', '-count=1', '-json', './...'], { cwd: path.join(root, this.dir), env: { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local', ...env }, reject: false, all: true });
      const counts = goTestCounts(r.stdout);
      if (counts.passed + counts.failed === 0) return { passed: 0, failed: 1, failures: [`go test ran no test (exit ${r.exitCode})`], output: r.all };
      return { ...counts, output: r.stderr ? `${r.stderr}\n${failedOutput(r.stdout)}` : failedOutput(r.stdout), exitCode: r.exitCode };
    },
  },
  java: {
    dir: 'packages/client-java',
    async run(env) {
      const dir = path.join(root, this.dir);
      const surefire = path.join(dir, 'target', 'surefire-reports');
      fs.rmSync(surefire, { recursive: true, force: true });
      // -DclientsTest: the tests that need this environment too (a plain `mvn install` leaves them out; see the pom).
      const r = await execa('mvn', ['-B', '-q', ...(process.env.MAVEN_REPO_LOCAL ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`] : []), '-DclientsTest', 'test'], { cwd: dir, env, reject: false, all: true });
      const files = fs.existsSync(surefire) ? fs.readdirSync(surefire).filter((f) => /^TEST-.*\.xml$/.test(f)).map((f) => path.join(surefire, f)) : [];
      if (!files.length) return { passed: 0, failed: 1, failures: [`Maven Surefire wrote no report (exit ${r.exitCode})`], output: r.all };
      return { ...junitCounts(files), output: r.all, exitCode: r.exitCode };
    },
  },
};

/** The output of the failed tests only, from `go test -json`. */
function failedOutput(jsonLines) {
  const out = new Map();
  const failed = new Set();
  for (const line of jsonLines.split('\n')) {
    if (!line.startsWith('{')) continue;
    try {
      const e = JSON.parse(line);
      const key = `${e.Package} ${e.Test ?? ''}`;
      if (e.Action === 'output') out.set(key, (out.get(key) ?? '') + e.Output);
      if (e.Action === 'fail') failed.add(key);
    } catch {}
  }
  return [...failed].map((k) => out.get(k) ?? '').join('');
}

/** A free TCP port on loopback (for a language's callback receiver). */
export function freePort() {
  return new Promise((resolve, reject) => {
    const s = net.createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address();
      s.close(() => resolve(port));
    });
  });
}

const random = (n = 12) => crypto.randomBytes(n).toString('hex');

async function main() {
  const args = process.argv.slice(2);
  const i = args.indexOf('--only');
  const only = i >= 0 ? args[i + 1].split(',') : Object.keys(languages);
  const unknown = only.filter((l) => !languages[l]);
  if (unknown.length) throw new Error(`no language ${unknown.join(', ')}; there are ${Object.keys(languages).join(', ')}`);

  // One merchant per language, none with the default credentials.
  const merchants = {};
  for (const lang of only) {
    merchants[lang] = {
      environment: 'test',
      merchant_key: `${lang}-merchant-${random(4)}`,
      client_key: `${lang}-client-${random(4)}`,
      password: `${lang}-pw-${random(8)}`,
      admin_token: `${lang}-admin-${random(12)}`,
      callback_url: `http://127.0.0.1:${await freePort()}/callbacks`,
    };
  }
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clients-test-'));
  const configFile = path.join(tmp, 'sandbox.json');
  fs.writeFileSync(configFile, JSON.stringify({ merchants: Object.values(merchants), admin_token: `sandbox-admin-${random(12)}` }, null, 2));
  const model = loadModel();
  const running = await startSandbox({ config: configFile, data: path.join(tmp, 'data'), databaseUrl: '', quiet: true, print: () => {}, ports: { checkout: 0, 's2s-card': 0, 's2s-apm': 0 }, model });
  const url = Object.fromEntries(running.hosts.map(({ host, url }) => [host.name, url]));
  const results = [];
  try {
    for (const lang of only) {
      const m = merchants[lang];
      const env = {
        ...process.env,
        GATEWAY_CHECKOUT_URL: url.checkout,
        GATEWAY_S2S_CARD_URL: url['s2s-card'],
        GATEWAY_S2S_APM_URL: url['s2s-apm'],
        GATEWAY_MERCHANT_KEY: m.merchant_key,
        GATEWAY_CLIENT_KEY: m.client_key,
        GATEWAY_PASSWORD: m.password,
        GATEWAY_CALLBACK_PORT: new URL(m.callback_url).port,
        SANDBOX_ADMIN_TOKEN: m.admin_token,
        GATEWAY_VECTORS: path.join(root, 'generated', 'hash', 'vectors.json'),
      };
      const started = Date.now();
      let r;
      try {
        r = await languages[lang].run(env);
      } catch (err) {
        r = { passed: 0, failed: 1, failures: [String(err.message ?? err)] };
      }
      const seconds = (Date.now() - started) / 1000;
      results.push({ language: lang, seconds, passed: r.passed, failed: r.failed, failures: r.failures });
      console.log(`${r.failed ? 'FAIL' : 'ok  '}  ${lang}: ${r.passed} passed, ${r.failed} failed (${seconds.toFixed(1)} s)`);
      if (r.failed) {
        for (const f of r.failures.slice(0, 20)) console.log(`      ${f}`);
        if (r.output) console.log(r.output.split('\n').slice(-60).map((l) => `      | ${l}`).join('\n'));
      }
    }
  } finally {
    await running.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
  const passed = results.reduce((n, r) => n + r.passed, 0);
  const failed = results.reduce((n, r) => n + r.failed, 0);
  fs.mkdirSync(reports, { recursive: true });
  fs.writeFileSync(path.join(reports, 'clients.json'), `${JSON.stringify({ passed, failed, languages: results }, null, 2)}\n`);
  console.log(`clients: ${passed} passed, ${failed} failed`);
  if (failed) process.exitCode = 1;
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  main().catch((err) => {
    console.error(`[clients:test] FAILED: ${err.message ?? err}`);
    fs.mkdirSync(reports, { recursive: true });
    fs.writeFileSync(path.join(reports, 'clients.json'), `${JSON.stringify({ passed: 0, failed: 1, error: String(err.message ?? err) }, null, 2)}\n`);
    process.exit(1);
  });
}
