// The sandbox's check of who calls (packages/sandbox/auth.mjs), every expectation from the contract model:
// the merchant is found by the element's key member; an unknown key gets the sandbox's chosen row (the hash
// row), a live key the use-test-key row, an address outside the allowlist the ip row, a wrong hash the hash
// row, each with the catalogue's status, code and message; the contract's signed examples pass with the
// password they were signed with; where no recipe applies, the hash is not checked and the gap says why.
import crypto from 'node:crypto';
import http from 'node:http';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { UNKNOWN_KEY_ROW, authenticate, explanationHeader, hashMatches } from '../../packages/sandbox/auth.mjs';
import { parseConfig } from '../../packages/sandbox/config.mjs';
import { model, type ModelElement, type ModelErrorRow } from '../support/spec.ts';

// The merchants the signed examples were made for: their key members and x-hash-password.
const signed = model.elements.flatMap((e) => e.examples.filter((x) => typeof x.password === 'string').map((x) => ({ e, x })));
const example = (pick: (e: ModelElement) => boolean) => signed.find(({ e }) => pick(e))!;
const keyOf = (name: string) => signed.find(({ e }) => e.keyField === name)!.x.value[name];
const password = signed[0].x.password!;
const TEST = { environment: 'test', merchant_key: keyOf('merchant_key'), client_key: keyOf('client_key'), password };
const OTHER = { environment: 'test', merchant_key: 'mk-other', client_key: 'ck-other', password: 'other-password' };
const config = (...merchants: object[]) => parseConfig({ merchants }).merchants;
const merchants = config(TEST, OTHER);

const auth = (e: ModelElement, body: any, over: Record<string, unknown> = {}): any =>
  authenticate({ host: e.host, element: e, body, ip: '127.0.0.1', merchants, ...over } as any);

/** The answer is exactly the catalogue row of this name, with the status, code and message the model gives it. */
function expectRow(result: any, name: string) {
  const row = model.error(name) as ModelErrorRow;
  expect(result.ok).toBe(false);
  expect(result.row).toBe(row);
  expect(result.row.status).toBe(row.raw['x-status']);
  expect(result.row.body).toEqual(row.raw.value);
  expect(result.row.body.error_code).toBe(row.code);
  expect(result.row.body.error_message).toBe(row.message);
}

const capture = example((e) => e.value === 'CAPTURE');
const purchase = example((e) => e.value === null && e.recipe?.when);
const flip = (hash: string) => (hash[0] === '0' ? '1' : '0') + hash.slice(1);

