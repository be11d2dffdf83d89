// Stage: request collections for the tools integrators already use, generated/collections/, from the model and
// the signing recipes of generated/hash/recipes.json (the hash stage's output):
//   bruno/   one Bruno collection: bruno.json, collection.bru (the signing script and the docs), environments/
//            mock.bru and sandbox.bru, a folder per host with one <NAME>.bru request per operation and per action
//            branch of a form union, flows/<host>/ the chained flow of each host for the sandbox, and a .gitignore
//            that keeps a collection .env (GATEWAY_PASSWORD for the Bruno app) out of git;
//   http/    for httpyac: <host>.http (the same requests), <host>.flow.http (the flows), http-client.env.json (the
//            mock and sandbox environments) and sign.cjs (what the files' +request hook calls to sign).
// Variables are per run: the environments give the hosts' URLs (named after the contract's server variables), the
// keys and the Token header; a run overrides any of them (bru --env-var, httpyac --var). The password is read at
// send time from the environment variable GATEWAY_PASSWORD and is written into no file.
// The hash (section 5) is computed at send time, from the body as it is sent, by the recipe the request names
// (Bruno: the request variable `recipe`; httpyac: `# @recipe`): the recipe's fields in order, the password, the
// recipe's algorithm. Where the contract has no recipe, the request keeps the example's hash and its docs carry
// the element's gap. Every request asserts its answer: the reference requests the mock's (200, not an error
// body), the flows what the sandbox answers at each step (statuses, states, the catalogue rows).
// Deterministic: files in model order, no timestamps; files of generated/collections/ this stage no longer writes
// are removed (a collection .env is left alone).
import fs from 'node:fs';
import path from 'node:path';
import { FORM, rel } from '../../packages/contract/index.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeText } from '../lib/write.mjs';
import { ALGORITHMS } from './hash.mjs';

/** The sandbox serves each host on its mock's default port + 10 (packages/sandbox/server.mjs, DEFAULT_PORTS). */
export const SANDBOX_PORT_OFFSET = 10;
/** The environment variable the signing scripts read the merchant password from. */
export const PASSWORD_VARIABLE = 'GATEWAY_PASSWORD';
/** The variable each flow makes its order ids unique with: set once per run by the scripts. */
export const RUN_ID = 'run_id';

const JSON_TYPE = /^application\/(.+\+)?json$/;
/** A file name for a request name. */
const fileName = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '-');
const tokensOf = (pointer) => pointer.split('/').slice(1).map((raw) => raw.replace(/~1/g, '/').replace(/~0/g, '~'));

/** The variable that holds a host's URL: the contract's server variable ({checkout_url} -> checkout_url). */
export const urlVariable = (host) => host.server.variable;

/** The two environments, mock and sandbox: each host's URL variable -> its URL on 127.0.0.1. */
export function environmentsOf(model) {
  const of = (offset) => Object.fromEntries(model.hosts.map((h) => [urlVariable(h), `http://127.0.0.1:${h.defaultPort + offset}`]));
  return { mock: of(0), sandbox: of(SANDBOX_PORT_OFFSET) };
}

/** The contract's test keys: each key member's value in the signed examples (the sandbox's default merchant's). */
export function testKeys(model) {
  const keys = {};
  for (const element of model.elements) {
    for (const ex of element.examples) {
      const key = element.keyField;
      if (key && !(key in keys) && typeof ex.value?.[key] === 'string') keys[key] = ex.value[key];
    }
  }
  return keys;
}

// ---------------------------------------------------------------------------------------------------------
// The recipes, from generated/hash/recipes.json

