// The signing recipes of generated/hash/ (scripts/generate/hash.mjs) against the model of the committed bundles:
// every x-hash of a bundle has exactly one recipe entry saying what it says (request, action, when, fields in
// order, algorithm with the contract's description); every element without a recipe, and every recipe's request
// where its `when` does not hold, is listed with its gap; both files follow their JSON Schemas and are what the
// stage writes from today's model.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FORM, generatedDir, rel, tokensOf, walk } from '../../packages/contract/index.mjs';
import { createAjv } from '../../packages/contract/ajv.mjs';
import { hashArtefacts, recipesSchema, vectorsSchema } from '../../scripts/generate/hash.mjs';
import { model } from '../support/spec.ts';

type Json = any;
const read = (name: string): Json => JSON.parse(fs.readFileSync(path.join(generatedDir, 'hash', name), 'utf8'));
const recipes = read('recipes.json');
const vectors = read('vectors.json');
const placeOf = (e: Json) => `${e.host.name}:${e.value ?? e.operation.operationId}`;
const conditions = (when: Record<string, unknown>) => Object.entries(when).map(([pointer, equals]) => ({ pointer, keys: tokensOf(pointer), equals }));
const HASH_GAP = /hash|recipe|signature/i;

/** Every x-hash of the committed bundles: { bundle, pointer, recipe }. */
const xHashes = model.hosts.flatMap((h) => {
  const out: Array<{ bundle: string; pointer: string; recipe: Json }> = [];
  walk(h.document, (node: Json, pointer: string) => {
    if (node['x-hash'] !== undefined) out.push({ bundle: rel(h.bundled), pointer: `${pointer}/x-hash`, recipe: node['x-hash'] });
  });
  return out;
});

describe('generated/hash/recipes.json against the model', () => {
  it('every x-hash of the bundles has exactly one recipe entry, and every entry one x-hash', () => {
    expect(xHashes.length).toBeGreaterThan(0);
    for (const x of xHashes) expect(recipes.recipes.filter((r: Json) => r.origin.bundle === x.bundle && r.origin.pointer === x.pointer), `${x.bundle}#${x.pointer}`).toHaveLength(1);
    expect(recipes.recipes).toHaveLength(xHashes.length);
  });

  it.each(model.elements.filter((e) => e.recipe).map((e) => [e.label, e] as const))('%s: its entry says what its x-hash says', (_l, e) => {
    const entry = recipes.recipes.find((r: Json) => r.id === placeOf(e));
    expect(entry).toBeTruthy();
    const op = e.operation;
    const form = op.requestBody.contentType === FORM;
    expect(entry.host).toEqual({ name: e.host.name, server: e.host.document.servers[0].url, bundle: rel(e.host.bundled) });
    expect({ method: entry.method, path: entry.path, operationId: entry.operationId, contentType: entry.contentType }).toEqual({ method: op.method.toUpperCase(), path: op.path, operationId: op.operationId, contentType: op.requestBody.contentType });
    expect(entry.action).toEqual(e.value === null ? null : { member: e.discriminator, value: e.value });
    expect(entry.origin.pointer).toBe(`${e.value === null ? op.pointer : e.pointer}/x-hash`);
    expect(entry.algorithm).toBe(e.recipe.algorithm);
    expect(entry.when).toEqual(e.recipe.when ? conditions(e.recipe.when) : null);
    // The fields in hash order: JSON Pointers, their keys, and the wire name (the literal form key, or the member path).
    expect(entry.fields.map((f: Json) => f.pointer)).toEqual(e.recipe.fields);
    for (const f of entry.fields) {
      expect(f.keys).toEqual(tokensOf(f.pointer));
      if (form) expect([f.formKey, f.name, f.keys.length]).toEqual([f.keys[0], f.keys[0], 1]);
      else expect([f.formKey, f.name]).toEqual([undefined, f.keys.join('.')]);
    }
    expect(entry.keyMember).toBe(e.keyField);
    expect(entry.hashMember).toBe('hash');
    expect(e.members.has(entry.hashMember)).toBe(true);
  });

  it('each algorithm carries the contract\'s description of it (the hash member\'s schema, section 5)', () => {
    const used = new Set(recipes.recipes.map((r: Json) => r.algorithm));
    expect(Object.keys(recipes.algorithms).sort()).toEqual([...used].sort());
    for (const e of model.elements.filter((x) => x.recipe)) {
      const a = recipes.algorithms[e.recipe.algorithm];
      expect(a.description).toBe(e.member('hash').description.trim());
      expect(a.source).toEqual(e.member('hash')['x-source']);
    }
    for (const a of Object.values(recipes.algorithms) as Json[]) for (const [c, upper] of a.reading.upperCase.examples) expect(upper).toBe(c.toUpperCase());
  });

  it.each(model.elements.filter((e) => !e.recipe || e.recipe.when).map((e) => [e.label, e] as const))('%s: listed without a recipe, with its gap', (_l, e) => {
    const entries = recipes.withoutRecipe.filter((w: Json) => w.id === placeOf(e));
    expect(entries).toHaveLength(1);
    const [w] = entries;
    expect(w.unless).toEqual(e.recipe?.when ? conditions(e.recipe.when) : null);
    expect(w.gap).toBe(e.gap);
    expect(w.gap).toMatch(HASH_GAP);
    expect(w.hashRequired).toBe(e.hashRequired);
    expect({ method: w.method, path: w.path, action: w.action }).toEqual({ method: e.operation.method.toUpperCase(), path: e.operation.path, action: e.value === null ? null : { member: e.discriminator, value: e.value } });
  });

  it('the other places without a recipe are places of the bundles that say their hash is not shown', () => {
    const places = new Set(model.elements.map(placeOf));
    const others = recipes.withoutRecipe.filter((w: Json) => !places.has(w.id));
    for (const w of others) {
      const doc = model.host(w.host.name).document;
      if (w.component) expect(w.component.split('/').slice(1).reduce((o: Json, k: string) => o?.[k], doc), w.id).toBeTruthy();
      else expect(doc.paths[w.path], w.id).toBeTruthy();
      expect(w.gap, w.id).toMatch(HASH_GAP);
    }
  });

  it('entries are sorted by id (reproducible builds)', () => {
    for (const list of [recipes.recipes, recipes.withoutRecipe, vectors.noRecipe]) {
      const ids = list.map((x: Json) => x.id);
      expect(ids).toEqual([...ids].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    }
  });
});

describe('generated/hash/ as the stage writes it', () => {
  it('both files follow their JSON Schemas', () => {
    const ajv = createAjv();
    for (const [data, schemaFile, schema] of [[recipes, 'recipes.schema.json', recipesSchema], [vectors, 'vectors.schema.json', vectorsSchema]] as const) {
      expect(read(schemaFile)).toEqual(schema);
      const validate = ajv.compile(read(schemaFile));
      expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
      expect(data.$schema).toBe(`./${schemaFile}`);
    }
  });

  it('the committed files are what the stage makes of the committed bundles', () => {
    const made = JSON.parse(JSON.stringify(hashArtefacts(model)));
    expect(recipes).toEqual(made.recipes);
    expect(vectors).toEqual(made.vectors);
  });
});
