// Checkout (sections 2.2, 3, 4.1, 8, 9): requests written from the source's tables, one accepted and one
// rejected case per constraint, checked against the bundled schema and, where the operation has a path,
// sent to the running mock, which must give the documented answer (200, or 400 'Request data is invalid.' with
// the mock's errors list).
import { describe, expect, it } from 'vitest';
import { mockUrls } from '../../support/mock.ts';
import { host, validatorFor, pointerEscape } from '../../support/spec.ts';
import { expectErrorsList, invalidBody } from '../gateway-answers.ts';

const { doc, compile } = validatorFor('checkout');
const urls = await mockUrls();
const schema = (name: string) => compile(`/components/schemas/${name}`);
const checkout = host('checkout');
const named = (examples: Array<{ name: string; value: any }>, name: string) => {
  const found = examples.find((e) => e.name === name);
  if (!found) throw new Error(`no example ${name}`);
  return structuredClone(found.value);
};
const requestExample = (p: string, name: string) => named(checkout.operation('post', p)!.requestBody!.examples, name);
const componentExample = (kind: 'requestBodies' | 'responses', component: string, name: string) => named(checkout.componentExamples(kind, component), name);

type Case = [label: string, body: unknown, accepted: boolean];
const set = (base: any, path: string, value: unknown) => {
  const copy = structuredClone(base);
  const keys = path.split('.');
  const last = keys.pop()!;
  const target = keys.reduce((o, k) => (o[k] ??= {}), copy);
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
};

const purchase = requestExample('/api/v1/session', 'purchase');
const sessionCases: Case[] = [
  ['the purchase example', purchase, true],
  ...(['merchant_key', 'operation', 'order', 'hash'] as const).map((m): Case => [`without required ${m}`, set(purchase, m, undefined), false]),
  ...(['number', 'amount', 'currency', 'description'] as const).map((m): Case => [`without order.${m}`, set(purchase, `order.${m}`, undefined), false]),
  ['operation debit', { ...set(purchase, 'operation', 'debit') }, true],
  ['operation credit', { ...set(purchase, 'operation', 'credit') }, true],
  // Section 2.2 gives only the values seen (purchase, debit, credit), so other values may exist: operation is an
  // open string, and a value outside those seen is accepted (it is still a non-empty string).
  ['operation outside the values seen (the list is not complete)', set(purchase, 'operation', 'an-operation-not-listed'), true],
  ['operation empty', set(purchase, 'operation', ''), false],
  ['without order.description on debit (only a purchase is held to all four order members)', set(set(purchase, 'operation', 'debit'), 'order.description', undefined), true],
  ['order.amount "10.00" (decimal string)', set(purchase, 'order.amount', '10.00'), true],
  ['order.amount "1500" (decimal string without fraction)', set(purchase, 'order.amount', '1500'), true],
  ['order.amount 10 (a JSON number)', set(purchase, 'order.amount', 10), false],
  ['order.amount "10,00"', set(purchase, 'order.amount', '10,00'), false],
  ['order.currency "EUR"', set(purchase, 'order.currency', 'EUR'), true],
  ['order.currency "usd"', set(purchase, 'order.currency', 'usd'), false],
  ['order.currency "US"', set(purchase, 'order.currency', 'US'), false],
  ['billing_address.country "JP"', set(purchase, 'billing_address.country', 'JP'), true],
  ['billing_address.country "USA"', set(purchase, 'billing_address.country', 'USA'), false],
  ['billing_address.state for a country outside CA, US, JP, AU, IN (hidden, not validated)', set(set(purchase, 'billing_address.country', 'DE'), 'billing_address.state', 'BY'), true],
  ['success_url https', set(purchase, 'success_url', 'https://merchant.example/ok'), true],
  ['success_url http', set(purchase, 'success_url', 'http://merchant.example/ok'), false],
  ['cancel_url not a URL', set(purchase, 'cancel_url', 'merchant.example/cancel'), false],
  ['expiry_url https', set(purchase, 'expiry_url', 'https://merchant.example/expired'), true],
  ['error_url http', set(purchase, 'error_url', 'http://merchant.example/error'), false],
  ...(['_blank', '_self', '_parent', '_top'] as const).map((t): Case => [`url_target ${t}`, set(purchase, 'url_target', t), true]),
  ['url_target _new', set(purchase, 'url_target', '_new'), false],
  ['auth true on purchase', set(purchase, 'auth', true), true],
  ['auth true on debit (valid for purchase only)', set(set(purchase, 'operation', 'debit'), 'auth', true), false],
  ['auth true on credit (valid for purchase only)', set(set(purchase, 'operation', 'credit'), 'auth', true), false],
  ['auth false on debit', set(set(purchase, 'operation', 'debit'), 'auth', false), true],
  ['auth "true" (a string)', set(purchase, 'auth', 'true'), false],
  ['customer.birth_date YYYY-MM-DD', set(purchase, 'customer.birth_date', '1990-05-17'), true],
  ['customer.birth_date DD/MM/YYYY', set(purchase, 'customer.birth_date', '17/05/1990'), false],
  ['customer.birth_date month 13', set(purchase, 'customer.birth_date', '1990-13-01'), false],
  ['custom_data nested free-form object', set(purchase, 'custom_data', { a: { b: [1, 'x'] }, c: null }), true],
  ['custom_data a string', set(purchase, 'custom_data', 'note'), false],
  ['parameters.card an object', set(purchase, 'parameters', { card: {} }), true],
  ['parameters keyed by another method identifier', set(purchase, 'parameters', { 'some-method': { reference: 'x' } }), true],
  ['parameters.card a string', set(purchase, 'parameters', { card: 'x' }), false],
  ['methods a list of identifiers', set(purchase, 'methods', ['card', 'some-method']), true],
  ['methods a string', set(purchase, 'methods', 'card'), false],
  ['session_expiry a number', set(purchase, 'session_expiry', 30), true],
  ['session_expiry a string', set(purchase, 'session_expiry', '30'), false],
  ['req_token, recurring_init, vat_calc booleans', { ...purchase, req_token: true, recurring_init: false, vat_calc: true }, true],
  ['req_token "yes"', set(purchase, 'req_token', 'yes'), false],
  ['hash not 40 hex digits', set(purchase, 'hash', 'not-a-hash'), false],
  ['a member the table does not list', set(purchase, 'password', 'secret'), false],
];

