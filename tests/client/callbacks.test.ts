// The callback helper of the client package (packages/client/src/callbacks.js) as merchants use it: receiveCallback
// verifies the sandbox's X-Sandbox-Signature over the raw bytes before parsing when given the password, and
// verifyRedirect checks the sandbox's redirect hash. Both schemes are the sandbox's choice (the source shows neither
// the callback signature's field order nor the redirect hash recipe); the signatures here are computed
// independently (tests/support/hash.ts), and the last block checks the helpers against a running sandbox.
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as callbacks from '../../packages/client/src/callbacks.js';
import * as validators from '../../packages/client/src/validators.js';
import { createCheckoutClient } from '../../packages/client/src/index.js';
import { signatureOf } from '../support/hash.ts';
import { model, removeTempDirs, startSandbox } from '../support/sandbox.ts';

const { receiveCallback, verifyCallbackSignature, verifyRedirect } = callbacks;
const PASSWORD = 'example-password';
const JSON_TYPE = 'application/json';
const checkout = model.host('checkout');
const webhook = (path: string) => checkout.webhooks.find((w: { path: string }) => w.path === path);
const examples: Array<{ name: string; value: any }> = webhook('payment-outcome').requestBody.examples;
const sign = (body: string, password = PASSWORD) => signatureOf([body], password);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('receiveCallback with the password: the sandbox X-Sandbox-Signature over the raw body', () => {
  it.each(examples.map((x) => [x.name, x.value] as const))('%s: a signed example is verified and valid, as bytes and as text', (_name, value) => {
    const body = JSON.stringify(value);
    for (const raw of [Buffer.from(body), body]) {
      const r = receiveCallback(raw, { contentType: JSON_TYPE, password: PASSWORD, signature: sign(body) });
      expect(r.signature).toMatchObject({ checked: true, verified: true, scheme: 'sandbox' });
      expect(r.signature.against).toMatch(/sandbox/);
      expect(r.signature.against).toMatch(/5\.11/);
      expect(r).toMatchObject({ valid: true, payload: value, errors: [] });
    }
  });

  it('a signature in upper-case hex, of a body with non-ASCII text, is verified (the sandbox upper-cases the text)', () => {
    const body = JSON.stringify({ ...examples[0].value, custom_data: { note: 'Straße, café, 東京' } });
    expect(receiveCallback(Buffer.from(body), { contentType: JSON_TYPE, password: PASSWORD, signature: sign(body).toUpperCase() }).signature.verified).toBe(true);
    // Node gives a header sent once as a string, and an array only for a header sent more than once.
    expect(receiveCallback(Buffer.from(body), { contentType: JSON_TYPE, password: PASSWORD, signature: [sign(body)] }).signature.verified).toBe(true);
  });

  it('a changed byte, another password or a forged signature: not verified, not parsed, valid false with a signature error', () => {
    const body = JSON.stringify(examples[0].value);
    const changed = body.replace('settled', 'declined');
    const cases = [
      { raw: changed, signature: sign(body), password: PASSWORD },
      { raw: body, signature: sign(body, 'another-password'), password: PASSWORD },
      { raw: body, signature: sign(body), password: `${PASSWORD}x` },
      // The signature of the parsed and re-serialized body is not the signature of the bytes received.
      { raw: JSON.stringify(examples[0].value, null, 1), signature: sign(body), password: PASSWORD },
    ];
    for (const c of cases) {
      const r = receiveCallback(Buffer.from(c.raw), { contentType: JSON_TYPE, password: c.password, signature: c.signature });
      expect(r.signature, c.raw.slice(0, 40)).toMatchObject({ checked: true, verified: false, scheme: 'sandbox' });
      expect(r.valid).toBe(false);
      expect(r.payload).toBeUndefined();
      expect(r.errors).toHaveLength(1);
      expect(r.errors[0]).toMatchObject({ keyword: 'signature', params: { header: 'x-sandbox-signature' } });
      expect(r.errors[0].message).toMatch(/^not verified/);
    }
  });

  it("a change of letter case alone is not detected: section 5's algorithm upper-cases its input (a limit of the scheme, said in the README)", () => {
    const body = JSON.stringify(examples[0].value);
    expect(body).toContain('"settled"');
    expect(receiveCallback(body.replace('settled', 'SETTLED'), { contentType: JSON_TYPE, password: PASSWORD, signature: sign(body) }).signature.verified).toBe(true);
  });

  it('no header, a header sent twice, a value that is not 40 hex digits, bytes that are not UTF-8, a parsed body: not verified, with the reason', () => {
    const body = JSON.stringify(examples[0].value);
    const bad = Buffer.concat([Buffer.from(body.slice(0, -1)), Buffer.from([0xff]), Buffer.from('}')]);
    const cases: Array<[unknown, unknown, boolean, RegExp]> = [
      [body, undefined, false, /no X-Sandbox-Signature header/],
      [body, null, false, /no X-Sandbox-Signature header/],
      [body, [sign(body), sign(body)], false, /sent 2 times/],
      [body, `sha1=${sign(body)}`, true, /not 40 hexadecimal digits/],
      [body, sign(body).slice(1), true, /not 40 hexadecimal digits/],
      [bad, sign(bad.toString('utf8')), false, /not UTF-8/],
      [examples[0].value, sign(body), false, /unparsed/],
    ];
    for (const [raw, signature, checked, why] of cases) {
      const r = receiveCallback(raw as any, { contentType: JSON_TYPE, password: PASSWORD, signature: signature as any });
      expect(r.signature, String(why)).toMatchObject({ checked, verified: false, scheme: 'sandbox' });
      expect(r.signature.reason).toMatch(why);
      expect(r.valid).toBe(false);
      expect(r.errors.map((e) => e.keyword)).toEqual(['signature']);
    }
  });

  it('the signature is verified before the body is parsed: a signed body that does not parse is a parse error, an unsigned one only a signature error', () => {
    const text = '{"order_status": "settled"';
    const signed = receiveCallback(text, { contentType: JSON_TYPE, password: PASSWORD, signature: sign(text) });
    expect(signed.signature.verified).toBe(true);
    expect(signed.valid).toBe(false);
    expect(signed.errors.map((e) => e.keyword)).toEqual(['parse']);
    const forged = receiveCallback(text, { contentType: JSON_TYPE, password: PASSWORD, signature: sign(text, 'x') });
    expect(forged.errors.map((e) => e.keyword)).toEqual(['signature']);
    // A verified signature does not make a payload valid: the schema still judges it.
    const partial = JSON.stringify({ payment_id: 'pay-1' });
    const r = receiveCallback(partial, { contentType: JSON_TYPE, password: PASSWORD, signature: sign(partial) });
    expect(r.signature.verified).toBe(true);
    expect(r.valid).toBe(false);
    expect(r.errors.some((e) => e.keyword === 'required')).toBe(true);
  });

  it('compares in constant time: crypto.timingSafeEqual over the two digests, equal in length', () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    const body = JSON.stringify(examples[0].value);
    expect(verifyCallbackSignature(Buffer.from(body), sign(body, 'other'), PASSWORD).verified).toBe(false);
    expect(verifyCallbackSignature(Buffer.from(body), sign(body), PASSWORD).verified).toBe(true);
    expect(spy).toHaveBeenCalledTimes(2);
    for (const [a, b] of spy.mock.calls) expect((a as Buffer).length).toBe((b as Buffer).length);
  });

  it('without a password nothing is checked, and valid speaks of the payload alone (as before); an empty password is refused', () => {
    const body = JSON.stringify(examples[0].value);
    const r = receiveCallback(body, { contentType: JSON_TYPE, signature: sign(body, 'anything') });
    expect(r).toMatchObject({ valid: true, payload: examples[0].value, signature: { checked: false, verified: false, scheme: null, against: null } });
    expect(r.signature).toBe(callbacks.callbackSignature);
    expect(r.signature.reason).toMatch(/not shown/);
    expect(r.signature.reason).toMatch(/X-Sandbox-Signature/);
    expect(receiveCallback(body).valid).toBe(true);
    for (const password of ['', 42]) expect(() => receiveCallback(body, { contentType: JSON_TYPE, password: password as any, signature: sign(body) })).toThrow(TypeError);
  });

  it('payment-gateway-client/validators gives the same helper', () => {
    expect(validators.receiveCallback).toBe(receiveCallback);
    expect(validators.callbackSignature).toBe(callbacks.callbackSignature);
    const body = JSON.stringify(examples[0].value);
    expect(validators.receiveCallback(body, { password: PASSWORD, signature: sign(body, 'x') }).valid).toBe(false);
  });
});

