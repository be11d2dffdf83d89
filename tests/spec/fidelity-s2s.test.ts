// Fidelity of the contract to the interface document (the source) where the S2S hosts, the error body, the
// callbacks, the payment states and the release history are concerned. Each case names the section it holds
// the contract to; instances are written from the source's text. The contract is read from spec/ as it is now
// (packages/contract bundleModel), so a case fails as soon as spec/ drifts, without a build.
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleModel, collectGaps, specDir } from '../../packages/contract/index.mjs';

type Json = any;

let fresh: Json;
beforeAll(async () => {
  fresh = await bundleModel();
}, 60_000);

const host = (name: string): Json => fresh.host(name);
/** The validator of a host's named component schema. */
const component = (hostName: string, name: string) => host(hostName).compile(`/components/schemas/${name}`);
/** The validator of an S2S CARD action branch: what the client and the mock validate a body of that action against. */
const branch = (action: string) => host('s2s-card').elements.find((e: Json) => e.value === action)!.validate;
/** The validator of a response body of S2S CARD POST /post. */
const s2sCardResponse = (status: number) => host('s2s-card').compile(host('s2s-card').operation('post', '/post').response(status).schemaPointer);
/** The validator of a checkout webhook's payload. */
const webhookPayload = (name: string) => host('checkout').compile(host('checkout').webhooks.find((o: Json) => o.path === name).requestBody.schemaPointer);
/** Every x-gap text under a value, joined. */
const gapsOf = (value: Json) => collectGaps(value).map((g: Json) => g.gap).join(' | ');

/** Every text file of spec/ (relative path and text): facts are counted in what contributors write. */
const specFiles = () =>
  (fs.readdirSync(specDir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile() && d.name.endsWith('.yaml'))
    .map((d) => path.relative(specDir, path.join(d.parentPath, d.name)))
    .sort()
    .map((file) => ({ file, text: fs.readFileSync(path.join(specDir, file), 'utf8') }));
const filesMatching = (re: RegExp) => specFiles().filter((f) => re.test(f.text)).map((f) => f.file);

// A RECURRING_SALE body as section 4.2 lists it: required order_id, order_amount, order_description,
// recurring_first_trans_id, recurring_token; optional order_currency; every request carries action, client_key, hash.
const recurringSale = {
  action: 'RECURRING_SALE',
  client_key: 'client-key-test-0001',
  order_id: 'order-2002',
  order_amount: '25.00',
  order_currency: 'USD',
  order_description: 'Monthly subscription',
  recurring_first_trans_id: '4f1c2e3a-0000-4000-8000-00000000a001',
  recurring_token: 'recurring-token-0001',
  hash: '35868bc1c998ae60e903072b863ad13ae0a938b9',
};

describe('S2S CARD RECURRING_SALE order_description is a string, as every other order_description (section 4.2)', () => {
  // 4.2 lists order_description as required and gives no length; no other order_description of the contract
  // (credit, CREDIT2VIRTUAL) imposes one, except where 4.4 states it (the transfer payout's 5 to 200).
  it('accepts an empty order_description, and still requires the member', () => {
    const validate = branch('RECURRING_SALE');
    expect(validate({ ...recurringSale, order_description: '' }), JSON.stringify(validate.errors)).toBe(true);
    const { order_description: _dropped, ...without } = recurringSale;
    expect(validate(without)).toBe(false);
  });

  it('states no length the source does not give', () => {
    const member = host('s2s-card').deref(host('s2s-card').elements.find((e: Json) => e.value === 'RECURRING_SALE').schema).properties.order_description;
    expect(member.type).toBe('string');
    expect(member.minLength).toBeUndefined();
  });
});

describe('S2S CARD RECURRING_SALE accepts custom_data (sections 2.2, 4.2, 9: accepted on recurring requests since 6.7.0)', () => {
  it('accepts custom_data members as literal bracket keys with string values', () => {
    const validate = branch('RECURRING_SALE');
    const body = { ...recurringSale, 'custom_data[plan]': 'monthly', 'custom_data[cycle]': '2' };
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  });

  it('stays closed: a nested custom_data object (forms are flat), an empty bracket key and a member the source does not list are refused', () => {
    const validate = branch('RECURRING_SALE');
    expect(validate(recurringSale), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...recurringSale, custom_data: { plan: 'monthly' } })).toBe(false);
    expect(validate({ ...recurringSale, 'custom_data[]': 'x' })).toBe(false);
    expect(validate({ ...recurringSale, amount: '25.00' })).toBe(false);
  });

  it('records the form encoding of custom_data as a gap, and marks it added in 6.7.0', () => {
    const schema = host('s2s-card').deref(host('s2s-card').elements.find((e: Json) => e.value === 'RECURRING_SALE').schema);
    const patterns = Object.entries<Json>(schema.patternProperties ?? {});
    expect(patterns.map(([p]) => p)).toEqual([expect.stringMatching(/^\^custom_data/)]);
    const member = host('s2s-card').deref(patterns[0][1]);
    expect(member['x-gap']).toMatch(/custom_data/);
    expect(member['x-gap']).toMatch(/not shown/);
    expect(member['x-added-in-version']).toBe('6.7.0');
  });
});

