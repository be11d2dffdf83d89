// payment-gateway-client/callbacks: for merchants receiving what the gateway sends back. receiveCallback verifies a
// callback's signature over the raw bytes (when given the password), then parses the body and validates it against
// the contract's callback payload schema (the generated helper, generated/validators/callback.js); verifyRedirect
// checks the hash of a redirect to success_url or cancel_url.
//
// What is verified is the SANDBOX's signing, not the gateway's: the source does not show the callback signature's
// field order (section 5.11) nor the redirect hash recipe (section 6; spec/parameters/RedirectHash.yaml, x-gap), so
// the sandbox of this repository chose both (packages/sandbox/engine.mjs), with section 5's algorithm (the one the
// contract's x-hash recipes name, read from generated/client/contract.js) and the merchant's password:
// - callbacks: header X-Sandbox-Signature = the algorithm over the raw body as the one field;
// - redirects: query parameter hash = the algorithm over payment_id, trans_id, order_id, in that order.
// Every verdict says which (`scheme`), what was compared (`checked`) and whether it held (`verified`).
import crypto from 'node:crypto';
import { contract } from '../../../generated/client/contract.js';
import { callbackSignature as generatedVerdict, receiveCallback as validateCallback } from '../../../generated/validators/callback.js';
import { algorithms } from './algorithms.js';

export { callbackPayloadSchema } from '../../../generated/validators/callback.js';

/** The header the sandbox carries its callback signature in (lower case, as Node names headers). */
export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
/** The redirect query parameters the sandbox signs, in the order it joins them (then the password). */
export const SANDBOX_REDIRECT_FIELDS = Object.freeze(['payment_id', 'trans_id', 'order_id']);

// Section 5's algorithm: the one every x-hash recipe of the contract names.
const named = new Set();
for (const document of Object.values(contract)) {
  for (const operation of Object.values(document.operations)) {
    const body = operation.body;
    if (!body) continue;
    for (const element of body.branches ? Object.values(body.branches) : [body]) if (element.recipe) named.add(element.recipe.algorithm);
  }
}
if (named.size !== 1 || !algorithms[[...named][0]]) {
  throw new Error(`payment-gateway-client/callbacks: the contract's recipes name ${named.size ? [...named].join(', ') : 'no algorithm'}; the sandbox signs with section 5's one algorithm`);
}
const ALGORITHM = [...named][0];
const signatureOf = (joined, password) => algorithms[ALGORITHM](joined, password).digest;

const HEX40 = /^[0-9a-fA-F]{40}$/;
/** Two 40-hex signatures, letter case aside, compared in constant time. */
const sameHex = (expected, received) => crypto.timingSafeEqual(Buffer.from(expected.toLowerCase(), 'latin1'), Buffer.from(received.toLowerCase(), 'latin1'));

/** What a callback signature is checked against. */
export const CALLBACK_SIGNATURE_SCHEME = `the sandbox's callback signature, its own choice since the source does not show the callback signature's field order (section 5.11): header X-Sandbox-Signature = ${ALGORITHM} with the raw body received as the one field, and the merchant's password`;
/** What a redirect hash is checked against. */
export const REDIRECT_HASH_SCHEME = `the sandbox's redirect hash, its own choice since the source does not show the redirect hash recipe (section 6): query parameter hash = ${ALGORITHM} with the fields ${SANDBOX_REDIRECT_FIELDS.join(', ')}, and the merchant's password`;

const verdict = (against) => (checked, verified, reason) => Object.freeze({ checked, verified, scheme: 'sandbox', against, reason });
const callbackVerdict = verdict(CALLBACK_SIGNATURE_SCHEME);
const redirectVerdict = verdict(REDIRECT_HASH_SCHEME);

/** The verdict without a password: nothing checked, and why. */
export const callbackSignature = Object.freeze({
  checked: false,
  verified: false,
  scheme: null,
  against: null,
  reason: `${generatedVerdict.reason} Against the sandbox of this repository, pass the merchant's password and the X-Sandbox-Signature header (options password and signature): it signs every callback, by its own choice.`,
});

function requirePassword(where, password) {
  if (typeof password !== 'string' || password === '') throw new TypeError(`${where}: password must be a non-empty string`);
}

/** One header value: Node gives a header sent twice as an array. */
function oneValue(value, name) {
  if (Array.isArray(value)) {
    if (value.length === 1) return { value: value[0] };
    if (value.length > 1) return { why: `${name} was sent ${value.length} times` };
    return {};
  }
  return value === undefined || value === null ? {} : { value };
}

/** The body's text as the sandbox signed it: a string as given, bytes as strict UTF-8 (a BOM kept), else why not. */
function textOf(rawBody) {
  if (typeof rawBody === 'string') return { text: rawBody };
  if (rawBody instanceof Uint8Array) {
    try {
      return { text: new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(rawBody) };
    } catch {
      return { why: 'the body is not UTF-8, so it is not what the sandbox signed' };
    }
  }
  const what = rawBody === null ? 'null' : typeof rawBody === 'object' ? 'an object (a parsed body?)' : `a ${typeof rawBody}`;
  return { why: `the raw body must be the string or bytes received, unparsed, and it is ${what}` };
}

