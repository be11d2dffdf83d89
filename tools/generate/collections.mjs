// Stage: request collections for the tools integrators already use, generated/collections/, from the model:
//   bruno/<host>/  a Bruno collection per host: bruno.json, collection.bru (the hash script and the docs),
//                  environments/mock.bru and sandbox.bru, and one <NAME>.bru request per operation and per
//                  action branch of a form union;
//   http/<host>.http  the same requests for the REST Client (VS Code) and the JetBrains HTTP Client.
// Each request sends its element's first request example, with the key member and the hash as variables.
// The hash (section 5, `x-hash`): in Bruno, collection.bru's pre-request script computes it for the elements
// that have a recipe; in a .http file, a variable hash_<NAME> at the top, prefilled for the request's values and
// the contract's test password, with a comment giving the recipe's fields in order and a shell command that
// recomputes it. Where the contract has no recipe, the request keeps the example's hash and the element's gap
// says why. Deterministic: files in model order, no timestamps; files of generated/collections/ this stage no
// longer writes are removed.
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { FORM, rel } from '../model/index.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeText } from '../lib/write.mjs';

/** The one hash algorithm an `x-hash` names today (section 5). */
export const ALGORITHM = 'sha1(md5(upper(fields+password)))';
/** The sandbox serves each host on its mock's default port + 10 (packages/sandbox/server.mjs, DEFAULT_PORTS). */
export const SANDBOX_PORT_OFFSET = 10;
/** The environments of each Bruno collection: the mock and the sandbox, both on 127.0.0.1. */
export const environments = (host) => ({ mock: host.defaultPort, sandbox: host.defaultPort + SANDBOX_PORT_OFFSET });

const JSON_TYPE = /^application\/(.+\+)?json$/;
const hex = (algorithm, text) => crypto.createHash(algorithm).update(text, 'utf8').digest('hex');
/** Section 5's hash of recipe values and a password. */
export const hashOf = (values, password) => hex('sha1', hex('md5', (values.join('') + password).toUpperCase()));

/** The value at a JSON Pointer of a body (undefined where there is none). */
function valueAt(body, pointer) {
  let v = body;
  for (const raw of pointer.split('/').slice(1)) {
    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return undefined;
    v = v[k];
  }
  return v;
}

