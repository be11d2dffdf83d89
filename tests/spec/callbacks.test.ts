// Callbacks and redirects (sections 2.3 and 6) as 3.1 webhooks of the checkout document.
import { describe, expect, it } from 'vitest';
import { propertiesOf } from '../../tools/model/index.mjs';
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
    ['InitialRecurringDebitCallback', 'with the recurring pair', { ...settled, recurring_init_trans_id: 'i', recurring_token: 'r' }, true],
    ['InitialRecurringDebitCallback', 'without recurring_token', { ...settled, recurring_init_trans_id: 'i' }, false],
    ['InitialRecurringDebitCallback', 'schedule_id not a UUID', { ...settled, recurring_init_trans_id: 'i', recurring_token: 'r', schedule_id: 's-1' }, false],
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