describe('S2S APM CREDIT2VIRTUAL accepts custom_data (section 9: accepted on credit in S2S APM since 6.7.0)', () => {
  const element = () => host('s2s-apm').elements.find((e: Json) => e.value === 'CREDIT2VIRTUAL');

  it('accepts custom_data members as literal bracket keys, and refuses a nested object', () => {
    const { validate, examples } = element();
    const body = examples[0].value;
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...body, 'custom_data[plan]': 'monthly' }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ ...body, custom_data: { plan: 'monthly' } })).toBe(false);
    expect(validate({ ...body, 'custom_data[plan]': 2 })).toBe(false);
  });

  it('describes the member once, for both S2S hosts (the same component as RECURRING_SALE)', () => {
    const card = host('s2s-card').deref(host('s2s-card').elements.find((e: Json) => e.value === 'RECURRING_SALE').schema).patternProperties;
    const apm = host('s2s-apm').deref(element().schema).patternProperties;
    expect(Object.values<Json>(apm).map((m) => m.$ref)).toEqual(Object.values<Json>(card).map((m) => m.$ref));
    expect(filesMatching(/literal custom_data\[key\] keys with string values are the contract's reading/)).toEqual(['schemas/FormCustomDataMember.yaml']);
  });
});

describe('S2S APM answer: a body with result ERROR is the error body (sections 4.3, 7), as on S2S CARD', () => {
  const validate = () => host('s2s-apm').compile(host('s2s-apm').operation('post', '/post').response(200).schemaPointer);

  it('refuses an ERROR body without the error body\'s members, accepts a full error body and a success body', () => {
    const v = validate();
    expect(v({ result: 'ERROR' })).toBe(false);
    const row = fresh.error('hash-not-valid');
    expect(v(row.body), JSON.stringify(v.errors)).toBe(true);
    expect(v({ redirect_params: { qr_code: 'QUJD' } }), JSON.stringify(v.errors)).toBe(true);
  });
});

describe('error_code (section 7: shown as a number in some places and as a string in others; no length or range given)', () => {
  const errorBodies = () => ['checkout', 's2s-card', 's2s-apm'].map((h) => [h, component(h, 'ErrorBody')] as const);

  it('accepts a code of any length, as a number or as a string', () => {
    for (const [h, validate] of errorBodies()) {
      for (const error_code of [100000, '100000', 0, '0', '12345678901234567', 123456789012345]) {
        expect(validate({ result: 'ERROR', error_code, error_message: 'Request data is invalid.' }), `${h} ${JSON.stringify(error_code)}: ${JSON.stringify(validate.errors)}`).toBe(true);
      }
    }
  });

  it('still requires result ERROR, error_code and error_message, the code a number or a string', () => {
    for (const [h, validate] of errorBodies()) {
      expect(validate({ result: 'ERROR', error_message: 'Hash is not valid' }), h).toBe(false);
      expect(validate({ result: 'ERROR', error_code: true, error_message: 'Hash is not valid' }), h).toBe(false);
      expect(validate({ result: 'OK', error_code: 100000, error_message: 'Hash is not valid' }), h).toBe(false);
    }
  });
});

