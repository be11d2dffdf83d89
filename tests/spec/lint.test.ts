// npm run lint is clean, lints the source root documents and the in-memory bundles of every host without
// writing into generated/, and each house rule fails a bundled document seeded with its defect, naming the rule at
// the defect's place; npm run lint's Spectral worker (scripts/lint/spectral-worker.mjs) finds, formats and fails as
// the spectral CLI does on the same documents.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { at } from '../../packages/contract/index.mjs';
import { documentNames, loadBundled, model, root } from '../support/spec.ts';

// Where each defect is seeded, from the model: the host's first operation and its first request element.
const firstOperation = (name: string, doc: any) => {
  const o = model.host(name).operations[0];
  return { op: at(doc, o.pointer), media: at(doc, `${o.pointer}/requestBody/content`)[o.requestBody.contentType] };
};
const requestSchema = (name: string, doc: any) => at(doc, model.host(name).operations[0].elements[0].pointer);

// Each seeded defect: the rule it must trip and how to make it in a bundled document.
const defects: Record<string, [rule: string, seed: (name: string, doc: any) => void]> = {
  password: ['house-no-password-property', (name, doc) => (requestSchema(name, doc).properties.password = { type: 'string' })],
  'no x-source': ['house-operation-x-source', (name, doc) => delete firstOperation(name, doc).op['x-source']],
  'bad example': ['house-example-valid', (name, doc) => {
    // The first request example, inlined with a hash that is not a string.
    const { media } = firstOperation(name, doc);
    const example = model.host(name).operations[0].requestBody.examples[0];
    media.examples[example.name] = { value: { ...example.value, hash: 42 } };
  }],
  'schema examples item of the wrong type': ['house-schema-example-valid', (name, doc) => {
    // A member schema of the first request with an examples item that its own type refuses.
    const schema = requestSchema(name, doc);
    const [member] = Object.keys(schema.properties);
    schema.properties[member] = { type: 'string', examples: [42] };
  }],
  'schema default outside its enum': ['house-schema-example-valid', (_name, doc) => {
    doc.components.schemas.SeededEnum = { type: 'string', enum: ['A', 'B'], default: 'C', 'x-source': '2.2', 'x-standalone': 'seeded by the lint test' };
  }],
  'no operationId': ['house-operation-id', (name, doc) => delete firstOperation(name, doc).op.operationId],
  '4xx without ErrorBody': ['house-error-body', (name, doc) => {
    const r = model.host(name).operations[0].responses.find((x: any) => x.status.startsWith('4'))!;
    firstOperation(name, doc).op.responses[r.status].content[r.contentType].schema = { type: 'object' };
  }],
  'empty x-gap': ['house-x-gap-text', (_name, doc) => (doc.info['x-gap'] = '')],
  'x-source not a section': ['house-x-source-format', (_name, doc) => (doc.info['x-source'] = 'section four')],
  'malformed x-hash': ['house-x-hash-recipe', (name, doc) => (firstOperation(name, doc).op['x-hash'] = { fields: 'order' })],
  'unreferenced component without a reason': ['house-unreferenced-component', (_name, doc) => (doc.components.schemas.Orphan = { type: 'object', 'x-source': '2.2' })],
  // The generator shape of the bundles (packages/contract/shape.mjs), one defect of each kind.
  '$ref with a sibling keyword': ['house-generator-shape', (name, doc) => (requestSchema(name, doc).properties.seeded = { $ref: '#/components/schemas/ErrorBody', description: 'a sibling' })],
  'const without type': ['house-generator-shape', (name, doc) => (requestSchema(name, doc).properties.seeded = { const: 'SEEDED' })],
  'operation without security': ['house-generator-shape', (name, doc) => delete firstOperation(name, doc).op.security],
};

