// npm run lint: the contract model bundles spec/ in memory (tools/model bundleModel), the bundles are written
// to a temporary directory as <host>.bundle.json, and Spectral (.spectral.yaml: spectral:oas + house rules)
// runs once over the source root documents and those bundles. Nothing is written into the repository
// (generated/ holds the committed bundles; npm run build writes them). Spectral names each problem's file:
// a bundle is reported as <tmp>/<host>.bundle.json, and each bundle is listed below with its host.
// Then Redocly CLI's recommended ruleset (.redocly.yaml, each waiver with its reason) over the same bundles.
// Extra arguments go to Spectral, for example `npm run lint -- -f junit -o reports/lint.xml` or
// `-f github-actions`. `--report` adds vacuum's quality score of each bundle (vacuum v0.30.3, built once
// from the Go module proxy into .tools/bin/ by tools/lint/vacuum/go.mod) beside Spectral's and Redocly's
// results, and writes reports/lint-report.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { bundleModel, rel, root } from '../model/index.mjs';
import { stage } from '../lib/stage.mjs';

const argv = process.argv.slice(2);
const report = argv.includes('--report');
const spectralArgs = argv.filter((a) => a !== '--report');
const results = {};

let model;
let dir;
try {
  await stage('bundle', async (log) => {
    model = await bundleModel();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'));
    for (const host of model.hosts) {
      const file = path.join(dir, `${host.name}.bundle.json`);
      fs.writeFileSync(file, `${JSON.stringify(host.document, null, 2)}\n`);
      log(`${host.name}: ${rel(host.source)} bundled in memory -> ${file}`);
    }
  });
  await stage('lint', async (log) => {
    const targets = model.hosts.flatMap((h) => [rel(h.source), path.join(dir, `${h.name}.bundle.json`)]);
    log(`spectral lint ${targets.join(' ')}`);
    const args = ['lint', ...targets, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', ...spectralArgs];
    const run = await execa('spectral', args, { cwd: root, preferLocal: true, stdio: 'inherit', reject: false });
    results.spectral = { ruleset: '.spectral.yaml', exitCode: run.exitCode, clean: run.exitCode === 0 };
    if (run.exitCode !== 0) throw new Error(`Spectral reported problems (rule names above, by file; <host>.bundle.json is the bundle of spec/<host>.yaml); exit code ${run.exitCode}`);
  });
  await stage('redocly', async (log) => {
    const bundles = model.hosts.map((h) => path.join(dir, `${h.name}.bundle.json`));
    log(`redocly lint --config .redocly.yaml (recommended) ${model.hosts.map((h) => `${h.name}.bundle.json`).join(' ')}`);
    // One run per bundle: with several files the JSON format prints one object after another.
    const problems = [];
    for (const bundle of bundles) {
      const run = await execa('redocly', ['lint', bundle, '--config', '.redocly.yaml', '--format', 'json'], { cwd: root, preferLocal: true, reject: false, env: { REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' } });
      try {
        problems.push(...JSON.parse(run.stdout.slice(run.stdout.indexOf('{'))).problems);
      } catch {
        throw new Error(`redocly did not answer on ${path.basename(bundle)} (exit code ${run.exitCode}):\n${run.stderr}`);
      }
    }
    results.redocly = { config: '.redocly.yaml', errors: problems.filter((p) => p.severity === 'error').length, warnings: problems.filter((p) => p.severity === 'warn').length };
    for (const p of problems) log(`${p.severity} ${p.ruleId} ${p.location?.[0]?.source?.ref ? path.basename(p.location[0].source.ref) : ''}${p.location?.[0]?.pointer ?? ''}: ${p.message}`);
    if (problems.length) throw new Error(`Redocly's recommended rules report ${problems.length} problem(s) (above); fix them, or switch a rule off in .redocly.yaml with the reason`);
    log('clean');
  });
  if (report) await stage('report', (log) => vacuumReport(log));
} catch {
  process.exitCode = 1;
} finally {
  if (report) {
    fs.mkdirSync(path.join(root, 'reports'), { recursive: true });
    fs.writeFileSync(path.join(root, 'reports', 'lint-report.json'), `${JSON.stringify(results, null, 2)}\n`);
    console.log('[report] Spectral: %s; Redocly recommended: %s; vacuum: %s', results.spectral?.clean ? 'clean' : 'problems', results.redocly ? `${results.redocly.errors} error(s), ${results.redocly.warnings} warning(s)` : 'not run', results.vacuum ? Object.entries(results.vacuum).map(([h, v]) => `${h} ${v.score}/100`).join(', ') : 'not run');
  }
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}

/** vacuum's quality score of each bundle (its recommended ruleset, as a newcomer would run it). */
async function vacuumReport(log) {
  const vacuum = path.join(root, '.tools', 'bin', 'vacuum');
  if (!fs.existsSync(vacuum)) {
    log('building vacuum from tools/lint/vacuum/go.mod into .tools/bin/ (once; a few minutes)');
    const built = await execa('go', ['build', '-o', vacuum, 'github.com/daveshanley/vacuum'], { cwd: path.join(root, 'tools', 'lint', 'vacuum'), reject: false, all: true, env: { GOFLAGS: '-mod=mod' } });
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