/** generated/hash/recipes.json of a model's generated directory (written by the hash stage, which runs first). */
export function readRecipes(model) {
  const file = path.join(model.generatedDir, 'hash', 'recipes.json');
  if (!fs.existsSync(file)) throw new Error(`${rel(file)} is missing: the hash stage writes it before this stage (npm run build)`);
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

/**
 * The recipes as the scripts use them: id -> { algorithm, form, hashMember, fields: [{ name, at }], when:
 * [{ name, at, equals }], gap }. `at` is the path of keys in the body as the script sees it: the JSON body, or
 * the form as one object of its members. `gap` says what the contract leaves open where `when` does not hold.
 */
export function scriptRecipes(recipes) {
  const out = {};
  for (const r of recipes.recipes) {
    if (!ALGORITHMS[r.algorithm]) throw new Error(`generated/hash/recipes.json: ${r.id}: algorithm ${r.algorithm} is not one scripts/generate/hash.mjs computes`);
    if (!ALGORITHM_CODE[r.algorithm]) throw new Error(`generated/hash/recipes.json: ${r.id}: the collections have no script for the algorithm ${r.algorithm}`);
    const form = r.contentType === FORM;
    const place = (f) => {
      if (form && typeof f.formKey !== 'string') throw new Error(`generated/hash/recipes.json: ${r.id}: ${f.name ?? f.pointer} has no formKey`);
      return form ? [f.formKey] : f.keys;
    };
    const unless = recipes.withoutRecipe.find((w) => w.id === r.id && w.unless);
    out[r.id] = {
      algorithm: r.algorithm,
      form,
      hashMember: r.hashMember,
      fields: r.fields.map((f) => ({ name: f.name, at: place(f) })),
      when: (r.when ?? []).map((c) => ({ name: c.name ?? c.keys.join('.'), at: place(c), equals: c.equals })),
      ...(r.when ? { gap: unless?.gap ?? 'the contract gives no hash recipe here' } : {}),
    };
  }
  return out;
}

/** The recipe of an element in recipes.json (by host, method, path and action), or null; it must agree with the model. */
function recipeIdOf(recipes, element) {
  const op = element.operation;
  const found = recipes.recipes.filter(
    (r) => r.host.name === op.host.name && r.method === op.method.toUpperCase() && r.path === op.path && (r.action?.value ?? null) === (element.discriminator ? element.value : null),
  );
  if (found.length > 1) throw new Error(`generated/hash/recipes.json: two recipes for ${element.label}`);
  if (Boolean(found.length) !== Boolean(element.recipe)) throw new Error(`generated/hash/recipes.json disagrees with the model on ${element.label} (run the hash stage first)`);
  return found[0]?.id ?? null;
}

/**
 * The scripts' implementation of each algorithm recipes.json names, over two helpers every script defines:
 * md5Hex and sha1Hex of a string, taken as UTF-8, as lower-case hex (recipes.json's `algorithms` reading).
 */
const ALGORITHM_CODE = {
  'sha1(md5(upper(fields+password)))': "(values, password) => sha1Hex(md5Hex((values.join('') + password).toUpperCase()))",
};

/** The part of every signing script that does not depend on the tool: the recipes and hashOf(id, read, password). */
function signingCore(recipes) {
  const used = [...new Set(Object.values(recipes).map((r) => r.algorithm))];
  return [
    '// The recipes of generated/hash/recipes.json (fields in order, `when`, algorithm), by id. `at`: the path of the',
    '// member in the body (a form as one object of its members).',
    `const RECIPES = ${JSON.stringify(recipes, null, 2)};`,
    "// Each algorithm, as recipes.json's `algorithms` reads it (UTF-8, lower-case hex at each step).",
    'const ALGORITHMS = {',
    ...used.map((a) => `  ${JSON.stringify(a)}: ${ALGORITHM_CODE[a]},`),
    '};',
    '/** The member at a path of keys of a body, or undefined. */',
    'function at(body, keys) {',
    '  let v = body;',
    '  for (const k of keys) {',
    "    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, k)) return undefined;",
    '    v = v[k];',
    '  }',
    '  return v;',
    '}',
    '/**',
    " * The hash of a body by the recipe `id`: read(keys) gives the body's member as it is sent. { hash }, or { note }",
    " * where the recipe's `when` does not hold (the contract gives no recipe then: the body keeps its own hash).",
    ' */',
    'function hashOf(id, read, password) {',
    '  const recipe = RECIPES[id];',
    "  if (!recipe) throw new Error('hash: generated/hash/recipes.json has no recipe ' + id);",
    '  if (!recipe.when.every((c) => read(c.at) === c.equals)) {',
    "    const when = recipe.when.map((c) => c.name + ' is ' + JSON.stringify(c.equals)).join(' and ');",
    "    return { note: 'hash: not computed: the recipe ' + id + ' applies when ' + when + '; otherwise: ' + recipe.gap };",
    '  }',
    '  const values = recipe.fields.map((f) => read(f.at));',
    "  const missing = recipe.fields.filter((f, i) => typeof values[i] !== 'string').map((f) => f.name);",
    "  if (missing.length) throw new Error('hash: the body lacks the text of ' + missing.join(', ') + ' (recipe ' + id + ': ' + recipe.fields.map((f) => f.name).join(', ') + ')');",
    `  if (!password) throw new Error('hash: set the environment variable ${PASSWORD_VARIABLE} to the merchant password (recipe ' + id + ')');`,
    '  return { hash: ALGORITHMS[recipe.algorithm](values, password) };',
    '}',
  ];
}

// ---------------------------------------------------------------------------------------------------------
// The requests

/** The element a request is for: host name and element name (the action, or the operationId). */
const elementNamed = (model, hostName, name) => {
  const e = model.host(hostName).elements.find((x) => (x.value ?? x.operation.operationId) === name);
  if (!e) throw new Error(`collections: ${hostName} has no element ${name}`);
  return e;
};

/** Sets the member at a JSON Pointer of a body (creating objects on the way). */
function setAt(body, pointer, value) {
  const keys = tokensOf(pointer);
  let v = body;
  for (const k of keys.slice(0, -1)) v = v[k] ??= {};
  v[keys.at(-1)] = value;
}

/**
 * A request of an element: { name, host, operation, element, example, method, url, contentType, headers (name ->
 * variable text), body (with variables), recipe (id or null), keepsHash (the example's hash is sent), notes }.
 * `example` names a request example (default the first); `set` maps JSON Pointers to values (flows).
 */
function elementRequest(model, recipes, element, { name, example: exampleName, set = {} } = {}) {
  const operation = element.operation;
  const host = operation.host;
  const where = `${rel(host.source)}: ${element.label}`;
  const example = exampleName ? element.examples.find((x) => x.name === exampleName) : element.examples[0];
  if (exampleName && !example) throw new Error(`${where}: no request example ${exampleName}`);
  const notes = [];
  let p = operation.path;
  const query = [];
  const headers = {};
  for (const param of operation.parameters) {
    if (param.example === undefined) {
      if (!param.required) continue;
      notes.push(`the ${param.in} parameter ${param.name} has no example: fill it in`);
    }
    const value = String(param.example ?? '');
    if (param.in === 'path') p = p.replace(`{${param.name}}`, encodeURIComponent(value));
    else if (param.in === 'query') query.push(`${encodeURIComponent(param.name)}=${encodeURIComponent(value)}`);
    else if (param.in === 'header') headers[param.name] = `{{${param.name}}}`;
  }
  const contentType = operation.requestBody?.contentType ?? null;
  if (contentType && contentType !== FORM && !JSON_TYPE.test(contentType)) throw new Error(`${where}: request media type ${contentType} is neither JSON nor a form`);
  let body = example ? structuredClone(example.value) : null;
  if (!example) {
    // No request example: the body holds what the contract fixes (the branch's discriminator) and the key.
    body = { ...element.select, ...(element.keyField ? { [element.keyField]: '' } : {}) };
    notes.push(`the contract has no request example for ${element.value ?? operation.operationId}: the body holds only ${Object.keys(body).join(' and ')}; add the members its schema requires`);
  }
  const keyField = element.keyField && typeof body[element.keyField] === 'string' ? element.keyField : null;
  if (keyField) body[keyField] = `{{${keyField}}}`;
  for (const [pointer, value] of Object.entries(set)) setAt(body, pointer, value);
  if (Object.hasOwn(body, 'hash')) {
    // The hash member stays last, after members a flow adds.
    const hash = body.hash;
    delete body.hash;
    body.hash = hash;
  }
  const recipe = recipeIdOf(recipes, element);
  const applies = recipe && (recipes.recipes.find((r) => r.id === recipe).when ?? []).every((c) => tokensOf(c.pointer).reduce((v, k) => v?.[k], body) === c.equals);
  // The hash member: `{{hash}}` (Bruno's script sets it) where the recipe applies; else the example's own.
  const keepsHash = typeof body.hash === 'string' && !applies;
  if (applies) body.hash = '{{hash}}';
  return {
    name: name ?? element.value ?? operation.operationId,
    host,
    operation,
    element,
    example,
    method: operation.method,
    url: `{{${urlVariable(host)}}}${p}${query.length ? `?${query.join('&')}` : ''}`,
    contentType,
    headers,
    keyField,
    body,
    recipe,
    applies,
    keepsHash,
    notes,
    gap: element.gap ?? operation.gap ?? null,
  };
}

/** The reference requests of a host, in model order: one per operation, or per action branch of a form union. */
export function requestsOf(model, recipes, host) {
  const out = [];
  for (const operation of host.operations) {
    if (!operation.elements.length) throw new Error(`${rel(host.source)}: ${operation.label} has no request element`);
    for (const element of operation.elements) {
      const r = elementRequest(model, recipes, element);
      // What each reference request asserts: the mock's answer to a valid request, 200 and no error body.
      r.expect = [
        { on: 'status', op: 'eq', value: 200 },
        { on: 'body', path: ['result'], op: 'neq', value: 'ERROR' },
      ];
      out.push(r);
    }
  }
  const names = out.map((r) => r.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw new Error(`${rel(host.source)}: two requests would be named ${twice[0]}`);
  return out;
}

// ---------------------------------------------------------------------------------------------------------
// The flows: one chain per host, run against the sandbox. Each step is an element's request (its example with
// `set` applied) or the sandbox's headless payment; `expect` lists what the answer must be, `keep` the variables
// the next steps use. A catalogue row's expectation (`error`) is read from spec/errors.yaml through the model.
// The states asserted (`state`) are the sandbox's (packages/sandbox/engine.mjs TRANSITIONS, named there as
// [kind, event, from]; tests/generated/collections.test.ts holds each equal to the table's `to`).

const unique = (prefix) => `${prefix}-{{${RUN_ID}}}`;
/** The merchant's success URL the flows' sessions name (the headless payment redirects there, 303). */
const SUCCESS_URL = 'https://merchant.example/flows/success';

export const FLOWS = {
  checkout: {
    title: 'An authorization paid headlessly, captured over S2S CARD, its status, and a second capture refused',
    steps: [
      {
        name: 'session',
        newRun: true,
        element: ['checkout', 'createSession'],
        example: 'purchase-auth',
        set: { '/order/number': unique('flow'), '/success_url': SUCCESS_URL },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['redirect_url'], op: 'isString' }],
        keep: { redirect_url: ['redirect_url'] },
        doc: "A Checkout purchase session with auth true (the example purchase-auth), a new order number per run, signed at send time. The sandbox answers its payer page as redirect_url (the source does not show this body).",
      },
      {
        name: 'pay',
        pay: 'success',
        expect: [{ on: 'status', op: 'eq', value: 303 }, { on: 'header', name: 'location', op: 'contains', value: 'trans_id=' }],
        keepFromLocation: ['trans_id'],
        doc: "The payer pays, headlessly: POST <redirect_url>?outcome=success (the sandbox's test outcome) answers 303 to success_url with payment_id, trans_id, order_id and hash (section 6); trans_id is kept.",
      },
      {
        name: 'capture',
        element: ['s2s-card', 'CAPTURE'],
        set: { '/trans_id': '{{trans_id}}' },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['trans_id'], op: 'eq', value: '{{trans_id}}' }, { on: 'body', path: ['order_status'], op: 'eq', value: 'settled', state: ['auth', 'capture', 'pending'] }],
        doc: 'The authorization is captured over S2S CARD (hash over trans_id).',
      },
      {
        name: 'status',
        element: ['s2s-card', 'GET_TRANS_STATUS'],
        set: { '/trans_id': '{{trans_id}}' },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['order_status'], op: 'eq', value: 'settled', state: ['auth', 'capture', 'pending'] }],
        doc: 'Its status: settled.',
      },
      {
        name: 'capture_again',
        element: ['s2s-card', 'CAPTURE'],
        set: { '/trans_id': '{{trans_id}}' },
        expect: [{ error: 'capture-not-pending' }],
        doc: 'A second capture is refused: the catalogue row capture-not-pending (208003).',
      },
    ],
  },
  's2s-card': {
    title: 'A schedule created, updated and deleted; an update after the deletion refused',
    steps: [
      {
        name: 'create_schedule',
        newRun: true,
        element: ['s2s-card', 'CREATE_SCHEDULE'],
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['schedule_id'], op: 'isString' }],
        keep: { schedule_id: ['schedule_id'] },
        doc: "CREATE_SCHEDULE (the contract gives no recipe: the example's hash, which the sandbox does not check). The sandbox answers schedule_id (the source does not show this body); it is kept.",
      },
      {
        name: 'update_schedule',
        element: ['s2s-card', 'UPDATE_SCHEDULE'],
        set: { '/schedule_id': '{{schedule_id}}' },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['schedule_id'], op: 'eq', value: '{{schedule_id}}' }],
        doc: 'UPDATE_SCHEDULE of that schedule (hash over schedule_id).',
      },
      {
        name: 'delete_schedule',
        element: ['s2s-card', 'DELETE_SCHEDULE'],
        set: { '/schedule_id': '{{schedule_id}}' },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['schedule_id'], op: 'eq', value: '{{schedule_id}}' }],
        doc: 'DELETE_SCHEDULE of that schedule (hash over schedule_id).',
      },
      {
        name: 'update_deleted',
        element: ['s2s-card', 'UPDATE_SCHEDULE'],
        set: { '/schedule_id': '{{schedule_id}}' },
        expect: [{ error: 'schedule-not-found' }],
        doc: 'An update of the deleted schedule is refused: the catalogue row schedule-not-found.',
      },
    ],
  },
  's2s-apm': {
    title: 'A payout (CREDIT2VIRTUAL), its status over S2S CARD, voided by CREDITVOID, and a second CREDITVOID refused',
    steps: [
      {
        name: 'payout',
        newRun: true,
        element: ['s2s-apm', 'CREDIT2VIRTUAL'],
        set: { '/order_id': unique('payout') },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['order_status'], op: 'eq', value: 'settled', state: ['payout', 'pay', null] }],
        keep: { trans_id: ['trans_id'] },
        doc: "CREDIT2VIRTUAL with a new order_id per run (the contract gives no recipe: the example's hash, which the sandbox does not check). The sandbox answers the payment's status record (the source does not show this body); trans_id is kept.",
      },
      {
        name: 'status',
        element: ['s2s-card', 'GET_TRANS_STATUS'],
        set: { '/trans_id': '{{trans_id}}' },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['order_status'], op: 'eq', value: 'settled', state: ['payout', 'pay', null] }],
        doc: 'Its status over S2S CARD: settled.',
      },
      {
        name: 'creditvoid',
        element: ['s2s-card', 'CREDITVOID'],
        set: { '/trans_id': '{{trans_id}}' },
        expect: [{ on: 'status', op: 'eq', value: 200 }, { on: 'body', path: ['order_status'], op: 'eq', value: 'voided', state: ['payout', 'creditvoid', 'settled'] }],
        doc: 'CREDITVOID voids the payout (hash over trans_id).',
      },
      {
        name: 'creditvoid_again',
        element: ['s2s-card', 'CREDITVOID'],
        set: { '/trans_id': '{{trans_id}}' },
        expect: [{ error: 'payment-action-not-supported' }],
        doc: 'A second CREDITVOID is refused: the catalogue row payment-action-not-supported.',
      },
    ],
  },
};

