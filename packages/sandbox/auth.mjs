// Who is calling, and may they: the sandbox's check of a request body's key, origin and hash (section 5),
// answered with the contract's catalogue rows (spec/errors.yaml, read through the model).
//
// Order, after request validation (the server validates the body first, as the mock does):
//   1. the merchant: the body's key member (the element's `x-credential: key` member: merchant_key on
//      Checkout, client_key on S2S) names one configured merchant; no such merchant -> hash-not-valid
//      (a sandbox choice, see unknownKeyRow below);
//   2. environment: a live merchant's key on the sandbox -> use-test-key (220002, section 1);
//   3. origin: a client IP outside the merchant's ip_allowlist -> ip-not-allowed;
//   4. the hash: recomputed with the element's recipe (`x-hash`, with the client's facts and digest) and the
//      merchant's password; a mismatch -> hash-not-valid. Where no recipe applies (the source shows none, or its
//      `when` does not hold), the hash is not checked: hashChecked false, and hashNote is the element's gap text
//      for the server to put in a response header.
//
//   authenticate({ host, element | operation, body, ip, merchants, explain })
//     -> { ok: true, merchant, hashChecked, hashNote? } | { ok: false, row, merchant?, explanation? }
import crypto from 'node:crypto';
import { ExplainRefusal, contract, explainHash } from '../client/src/index.js';
import { digest, elementFor, valueAt } from '../client/src/runtime.js';
import { ipAllowed } from './config.mjs';

// The merchants' credential members: the names of the contract's key members (config.mjs keeps them).
const KEY_MEMBERS = ['merchant_key', 'client_key'];

/** The catalogue row of a name, through the model; a missing row is a broken contract, not a request error. */
function rowOf(model, name) {
  const row = model.error(name);
  if (!row) throw new Error(`spec/errors.yaml has no row ${name}, which the sandbox answers with`);
  return row;
}

/**
 * The row an unknown merchant key gets. The source shows no row for it (issue 16: a sandbox choice). The
 * gateway checks the signature with the password of the merchant the key names; with no such merchant there is
 * no password, so the signature cannot be verified: the sandbox answers the catalogue's hash error, the one row
 * every signed element lists (x-errors) and the answer that does not tell a caller which keys exist.
 */
export const UNKNOWN_KEY_ROW = 'hash-not-valid';

/**
 * Whether the hash a client sent is the expected digest (case-insensitive, as the gateway's hex digests are
 * compared), in time that does not depend on where they differ: crypto.timingSafeEqual over equal-length
 * buffers. A sent hash of another length is a mismatch, found after comparing the expected digest with itself
 * (the same work), never by an early return on its content.
 */
export function hashMatches(sent, expected) {
  const want = Buffer.from(expected, 'utf8');
  const got = Buffer.from(typeof sent === 'string' ? sent.toLowerCase() : '', 'utf8');
  const sameLength = got.length === want.length;
  return crypto.timingSafeEqual(sameLength ? got : want, want) && sameLength;
}

/** The element of an operation a body selects (the action branch), or undefined. */
export function elementOf(operation, body) {
  const d = operation.discriminator;
  if (!d) return operation.elements[0];
  return operation.elements.find((e) => e.value === body?.[d]);
}

/**
 * Authenticate one request body for `host`. `element` is the model Element that governs the body (or give
 * `operation` and the element is the branch the body selects). `merchant` may be passed instead of a key
 * member for an element that has none (the processing call, authenticated by its Token header: the caller
 * resolves the merchant from the session). `explain: true` adds, on a hash mismatch, `explanation`: the recipe,
 * its fields with their values and the uppercase input with the password masked, as explainHash gives them
 * (not the digests: they would hand anyone who can reach the sandbox a valid hash for the body they sent).
 */
