// The mock's pre-checks before Prism (packages/gateway-http/form-rules.mjs), from the contract model:
// - its form decoder agrees with Prism's on any body, so both sides of the mock read the same fields;
// - on every form operation of every host, an action outside the allowlist (the action constants of the
//   operation's elements) gets the documented 404 example, and a member with x-invalid-error that fails its
//   own schema gets the 400 example of that row, from the running mock;
// - a valid request that names no example gets the 200 example named after its action, else the neutral one.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyString } from '../support/fast-check.ts';
import { mockUrls } from '../support/mock.ts';
import { decodeUriEntities, splitUriParams } from '@stoplight/prism-http/dist/validator/validators/body.js';
import { decodeForm } from '../../packages/gateway-http/form-rules.mjs';
import { model, pointerEscape } from '../support/spec.ts';
import { invalidBody } from './gateway-answers.ts';

const urls = await mockUrls();

const prism = (raw: string) => {
  const split = splitUriParams(raw);
  if (split._tag === 'Left') throw new Error('splitUriParams never fails');
  return decodeUriEntities(split.right, 'application/x-www-form-urlencoded');
};
const outcome = (decode: (raw: string) => unknown, raw: string) => {
  try {
    return { fields: decode(raw) };
  } catch {
    return { throws: true };
  }
};

describe('decodeForm', () => {
  const pieces = fc.constantFrom('a', 'action', '=', '&', '+', '%', '%2', '%20', '%2B', '%ZZ', '%E2%82%AC', '%ED%A0%80', '[', ']', 'é', '😀', ' ', '==', '&&');
  it('decodes every body as Prism does, or throws where Prism throws', () => {
    fc.assert(
      fc.property(fc.oneof(anyString(60), fc.array(pieces, { maxLength: 20 }).map((p) => p.join(''))), (raw) => {
        expect(outcome(decodeForm, raw)).toEqual(outcome(prism, raw));
      }),
      { numRuns: 2000, seed: 11 },
    );
  });

  it('keeps the last of repeated keys and reads literal bracket keys', () => {
    expect(decodeForm('action=GET_TRANS_STATUS&action=refund&parameters%5Bmobile_number%5D=233&parameters[customer_name]=A+B')).toEqual({
      action: 'refund',
      'parameters[mobile_number]': '233',
      'parameters[customer_name]': 'A B',
    });
  });
});

// Every form operation (a body told apart by a discriminator) of every host, with what the model says of it.
const forms: Array<{ label: string; host: any; operation: any; d: string }> = model.hosts.flatMap((host: any) =>
  host.operations
    .filter((o: any) => o.discriminator)
    .map((operation: any) => ({ label: `${host.name} ${operation.method.toUpperCase()} ${operation.path}`, host, operation, d: operation.discriminator! })),
);

describe.each(forms)('$label', ({ host, operation, d }: any) => {
  const url = `${urls[host.name as keyof typeof urls]}${operation.path}`;
  const send = async (fields: Record<string, string>, headers: Record<string, string> = {}) => {
    const res = await fetch(url, { method: operation.method.toUpperCase(), headers: { 'Content-Type': operation.requestBody!.contentType, ...headers }, body: new URLSearchParams(fields).toString() });
    return { status: res.status, body: await res.json() };
  };
  const actions: string[] = operation.elements.map((e: any) => e.value as string);
  const withExample: any[] = operation.elements.filter((e: any) => e.examples.length);
  const notFound = operation.response(404);
  const invalid = operation.response(400)!;

  it('has a request example for every action', () => {
    expect(withExample.map((e: any) => e.value)).toEqual(actions);
  });

  // Outside the allowlist: other case, a suffix, and an action of no element.
  const outside = (action: string) => [action.toLowerCase(), `${action}_X`, `X${action}`].filter((a) => !actions.includes(a));
  it.each(withExample.map((e: any) => [e.value, e]) as Array<[string, any]>)('%s in another spelling is outside the allowlist', async (_action: string, e: any) => {
    for (const action of outside(e.value as string)) {
      const answer = await send({ ...e.examples[0].value, [d]: action });
      if (notFound) {
        expect(answer.status, action).toBe(404);
        expect(answer.body, action).toEqual(notFound.examples[0].value);
      } else {
        // No documented 404: the documented 400 for a body no branch accepts, its errors list naming the action member.
        expect(answer.status, action).toBe(400);
        expect(invalid.examples[0].name).toBe('request-data-invalid');
        expect(answer.body, action).toEqual(invalidBody(d));
      }
    }
  });

  // Members with x-invalid-error: a value that fails the member's own schema gets that row's 400 example.
  const checks: any[] = operation.elements.flatMap((e: any) =>
    Object.entries<any>(e.schema.properties ?? {})
      .filter(([, s]) => typeof s?.['x-invalid-error'] === 'string')
      .map(([member, s]) => ({ label: `${e.value} ${member} -> ${s['x-invalid-error']}`, e, member, row: s['x-invalid-error'] as string })),
  );
  it.skipIf(checks.length === 0).each(checks.map((c: any) => [c.label, c]) as Array<[string, any]>)('%s', async (_label: string, { e, member, row }: any) => {
    const example = invalid.examples.find((x: any) => x.name === row);
    expect(example, `400 example ${row}`).toBeDefined();
    const body = { ...(e.examples[0]?.value ?? withExample[0].examples[0].value), [d]: e.value as string, [member]: 'not-valid-for-its-schema' };
    expect(e.member(member) && host.compile(`${e.pointer}/properties/${pointerEscape(member)}`)(body[member])).toBe(false);
    const answer = await send(body);
    expect(answer.status).toBe(400);
    expect(answer.body).toEqual(example!.value);
  });

  // 200 examples: named `<ACTION>-<scenario>` for an action, else the neutral one (naming no action).
  const ok = operation.response(200)!;
  const named = (name: string) => actions.find((a) => name.startsWith(`${a}-`));
  const neutral = ok.examples.find((x: any) => !named(x.name));
  it.each(withExample.map((e: any) => [e.value, e]) as Array<[string, any]>)('%s gets its own 200 example, else the neutral one', async (action: string, e: any) => {
    const own = ok.examples.find((x: any) => named(x.name) === action) ?? neutral;
    expect(own, `a 200 example for ${action}`).toBeDefined();
    const answer = await send(e.examples[0].value);
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual(own!.value);
  });
});
