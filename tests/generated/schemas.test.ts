// generated/schemas/: the error catalogue as data and each callback payload as a self-contained JSON Schema, what
// the Python, Go and Java clients read. The catalogue says what spec/errors.yaml says (the not-found rule applied);
// each standalone schema, compiled alone by ajv's 2020-12 dialect, accepts and refuses exactly what the project's
// own validator of that payload (generated/validators, compiled from the bundle) does, on every example and on
// variations of them.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { catalogueOf, webhookPayloads } from '../../tools/generate/schemas.mjs';
import { naming } from '../../tools/model/index.mjs';
import * as checkoutValidators from '../../generated/validators/checkout.js';
import { model, root } from '../support/spec.ts';

const dir = path.join(root, 'generated', 'schemas');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

describe('errors.json', () => {
  const catalogue = read('errors.json');
  it('is the catalogue of the model, row by row, with every code a client should expect', () => {
    expect(catalogue).toEqual(JSON.parse(JSON.stringify(catalogueOf(model))));
    expect(catalogue.rows.map((r: any) => r.name)).toEqual(model.errors.map((r: any) => r.name));
    for (const row of catalogue.rows) expect(row.codes, row.name).toEqual(model.error(row.name).codes);
    expect(catalogue.notFoundRule.codes).toEqual(model.notFoundRule.codes);
  });
  it('gives a row with an entity the not-found rule\'s code beside its own', () => {
    const withEntity = catalogue.rows.filter((r: any) => r.entity);
    for (const r of withEntity) expect(r.codes, r.name).toContain(catalogue.notFoundRule.codes[r.entity]);
  });
});

describe('webhooks/*.json', () => {
  const payloads = webhookPayloads(model);
  it('has one self-contained schema per webhook payload, and nothing else', () => {
    expect(fs.readdirSync(path.join(dir, 'webhooks')).sort()).toEqual(payloads.map((p: any) => `${p.name}.json`).sort());
  });

  it.each(payloads.map((p: any) => [p.name, p]))('%s: compiled alone, it judges every example and variation as the bundle\'s validator does', (name, p: any) => {
    const schema = read(`webhooks/${name}.json`);
    expect(schema.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    // Self-contained: no $ref leaves the document.
    expect(JSON.stringify(schema)).not.toMatch(/"\$ref":"(?!#\/\$defs\/)/);
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    const standalone = ajv.compile(schema);
    const project = (checkoutValidators as any)[`${naming.camel(p.operationId)}Payload`];
    expect(typeof project, `generated/validators has ${p.operationId}Payload`).toBe('function');
    const webhook = model.host(p.host.name).webhooks.find((w: any) => w.path === name);
    const examples = webhook.requestBody.examples.map((e: any) => e.value);
    expect(examples.length).toBeGreaterThan(0);
    const cases: unknown[] = [...examples, {}, null, [], 'text'];
    for (const ex of examples) {
      for (const key of Object.keys(ex)) {
        const { [key]: _dropped, ...without } = ex;
        cases.push(without, { ...ex, [key]: null }, { ...ex, [key]: 12 }, { ...ex, [key]: [] });
      }
      cases.push({ ...ex, unknown_member: 'x' });
    }
    for (const c of examples) expect(standalone(c), JSON.stringify(standalone.errors)).toBe(true);
    for (const c of cases) expect(standalone(c), JSON.stringify(c)).toBe(project(c));
  });
});
