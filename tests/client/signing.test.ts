// Signing: vectors computed independently of the generated code (tests/support/hash.ts, section 5's rule)
// for every recipe in the bundles; refusals where there is none; property tests of member order and of
// every hashed field; the password never leaves the client.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { codePoint } from '../support/fast-check.ts';
import { signatureOf } from '../support/hash.ts';
import { applies, arbitrary, at, elements, memberSchema, paramsFor, requiredOf, setAt, validatorOf, type Element } from './contract.ts';
import { KEY, clientFor, keyField, pkg, sent } from './harness.ts';

const PASSWORD = 'Vector-Pässwort-9';
const all = elements();
const signed = all.filter((e) => e.recipe);
const call = (e: Element, body: any, password = PASSWORD) => clientFor(e.document, password).request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });

/** A body of the element the recipe applies to: its examples, and one sampled from its schema. */
function bodiesOf(e: Element) {
  const examples = e.examples.filter((x) => applies(e.recipe, x.value)).map((x) => ({ name: x.name, body: x.value, password: x.password }));
  const validate = validatorOf(e);
  // The sample is made one the recipe applies to by setting its `when` members: an open member (Checkout's
  // operation is any string, section 2.2 listing only the values seen) is not drawn with that value by chance.
  const when = Object.entries(e.recipe?.when ?? {});
  const sampled = fc.sample(
    arbitrary(e.operation.doc, e.schema)
      .map((b) => when.reduce((x: any, [p, v]) => setAt(x, p, v), b))
      .filter((b) => validate(b) && applies(e.recipe, b)),
    { numRuns: 1, seed: 7 },
  );
  return [...examples, ...sampled.map((body) => ({ name: 'sampled from the schema', body, password: undefined }))];
}

const unsigned = (e: Element, body: any) => {
  const { hash: _h, [keyField(e.document)]: _k, ...rest } = structuredClone(body);
  return rest;
};

describe('signing vectors: every recipe of the bundles', () => {
  it('there are recipes', () => expect(signed.length).toBeGreaterThan(0));

  describe.each(signed.map((e) => [e.label, e] as const))('%s', (_label, e) => {
    it.each(bodiesOf(e).map((b) => [b.name, b] as const))('%s: hash is sha1(md5(upper(fields + password)))', async (_name, b) => {
      const password = b.password ?? PASSWORD;
      const before = sent.length;
      await call(e, unsigned(e, b.body), password);
      const request = sent[before];
      expect(request, 'the call was sent').toBeTruthy();
      const values = e.recipe!.fields.map((f) => at(request.body, f) as string);
      expect(request.body.hash).toBe(signatureOf(values, password));
      if (b.password) expect(request.body.hash).toBe(b.body.hash);
      expect(request.body[keyField(e.document)] ?? KEY).toBe(KEY);
    });
  });
});

