// Bodies that break the contract are refused before sending: for every operation or action with a request
// example, the example broken in one member (a wrong type, a required member left out, a member the schema
// closes out) is refused with INVALID_BODY, naming the element and the member, and nothing is sent; the
// example itself still goes out, complete and valid. What is valid is judged by ajv at run time on the
// bundles (tests/client/contract.ts), independently of the client's standalone validators.
import { describe, expect, it } from 'vitest';
import { applies, elements, paramsFor, requiredOf, validatorOf, type Element } from './contract.ts';
import { KEY, clientFor, keyField, pkg, sent } from './harness.ts';

const DEFAULT_PASSWORD = 'body-test-password';
const withExamples = elements().filter((e) => e.examples.length);

const call = (e: Element, body: any, password: string) => clientFor(e.document, password).request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });

/** What the caller passes: the example without what the client fills (key; hash where a recipe applies). */
function callerBody(e: Element, value: any) {
  const copy = structuredClone(value);
  delete copy[keyField(e.document)];
  if (applies(e.recipe, value)) delete copy.hash;
  return copy;
}

/** Members a broken copy may touch without tripping an earlier rule: not the branch selector, not hashed or deciding the recipe, not hash. */
function plainMembers(e: Element, value: any) {
  const hashed = new Set([...(e.recipe?.fields ?? []), ...Object.keys(e.recipe?.when ?? {})].map((f) => f.slice(1).split('/')[0]));
  return Object.keys(value).filter((k) => !(k in e.select) && k !== 'hash' && k !== keyField(e.document) && !hashed.has(k));
}

/**
 * A value of another JSON type than `v`, so that no schema of `v`'s type accepts it: not a number for a string,
 * since a form member that takes numerals only takes a JS number too (tests/client/numbers.test.ts).
 */
const wrongType = (v: unknown) => (typeof v === 'string' ? true : `not-${Array.isArray(v) ? 'array' : typeof v}`);

async function refusalOf(e: Element, body: any, password: string) {
  const before = sent.length;
  const refusal = await call(e, body, password).then(() => undefined, (err: unknown) => err);
  expect(sent.length, 'nothing was sent').toBe(before);
  expect(refusal).toBeInstanceOf(pkg.ContractRefusal);
  return refusal as InstanceType<typeof pkg.ContractRefusal>;
}

it('there are request examples to break', () => expect(withExamples.length).toBeGreaterThan(0));

describe.each(withExamples.map((e) => [e.label, e] as const))('%s', (_label, e) => {
  const validate = validatorOf(e);
  const label = (e: Element) => {
    const op = e.operation.op;
    return `${e.operation.method.toUpperCase()} ${e.operation.path}${op.operationId ? ` (${op.operationId})` : ''}${Object.entries(e.select).map(([k, v]) => ` ${k}=${v}`).join('')}`;
  };

  it.each(e.examples.map((x) => [x.name, x] as const))('%s: sent as documented, complete and valid', async (_name, x) => {
    const before = sent.length;
    await call(e, callerBody(e, x.value), x.password ?? DEFAULT_PASSWORD);
    expect(sent.length).toBe(before + 1);
    const body = sent.at(-1)!.body;
    if (keyField(e.document) in x.value) expect(body[keyField(e.document)], 'the key, filled').toBe(KEY);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it.each(e.examples.map((x) => [x.name, x] as const))('%s with one member of the wrong type: refused, naming it', async (_name, x) => {
    const password = x.password ?? DEFAULT_PASSWORD;
    const body = callerBody(e, x.value);
    // A member the caller passes (the key if nothing else: the client fills it only when absent).
    const member = plainMembers(e, body)[0] ?? keyField(e.document);
    const broken = { ...body, [member]: wrongType(body[member] ?? KEY) };
    expect(validate({ ...x.value, [member]: broken[member] }), 'ajv at run time rejects it too').toBe(false);
    const refusal = await refusalOf(e, broken, password);
    expect(refusal.code).toBe('INVALID_BODY');
    expect(refusal.element).toBe(label(e));
    expect(refusal.message).toMatch(new RegExp(`^Refused before sending ${label(e).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: the body breaks the contract's schema: `));
    expect(refusal.message).toContain(`/${member} `);
    expect(refusal.errors?.some((err) => err.instancePath === `/${member}`)).toBe(true);
    expect(refusal.message).not.toContain(password);
  });

  it.each(e.examples.map((x) => [x.name, x] as const))('%s without a required member: refused, naming it', async (_name, x) => {
    const body = callerBody(e, x.value);
    const required = requiredOf(e.operation.doc, e.schema);
    const member = plainMembers(e, body).find((k) => required.has(k));
    if (member === undefined) {
      // Every required member is the selector, hashed or filled: other rules refuse those (tests/client/signing.test.ts).
      expect([...required].every((k) => k in e.select || k === 'hash' || k === keyField(e.document) || !plainMembers(e, { [k]: '' }).length)).toBe(true);
      return;
    }
    const { [member]: _dropped, ...broken } = body;
    const refusal = await refusalOf(e, broken, x.password ?? DEFAULT_PASSWORD);
    expect(refusal.code).toBe('INVALID_BODY');
    expect(refusal.message).toContain(`must have required property '${member}'`);
  });

  it.each(e.examples.map((x) => [x.name, x] as const))('%s with a member the contract does not have: refused, naming it', async (_name, x) => {
    const broken = { ...callerBody(e, x.value), not_in_the_contract: 'x' };
    if (validate({ ...x.value, not_in_the_contract: 'x' })) {
      // The schema is open: the client sends what the contract allows.
      const before = sent.length;
      await call(e, broken, x.password ?? DEFAULT_PASSWORD);
      expect(sent.length).toBe(before + 1);
      return;
    }
    const refusal = await refusalOf(e, broken, x.password ?? DEFAULT_PASSWORD);
    expect(refusal.code).toBe('INVALID_BODY');
    expect(refusal.message).toContain('"not_in_the_contract"');
  });
});

it('lists every error of a body, each with its path', async () => {
  const e = withExamples.find((x) => plainMembers(x, x.examples[0].value).length >= 2)!;
  expect(e, 'an example with two plain members').toBeTruthy();
  const [a, b] = plainMembers(e, e.examples[0].value);
  const body = callerBody(e, e.examples[0].value);
  const refusal = await refusalOf(e, { ...body, [a]: wrongType(body[a]), [b]: wrongType(body[b]) }, e.examples[0].password ?? DEFAULT_PASSWORD);
  expect(refusal.message).toContain(`/${a} `);
  expect(refusal.message).toContain(`/${b} `);
  expect(refusal.message.split('; ').length).toBeGreaterThanOrEqual(2);
});