const whenText = (recipe) => Object.entries(recipe.when ?? {}).map(([p, v]) => `${p} is ${JSON.stringify(v)}`).join(' and ');
const shellQuote = (s) => `'${String(s).replace(/'/g, `'\\''`)}'`;
/** A file name for a request name. */
const fileName = (name) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/**
 * The contract's test credentials: each key member's value in the signed examples and their `x-hash-password`
 * (the sandbox's default merchant uses the same ones). The first value met, in model order.
 */
export function testCredentials(model) {
  const keys = {};
  let password;
  for (const element of model.elements) {
    for (const ex of element.examples) {
      const key = element.keyField;
      if (key && !(key in keys) && typeof ex.value?.[key] === 'string') keys[key] = ex.value[key];
      if (password === undefined && typeof ex.password === 'string') password = ex.password;
    }
  }
  return { keys, password };
}

/**
 * The requests of a host, in model order: one per operation of its paths, or per action branch where the body
 * is a form union. Each: { name, operation, element, example, method, path, contentType, headers (name ->
 * example), keyField, body (the example's value), hashed: the hash member's treatment }.
 */
export function requestsOf(host, credentials) {
  const out = [];
  for (const operation of host.operations) {
    for (const element of operation.elements.length ? operation.elements : [null]) {
      const name = element?.value ?? operation.operationId ?? `${operation.method.toUpperCase()} ${operation.path}`;
      const where = `${rel(host.source)}: ${element?.label ?? operation.label}`;
      const example = element?.examples[0] ?? null;
      // What the request cannot take from the contract, said in its comment and docs.
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
        else if (param.in === 'header') headers[param.name] = value;
      }
      const contentType = operation.requestBody?.contentType ?? null;
      if (contentType && contentType !== FORM && !JSON_TYPE.test(contentType)) throw new Error(`${where}: request media type ${contentType} is neither JSON nor a form`);
      let body = example ? structuredClone(example.value) : null;
      if (element && !example) {
        // No request example: the body holds what the contract fixes (the branch's discriminator) and the key.
        body = { ...element.select, ...(element.keyField ? { [element.keyField]: credentials.keys[element.keyField] ?? '' } : {}) };
        notes.push(`the contract has no request example for ${name}: the body holds only ${Object.keys(body).join(' and ')}; add the members its schema requires`);
      }
      const keyField = element?.keyField && typeof body?.[element.keyField] === 'string' ? element.keyField : null;
      const recipe = element?.recipe ?? null;
      if (recipe && recipe.algorithm !== ALGORITHM) throw new Error(`${where}: x-hash algorithm ${recipe.algorithm} is not ${ALGORITHM}`);
      // The hash member: computed where a recipe applies to the example, else the example's own value (or none).
      let hashed = null;
      if (recipe && Object.entries(recipe.when ?? {}).every(([ptr, v]) => valueAt(body, ptr) === v)) {
        const values = recipe.fields.map((ptr) => valueAt(body, ptr));
        const bad = recipe.fields.filter((_, i) => typeof values[i] !== 'string');
        if (bad.length || credentials.password === undefined) {
          // Nothing to prefill the hash from: the recipe is documented, the value left empty.
          if (bad.length && example) notes.push(`the example ${example.name} lacks the text of the recipe's ${bad.join(', ')}`);
          if (credentials.password === undefined) notes.push('no example of the contract gives x-hash-password, so the hash is not prefilled');
          hashed = { recipe, values: null, value: '' };
        } else {
          hashed = { recipe, values, value: hashOf(values, credentials.password) };
        }
      } else if (typeof body?.hash === 'string') {
        hashed = { recipe: null, value: body.hash, gap: element.gap ?? 'the contract gives no hash recipe here' };
      }
      out.push({ name, operation, element, example, method: operation.method, path: p + (query.length ? `?${query.join('&')}` : ''), contentType, headers, keyField, body, hashed, notes, gap: element?.gap ?? operation.gap ?? null });
    }
  }
  const names = out.map((r) => r.name);
  const twice = names.filter((n, i) => names.indexOf(n) !== i);
  if (twice.length) throw new Error(`${rel(host.source)}: two requests would be named ${twice[0]}`);
  return out;
}

/** What a request is, in one line. */
const summaryOf = (r) =>
  `${(r.element?.value != null ? r.element.title : r.operation.op.summary) ?? r.element?.title ?? r.name}: ${r.method.toUpperCase()} ${r.operation.path}${r.operation.operationId ? ` (${r.operation.operationId})` : ''}${r.element?.value != null ? `, ${r.element.discriminator}=${r.element.value}` : ''}`;
const sectionsOf = (r) => [r.element?.source ?? r.operation.source].flat().filter(Boolean).join(', ');

// ---------------------------------------------------------------------------------------------------------
// Form bodies

const encode = (s) => encodeURIComponent(s).replace(/%20/g, '+');
/** A key of a form: encoded, brackets literal (`parameters[mobile_number]`). */
const encodeKey = (k) => encode(k).replace(/%5B/g, '[').replace(/%5D/g, ']');
const isPlaceholder = (v) => /^\{\{[A-Za-z0-9_.-]+\}\}$/.test(v);
const formText = (body) =>
  Object.entries(body)
    .map(([k, v]) => `${encodeKey(k)}=${isPlaceholder(String(v)) ? v : encode(String(v))}`)
    .join('&');

function withVariables(r, hashVariable) {
  const body = structuredClone(r.body);
  if (body && r.keyField) body[r.keyField] = `{{${r.keyField}}}`;
  if (body && r.hashed && hashVariable) body.hash = `{{${hashVariable}}}`;
  return body;
}

