// Numbers in form bodies: a form carries every value as text, so a form member whose schema takes numerals only
// (interval_length, payments_count, ... : which ones is read from the contract model here, by probing each
// member's schema, independently of the generated facts) also takes a finite JS number, sent as String(n), the
// same bytes as the text; NaN, Infinity, a number whose text the schema rejects and a number for any other
// member are refused before sending, naming the member. A recipe over such a member hashes the text sent.
import { describe, expect, it } from 'vitest';
import { signatureOf } from '../support/hash.ts';
import { validatorFor } from '../support/spec.ts';
import { callerBody, elements, memberSchema, paramsFor, type Element } from './contract.ts';
import { KEY, clientFor, keyField, pkg, sent } from './harness.ts';
import { createSigningClient } from '../../packages/client/src/runtime.js';
import { validatorModules } from '../../generated/client/clients.js';

const FORM = 'application/x-www-form-urlencoded';
const PASSWORD = 'numbers-test-password';
const forms = elements().filter((e) => e.operation.contentType === FORM);

// Texts no member that takes numerals only accepts, and numerals at least one such member accepts.
const NOT_NUMERALS = ['x', 'a1', '1a', ' 1', '1 ', '', 'one', '1e5', 'NaN', 'Infinity', '0x1'];
const NUMERALS = ['0', '1', '12', '10.00', '1.5', '233201234567'];

/** The members of a form element whose schema rejects every text that is not a numeral and accepts some numeral. */
function numeralMembersOf(e: Element): string[] {
  const h = validatorFor(e.document);
  const members = Object.keys(e.schema.properties ?? {});
  return members.filter((m) => {
    const schema = memberSchema(e.operation.doc, e.schema, `/${m.replace(/~/g, '~0').replace(/\//g, '~1')}`);
    if (!schema) return false;
    const validate = h.ajv.compile(schema);
    return NOT_NUMERALS.every((t) => !validate(t)) && NUMERALS.some((t) => validate(t));
  });
}

const facts = (e: Element) => {
  const body = (pkg.contract as any)[e.document].operations[`${e.operation.method.toUpperCase()} ${e.operation.path}`].body;
  return body.discriminator ? body.branches[e.select[body.discriminator] as string] : body;
};
const call = (e: Element, body: any) => clientFor(e.document, PASSWORD).request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
async function refusalOf(e: Element, body: any) {
  const before = sent.length;
  const refusal = await call(e, body).then(() => undefined, (err: unknown) => err);
  expect(sent.length, 'nothing was sent').toBe(before);
  expect(refusal).toBeInstanceOf(pkg.ContractRefusal);
  return refusal as InstanceType<typeof pkg.ContractRefusal>;
}

const withNumerals = forms.filter((e) => numeralMembersOf(e).length);
/** Form examples with a member that takes numerals only whose text is a number's own text (String(Number(v)) === v). */
const canonical = withNumerals.flatMap((e) =>
  e.examples.flatMap((x) => numeralMembersOf(e).filter((m) => typeof x.value[m] === 'string' && String(Number(x.value[m])) === x.value[m]).map((m) => [`${e.label} ${x.name} ${m}`, e, x, m] as const)),
);

it('there are form members that take numerals only, with examples', () => {
  expect(withNumerals.length).toBeGreaterThan(0);
  expect(canonical.length).toBeGreaterThan(0);
});

describe.each(forms.map((e) => [e.label, e] as const))('%s', (_label, e) => {
  it('the facts name exactly the members whose schema takes numerals only', () => {
    expect([...facts(e).numerals].sort()).toEqual(numeralMembersOf(e).sort());
  });
});

