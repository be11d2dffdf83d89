// S2S CARD, POST /post, application/x-www-form-urlencoded: wire strings written from the rows of
// section 4.2 of the interface document (with sections 2.1, 2.4, 5 and 7), each sent both to an ajv
// validator of the bundled request schema (decoded with URLSearchParams into a flat object) and to the
// running mock, and each answered as the source says. Error bodies are read from the catalogue; the
// invalid-request body carries the mock's errors list, which names the member at fault.
import { describe, expect, it } from 'vitest';
import { errorCatalogue, host } from '../../support/spec.ts';
import { decode, without, withValue, wireHost } from '../../support/wire.ts';
import { gatewayWireCase, invalidBody } from '../gateway-answers.ts';
import { signatureOf } from '../../support/hash.ts';

const PASSWORD = 'wire-test-password';
/** A hash of the right form for CREATE_SCHEDULE, whose recipe the source does not show. */
const PLACEHOLDER_HASH = '0f7d1e8a5c3b2a190817263544536271809a0b1c';
const TRANS_ID = '4f1c2e3a-0000-4000-8000-00000000b001';
const SCHEDULE_ID = '3f2b8c9e-1d4a-4c6b-9e7f-0a1b2c3d4e5f';

const wire = wireHost('s2s-card');
const { compile, validateRequest, send } = wire;
const expectWireCase = gatewayWireCase(wire);
const post = host('s2s-card').operation('post', '/post')!;
const validateStatusRecord = compile('/components/schemas/StatusRecord');
const branches: any[] = post.elements.map((e: any) => e.schema);
const branchOf = (action: string) => branches.find((b) => b.properties.action.const === action);

// ---- wire strings ---------------------------------------------------------------------------

/** A wire string with the hash of section 5 appended: the recipe's fields of `wire`, then the password. */
const signed = (wire: string, recipe: string[] | null) => {
  const form = new URLSearchParams(wire);
  const hash = recipe ? signatureOf(recipe.map((f) => form.get(f) ?? ''), PASSWORD) : PLACEHOLDER_HASH;
  return `${wire}&hash=${hash}`;
};

// ---- the table of section 4.2, row by row -------------------------------------------------------

type Row = {
  /** Hash input fields of section 5, in order; null where the source does not show them. */
  recipe: string[] | null;
  /** Required members of the row (besides action, client_key and hash, which every request carries). */
  required: string;
  /** Optional members of the row, with valid values. */
  optional: string;
  /** The catalogue rows section 7 (and sections 1, 5, 8) place on this action. */
  errors: string[];
};
// Rows that apply to every signed S2S CARD request: malformed fields, the signature, the IP allowlist, test/live keys.
const EVERY = ['request-data-invalid', 'hash-not-valid', 'ip-not-allowed', 'use-test-key'];
const ROWS: Record<string, Row> = {
  GET_TRANS_STATUS: { recipe: ['trans_id'], required: `trans_id=${TRANS_ID}`, optional: '', errors: [...EVERY, 'transaction-does-not-exist'] },
  GET_TRANS_STATUS_BY_ORDER: { recipe: ['order_id'], required: 'order_id=order-3001', optional: '', errors: [...EVERY, 'order-does-not-exist'] },
  CAPTURE: {
    recipe: ['trans_id'],
    required: `trans_id=${TRANS_ID}`,
    optional: '',
    errors: [...EVERY, 'transaction-does-not-exist', 'capture-not-pending', 'payment-action-not-supported'],
  },
  VOID: { recipe: ['trans_id'], required: `trans_id=${TRANS_ID}`, optional: '', errors: [...EVERY, 'payment-not-found', 'payment-action-not-supported'] },
  CREDITVOID: { recipe: ['trans_id'], required: `trans_id=${TRANS_ID}`, optional: '', errors: [...EVERY, 'payment-not-found', 'payment-action-not-supported'] },
  RECURRING_SALE: {
    recipe: ['order_id'],
    required: `order_id=order-3002&order_amount=19.99&order_description=Monthly+subscription&recurring_first_trans_id=${TRANS_ID}&recurring_token=rt-0001`,
    optional: 'order_currency=EUR',
    errors: [...EVERY, 'incorrect-transaction', 'duplicate-payment', 'payment-action-not-supported'],
  },
  CREATE_SCHEDULE: {
    recipe: null,
    required: 'name=Weekly+plan&interval_length=7&interval_unit=unit-not-shown&payments_count=10',
    optional: `schedule_id=${SCHEDULE_ID}`,
    errors: [...EVERY, 'not-a-valid-uuid'],
  },
  DELETE_SCHEDULE: { recipe: ['schedule_id'], required: `schedule_id=${SCHEDULE_ID}`, optional: '', errors: [...EVERY, 'not-a-valid-uuid', 'schedule-not-found'] },
  UPDATE_SCHEDULE: {
    recipe: ['schedule_id'],
    required: `schedule_id=${SCHEDULE_ID}`,
    // Section 4.2 lists only schedule_id; the model accepts the schedule fields of 2.4 as optional (its x-gap says so).
    optional: 'name=Weekly+plan&interval_length=14&interval_unit=unit-not-shown&payments_count=20',
    errors: [...EVERY, 'not-a-valid-uuid', 'schedule-not-found'],
  },
};
const ACTIONS = Object.keys(ROWS);
/** Actions named by the source as outside the allowlist, and commands (SALE, RECURRING_DEBIT) that are outside it. */
const OUTSIDE = ['REFUND', 'CREDIT', 'REVERSAL', 'CANCEL_SCHEDULE', 'GET_SCHEDULE', 'RECURRING_PAYMENT', 'SALE', 'RECURRING_DEBIT'];