/** What a catalogue row's answer must be: its status and error_code, and its error_message where the source shows it. */
function rowExpectations(model, name) {
  const row = model.error(name);
  if (!row) throw new Error(`collections: spec/errors.yaml has no row ${name}`);
  if (row.status === null || row.code === null) throw new Error(`collections: spec/errors.yaml row ${name} shows no status or error_code to assert`);
  return [
    { on: 'status', op: 'eq', value: row.status },
    { on: 'body', path: ['error_code'], op: 'eq', value: row.code },
    ...(row.message !== null ? [{ on: 'body', path: ['error_message'], op: 'eq', value: row.message }] : []),
  ];
}

/** The steps of a host's flow as requests (the payment step: { pay, method, url }). */
export function flowOf(model, recipes, host) {
  const flow = FLOWS[host.name];
  if (!flow) throw new Error(`collections: no flow for the host ${host.name}`);
  const steps = flow.steps.map((step) => {
    const expect = step.expect.flatMap((e) => (e.error ? rowExpectations(model, e.error) : [e]));
    if (step.pay) {
      return { name: step.name, pay: step.pay, method: 'post', url: `{{redirect_url}}?outcome=${step.pay}`, contentType: null, headers: {}, body: null, recipe: null, expect, keepFromLocation: step.keepFromLocation ?? [], keep: {}, doc: step.doc, notes: [] };
    }
    const element = elementNamed(model, ...step.element);
    const r = elementRequest(model, recipes, element, { name: step.name, example: step.example, set: step.set });
    return Object.assign(r, { expect, keep: step.keep ?? {}, keepFromLocation: [], doc: step.doc, newRun: Boolean(step.newRun) });
  });
  return { host, title: flow.title, steps };
}

