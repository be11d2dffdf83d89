// npm run bench: run each benchmark module of scripts/bench/ listed below and print one table.
// A module exports `name` and `run()`, which resolves to rows { subject, result, baseline, ratio, target, note }.
// Figures are ratios against a baseline measured beside them in the same run, never timed tests.
const modules = ['./bench/client-overhead.mjs', './bench/validator-throughput.mjs'];

const rows = [];
for (const m of modules) {
  const bench = await import(m);
  console.error(`[bench] ${bench.name} ...`);
  for (const row of await bench.run()) rows.push({ benchmark: bench.name, ...row });
}

const columns = [
  ['benchmark', 'Benchmark'],
  ['subject', 'Subject'],
  ['result', 'Result'],
  ['baseline', 'Baseline'],
  ['ratio', 'Ratio'],
  ['target', 'Target'],
  ['verdict', 'Met'],
  ['note', 'Note'],
];
const cell = (v) => String(v ?? '').replace(/\|/g, '\\|');
console.log(`| ${columns.map(([, h]) => h).join(' | ')} |`);
console.log(`|${columns.map(() => '---').join('|')}|`);
for (const row of rows) console.log(`| ${columns.map(([k]) => cell(row[k])).join(' | ')} |`);
