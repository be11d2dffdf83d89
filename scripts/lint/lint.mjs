// npm run lint: the contract model bundles spec/ once, in memory (packages/contract bundleModel); the bundles are
// written to node_modules/.cache/contract-lint/run-*/<host>.bundle.json (removed at the end), and Spectral
// (.spectral.yaml: spectral:oas + house rules) runs once over those bundles. Spectral does not resolve spec/
// a second time: each finding is reported where spec/ wrote it (scripts/lint/source-map.mjs follows the bundle's
// place through the root document and its $refs; an example the generator shape moved under
// components/examples is found where it was first used), with the bundle's place at the end of its message.
// Nothing is written into generated/ (it holds the committed bundles; npm run build writes them).
// The bundling skips swagger-parser's OpenAPI validation: Spectral's oas3-schema checks each bundle.
// Then Redocly CLI's recommended ruleset (.redocly.yaml, each waiver with its reason) over the same bundles.
// Extra arguments go to Spectral, for example `npm run lint -- -f junit -o reports/lint.xml` or
// `-f github-actions`; `--spec-dir DIR` lints another copy of spec/. `--report` adds vacuum's quality score
// of each bundle (vacuum v0.30.3, built once from the Go module proxy into .tools/bin/ by
// scripts/lint/vacuum/go.mod) beside Spectral's and Redocly's results, and writes reports/lint-report.json.
//
// Speed (two cores): Spectral runs once, in a worker thread (scripts/lint/spectral-worker.mjs, driving the
// Spectral CLI's own modules) that starts at once: it loads Spectral and the ruleset while the main thread
// bundles spec/, lints the bundles as soon as they are written, and formats the results once, as one
// `spectral lint` run does. Redocly runs once over the three bundles, as a subprocess, on the other core
// meanwhile. LINT_TIMINGS=1 prints when each step ends (seconds since start) on stderr;
// `npm run bench -- lint-time` times the whole command.
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { execa } from 'execa';
import { bundleModel, rel, root, specDir as defaultSpecDir } from '../../packages/contract/index.mjs';
import { movedBy } from '../../packages/contract/shape.mjs';
import { stage } from '../lib/stage.mjs';

const started = performance.now();
const timings = process.env.LINT_TIMINGS ? (what) => console.error(`[timing] ${((performance.now() - started) / 1000).toFixed(2)} s ${what}`) : () => {};
const argv = process.argv.slice(2);
const report = argv.includes('--report');
// --spec-dir DIR lints another copy of spec/ (tests seed defects in one); the rest goes to Spectral.
const specAt = argv.indexOf('--spec-dir');
const specDir = specAt >= 0 ? path.resolve(argv[specAt + 1] ?? '') : defaultSpecDir;
const spectralArgs = argv.filter((a, i) => a !== '--report' && i !== specAt && !(specAt >= 0 && i === specAt + 1));
const results = {};

// The root documents as the model finds them (every spec/*.yaml that is an OpenAPI document), known before
// bundling so that the Spectral command is known at once; the bundle stage checks that the model found the same.
const sources = fs.readdirSync(specDir).filter((f) => f.endsWith('.yaml')).map((f) => path.join(specDir, f))
  .filter((file) => /^openapi:/m.test(fs.readFileSync(file, 'utf8')));