// ---------------------------------------------------------------------------------------------------------
// Bruno

const indent = (text, by = '  ') => text.split('\n').map((l) => (l ? by + l : l)).join('\n');
const block = (name, lines) => `${name} {\n${indent(lines.join('\n'))}\n}`;

/** The collection's pre-request script: the element a request is for, then its recipe, into {{hash}}. */
function brunoScript(host, requests) {
  const elements = requests.map((r) => ({
    name: r.name,
    method: r.method,
    path: `${r.operation.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{[^}]+\}/g, '[^/]+')}$`,
    ...(r.element?.discriminator ? { discriminator: r.element.discriminator, value: r.element.value } : {}),
    recipe: r.element?.recipe ? { fields: r.element.recipe.fields, ...(r.element.recipe.when ? { when: r.element.recipe.when } : {}) } : null,
    // The gap says why no hash is computed: where there is no recipe, or one that applies only `when`.
    ...(r.element?.recipe && !r.element.recipe.when ? {} : { gap: r.gap }),
  }));
  return [
    `// The hash of section 5 for the requests of ${host.title}, from the contract's x-hash recipes. Generated by`,
    '// tools/generate/collections.mjs; do not edit. SHA1 of the hex MD5 of the UPPER-case concatenation of the',
    "// recipe's fields, in order, and the environment's password; hex. The recipe is the element's: the operation",
    "// the request's method and URL name and, for a form union, the branch the body's discriminator names. The",
    '// result goes into the runtime variable {{hash}}, which the body of each request with a recipe sends.',
    "const CryptoJS = require('crypto-js');",
    `const elements = ${JSON.stringify(elements, null, 2)};`,
    'const vars = (s) => String(s).replace(/\\{\\{([^{}]+)\\}\\}/g, (m, n) => {',
    '  const v = bru.getVar(n) ?? bru.getEnvVar(n);',
    '  return v === undefined || v === null ? m : String(v);',
    '});',
    'const decodeForm = (s) => Object.fromEntries(String(s).split(\'&\').filter(Boolean).map((pair) => {',
    "  const d = (x) => decodeURIComponent(x.replace(/\\+/g, ' '));",
    "  const i = pair.indexOf('=');",
    "  return i < 0 ? [d(pair), ''] : [d(pair.slice(0, i)), d(pair.slice(i + 1))];",
    '}));',
    'let body = req.getBody();',
    'if (Array.isArray(body)) body = Object.fromEntries(body.filter((p) => p.enabled !== false).map((p) => [p.name, p.value]));',
    "else if (typeof body === 'string') {",
    '  try {',
    '    body = JSON.parse(body);',
    '  } catch (e) {',
    '    body = decodeForm(body);',
    '  }',
    '}',
    'const at = (pointer) => {',
    '  let v = body;',
    "  for (const raw of pointer.split('/').slice(1)) {",
    "    const k = raw.replace(/~1/g, '/').replace(/~0/g, '~');",
    "    if (v === null || typeof v !== 'object' || !Object.prototype.hasOwnProperty.call(v, k)) return undefined;",
    '    v = v[k];',
    '  }',
    "  return typeof v === 'string' ? vars(v) : v;",
    '};',
    "const url = vars(req.getUrl()).split('?')[0];",
    'const method = String(req.getMethod()).toLowerCase();',
    "const element = elements.find((e) => e.method === method && new RegExp(e.path).test(url) && (!e.discriminator || at('/' + e.discriminator) === e.value));",
    "bru.setVar('hash', '');",
    'if (!element) {',
    "  console.warn('hash: no element of the contract is ' + method.toUpperCase() + ' ' + url);",
    '} else if (!element.recipe) {',
    "  console.warn('hash: ' + element.name + ' has no recipe in the contract; the body carries its own hash: ' + element.gap);",
    '} else if (!Object.entries(element.recipe.when || {}).every(([p, v]) => at(p) === v)) {',
    "  console.warn('hash: the recipe of ' + element.name + ' applies when ' + JSON.stringify(element.recipe.when) + ': pass hash yourself: ' + element.gap);",
    '} else {',
    '  const values = element.recipe.fields.map(at);',
    "  const missing = element.recipe.fields.filter((p, i) => typeof values[i] !== 'string');",
    "  if (missing.length) throw new Error('hash: the body of ' + element.name + ' lacks the text of ' + missing.join(', ') + ' (recipe: ' + element.recipe.fields.join(', ') + ')');",
    "  const password = bru.getEnvVar('password');",
    "  if (!password) throw new Error('hash: set the environment variable password');",
    "  bru.setVar('hash', CryptoJS.SHA1(CryptoJS.MD5((values.join('') + password).toUpperCase()).toString()).toString());",
    '}',
  ].join('\n');
}