describe('verifyRedirect: the sandbox redirect hash over payment_id, trans_id, order_id', () => {
  const parameters: Array<{ name: string; required: boolean; example: string }> = webhook('success-url-redirect').parameters;
  const values: Record<string, string> = Object.fromEntries(parameters.map((p) => [p.name, p.example]));
  const hashOf = (v: Record<string, string>, password = PASSWORD) => signatureOf([v.payment_id, v.trans_id, v.order_id], password);

  it('signs what the contract says every redirect carries: the required query parameters are the signed ones and hash', () => {
    for (const name of ['success-url-redirect', 'cancel-url-redirect']) {
      const required = webhook(name).parameters.filter((p: { required: boolean }) => p.required).map((p: { name: string }) => p.name);
      expect([...callbacks.SANDBOX_REDIRECT_FIELDS, 'hash'].sort()).toEqual(required.sort());
    }
  });

  it('verifies the redirect given as a URL, a URL object, a query string, URLSearchParams or a record', () => {
    // An order id with characters a URL encodes: the hash is over the decoded values.
    const v = { ...values, order_id: 'order 1001/ü&x' };
    const query = new URLSearchParams({ ...v, hash: hashOf(v) });
    const url = `https://merchant.example/ok?${query}#top`;
    for (const given of [url, new URL(url), `?${query}`, query.toString(), query, Object.fromEntries(query)]) {
      const r = verifyRedirect(given, { password: PASSWORD });
      expect(r.signature, String(given)).toMatchObject({ checked: true, verified: true, scheme: 'sandbox' });
      expect(r.signature.against).toMatch(/payment_id, trans_id, order_id/);
      expect(r.params).toMatchObject({ order_id: 'order 1001/ü&x', payment_method: 'card' });
    }
    expect(verifyRedirect(`?${new URLSearchParams({ ...v, hash: hashOf(v).toUpperCase() })}`, { password: PASSWORD }).signature.verified).toBe(true);
  });

  it('a changed parameter, another password, a missing or repeated one: not verified, with the reason', () => {
    const good: Record<string, string> = { ...values, hash: hashOf(values) };
    const q = (v: Record<string, string>) => new URLSearchParams(v).toString();
    const { hash: _hash, ...withoutHash } = good;
    const { order_id: _order, ...withoutOrder } = good;
    const cases: Array<[string, string, boolean, RegExp]> = [
      [q({ ...good, order_id: 'order-1002' }), PASSWORD, true, /^not verified: hash differs/],
      [q(good), 'another-password', true, /^not verified: hash differs/],
      [q({ ...good, hash: 'abc' }), PASSWORD, true, /not 40 hexadecimal digits/],
      [q(withoutHash), PASSWORD, false, /lacks hash/],
      [q(withoutOrder), PASSWORD, false, /lacks order_id/],
      [`${q(good)}&trans_id=other`, PASSWORD, false, /trans_id appears more than once/],
    ];
    for (const [query, password, checked, why] of cases) {
      const r = verifyRedirect(query, { password });
      expect(r.signature, query).toMatchObject({ checked, verified: false, scheme: 'sandbox' });
      expect(r.signature.reason).toMatch(why);
    }
  });

  it('compares in constant time, and refuses a missing password or a query it cannot read', () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    verifyRedirect(new URLSearchParams({ ...values, hash: hashOf(values) }), { password: PASSWORD });
    expect(spy).toHaveBeenCalledTimes(1);
    expect(() => verifyRedirect('a=b', { password: '' })).toThrow(TypeError);
    expect(() => verifyRedirect('a=b', {} as any)).toThrow(TypeError);
    expect(() => verifyRedirect(42 as any, { password: PASSWORD })).toThrow(TypeError);
  });
});