const token = requestExample('/api/v1/session/token', 'hosted-fields');
const tokenCases: Case[] = [
  ['the hosted-fields example', token, true],
  ['without return_url (required for Hosted Payment Fields)', set(token, 'return_url', undefined), false],
  // Section 2.2 requires HTTPS of cancel, success, expiry and error URLs only; return_url is a URL, so http:// is accepted.
  ['return_url http', set(token, 'return_url', 'http://merchant.example/3ds'), true],
  ['return_url not a URL', set(token, 'return_url', 'merchant.example/3ds'), false],
  ['without success_url, cancel_url and error_url (optional)', set(set(token, 'success_url', undefined), 'cancel_url', undefined), true],
  ['customer_ip IPv6', set(token, 'customer_ip', '2001:db8::10'), true],
  // Section 2.2 types customer_ip as a string only: no address format is imposed.
  ['customer_ip not an address literal', set(token, 'customer_ip', 'payer-host'), true],
  ['customer_ip a number', set(token, 'customer_ip', 203), false],
];

const processing = requestExample('/api/v1/processing/purchase/card', 'card-payment');
const processingCases: Case[] = [
  ['the card-payment example', processing, true],
  ['without name', set(processing, 'name', undefined), false],
  ['without with_hosted_fields', set(processing, 'with_hosted_fields', undefined), false],
  ['with_hosted_fields false', set(processing, 'with_hosted_fields', false), false],
  // Section 4.1: accept_header must be non-empty only for connectors that demand it (they answer INVALID_REQUEST);
  // the request does not show the connector, so the contract accepts an empty value.
  ['browser_info.accept_header empty', set(processing, 'browser_info.accept_header', ''), true],
  ['browser_info without accept_header', set(processing, 'browser_info.accept_header', undefined), true],
  ['browser_info.screen_width a number (members are strings)', set(processing, 'browser_info.screen_width', 1920), false],
  ['browser_info with a member the table does not list', set(processing, 'browser_info.cookies_enabled', 'true'), false],
  ['birth_day a date', set(processing, 'birth_day', '1990-05-17'), true],
  ['birth_day not a date', set(processing, 'birth_day', 'May 17'), false],
  ['selected_language', set(processing, 'selected_language', 'en'), true],
];