// The bundles are written under node_modules/.cache/contract-lint/ (ignored by git), one directory per run,
// removed at the end.
const cacheDir = path.join(root, 'node_modules', '.cache', 'contract-lint');
fs.mkdirSync(cacheDir, { recursive: true });
const dir = fs.mkdtempSync(path.join(cacheDir, 'run-'));
const bundleOf = (source) => path.join(dir, `${path.basename(source, '.yaml')}.bundle.json`);
const targets = sources.map((s) => bundleOf(s));
const spectralCommand = ['lint', ...targets, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', ...spectralArgs];

/** The Spectral worker: `call(message)` answers one message (spectral-worker.mjs lists them). */
function spectralWorker() {
  const worker = new Worker(new URL('./spectral-worker.mjs', import.meta.url), { workerData: { root, args: spectralCommand } });
  const waiting = [];
  let failure;
  worker.on('message', (m) => waiting.shift()?.resolve(m));
  worker.on('error', (err) => {
    failure = err;
    for (const w of waiting.splice(0)) w.reject(err);
  });
  worker.on('exit', (code) => {
    failure ??= new Error(`the Spectral worker stopped (exit code ${code})`);
    for (const w of waiting.splice(0)) w.reject(failure);
  });
  const call = (message) => (failure ? Promise.reject(failure) : new Promise((resolve, reject) => {
    waiting.push({ resolve, reject });
    worker.postMessage(message);
  }));
  return { call, stop: () => worker.terminate() };
}

const spectral = spectralWorker();
let bundlesLinted;
let redocly;

let model;
try {
  await stage('bundle', async (log) => {
    model = await bundleModel({ validate: false, specDir, generatedDir: path.join(dir, 'generated') }); // Spectral's oas3-schema checks each bundle as OpenAPI 3.1
    timings('bundled');
    const found = model.hosts.map((h) => h.source);
    if ([...found].sort().join() !== [...sources].sort().join()) throw new Error(`the model found the root documents ${found.map(rel).join(', ')}, lint listed ${sources.map(rel).join(', ')}`);
    for (const host of model.hosts) {
      const file = bundleOf(host.source);
      fs.writeFileSync(file, `${JSON.stringify(host.document, null, 2)}\n`);
      log(`${host.name}: ${rel(host.source)} bundled in memory -> ${file}`);
    }
    // Each bundle with its root document and where the shaping moved its examples from (source-map.mjs).
    const sourcesOf = Object.fromEntries(model.hosts.map((h) => [bundleOf(h.source), { root: h.source, moved: movedBy.get(h.document) ?? {} }]));
    bundlesLinted = spectral.call({ type: 'lint', files: model.hosts.map((h) => bundleOf(h.source)), sources: sourcesOf });
    bundlesLinted.then(() => timings('Spectral: bundles linted'), () => {});
    redocly = redoclyLint(model.hosts.map((h) => bundleOf(h.source)));
    redocly.then(() => timings('Redocly: bundles linted'), () => {});
  });
  await stage('lint', async (log) => {
    log(`spectral lint ${targets.join(' ')} (findings reported in ${sources.map(rel).join(', ')} and the files they reference)`);
    await bundlesLinted;
    const run = await spectral.call({ type: 'finish' });
    const error = run.error;
    for (const o of run.outputs ?? []) if (o.to === '<stdout>') process.stdout.write(o.text);
    const exitCode = error ? 2 : run.exitCode;
    if (error) console.error(error);
    results.spectral = { ruleset: '.spectral.yaml', exitCode, clean: exitCode === 0 };
    if (exitCode !== 0) throw new Error(`Spectral reported problems (rule names above, by file; <host>.bundle.json is the bundle of spec/<host>.yaml); exit code ${exitCode}`);
  });
  await stage('redocly', async (log) => {
    log(`redocly lint --config .redocly.yaml (recommended) ${model.hosts.map((h) => `${h.name}.bundle.json`).join(' ')}`);
    const problems = await redocly;
    results.redocly = { config: '.redocly.yaml', errors: problems.filter((p) => p.severity === 'error').length, warnings: problems.filter((p) => p.severity === 'warn').length };
    for (const p of problems) log(`${p.severity} ${p.ruleId} ${p.location?.[0]?.source?.ref ? path.basename(p.location[0].source.ref) : ''}${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
    if (problems.length) throw new Error(`Redocly's recommended rules report ${problems.length} problem(s) (above); fix them, or switch a rule off in .redocly.yaml with the reason`);
    log('clean');
  });
  if (report) await stage('report', (log) => vacuumReport(log));
} catch {
  process.exitCode = 1;
} finally {
  await Promise.all([spectral.stop(), redocly?.catch(() => {}), bundlesLinted?.catch(() => {})]);
  if (report) {
    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(root, 'reports', 'lint-report.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('[report] Spectral: %s; Redocly recommended: %s; vacuum: %s', results.spectral?.clean ? 'clean' : 'problems', results.redocly ? `${results.redocly.errors} error(s), ${results.redocly.warnings} warning(s)` : 'not run', results.vacuum ? Object.entries(results.vacuum).map(([h, v]) => `${h} ${v.score}/100`).join(', ') : 'not run');
  }
  fs.rmSync(dir, { recursive: true, force: true });
  timings('done');
}

/**
 * Redocly CLI's lint over the bundles, one run: with several files its JSON format prints one object per file,
 * one after another, in the order given. Resolves to the problems of all of them.
 */
async function redoclyLint(bundles) {
  const run = await execa('redocly', ['lint', ...bundles, '--config', '.redocly.yaml', '--format', 'json'], { cwd: root, preferLocal: true, reject: false, env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
  const answers = jsonValues(run.stdout);
  if (answers.length !== bundles.length || !answers.every((a) => Array.isArray(a?.problems))) {
    throw new Error(`redocly did not answer on each of ${bundles.map((b) => path.basename(b)).join(', ')} (exit code ${run.exitCode}):\n${run.stderr}`);
  }
  return answers.flatMap((a) => a.problems);
}

/** The JSON values printed one after another in a text (anything before the first `{` is skipped). */
function jsonValues(text) {
  const values = [];
  let start = text.indexOf('{');
  let depth = 0;
  let inString = false;
  for (let i = start; start >= 0 && i < text.length; i++) {
    const c = text[i];
    if (inString) {
      if (c === '\\') i++;
      else if (c === '"') inString = false;
    } else if (c === '"') inString = true;
    else if (c === '{' || c === '[') depth++;
    else if ((c === '}' || c === ']') && --depth === 0) {
      try {
        values.push(JSON.parse(text.slice(start, i + 1)));
      } catch {
        return [];
      }
      start = text.indexOf('{', i + 1);
      if (start < 0) break;
      i = start - 1;
    }
  }
  return values;
}

/** vacuum's quality score of each bundle (its recommended ruleset, as a newcomer would run it). */
async function vacuumReport(log) {
  const vacuum = path.join(root, '.tools', 'bin', 'vacuum');
  if (!fs.existsSync(vacuum)) {
    log('building vacuum from scripts/lint/vacuum/go.mod into .tools/bin/ (once; a few minutes)');
    const built = await execa('go', ['build', '-o', vacuum, 'github.com/daveshanley/vacuum'], { cwd: path.join(root, 'scripts', 'lint', 'vacuum'), reject: false, all: true, env: { GOFLAGS: '-mod=mod' } });
    if (built.exitCode !== 0) throw new Error(`go build of vacuum failed (Go 1.25 or later is needed):\n${built.all}`);
  }
  results.vacuum = {};
  for (const host of model.hosts) {
    const run = await execa(vacuum, ['lint', '--no-style', path.join(dir, `${host.name}.bundle.json`)], { reject: false, all: true, env: { NO_COLOR: '1' } });
    const score = /Quality Score: (\d+)\/100/.exec(run.all)?.[1];
    const rules = [...run.all.matchAll(/^ ([a-z0-9-]+)\s+(\d+)\s/gm)].filter((m) => m[1] !== "total").map((m) => ({ rule: m[1], violations: Number(m[2]) }));
    if (score === undefined) throw new Error(`vacuum gave no score for ${host.name}:\n${run.all.slice(-2000)}`);
    results.vacuum[host.name] = { score: Number(score), rules };
    log(`vacuum ${host.name}: ${score}/100 (${rules.map((r) => `${r.rule} ${r.violations}`).join(', ')})`);
  }
}
