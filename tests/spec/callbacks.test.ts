// Callbacks and redirects (sections 2.3 and 6) as 3.1 webhooks of the checkout document.
import { describe, expect, it } from 'vitest';
import { deref, validatorFor } from './support/spec.ts';

const { doc, compile } = validatorFor('checkout');

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

/** Every property name a schema declares, through $ref and allOf. */
function declared(schema: any, seen = new Set<any>()): Set<string> {
  const s = deref(doc, schema);
  const out = new Set<string>();
  if (!s || seen.has(s)) return out;
  seen.add(s);
  Object.keys(s.properties ?? {}).forEach((k) => out.add(k));
  for (const sub of s.allOf ?? []) declared(sub, seen).forEach((k) => out.add(k));
  return out;
}

const callbacks = Object.entries<any>(doc.webhooks).filter(([, item]) => item.post);
const paymentCallbacks = callbacks.filter(([, item]) => declared(item.post.requestBody.content['application/json'].schema).has('order_status'));

describe('callbacks', () => {
  it('has one webhook per trigger of section 6', () => {
    expect(callbacks.map(([name]) => name).sort()).toEqual(
      ['connector', 'debit-card-token', 'initial-recurring-debit', 'instant-payment-qr-bank', 'payment-outcome', 'recurring-sale'].sort(),
    );
  });

  it.each(paymentCallbacks)('%s carries every member of 2.3', (_name, item) => {
    const members = declared(item.post.requestBody.content['application/json'].schema);
    expect(section23.filter((m) => !members.has(m))).toEqual([]);
  });

  it('counts ten browser members and fifteen payer members', () => {
    expect(section23.filter((m) => m.startsWith('browser_'))).toHaveLength(10);
    expect(section23.filter((m) => m.startsWith('payer_'))).toHaveLength(15);
  });

  it.each(callbacks)('%s answers 2xx and names its unknowns', (_name, item) => {
    expect(Object.keys(item.post.responses)).toEqual(['2XX']);
    expect(item.post['x-gap']).toMatch(/retry count, interval and timeout are not shown/);
    expect(Object.keys(item.post.requestBody.content['application/json'].examples ?? {}).length).toBeGreaterThan(0);
  });

  const checks: Array<[schema: string, label: string, value: unknown, accepted: boolean]> = [
    ['DebitCardTokenCallback', 'with card_token, card and card_expiration_date', { card_token: 't', card: '4111******1111', card_expiration_date: '01/2030' }, true],
    ['DebitCardTokenCallback', 'without card_token', { card: '4111******1111', card_expiration_date: '01/2030' }, false],
    ['InitialRecurringDebitCallback', 'with the recurring pair', { recurring_init_trans_id: 'i', recurring_token: 'r' }, true],
    ['InitialRecurringDebitCallback', 'without recurring_token', { recurring_init_trans_id: 'i' }, false],
    ['InitialRecurringDebitCallback', 'schedule_id not a UUID', { recurring_init_trans_id: 'i', recurring_token: 'r', schedule_id: 's-1' }, false],
    ['CallbackPayload', 'ARN sent empty when absent', { ARN: '', RRN: '' }, true],
    ['CallbackPayload', 'authenticationFlow Frictionless', { authenticationFlow: 'Frictionless' }, true],
    ['CallbackPayload', 'authenticationFlow frictionless', { authenticationFlow: 'frictionless' }, false],
    ['CallbackPayload', 'card_expiration_date 2030-01', { card_expiration_date: '2030-01' }, false],
  ];
  it.each(checks)('%s: %s', (schema, _label, value, accepted) => {
    const validate = compile(`/components/schemas/${schema}`);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(accepted);
  });
});

describe('redirects', () => {
  it.each(['success-url-redirect', 'cancel-url-redirect'])('%s carries payment_id, trans_id, order_id and hash always, payment_method when selected', (name) => {
    const params = doc.webhooks[name].get.parameters.map((p: any) => deref(doc, p));
    expect(params.every((p: any) => p.in === 'query')).toBe(true);
    expect(params.filter((p: any) => p.required).map((p: any) => p.name).sort()).toEqual(['hash', 'order_id', 'payment_id', 'trans_id']);
    expect(params.filter((p: any) => !p.required).map((p: any) => p.name)).toEqual(['payment_method']);
    expect(params.find((p: any) => p.name === 'payment_method').description).toMatch(/checkout_payment_method/);
  });
});