const credit = requestExample('/api/v1/payment/card/credit', 'token-credit');
const creditCases: Case[] = [
  ['the flat token-credit example', credit, true],
  ['a nested order object (wrong body shape)', { ...set(credit, 'order_amount', undefined), order: { amount: '10.00' } }, false],
  ['card_token as an array', set(credit, 'card_token', ['card-token-9d2f']), false],
  ['operation purchase', set(credit, 'operation', 'purchase'), false],
  ...(['merchant_key', 'operation', 'order_id', 'order_amount', 'order_currency', 'order_description', 'hash'] as const).map(
    (m): Case => [`without required ${m}`, set(credit, m, undefined), false],
  ),
  ['without payee name override', set(set(credit, 'payee_first_name', undefined), 'payee_last_name', undefined), true],
  ['order_amount a JSON number', set(credit, 'order_amount', 10), false],
];

const operations: Array<[path: string, schemaName: string, cases: Case[], headers?: Record<string, string>]> = [
  ['/api/v1/session', 'SessionRequest', sessionCases],
  ['/api/v1/session/token', 'SessionTokenRequest', tokenCases],
  ['/api/v1/processing/purchase/card', 'ProcessingRequest', processingCases, { Token: checkout.operation('post', '/api/v1/processing/purchase/card')!.parameters.find((p: any) => p.name === 'Token')!.example }],
  ['/api/v1/payment/card/credit', 'CreditRequest', creditCases],
];

describe.each(operations)('POST %s', (p, schemaName, cases, headers) => {
  const validate = schema(schemaName);
  const ok = compile(`/paths/${pointerEscape(p)}/post/responses/200/content/application~1json/schema`);

  it.each(cases)('%s: schema and mock agree', async (_label, body, accepted) => {
    expect(validate(body), JSON.stringify(validate.errors)).toBe(accepted);
    const res = await fetch(`${urls.checkout}${p}`, { method: 'POST', headers: { 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) });
    const answer = await res.json();
    if (accepted) {
      expect(res.status).toBe(200);
      expect(ok(answer), JSON.stringify(ok.errors)).toBe(true);
    } else {
      expect(res.status).toBe(400);
      expect(answer).toEqual(invalidBody());
      expectErrorsList(answer, _label);
    }
  });
});

it('POST /api/v1/processing/purchase/card without the Token header gets the documented 400', async () => {
  const res = await fetch(`${urls.checkout}/api/v1/processing/purchase/card`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(processing) });
  expect(res.status).toBe(400);
  expect(await res.json()).toEqual(invalidBody('header Token'));
});

