// The signing client: a thin layer over openapi-fetch's createClient. Generic code only: every fact of the
// contract (content type, key field, hash recipe, gap text, required parameters, which request validator
// governs each element) comes from generated/client/contract.js, and the validators are the standalone ones
// compiled once into generated/validators/. Before a call reaches openapi-fetch, the layer routes it to its
// element (the action branch its body selects), fills the key, computes the hash from the element's x-hash
// recipe, validates the complete body and form-encodes it; openapi-fetch sends it (its middleware, fetch,
// Request and options work as usual), with a bodySerializer that passes the encoded form through.
import createClient, { createQuerySerializer } from 'openapi-fetch';
import { algorithms } from './algorithms.js';

/** A call refused before anything was sent; `code` says which rule it broke. */
export class ContractRefusal extends Error {
  constructor(code, element, reason, errors) {
    super(`Refused before sending ${element}: ${reason}`);
    this.name = 'ContractRefusal';
    this.code = code;
    this.element = element;
    // INVALID_BODY: the schema errors, as ajv gives them.
    if (errors) this.errors = errors;
  }
}

/** explainHash cannot explain a body: `code` says why, `candidates` (AMBIGUOUS_OPERATION, NO_OPERATION) the paths to choose from. */
export class ExplainRefusal extends Error {
  constructor(code, element, reason, candidates) {
    super(`Cannot explain the hash of ${element}: ${reason}`);
    this.name = 'ExplainRefusal';
    this.code = code;
    this.element = element;
    if (candidates) this.candidates = candidates;
  }
}

// The algorithms an x-hash may name, by the name it gives (algorithms.js).
export const supportedAlgorithms = Object.keys(algorithms);

/** What stands for the password in an explained hash input: a fixed text, so that not even its length shows. */
export const PASSWORD_MASK = '<password>';

/** The value at a JSON Pointer in a body. */
export function valueAt(body, pointer) {
  if (pointer === '') return body;
  let value = body;
  for (const raw of pointer.slice(1).split('/')) {
    const key = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, key)) return undefined;
    value = value[key];
  }
  return value;
}