function brunoDocs(r) {
  const h = r.hashed;
  const lines = [`**${r.name}**: ${summaryOf(r)}.`, '', `Source sections: ${sectionsOf(r) || 'not given'}.`];
  if (r.example) lines.push(`Body: the contract's request example \`${r.example.name}\`${r.keyField ? `, with \`${r.keyField}\` from the environment` : ''}.`);
  for (const note of r.notes) lines.push(`Note: ${note}.`);
  if (Object.keys(r.headers).length) lines.push(`Headers from the environment: ${Object.keys(r.headers).map((n) => `\`${n}\``).join(', ')}.`);
  if (h?.recipe) {
    lines.push(`Hash: SHA1 of the hex MD5 of UPPER(${h.recipe.fields.join(' + ')} + password), hex; computed into \`{{hash}}\` by the collection's pre-request script${h.recipe.when ? ` (the recipe applies when ${whenText(h.recipe)})` : ''}.`);
  } else if (h) {
    lines.push(`Hash: the contract gives no recipe here, so the body sends the example's hash; compute your own. The contract says: ${h.gap}`);
  } else if (r.element?.signed) {
    lines.push(`Hash: not sent. The contract says: ${r.gap}`);
  }
  const gapSaid = (h && !h.recipe) || (!h && r.element?.signed);
  if (r.gap && !gapSaid) lines.push(`Not shown by the source: ${r.gap}`);
  if (r.element?.errors.length) lines.push(`Error rows (spec/errors.yaml): ${r.element.errors.join(', ')}.`);
  return lines;
}

function brunoRequest(r, seq) {
  const body = withVariables(r, r.hashed?.recipe ? 'hash' : null);
  const mode = !r.contentType ? 'none' : r.contentType === FORM ? 'formUrlEncoded' : 'json';
  const parts = [
    block('meta', [`name: ${r.name}`, 'type: http', `seq: ${seq}`]),
    block(r.method, [`url: {{baseUrl}}${r.path}`, `body: ${mode}`, 'auth: none']),
  ];
  const headers = Object.keys(r.headers).map((n) => `${n}: {{${n}}}`);
  if (headers.length) parts.push(block('headers', headers));
  if (mode === 'json') parts.push(block('body:json', [JSON.stringify(body, null, 2)]));
  if (mode === 'formUrlEncoded') {
    parts.push(
      block(
        'body:form-urlencoded',
        Object.entries(body).map(([k, v]) => {
          if (/[\r\n]/.test(String(v)) || /[\s:}]/.test(k) || k.startsWith('~')) throw new Error(`${r.operation.label} ${r.name}: form member ${k} cannot be written to a .bru file`);
          return `${k}: ${v}`;
        }),
      ),
    );
  }
  parts.push(block('docs', brunoDocs(r)));
  return `${parts.join('\n\n')}\n`;
}