describe('signed requests', () => {
  it('every signed example of the contract passes, its hash checked', () => {
    expect(signed.length).toBeGreaterThan(0);
    for (const { e, x } of signed) {
      const r = auth(e, x.value);
      expect(r, `${e.label} ${x.name}`).toMatchObject({ ok: true, hashChecked: true });
      expect(r.merchant.password).toBe(x.password);
      expect(r.hashNote).toBeUndefined();
    }
  });

  it('the branch the body selects, when given the operation', () => {
    const r = auth(capture.e, capture.x.value, { element: undefined, operation: capture.e.operation });
    expect(r).toMatchObject({ ok: true, hashChecked: true });
    expect(() => auth(capture.e, { ...capture.x.value, action: 'NO_SUCH_ACTION' }, { element: undefined, operation: capture.e.operation })).toThrow(TypeError);
  });

  it('a wrong hash gets the hash row, form and JSON bodies alike, and no explanation unless asked', () => {
    for (const { e, x } of [capture, purchase]) {
      const r = auth(e, { ...x.value, hash: flip(x.value.hash) });
      expectRow(r, 'hash-not-valid');
      expect(r.explanation).toBeUndefined();
    }
    // Without the hash at all, and with the right hash of another password.
    expectRow(auth(capture.e, { ...capture.x.value, hash: undefined }), 'hash-not-valid');
    const other = config({ ...TEST, password: 'another-password' });
    expectRow(auth(capture.e, capture.x.value, { merchants: other }), 'hash-not-valid');
  });

  it('with explain: the recipe, its fields in order and the input with the password masked', () => {
    for (const { e, x } of [capture, purchase]) {
      const r = auth(e, { ...x.value, hash: flip(x.value.hash) }, { explain: true });
      expectRow(r, 'hash-not-valid');
      const ex = r.explanation;
      expect(ex.recipe).toEqual(e.recipe);
      expect(ex.fields.map((f: any) => f.pointer)).toEqual(e.recipe.fields);
      expect(ex.input.endsWith('<password>')).toBe(true);
      expect(ex.input).not.toContain('*'.repeat(password.length));
      expect(ex.input).not.toContain(password.toUpperCase());
      expect(ex.sent).toBe(flip(x.value.hash));
      // Not the digests: they would sign the body for whoever sent it.
      expect(JSON.stringify(ex)).not.toContain(x.value.hash);
      const header = explanationHeader(ex)!;
      expect(() => http.validateHeaderValue('x-sandbox-hash-explanation', header)).not.toThrow();
      expect(header).toContain(e.recipe.algorithm);
      expect(header).toContain(ex.input);
    }
    // A match carries no explanation.
    expect(auth(capture.e, capture.x.value, { explain: true }).explanation).toBeUndefined();
  });

  it('the explanation header escapes what a header cannot carry', () => {
    const order = { ...purchase.x.value.order, description: 'Zwei Tickets\nf\u00fcr \u266b' };
    const r = auth(purchase.e, { ...purchase.x.value, order }, { explain: true });
    expectRow(r, 'hash-not-valid');
    const header = explanationHeader(r.explanation)!;
    expect(() => http.validateHeaderValue('x-sandbox-hash-explanation', header)).not.toThrow();
    expect(header).toMatch(/^[\x20-\x7e]*$/);
    expect(header).toContain('\\u000a');
  });

  it('a hashed member that is not a string cannot match', () => {
    const r = auth(purchase.e, { ...purchase.x.value, order: { ...purchase.x.value.order, amount: 10.5 } }, { explain: true });
    expectRow(r, 'hash-not-valid');
    expect(r.explanation.problem).toMatch(/amount/);
  });
});

// Issue 26: the hash is compared in constant time. What can be seen from outside is that every comparison, the
// right hash, a wrong one of the same length, one of another length, not hex at all, goes through
// crypto.timingSafeEqual over two buffers of the expected digest's length (no early return on content or length).
describe('the hash comparison', () => {
  afterEach(() => vi.restoreAllMocks());
  const right = capture.x.value.hash as string;

  it('goes through crypto.timingSafeEqual over equal-length buffers, whatever was sent', () => {
    const spy = vi.spyOn(crypto, 'timingSafeEqual');
    const cases: Array<[string, unknown, boolean]> = [
      ['the right hash', right, true],
      ['the right hash in capitals', right.toUpperCase(), true],
      ['a wrong hash of the same length', flip(right), false],
      ['a shorter hash', right.slice(0, -1), false],
      ['a longer hash', `${right}0`, false],
      ['an empty hash', '', false],
      ['not hex, same length', 'z'.repeat(right.length), false],
      ['not hex, multi-byte', 'é'.repeat(right.length / 2), false],
    ];
    for (const [label, hash, ok] of cases) {
      spy.mockClear();
      const r = auth(capture.e, { ...capture.x.value, hash });
      expect(r.ok, label).toBe(ok);
      if (!ok) expectRow(r, 'hash-not-valid');
      expect(spy, label).toHaveBeenCalledTimes(1);
      const [a, b] = spy.mock.calls[0] as [Buffer, Buffer];
      expect(a.length, label).toBe(right.length);
      expect(b.length, label).toBe(right.length);
    }
  });

  it('hashMatches: equal only for the same digest, case aside', () => {
    expect(hashMatches(right, right)).toBe(true);
    expect(hashMatches(right.toUpperCase(), right)).toBe(true);
    expect(hashMatches(flip(right), right)).toBe(false);
    expect(hashMatches(right.slice(1), right)).toBe(false);
    expect(hashMatches(`${right}${right}`, right)).toBe(false);
    expect(hashMatches(undefined, right)).toBe(false);
  });
});