/** A JSON Pointer as its keys, unescaped once. */
const keysOf = (pointer) => (pointer === '' ? [] : pointer.slice(1).split('/').map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~')));

/** The value at a pointer given as its keys (keysOf). */
function valueAtKeys(body, keys) {
  let value = body;
  for (let i = 0; i < keys.length; i++) {
    if (value === null || typeof value !== 'object' || !Object.hasOwn(value, keys[i])) return undefined;
    value = value[keys[i]];
  }
  return value;
}

const labelOf = (operation, branch) =>
  branch ? `${operation.label} ${operation.body.discriminator}=${branch.value}` : operation.label;

/**
 * The element of the contract that governs a body: the operation's body, or the oneOf branch its
 * discriminator selects; and the recipe that applies to this body (x-hash whose `when` holds), or null.
 */
export function elementFor(operation, body) {
  const spec = operation.body;
  let element = spec;
  let branch;
  if (spec.discriminator) {
    const value = body?.[spec.discriminator];
    branch = Object.hasOwn(spec.branches, value) ? spec.branches[value] : undefined;
    if (!branch) {
      throw new ContractRefusal(
        'UNKNOWN_BRANCH',
        operation.label,
        `${spec.discriminator} ${JSON.stringify(value)} is not one of the contract's: ${Object.keys(spec.branches).join(', ')}.`,
      );
    }
    element = branch;
  }
  const recipe = element.recipe && Object.entries(element.recipe.when ?? {}).every(([p, v]) => valueAt(body, p) === v) ? element.recipe : null;
  return { element, label: labelOf(operation, branch), recipe };
}

/**
 * Why a value that is not a string cannot enter a hash: the hash is computed over the exact string sent, and a
 * JSON number has no one text (10.5 and 10.50 are one number, two hash inputs).
 */
export function notTheStringSent(pointer, value) {
  const member = keysOf(pointer).at(-1);
  if (typeof value === 'number') {
    const text = String(value);
    // The same number written otherwise, to show why only the text can be hashed.
    const other = /^-?[0-9]+\.[0-9]+$/.test(text) ? `${text}0` : null;
    return `${pointer} is the number ${text}, but the hash is computed over the exact string sent, the same text in the body and in the hash input${other ? ` (${text} and ${other} are one number but two texts)` : ''}: send it as a string${Number.isFinite(value) ? `, such as ${JSON.stringify(member)}: ${JSON.stringify(other ?? text)},` : ''} and hash that same text.`;
  }
  const what = value === null ? 'null' : Array.isArray(value) ? 'an array' : typeof value === 'object' ? 'an object' : `a ${typeof value}`;
  return `${pointer} is ${what}, but the hash is computed over the exact string sent, the same text in the body and in the hash input: send it as a string and hash that same text.`;
}

/** The values a recipe hashes, in order; refuses a body that lacks one or holds a non-string. */
export function recipeValues(recipe, body, label) {
  return recipe.fields.map((pointer) => {
    const value = valueAt(body, pointer);
    if (typeof value !== 'string') {
      throw new ContractRefusal(
        'HASH_FIELD',
        label,
        value === undefined
          ? `the hash needs ${pointer}, which the body lacks (recipe: ${recipe.fields.join(', ')}).`
          : `${notTheStringSent(pointer, value)} (recipe: ${recipe.fields.join(', ')})`,
      );
    }
    return value;
  });
}

/**
 * Form members whose schema takes numerals only (the facts' `numerals`) that hold a finite JS number: a form
 * carries every value as text, so they are sent as String(n), and the hash takes that same text. Changes
 * `body` (the client's copy); NaN and ±Infinity stay numbers, for the schema to refuse.
 */
function numeralsAsText(numerals, body) {
  for (let i = 0; i < numerals.length; i++) {
    const value = body[numerals[i]];
    if (typeof value === 'number' && Number.isFinite(value)) body[numerals[i]] = String(value);
  }
}

/** What a JS number in a form member became, or why it was not sent, as a note on the schema errors at that member. */
function numberNotes(caller, numerals) {
  const notes = new Map();
  for (const [key, value] of Object.entries(caller ?? {})) {
    if (typeof value !== 'number') continue;
    const where = `/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`;
    if (!numerals.includes(key)) {
      notes.set(where, `(the number ${value}: ${numerals.length ? `of this form only ${listOf(numerals)} take a number; ` : ''}pass ${key} as the string to send)`);
    } else if (!Number.isFinite(value)) {
      notes.set(where, `(${value} is not a finite number: pass the text to send)`);
    } else {
      notes.set(where, `(the number ${value}, as the text ${JSON.stringify(String(value))})`);
    }
  }
  return notes;
}

function algorithmOf(recipe) {
  const algorithm = algorithms[recipe.algorithm];
  if (!algorithm) throw new Error(`unknown hash algorithm ${recipe.algorithm}; known: ${supportedAlgorithms.join(', ')}`);
  return algorithm;
}

/** The signature of `values` by `recipe`'s algorithm: { upper, md5, digest }. */
export function digest(recipe, values, password) {
  return algorithmOf(recipe)(values.join(''), password);
}

/**
 * What the hash of a body is made of, for integrators chasing 'Hash is not valid': the fields in
 * recipe order, the uppercase input with the password masked, both digests, and the hash the body carries.
 */
export function explain(operation, body, password) {
  const { element, label, recipe } = elementFor(operation, body);
  // A form sends a number of a numerals-only member as String(n), and hashes that text: so does the explanation.
  if (operation.contentType === FORM && element.numerals?.length && body && typeof body === 'object') {
    body = copyOf(body);
    numeralsAsText(element.numerals, body);
  }
  const sent = typeof body?.hash === 'string' ? body.hash : undefined;
  if (!recipe) return { element: label, recipe: null, gap: gapOf(element), sent };
  const fields = recipe.fields.map((pointer) => ({ pointer, value: valueAt(body, pointer) }));
  // A value that is there but not a string has no one text to hash: refuse, saying to send the exact string.
  const notStrings = fields.filter((f) => f.value !== undefined && typeof f.value !== 'string');
  if (notStrings.length) throw new ExplainRefusal('HASH_FIELD', label, notStrings.map((f) => notTheStringSent(f.pointer, f.value)).join(' '));
  const problems = fields.filter((f) => f.value === undefined).map((f) => `${f.pointer} is missing`);
  const values = fields.map((f) => (typeof f.value === 'string' ? f.value : ''));
  const { md5, digest: sha1 } = digest(recipe, values, password);
  const masked = values.join('').toUpperCase() + PASSWORD_MASK;
  return { element: label, recipe, fields, problems, input: masked, md5, sha1, sent, matches: sent === undefined ? undefined : sent.toLowerCase() === sha1 };
}

/** Whether a recipe applies to a body: its `when` holds and the body has every field it hashes (of any type). */
const recipeApplies = (recipe, body) =>
  Boolean(recipe) && Object.entries(recipe.when ?? {}).every(([p, v]) => valueAt(body, p) === v) && recipe.fields.every((p) => valueAt(body, p) !== undefined);

const MAX_WHY = 3;

/**
 * How a body fits one operation of a document: the element it selects, whether the request schema takes it
 * (what the client fills, the key and hash, aside: missing or malformed), why not, and whether the element's
 * hash recipe applies to it. `validators` is the document's module of generated/validators/.
 */
function fitOf(operation, body, validators) {
  const spec = operation.body;
  let element = spec;
  if (spec.discriminator) {
    const value = body?.[spec.discriminator];
    element = Object.hasOwn(spec.branches, value) ? spec.branches[value] : null;
    if (!element) return { operation, fits: false, why: [`${spec.discriminator} ${JSON.stringify(value)} is not one of ${Object.keys(spec.branches).join(', ')}`], applies: false };
  }
  let candidate = body;
  if (operation.contentType === FORM && element.numerals?.length && body && typeof body === 'object') {
    candidate = copyOf(body);
    numeralsAsText(element.numerals, candidate);
  }
  const filled = new Set(['hash', element.keyField].filter(Boolean));
  const isFilled = (e) => filled.has(e.instancePath.slice(1)) || (e.instancePath === '' && e.keyword === 'required' && filled.has(e.params?.missingProperty));
  const errors = [];
  for (const name of [element.validator, spec.discriminator ? spec.validator : null]) {
    if (name === null || name === undefined) continue;
    const validate = validators?.[name];
    if (typeof validate !== 'function') throw new Error(`${operation.label}: the request validator ${name} is missing from the package`);
    if (!validate(candidate)) errors.push(...(validate.errors ?? []).filter((e) => !isFilled(e)));
  }
  return { operation, fits: errors.length === 0, why: describeErrors(errors).slice(0, MAX_WHY), applies: recipeApplies(element.recipe, candidate), recipe: element.recipe };
}

const listOf = (items, and = 'and') => (items.length < 2 ? items.join('') : `${items.slice(0, -1).join(', ')} ${and} ${items.at(-1)}`);

/**
 * The operation of a document a body is for, when the caller does not say which (explainHash without a path):
 * the document's only operation with a body for `method`; else the only one whose request schema takes the
 * body (the key and hash aside); else, when no schema takes it, the only one whose hash recipe applies to it.
 * Returns { operation, reason }; refuses with ExplainRefusal (AMBIGUOUS_OPERATION, NO_OPERATION), naming the
 * candidate paths, when that is not exactly one.
 */
export function operationFor(document, body, { method = 'post', validators } = {}) {
  const upper = method.toUpperCase();
  const withBody = Object.values(document.operations).filter((o) => o.body && o.method.toUpperCase() === upper);
  const where = `a ${upper} body of ${document.title}`;
  if (withBody.length === 0) throw new ExplainRefusal('NO_OPERATION', where, `${document.title} has no ${upper} operation with a body.`, []);
  if (withBody.length === 1) return { operation: withBody[0], reason: `the only ${upper} operation of ${document.title} with a body` };
  const fits = withBody.map((o) => fitOf(o, body, validators));
  const paths = (list) => list.map((f) => f.operation.path);
  const labels = (list) => listOf(list.map((f) => f.operation.label));
  const taken = fits.filter((f) => f.fits);
  if (taken.length === 1) return { operation: taken[0].operation, reason: `the only request schema of ${document.title} that takes the body (the key and hash aside)` };
  if (taken.length > 1) {
    throw new ExplainRefusal('AMBIGUOUS_OPERATION', where, `the body fits the request schema of ${labels(taken)}; pass the path of the one it is sent to (${listOf(paths(taken), 'or')}).`, paths(taken));
  }
  const applying = fits.filter((f) => f.applies);
  const why = fits.map((f) => `${f.operation.label}: ${f.why.join('; ')}`).join(' | ');
  if (applying.length === 1) {
    const [f] = applying;
    const when = Object.entries(f.recipe.when ?? {}).map(([p, v]) => `${p} = ${JSON.stringify(v)}`).join(', ');
    return { operation: f.operation, reason: `the only operation of ${document.title} whose hash recipe applies to the body${when ? ` (${when})` : ''}; the body fits no request schema (${f.operation.label}: ${f.why.join('; ')})` };
  }
  if (applying.length > 1) {
    throw new ExplainRefusal('AMBIGUOUS_OPERATION', where, `the body fits no request schema, and the hash recipes of ${labels(applying)} all apply to it; pass the path of the one it is sent to (${listOf(paths(applying), 'or')}). Why no schema takes it: ${why}.`, paths(applying));
  }
  throw new ExplainRefusal('NO_OPERATION', where, `the body fits no request schema of ${document.title} and no hash recipe applies to it; pass the path it is sent to (one of ${listOf(paths(fits), 'or')}). Why no schema takes it: ${why}.`, paths(fits));
}

const FORM = 'application/x-www-form-urlencoded';
const gapOf = (element) => element.gap ?? 'the contract gives no hash recipe for it';

// The application/x-www-form-urlencoded byte serializer of the URL Standard (what URLSearchParams#toString
// gives), without building a URLSearchParams: bytes of [*-._0-9A-Za-z] as they are, space as "+", every
// other UTF-8 byte as %XX, lone surrogates as U+FFFD. encodeURIComponent leaves !'()~ besides those.
const FORM_SAFE = /^[\w*.-]*$/;
const URI_LEFT = /[!'()~]|%20/g;
const FORM_OF = { '!': '%21', "'": '%27', '(': '%28', ')': '%29', '~': '%7E', '%20': '+' };
const formEncode = (s) => (FORM_SAFE.test(s) ? s : encodeURIComponent(s.toWellFormed()).replace(URI_LEFT, (m) => FORM_OF[m]));

/**
 * Flat form serialization: one key per member, bracket keys literal, values as the strings sent; the members
 * in `order` (the contract's, so the bytes do not depend on how the caller wrote the object) first, then
 * any other member in the caller's order.
 */
export function toForm(body, order = []) {
  let out = '';
  const keys = order.length ? [...order.filter((k) => Object.hasOwn(body, k)), ...Object.keys(body).filter((k) => !order.includes(k))] : Object.keys(body);
  for (const key of keys) {
    const value = body[key];
    if (value === undefined) continue;
    if (value === null || typeof value === 'object') {
      throw new ContractRefusal('NOT_FLAT', 'a form body', `member ${key} is ${value === null ? 'null' : 'an object'}; form bodies are flat (write bracket keys literally, such as "parameters[mobile_number]").`);
    }
    out += `${out === '' ? '' : '&'}${formEncode(key)}=${formEncode(String(value))}`;
  }
  return out;
}

const hasParam = (init, where, name) => {
  const group = init?.params?.[where];
  if (!group) return false;
  if (where !== 'header') return group[name] !== undefined && group[name] !== null;
  if (group[name] !== undefined && group[name] !== null) return true;
  const lower = name.toLowerCase();
  return Object.entries(group).some(([k, v]) => k.toLowerCase() === lower && v !== undefined && v !== null);
};

// ajv error keywords that only summarise errors listed beside them.
const SUMMARY = new Set(['if']);
const MAX_ERRORS = 12;

/**
 * Schema errors (ajv's) as readable lines: the instance path, or (body), then what is wrong and the member or
 * values it names, then the note `notes` holds for that instance path, if any.
 */
export function describeErrors(errors, notes) {
  const lines = [];
  for (const e of errors ?? []) {
    if (SUMMARY.has(e.keyword) && errors.length > 1) continue;
    const p = e.params ?? {};
    const member = p.additionalProperty ?? p.unevaluatedProperty ?? p.propertyName;
    const detail =
      member !== undefined ? `: ${JSON.stringify(member)}`
      : e.keyword === 'enum' && Array.isArray(p.allowedValues) ? `: ${p.allowedValues.map((v) => JSON.stringify(v)).join(', ')}`
      : e.keyword === 'const' && 'allowedValue' in p ? `: ${JSON.stringify(p.allowedValue)}`
      : '';
    const note = notes?.get(e.instancePath);
    const line = `${e.instancePath || '(body)'} ${e.message ?? `fails ${e.keyword}`}${detail}${note ? ` ${note}` : ''}`;
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.length > MAX_ERRORS ? [...lines.slice(0, MAX_ERRORS), `… and ${lines.length - MAX_ERRORS} more`] : lines;
}

/**
 * Refuse a complete body (key and hash filled) that its schema rejects, listing why; for a form (`numerals`
 * given), with a note on each member the caller passed a JS number for (`caller`, the body as passed).
 */
function checkBody(validate, body, label, caller, numerals) {
  if (validate === null || validate(body)) return;
  const errors = validate.errors ?? [];
  const notes = numerals ? numberNotes(caller, numerals) : undefined;
  throw new ContractRefusal('INVALID_BODY', label, `the body breaks the contract's schema: ${describeErrors(errors, notes).join('; ')}.`, errors.map((e) => ({ ...e })));
}

/**
 * What a call of one operation needs, computed once per operation and document: required parameters,
 * each element (body or action branch) with its label, recipe, `when` and validator, the header the
 * media type sets. `validators` are the standalone request validators the facts name.
 */
function planOf(operation, validators) {
  const find = (name, where) => {
    if (name === null || name === undefined) return null;
    const fn = validators?.[name];
    if (typeof fn !== 'function') throw new Error(`${where}: the request validator ${name} is missing from the package`);
    return fn;
  };
  const elementPlan = (element, branch) => ({
    element,
    label: labelOf(operation, branch),
    keyField: element.keyField,
    members: element.members ?? [],
    numerals: element.numerals ?? [],
    signed: element.signed,
    hashRequired: element.hashRequired,
    recipe: element.recipe,
    when: element.recipe?.when ? Object.entries(element.recipe.when).map(([p, v]) => [keysOf(p), v]) : null,
    fields: element.recipe ? element.recipe.fields.map(keysOf) : null,
    algorithm: element.recipe ? algorithmOf(element.recipe) : null,
    validate: find(element.validator, labelOf(operation, branch)),
  });
  const spec = operation.body;
  const body = spec && {
    required: spec.required,
    discriminator: spec.discriminator,
    whole: spec.discriminator ? find(spec.validator, operation.label) : null,
    element: spec.discriminator ? null : elementPlan(spec),
    branches: spec.discriminator ? new Map(Object.values(spec.branches).map((b) => [b.value, elementPlan(b, b)])) : null,
    known: spec.discriminator ? Object.keys(spec.branches).join(', ') : '',
  };
  return {
    operation,
    label: operation.label,
    required: operation.parameters.filter((p) => p.required),
    body,
    form: operation.contentType === FORM,
    headers: operation.contentType ? Object.freeze({ 'Content-Type': operation.contentType }) : undefined,
  };
}

const plansByDocument = new WeakMap();
/** The plans of a document's operations by `METHOD path`, computed once per document and validator set. */
function plansOf(document, validators) {
  let byValidators = plansByDocument.get(document);
  if (!byValidators) plansByDocument.set(document, (byValidators = new WeakMap()));
  const key = validators ?? document;
  let plans = byValidators.get(key);
  if (!plans) {
    plans = new Map(Object.entries(document.operations).map(([k, operation]) => [k, planOf(operation, validators)]));
    byValidators.set(key, plans);
  }
  return plans;
}

/** The body serializer of a body this layer has serialized already (forms). */
export const preSerialized = (body) => body;

/**
 * What a call sends: parameters checked, key filled, hash computed or required, the complete body
 * validated against its schema, media type set, forms serialized. Returns [body, headers, bodySerializer]
 * for openapi-fetch; throws a ContractRefusal.
 */
export function prepare(plan, init, credentials) {
  for (const p of plan.required) {
    if (!hasParam(init, p.in, p.name)) {
      throw new ContractRefusal('MISSING_PARAMETER', plan.label, `the ${p.in} parameter ${p.name} is required (pass it in params.${p.in}).`);
    }
  }
  const spec = plan.body;
  if (spec && init?.body === undefined && spec.required) throw new ContractRefusal('MISSING_BODY', plan.label, 'the request body is required.');
  if (!spec || init?.body === undefined) return [init?.body, init?.headers, init?.bodySerializer];
  const body = copyOf(init.body);
  let element = spec.element;
  if (spec.discriminator) {
    const value = body[spec.discriminator];
    element = spec.branches.get(value);
    if (!element) {
      throw new ContractRefusal('UNKNOWN_BRANCH', plan.label, `${spec.discriminator} ${JSON.stringify(value)} is not one of the contract's: ${spec.known}.`);
    }
  }
  const label = element.label;
  // Numbers of numerals-only form members become the text sent, before the hash takes it and the schema checks it.
  if (plan.form && element.numerals.length) numeralsAsText(element.numerals, body);
  if (element.keyField && body[element.keyField] === undefined) body[element.keyField] = credentials.key;
  if (element.signed) {
    const recipe = element.recipe && (element.when === null || element.when.every(([keys, v]) => valueAtKeys(body, keys) === v)) ? element.recipe : null;
    if (recipe) {
      let joined = '';
      for (const keys of element.fields) {
        const value = valueAtKeys(body, keys);
        if (typeof value !== 'string') recipeValues(recipe, body, label); // refuses, saying which field and why
        joined += value;
      }
      const { digest: hash } = element.algorithm(joined, credentials.password);
      // Hex digits compare without regard to letter case (the Hash schema accepts either); a passed hash is sent as passed.
      if (body.hash !== undefined && (typeof body.hash !== 'string' || body.hash.toLowerCase() !== hash)) {
        throw new ContractRefusal('HASH_MISMATCH', label, `the hash passed is not the one its recipe (${recipe.fields.join(', ')}) gives with this client's password; the gateway would answer 'Hash is not valid'. Omit hash and the client computes it.`);
      }
      if (body.hash === undefined) body.hash = hash;
    } else if (element.hashRequired && (typeof body.hash !== 'string' || body.hash === '')) {
      throw new ContractRefusal('HASH_REQUIRED', label, `pass hash yourself: the contract gives no hash recipe here (${gapOf(element.element)})`);
    }
  }
  // Forms are flat: serialize first, so that a nested member is refused as such (NOT_FLAT).
  const form = plan.form ? toForm(body, element.members) : undefined;
  const numerals = plan.form ? element.numerals : undefined;
  checkBody(element.validate, body, label, init.body, numerals);
  checkBody(spec.whole, body, label, init.body, numerals);
  // The caller's headers, then the media type (openapi-fetch merges them with the client's and the parameters').
  const headers = init.headers === undefined ? plan.headers : { ...headersObject(init.headers), ...plan.headers };
  return form === undefined ? [body, headers, init.bodySerializer] : [form, headers, preSerialized];
}

/** A shallow copy of a body (Object.assign, unless a member named __proto__ needs defining). */
const copyOf = (body) => (Object.hasOwn(body, '__proto__') ? { ...body } : Object.assign({}, body));

/** The options handed to openapi-fetch: the caller's, with the body, headers and serializer this call sends. */
function initOf(init, [body, headers, bodySerializer]) {
  if (init === undefined) return { body, headers, bodySerializer };
  const out = Object.assign({}, init);
  out.body = body;
  out.headers = headers;
  out.bodySerializer = bodySerializer;
  return out;
}

const headersObject = (headers) => (headers instanceof Headers ? Object.fromEntries(headers) : Array.isArray(headers) ? Object.fromEntries(headers) : headers ?? {});

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

/**
 * An openapi-fetch client for one document of the contract that fills the key, signs bodies, validates
 * them and refuses calls the contract says cannot succeed: openapi-fetch's client, its methods wrapped.
 * The password stays here: it only enters the hash. `options` carries the key under the factory's key
 * option (clientKey, merchantKey); `validators` is the document's module of generated/validators/.
 */
export function createSigningClient(document, options, validators) {
  const factory = document.factory;
  const { [factory.keyOption]: key, password, ...rest } = options ?? {};
  for (const [name, value] of [['baseUrl', rest.baseUrl], [factory.keyOption, key], ['password', password]]) {
    if (typeof value !== 'string' || value === '') throw new TypeError(`${factory.name}: option ${name} must be a non-empty string`);
  }
  const plans = plansOf(document, validators);
  // openapi-fetch builds the default query serializer on every call unless it is given one: build it once.
  const base = createClient(rest.querySerializer === undefined ? { ...rest, querySerializer: createQuerySerializer() } : rest);
  const credentials = { key, password };
  // The plans by method, then path: a call finds its plan without building a key.
  const byMethod = Object.fromEntries(METHODS.map((m) => [m, new Map()]));
  for (const plan of plans.values()) byMethod[plan.operation.method.toUpperCase()]?.set(plan.operation.path, plan);
  const send = (upper, path, init) => {
    const plan = byMethod[upper]?.get(path);
    if (!plan) {
      return Promise.reject(new ContractRefusal('UNKNOWN_OPERATION', `${upper} ${path}`, `the ${document.title} contract has no such operation; it has ${[...plans.keys()].join(', ')}.`));
    }
    let call;
    try {
      call = prepare(plan, init, credentials);
    } catch (err) {
      return Promise.reject(err);
    }
    return base[upper](path, initOf(init, call));
  };
  const client = { ...base, request: (method, path, init) => send(String(method).toUpperCase(), path, init) };
  for (const method of METHODS) client[method] = (path, init) => send(method, path, init);
  return client;
}