/**
 * The sandbox's callback signature checked: `signature` (the X-Sandbox-Signature header) against the algorithm of
 * section 5 over the raw body received and `password`, compared in constant time, hex letter case aside.
 */
export function verifyCallbackSignature(rawBody, signature, password) {
  requirePassword('verifyCallbackSignature', password);
  const header = oneValue(signature, 'X-Sandbox-Signature');
  if (header.why) return callbackVerdict(false, false, `not checked: ${header.why}; the sandbox sends one`);
  if (header.value === undefined) return callbackVerdict(false, false, "not checked: no X-Sandbox-Signature header, which the sandbox sends with every callback (the gateway's own callback signature cannot be checked: its field order is not shown, section 5.11)");
  const body = textOf(rawBody);
  if (body.why) return callbackVerdict(false, false, `not checked: ${body.why}`);
  const received = String(header.value).trim();
  if (!HEX40.test(received)) return callbackVerdict(true, false, 'not verified: X-Sandbox-Signature is not 40 hexadecimal digits');
  const verified = sameHex(signatureOf(body.text, password), received);
  return callbackVerdict(true, verified, verified ? "verified: X-Sandbox-Signature is the sandbox's signature of the raw body with this password" : 'not verified: X-Sandbox-Signature differs from the signature of the raw body with this password (another password, or a body changed on the way)');
}

/**
 * A callback as received: with `password`, the sandbox's signature is verified over the raw bytes first, and a
 * callback that fails it is not parsed (`valid` false, one error with keyword 'signature'); then the body is
 * parsed and validated against the contract's callback payload schema. Without `password` nothing is verified
 * (`signature` is callbackSignature) and `valid` speaks of the payload only.
 */
export function receiveCallback(rawBody, options = {}) {
  const { contentType, password, signature } = options ?? {};
  if (password === undefined) return { ...validateCallback(rawBody, { contentType }), signature: callbackSignature };
  requirePassword('receiveCallback', password);
  const checked = verifyCallbackSignature(rawBody, signature, password);
  if (!checked.verified) {
    return { valid: false, payload: undefined, errors: [{ instancePath: '', schemaPath: '', keyword: 'signature', params: { header: SANDBOX_SIGNATURE_HEADER }, message: checked.reason }], signature: checked };
  }
  return { ...validateCallback(rawBody, { contentType }), signature: checked };
}

/** The query of a redirect as URLSearchParams: a URL (string or URL), a query string (with or without ?), URLSearchParams or a record. */
function queryOf(query) {
  if (query instanceof URLSearchParams) return query;
  if (query instanceof URL) return query.searchParams;
  if (typeof query === 'string') {
    const start = query.indexOf('?');
    const text = start >= 0 ? query.slice(start + 1) : query;
    return new URLSearchParams(text.split('#')[0]);
  }
  if (query && typeof query === 'object') {
    const params = new URLSearchParams();
    for (const [name, value] of Object.entries(query)) {
      for (const v of Array.isArray(value) ? value : [value]) if (typeof v === 'string') params.append(name, v);
    }
    return params;
  }
  throw new TypeError('verifyRedirect: pass the redirect URL, its query string, URLSearchParams or a record of its query parameters');
}

/**
 * A redirect to success_url or cancel_url: its query parameters (the first value of each) and the sandbox's
 * redirect hash checked: `hash` against the algorithm of section 5 over payment_id, trans_id and order_id, in that
 * order, and `password`, compared in constant time.
 */
export function verifyRedirect(query, options = {}) {
  const { password } = options ?? {};
  requirePassword('verifyRedirect', password);
  const search = queryOf(query);
  const params = {};
  for (const [name, value] of search) if (!Object.hasOwn(params, name)) params[name] = value;
  const signed = [...SANDBOX_REDIRECT_FIELDS, 'hash'];
  const missing = signed.filter((name) => !search.has(name));
  if (missing.length) return { params, signature: redirectVerdict(false, false, `not checked: the redirect lacks ${missing.join(', ')} (the sandbox's hash is the signature of ${SANDBOX_REDIRECT_FIELDS.join(', ')})`) };
  const twice = signed.filter((name) => search.getAll(name).length > 1);
  if (twice.length) return { params, signature: redirectVerdict(false, false, `not checked: ${twice.join(', ')} ${twice.length > 1 ? 'appear' : 'appears'} more than once`) };
  if (!HEX40.test(params.hash)) return { params, signature: redirectVerdict(true, false, 'not verified: hash is not 40 hexadecimal digits') };
  const verified = sameHex(signatureOf(SANDBOX_REDIRECT_FIELDS.map((name) => params[name]).join(''), password), params.hash);
  return { params, signature: redirectVerdict(true, verified, verified ? `verified: hash is the sandbox's signature of ${SANDBOX_REDIRECT_FIELDS.join(', ')} with this password` : `not verified: hash differs from the signature of ${SANDBOX_REDIRECT_FIELDS.join(', ')} with this password (another password, or a parameter changed on the way)`) };
}