describe('S2S CARD success answers (section 4.2: response bodies other than the error body are not shown)', () => {
  // A status record of section 2.3 as GET_TRANS_STATUS answers it.
  const status = { trans_id: '4f1c2e3a-0000-4000-8000-00000000a001', order_id: 'order-1001', order_status: 'settled', card: '411111******1111', card_expiration_date: '12/2027' };

  it('accepts an unknown body and a status record', () => {
    const validate = s2sCardResponse(200);
    for (const body of [{}, status, { ...status, ARN: '74537604221431003881865', RRN: '000123456789' }, { anything: 'the source does not show' }]) {
      expect(validate(body), `${JSON.stringify(body)}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('binds the stated status rules of section 2.3: an absent ARN or RRN is omitted, card_expiration_date is MM/YYYY', () => {
    const validate = s2sCardResponse(200);
    expect(validate({ ...status, ARN: '' })).toBe(false);
    expect(validate({ ...status, RRN: '' })).toBe(false);
    expect(validate({ ...status, card_expiration_date: '2027-12' })).toBe(false);
  });

  it('holds a body whose result is ERROR to the error body of section 7', () => {
    const validate = s2sCardResponse(200);
    expect(validate({ result: 'ERROR' })).toBe(false);
    expect(validate({ result: 'ERROR', error_message: 'Transaction does not exist.' })).toBe(false);
    expect(validate({ result: 'ERROR', error_code: 101000, error_message: 'Transaction does not exist.' }), JSON.stringify(validate.errors)).toBe(true);
  });

  it('has exclusive branches, and says what is not shown', () => {
    const schema = host('s2s-card').component('schemas', 'S2sCardResponse');
    expect(schema.anyOf, 'no anyOf whose open branch swallows every rule').toBeUndefined();
    // The bundle writes the two exclusive branches as if/then/else (packages/contract/shape.mjs, rewrite 8).
    expect(schema.if, 'the branches are told apart by result').toBeDefined();
    const branches = ['then', 'else'].map((k) => host('s2s-card').compile(`/components/schemas/S2sCardResponse/${k}`));
    for (const body of [{}, status, { result: 'ERROR', error_code: 101000, error_message: 'Transaction does not exist.' }]) {
      expect(branches.filter((v: Json) => v(body)).length, JSON.stringify(body)).toBe(1);
    }
    expect(gapsOf(schema)).toMatch(/not shown/);
  });
});

describe('payment-outcome callback (sections 2.3 and 6)', () => {
  it('requires order_status: section 6 says the sale, debit and credit outcome callback carries it', () => {
    for (const name of ['payment-outcome', 'debit-card-token', 'initial-recurring-debit', 'recurring-sale']) {
      const validate = webhookPayload(name);
      const withoutStatus = { payment_id: 'pay-51a7', order_id: 'order-1001', card_token: 't', card: '411111******1111', card_expiration_date: '12/2027', recurring_init_trans_id: 'i', recurring_token: 'r', hash: 'h' };
      expect(validate(withoutStatus), `${name} without order_status`).toBe(false);
      expect(validate({ ...withoutStatus, order_status: 'settled' }), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
    }
  });

  it('does not require the redirect identifiers (2.3 and 6 say they are always returned with redirects), and records why', () => {
    const validate = webhookPayload('payment-outcome');
    expect(validate({ order_status: '3ds' }), JSON.stringify(validate.errors)).toBe(true);
    const gaps = gapsOf(host('checkout').component('schemas', 'CallbackPayload'));
    for (const member of ['payment_id', 'trans_id', 'order_id', 'hash', 'redirects']) expect(gaps).toContain(member);
  });
});

describe('payment states (section 3)', () => {
  it('names PENDING, SETTLED and DECLINED, and records that transitions are not shown', () => {
    const schema = host('checkout').component('schemas', 'PaymentState');
    expect(schema, 'components.schemas.PaymentState').toBeTruthy();
    expect(schema.enum).toEqual(['PENDING', 'SETTLED', 'DECLINED']);
    expect(schema['x-gap']).toMatch(/transitions/i);
    expect(schema['x-source']).toContain('3');
  });

  it('maps the instant-payment QR status values onto them: executed SETTLED, rejected DECLINED, pending PENDING', () => {
    const validate = component('checkout', 'InstantPaymentQrStatusMapping');
    expect(validate({ executed: 'SETTLED', rejected: 'DECLINED', pending: 'PENDING' }), JSON.stringify(validate.errors)).toBe(true);
    expect(validate({ executed: 'DECLINED', rejected: 'SETTLED', pending: 'PENDING' })).toBe(false);
    const state = component('checkout', 'PaymentState');
    const mapping = host('checkout').component('schemas', 'InstantPaymentQrStatusMapping');
    for (const [value, target] of Object.entries<Json>(mapping.properties)) {
      expect(JSON.stringify(target), `${value} is typed by PaymentState`).toContain('#/components/schemas/PaymentState');
      expect(state(target.const), `${value} -> ${target.const}`).toBe(true);
    }
    // The bank callback of the method points to the mapping.
    expect(host('checkout').component('schemas', 'InstantPaymentQrBankCallback')['x-status-mapping']).toEqual({ $ref: '#/components/schemas/InstantPaymentQrStatusMapping' });
  });
});

describe('facts written once (sections 7, 8, 9)', () => {
  it('every root document carries the release history of 9.3 in info, 6.6.5 and 6.6.4 included', () => {
    for (const h of fresh.hosts) {
      const history = h.document.info['x-release-history'];
      expect(history, `${h.name} info.x-release-history`).toBeTruthy();
      const byVersion = Object.fromEntries(history.releases.map((r: Json) => [r.version, r]));
      expect(Object.keys(byVersion), h.name).toEqual(['6.7.0', '6.6.5', '6.6.4', '6.6.3', '6.6.2']);
      expect(byVersion['6.6.5']).toMatchObject({ date: '2026-02-03', summary: expect.stringMatching(/stabilisation/i) });
      expect(byVersion['6.6.4']).toMatchObject({ date: '2025-11', summary: expect.stringMatching(/memory-storage redirect mode/i) });
      expect(byVersion['6.7.0']['x-gap']).toMatch(/release date/i);
      expect(history.current).toBe(h.document.info.version);
    }
    expect(filesMatching(/2026-02-03/), 'the history is written in one file').toHaveLength(1);
  });

  it('the duplicate window of section 8 (15 seconds, merchant_key + order_id) is written once, and pointed to elsewhere', () => {
    expect(filesMatching(/\b15[- ]?seconds?\b/i), 'no text restates the window').toEqual([]);
    const homes = filesMatching(/^\s*x-duplicate-window:/m);
    expect(homes).toEqual(['errors.yaml']);
    expect(fresh.error('duplicate-payment').raw['x-duplicate-window']).toMatchObject({ seconds: 15, key: ['merchant_key', 'order_id'] });
    for (const file of ['actions/s2s-card/RECURRING_SALE.yaml', 'actions/s2s-apm/CREDIT2VIRTUAL.yaml', 'paths/checkout/api@v1@session.yaml', 'paths/checkout/api@v1@session@token.yaml', 'paths/checkout/api@v1@payment@card@credit.yaml', 'schemas/OrderId.yaml']) {
      expect(fs.readFileSync(path.join(specDir, file), 'utf8'), file).toContain('x-duplicate-window');
    }
  });

  it('the not-found rule of section 7 (since 6.7.0 the code follows the entity) is written once, and pointed to elsewhere', () => {
    expect(filesMatching(/follows the entity/i)).toEqual(['schemas/ErrorBody.yaml']);
    expect(filesMatching(/101000/), 'codes only in the catalogue rows and the rule').toEqual(['errors.yaml', 'schemas/ErrorBody.yaml']);
    for (const h of fresh.hosts) {
      const rule = h.component('schemas', 'ErrorBody')['x-not-found-rule'];
      expect(rule, `${h.name} ErrorBody x-not-found-rule`).toMatchObject({ 'x-changed-in-version': '6.7.0', codes: { transaction: 101000, order: 101000, payment: 100000, schedule: 100000, recurring: 100000 } });
    }
    for (const file of ['actions/s2s-card/CAPTURE.yaml', 'actions/s2s-card/GET_TRANS_STATUS.yaml', 'actions/s2s-card/GET_TRANS_STATUS_BY_ORDER.yaml', 'checkout.yaml']) {
      expect(fs.readFileSync(path.join(specDir, file), 'utf8'), file).toContain('x-not-found-rule');
    }
    expect(fresh.error('payment-does-not-exist').gap).toContain('x-not-found-rule');
  });
});

describe('gaps of the error catalogue (section 7)', () => {
  const catalogueGap = /full error catalogue is not shown beyond the rows of section 7/i;
  const statusGap = /HTTP statuses of errors other than 400 and 404 are not shown/i;

  it('the error body, the schema of every catalogue row, records both', () => {
    for (const h of fresh.hosts) {
      const gap = h.component('schemas', 'ErrorBody')['x-gap'];
      expect(gap, `${h.name} ErrorBody x-gap`).toMatch(catalogueGap);
      expect(gap).toMatch(statusGap);
    }
  });

  it('every error response carries them through its schema', () => {
    let responses = 0;
    for (const h of fresh.hosts) {
      for (const o of h.operations) {
        for (const r of o.responses.filter((x: Json) => /^4/.test(x.status))) {
          responses++;
          expect(h.deref(r.schema)['x-gap'], `${h.name} ${o.label} ${r.status}`).toMatch(catalogueGap);
        }
      }
      const lookup = h.component('responses', 'StatusLookupError');
      if (lookup) expect(h.deref(Object.values<Json>(lookup.content)[0].schema)['x-gap']).toMatch(statusGap);
    }
    expect(responses).toBeGreaterThan(3);
  });
});
