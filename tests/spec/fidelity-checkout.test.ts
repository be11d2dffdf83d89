// Fidelity of the Checkout-side schemas to the interface document (sections 2.2, 3, 4.1, 4.3, 4.4, 5, 7):
// each block below holds one rule of the source that the contract once stated wrongly (too strict, too
// closed, or missing), read from spec/ as it is now (the model bundles spec/ in memory; the method-parameter
// files are read one by one). Instances are written from the source's text.
import type { ValidateFunction } from 'ajv';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CheckoutPaths } from '../../packages/client/src/index.js';
import { compileSchema } from '../../packages/contract/ajv.mjs';
import { bundleModel, schemaFiles, walk } from '../../packages/contract/index.mjs';

type Json = any;

let checkout: Json;
const schema = (name: string): ValidateFunction => checkout.compile(`/components/schemas/${name}`);
const component = (name: string): Json => checkout.component('schemas', name);
/** A method-parameter file of spec/schemas/method-parameters/, as written and as a validator. */
const methodFile = (name: string) => {
  const file = schemaFiles('method-parameters').find((f: Json) => f.name === name);
  if (!file) throw new Error(`no spec/schemas/method-parameters/${name}.yaml`);
  return file;
};

beforeAll(async () => {
  checkout = (await bundleModel()).host('checkout');
}, 60_000);

const errorsOf = (validate: ValidateFunction) => JSON.stringify(validate.errors);
const sectionsOf = (node: Json): string[] => (Array.isArray(node['x-source']) ? node['x-source'] : [node['x-source']]);

// A purchase session as section 2.2 lists its members (all four order members: the purchase hash of
// section 5 is computed over them).
const purchase = () => ({
  merchant_key: 'merchant-key-test-0001',
  operation: 'purchase',
  order: { number: 'order-2001', amount: '10.00', currency: 'USD', description: 'Two concert tickets' },
  hash: 'aff9dc04fa5ec45a47efbd7be60b1f83922c6f92',
});

describe('2.2: return_url is a URL, not necessarily HTTPS', () => {
  // "cancel_url, success_url, expiry_url, error_url ... Must be publicly reachable HTTPS URLs"; return_url is
  // "string, URL", "Redirection after 3DS", with no HTTPS requirement.
  it('the session request and the session/token request accept an http:// return_url', () => {
    const body = { ...purchase(), return_url: 'http://merchant.example/checkout/after-3ds' };
    for (const name of ['SessionRequest', 'SessionTokenRequest']) {
      const validate = schema(name);
      expect(validate(body), `${name}: ${errorsOf(validate)}`).toBe(true);
    }
  });

  it('return_url is still a URI, and still required on the session/token request', () => {
    const token = schema('SessionTokenRequest');
    expect(token({ ...purchase(), return_url: 'merchant.example/after-3ds' })).toBe(false);
    expect(token(purchase())).toBe(false);
    expect(token({ ...purchase(), return_url: 'https://merchant.example/checkout/after-3ds' }), errorsOf(token)).toBe(true);
  });

  it('success, cancel, expiry and error URLs stay HTTPS-only', () => {
    const validate = schema('SessionRequest');
    for (const member of ['success_url', 'cancel_url', 'expiry_url', 'error_url']) {
      expect(validate({ ...purchase(), [member]: `http://merchant.example/${member}` }), member).toBe(false);
      expect(validate({ ...purchase(), [member]: `https://merchant.example/${member}` }), `${member}: ${errorsOf(validate)}`).toBe(true);
    }
  });

  it('records that the source leaves return_url\'s scheme open', () => {
    const returnUrl = component('SessionRequest').properties.return_url;
    expect(returnUrl.pattern).toBeUndefined();
    expect(returnUrl.format).toBe('uri');
    expect(returnUrl['x-gap']).toMatch(/HTTPS/);
  });
});

