// generated/schemas/: the error catalogue as data and the callback payloads as one self-contained JSON Schema, what
// the Python, Go and Java clients read. The catalogue says what spec/errors.yaml says (the not-found rule applied);
// each payload of webhooks.json, compiled alone by ajv's 2020-12 dialect, accepts and refuses exactly what the project's
// own validator of that payload (generated/validators, compiled from the bundle) does, on every example and on
// variations of them.
import fs from 'node:fs';
import path from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { catalogueOf, webhookPayloads } from '../../scripts/generate/schemas.mjs';
import { naming } from '../../packages/contract/index.mjs';
import * as checkoutValidators from '../../generated/validators/checkout.js';
import { model, root } from '../support/spec.ts';

const dir = path.join(root, 'generated', 'schemas');
const read = (file: string) => JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));

describe('errors.json', () => {
  const catalogue = read('errors.json');
  it('is the catalogue of the model, row by row, with every code a client should expect', () => {
    expect(catalogue).toEqual(JSON.parse(JSON.stringify(catalogueOf(model))));
    expect(catalogue.rows.map((r: any) => r.name)).toEqual(model.errors.map((r: any) => r.name));
    for (const row of catalogue.rows) expect(row.codes, row.name).toEqual(model.error(row.name)!.codes);
    expect(catalogue.notFoundRule.codes).toEqual(model.notFoundRule.codes);
  });
  it('gives a row with an entity the not-found rule\'s code beside its own', () => {
    const withEntity = catalogue.rows.filter((r: any) => r.entity);
    for (const r of withEntity) expect(r.codes, r.name).toContain(catalogue.notFoundRule.codes[r.entity]);
  });
});

describe('webhooks.json', () => {
  const payloads: any[] = webhookPayloads(model);
  const document = read('webhooks.json');
  it('holds every webhook payload under $defs/<webhook name>, self-contained', () => {
    expect(document.$schema).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(Object.keys(document.$defs).slice(0, payloads.length)).toEqual(payloads.map((p: any) => p.name));
    // No $ref leaves the document.
    expect(JSON.stringify(document)).not.toMatch(/"\$ref":"(?!#\/\$defs\/)/);
  });

  const each: Array<{ name: string; p: any }> = payloads.map((p: any) => ({ name: p.name, p }));
  it.each(each)('$name: compiled alone, it judges every example and variation as the bundle\'s validator does', ({ name, p }) => {
    const ajv = new (Ajv2020 as any)({ strict: false, allErrors: true });
    (addFormats as any)(ajv);
    ajv.addSchema(document);
    const standalone = ajv.compile({ $ref: `webhooks.json#/$defs/${name}` });
    const project = (checkoutValidators as any)[`${naming.camel(p.operationId)}Payload`];
    expect(typeof project, `generated/validators has ${p.operationId}Payload`).toBe('function');
    const webhook = model.host(p.host.name).webhooks.find((w: any) => w.path === name)!;
    const examples = webhook.requestBody!.examples.map((e: any) => e.value);
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