/** What a request is, in one line. */
const summaryOf = (r) =>
  `${(r.element.value != null ? r.element.title : r.operation.op.summary) ?? r.element.title ?? r.name}: ${r.method.toUpperCase()} ${r.operation.path}${r.operation.operationId ? ` (${r.operation.operationId})` : ''}${r.element.value != null ? `, ${r.element.discriminator}=${r.element.value}` : ''}`;
const sectionsOf = (r) => [r.element.source ?? r.operation.source].flat().filter(Boolean).join(', ');

/** What the request says about its hash, in one line (both formats). */
function hashLine(r, recipes) {
  if (r.recipe && r.applies) {
    const fields = recipes[r.recipe].fields.map((f) => f.name).join(', ');
    return `computed at send time from recipe ${r.recipe} of generated/hash/recipes.json: ${fields}, then the password (${PASSWORD_VARIABLE}), ${recipes[r.recipe].algorithm}.`;
  }
  if (r.recipe) return `the example's own: the recipe ${r.recipe} does not apply to this body. The contract says: ${recipes[r.recipe].gap}`;
  if (r.keepsHash) return `the example's own: the contract gives no recipe here; compute your own. The contract says: ${r.gap}`;
  if (r.element?.signed) return `not sent. The contract says: ${r.gap}`;
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Form bodies

const encode = (s) => encodeURIComponent(s).replace(/%20/g, '+');
/** A key of a form: encoded, brackets literal (`parameters[mobile_number]`). */
const encodeKey = (k) => encode(k).replace(/%5B/g, '[').replace(/%5D/g, ']');
/** A form value: encoded, its {{variables}} literal. */
const encodeValue = (v) =>
  String(v)
    .split(/(\{\{[A-Za-z0-9_.$-]+\}\})/)
    .map((part, i) => (i % 2 ? part : encode(part)))
    .join('');

// ---------------------------------------------------------------------------------------------------------
// Bruno

const indent = (text, by = '  ') => text.split('\n').map((l) => (l ? by + l : l)).join('\n');
const block = (name, lines) => `${name} {\n${indent(lines.join('\n'))}\n}`;

/** The collection's pre-request script: the run id, then the hash of the request's recipe into {{hash}}. */
function brunoScript(recipes) {
  return [
    "// Section 5's hash, computed before each request is sent, from the recipe the request names in its request",
    "// variable `recipe` (generated/hash/recipes.json): the body's values at the recipe's fields, in order, as sent",
    `// (variables interpolated), then the password from the environment variable ${PASSWORD_VARIABLE} (never from a file:`,
    '// for the Bruno app put it in a .env file beside bruno.json, which git ignores), through the recipe\'s algorithm.',
    '// The result goes into the runtime variable {{hash}}, which the body sends. crypto-js ships with Bruno and runs in',
    '// its safe mode (the default) as in developer mode. Generated by scripts/generate/collections.mjs; do not edit.',
    "const CryptoJS = require('crypto-js');",
    '// CryptoJS reads a string as UTF-8; toString() is lower-case hex.',
    'const md5Hex = (text) => CryptoJS.MD5(text).toString();',
    'const sha1Hex = (text) => CryptoJS.SHA1(text).toString();',
    ...signingCore(recipes),
    '',
    `// ${RUN_ID}: new at the first step of each flow (its request variable run is new), so that each run creates new orders.`,
    `if (bru.getRequestVar('run') === 'new' || !bru.getVar('${RUN_ID}')) bru.setVar('${RUN_ID}', Date.now().toString(36) + Math.random().toString(36).slice(2, 8));`,
    "bru.setVar('hash', '');",
    "const recipe = bru.getRequestVar('recipe');",
    'if (recipe) {',
    '  let body = req.getBody();',
    '  // A form body comes as a list of { name, value, enabled } (older Bruno: an object or the encoded text).',
    '  if (Array.isArray(body)) body = Object.fromEntries(body.filter((p) => p.enabled !== false).map((p) => [p.name, p.value]));',
    "  else if (typeof body === 'string') {",
    '    try {',
    '      body = JSON.parse(body);',
    '    } catch (e) {',
    "      const d = (x) => decodeURIComponent(x.replace(/\\+/g, ' '));",
    "      body = Object.fromEntries(body.split('&').filter(Boolean).map((pair) => (pair.indexOf('=') < 0 ? [d(pair), ''] : [d(pair.slice(0, pair.indexOf('='))), d(pair.slice(pair.indexOf('=') + 1))])));",
    '    }',
    '  }',
    '  const read = (keys) => {',
    '    const v = at(body, keys);',
    "    return typeof v === 'string' ? bru.interpolate(v) : v;",
    '  };',
    `  const result = hashOf(recipe, read, bru.getProcessEnv('${PASSWORD_VARIABLE}'));`,
    '  if (result.note) console.warn(result.note);',
    "  else bru.setVar('hash', result.hash);",
    '}',
  ].join('\n');
}

/** A Bruno assertion line. */
function brunoAssert(e) {
  const value = (v) => (typeof v === 'string' && /^[-\w.:/{}=]*$/.test(v) && !/^(true|false|null|undefined|\d.*)$/.test(v) ? v : JSON.stringify(v));
  if (e.on === 'status') return `res.status: ${e.op} ${e.value}`;
  if (e.on === 'header') return `res.headers.${e.name}: ${e.op} ${value(e.value)}`;
  return `res.body.${e.path.join('.')}: ${e.op}${e.op === 'isString' ? '' : ` ${value(e.value)}`}`;
}

function brunoDocs(r, recipes) {
  const lines = [`**${r.name}**: ${summaryOf(r)}.`, '', `Source sections: ${sectionsOf(r) || 'not given'}.`];
  if (r.doc) lines.push('', r.doc, '');
  if (r.example) lines.push(`Body: the contract's request example \`${r.example.name}\`${r.keyField ? `, with \`${r.keyField}\` from the environment` : ''}.`);
  for (const note of r.notes) lines.push(`Note: ${note}.`);
  if (Object.keys(r.headers).length) lines.push(`Headers from the environment: ${Object.keys(r.headers).map((n) => `\`${n}\``).join(', ')}.`);
  const hash = hashLine(r, recipes);
  if (hash) lines.push(`Hash: ${hash}`);
  if (r.gap && !/The contract says/.test(hash ?? '')) lines.push(`Not shown by the source: ${r.gap}`);
  if (r.element.errors.length) lines.push(`Error rows (spec/errors.yaml): ${r.element.errors.join(', ')}.`);
  return lines;
}

function brunoRequest(r, seq, recipes) {
  const mode = !r.contentType ? 'none' : r.contentType === FORM ? 'formUrlEncoded' : 'json';
  const parts = [block('meta', [`name: ${r.name}`, 'type: http', `seq: ${seq}`]), block(r.method, [`url: ${r.url}`, `body: ${mode}`, 'auth: none'])];
  const headers = Object.entries(r.headers).map(([n, v]) => `${n}: ${v}`);
  if (headers.length) parts.push(block('headers', headers));
  if (mode === 'json') parts.push(block('body:json', [JSON.stringify(r.body, null, 2)]));
  if (mode === 'formUrlEncoded') {
    parts.push(
      block(
        'body:form-urlencoded',
        Object.entries(r.body).map(([k, v]) => {
          if (/[\r\n]/.test(String(v)) || /[\s:}]/.test(k) || k.startsWith('~')) throw new Error(`${r.operation.label} ${r.name}: form member ${k} cannot be written to a .bru file`);
          return `${k}: ${v}`;
        }),
      ),
    );
  }
  const requestVars = [...(r.recipe && r.applies ? [`recipe: ${r.recipe}`] : []), ...(r.newRun ? ['run: new'] : [])];
  if (requestVars.length) parts.push(block('vars:pre-request', requestVars));
  if (r.pay) parts.push(block('settings', ['encodeUrl: false', 'followRedirects: false']));
  if (Object.keys(r.keep ?? {}).length) parts.push(block('vars:post-response', Object.entries(r.keep).map(([n, p]) => `${n}: res.body.${p.join('.')}`)));
  if (r.keepFromLocation?.length) {
    parts.push(
      block('script:post-response', [
        "// The redirect's query: the members this flow uses next.",
        "const location = String(res.getHeader('location') || '');",
        ...r.keepFromLocation.map((n) => `bru.setVar('${n}', decodeURIComponent((/[?&]${n}=([^&#]*)/.exec(location) || [])[1] || ''));`),
      ]),
    );
  }
  parts.push(block('assert', r.expect.map(brunoAssert)));
  parts.push(block('docs', r.pay ? [`**${r.name}**: ${r.doc}`] : brunoDocs(r, recipes)));
  return `${parts.join('\n\n')}\n`;
}

const brunoFolder = (name, seq, docs) => `${block('meta', [`name: ${name}`, `seq: ${seq}`])}\n\n${block('docs', docs)}\n`;

function brunoCollection(model, recipes, keys, tokens, out) {
  const dir = path.join(out, 'bruno');
  const files = new Map();
  const envs = environmentsOf(model);
  files.set(path.join(dir, 'bruno.json'), `${JSON.stringify({ version: '1', name: 'Payment gateway', type: 'collection', ignore: ['node_modules', '.git'] }, null, 2)}\n`);
  files.set(path.join(dir, '.gitignore'), '# The collection .env holds GATEWAY_PASSWORD for the Bruno app: never commit it.\n.env\n');
  const docs = [
    '# Payment gateway',
    '',
    'Every operation and action of the contract (`generated/openapi/<host>.json`), one request each with its first request example, in a folder per host; and in `flows/` one chained flow per host for the sandbox. Generated by scripts/generate/collections.mjs; do not edit.',
    '',
    `Environments: \`mock\` (npm run mock) and \`sandbox\` (npm run sandbox): ${Object.keys(envs.mock).map((v) => `\`${v}\``).join(', ')}, ${Object.keys(keys).map((k) => `\`${k}\``).join(' and ')} (the contract's test keys, the sandbox's default merchant's)${Object.keys(tokens).length ? ` and ${Object.keys(tokens).map((k) => `\`${k}\``).join(', ')}` : ''}. Override any of them per run: \`bru run --env sandbox --env-var checkout_url=http://...\`.`,
    '',
    `Password: read at send time from the environment variable \`${PASSWORD_VARIABLE}\` (\`${PASSWORD_VARIABLE}=... bru run ...\`; in the Bruno app, a \`.env\` file beside bruno.json, which git ignores). It is in no file of this collection.`,
    '',
    "Hash: the collection's pre-request script computes `{{hash}}` for each request that names a recipe of generated/hash/recipes.json in its request variable `recipe`, from the body as sent. The other requests send their example's hash; their docs say what the contract leaves open.",
    '',
    'Assertions: each reference request expects what the mock answers (200, no error body); against the sandbox they need real ids. Each flow step expects what the sandbox answers at that step; `bru run` exits non-zero when one fails.',
  ];
  files.set(path.join(dir, 'collection.bru'), `${block('script:pre-request', [brunoScript(recipes.script)])}\n\n${block('docs', docs)}\n`);
  for (const [env, urls] of Object.entries(envs)) {
    files.set(path.join(dir, 'environments', `${env}.bru`), `${block('vars', Object.entries({ ...urls, ...keys, ...tokens }).map(([n, v]) => `${n}: ${v}`))}\n`);
  }
  model.hosts.forEach((host, i) => {
    const requests = requestsOf(model, recipes.data, host);
    files.set(path.join(dir, host.name, 'folder.bru'), brunoFolder(host.name, i + 1, [`# ${host.title}`, '', `Every operation and action of \`generated/openapi/${host.name}.json\`, one request each, with its first request example, sent to \`{{${urlVariable(host)}}}\`.`]));
    requests.forEach((r, j) => files.set(path.join(dir, host.name, `${fileName(r.name)}.bru`), brunoRequest(r, j + 1, recipes.script)));
  });
  files.set(path.join(dir, 'flows', 'folder.bru'), brunoFolder('flows', model.hosts.length + 1, ['# Flows', '', 'One chained flow per host, for the sandbox (`bru run flows --env sandbox`): each step uses what the previous ones answered.']));
  model.hosts.forEach((host, i) => {
    const flow = flowOf(model, recipes.data, host);
    files.set(path.join(dir, 'flows', host.name, 'folder.bru'), brunoFolder(host.name, i + 1, [`# ${host.title}: ${flow.title}`, '', ...flow.steps.map((s, j) => `${j + 1}. **${s.name}**: ${s.doc}`)]));
    flow.steps.forEach((s, j) => files.set(path.join(dir, 'flows', host.name, `${fileName(s.name)}.bru`), brunoRequest(s, j + 1, recipes.script)));
  });
  return files;
}

// ---------------------------------------------------------------------------------------------------------
// httpyac

/** sign.cjs: the signing module the .http files' +request hook calls. */
function signModule(recipes) {
  return [
    "// Section 5's hash for the .http files of this directory, at send time: httpyac's +request hook of each file calls",
    '// sign(request, recipe) with the request as it is about to be sent (variables replaced) and the recipe its',
    "// `# @recipe` names (generated/hash/recipes.json); the body's values at the recipe's fields, in order, then the",
    `// password from the environment variable ${PASSWORD_VARIABLE} (never from a file), through the recipe's algorithm, go`,
    "// into the body's hash member. Generated by scripts/generate/collections.mjs; do not edit.",
    "'use strict';",
    "const crypto = require('node:crypto');",
    "const md5Hex = (text) => crypto.createHash('md5').update(text, 'utf8').digest('hex');",
    "const sha1Hex = (text) => crypto.createHash('sha1').update(text, 'utf8').digest('hex');",
    ...signingCore(recipes),
    '',
    "const decode = (x) => decodeURIComponent(x.replace(/\\+/g, ' '));",
    '/**',
    " * Signs `request` (httpyac's: body as text) by the recipe `id` (none: nothing to do). Returns a note where the",
    " * recipe's `when` does not hold (the body keeps its own hash); throws where the body or the password is missing.",
    ' */',
    'function sign(request, id, env = process.env) {',
    '  if (!id) return undefined;',
    '  const recipe = RECIPES[id];',
    "  if (!recipe) throw new Error('hash: generated/hash/recipes.json has no recipe ' + id);",
    "  const text = typeof request.body === 'string' ? request.body : String(request.body ?? '');",
    "  const pairs = recipe.form ? text.split('&').filter(Boolean).map((p) => (p.indexOf('=') < 0 ? [p, ''] : [p.slice(0, p.indexOf('=')), p.slice(p.indexOf('=') + 1)])) : null;",
    '  const body = pairs ? {} : JSON.parse(text);',
    '  if (pairs) for (const [k, v] of pairs) if (!Object.prototype.hasOwnProperty.call(body, decode(k))) body[decode(k)] = decode(v);',
    `  const result = hashOf(id, (keys) => at(body, keys), env.${PASSWORD_VARIABLE});`,
    '  if (result.note) return result.note;',
    '  if (pairs) {',
    '    const i = pairs.findIndex(([k]) => decode(k) === recipe.hashMember);',
    '    if (i < 0) pairs.push([recipe.hashMember, result.hash]);',
    '    else pairs[i] = [pairs[i][0], result.hash];',
    "    request.body = pairs.map(([k, v]) => k + '=' + v).join('&');",
    '  } else {',
    '    body[recipe.hashMember] = result.hash;',
    '    request.body = JSON.stringify(body, null, 2);',
    '  }',
    '  return undefined;',
    '}',
    '',
    'module.exports = { RECIPES, hashOf, sign };',
  ].join('\n');
}

/** An httpyac assertion line. */
function httpAssert(e) {
  const js = (p) => `response.parsedBody.${p.join('.')}`;
  if (e.on === 'status') return `?? status == ${e.value}`;
  if (e.on === 'header') return `?? header ${e.name} includes ${e.value}`;
  if (e.op === 'isString') return `?? js typeof ${js(e.path)} == string`;
  return `?? js ${js(e.path)} ${e.op === 'eq' ? '==' : '!='} ${e.value}`;
}

const HOOK = [
  '{{+request',
  "  // Signs each request that names a recipe (# @recipe), as it is sent: see sign.cjs.",
  "  const note = require('./sign.cjs').sign(request, httpRegion.metaData.recipe);",
  '  if (note) console.warn(note);',
  '}}',
];

function httpHeader(lines, host, file, env) {
  return [
    ...lines,
    `# For httpyac (its CLI, \`${PASSWORD_VARIABLE}=... npx httpyac send ${file} --all -e ${env}\`, or its VS Code extension). Generated by`,
    '# scripts/generate/collections.mjs; do not edit.',
    '#',
    '# Variables: http-client.env.json, environments mock (npm run mock) and sandbox (npm run sandbox): each host\'s URL',
    `# (${urlVariable(host)}, ...), the keys and the Token header; override any per run: --var ${urlVariable(host)}=http://... .`,
    `# Password: read at send time from the environment variable ${PASSWORD_VARIABLE}; it is in no file.`,
    '# Hash (section 5): a request that names a recipe of generated/hash/recipes.json (# @recipe) is signed as it is',
    "# sent by the hook below (sign.cjs): the body's values at the recipe's fields, in order, then the password. The",
    "# others send their example's hash; their comment says what the contract leaves open.",
  ];
}

function httpRequest(r, recipes) {
  const lines = ['', `### ${r.name}`, `# @name ${r.name}`];
  if (r.recipe && r.applies) lines.push(`# @recipe ${r.recipe}`);
  if (r.pay) lines.push('# @no-redirect', `# ${r.doc}`);
  else {
    lines.push(`# ${summaryOf(r)}; source sections ${sectionsOf(r) || 'not given'}.`);
    if (r.doc) lines.push(`# ${r.doc}`);
    for (const note of r.notes) lines.push(`# note: ${note}.`);
    const hash = hashLine(r, recipes);
    if (hash) lines.push(`# hash: ${hash}`);
  }
  if (r.newRun) {
    lines.push('{{', `  // ${RUN_ID}: new for each run of the flow, so that its orders are new.`, `  exports.${RUN_ID} = Date.now().toString(36) + Math.random().toString(36).slice(2, 8);`, '}}');
  }
  lines.push(`${r.method.toUpperCase()} ${r.url}`);
  for (const [n, v] of Object.entries(r.headers)) lines.push(`${n}: ${v}`);
  if (r.contentType) {
    // The hash member of a signed request goes empty: the hook fills it in.
    const body = r.recipe && r.applies ? { ...r.body, hash: '' } : r.body;
    lines.push(`Content-Type: ${r.contentType}`, '', r.contentType === FORM ? Object.entries(body).map(([k, v]) => `${encodeKey(k)}=${encodeValue(v)}`).join('&') : JSON.stringify(body, null, 2));
  }
  lines.push('');
  const keep = Object.entries(r.keep ?? {});
  if (keep.length || r.keepFromLocation?.length) {
    lines.push(
      '{{',
      ...keep.map(([n, p]) => `  exports.${n} = response.parsedBody.${p.join('.')};`),
      ...(r.keepFromLocation?.length ? ["  const location = String(response.headers.location || '');"] : []),
      ...(r.keepFromLocation ?? []).map((n) => `  exports.${n} = decodeURIComponent((/[?&]${n}=([^&#]*)/.exec(location) || [])[1] || '');`),
      '}}',
    );
  }
  lines.push(...r.expect.map(httpAssert));
  return lines;
}

function httpReferenceFile(model, recipes, host) {
  const lines = httpHeader([`# ${host.title}: every operation and action of generated/openapi/${host.name}.json, one request each, with its`, '# first request example. Each asserts what the mock answers (200, no error body).'], host, `${host.name}.http`, 'mock');
  lines.push('', ...HOOK);
  for (const r of requestsOf(model, recipes.data, host)) lines.push(...httpRequest(r, recipes.script));
  return `${lines.join('\n')}\n`;
}

function httpFlowFile(model, recipes, host) {
  const flow = flowOf(model, recipes.data, host);
  const lines = httpHeader([`# ${host.title}, a flow for the sandbox: ${flow.title}.`, '# Run it whole (--all): each step uses what the previous ones answered, and asserts what the sandbox answers.'], host, `${host.name}.flow.http`, 'sandbox');
  lines.push('', ...HOOK);
  for (const s of flow.steps) lines.push(...httpRequest(s, recipes.script));
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------

/** The variables of the environments besides the URLs: the keys, and each header parameter's example. */
function headerValues(model) {
  const out = {};
  for (const host of model.hosts) for (const op of host.operations) for (const p of op.parameters) if (p.in === 'header' && p.example !== undefined && !(p.name in out)) out[p.name] = String(p.example);
  return out;
}

/** Every file of generated/collections/ for a model: Map of absolute path -> text. */
export function collectionFiles(model) {
  const out = path.join(model.generatedDir, 'collections');
  const data = readRecipes(model);
  const recipes = { data, script: scriptRecipes(data) };
  const keys = testKeys(model);
  const tokens = headerValues(model);
  const files = brunoCollection(model, recipes, keys, tokens, out);
  const http = path.join(out, 'http');
  const envs = environmentsOf(model);
  files.set(path.join(http, 'http-client.env.json'), `${JSON.stringify(Object.fromEntries(Object.entries(envs).map(([env, urls]) => [env, { ...urls, ...keys, ...tokens }])), null, 2)}\n`);
  files.set(path.join(http, 'sign.cjs'), `${signModule(recipes.script)}\n`);
  for (const host of model.hosts) {
    files.set(path.join(http, `${host.name}.http`), httpReferenceFile(model, recipes, host));
    files.set(path.join(http, `${host.name}.flow.http`), httpFlowFile(model, recipes, host));
  }
  return files;
}

/** Files a user keeps beside the generated ones, never removed as stale: a collection .env (the password). */
const isUserFile = (file) => path.basename(file) === '.env';

export async function generateCollections(log, model) {
  const out = path.join(model.generatedDir, 'collections');
  const files = collectionFiles(model);
  let changed = 0;
  for (const [file, text] of files) if (await writeText(file, text)) changed++;
  // Files this stage no longer writes (an operation or host removed, an older layout) go.
  const existing = fs
    .readdirSync(out, { recursive: true, withFileTypes: true })
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath ?? d.path, d.name));
  const stale = existing.filter((f) => !files.has(f) && !isUserFile(f));
  for (const f of stale) fs.rmSync(f);
  // Directories left empty by that.
  for (const d of fs.readdirSync(out, { recursive: true, withFileTypes: true }).filter((x) => x.isDirectory()).map((x) => path.join(x.parentPath ?? x.path, x.name)).sort((a, b) => b.length - a.length)) {
    if (fs.readdirSync(d).length === 0) fs.rmdirSync(d);
  }
  const count = (pred) => [...files.keys()].filter(pred).length;
  const requests = count((f) => f.endsWith('.bru') && !/(folder|collection)\.bru$/.test(f) && !f.includes(`${path.sep}environments${path.sep}`) && !f.includes(`${path.sep}flows${path.sep}`));
  const steps = count((f) => f.includes(`${path.sep}flows${path.sep}`) && f.endsWith('.bru') && !f.endsWith('folder.bru'));
  log(`${requests} requests and ${model.hosts.length} flows (${steps} steps) -> ${rel(path.join(out, 'bruno'))}/, ${rel(path.join(out, 'http'))}/`);
  log(`${files.size} files, ${changed} changed${stale.length ? `, ${stale.length} stale removed` : ''}`);
}

runIfMain(import.meta, 'collections', generateCollections);