const wireOf = (action: string, withOptional = false) => {
  const row = ROWS[action];
  const body = [`action=${action}`, 'client_key=ck-test-0001', row.required, withOptional ? row.optional : ''].filter(Boolean).join('&');
  return signed(body, row.recipe);
};

type Case = { label: string; wire: string; status: 200 | 400 | 404; error?: string; members?: string[] };
const ok = (label: string, wire: string): Case => ({ label, wire, status: 200 });
const bad = (label: string, wire: string, error = 'request-data-invalid', members: string[] = []): Case => ({ label, wire, status: error === 'route-not-supported' ? 404 : 400, error, members });

const cases: Case[] = ACTIONS.flatMap((action) => {
  const row = ROWS[action];
  const minimal = wireOf(action);
  const full = wireOf(action, true);
  const requiredKeys = ['action', 'client_key', ...[...new URLSearchParams(row.required).keys()], 'hash'];
  const out: Case[] = [ok(`${action}: required members only`, minimal)];
  if (row.optional) out.push(ok(`${action}: with its optional members`, full));
  // One invalid case per required member: it is left out.
  for (const key of requiredKeys) out.push(bad(`${action}: without ${key}`, without(full, key), undefined, [key]));
  // Required identifiers are non-empty (order_description is no identifier: the source gives it no length, as
  // every other order_description, so an empty one is accepted, below).
  for (const key of requiredKeys.filter((k) => !['action', 'hash', 'schedule_id', 'order_description'].includes(k))) out.push(bad(`${action}: empty ${key}`, withValue(full, key, ''), undefined, [key]));
  if (requiredKeys.includes('order_description')) out.push(ok(`${action}: an empty order_description (no length is given)`, withValue(full, 'order_description', '')));
  // Closed form: a member of another row, and the password (section 5: only ever in the hash input).
  const foreign = action.startsWith('GET_TRANS_STATUS_BY') || action === 'RECURRING_SALE' ? `trans_id=${TRANS_ID}` : 'order_id=order-3003';
  out.push(bad(`${action}: a member the row does not name (closed form)`, `${full}&${foreign}`, undefined, [foreign.split('=')[0]]));
  out.push(bad(`${action}: a password member`, `${full}&password=${PASSWORD}`, undefined, ['password']));
  // Actions are upper case and case-sensitive: lower-case and mixed-case variants are outside the allowlist.
  out.push(bad(`${action}: lower-case action`, withValue(full, 'action', action.toLowerCase()), 'route-not-supported'));
  out.push(bad(`${action}: mixed-case action`, withValue(full, 'action', action[0] + action.slice(1).toLowerCase()), 'route-not-supported'));
  return out;
});

// Constraints of single members.
cases.push(
  ok('RECURRING_SALE: an amount without decimals is a decimal string', withValue(wireOf('RECURRING_SALE'), 'order_amount', '20')),
  bad('RECURRING_SALE: an amount with a decimal comma', withValue(wireOf('RECURRING_SALE'), 'order_amount', '19%2C99')),
  bad('RECURRING_SALE: a negative amount', withValue(wireOf('RECURRING_SALE'), 'order_amount', '-19.99')),
  bad('RECURRING_SALE: a currency that is not a code', withValue(wireOf('RECURRING_SALE', true), 'order_currency', 'euro')),
  ok('CREATE_SCHEDULE: counts as the wire sends them (strings of digits)', withValue(wireOf('CREATE_SCHEDULE'), 'payments_count', '120')),
  bad('CREATE_SCHEDULE: interval_length not a whole number', withValue(wireOf('CREATE_SCHEDULE'), 'interval_length', '7.5')),
  bad('CREATE_SCHEDULE: interval_length in words', withValue(wireOf('CREATE_SCHEDULE'), 'interval_length', 'seven')),
  bad('CREATE_SCHEDULE: payments_count negative', withValue(wireOf('CREATE_SCHEDULE'), 'payments_count', '-1')),
  bad('UPDATE_SCHEDULE: payments_count not a whole number', withValue(wireOf('UPDATE_SCHEDULE', true), 'payments_count', '1e2')),
  bad('UPDATE_SCHEDULE: interval_length in words', withValue(wireOf('UPDATE_SCHEDULE', true), 'interval_length', 'two')),
);
// schedule_id is a UUID: a non-UUID value fails validation, before existence is checked (sections 2.1, 7).
for (const action of ['CREATE_SCHEDULE', 'DELETE_SCHEDULE', 'UPDATE_SCHEDULE']) {
  const full = wireOf(action, true);
  for (const value of ['schedule-1', '3f2b8c9e1d4a4c6b9e7f0a1b2c3d4e5f']) {
    const wire = ROWS[action].recipe ? signed(without(withValue(full, 'schedule_id', value), 'hash'), ROWS[action].recipe) : withValue(full, 'schedule_id', value);
    cases.push(bad(`${action}: schedule_id "${value}" is not a UUID`, wire, 'not-a-valid-uuid'));
  }
}
// Actions outside the allowlist, with members of an allowlisted row.
for (const action of OUTSIDE) {
  cases.push(bad(`${action} is outside the allowlist`, signed(`action=${action}&client_key=ck-test-0001&trans_id=${TRANS_ID}`, ['trans_id']), 'route-not-supported'));
}

