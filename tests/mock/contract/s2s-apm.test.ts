// S2S APM, POST /post, form-encoded: wire strings written from the CREDIT2VIRTUAL table of section 4.3
// of the interface document, each sent both to an ajv validator of the bundled request schema (decoded
// with URLSearchParams into a flat object) and to the running mock, and each answered as the source says.
// Bracket keys are literal flat form keys. Error bodies are read from the catalogue; the invalid-request body
// carries the mock's errors list, which names the member at fault.
import { describe, expect, it } from 'vitest';
import { errorCatalogue, host } from '../../support/spec.ts';
import { decode, keyOf, pairs, without, withValue, wireHost } from '../../support/wire.ts';
import { gatewayWireCase, invalidBody } from '../gateway-answers.ts';

/** A hash of the right form: the source gives no recipe for CREDIT2VIRTUAL. */
const PLACEHOLDER_HASH = '0f7d1e8a5c3b2a190817263544536271809a0b1c';

const wire = wireHost('s2s-apm');
const { compile, validateRequest, validateOk, validateError, send } = wire;
const expectWireCase = gatewayWireCase(wire);
const post = host('s2s-apm').operation('post', '/post')!;
const requestSchema = post.requestBody!.schema;
const branch = post.elements[0].schema;


// ---- the table of section 4.3 -------------------------------------------------------------------

// The required rows, with literal bracket keys as the table writes them.
const REQUIRED =
  'action=CREDIT2VIRTUAL&client_key=ck-test-0001&brand=mobile-money-payout&order_id=payout-3001&order_amount=150.00&order_currency=KES' +
  '&parameters[mobile_money_operator]=operator-slug&parameters[mobile_number]=254712345678&parameters[customer_email]=wanjiru%40example.com' +
  `&payee_first_name=Wanjiru&payee_last_name=Kamau&payee_email=wanjiru%40example.com&hash=${PLACEHOLDER_HASH}`;
const OPTIONAL = 'order_description=Seller+payout&parameters[customer_name]=Wanjiru+Kamau';
const FULL = `${REQUIRED}&${OPTIONAL}`;
const REQUIRED_KEYS = [...new URLSearchParams(REQUIRED).keys()];
const OPTIONAL_KEYS = [...new URLSearchParams(OPTIONAL).keys()];
const CURRENCIES = ['GHS', 'KES', 'XOF', 'XAF', 'TZS', 'EGP'];
const ERRORS = ['request-data-invalid', 'hash-not-valid', 'ip-not-allowed', 'use-test-key', 'duplicate-payment'];

/** Percent-encodes the brackets, as PHP's http_build_query, Python requests and URLSearchParams do. */
const encodedBrackets = (wire: string) => wire.replace(/\[/g, '%5B').replace(/\]/g, '%5D');

type Case = { label: string; wire: string; status: 200 | 400; error?: string; members?: string[] };
const ok = (label: string, wire: string): Case => ({ label, wire, status: 200 });
const bad = (label: string, wire: string, error = 'request-data-invalid', members: string[] = []): Case => ({ label, wire, status: 400, error, members });

const cases: Case[] = [
  ok('required members only', REQUIRED),
  ok('with order_description and parameters[customer_name]', FULL),
  ok('bracket keys percent-encoded (http_build_query, requests, URLSearchParams)', encodedBrackets(FULL)),
  ok('the form URLSearchParams writes from a flat object', new URLSearchParams(decode(FULL)).toString()),
  ok('an amount without decimals (currencies without minor units)', withValue(FULL, 'order_amount', '5000')),
  ...CURRENCIES.map((c) => ok(`currency ${c}`, withValue(FULL, 'order_currency', c))),
  // One invalid case per required member: it is left out.
  ...REQUIRED_KEYS.map((k) => bad(`without ${k}`, without(FULL, k), undefined, [k])),
  // Required members are non-empty.
  ...REQUIRED_KEYS.filter((k) => !['action', 'hash'].includes(k)).map((k) => bad(`empty ${k}`, withValue(FULL, k, ''), undefined, [k])),
  // Constraints of single members.
  bad('a currency outside the six of the table', withValue(FULL, 'order_currency', 'USD'), undefined, ['order_currency']),
  bad('a lower-case currency', withValue(FULL, 'order_currency', 'kes')),
  bad('an amount with a decimal comma', withValue(FULL, 'order_amount', '150%2C00')),
  bad('a negative amount', withValue(FULL, 'order_amount', '-150.00')),
  bad('a mobile number with a plus sign', withValue(FULL, 'parameters[mobile_number]', '%2B254712345678')),
  bad('a mobile number with spaces', withValue(FULL, 'parameters[mobile_number]', '254+712+345+678')),
  bad('a mobile number with letters', withValue(FULL, 'parameters[mobile_number]', '2547123456ab')),
  // Bracket keys are literal flat keys: other spellings are not the table's members.
  bad('dotted keys instead of bracket keys', FULL.replace(/parameters\[([a-z_]+)\]/g, 'parameters.$1')),
  bad(
    'a JSON object instead of bracket keys',
    `${pairs(FULL).filter((p) => !keyOf(p).startsWith('parameters[')).join('&')}&parameters=${encodeURIComponent(
      JSON.stringify({ mobile_money_operator: 'operator-slug', mobile_number: '254712345678', customer_email: 'wanjiru@example.com' }),
    )}`,
  ),
  // Closed form: a member the table does not name, and the password (section 5: only ever in the hash input).
  bad('a member the table does not name (closed form)', `${FULL}&trans_id=4f1c2e3a-0000-4000-8000-00000000b001`),
  bad('a bracket member the table does not name (closed form)', `${FULL}&parameters[operator_country]=KE`),
  bad('a password member', `${FULL}&password=secret`, undefined, ['password']),
];

