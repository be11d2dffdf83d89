// npm run lint's wall time: the whole command (npm, the model's bundling, Spectral over the source root
// documents and the bundles, Redocly over the bundles), against the least a Spectral lint of this contract
// costs: the Spectral CLI over the three source root documents alone with .spectral.yaml (no bundles, no
// Redocly). The two alternate run by run, so that whatever else the machine does falls on both alike; the
// figures are medians. Issue 17's target is absolute (under 3 s on the two-core machine), so the verdict
// judges the median of npm run lint itself; the ratio says what the bundles and Redocly add to Spectral.
import { execa } from 'execa';
import { loadModel, rel, root } from '../../packages/contract/index.mjs';
import { median } from './support/stats.mjs';

export const name = 'npm run lint wall time';

const RUNS = Number(process.env.BENCH_LINT_RUNS ?? 7);
const TARGET_SECONDS = 3;

async function timed(file, args) {
  const started = performance.now();
  const run = await execa(file, args, { cwd: root, preferLocal: true, reject: false, all: true });
  const seconds = (performance.now() - started) / 1000;
  if (run.exitCode !== 0) throw new Error(`${file} ${args.join(' ')} failed (exit ${run.exitCode}):\n${run.all.slice(-2000)}`);
  return seconds;
}

export async function run() {
  const sources = loadModel().hosts.map((h) => rel(h.source));
  const lint = [];
  const spectral = [];
  await timed('npm', ['run', 'lint', '--silent']); // warm the file cache
  for (let i = 0; i < RUNS; i++) {
    const pair = [
      async () => lint.push(await timed('npm', ['run', 'lint', '--silent'])),
      async () => spectral.push(await timed('spectral', ['lint', ...sources, '--ruleset', '.spectral.yaml', '--quiet'])),
    ];
    for (const step of i % 2 ? pair.reverse() : pair) await step();
  }
  const l = median(lint);
  const s = median(spectral);
  return [{
    subject: `npm run lint, median of ${RUNS}`,
    result: `${l.toFixed(2)} s`,
    baseline: `${s.toFixed(2)} s (spectral lint of the 3 source root documents)`,
    ratio: `${(l / s).toFixed(2)}x`,
    target: `< ${TARGET_SECONDS} s`,
    verdict: l < TARGET_SECONDS ? 'yes' : 'no',
    note: `runs ${lint.map((x) => x.toFixed(2)).join(', ')} s`,
  }];
}