function brunoCollection(host, requests, credentials, out) {
  const dir = path.join(out, 'bruno', host.name);
  const files = new Map();
  files.set(path.join(dir, 'bruno.json'), `${JSON.stringify({ version: '1', name: `${host.title} (${host.name})`, type: 'collection', ignore: ['node_modules', '.git'] }, null, 2)}\n`);
  const keys = [...new Set(requests.map((r) => r.keyField).filter(Boolean))];
  const headers = Object.fromEntries(requests.flatMap((r) => Object.entries(r.headers)));
  const recipes = requests.filter((r) => r.hashed?.recipe).map((r) => r.name);
  const docs = [
    `# ${host.title}`,
    '',
    `Every operation and action of \`generated/openapi/${host.name}.json\`, one request each, with its first request example. Generated by tools/generate/collections.mjs; do not edit.`,
    '',
    `Environments: \`mock\` (npm run mock, http://127.0.0.1:${environments(host).mock}) and \`sandbox\` (npm run sandbox, http://127.0.0.1:${environments(host).sandbox}); their ${[...keys, 'password'].map((k) => `\`${k}\``).join(' and ')} are the contract's test credentials, those of the sandbox's default merchant. For a real account add an environment with your key and \`password\` as a secret variable.`,
    '',
    recipes.length
      ? `Hash: the collection's pre-request script computes \`{{hash}}\` from the request's element's \`x-hash\` recipe (${recipes.join(', ')}): SHA1 of the hex MD5 of UPPER(fields + password), hex. It uses the \`crypto-js\` library Bruno ships with. The other requests send their example's hash: their docs say what the contract leaves open.`
      : "Hash: the contract gives no recipe for this host's requests; each sends its example's hash, and its docs say what the contract leaves open.",
  ];
  files.set(path.join(dir, 'collection.bru'), `${block('script:pre-request', [brunoScript(host, requests)])}\n\n${block('docs', docs)}\n`);
  for (const [env, port] of Object.entries(environments(host))) {
    const vars = [`baseUrl: http://127.0.0.1:${port}`, ...keys.map((k) => `${k}: ${credentials.keys[k]}`), `password: ${credentials.password ?? ''}`, ...Object.entries(headers).map(([n, v]) => `${n}: ${v}`)];
    files.set(path.join(dir, 'environments', `${env}.bru`), `${block('vars', vars)}\n`);
  }
  requests.forEach((r, i) => files.set(path.join(dir, `${fileName(r.name)}.bru`), brunoRequest(r, i + 1)));
  return files;
}

// ---------------------------------------------------------------------------------------------------------
// REST Client / JetBrains HTTP Client

export const hashVariable = (name) => `hash_${name.replace(/[^A-Za-z0-9_]+/g, '_')}`;

/** The one-line shell command that computes a recipe's hash of these values, the password in $GATEWAY_PASSWORD. */
export const shellCommand = (values) =>
  `printf '%s' ${shellQuote(values.join(''))}"$GATEWAY_PASSWORD" | tr '[:lower:]' '[:upper:]' | md5sum | cut -c1-32 | tr -d '\\n' | sha1sum | cut -c1-40`;

