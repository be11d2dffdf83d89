// Callbacks and redirects (sections 2.3 and 6) as 3.1 webhooks of the checkout document.
import { describe, expect, it } from 'vitest';
import { propertiesOf, walk } from '../../packages/contract/index.mjs';
import { model } from '../support/spec.ts';

const checkout = model.host('checkout');

// Every member of the 2.3 table, written from the source.
const section23 = [
  'order_status', 'card_token', 'card', 'card_expiration_date', 'recurring_init_trans_id', 'recurring_token', 'schedule_id', 'custom_data',
  'checkout_payment_method', 'brand', 'ARN', 'RRN', 'initiator', 'source', 'sequence', 'threeDSServerTransID', 'dsTransID', 'acsTransID', 'xid',
  'transStatus', 'transStatusReason', 'eci', 'protocolVersion', 'authenticationFlow',
  'browser_color_depth', 'browser_screen_height', 'browser_screen_width', 'browser_java_enabled', 'browser_javascript_enabled', 'browser_language',
  'browser_timezone_offset', 'browser_user_agent', 'browser_accept_headers', 'browser_platform',
  'payer_first_name', 'payer_last_name', 'payer_birth_date', 'payer_address', 'payer_address2', 'payer_house_number', 'payer_phone_country_code',
  'payer_country', 'payer_state', 'payer_city', 'payer_district', 'payer_zip', 'payer_email', 'payer_phone', 'payer_ip',
  'payment_id', 'trans_id', 'order_id', 'hash',
];

/** Every property name a webhook's JSON payload declares (through $ref, allOf, oneOf...), from the model. */
const declared = (o: (typeof checkout.webhooks)[number]): Set<string> => propertiesOf(checkout, o.requestBody?.schema);

const callbacks = checkout.webhooks.filter((o) => o.method === 'post').map((o) => [o.path, o] as const);
const paymentCallbacks = callbacks.filter(([, o]) => declared(o).has('order_status'));

describe('callbacks', () => {
  it('has one webhook per trigger of section 6', () => {
    expect(callbacks.map(([name]) => name).sort()).toEqual(
      ['connector', 'debit-card-token', 'initial-recurring-debit', 'instant-payment-qr-bank', 'payment-outcome', 'recurring-sale'].sort(),
    );
  });

  it('payment-outcome carries the members of 2.3', () => {
    expect(paymentCallbacks.map(([name]) => name)).toContain('payment-outcome');
  });

  it.each(paymentCallbacks)('%s carries every member of 2.3', (_name, o) => {
    const members = declared(o);
    expect(section23.filter((m) => !members.has(m))).toEqual([]);
  });

  it.each(callbacks)('%s answers 2xx and names its unknowns', (_name, o) => {
    expect(o.responses.map((r) => r.status)).toEqual(['2XX']);
    expect(o.gap).toMatch(/retry count, interval and timeout are not shown/);
    expect(o.requestBody?.contentType).toBe('application/json');
    expect(o.requestBody?.examples.length).toBeGreaterThan(0);
  });

  // Every payment callback carries order_status (section 6: the sale, debit and credit outcome callback is sent
  // "with order_status"; CallbackPayload requires it), so each instance below has one and fails, where it does,
  // for the member its label names. Instances without order_status are in tests/spec/fidelity-s2s.test.ts.
  const settled = { order_status: 'settled' };
  const checks: Array<[schema: string, label: string, value: unknown, accepted: boolean]> = [
    ['DebitCardTokenCallback', 'with card_token, card and card_expiration_date', { ...settled, card_token: 't', card: '4111******1111', card_expiration_date: '01/2030' }, true],
    ['DebitCardTokenCallback', 'without card_token', { ...settled, card: '4111******1111', card_expiration_date: '01/2030' }, false],
    ['InitialRecurringDebitCallback', 'with the recurring pair and card_token', { ...settled, recurring_init_trans_id: 'i', recurring_token: 'r', card_token: 't' }, true],
    ['InitialRecurringDebitCallback', 'without recurring_token', { ...settled, recurring_init_trans_id: 'i', card_token: 't' }, false],
    // Sections 2.3 and 9.6: card_token is present in every debit callback, and an initial recurring debit is a debit.
    ['InitialRecurringDebitCallback', 'without card_token', { ...settled, recurring_init_trans_id: 'i', recurring_token: 'r' }, false],
    ['InitialRecurringDebitCallback', 'schedule_id not a UUID', { ...settled, recurring_init_trans_id: 'i', recurring_token: 'r', card_token: 't', schedule_id: 's-1' }, false],
    ['CallbackPayload', 'ARN sent empty when absent', { ...settled, ARN: '', RRN: '' }, true],
    ['CallbackPayload', 'authenticationFlow Frictionless', { ...settled, authenticationFlow: 'Frictionless' }, true],
    ['CallbackPayload', 'authenticationFlow frictionless', { ...settled, authenticationFlow: 'frictionless' }, false],
    ['CallbackPayload', 'card_expiration_date 2030-01', { ...settled, card_expiration_date: '2030-01' }, false],
  ];
  it.each(checks)('%s: %s', (schema, _label, value, accepted) => {
    expect(checkout.component('schemas', schema), `${schema} is a named schema`).toBeTruthy();
    const validate = checkout.compile(`/components/schemas/${schema}`);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(accepted);
  });
});