describe('refusals where the source gives no recipe', () => {
  const gaps = all.filter((e) => requiredOf(e.operation.doc, e.schema).has('hash') && (!e.recipe || e.recipe.when));

  it.each(gaps.map((e) => [e.label, e] as const))('%s without hash is refused, naming the gap', async (_label, e) => {
    let body = e.examples[0]?.value ?? fc.sample(arbitrary(e.operation.doc, e.schema), { numRuns: 1, seed: 3 })[0];
    // A `when` recipe: make the body one it does not apply to.
    for (const [p, v] of Object.entries(e.recipe?.when ?? {})) {
      const member = p.slice(1).split('/');
      const enumValues: unknown[] = member.reduce((s: any, k) => (s?.$ref ? undefined : s?.properties?.[k]), e.schema)?.enum ?? [];
      body = setAt(body, p, enumValues.find((x) => x !== v) ?? `not-${v}`);
    }
    const { hash: _h, ...withoutHash } = body;
    const before = sent.length;
    const refusal = await call(e, withoutHash).then(() => undefined, (err: unknown) => err);
    expect(refusal).toBeInstanceOf(pkg.ContractRefusal);
    expect((refusal as any).code).toBe('HASH_REQUIRED');
    expect((refusal as Error).message).toMatch(/pass hash yourself/);
    if (e.gap && /hash|recipe|signature/i.test(e.gap)) expect((refusal as Error).message).toContain(e.gap);
    expect(sent.length, 'nothing was sent').toBe(before);
    // With a hash the same call goes out, hash untouched.
    await call(e, { ...withoutHash, hash: body.hash ?? 'a'.repeat(40) });
    expect(sent.at(-1)!.body.hash).toBe(body.hash ?? 'a'.repeat(40));
  });

  it('a hash that is not the recipe\'s is refused before sending', async () => {
    for (const e of signed) {
      const [b] = bodiesOf(e);
      const refusal = await call(e, { ...unsigned(e, b.body), hash: '0'.repeat(40) }).then(() => undefined, (err: unknown) => err);
      expect((refusal as any)?.code, e.label).toBe('HASH_MISMATCH');
    }
  });

  it('the recipe\'s hash passed in capitals is accepted and sent as passed', async () => {
    for (const e of signed) {
      const [b] = bodiesOf(e);
      const body = unsigned(e, b.body);
      await call(e, body);
      const computed = String(sent.at(-1)!.body.hash);
      await call(e, { ...unsigned(e, b.body), hash: computed.toUpperCase() });
      expect(sent.at(-1)!.body.hash, e.label).toBe(computed.toUpperCase());
    }
  });

  it('a hashed field that is missing is refused', async () => {
    for (const e of signed) {
      const [b] = bodiesOf(e);
      const field = e.recipe!.fields.find((f) => !Object.keys(e.recipe!.when ?? {}).includes(f))!;
      const body = unsigned(e, b.body);
      const keys = field.slice(1).split('/');
      const parent = keys.slice(0, -1).reduce((o: any, k) => o[k], body);
      delete parent[keys.at(-1)!];
      const refusal = await call(e, body).then(() => undefined, (err: unknown) => err);
      expect((refusal as any)?.code, e.label).toBe('HASH_FIELD');
      expect((refusal as Error).message).toContain(field);
    }
  });
});

describe('signing properties (fast-check)', () => {
  it.each(signed.map((e) => [e.label, e] as const))('%s: invariant to member order', async (_label, e) => {
    const [b] = bodiesOf(e);
    const body = unsigned(e, b.body);
    await call(e, body);
    const expected = sent.at(-1)!.body.hash;
    await fc.assert(
      fc.asyncProperty(fc.shuffledSubarray(Object.keys(body), { minLength: Object.keys(body).length }), async (order) => {
        await call(e, Object.fromEntries(order.map((k) => [k, body[k]])));
        expect(sent.at(-1)!.body.hash).toBe(expected);
      }),
      { numRuns: 25 },
    );
  });

  // Any string for a hashed field: values its schema allows (sampled from it) and arbitrary ones. A body the
  // schema allows is sent with the hash of its fields; one it does not is refused, naming the field, unsent.
  it.each(signed.map((e) => [e.label, e] as const))('%s: changes with any hashed field, or is refused naming it', async (_label, e) => {
    const [b] = bodiesOf(e);
    const body = unsigned(e, b.body);
    await call(e, body);
    const original = sent.at(-1)!.body.hash;
    const fields = e.recipe!.fields.filter((f) => !(f in (e.recipe!.when ?? {})));
    const validate = validatorOf(e);
    const valueFor = (field: string) => {
      const s = memberSchema(e.operation.doc, e.schema, field);
      const allowed = s ? arbitrary(e.operation.doc, s).filter((v): v is string => typeof v === 'string' && v.length > 0) : fc.string({ minLength: 1 });
      return fc.oneof(allowed, fc.string({ minLength: 1, maxLength: 12 })).map((value) => [field, value] as const);
    };
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...fields).chain(valueFor), async ([field, value]) => {
        fc.pre(value.toUpperCase() !== String(at(body, field)).toUpperCase());
        const changedBody = setAt(body, field, value);
        const hash = signatureOf(e.recipe!.fields.map((f) => at(changedBody, f) as string), PASSWORD);
        const before = sent.length;
        const refusal = await call(e, changedBody).then(() => undefined, (err: unknown) => err);
        if (validate({ ...changedBody, [keyField(e.document)]: KEY, hash })) {
          expect(refusal).toBeUndefined();
          const changed = sent.at(-1)!.body.hash;
          expect(changed).not.toBe(original);
          expect(changed).toBe(hash);
        } else {
          expect((refusal as any)?.code).toBe('INVALID_BODY');
          expect((refusal as Error).message).toContain(field);
          expect(sent.length, 'nothing was sent').toBe(before);
        }
      }),
      { numRuns: 25 },
    );
  });
});