describe('keys and origin', () => {
  it('an unknown key gets the sandbox choice, the hash row (no password to verify with)', () => {
    expect(UNKNOWN_KEY_ROW).toBe('hash-not-valid');
    for (const { e, x } of [capture, purchase]) {
      const key = e.keyField!;
      expectRow(auth(e, { ...x.value, [key]: 'no-such-key' }), UNKNOWN_KEY_ROW);
      expectRow(auth(e, { ...x.value, [key]: undefined }), UNKNOWN_KEY_ROW);
      expectRow(auth(e, { ...x.value, [key]: '' }), UNKNOWN_KEY_ROW);
    }
    // The key is looked up in the element's key member only: S2S names merchants by client_key.
    expectRow(auth(capture.e, { ...capture.x.value, client_key: TEST.merchant_key }), UNKNOWN_KEY_ROW);
  });

  it('the merchant is the one the key names', () => {
    const r = auth(capture.e, { ...capture.x.value, client_key: OTHER.client_key });
    expectRow(r, 'hash-not-valid');
    expect(r.merchant.client_key).toBe(OTHER.client_key);
  });

  it('a live merchant key gets the use-test-key row, before the origin and the hash are looked at', () => {
    const live = config({ ...TEST, environment: 'live', ip_allowlist: ['10.0.0.0/8'] });
    for (const { e, x } of [capture, purchase]) {
      expectRow(auth(e, x.value, { merchants: live }), 'use-test-key');
      expectRow(auth(e, { ...x.value, hash: flip(x.value.hash) }, { merchants: live }), 'use-test-key');
    }
  });

  it('an address outside the allowlist gets the ip row, before the hash; inside passes (IPv4, IPv6, mapped)', () => {
    const fenced = config({ ...TEST, ip_allowlist: ['192.0.2.0/24', '2001:db8::/32'] });
    for (const { e, x } of [capture, purchase]) {
      expectRow(auth(e, x.value, { merchants: fenced }), 'ip-not-allowed');
      expectRow(auth(e, x.value, { merchants: fenced, ip: '::1' }), 'ip-not-allowed');
      expectRow(auth(e, { ...x.value, hash: flip(x.value.hash) }, { merchants: fenced }), 'ip-not-allowed');
      for (const ip of ['192.0.2.10', '::ffff:192.0.2.10', '2001:db8::5']) expect(auth(e, x.value, { merchants: fenced, ip }).ok, ip).toBe(true);
    }
  });
});

describe('where no recipe applies', () => {
  // S2S actions whose recipe the source does not show (CREATE_SCHEDULE, CREDIT2VIRTUAL), from the model.
  const unsigned = model.elements.filter((e) => e.value !== null && !e.recipe && e.keyField && e.examples.length);

  it('S2S actions without a recipe: not checked, and the note is the element gap', () => {
    expect(unsigned.map((e) => e.value)).toEqual(expect.arrayContaining(['CREATE_SCHEDULE', 'CREDIT2VIRTUAL']));
    for (const e of unsigned) {
      const body = { ...e.examples[0].value, hash: 'anything' };
      const r = auth(e, body, { explain: true });
      expect(r, e.label).toEqual({ ok: true, merchant: merchants[0], hashChecked: false, hashNote: e.gap });
      expect(e.gap).toMatch(/hash/i);
      // Key and origin are still checked.
      expectRow(auth(e, { ...body, client_key: 'no-such-key' }), UNKNOWN_KEY_ROW);
      expectRow(auth(e, body, { merchants: config({ ...TEST, environment: 'live' }) }), 'use-test-key');
    }
  });

  it('a recipe whose condition does not hold (a non-purchase session): not checked, with the gap', () => {
    const e = purchase.e;
    const debit = e.examples.find((x) => Object.entries(e.recipe.when).some(([p, v]) => x.value[p.slice(1)] !== v))!;
    expect(debit).toBeDefined();
    expect(auth(e, { ...debit.value, hash: 'anything' })).toEqual({ ok: true, merchant: merchants[0], hashChecked: false, hashNote: e.gap });
  });

  it('an element without a key member (Token header) needs the merchant from the caller', () => {
    const e = model.elements.find((x) => !x.keyField && x.examples.length)!;
    expect(() => auth(e, e.examples[0].value)).toThrow(/no key member/);
    const r = auth(e, e.examples[0].value, { merchant: merchants[0] });
    expect(r).toMatchObject({ ok: true, hashChecked: false, hashNote: e.gap });
  });
});