// ---- the tests ----------------------------------------------------------------------------------

describe('s2s-card: the document models the table of section 4.2', () => {
  it('has exactly one branch per action of the allowlist', () => {
    expect(branches.map((b) => b.properties.action.const).sort()).toEqual([...ACTIONS].sort());
  });

  it.each(ACTIONS)('%s is closed, requires its row and signs with its recipe', (action) => {
    const branch = branchOf(action);
    const row = ROWS[action];
    expect(branch.additionalProperties).toBe(false);
    expect([...branch.required].sort()).toEqual(['action', 'client_key', 'hash', ...new URLSearchParams(row.required).keys()].sort());
    expect(Object.keys(branch.properties).sort()).toEqual(
      ['action', 'client_key', 'hash', ...new URLSearchParams(row.required).keys(), ...new URLSearchParams(row.optional).keys()].sort(),
    );
    if (row.recipe) {
      expect(branch['x-hash']).toEqual({ algorithm: 'sha1(md5(upper(fields+password)))', fields: row.recipe.map((f) => `/${f}`) });
    } else {
      expect(branch['x-hash']).toBeUndefined();
      expect(branch['x-gap']).toMatch(/hash input .* not shown/i);
    }
  });

  it.each(ACTIONS)('%s lists the catalogue rows the source places on it', (action) => {
    expect([...branchOf(action)['x-errors']].sort()).toEqual([...ROWS[action].errors].sort());
    for (const row of ROWS[action].errors) expect(errorCatalogue[row], row).toBeTruthy();
  });

  it('offers every catalogue row with a body that can occur as a 400 example, request-data-invalid first', () => {
    const examples = post.response(400)!.examples.map((e: any) => e.name);
    const union = [...new Set(ACTIONS.flatMap((a) => ROWS[a].errors))].filter((r) => 'value' in errorCatalogue[r]);
    expect(examples[0]).toBe('request-data-invalid');
    expect([...examples].sort()).toEqual(union.sort());
  });

  it('answers an action outside the allowlist with 404 route-not-supported', () => {
    expect(post.response(404)!.examples.map((e: any) => e.name)).toEqual(['route-not-supported']);
  });

  it('has a signed request example for each action', () => {
    expect(post.requestBody!.examples.map((e: any) => e.name).sort()).toEqual([...ACTIONS].sort());
  });
});

describe('s2s-card: wire strings from the table rows', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    await expectWireCase(c);
  });

  it.each(['GET_TRANS_STATUS', 'GET_TRANS_STATUS_BY_ORDER'])('%s is answered with a status record', async (action) => {
    const answer = await send(wireOf(action));
    expect(answer.status).toBe(200);
    expect(validateStatusRecord(answer.body), JSON.stringify(validateStatusRecord.errors)).toBe(true);
  });

  // A hash of the wrong form is both a malformed field ('Request data is invalid.') and a signature
  // mismatch ('Hash is not valid'); the source does not say which check comes first.
  it.each(ACTIONS)('%s: a hash that is not a SHA1 hex digest is rejected', async (action) => {
    const wire = withValue(wireOf(action), 'hash', 'not-a-sha1-digest');
    expect(validateRequest(decode(wire))).toBe(false);
    const answer = await send(wire);
    expect(answer.status).toBe(400);
    expect([invalidBody('hash'), errorCatalogue['hash-not-valid'].value]).toContainEqual(answer.body);
  });
});

describe('s2s-card: the error rows each action can meet', () => {
  const scenarios = ACTIONS.flatMap((action) =>
    ROWS[action].errors.filter((row) => 'value' in errorCatalogue[row]).map((row) => [`${action} -> ${row}`, action, row] as const),
  );
  it.each(scenarios)('%s', async (_label, action, row) => {
    const answer = await send(wireOf(action), { Prefer: `code=400, example=${row}` });
    expect(answer.status).toBe(errorCatalogue[row]['x-status']);
    expect(answer.body).toEqual(errorCatalogue[row].value);
  });
});