describe('a finite JS number for a member that takes numerals only', () => {
  it.each(canonical)('%s: sent as its text, the same bytes as the text itself', async (_l, e, x, m) => {
    const body = callerBody(e, x.value, keyField(e.document));
    await call(e, body);
    const asText = sent.at(-1)!;
    await call(e, { ...body, [m]: Number(body[m]) });
    const asNumber = sent.at(-1)!;
    expect(asNumber).not.toBe(asText);
    expect(asNumber.body[m]).toBe(x.value[m]);
    expect(asNumber.text).toBe(asText.text);
  });

  it.each(withNumerals.map((e) => [e.label, e] as const))('%s: NaN and ±Infinity are refused, naming the member', async (_l, e) => {
    const [x] = e.examples;
    for (const m of numeralMembersOf(e)) {
      for (const n of [NaN, Infinity, -Infinity]) {
        const refusal = await refusalOf(e, { ...callerBody(e, x.value, keyField(e.document)), [m]: n });
        expect(refusal.code).toBe('INVALID_BODY');
        expect(refusal.message).toContain(`/${m} `);
        expect(refusal.message).toContain(`${n} is not a finite number`);
      }
    }
  });

  it.each(withNumerals.map((e) => [e.label, e] as const))('%s: a number whose text the schema rejects is refused, saying what it became', async (_l, e) => {
    const [x] = e.examples;
    for (const m of numeralMembersOf(e)) {
      const refusal = await refusalOf(e, { ...callerBody(e, x.value, keyField(e.document)), [m]: -1.5 });
      expect(refusal.code).toBe('INVALID_BODY');
      expect(refusal.message).toContain(`/${m} `);
      expect(refusal.message).toContain('the number -1.5, as the text "-1.5"');
    }
  });
});

describe('a JS number for a member that does not take numerals only', () => {
  const cases = forms.flatMap((e) =>
    e.examples.slice(0, 1).flatMap((x) => {
      const body = callerBody(e, x.value, keyField(e.document));
      const m = Object.keys(body).find((k) => typeof body[k] === 'string' && !(k in e.select) && k !== 'hash' && k !== keyField(e.document) && !numeralMembersOf(e).includes(k) && !(e.recipe?.fields ?? []).includes(`/${k}`));
      return m ? [[`${e.label} ${m}`, e, body, m] as const] : [];
    }),
  );
  it('there are such members', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases)('%s: refused with INVALID_BODY, naming it and the members that take a number', async (_l, e, body, m) => {
    const refusal = await refusalOf(e, { ...body, [m]: 1 });
    expect(refusal.code).toBe('INVALID_BODY');
    expect(refusal.message).toContain(`/${m} `);
    expect(refusal.message).toContain(`pass ${m} as the string to send`);
    for (const n of numeralMembersOf(e)) expect(refusal.message).toContain(n);
  });
});

describe('a recipe over a member that takes numerals only', () => {
  // No recipe of the contract hashes such a member today: give one to a copy of the facts, and the runtime
  // (the same code, the same validators) hashes the text it sends.
  const [e] = withNumerals;
  it('hashes exactly the text sent', async () => {
    const m = numeralMembersOf(e)[0];
    const document = structuredClone((pkg.contract as any)[e.document]);
    const op = document.operations[`${e.operation.method.toUpperCase()} ${e.operation.path}`];
    const element = op.body.discriminator ? op.body.branches[e.select[op.body.discriminator] as string] : op.body;
    const algorithm = elements().find((x) => x.recipe)!.recipe!.algorithm;
    Object.assign(element, { signed: true, recipe: { algorithm, fields: [`/${m}`] } });
    let request: Request | undefined;
    const client: any = createSigningClient(document, { baseUrl: 'http://gateway.invalid', [document.factory.keyOption]: KEY, password: PASSWORD, fetch: async (r: Request) => ((request = r), new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })) }, (validatorModules as any)[e.document]);
    const { hash: _h, ...body } = callerBody(e, e.examples[0].value, keyField(e.document));
    const n = 7;
    await client.request(e.operation.method, e.operation.path, { body: { ...body, [m]: n }, params: paramsFor(e) });
    const form = Object.fromEntries(new URLSearchParams(await request!.text()));
    expect(form[m]).toBe(String(n));
    expect(form.hash).toBe(signatureOf([String(n)], PASSWORD));
  });
});