describe('4.1 and 7: an empty browser_info.accept_header is the connector\'s business, not the schema\'s', () => {
  // "The accept_header member must be non-empty for connectors that demand it (an empty value gives connector
  // error INVALID_REQUEST)": the request does not show the connector, so the contract cannot reject it.
  const processing = (acceptHeader: string) => ({
    name: 'Jane Doe',
    with_hosted_fields: true,
    browser_info: { color_depth: '24', java_enabled: 'false', java_script_enabled: 'true', language: 'en-US', user_agent: 'Mozilla/5.0', accept_header: acceptHeader },
  });

  it('the processing request accepts an empty accept_header', () => {
    const validate = schema('ProcessingRequest');
    expect(validate(processing('')), errorsOf(validate)).toBe(true);
    expect(validate(processing('text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8')), errorsOf(validate)).toBe(true);
  });

  it('no schema of spec/ forces accept_header non-empty', () => {
    const found: string[] = [];
    walk(checkout.document, (node: Json, pointer: string) => {
      const member = node?.properties?.accept_header;
      if (member && (member.minLength !== undefined || member.pattern !== undefined)) found.push(`${pointer}/properties/accept_header`);
    });
    for (const file of [...schemaFiles(), ...schemaFiles('method-parameters')]) {
      walk(file.schema, (node: Json, pointer: string) => {
        const member = node?.properties?.accept_header;
        if (member && (member.minLength !== undefined || member.pattern !== undefined)) found.push(`${file.name}#${pointer}/properties/accept_header`);
      });
    }
    expect(found).toEqual([]);
  });

  it('documents the connector\'s INVALID_REQUEST for an empty value, with a gap for the unseen error body', () => {
    const info = component('BrowserInfo');
    expect(info.description).toMatch(/INVALID_REQUEST/);
    expect(info.properties.accept_header.description).toMatch(/INVALID_REQUEST/);
    expect(sectionsOf(info)).toEqual(expect.arrayContaining(['4.1', '7']));
    expect(info['x-gap']).toMatch(/INVALID_REQUEST/);
    const op = checkout.operation('post', '/api/v1/processing/purchase/card');
    expect(op.op.description).toMatch(/accept_header[\s\S]*INVALID_REQUEST/);
    expect(op.op['x-gap']).toMatch(/connector error/);
  });
});

describe('2.2 and 4.1: customer_ip is a string, with no address format', () => {
  // Section 2.2: "customer_ip | string | no | Payer's IP; stored and forwarded ..."; 4.1 repeats it for the token request.
  it('the session request and the session/token request accept a customer_ip that is not an IP address literal', () => {
    for (const [name, extra] of [['SessionRequest', {}], ['SessionTokenRequest', { return_url: 'https://merchant.example/after-3ds' }]] as const) {
      const validate = schema(name);
      for (const ip of ['203.0.113.10', '2001:db8::10', 'payer-host', '203.0.113.10, 10.0.0.1']) {
        expect(validate({ ...purchase(), ...extra, customer_ip: ip }), `${name} ${ip}: ${errorsOf(validate)}`).toBe(true);
      }
      expect(validate({ ...purchase(), ...extra, customer_ip: 203 }), `${name}: a number`).toBe(false);
    }
  });

  it('states no format, and records the gap', () => {
    const ip = component('SessionRequest').properties.customer_ip;
    expect(ip.type).toBe('string');
    expect(ip.format).toBeUndefined();
    expect(ip.anyOf).toBeUndefined();
    expect(ip['x-gap']).toMatch(/customer_ip/);
  });
});

describe('4.1 and 8: the status lookup\'s size', () => {
  // "size is a string with integer 1..100 and applies to lookup by order_id ... above 100 returns an error".
  const lookup = (extra: object) => ({ merchant_key: 'merchant-key-test-0001', hash: 'aff9dc04fa5ec45a47efbd7be60b1f83922c6f92', ...extra });

  it('accepts any decimal integer text whose value is 1 to 100, leading zeros included', () => {
    const validate = schema('StatusLookupRequest');
    for (const size of ['1', '5', '050', '001', '0100', '100', '99']) expect(validate(lookup({ order_id: 'order-1001', size })), `${size}: ${errorsOf(validate)}`).toBe(true);
  });

  it('refuses a value outside 1..100 or text that is not a decimal integer', () => {
    const validate = schema('StatusLookupRequest');
    for (const size of ['0', '000', '101', '0101', '1000', '-1', '+5', '1e2', '5.0', ' 5', '', 'five']) expect(validate(lookup({ order_id: 'order-1001', size })), size).toBe(false);
    expect(validate(lookup({ order_id: 'order-1001', size: 5 })), 'a number').toBe(false);
  });

  it('is accepted beside payment_id (the source does not forbid it there), with a gap for its effect', () => {
    const validate = schema('StatusLookupRequest');
    expect(validate(lookup({ payment_id: 'pay-1', size: '5' })), errorsOf(validate)).toBe(true);
    const request = component('StatusLookupRequest');
    expect(request.dependentRequired).toBeUndefined();
    expect(request.properties.size['x-gap']).toMatch(/payment_id/);
  });
});

