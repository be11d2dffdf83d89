// What the mock answers in the gateway's words (packages/gateway-http/gateway.mjs), from the catalogue rows of the
// model: the invalid-request row's body with the mock's own errors list (one "member: what is wrong" string
// per violation), the route row for a path or method a host does not have, and the body of a row that the
// Prefer header names.
import { expect } from 'vitest';
import { model } from '../support/spec.ts';
import { decode, type WireCase } from '../support/wire.ts';

export const INVALID = model.error('request-data-invalid')!;
export const ROUTE = model.error('route-not-supported')!;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** An errors entry about `member` ("member: what is wrong"). */
export const entryOf = (member: string) => expect.stringMatching(new RegExp(`^${escape(member)}: \\S`));

/**
 * The invalid-request body as the mock answers it: the catalogue row's body (result, error_code, error_message)
 * with a non-empty errors list of "member: what is wrong" strings, holding an entry about each of `members`.
 */
export function invalidBody(...members: string[]) {
  const { errors: _catalogueList, ...rest } = INVALID.body;
  return { ...rest, errors: expect.arrayContaining(members.length ? members.map(entryOf) : [expect.stringMatching(/^\S.*: \S/s)]) };
}

/** Every entry of an errors list is a string "member: what is wrong". */
export function expectErrorsList(body: any, label = '') {
  expect(Array.isArray(body?.errors) && body.errors.length > 0, `${label}: ${JSON.stringify(body)}`).toBe(true);
  for (const entry of body.errors) expect(entry, `${label}: ${JSON.stringify(body.errors)}`).toMatch(/^\S.*: \S/s);
}

/** The body the mock answers for a catalogue row: invalidBody(...members) for the invalid-request row, else the row's body. */
export const rowBody = (row: string, ...members: string[]) => (row === INVALID.name ? invalidBody(...members) : model.error(row)!.body);

/**
 * tests/support/wire.ts's check of a wire case, with the mock's invalid-request body: the validator accepts
 * exactly the cases the source answers 200, and the mock gives the source's answer (`members`: the members
 * its errors list must name).
 */
export function gatewayWireCase({ validateRequest, validateOk, validateError, send }: any) {
  return async function expectWireCase(c: WireCase & { members?: string[] }) {
    const valid = validateRequest(decode(c.wire));
    expect(valid, `validator on ${c.wire}: ${JSON.stringify(validateRequest.errors)}`).toBe(c.status === 200);
    const answer = await send(c.wire);
    expect(answer.status, `mock on ${c.wire}: ${answer.violations}`).toBe(c.status);
    if (c.status === 200) {
      expect(validateOk(answer.body), JSON.stringify(validateOk.errors)).toBe(true);
    } else {
      expect(validateError(answer.body), JSON.stringify(validateError.errors)).toBe(true);
      expect(answer.body).toEqual(rowBody(c.error!, ...(c.members ?? [])));
      if (c.error === INVALID.name) expectErrorsList(answer.body, c.label);
    }
  };
}
