// Client runtime of the generated package: generic code only. Every per-operation fact (content type,
// key field, hash recipe, gap text, required parameters) comes from ./contract.js, which
// scripts/generate-client.mjs writes from the bundled documents. Copied verbatim by that stage.
import { createHash } from 'node:crypto';
import createClient from 'openapi-fetch';

/** A call refused before anything was sent; `code` says which rule it broke. */
export class ContractRefusal extends Error {
  constructor(code, element, reason) {
    super(`Refused before sending ${element}: ${reason}`);
    this.name = 'ContractRefusal';
    this.code = code;
    this.element = element;
  }
}

const hex = (algorithm, input) => createHash(algorithm).update(input, 'utf8').digest('hex');

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

/** The signature of `values` by `recipe`'s algorithm: { upper, md5, digest }. */
export function digest(recipe, values, password) {
  const algorithm = algorithms[recipe.algorithm];
  if (!algorithm) throw new Error(`unknown hash algorithm ${recipe.algorithm}; known: ${supportedAlgorithms.join(', ')}`);
  return algorithm(values.join(''), password);
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

const gapOf = (element) => element.gap ?? 'the contract gives no hash recipe for it';

/** Flat form serialization: one key per member, bracket keys literal, values as the strings sent. */
export function toForm(body) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value === undefined) continue;
    if (value === null || typeof value === 'object') {
      throw new ContractRefusal('NOT_FLAT', 'a form body', `member ${key} is ${value === null ? 'null' : 'an object'}; form bodies are flat (write bracket keys literally, such as "parameters[mobile_number]").`);
    }
    params.append(key, String(value));
  }
  return params.toString();
}

const hasParam = (init, where, name) => {
  const group = init?.params?.[where];
  if (!group) return false;
  if (where !== 'header') return group[name] !== undefined && group[name] !== null;
  const lower = name.toLowerCase();
  return Object.entries(group).some(([k, v]) => k.toLowerCase() === lower && v !== undefined && v !== null);
};

/** The init a call sends: parameters checked, key filled, hash computed or required, media type set. */
export function prepare(operation, init, credentials) {
  for (const p of operation.parameters) {
    if (p.required && !hasParam(init, p.in, p.name)) {
      throw new ContractRefusal('MISSING_PARAMETER', operation.label, `the ${p.in} parameter ${p.name} is required (pass it in params.${p.in}).`);
    }
  }
  if (!operation.body) return init;
  if (init?.body === undefined) {
    if (operation.body.required) throw new ContractRefusal('MISSING_BODY', operation.label, 'the request body is required.');
    return init;
  }
  const body = { ...init.body };
  const { element, label, recipe } = elementFor(operation, body);
  if (element.keyField && body[element.keyField] === undefined) body[element.keyField] = credentials.key;
  if (element.signed) {
    if (recipe) {
      const { digest: hash } = digest(recipe, recipeValues(recipe, body, label), credentials.password);
      if (body.hash !== undefined && body.hash !== hash) {
        throw new ContractRefusal('HASH_MISMATCH', label, `the hash passed is not the one its recipe (${recipe.fields.join(', ')}) gives with this client's password; the gateway would answer 'Hash is not valid'. Omit hash and the client computes it.`);
      }
      body.hash = hash;
    } else if (element.hashRequired && (typeof body.hash !== 'string' || body.hash === '')) {
      throw new ContractRefusal('HASH_REQUIRED', label, `pass hash yourself: the contract gives no hash recipe here (${gapOf(element)})`);
    }
  }
  const form = operation.contentType === 'application/x-www-form-urlencoded';
  return {
    ...init,
    body,
    headers: { ...headersObject(init.headers), 'Content-Type': operation.contentType },
    ...(form ? { bodySerializer: toForm } : {}),
  };
}

const headersObject = (headers) => (headers instanceof Headers ? Object.fromEntries(headers) : Array.isArray(headers) ? Object.fromEntries(headers) : headers ?? {});

/** What openapi-fetch builds in place of a Request when none is needed: the URL and the init, as given. */
class PlainRequest {
  constructor(url, init) {
    this.url = String(url);
    this.init = init;
    this.method = init?.method ?? 'GET';
  }
}
const sendPlain = (request) => globalThis.fetch(request.url, request.init);

const METHODS = ['GET', 'PUT', 'POST', 'DELETE', 'OPTIONS', 'HEAD', 'PATCH', 'TRACE'];

/**
 * An openapi-fetch client for one document of the contract that fills the key, signs bodies and
 * refuses calls the contract says cannot succeed. The password stays here: it only enters the hash.
 */
export function createSigningClient(document, { key, password, ...options }) {
  const factory = document.factory;
  for (const [name, value] of [['baseUrl', options.baseUrl], [factory.keyOption, key], ['password', password]]) {
    if (typeof value !== 'string' || value === '') throw new TypeError(`${factory.name}: option ${name} must be a non-empty string`);
  }
  const base = createClient(options);
  const credentials = { key, password };
  // With no middleware and no fetch or Request of the caller's, nothing needs a real Request: send with
  // fetch(url, init) and skip building one, which costs more than everything else the client does.
  const middleware = new Set();
  const direct = options.fetch === undefined && options.Request === undefined ? { Request: PlainRequest, fetch: sendPlain } : undefined;
  const request = (method, path, init) => {
    const operation = document.operations[`${method.toUpperCase()} ${path}`];
    if (!operation) {
      return Promise.reject(new ContractRefusal('UNKNOWN_OPERATION', `${method.toUpperCase()} ${path}`, `the ${document.title} contract has no such operation; it has ${Object.keys(document.operations).join(', ')}.`));
    }
    let prepared;
    try {
      prepared = prepare(operation, init, credentials);
    } catch (err) {
      return Promise.reject(err);
    }
    return base.request(method, path, direct && middleware.size === 0 && !prepared?.fetch && !prepared?.Request && !prepared?.middleware ? { ...prepared, ...direct } : prepared);
  };
  const client = {
    request,
    use: (...m) => (m.forEach((x) => middleware.add(x)), base.use(...m)),
    eject: (...m) => (m.forEach((x) => middleware.delete(x)), base.eject(...m)),
  };
  for (const method of METHODS) client[method] = (path, init) => request(method, path, init);
  return client;
}