describe('4.4: the instant-payment-key payin can send its mandatory fine', () => {
  // "Instant-payment-key payin: order.amount (decimal, M), fine (M), ..."
  it('the session request admits fine beside order.amount', () => {
    const validate = schema('SessionRequest');
    expect(validate({ ...purchase(), fine: '2.00' }), errorsOf(validate)).toBe(true);
    // Its type is not shown: the contract does not guess one.
    expect(validate({ ...purchase(), fine: 2 }), errorsOf(validate)).toBe(true);
    expect(schema('SessionTokenRequest')({ ...purchase(), return_url: 'https://merchant.example/after-3ds', fine: '2.00' })).toBe(true);
  });

  it('every member InstantPaymentKeyPayinRequest requires is a member of the session request', () => {
    const required: string[] = methodFile('InstantPaymentKeyPayinRequest').schema.required;
    expect(required).toContain('fine');
    const session = component('SessionRequest');
    for (const member of required) expect(Object.keys(session.properties), member).toContain(member);
  });

  it('fine is optional in the session request (the method cannot be told from its identifier), with its gap', () => {
    const session = component('SessionRequest');
    expect(session.required).not.toContain('fine');
    expect(session.properties.fine['x-gap']).toMatch(/fine/);
    expect(session.properties.fine.type).toBeUndefined();
    expect(sectionsOf(session.properties.fine)).toContain('4.4');
  });
});

describe('2.2 and 5: order is required, its members in full only for purchase', () => {
  it('a purchase still carries number, amount, currency and description (its hash is over them)', () => {
    const validate = schema('SessionRequest');
    for (const member of ['number', 'amount', 'currency', 'description']) {
      const body: Json = purchase();
      delete body.order[member];
      expect(validate(body), member).toBe(false);
      expect(validate.errors?.some((e) => e.keyword === 'required' && e.instancePath === '/order' && (e.params as Json).missingProperty === member), errorsOf(validate)).toBe(true);
    }
    const body: Json = purchase();
    delete body.order;
    expect(validate(body)).toBe(false);
  });

  it('a debit or credit session is not held to all four order members (the source does not say which are required)', () => {
    const validate = schema('SessionRequest');
    const debit = { ...purchase(), operation: 'debit', order: { amount: '5.00', currency: 'USD' } };
    expect(validate(debit), errorsOf(validate)).toBe(true);
    const credit = { ...purchase(), operation: 'credit', order: { number: 'order-2002', amount: '5.00', currency: 'USD' } };
    expect(validate(credit), errorsOf(validate)).toBe(true);
    const initial = schema('InitialRecurringDebitRequest');
    expect(initial({ ...debit, recurring_init: true }), errorsOf(initial)).toBe(true);
  });

  it('the members keep their forms, and the Order schema records the gap', () => {
    const validate = schema('SessionRequest');
    expect(validate({ ...purchase(), operation: 'debit', order: { amount: '5,00' } })).toBe(false);
    const order = component('Order');
    expect(order.required ?? []).toEqual([]);
    expect(order['x-gap']).toMatch(/required/);
  });
});