describe('components without a shown path', () => {
  const byPayment = componentExample('requestBodies', 'StatusLookupRequest', 'by-payment-id');
  const byOrder = componentExample('requestBodies', 'StatusLookupRequest', 'by-order-id-size');
  const debit = requestExample('/api/v1/session', 'debit-recurring-init');
  const cases: Array<[schemaName: string, label: string, value: unknown, accepted: boolean]> = [
    ['StatusLookupRequest', 'by payment_id', byPayment, true],
    ['StatusLookupRequest', 'by order_id with size "3"', byOrder, true],
    ['StatusLookupRequest', 'by order_id without size', set(byOrder, 'size', undefined), true],
    ['StatusLookupRequest', 'size "1"', set(byOrder, 'size', '1'), true],
    ['StatusLookupRequest', 'size "100"', set(byOrder, 'size', '100'), true],
    ['StatusLookupRequest', 'size "0"', set(byOrder, 'size', '0'), false],
    ['StatusLookupRequest', 'size "101"', set(byOrder, 'size', '101'), false],
    ['StatusLookupRequest', 'size 3 (a number, not a string)', set(byOrder, 'size', 3), false],
    ['StatusLookupRequest', 'size "three"', set(byOrder, 'size', 'three'), false],
    ['StatusLookupRequest', 'size "050" (an integer 1..100 with leading zeros)', set(byOrder, 'size', '050'), true],
    // Section 4.1 says size applies to the lookup by order_id; it does not forbid it beside payment_id.
    ['StatusLookupRequest', 'size with payment_id (accepted; its effect there is not shown)', set(byPayment, 'size', '3'), true],
    ['StatusLookupRequest', 'both payment_id and order_id', set(byPayment, 'order_id', 'order-1001'), false],
    ['StatusLookupRequest', 'neither payment_id nor order_id', set(byPayment, 'payment_id', undefined), false],
    ['StatusLookupRequest', 'without merchant_key', set(byPayment, 'merchant_key', undefined), false],
    ['StatusLookupResponse', 'one object (size omitted)', componentExample('responses', 'StatusLookupResponse', 'one'), true],
    ['StatusLookupResponse', 'an array (size given)', componentExample('responses', 'StatusLookupResponse', 'array'), true],
    ['StatusLookupResponse', 'an empty array', [], false],
    ['StatusRecord', 'card_expiration_date MM/YYYY', { card_expiration_date: '12/2027' }, true],
    ['StatusRecord', 'card_expiration_date YYYY-MM', { card_expiration_date: '2027-12' }, false],
    ['StatusRecord', 'ARN present', { ARN: '74987505243' }, true],
    ['StatusRecord', 'ARN empty (omitted when absent in status responses)', { ARN: '' }, false],
    ['StatusRecord', 'authenticationFlow Challenge', { authenticationFlow: 'Challenge' }, true],
    ['StatusRecord', 'authenticationFlow Other', { authenticationFlow: 'Other' }, false],
    ['ProcessingResponse', 'redirect with redirect_url', { result: 'redirect', redirect_url: 'https://acs.example/x' }, true],
    ['ProcessingResponse', 'redirect without redirect_url', { result: 'redirect' }, false],
    ['ProcessingResponse', 'decline without decline_message', { result: 'decline' }, false],
    ['ProcessingResponse', 'result "ok"', { result: 'ok' }, false],
    ['SessionTokenResponse', 'with token', { token: 't' }, true],
    ['SessionTokenResponse', 'without token', {}, false],
    ['InitialRecurringDebitRequest', 'debit with recurring_init true', debit, true],
    ['InitialRecurringDebitRequest', 'purchase with recurring_init true', set(debit, 'operation', 'purchase'), false],
    ['InitialRecurringDebitRequest', 'debit without recurring_init', set(debit, 'recurring_init', undefined), false],
    ['CheckoutRecurringSaleRequest', 'initial pair and custom_data', { merchant_key: 'k', recurring_init_trans_id: 't', recurring_token: 'r', custom_data: { n: 2 }, hash: purchase.hash }, true],
    ['CheckoutRecurringSaleRequest', 'without recurring_token', { merchant_key: 'k', recurring_init_trans_id: 't', hash: purchase.hash }, false],
    ['CheckoutScheduleOperation', 'PAUSE', 'PAUSE', true],
    ['CheckoutScheduleOperation', 'pause', 'pause', false],
    ['HostedFieldsConfig', 'token and three fields', { sessionToken: 't', fields: { card: { id: 'c', placeholder: 'Card' }, expiry: { id: 'e', placeholder: 'MM/YY' }, cvv: { id: 'v', placeholder: 'CVV', style: { input: { color: 'red' } } } } }, true],
    ['HostedFieldsConfig', 'without sessionToken', { fields: { card: { id: 'c', placeholder: 'Card' }, expiry: { id: 'e', placeholder: 'MM/YY' }, cvv: { id: 'v', placeholder: 'CVV' } } }, false],
    ['HostedFieldsSubmitResult', 'success', { result: 'success', message: '' }, true],
    ['HostedFieldsSubmitResult', 'failure', { result: 'failure', message: '' }, false],
    ['HostedFieldsInputEvent', 'valid false', { valid: false }, true],
    ['HostedFieldsInputEvent', 'valid "false"', { valid: 'false' }, false],
  ];
  it.each(cases)('%s: %s', (schemaName, _label, value, accepted) => {
    const validate = schema(schemaName);
    expect(validate(value), JSON.stringify(validate.errors)).toBe(accepted);
  });
});

describe('6.7.0 markers', () => {
  it('info.version is the current release', () => expect(doc.info.version).toBe('6.7.0'));
  it('marks what 6.7.0 added', () => {
    const session = doc.components.schemas.SessionRequest.properties;
    expect(session.auth['x-added-in-version']).toBe('6.7.0');
    expect(session.custom_data['x-added-in-version']).toBe('6.7.0');
    expect(doc.components.schemas.StatusLookupRequest.properties.size['x-added-in-version']).toBe('6.7.0');
    expect(doc.components.schemas.CreditRequest.properties.card_token['x-added-in-version']).toBe('6.7.0');
  });
});