/** Every file under generated/ with its size and modification time. */
const snapshot = (dir = path.join(root, 'generated')): Record<string, string> =>
  Object.fromEntries(
    fs.readdirSync(dir, { recursive: true, withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => path.join(e.parentPath, e.name))
      .map((f) => [path.relative(root, f), `${fs.statSync(f).size} ${fs.statSync(f).mtimeMs}`]),
  );

describe('npm run lint', () => {
  it('is clean on the contract, lints every host bundle (reporting in the source roots), and writes nothing into generated/', { timeout: 120_000 }, async () => {
    const before = snapshot();
    const run = await execa('npm', ['run', 'lint'], { cwd: root, reject: false, all: true });
    expect(run.exitCode, run.all).toBe(0);
    const linted = run.all.split('\n').find((l) => l.startsWith('[lint] spectral lint '))!;
    expect(linted, run.all).toBeDefined();
    for (const h of model.hosts) {
      expect(linted).toContain(path.relative(root, h.source));
      expect(linted).toMatch(new RegExp(`/${h.name}\\.bundle\\.json( |$)`));
      expect(linted).not.toContain(path.relative(root, h.bundled));
    }
    expect(snapshot()).toEqual(before);
  });
});

describe('npm run lint names the file of spec/ a finding comes from', () => {
  // Spectral lints the model's bundles only; each finding is reported where spec/ wrote it (source-map.mjs),
  // also for an example that the generator shape moved under components/examples.
  it('a defect in a schema file, an example file and a path file is reported in that file', { timeout: 120_000 }, async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-spec-'));
    try {
      const spec = path.join(dir, 'spec');
      fs.cpSync(path.join(root, 'spec'), spec, { recursive: true });
      const seed = (file: string, from: RegExp, to: string) => {
        const at = path.join(spec, file);
        const text = fs.readFileSync(at, 'utf8');
        expect(text, file).toMatch(from);
        fs.writeFileSync(at, text.replace(from, to));
      };
      seed('schemas/SessionRequest.yaml', /examples: \[purchase, debit, credit\]/, 'examples: [purchase, 7, credit]');
      seed('examples/s2s-apm/CREDIT2VIRTUAL.yaml', /order_id: payout-2001/, 'order_id: 42');
      seed('paths/s2s-card/post.yaml', /\n  x-source: [^\n]+/, '');
      // package.json's lint script without npm around it (npm runs it in the test above).
      const [node, ...script] = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.lint.split(' ');
      expect(node).toBe('node');
      const run = await execa(process.execPath, [...script, '--spec-dir', spec, '-f', 'json', '--quiet'], { cwd: root, reject: false, all: true });
      expect(run.exitCode, run.all).toBe(1);
      const start = run.stdout.indexOf('[\n');
      const results: Array<{ code: string; source: string; range: { start: { line: number } } }> = JSON.parse(run.stdout.slice(start, run.stdout.lastIndexOf(']') + 1));
      const found = results.map((r) => `${r.code} ${path.relative(spec, r.source)}`);
      expect(found).toContain('house-schema-example-valid schemas/SessionRequest.yaml');
      expect(found).toContain('house-example-valid examples/s2s-apm/CREDIT2VIRTUAL.yaml');
      expect(found).toContain('house-operation-x-source paths/s2s-card/post.yaml');
      expect(results.find((r) => r.code === 'house-schema-example-valid')!.range.start.line + 1).toBe(21);
      // Nothing is reported against the temporary bundles.
      expect(results.filter((r) => r.source.endsWith('.bundle.json'))).toEqual([]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('seeded defects fail lint naming the rule, at the place of the defect', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-'));
  // The defects are dealt to the hosts in turn and each host's bundle gets all of its defects, no two of one rule
  // (one run of npm run lint's Spectral worker over three seeded documents and three controls). Each defect is also
  // seeded alone into a fresh copy, to learn where it changes the bundle: its finding must be there (the rule's
  // finding on that path or on an object around it), so that no defect is credited with another defect's finding.
  const docs = Object.fromEntries(documentNames.map((name) => [name, loadBundled(name)]));
  const seeded = Object.entries(defects).map(([defect, [rule, seed]], i) => {
    const name = documentNames[i % documentNames.length];
    const alone = loadBundled(name);
    seed(name, alone);
    seed(name, docs[name]);
    return { name, defect, rule, changed: changedPaths(loadBundled(name), alone), file: path.join(dir, `${name}--seeded.json`) };
  });
  for (const name of documentNames) fs.writeFileSync(path.join(dir, `${name}--seeded.json`), JSON.stringify(docs[name], null, 2));
  // The control: each bundle as committed, unseeded, gets no finding, so each finding above is a seed's.
  const controls = documentNames.map((name) => {
    const file = path.join(dir, `${name}--unseeded.json`);
    fs.writeFileSync(file, JSON.stringify(loadBundled(name), null, 2));
    return { name, file };
  });
  // And a source root document of spec/ (the overrides of .spectral.yaml for spec/*.yaml apply to it).
  const last = documentNames.at(-1)!;
  const source = path.relative(root, model.host(last).source);
  const files = [...documentNames.map((name) => path.join(dir, `${name}--seeded.json`)), ...controls.map((c) => c.file), source];
  // What the spectral CLI lints for the comparison with the worker: the last host's seeded document, its control
  // and its source root (each document is linted on its own; the CLI on all seven cost about 3.5 s more of CPU).
  const compared = [path.join(dir, `${last}--seeded.json`), controls.find((c) => c.name === last)!.file, source];
  const args = ['--ruleset', '.spectral.yaml', '--fail-severity', 'warn', '-f', 'json', '--quiet'];
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let results: Array<{ code: string; source: string; path: string[] }> = [];
  let workerExit: number | undefined;

  it('lints the seeded documents with npm run lint\'s Spectral worker, which finds, formats and fails as the spectral CLI does', { timeout: 120_000 }, async () => {
    for (const name of documentNames) {
      const rules = seeded.filter((s) => s.name === name).map((s) => s.rule);
      expect(new Set(rules).size, `${name}: two defects of one rule in one document`).toBe(rules.length);
    }
    const [cli, worker] = await Promise.all([
      execa('spectral', ['lint', ...compared, ...args], { cwd: root, preferLocal: true, reject: false }),
      viaWorker(files, args),
    ]);
    expect(worker.error).toBeUndefined();
    expect(worker.outputs).toHaveLength(1);
    workerExit = worker.exitCode;
    results = JSON.parse(worker.outputs[0].text);
    // npm run lint drives Spectral in a worker thread (scripts/lint/spectral-worker.mjs) instead of the CLI: on the
    // documents both lint it must find what the CLI finds, format it the same way and fail the same way.
    const cliResults = JSON.parse(cli.stdout);
    expect(cliResults.length).toBeGreaterThan(0);
    expect(cli.exitCode).toBe(1);
    expect(worker.exitCode).toBe(cli.exitCode);
    expect(sorted(results.filter((r) => compared.includes(r.source) || compared.includes(path.relative(root, r.source))))).toEqual(sorted(cliResults));
  });

  it('fails (exit code 1)', () => {
    expect(workerExit).toBe(1);
  });

  it.each(controls.map((c) => [c.name, c] as const))('%s unseeded: no finding', (_label, c) => {
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.source === c.file)).toEqual([]);
  });

  it.each(seeded.map((s) => [`${s.name}: ${s.defect} -> ${s.rule}`, s] as const))('%s', (_label, s) => {
    expect(s.changed.length).toBeGreaterThan(0);
    const found = results.filter((r) => r.source === s.file && r.code === s.rule);
    expect(found.map((r) => r.code)).toContain(s.rule);
    // The finding is on the changed member, inside it, or on the object that holds it.
    const at = (finding: string[], changed: string[]) => {
      const n = Math.min(finding.length, changed.length);
      return finding.length >= changed.length - 1 && finding.slice(0, n).join('\0') === changed.slice(0, n).join('\0');
    };
    expect(found.filter((r) => s.changed.some((c) => at(r.path.map(String), c))), `${s.rule} findings ${JSON.stringify(found.map((r) => r.path))}, defect at ${JSON.stringify(s.changed)}`).not.toEqual([]);
  });

  it('the Spectral worker refuses arguments the CLI refuses, as Spectral failing to run', { timeout: 60_000 }, async () => {
    const run = await viaWorker([source], ['--ruleset', '.spectral.yaml', '-f', 'no-such-format']);
    expect(run.error).toMatch(/Invalid values/);
  });
});

/** Where `after` differs from `before`: the path of each member added, removed or changed (the deepest one). */
function changedPaths(before: any, after: any, at: string[] = []): string[][] {
  if (before === after) return [];
  if (!before || !after || typeof before !== 'object' || typeof after !== 'object' || Array.isArray(before) !== Array.isArray(after)) {
    return JSON.stringify(before) === JSON.stringify(after) ? [] : [at];
  }
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].flatMap((k) => (k in before && k in after ? changedPaths(before[k], after[k], [...at, k]) : [[...at, k]]));
}

/** npm run lint's Spectral worker as lint.mjs drives it: lint the files, then finish; its answer to `finish`. */
async function viaWorker(files: string[], args: string[]) {
  const worker = new Worker(path.join(root, 'scripts/lint/spectral-worker.mjs'), { workerData: { root, args: ['lint', ...files, ...args] }, stdout: true });
  const next = () => new Promise<any>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    worker.postMessage({ type: 'lint', files });
    await next();
    worker.postMessage({ type: 'finish' });
    return await next();
  } finally {
    await worker.terminate();
  }
}

const sorted = (results: any[]) => [...results].sort((a, b) => `${a.source} ${a.code} ${a.path.join('.')}`.localeCompare(`${b.source} ${b.code} ${b.path.join('.')}`));
