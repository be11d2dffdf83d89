// npm run bench: run the benchmark modules of scripts/bench/ and print one table.
// Every .mjs file there except this runner and prism-server.mjs (the load benchmark's baseline server) is a
// benchmark: it exports `name` and `run()`, which resolves to rows
// { subject, result, baseline, ratio, target, verdict, note }.
// `npm run bench -- client-overhead mock-load` runs only those (by file name without .mjs). Figures are ratios against a baseline measured beside them
// in the same run, never timed tests.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const dir = path.dirname(fileURLToPath(import.meta.url));
const NOT_BENCHMARKS = new Set(['bench.mjs', 'prism-server.mjs']);
const all = fs.readdirSync(dir).filter((f) => f.endsWith('.mjs') && !NOT_BENCHMARKS.has(f)).sort();
const wanted = process.argv.slice(2);
const unknown = wanted.filter((w) => !all.includes(`${w}.mjs`));
if (unknown.length) {
  console.error(`[bench] no benchmark ${unknown.join(', ')} in scripts/bench/; there are ${all.map((f) => f.replace(/\.mjs$/, '')).join(', ')}`);
  process.exit(1);
}
const modules = wanted.length ? all.filter((f) => wanted.includes(f.replace(/\.mjs$/, ''))) : all;

const rows = [];
for (const file of modules) {
  const bench = await import(pathToFileURL(path.join(dir, file)).href);
  console.error(`[bench] ${bench.name} (${file}) ...`);
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