export function authenticate({ host, element, operation, body, ip, merchants, explain = false, merchant: given }) {
  const model = host.model;
  const el = element ?? (operation ? elementOf(operation, body) : undefined);
  if (!el) throw new TypeError(`authenticate: no element of ${operation?.label ?? host.name} governs this body (validate the request first)`);
  if (el.host !== host) throw new TypeError(`authenticate: ${el.label} is not an element of ${host.name}`);
  if (el.discriminator && body?.[el.discriminator] !== el.value) throw new TypeError(`authenticate: the body's ${el.discriminator} is not ${el.value} (${el.label})`);

  // 1. The merchant the key names.
  let merchant = given;
  if (!merchant) {
    const keyField = el.keyField;
    if (!keyField) throw new TypeError(`authenticate: ${el.label} has no key member (x-credential: key); pass the merchant resolved from its credential`);
    if (!KEY_MEMBERS.includes(keyField)) throw new TypeError(`authenticate: ${el.label}'s key member ${keyField} is not a merchant credential (${KEY_MEMBERS.join(', ')})`);
    const key = body?.[keyField];
    merchant = typeof key === 'string' && key !== '' ? merchants.find((m) => m[keyField] === key) : undefined;
    if (!merchant) return { ok: false, row: rowOf(model, UNKNOWN_KEY_ROW), reason: 'unknown-key' };
  }

  // 2. A live key on the sandbox.
  if (merchant.environment !== 'test') return { ok: false, row: rowOf(model, 'use-test-key'), merchant, reason: 'live-key' };

  // 3. The origin.
  if (!ipAllowed(merchant, ip)) return { ok: false, row: rowOf(model, 'ip-not-allowed'), merchant, reason: 'ip' };

  // 4. The hash, by the element's recipe: the client's own facts and functions (the contract's x-hash, the
  // recipe whose `when` holds, the algorithm), so the sandbox checks exactly what the client signs.
  const facts = contract[host.name]?.operations[`${el.operation.method.toUpperCase()} ${el.operation.path}`];
  if (!facts) throw new Error(`the client's contract facts have no ${el.operation.label} of ${host.name} (npm run build)`);
  const { recipe } = elementFor(facts, body);
  if (!recipe) return { ok: true, merchant, hashChecked: false, hashNote: el.gap ?? 'the contract gives no hash recipe for it' };
  const values = recipe.fields.map((pointer) => valueAt(body, pointer));
  // A hashed member that is not a string has no one text to hash, so the hash cannot match.
  const textual = values.every((v) => v === undefined || typeof v === 'string');
  if (textual && typeof body.hash === 'string' && hashMatches(body.hash, digest(recipe, values.map((v) => v ?? ''), merchant.password).digest)) {
    return { ok: true, merchant, hashChecked: true };
  }
  if (!explain) return { ok: false, row: rowOf(model, 'hash-not-valid'), merchant, reason: 'hash' };
  // A mismatch explained as explainHash explains it (npm run explain-hash).
  let x;
  try {
    x = explainHash({ document: host.name, path: el.operation.path, method: el.operation.method, body, password: merchant.password });
  } catch (err) {
    if (err instanceof ExplainRefusal && err.code === 'HASH_FIELD') {
      return { ok: false, row: rowOf(model, 'hash-not-valid'), merchant, reason: 'hash', explanation: { element: el.label, problem: err.message } };
    }
    throw err;
  }
  return {
    ok: false,
    row: rowOf(model, 'hash-not-valid'),
    merchant,
    reason: 'hash',
    explanation: {
      element: x.element,
      recipe: x.recipe,
      fields: x.fields,
      problems: x.problems,
      // explainHash masks the password one * per character; the sandbox does not tell its length either.
      input: typeof x.input === 'string' && x.input.endsWith('*'.repeat(merchant.password.length)) ? `${x.input.slice(0, x.input.length - merchant.password.length)}<password>` : x.input,
      sent: x.sent ?? null,
    },
  };
}

/** One line for a response header: the recipe and the masked input, as `npm run explain-hash` prints them. */
export function explanationHeader(explanation) {
  if (!explanation) return undefined;
  if (explanation.problem) return `${explanation.element}: ${explanation.problem}`;
  const { recipe, fields, input } = explanation;
  const when = recipe.when ? ` when ${Object.entries(recipe.when).map(([k, v]) => `${k}=${JSON.stringify(v)}`).join(',')}` : '';
  const list = fields.map((f) => `${f.pointer}=${f.value === undefined ? '(missing)' : JSON.stringify(f.value)}`).join(' ');
  // Header values are Latin-1 text without control characters: escape anything else.
  return `${explanation.element}; recipe ${recipe.algorithm}${when}; fields ${list}; input ${input}`.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
