// The mock's own form decoder agrees with Prism's on any body: both sides of the mock read the same fields.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeUriEntities, splitUriParams } from '@stoplight/prism-http/dist/validator/validators/body.js';
import { decodeForm } from '../scripts/lib/mock-form-rules.mjs';

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
      fc.property(fc.oneof(fc.string({ unit: 'binary', maxLength: 60 }), fc.array(pieces, { maxLength: 20 }).map((p) => p.join(''))), (raw) => {
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