describe('form bodies (fast-check)', () => {
  const forms = all.filter((e) => e.operation.contentType === 'application/x-www-form-urlencoded');
  it('there are form elements', () => expect(forms.length).toBeGreaterThan(0));

  it.each(forms.map((e) => [e.label, e] as const))('%s: any body the schema allows round-trips through the form', async (_label, e) => {
    const validate = validatorOf(e);
    await fc.assert(
      fc.asyncProperty(arbitrary(e.operation.doc, e.schema).filter((b) => validate(b)), async (body: any) => {
        const toSend = applies(e.recipe, body) ? unsigned(e, body) : body;
        await call(e, toSend);
        const request = sent.at(-1)!;
        expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
        const expected = { ...toSend, [keyField(e.document)]: toSend[keyField(e.document)] ?? KEY, hash: request.body.hash };
        expect(request.body).toEqual(expected);
        expect(validate(request.body), JSON.stringify(validate.errors)).toBe(true);
      }),
      { numRuns: 40 },
    );
  });

  it('the form serializer gives what URLSearchParams gives, for any flat body (any code point, lone surrogates included)', () => {
    // Any code point, with the characters the serializer treats apart (and lone surrogates) drawn often
    // (tests/support/fast-check.ts codePoint: fast-check's dangerous strings still go into the keys).
    const special = fc.constantFrom(...' !\'()~*-._%+&=[]é€😀', '\uD800', '\uDC00');
    const text = fc.string({ unit: fc.oneof(special, codePoint), maxLength: 12 });
    fc.assert(
      fc.property(fc.array(fc.tuple(text, fc.oneof(text, fc.integer(), fc.double(), fc.boolean())), { maxLength: 6 }), (pairs) => {
        const body = Object.create(null);
        for (const [k, v] of pairs) body[k] = v;
        const expected = new URLSearchParams(Object.keys(body).map((k) => [k, String(body[k])])).toString();
        expect(pkg.toForm(body)).toBe(expected);
      }),
      { numRuns: 2000 },
    );
  });

  it('a nested member is refused (forms are flat)', async () => {
    for (const e of forms) {
      const [example] = e.examples;
      const before = sent.length;
      const refusal = await call(e, { ...example.value, nested: { a: '1' } }, example.password).then(() => undefined, (err: unknown) => err);
      expect((refusal as any)?.code, e.label).toBe('NOT_FLAT');
      expect(sent.length).toBe(before);
    }
  });

  it('an action outside the contract is refused', async () => {
    const e = forms[0];
    const [d] = Object.keys(e.select);
    const refusal = await call(e, { [d]: `NOT-${e.select[d]}`, hash: 'a'.repeat(40) }).then(() => undefined, (err: unknown) => err);
    expect((refusal as any)?.code).toBe('UNKNOWN_BRANCH');
    expect((refusal as Error).message).toContain(String(e.select[d]));
  });
});

describe('required parameters', () => {
  const withParams = all.filter((e) => e.operation.parameters.some((p) => p.required));
  it.each(withParams.map((e) => [e.label, e] as const))('%s without its required parameters is refused; with them they are sent', async (_label, e) => {
    const body = e.examples[0]?.value;
    const refusal = await clientFor(e.document, PASSWORD).request(e.operation.method, e.operation.path, { body }).then(() => undefined, (err: unknown) => err);
    expect((refusal as any)?.code).toBe('MISSING_PARAMETER');
    await call(e, body);
    for (const p of e.operation.parameters.filter((x) => x.required && x.in === 'header')) expect(sent.at(-1)!.headers[p.name.toLowerCase()]).toBe(String(paramsFor(e).header[p.name]));
  });
});

afterAll(() => {
  // Everything any test above sent: the password never left the client.
  expect(sent.length).toBeGreaterThan(0);
  for (const s of sent) {
    for (const password of [PASSWORD, ...signed.flatMap((e) => e.examples.map((x) => x.password).filter(Boolean))]) {
      expect(s.url).not.toContain(password);
      expect(JSON.stringify(s.headers)).not.toContain(password);
      expect(s.text).not.toContain(encodeURIComponent(password!));
      expect(s.text).not.toContain(password);
    }
  }
});
