// The signing client: a thin layer over openapi-fetch's createClient. Generic code only: every fact of the
// contract (content type, key field, hash recipe, gap text, required parameters, which request validator
// governs each element) comes from generated/client/contract.js, and the validators are the standalone ones
// compiled once into generated/validators/. Before a call reaches openapi-fetch, the layer routes it to its
// element (the action branch its body selects), fills the key, computes the hash from the element's x-hash
// recipe, validates the complete body and form-encodes it; openapi-fetch sends it (its middleware, fetch,
// Request and options work as usual), with a bodySerializer that passes the encoded form through.
import crypto from 'node:crypto';
import createClient, { createQuerySerializer } from 'openapi-fetch';

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

// One-shot crypto.hash (Node 20.12+) where there is one: the same digest without a Hash object per step.
const hex = typeof crypto.hash === 'function'
  ? (algorithm, input) => crypto.hash(algorithm, input, 'hex')
  : (algorithm, input) => crypto.createHash(algorithm).update(input, 'utf8').digest('hex');

// The algorithms an x-hash may name, by the name it gives. Section 5 of the source names one.
const algorithms = {
  'sha1(md5(upper(fields+password)))': (joined, password) => {
    const upper = (joined + password).toUpperCase();
    const md5 = hex('md5', upper);
    return { upper, md5, digest: hex('sha1', md5) };
  },
};
export const supportedAlgorithms = Object.keys(algorithms);

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
          : `the hash needs ${pointer} as the exact string sent, got ${typeof value} (recipe: ${recipe.fields.join(', ')}).`,
      );
    }
    return value;
  });
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
  const sent = typeof body?.hash === 'string' ? body.hash : undefined;
  if (!recipe) return { element: label, recipe: null, gap: gapOf(element), sent };
  const fields = recipe.fields.map((pointer) => ({ pointer, value: valueAt(body, pointer) }));
  const problems = fields.filter((f) => typeof f.value !== 'string').map((f) => `${f.pointer} is ${f.value === undefined ? 'missing' : `a ${typeof f.value}, not a string`}`);
  const values = fields.map((f) => (typeof f.value === 'string' ? f.value : ''));
  const { md5, digest: sha1 } = digest(recipe, values, password);
  const masked = values.join('').toUpperCase() + '*'.repeat(password.length);
  return { element: label, recipe, fields, problems, input: masked, md5, sha1, sent, matches: sent === undefined ? undefined : sent.toLowerCase() === sha1 };
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

/** Flat form serialization: one key per member, bracket keys literal, values as the strings sent. */
export function toForm(body) {
  let out = '';
  for (const key of Object.keys(body)) {
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

/** Schema errors (ajv's) as readable lines: the instance path, or (body), then what is wrong and the member or values it names. */
export function describeErrors(errors) {
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
    const line = `${e.instancePath || '(body)'} ${e.message ?? `fails ${e.keyword}`}${detail}`;
    if (!lines.includes(line)) lines.push(line);
  }
  return lines.length > MAX_ERRORS ? [...lines.slice(0, MAX_ERRORS), `… and ${lines.length - MAX_ERRORS} more`] : lines;
}

/** Refuse a complete body (key and hash filled) that its schema rejects, listing why. */
function checkBody(validate, body, label) {
  if (validate === null || validate(body)) return;
  const errors = validate.errors ?? [];
  throw new ContractRefusal('INVALID_BODY', label, `the body breaks the contract's schema: ${describeErrors(errors).join('; ')}.`, errors.map((e) => ({ ...e })));
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
      if (body.hash !== undefined && body.hash !== hash) {
        throw new ContractRefusal('HASH_MISMATCH', label, `the hash passed is not the one its recipe (${recipe.fields.join(', ')}) gives with this client's password; the gateway would answer 'Hash is not valid'. Omit hash and the client computes it.`);
      }
      body.hash = hash;
    } else if (element.hashRequired && (typeof body.hash !== 'string' || body.hash === '')) {
      throw new ContractRefusal('HASH_REQUIRED', label, `pass hash yourself: the contract gives no hash recipe here (${gapOf(element.element)})`);
    }
  }
  // Forms are flat: serialize first, so that a nested member is refused as such (NOT_FLAT).
  const form = plan.form ? toForm(body) : undefined;
  checkBody(element.validate, body, label);
  checkBody(spec.whole, body, label);
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
