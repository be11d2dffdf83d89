// npm run lint is clean, and each house rule fails a bundled document seeded with its defect, naming the rule.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { deref, documentNames, loadBundled, root } from './support/spec.ts';

const firstOperation = (doc: any) => {
  const [p, item] = Object.entries<any>(doc.paths)[0];
  const method = Object.keys(item).find((m) => ['get', 'put', 'post', 'delete', 'patch'].includes(m))!;
  return { p, method, op: item[method] };
};
const requestSchema = (doc: any) => {
  const { op } = firstOperation(doc);
  const media: any = Object.values(op.requestBody.content)[0];
  const schema = deref(doc, media.schema);
  return schema.oneOf ? deref(doc, schema.oneOf[0]) : schema;
};

// Each seeded defect: the rule it must trip and how to make it in a bundled document.
const defects: Record<string, [rule: string, seed: (doc: any) => void]> = {
  password: ['house-no-password-property', (doc) => (requestSchema(doc).properties.password = { type: 'string' })],
  'no x-source': ['house-operation-x-source', (doc) => delete firstOperation(doc).op['x-source']],
  'bad example': ['house-example-valid', (doc) => {
    const media: any = Object.values(firstOperation(doc).op.requestBody.content)[0];
    const [name, ex] = Object.entries<any>(media.examples)[0];
    media.examples[name] = { ...deref(doc, ex), value: { ...deref(doc, ex).value, hash: 42 } };
  }],
  'no operationId': ['house-operation-id', (doc) => delete firstOperation(doc).op.operationId],
  '4xx without ErrorBody': ['house-error-body', (doc) => (firstOperation(doc).op.responses['400'].content['application/json'].schema = { type: 'object' })],
  'empty x-gap': ['house-x-gap-text', (doc) => (doc.info['x-gap'] = '')],
  'x-source not a section': ['house-x-source-format', (doc) => (doc.info['x-source'] = 'section four')],
  'malformed x-hash': ['house-x-hash-recipe', (doc) => (firstOperation(doc).op['x-hash'] = { fields: 'order' })],
  'unreferenced component without a reason': ['house-unreferenced-component', (doc) => (doc.components.schemas.Orphan = { type: 'object', 'x-source': '2.2' })],
};

describe('npm run lint', () => {
  it('is clean on the contract', { timeout: 120_000 }, async () => {
    const run = await execa('npm', ['run', 'lint'], { cwd: root, reject: false, all: true });
    expect(run.exitCode, run.all).toBe(0);
  });
});

describe('seeded defects fail lint naming the rule', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'seeded-'));
  const seeded = documentNames.flatMap((name) =>
    Object.entries(defects).map(([defect, [rule, seed]]) => {
      const doc = loadBundled(name);
      seed(doc);
      const file = path.join(dir, `${name}--${defect.replace(/\W+/g, '-')}.json`);
      fs.writeFileSync(file, JSON.stringify(doc, null, 2));
      return { name, defect, rule, file };
    }),
  );
  let results: Array<{ code: string; source: string }> = [];

  it('lints the seeded documents', { timeout: 120_000 }, async () => {
    const run = await execa('spectral', ['lint', ...seeded.map((s) => s.file), '--ruleset', '.spectral.yaml', '-f', 'json', '--quiet'], { cwd: root, preferLocal: true, reject: false });
    expect(run.exitCode).not.toBe(0);
    results = JSON.parse(run.stdout);
  });

  it.each(seeded.map((s) => [`${s.name}: ${s.defect} -> ${s.rule}`, s] as const))('%s', (_label, s) => {
    const found = results.filter((r) => r.source === s.file).map((r) => r.code);
    expect(found).toContain(s.rule);
  });
});
