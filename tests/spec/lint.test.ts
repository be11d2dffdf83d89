// npm run lint is clean, lints the source root documents and the in-memory bundles of every host without
// writing into generated/, and each house rule fails a bundled document seeded with its defect, naming the rule.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
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
      const run = await execa('npm', ['run', 'lint', '--silent', '--', '--spec-dir', spec, '-f', 'json', '--quiet'], { cwd: root, reject: false, all: true });
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

describe('seeded defects fail lint naming the rule', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-'));
  // Each defect seeded alone into one host's bundle, the hosts taken in turn, so that every rule is tripped
  // by its own defect and every host's bundle is seeded (one Spectral run over 9 seeded files, not 27).
  const seeded = Object.entries(defects).map(([defect, [rule, seed]], i) => {
    const name = documentNames[i % documentNames.length];
    const doc = loadBundled(name);
    seed(name, doc);
    const file = path.join(dir, `${name}--${defect.replace(/\W+/g, '-')}.json`);
    fs.writeFileSync(file, JSON.stringify(doc, null, 2));
    return { name, defect, rule, file };
  });
  // The control: each bundle as committed, unseeded, gets no finding, so each finding above is the seed's.
  const controls = documentNames.map((name) => {
    const file = path.join(dir, `${name}--unseeded.json`);
    fs.writeFileSync(file, JSON.stringify(loadBundled(name), null, 2));
    return { name, file };
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
  let results: Array<{ code: string; source: string }> = [];

  it('lints the seeded documents', { timeout: 120_000 }, async () => {
    const run = await execa('spectral', ['lint', ...seeded.map((s) => s.file), ...controls.map((c) => c.file), '--ruleset', '.spectral.yaml', '-f', 'json', '--quiet'], { cwd: root, preferLocal: true, reject: false });
    expect(run.exitCode, run.stderr).not.toBe(0);
    results = JSON.parse(run.stdout);
  });

  it.each(controls.map((c) => [c.name, c] as const))('%s unseeded: no finding', (_label, c) => {
    expect(results.length).toBeGreaterThan(0);
    expect(results.filter((r) => r.source === c.file)).toEqual([]);
  });

  it.each(seeded.map((s) => [`${s.name}: ${s.defect} -> ${s.rule}`, s] as const))('%s', (_label, s) => {
    const found = results.filter((r) => r.source === s.file).map((r) => r.code);
    expect(found).toContain(s.rule);
  });
});