describe('2.2: operation is an open set ("Values seen: purchase, debit, credit")', () => {
  // A value the source does not list: other values may exist, so the contract must not refuse it.
  const unlisted = 'an-operation-not-listed';

  it('accepts an operation outside the values seen, and keeps it a non-empty string', () => {
    const validate = schema('SessionRequest');
    expect(validate({ ...purchase(), operation: unlisted, order: { amount: '5.00', currency: 'USD' } }), errorsOf(validate)).toBe(true);
    for (const seen of ['purchase', 'debit', 'credit']) expect(validate({ ...purchase(), operation: seen }), `${seen}: ${errorsOf(validate)}`).toBe(true);
    expect(validate({ ...purchase(), operation: '' })).toBe(false);
    expect(validate({ ...purchase(), operation: 1 })).toBe(false);
  });

  it('documents the values seen and the gap', () => {
    const operation = component('SessionRequest').properties.operation;
    expect(operation.enum).toBeUndefined();
    expect(operation.type).toBe('string');
    expect(operation.examples).toEqual(['purchase', 'debit', 'credit']);
    expect(operation.description).toMatch(/purchase, debit, credit/);
    expect(operation['x-gap']).toMatch(/complete list/);
  });

  it('keeps the rules tied to purchase: auth true only on purchase, the purchase recipe', () => {
    const validate = schema('SessionRequest');
    expect(validate({ ...purchase(), auth: true }), errorsOf(validate)).toBe(true);
    for (const other of ['debit', 'credit', unlisted]) {
      expect(validate({ ...purchase(), operation: other, auth: true }), other).toBe(false);
      expect(validate({ ...purchase(), operation: other, auth: false }), `${other}: ${errorsOf(validate)}`).toBe(true);
    }
    expect(checkout.operation('post', '/api/v1/session').op['x-hash'].when).toEqual({ '/operation': 'purchase' });
  });
});

// The typed client still makes hash optional on a purchase session now that operation is a string: this
// assignment compiles only if the purchase narrowing keeps operation 'purchase' (checked by tsc, see
// tests/generated/typecheck.test.ts).
type SessionBody = NonNullable<CheckoutPaths['/api/v1/session']['post']['requestBody']>['content']['application/json'];
export const purchaseWithoutHash: SessionBody = {
  operation: 'purchase',
  auth: false,
  order: { number: 'order-2001', amount: '10.00', currency: 'USD', description: 'Two concert tickets' },
};

describe('4.4 (and 4.3): base_64_image claims no more than its name', () => {
  // 4.4 names the member only ("Response carries qr_code_id, status, base_64_image, pix_copy_and_paste");
  // "Base64 value" (4.3) is said of the QR method's redirect_params.qr_code, not of this member.
  let validate: ValidateFunction;
  beforeAll(async () => {
    validate = compileSchema(await methodFile('InstantPaymentKeyPayinResponse').dereferenced()) as ValidateFunction;
  });
  const response = (image: string) => ({ qr_code_id: 'qr-1', status: 'pending', base_64_image: image, pix_copy_and_paste: '00020126580014' });

  it('accepts a Base64 image in any form the source does not rule out (line-wrapped, unpadded)', () => {
    expect(validate(response('iVBORw0KGgo=')), errorsOf(validate)).toBe(true);
    expect(validate(response('iVBORw0KGgoAAAANSUhEUgAAAAEAAAAB\nCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==')), errorsOf(validate)).toBe(true);
    expect(validate(response('iVBORw0KGgo')), errorsOf(validate)).toBe(true);
  });

  it('states no pattern or encoding the source does not give, and records the gap', () => {
    const image = methodFile('InstantPaymentKeyPayinResponse').schema.properties.base_64_image;
    expect(image.pattern).toBeUndefined();
    expect(image.contentEncoding).toBeUndefined();
    expect(image.type).toBe('string');
    expect(image['x-gap']).toMatch(/base_64_image/);
  });
});

describe('3: the wallet conditions are on the wallet payment schemas', () => {
  // Section 3, "Conditions on operations": the two wallet rows.
  const phrases = [
    /virtual payment/,
    /card details are not stored/,
    /capture in two-step mode is limited/,
    /recurring creation is limited/,
    /token is always decrypted/,
    /card data stored/,
    /capture, recurring payments \(scheduled or on demand\), smart routing and cascading are enabled/,
    /without token decryption configured, or without provider support/,
    /with a decryption key configured and provider support/,
  ];

  it.each(['WalletCardSession', 'WalletTokenAdminSettings'])('%s names section 3 and states both conditions', (name) => {
    const file = methodFile(name);
    expect(sectionsOf(file.schema)).toContain('3');
    for (const phrase of phrases) expect(file.schema.description).toMatch(phrase);
    // The bundle carries them too.
    expect(component(name).description).toBe(file.schema.description);
  });

  it('does not claim the admin settings\' processing private key is the decryption key', () => {
    const key = methodFile('WalletTokenAdminSettings').schema.properties.processingPrivateKey;
    expect(key['x-gap']).toMatch(/decryption key/);
  });
});