// The helpers against the sandbox itself: a purchase session through the client (its redirect_url typed, no cast),
// paid and cancelled headlessly; the redirects' hashes and the callbacks' signatures, as received in raw bytes.
describe('against a running sandbox', () => {
  type Raw = { headers: http.IncomingHttpHeaders; body: Buffer };
  const received: Raw[] = [];
  const receiver = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      received.push({ headers: req.headers, body: Buffer.concat(chunks) });
      res.end('ok');
    });
  });
  const merchant = { environment: 'test' as const, merchant_key: 'mk-callbacks', client_key: 'ck-callbacks', password: 'pw-callbacks-0001', callback_url: '' };
  let running: Awaited<ReturnType<typeof startSandbox>>;

  beforeAll(async () => {
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    merchant.callback_url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callbacks`;
    running = await startSandbox({ config: { merchants: [merchant] } });
  }, 120_000);
  afterAll(async () => {
    await running?.close();
    await new Promise<void>((resolve) => receiver.close(() => resolve()));
    removeTempDirs();
  });

  const callbackOf = async (transId: string) => {
    const until = Date.now() + 15_000;
    for (;;) {
      const found = received.find((r) => r.body.toString('utf8').includes(transId));
      if (found) return found;
      if (Date.now() > until) throw new Error(`no callback for ${transId}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };

  it.each(['success', 'cancel'])('outcome %s: the redirect hash and the callback signature verify with the password, and not with another', { timeout: 60_000 }, async (outcome) => {
    const client = createCheckoutClient({ baseUrl: running.urls.checkout, merchantKey: merchant.merchant_key, password: merchant.password });
    const { data, response } = await client.POST('/api/v1/session', {
      body: { operation: 'purchase', order: { number: `cb-${outcome}-${Date.now()}`, amount: '10.00', currency: 'EUR', description: 'Signed callback' }, success_url: 'https://shop.example/ok', cancel_url: 'https://shop.example/cancel' },
    });
    expect(response.status).toBe(200);
    const redirectUrl: string | undefined = data?.redirect_url;
    expect(redirectUrl).toMatch(/^http:\/\/.*\/sandbox\/pay\//);
    const paid = await fetch(`${redirectUrl}?outcome=${outcome}`, { method: 'POST', redirect: 'manual' });
    await paid.text();
    expect(paid.status).toBe(303);
    const location = paid.headers.get('location')!;
    expect(location).toContain(outcome === 'success' ? '/ok?' : '/cancel?');

    const redirect = verifyRedirect(location, { password: merchant.password });
    expect(redirect.signature, redirect.signature.reason).toMatchObject({ checked: true, verified: true });
    expect(verifyRedirect(location, { password: 'pw-callbacks-0002' }).signature.verified).toBe(false);

    const callback = await callbackOf(redirect.params.trans_id!);
    const signature = callback.headers[callbacks.SANDBOX_SIGNATURE_HEADER];
    const receipt = receiveCallback(callback.body, { contentType: callback.headers['content-type'], password: merchant.password, signature });
    expect(receipt.signature, receipt.signature.reason).toMatchObject({ checked: true, verified: true, scheme: 'sandbox' });
    expect(receipt.valid, JSON.stringify(receipt.errors)).toBe(true);
    if (receipt.valid) expect(receipt.payload.trans_id).toBe(redirect.params.trans_id);
    expect(receiveCallback(callback.body, { contentType: callback.headers['content-type'], password: 'pw-callbacks-0002', signature }).valid).toBe(false);
  });
});
