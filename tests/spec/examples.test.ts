// Every example validates against its schema with ajv (2020-12, formats on; the model's one factory),
// independently of Spectral; every catalogue row with a body is a valid error body; signed request examples
// carry the hash that their operation's or action's x-hash recipe gives (recomputed here from section 5 by
// tests/support/hash.ts, not by the client).
import { describe, expect, it } from 'vitest';
import { documentNames, model } from '../support/spec.ts';
import { at, signatureOf } from '../support/hash.ts';

type Json = any;

describe.each(documentNames)('%s examples', (name) => {
  const h = model.host(name);
  const cases = [...h.operations, ...h.webhooks].flatMap((o) => [
    ...(o.requestBody?.schemaPointer ? o.requestBody.examples.map((e: Json) => ({ label: `${o.label} request ${e.name}`, pointer: o.requestBody!.schemaPointer!, value: e.value })) : []),
    ...o.responses.filter((r: Json) => r.schemaPointer).flatMap((r: Json) => r.examples.map((e: Json) => ({ label: `${o.label} ${r.status} ${r.contentType} ${e.name}`, pointer: r.schemaPointer, value: e.value }))),
  ]);

  it('has named request and response examples', () => {
    expect(cases.filter((c) => c.label.includes(' request ')).length).toBeGreaterThan(0);
    expect(cases.filter((c) => !c.label.includes(' request ')).length).toBeGreaterThan(0);
  });

  it.each(cases.map((c) => [c.label, c] as const))('%s validates', (_label, c) => {
    expect(c.value, 'an example has a value').toBeDefined();
    const validate = h.compile(c.pointer);
    const ok = validate(c.value);
    expect(validate.errors ?? [], JSON.stringify(c.value)).toEqual([]);
    expect(ok).toBe(true);
  });
});

describe('error catalogue', () => {
  const validate = model.host('checkout').compile('/components/schemas/ErrorBody');

  it.each(model.errors.map((r) => [r.name, r] as const))('%s has a valid body or says what is not shown', (_name, row) => {
    expect(row.source).toBeTruthy();
    expect([400, 404]).toContain(row.status);
    if (row.body) {
      expect(validate(row.body), JSON.stringify(validate.errors)).toBe(true);
      expect(row.body.error_message).toBe(row.summary);
    } else {
      expect(row.gap).toMatch(/not shown/);
    }
  });
});

describe('signed request examples', () => {
  const signed = model.elements.flatMap((e) => e.examples.filter((x: Json) => x.password).map((x: Json) => [`${e.label} ${x.name}`, e, x] as const));

  it('exist on every host that has a recipe', () => {
    for (const h of model.hosts.filter((x) => x.elements.some((e) => e.recipe))) expect(signed.some(([, e]) => e.host === h), h.name).toBe(true);
  });

  it.each(signed)('%s carries the hash of its recipe', (_label, element, ex) => {
    const recipe = element.recipe;
    expect(recipe, 'a signed example needs an x-hash recipe').toBeTruthy();
    for (const [pointer, value] of Object.entries(recipe.when ?? {})) expect(at(ex.value, pointer)).toBe(value);
    const values = recipe.fields.map((f: string) => at(ex.value, f));
    values.forEach((v: unknown) => expect(typeof v).toBe('string'));
    expect(ex.value.hash).toBe(signatureOf(values as string[], ex.password));
  });
});
