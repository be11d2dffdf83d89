// The TypeScript client against every signing test vector of generated/hash/vectors.json, as another language's
// signer would be tested: from each vector's body without hash and its password, the client's own API signs
// (the hash it sends, and for a form the exact bytes) and explains (values, masked input, MD5, SHA1); bodies no
// recipe applies to are refused without a hash, naming the gap. The artefact's digests are also recomputed from
// section 5 by tests/support/hash.ts, independently of the stage that wrote them.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedDir } from '../../packages/contract/index.mjs';
import { signatureOf } from '../support/hash.ts';
import { elements, paramsFor } from './contract.ts';
import { clientFor, pkg, sent } from './harness.ts';

type Json = any;
const read = (name: string): Json => JSON.parse(fs.readFileSync(path.join(generatedDir, 'hash', name), 'utf8'));
const recipes = read('recipes.json');
const vectors = read('vectors.json');
const FORM = 'application/x-www-form-urlencoded';
/** it.each's cases: [id, entry]. */
const cases = (list: Json[]) => list.map((v): [string, Json] => [v.id, v]);

const recipeOf = (id: string) => {
  const r = recipes.recipes.find((x: Json) => x.id === id);
  if (!r) throw new Error(`vectors.json names recipe ${id}, which recipes.json does not have`);
  return r;
};
/** The request a recipe or a gap entry of recipes.json is for: the element of the model, with its parameters. */
const requestOf = (entry: Json) => {
  const e = elements().find(
    (x) => x.document === entry.host.name && x.operation.path === entry.path && x.operation.method === entry.method.toLowerCase() && (entry.action === null || x.select[entry.action.member] === entry.action.value),
  );
  if (!e) throw new Error(`${entry.id}: no element of the contract is ${entry.method} ${entry.path}${entry.action ? ` ${entry.action.member}=${entry.action.value}` : ''}`);
  return { document: e.document, path: e.operation.path, method: e.operation.method, params: paramsFor(e) };
};
/** The body a vector shows, as the caller passes it: a JSON object, or the form's pairs as an object. */
const bodyOf = (v: Json): Json => (v.contentType === FORM ? Object.fromEntries(v.fields) : structuredClone(v.body));
const withoutHash = (body: Json) => {
  const { hash: _h, ...rest } = body;
  return rest;
};
const placeOf = (v: Json) => {
  const entry = recipes.withoutRecipe.find((x: Json) => x.id === v.place);
  if (!entry) throw new Error(`vectors.json names place ${v.place}, which recipes.json does not list without a recipe`);
  return entry;
};

describe('the TypeScript client reproduces every vector of generated/hash/vectors.json', () => {
  it('there are vectors, one or more per recipe and per `when` branch', () => {
    expect(vectors.vectors.length).toBeGreaterThan(0);
    for (const r of recipes.recipes) {
      expect(vectors.vectors.filter((v: Json) => v.recipe === r.id && v.kind === 'example').length, `${r.id}: a vector of a contract example`).toBeGreaterThan(0);
      if (r.when) expect(vectors.noRecipe.filter((v: Json) => v.place === r.id && v.kind === 'when-not-met').length, `${r.id}: a body its when does not hold for`).toBeGreaterThan(0);
    }
    // ß -> SS (one character, two in the input): at least one vector exercises a mapping that changes the length.
    expect(vectors.vectors.some((v: Json) => v.values.join('').includes('ß') && v.input.includes('SS'))).toBe(true);
  });

  it.each(cases(vectors.vectors))('%s', async (_id, v) => {
    const r = recipeOf(v.recipe);
    const request = requestOf(r);
    const body = bodyOf(v);

    // Signing: the hash the client sends, and for a form the exact bytes of the vector.
    const before = sent.length;
    await clientFor(request.document, v.password).request(request.method, request.path, { body: withoutHash(body), params: request.params });
    const wire = sent[before];
    expect(wire, 'the client sent the call').toBeTruthy();
    expect(wire.body.hash).toBe(v.sha1);
    if (v.contentType === FORM) expect(wire.text).toBe(v.form);
    else expect(wire.body).toEqual(v.body);
    // The body with the vector's hash goes out unchanged (the client checks it against its own).
    await clientFor(request.document, v.password).request(request.method, request.path, { body, params: request.params });
    expect(sent.at(-1)!.body.hash).toBe(v.sha1);

    // Explaining: the recipe's values, the input with the password masked, and both digests.
    const x = pkg.explainHash({ document: request.document, path: request.path, method: request.method, body, password: v.password });
    expect(x.recipe!.fields).toEqual(r.fields.map((f: Json) => f.pointer));
    expect(x.fields!.map((f: Json) => f.value)).toEqual(v.values);
    expect(x.input).toBe(`${v.values.join('').toUpperCase()}<password>`);
    expect(v.input).toBe(`${v.values.join('')}${v.password}`.toUpperCase());
    expect(x.md5).toBe(v.md5);
    expect(x.sha1).toBe(v.sha1);
    expect(x.matches).toBe(true);
  });
});

describe('the artefact against section 5, recomputed independently (tests/support/hash.ts)', () => {
  it.each(cases(vectors.vectors))('%s', (_id, v) => {
    const r = recipeOf(v.recipe);
    const body = bodyOf(v);
    expect(v.values).toEqual(r.fields.map((f: Json) => f.keys.reduce((o: Json, k: string) => o?.[k], body)));
    if (v.contentType === FORM) {
      expect(v.form).toBe(new URLSearchParams(v.fields).toString());
      for (const f of r.fields) expect(f.formKey).toBe(f.keys[0]);
    }
    expect(Buffer.from(v.inputUtf8, 'hex').toString('utf8')).toBe(v.input);
    expect(v.md5).toBe(createHash('md5').update(v.input, 'utf8').digest('hex'));
    expect(v.sha1).toBe(signatureOf(v.values, v.password));
    expect(body.hash).toBe(v.sha1);
    if (v.sameDigestAs) expect(v.sha1).toBe(vectors.vectors.find((w: Json) => w.id === v.sameDigestAs)?.sha1);
  });
});

describe('bodies no recipe applies to', () => {
  it.each(cases(vectors.noRecipe))('%s: refused without hash, naming the gap; explained as no recipe', async (_id, v) => {
    const place = placeOf(v);
    const request = requestOf(place);
    const body = bodyOf(v);
    const x = pkg.explainHash({ document: request.document, path: request.path, method: request.method, body, password: 'any-password' });
    expect(x.recipe).toBeNull();
    expect(x.gap).toBe(v.gap);
    expect(v.gap).toBe(place.gap);
    if (!place.hashRequired) return;
    const before = sent.length;
    const refusal = await clientFor(request.document, 'any-password')
      .request(request.method, request.path, { body: withoutHash(body), params: request.params })
      .then(() => undefined, (err: unknown) => err);
    expect(refusal).toBeInstanceOf(pkg.ContractRefusal);
    expect((refusal as Json).code).toBe('HASH_REQUIRED');
    expect((refusal as Error).message).toContain(v.gap);
    expect(sent.length, 'nothing was sent').toBe(before);
  });
});