describe('debit callbacks carry card_token (sections 2.3, 6, 9.6)', () => {
  it.each(['debit-card-token', 'initial-recurring-debit'])('%s requires card_token, and each of its examples carries one', (name) => {
    const o = checkout.webhooks.find((w) => w.path === name && w.method === 'post')!;
    const validate = checkout.compile(o.requestBody.schemaPointer);
    expect(o.requestBody.examples.length).toBeGreaterThan(0);
    for (const ex of o.requestBody.examples) {
      expect(typeof ex.value.card_token, `${name} example ${ex.name}`).toBe('string');
      expect(validate(ex.value), `${name} example ${ex.name}: ${JSON.stringify(validate.errors)}`).toBe(true);
      const { card_token: _dropped, ...without } = ex.value;
      expect(validate(without), `${name} example ${ex.name} without card_token`).toBe(false);
    }
  });
});

describe('the callback hash member (sections 2.3, 5.11)', () => {
  const hash = () => checkout.deref(checkout.component('schemas', 'CallbackPayload')).allOf.map((b: any) => checkout.deref(b)).find((b: any) => b.properties?.hash).properties.hash;

  it('is optional, says only what the source says, and records that a callback body may carry none', () => {
    const validate = checkout.compile('/components/schemas/CallbackPayload');
    expect(validate({ order_status: 'settled' }), JSON.stringify(validate.errors)).toBe(true);
    const h = hash();
    expect(h.type).toBe('string');
    // 2.3 names hash among the values always returned with redirects; 5.11 puts the callback signature over the raw body.
    expect(h.description).toContain('Always returned with redirects: payment_id, trans_id, order_id, hash');
    expect(h.description).toMatch(/raw body/);
    expect(h.description).not.toMatch(/^The callback signature/);
    expect(h['x-gap']).toMatch(/whether a callback body carries a hash member is not shown/i);
    // The sandbox signs in a header instead, and the contract says so.
    expect(h.description).toContain('X-Sandbox-Signature');
  });
});

describe('transaction search filters (section 2.3)', () => {
  // "Transaction search filters exist for threeDSServerTransID, transStatus, dsTransID, acsTransID, xid, transFlow,
  // initiator, source, sequence."
  const filters = ['threeDSServerTransID', 'transStatus', 'dsTransID', 'acsTransID', 'xid', 'transFlow', 'initiator', 'source', 'sequence'];
  const record = () => checkout.component('schemas', 'PaymentRecord');

  it('PaymentRecord lists exactly the nine filters, in the source\'s order, with its section and gap', () => {
    const list = record()['x-search-filters'];
    expect(list.filters).toEqual(filters);
    expect(list['x-source']).toBe('2.3');
    expect(list['x-gap']).toMatch(/search operation is not shown/);
    expect(list['x-gap']).toMatch(/transFlow/);
  });

  it('every filter but transFlow is a member of the record; transFlow, named only as a filter, is a member of nothing', () => {
    const members = Object.keys(record().properties);
    expect(filters.filter((f) => !members.includes(f))).toEqual(['transFlow']);
    const declaring: string[] = [];
    for (const h of model.hosts) walk(h.document, (node: any, pointer: string) => node?.properties?.transFlow !== undefined && declaring.push(`${h.name} ${pointer}`));
    expect(declaring).toEqual([]);
  });
});

describe('6.7.0 callback additions carry x-added-in-version (section 9.5)', () => {
  // "brand, ARN, COF fields, 3DS attributes, browser data and 15 payer fields in callbacks" (and checkout_payment_method).
  const additions = [
    'brand', 'ARN', 'RRN', 'checkout_payment_method', 'initiator', 'source', 'sequence',
    'threeDSServerTransID', 'dsTransID', 'acsTransID', 'xid', 'transStatus', 'transStatusReason', 'eci', 'protocolVersion', 'authenticationFlow',
    ...section23.filter((m) => m.startsWith('browser_')),
    ...section23.filter((m) => m.startsWith('payer_')),
  ];
  /** The member's x-added-in-version: on the member, or on the schema it references. */
  const addedIn = (member: any): unknown => member['x-added-in-version'] ?? (member.$ref ? addedIn(checkout.deref(member)) : member.allOf?.map(addedIn).find(Boolean));

  it('names the 15 payer fields and the 10 browser fields', () => {
    expect(additions.filter((m) => m.startsWith('payer_'))).toHaveLength(15);
    expect(additions.filter((m) => m.startsWith('browser_'))).toHaveLength(10);
  });

  it.each(additions)('PaymentRecord.%s is marked added in 6.7.0', (name) => {
    const member = checkout.component('schemas', 'PaymentRecord').properties[name];
    expect(member, name).toBeTruthy();
    expect(addedIn(member)).toBe('6.7.0');
  });
});

describe('redirects', () => {
  it.each(['success-url-redirect', 'cancel-url-redirect'])('%s carries payment_id, trans_id, order_id and hash always, payment_method when selected', (name) => {
    const redirect = checkout.webhooks.find((o) => o.path === name && o.method === 'get')!;
    expect(redirect, `webhook ${name} (GET)`).toBeTruthy();
    const params = redirect.parameters;
    expect(params.every((p) => p.in === 'query')).toBe(true);
    expect(params.filter((p) => p.required).map((p) => p.name).sort()).toEqual(['hash', 'order_id', 'payment_id', 'trans_id']);
    expect(params.filter((p) => !p.required).map((p) => p.name)).toEqual(['payment_method']);
    // The model keeps a parameter's in, name, required, schema and example; its description is read from the operation.
    const described = (redirect.op.parameters ?? []).map((p: any) => checkout.deref(p)).find((p: any) => p.name === 'payment_method');
    expect(described.description).toMatch(/checkout_payment_method/);
  });
});
