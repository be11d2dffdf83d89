// Every example validates against its schema with ajv (2020-12, formats on), independently of Spectral;
// every catalogue row with a body is a valid error body; signed request examples carry the hash that
// their operation's or action's x-hash recipe gives.
import { describe, expect, it } from 'vitest';
import { deref, documentNames, errorCatalogue, mediaObjects, validatorFor } from './support/spec.ts';
import { at, signatureOf } from './support/hash.ts';

describe.each(documentNames)('%s examples', (name) => {
  const { doc, compile } = validatorFor(name);
  const cases = mediaObjects(doc).flatMap(({ pointer, media }) =>
    Object.entries<any>(media.examples ?? {}).map(([exampleName, ex]) => ({ pointer, exampleName, example: deref(doc, ex) })),
  );

  it('has named examples', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases.map((c) => [`${c.pointer} ${c.exampleName}`, c] as const))('%s validates', (_label, c) => {
    const validate = compile(`${c.pointer}/schema`);
    const ok = validate(c.example.value);
    expect(validate.errors ?? [], JSON.stringify(c.example.value)).toEqual([]);
    expect(ok).toBe(true);
  });
});

describe('error catalogue', () => {
  const { compile } = validatorFor('checkout');
  const validate = compile('/components/schemas/ErrorBody');
  const rows = Object.entries(errorCatalogue);

  it.each(rows)('%s has a valid body or says what is not shown', (_name, row) => {
    expect(row['x-source']).toBeTruthy();
    expect([400, 404]).toContain(row['x-status']);
    if ('value' in row) {
      expect(validate(row.value), JSON.stringify(validate.errors)).toBe(true);
      expect(row.value.error_message).toBe(row.summary);
    } else {
      expect(row['x-gap']).toMatch(/not shown/);
    }
  });
});

describe('signed request examples', () => {
  const signed = documentNames.flatMap((name) => {
    const { doc } = validatorFor(name);
    return Object.entries<any>(doc.paths).flatMap(([p, item]) =>
      Object.entries<any>(item).flatMap(([method, op]) =>
        Object.entries<any>(op.requestBody?.content ?? {}).flatMap(([, media]) =>
          Object.entries<any>(media.examples ?? {})
            .map(([exampleName, ex]) => [exampleName, deref(doc, ex)] as const)
            .filter(([, ex]) => ex['x-hash-password'])
            .map(([exampleName, ex]) => {
              // The recipe: the operation's x-hash, or for a oneOf body, the branch whose action const matches.
              const schema = deref(doc, media.schema);
              const branch = (schema.oneOf ?? []).map((b: any) => deref(doc, b)).find((b: any) => b.properties?.action?.const === ex.value.action);
              const recipe = branch?.['x-hash'] ?? op['x-hash'];
              return [`${name} ${method.toUpperCase()} ${p} ${exampleName}`, ex, recipe] as const;
            }),
        ),
      ),
    );
  });

  it('exist', () => expect(signed.length).toBeGreaterThan(0));

  it.each(signed)('%s carries the hash of its recipe', (_label, ex, recipe) => {
    expect(recipe, 'a signed example needs an x-hash recipe').toBeTruthy();
    for (const [pointer, value] of Object.entries(recipe.when ?? {})) expect(at(ex.value, pointer)).toBe(value);
    const values = recipe.fields.map((f: string) => at(ex.value, f));
    values.forEach((v: unknown) => expect(typeof v).toBe('string'));
    expect(ex.value.hash).toBe(signatureOf(values as string[], ex['x-hash-password']));
  });
});