// ---- the tests ----------------------------------------------------------------------------------

describe('s2s-apm: the document models the table of section 4.3', () => {
  it('has the CREDIT2VIRTUAL branch, closed, with the table members', () => {
    expect(requestSchema.oneOf).toHaveLength(1);
    expect(branch.properties.action.const).toBe('CREDIT2VIRTUAL');
    expect(branch.additionalProperties).toBe(false);
    expect([...branch.required].sort()).toEqual([...REQUIRED_KEYS].sort());
    expect(Object.keys(branch.properties).sort()).toEqual([...REQUIRED_KEYS, ...OPTIONAL_KEYS].sort());
  });

  it('has no hash recipe for CREDIT2VIRTUAL, and says so', () => {
    expect(branch['x-hash']).toBeUndefined();
    expect(branch['x-gap']).toMatch(/hash input .* not shown/i);
  });

  it('lists the catalogue rows that can occur, and offers them as 400 examples', () => {
    expect([...branch['x-errors']].sort()).toEqual([...ERRORS].sort());
    const examples = post.response(400)!.examples.map((e: any) => e.name);
    expect(examples[0]).toBe('request-data-invalid');
    expect([...examples].sort()).toEqual(ERRORS.filter((r) => 'value' in errorCatalogue[r]).sort());
  });

  it('records what the source omits (operator slugs, per-operator limits, other actions)', () => {
    expect(branch['x-gap']).toMatch(/operator slugs/);
    expect(branch['x-gap']).toMatch(/minimum and maximum/);
    expect(requestSchema['x-gap']).toMatch(/other than CREDIT2VIRTUAL are not shown/);
  });
});

describe('s2s-apm: wire strings from the CREDIT2VIRTUAL table', () => {
  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    await expectWireCase(c);
  });

  // The source shows no answer to an action S2S APM does not know; the model rejects it as it rejects any invalid form.
  it.each(['credit2virtual', 'CREDIT', 'SALE'])('action %s is not a shown S2S APM action', async (action) => {
    const wire = withValue(FULL, 'action', action);
    expect(validateRequest(decode(wire))).toBe(false);
    const answer = await send(wire);
    expect(answer.status).toBeGreaterThanOrEqual(400);
    expect(answer.status).toBeLessThan(500);
    expect(validateError(answer.body), JSON.stringify(validateError.errors)).toBe(true);
  });

  // A hash of the wrong form is both a malformed field and a signature mismatch; the source does not say which check comes first.
  it('rejects a hash that is not a SHA1 hex digest', async () => {
    const wire = withValue(FULL, 'hash', 'not-a-sha1-digest');
    expect(validateRequest(decode(wire))).toBe(false);
    const answer = await send(wire);
    expect(answer.status).toBe(400);
    expect([invalidBody('hash'), errorCatalogue['hash-not-valid'].value]).toContainEqual(answer.body);
  });

  it.each(ERRORS.filter((r) => 'value' in errorCatalogue[r]))('serves the row %s for CREDIT2VIRTUAL', async (row) => {
    const answer = await send(FULL, { Prefer: `code=400, example=${row}` });
    expect(answer.status).toBe(errorCatalogue[row]['x-status']);
    expect(answer.body).toEqual(errorCatalogue[row].value);
  });
});

describe('s2s-apm: the instant-payment QR answer (redirect_params.qr_code, Base64)', () => {
  const qr = Buffer.from('QR payload for a 12.00 EUR sale').toString('base64');

  it('accepts a Base64 qr_code in redirect_params', () => {
    expect(validateOk({ redirect_params: { qr_code: qr } }), JSON.stringify(validateOk.errors)).toBe(true);
    expect(host('s2s-apm').component('schemas', 'S2sApmResponse').properties.redirect_params.properties.qr_code.contentEncoding).toBe('base64');
  });

  it('serves the documented QR answer with Prefer', async () => {
    const answer = await send(FULL, { Prefer: 'code=200, example=instant-payment-qr-redirect' });
    expect(answer.status).toBe(200);
    expect(validateOk(answer.body), JSON.stringify(validateOk.errors)).toBe(true);
    const decoded = Buffer.from(answer.body.redirect_params.qr_code, 'base64');
    expect(decoded.toString('base64')).toBe(answer.body.redirect_params.qr_code);
  });

  it.each([
    ['not Base64', { redirect_params: { qr_code: 'not base64!' } }],
    ['Base64 with broken padding', { redirect_params: { qr_code: `${qr}=` } }],
    ['a number', { redirect_params: { qr_code: 42 } }],
    ['redirect_params not an object', { redirect_params: 'qr' }],
  ])('rejects a qr_code answer that is %s', (_label, body) => {
    expect(validateOk(body)).toBe(false);
  });
});