function httpFile(host, requests, credentials) {
  const keys = [...new Set(requests.map((r) => r.keyField).filter(Boolean))];
  const headers = Object.fromEntries(requests.flatMap((r) => Object.entries(r.headers)));
  const lines = [
    `# ${host.title}: every operation and action of generated/openapi/${host.name}.json, one request each, with its`,
    '# first request example. For the REST Client (VS Code) and the JetBrains HTTP Client.',
    '# Generated by tools/generate/collections.mjs; do not edit.',
    '#',
    `# baseUrl is the mock (npm run mock); the sandbox (npm run sandbox) is http://127.0.0.1:${environments(host).sandbox}.`,
    ...(keys.length ? [`# ${keys.join(', ')}: the contract's test credentials (the sandbox's default merchant).`] : []),
    '#',
    '# The hash (section 5): SHA1 of the hex MD5 of UPPER(the recipe\'s fields, in order, + password), hex.',
    `# Each hash_<NAME> below is prefilled for its request's values and the password ${JSON.stringify(credentials.password ?? '')} (the`,
    "# contract's signed examples, the sandbox's default merchant). Change a hashed value or the password and",
    '# recompute it with the command given (GNU coreutils; tr upper-cases ASCII letters only), GATEWAY_PASSWORD',
    '# set to the password, or with npm run explain-hash.',
    '',
    `@baseUrl = http://127.0.0.1:${host.defaultPort}`,
    ...keys.map((k) => `@${k} = ${credentials.keys[k]}`),
    ...Object.entries(headers).map(([n, v]) => `@${n} = ${v}`),
  ];
  for (const r of requests) {
    const h = r.hashed;
    if (!h) continue;
    lines.push('');
    if (h.recipe) {
      lines.push(
        `# ${hashVariable(r.name)}: the hash of ${r.name}; recipe fields, in order: ${h.recipe.fields.join(', ')}${h.recipe.when ? ` (the recipe applies when ${whenText(h.recipe)})` : ''}`,
        `#   ${shellCommand(h.values ?? [`<the values of ${h.recipe.fields.join(', ')}, joined>`])}`,
      );
    } else {
      lines.push(`# ${hashVariable(r.name)}: the hash of ${r.name}: the contract gives no recipe, so this is the example's; compute your own.`, `#   ${h.gap}`);
    }
    lines.push(`@${hashVariable(r.name)} =${h.value ? ` ${h.value}` : ''}`);
  }
  for (const r of requests) {
    const body = withVariables(r, r.hashed ? hashVariable(r.name) : null);
    lines.push('', `### ${r.name}`, `# @name ${r.name}`, `# ${summaryOf(r)}; source sections ${sectionsOf(r) || 'not given'}.`);
    for (const note of r.notes) lines.push(`# note: ${note}.`);
    if (r.hashed) lines.push(`# hash: {{${hashVariable(r.name)}}}, at the top of the file.`);
    else if (r.element?.signed) lines.push(`# hash: not sent. The contract says: ${r.gap}`);
    lines.push(`${r.method.toUpperCase()} {{baseUrl}}${r.path}`);
    for (const n of Object.keys(r.headers)) lines.push(`${n}: {{${n}}}`);
    if (r.contentType) lines.push(`Content-Type: ${r.contentType}`, '', r.contentType === FORM ? formText(body) : JSON.stringify(body, null, 2));
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------------------

/** Every file of generated/collections/ for a model: Map of absolute path -> text. */
export function collectionFiles(model) {
  const out = path.join(model.generatedDir, 'collections');
  const credentials = testCredentials(model);
  const files = new Map();
  for (const host of model.hosts) {
    const requests = requestsOf(host, credentials);
    for (const [file, text] of brunoCollection(host, requests, credentials, out)) files.set(file, text);
    files.set(path.join(out, 'http', `${host.name}.http`), httpFile(host, requests, credentials));
  }
  return files;
}

export async function generateCollections(log, model) {
  const out = path.join(model.generatedDir, 'collections');
  const files = collectionFiles(model);
  let changed = 0;
  for (const [file, text] of files) if (await writeText(file, text)) changed++;
  // Files this stage no longer writes (an operation or host removed) go.
  const existing = (await fs.readdir(out, { recursive: true, withFileTypes: true })).filter((d) => d.isFile()).map((d) => path.join(d.parentPath ?? d.path, d.name));
  const stale = existing.filter((f) => !files.has(f));
  for (const f of stale) await fs.rm(f);
  for (const host of model.hosts) {
    const n = [...files.keys()].filter((f) => f.startsWith(path.join(out, 'bruno', host.name) + path.sep) && f.endsWith('.bru') && !f.includes(`${path.sep}environments${path.sep}`) && !f.endsWith(`${path.sep}collection.bru`)).length;
    log(`${host.name}: ${n} requests -> ${rel(path.join(out, 'bruno', host.name))}/, ${rel(path.join(out, 'http', `${host.name}.http`))}`);
  }
  log(`${files.size} files, ${changed} changed${stale.length ? `, ${stale.length} stale removed` : ''}`);
}

runIfMain(import.meta, 'collections', generateCollections);
