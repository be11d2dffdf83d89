// The contract model: the one place that reads spec/ and walks the bundled documents. It loads the three
// host documents (bundled in memory from spec/, or as committed in generated/openapi/), the error catalogue
// (spec/errors.yaml) and the Hosted Fields library (spec/hosted-fields.yaml) once, and answers every question
// the rest of the repository asks: hosts and their default ports, operations and form actions, request and
// response schemas, examples, error rows and where they occur, hash recipes, gaps.
//
//   const model = await loadModel();            // generated/openapi/*.json (what is served and shipped)
//   const model = await bundleModel();          // spec/*.yaml bundled now (what the build and lint see)
//   for (const host of model.hosts) for (const op of host.operations) for (const el of op.elements) ...
//
// Generators, the mock, lint functions, docs, benchmarks and tests use this; nothing else parses a YAML file
// of spec/ or walks a bundle by hand.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { isDeepStrictEqual } from 'node:util';
import { documentValidator } from './compiled.mjs';
import { cacheDir, cacheOn, keep, packageVersion, root } from './cache.mjs';
import { HTTP_METHODS, at, deref, escapeToken, tokensOf, walk } from './pointer.mjs';
import { shapeForGenerators } from './shape.mjs';

export { HTTP_METHODS, at, deref, escapeToken, tokensOf, walk } from './pointer.mjs';

export { root };
export const specDir = path.join(root, 'spec');
export const generatedDir = path.join(root, 'generated');
/** A path relative to the repository, for messages. */
export const rel = (file) => path.relative(root, file);

export const FORM = 'application/x-www-form-urlencoded';

const camel = (s) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : '')).replace(/^[A-Z]/, (c) => c.toLowerCase());
const pascal = (s) => camel(s).replace(/^./, (c) => c.toUpperCase());
export const naming = { camel, pascal };

// The YAML read at run time (spec/errors.yaml and spec/hosted-fields.yaml by every process that loads the model, a
// git ref's copies of them by npm run diff, the sandbox's admin document) is parsed once per text: the value is
// kept as JSON in node_modules/.cache/contract-yaml/, named by a hash of the yaml package's version and the text,
// and the next process with the same text reads that instead (about 1 ms, where importing the yaml package and
// parsing took 90 ms; 190 ms with the admin document: the send-callback, explain-hash, sandbox and mock processes
// the tests start each paid it). A value JSON cannot hold as it is (YAML's .inf, say) is not kept. A text that does
// not parse is parsed, and reported, every time. CONTRACT_YAML_CACHE=0 turns the cache off.
const yamlCacheDir = cacheDir('contract-yaml');
const requireHere = createRequire(import.meta.url);
let yamlLibrary;
/** The yaml package, loaded when a text is not in the cache (or the cache is off). */
const yamlPackage = () => (yamlLibrary ??= requireHere('yaml'));
/** The cache file of a YAML text (whether or not it exists). */
export function yamlCacheFile(text) {
  return path.join(yamlCacheDir, `${createHash('sha256').update(`yaml ${packageVersion('yaml')}\0`).update(text).digest('hex')}.json`);
}
/** A YAML text, parsed (through the cache above). */
export function parseYaml(text) {
  const cached = cacheOn('CONTRACT_YAML_CACHE') ? yamlCacheFile(text) : undefined;
  if (cached) {
    try {
      return JSON.parse(fs.readFileSync(cached, 'utf8'));
    } catch {
      // Not parsed before (or a cache file cut short): parsed below, and kept again.
    }
  }
  const value = yamlPackage().parse(text);
  if (cached && isDeepStrictEqual(JSON.parse(JSON.stringify(value) ?? 'null'), value ?? null)) keep(yamlCacheDir, cached, JSON.stringify(value));
  return value;
}
/** A YAML file, parsed; an error names the file. */
export function readYaml(file) {
  try {
    return parseYaml(fs.readFileSync(file, 'utf8'));
  } catch (err) {
    throw new Error(`${rel(file)}: ${err.message}`);
  }
}

/** The root documents of spec/: every spec/*.yaml that is an OpenAPI document. */
function rootDocuments(dir = specDir) {
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => path.join(dir, f))
    .filter((file) => /^openapi:/m.test(fs.readFileSync(file, 'utf8')));
}

// ---------------------------------------------------------------------------------------------------------
// Hosts

/**
 * One host of the interface: one OpenAPI document. Its name is the root document's file name; its default
 * address is its server variable's default (the local mock); `port` is that default unless `<NAME>_PORT`
 * is set in the environment.
 */
export class Host {
  constructor(model, name, document, source) {
    this.model = model;
    this.name = name;
    this.document = document;
    this.source = source;
    this.bundled = path.join(model.generatedDir, 'openapi', `${name}.json`);
    this.title = document.info?.title ?? name;
    this.version = document.info?.version;
    const url = document.servers?.[0]?.url ?? '';
    const variable = /^\{([A-Za-z0-9_]+)\}$/.exec(url)?.[1];
    const address = variable && document.servers[0].variables?.[variable]?.default;
    if (!address) throw new Error(`${rel(source)}: servers[0] must be a single host variable ({name}) whose default is the local address`);
    this.server = { variable, default: address };
    this.defaultPort = Number(new URL(address).port);
    this.portEnv = `${name.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_PORT`;
    this.port = Number(process.env[this.portEnv] ?? this.defaultPort);
    /** Names other code uses for this host: `s2s-card` -> s2sCard, S2sCard. */
    this.camel = camel(name);
    this.pascal = pascal(name);
    this.operations = collectOperations(this, 'paths');
    this.webhooks = collectOperations(this, 'webhooks');
  }

  /** The value a local $ref (or a chain of them) ends at. */
  deref(value) {
    return deref(this.document, value);
  }

  /** The value at a JSON Pointer of the bundle. */
  at(pointer) {
    return at(this.document, pointer);
  }

  /** The operation of a method and path, or undefined. */
  operation(method, p) {
    return this.operations.find((o) => o.method === method.toLowerCase() && o.path === p);
  }

  /** Every element that governs a request body: action branches of form unions, else operation bodies. */
  get elements() {
    return this.operations.flatMap((o) => o.elements);
  }

  /** The body member that carries the merchant's key (section 5.1): the first element's `x-credential: key` member. */
  get keyField() {
    return this.elements.find((e) => e.keyField)?.keyField ?? null;
  }

  /** An ajv that knows this bundle: `compile(pointer)`; compiled once per pointer. */
  get validator() {
    return (this._validator ??= documentValidator(this.name, this.document));
  }

  /** A validator of the schema at a JSON Pointer of the bundle. */
  compile(pointer) {
    return this.validator.compile(pointer);
  }

  /** Every `x-gap` of the bundle with its pointer, the nearest `x-source` and a readable place. */
  gaps() {
    const skip = (node, pointer) => /\/examples\/[^/]+$/.test(pointer) && this.model.isCatalogueRow(node);
    return collectGaps(this.document, { skip }).map((g) => ({ ...g, source: g.source ?? this.document.info?.['x-source'], where: this.describe(g.pointer) }));
  }

  /** Every element of the bundle that lists catalogue rows in `x-errors`: { pointer, label, rows }. */
  errorLists() {
    const out = [];
    walk(this.document, (node, pointer) => {
      if (Array.isArray(node['x-errors'])) out.push({ pointer, label: node.properties?.action?.const ?? this.describe(pointer), rows: node['x-errors'] });
    });
    return out;
  }

  /** A readable name for a JSON Pointer into the bundle: the operation, webhook or component it is in. */
  describe(pointer) {
    const parts = tokensOf(pointer);
    if ((parts[0] === 'paths' || parts[0] === 'webhooks') && parts.length > 1) {
      const item = this.deref(this.document[parts[0]][parts[1]]);
      const method = HTTP_METHODS.includes(parts[2]) ? parts[2] : undefined;
      const op = method ? item?.[method] : undefined;
      const label = parts[0] === 'paths' ? `${method ? method.toUpperCase() : ''} ${parts[1]}`.trim() : `webhook ${parts[1]}${method ? ` (${method.toUpperCase()})` : ''}`;
      const rest = parts.slice(3);
      const example = rest[0] === 'requestBody' && rest.includes('examples') ? rest[rest.indexOf('examples') + 1] : undefined;
      return [label, op?.operationId && `\`${op.operationId}\``, example && `request example ${example}`].filter(Boolean).join(' ');
    }
    if (parts[0] === 'components' && parts.length > 2) return `${parts[1]} \`${parts[2]}\``;
    if (parts[0] === 'servers') return 'server';
    if (parts[0] === 'info') return 'document';
    return '';
  }

  /** A named component (`schemas`, `responses`, `requestBodies`, ...), dereferenced, or undefined. */
  component(kind, name) {
    return this.deref(this.document.components?.[kind]?.[name]);
  }

  /** The named examples of a request body or response component's first media type: [{ name, value, ... }]. */
  componentExamples(kind, name) {
    const media = Object.values(this.component(kind, name)?.content ?? {})[0];
    return examplesOf(this, media);
  }
}

// ---------------------------------------------------------------------------------------------------------
// Operations, bodies and elements

/** The JSON Pointer of the schema a value stands for: the end of its local $ref chain, else `pointer`. */
function pointerOf(doc, value, pointer) {
  let v = value;
  let p = pointer;
  for (let i = 0; v && typeof v === 'object' && typeof v.$ref === 'string'; i++) {
    if (!v.$ref.startsWith('#/') || i > 64) throw new Error(`cannot resolve ${v.$ref}`);
    p = v.$ref.slice(1);
    v = at(doc, p);
  }
  return p;
}

function examplesOf(host, media) {
  return Object.entries(media?.examples ?? {}).map(([name, ex]) => {
    const e = host.deref(ex);
    return { name, value: e?.value, summary: e?.summary, password: e?.['x-hash-password'], example: e };
  });
}

function collectOperations(host, kind) {
  const doc = host.document;
  const out = [];
  for (const [key, rawItem] of Object.entries(doc[kind] ?? {})) {
    const item = host.deref(rawItem);
    for (const method of HTTP_METHODS) {
      if (item?.[method] && typeof item[method] === 'object') out.push(new Operation(host, kind, key, method, item, item[method]));
    }
  }
  return out;
}

/** One operation of a host: a path's method, or a webhook's. */
export class Operation {
  constructor(host, kind, key, method, item, op) {
    this.host = host;
    this.kind = kind === 'webhooks' ? 'webhook' : 'path';
    this.path = key;
    this.method = method;
    this.op = op;
    this.operationId = op.operationId ?? null;
    this.pointer = `/${kind}/${escapeToken(key)}/${method}`;
    this.label = `${this.kind === 'webhook' ? `webhook ${key} ` : ''}${method.toUpperCase()}${this.kind === 'webhook' ? '' : ` ${key}`}${op.operationId ? ` (${op.operationId})` : ''}`;
    this.source = op['x-source'];
    this.gap = op['x-gap'];
    this.recipe = op['x-hash'] ?? null;
    this.errors = op['x-errors'] ?? [];
    this.parameters = [...(item.parameters ?? []), ...(op.parameters ?? [])].map((x) => host.deref(x)).map((x) => ({
      in: x.in,
      name: x.name,
      required: Boolean(x.required),
      schema: x.schema,
      example: x.example ?? Object.values(x.examples ?? {}).map((e) => host.deref(e)?.value)[0],
    }));
    this.requestBody = this.#requestBody();
    this.responses = this.#responses();
    this.elements = this.#elements();
  }

  #requestBody() {
    const rb = this.host.deref(this.op.requestBody);
    if (!rb?.content) return null;
    const contentType = Object.keys(rb.content)[0];
    const media = rb.content[contentType];
    const schemaPointer = media.schema ? pointerOf(this.host.document, media.schema, `${this.pointer}/requestBody/content/${escapeToken(contentType)}/schema`) : null;
    return {
      required: Boolean(rb.required),
      contentType,
      contentTypes: Object.keys(rb.content),
      media,
      schemaPointer,
      schema: this.host.deref(media.schema),
      examples: examplesOf(this.host, media),
    };
  }

  #responses() {
    const out = [];
    for (const [status, raw] of Object.entries(this.op.responses ?? {})) {
      const response = this.host.deref(raw);
      const types = Object.keys(response?.content ?? {});
      if (!types.length) out.push({ status, contentType: null, response, schemaPointer: null, schema: undefined, examples: [] });
      for (const contentType of types) {
        const media = response.content[contentType];
        out.push({
          status,
          contentType,
          contentTypes: types,
          response,
          media,
          schemaPointer: media.schema ? `${this.pointer}/responses/${escapeToken(status)}/content/${escapeToken(contentType)}/schema` : null,
          schema: this.host.deref(media.schema),
          examples: examplesOf(this.host, media),
        });
      }
    }
    return out;
  }

  /** The responses of a status (first media type first). */
  response(status) {
    return this.responses.find((r) => r.status === String(status));
  }

  /** The member every oneOf branch of the body fixes with a `const` (S2S: action), or null. */
  get discriminator() {
    const schema = this.requestBody?.schema;
    const branches = (schema?.oneOf ?? []).map((b) => this.host.deref(b));
    if (!branches.length) return null;
    return Object.keys(branches[0].properties ?? {}).find((k) => branches.every((b) => this.host.deref(b.properties?.[k])?.const !== undefined)) ?? null;
  }

  #elements() {
    const body = this.requestBody;
    if (!body?.schema) return [];
    const d = this.discriminator;
    if (!d) return [new Element(this, { schema: body.schema, pointer: body.schemaPointer, value: null, raw: this.op, examples: body.examples })];
    return body.schema.oneOf.map((raw, i) => {
      const schema = this.host.deref(raw);
      const value = this.host.deref(schema.properties[d]).const;
      return new Element(this, {
        schema,
        pointer: pointerOf(this.host.document, raw, `${body.schemaPointer}/oneOf/${i}`),
        value,
        raw: schema,
        examples: body.examples.filter((e) => e.value?.[d] === value),
      });
    });
  }

  /** Whether the body's schema asserts more than its oneOf (then the whole body is validated too). */
  /**
   * The release markers (x-added-in-version, x-changed-in-version) of the operation and of everything it
   * references: [{ version, kind: 'added' | 'changed', member, place }] (see versionMarkers).
   */
  get versions() {
    const own = [['x-added-in-version', 'added'], ['x-changed-in-version', 'changed']].filter(([k]) => this.op[k] !== undefined).map(([k, kind]) => ({ version: String(this.op[k]), kind, member: null, place: null }));
    return (this._versions ??= [...own, ...versionMarkers(this.host, [
      ...(this.op.parameters ? [[{ parameters: this.op.parameters }, 'parameters']] : []),
      ...(this.op.requestBody ? [[this.op.requestBody, this.kind === 'webhook' ? 'payload' : 'request']] : []),
      ...Object.entries(this.op.responses ?? {}).map(([status, r]) => [r, `response ${status}`]),
    ])]);
  }

  get bodyAssertsBesidesOneOf() {
    const schema = this.requestBody?.schema;
    return Boolean(schema) && Object.keys(schema).some((k) => k !== 'oneOf' && !k.startsWith('x-') && !ANNOTATIONS.has(k));
  }
}

// Keywords that only annotate a schema.
const ANNOTATIONS = new Set(['$schema', '$id', '$comment', '$anchor', 'title', 'description', 'examples', 'example', 'default', 'deprecated', 'readOnly', 'writeOnly', 'discriminator', 'externalDocs', 'xml']);

/**
 * What governs one request body: an action branch of a form union (`value` is its action) or an operation's
 * body (`value` null). Carries its schema and pointer, recipe, hash gap, catalogue rows and examples.
 */
export class Element {
  constructor(operation, { schema, pointer, value, raw, examples }) {
    const host = operation.host;
    this.operation = operation;
    this.host = host;
    this.schema = schema;
    this.pointer = pointer;
    this.value = value;
    this.discriminator = value === null ? null : operation.discriminator;
    this.select = value === null ? {} : { [this.discriminator]: value };
    this.title = schema.title ?? null;
    this.label = value === null ? `${host.name} ${operation.method.toUpperCase()} ${operation.path}` : `${host.name} ${operation.method.toUpperCase()} ${operation.path} ${this.discriminator}=${value}`;
    this.source = raw['x-source'];
    this.recipe = raw['x-hash'] ?? null;
    this.errors = raw['x-errors'] ?? [];
    this.examples = examples;
    const hashSchema = host.deref(schema.properties?.hash);
    const gaps = [raw, schema, hashSchema].map((c) => c?.['x-gap']).filter((g) => typeof g === 'string');
    /** The x-gap that explains a missing recipe: the first that speaks of the hash, else the element's own. */
    this.gap = gaps.find((g) => /hash|recipe|signature/i.test(g)) ?? gaps[0] ?? null;
    this.members = propertiesOf(host, schema);
    this.required = requiredOf(host, schema);
    this.signed = this.members.has('hash');
    this.hashRequired = this.required.has('hash');
    this.keyField = credentialMember(host, schema);
  }

  /** The release markers of this element's request schema (see versionMarkers); for an action, its own too. */
  get versions() {
    return (this._versions ??= versionMarkers(this.host, [[this.schema, 'request']]));
  }

  /** The schema of a member (top-level name), through $ref and allOf, or undefined. */
  member(name) {
    return memberSchema(this.host, this.schema, `/${escapeToken(name)}`);
  }

  /**
   * The members of a form element whose schema takes numerals only (interval_length, order_amount, ...): a form
   * carries every value as text, so the client accepts a finite JS number there and sends String(n), which the
   * schema then checks like any string. Empty for JSON bodies, where a number is sent as a JSON number.
   */
  get numerals() {
    if (this.operation.requestBody?.contentType !== FORM) return [];
    return [...this.members].filter((name) => takesNumeralsOnly(this.host, this.member(name)));
  }

  /** A validator of this element's schema. */
  get validate() {
    return this.host.compile(this.pointer);
  }
}

/**
 * Whether a schema `pattern` admits numerals only: anchored at both ends, no alternative outside a group, and
 * built of nothing but digits, classes of digits, the decimal point, a sign, groups and quantifiers
 * (`^[0-9]+$`, `^[0-9]+(\.[0-9]+)?$`, `^([1-9][0-9]?|100)$`; not `^[^\s]*$` nor `^([A-Z]{2}|[0-9]{3})$`).
 */
export function numeralPattern(pattern) {
  if (typeof pattern !== 'string' || !pattern.startsWith('^') || !pattern.endsWith('$') || pattern.endsWith('\\$')) return false;
  const body = pattern.slice(1, -1);
  const token = /\\d|\\[.+-]|[0-9-]|\[(?:[0-9](?:-[0-9])?|\\d|\\\.|\.)+\]|\(\?:|[()|?*+]|\{\d+(?:,\d*)?\}/y;
  let depth = 0;
  let atoms = 0;
  for (let i = 0; i < body.length; ) {
    token.lastIndex = i;
    const t = token.exec(body)?.[0];
    if (!t) return false;
    if (t === '(' || t === '(?:') depth++;
    else if (t === ')') depth--;
    else if (t === '|' && depth === 0) return false;
    else if (!/^[|?*+{]/.test(t)) atoms++;
    if (depth < 0) return false;
    i += t.length;
  }
  return depth === 0 && atoms > 0;
}

/** Whether a member's schema (through $ref and allOf) takes numerals only: a pattern of numerals constrains it. */
function takesNumeralsOnly(host, schema, seen = new Set()) {
  const s = host.deref(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return false;
  seen.add(s);
  return numeralPattern(s.pattern) || (s.allOf ?? []).some((sub) => takesNumeralsOnly(host, sub, seen));
}


/** Property names a schema declares, through $ref, allOf, anyOf/oneOf and if/then/else. */
export function propertiesOf(host, schema, seen = new Set()) {
  const s = host.deref(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return new Set();
  seen.add(s);
  const names = new Set(Object.keys(s.properties ?? {}));
  for (const k of ['allOf', 'anyOf', 'oneOf']) for (const sub of s[k] ?? []) for (const n of propertiesOf(host, sub, seen)) names.add(n);
  for (const k of ['then', 'else']) if (s[k]) for (const n of propertiesOf(host, s[k], seen)) names.add(n);
  return names;
}

/** Members a schema requires, through $ref and allOf. */
export function requiredOf(host, schema) {
  const s = host.deref(schema);
  const names = new Set(s?.required ?? []);
  for (const sub of s?.allOf ?? []) for (const n of requiredOf(host, sub)) names.add(n);
  return names;
}

/** The schema of the member at a JSON Pointer of a body, through $ref and allOf (undefined where not declared). */
export function memberSchema(host, schema, pointer) {
  let s = host.deref(schema);
  for (const k of tokensOf(pointer)) {
    const find = (x) => {
      const d = host.deref(x);
      return d?.properties?.[k] ?? (d?.allOf ?? []).map(find).find(Boolean);
    };
    s = host.deref(find(s));
    if (!s) return undefined;
  }
  return s;
}

/** The body member whose schema the spec marks `x-credential: key` (section 5.1), or null. */
function credentialMember(host, schema, seen = new Set()) {
  const s = host.deref(schema);
  if (!s || typeof s !== 'object' || seen.has(s)) return null;
  seen.add(s);
  for (const [name, sub] of Object.entries(s.properties ?? {})) if (host.deref(sub)?.['x-credential'] === 'key') return name;
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    for (const sub of s[k] ?? []) {
      const found = credentialMember(host, sub, seen);
      if (found) return found;
    }
  }
  return null;
}

// ---------------------------------------------------------------------------------------------------------
// Walking and gaps


/**
 * Every x-gap of a JSON value, with its JSON Pointer and the nearest x-source (its own or an ancestor's).
 * `skip(node, pointer)` leaves out a subtree.
 */
export function collectGaps(value, { skip = () => false } = {}) {
  const gaps = [];
  const visit = (node, pointer, source) => {
    if (!node || typeof node !== 'object') return;
    if (pointer && skip(node, pointer)) return;
    const here = node['x-source'] ?? source;
    if (!Array.isArray(node) && node['x-gap'] !== undefined) gaps.push({ pointer: pointer || '/', source: here, gap: node['x-gap'] });
    for (const [k, v] of Object.entries(node)) visit(v, `${pointer}/${escapeToken(k)}`, here);
  };
  visit(value, '', undefined);
  return gaps;
}

/**
 * The release markers under some nodes of a bundle, following $refs (each target once): for each node that
 * carries x-added-in-version or x-changed-in-version, { version, kind, member, place } where `member` is the
 * property it is the schema of (null for the node itself), and `place` what the caller named the start
 * (request, response 200, payload, or null for the operation itself). Catalogue rows are left out (the error
 * catalogue shows their versions). Sorted by version, then kind, member and place; no duplicates.
 */
export function versionMarkers(host, starts) {
  const out = new Map();
  for (const [start, place] of starts) {
    const seen = new Set();
    const visit = (raw, member) => {
      const node = raw && typeof raw === 'object' && typeof raw.$ref === 'string' ? host.deref(raw) : raw;
      if (!node || typeof node !== 'object' || seen.has(node) || host.model.isCatalogueRow(node)) return;
      seen.add(node);
      for (const [key, kind] of [['x-added-in-version', 'added'], ['x-changed-in-version', 'changed']]) {
        const version = raw?.[key] ?? node[key];
        // A marked branch of a form union is named by its action (the member it pins with const).
        const what = member ?? Object.values(node.properties ?? {}).map((p) => host.deref(p)?.const).find((c) => typeof c === 'string') ?? null;
        if (version !== undefined) out.set(`${version} ${kind} ${what} ${place}`, { version: String(version), kind, member: what, place });
      }
      for (const [k, v] of Object.entries(node)) {
        if (k === 'examples' || k === 'example' || k.startsWith('x-')) continue;
        if (k === 'properties' && v && typeof v === 'object') for (const [name, schema] of Object.entries(v)) visit(schema, name);
        // A pattern of members is named as the docs write it: ^custom_data\[[^\[\]]+\]$ -> custom_data[key].
        else if (k === 'patternProperties' && v && typeof v === 'object') for (const [pattern, schema] of Object.entries(v)) visit(schema, pattern.replace(/^\^|\$$/g, '').replaceAll('\\[[^\\[\\]]+\\]', '[key]').replace(/\\/g, ''));
        else if (k === 'parameters' && Array.isArray(v)) for (const p of v) visit(p, host.deref(p)?.name ?? member);
        else visit(v, member);
      }
    };
    visit(start, null);
  }
  return [...out.values()].sort((a, b) => a.version.localeCompare(b.version, 'en', { numeric: true }) || a.kind.localeCompare(b.kind) || String(a.member).localeCompare(String(b.member)) || String(a.place).localeCompare(String(b.place)));
}

// ---------------------------------------------------------------------------------------------------------
// The error catalogue

/** One row of spec/errors.yaml: what the source shows of it, and where it occurs. */
export class ErrorRow {
  constructor(name, raw) {
    this.name = name;
    this.raw = raw;
    this.summary = raw.summary;
    this.description = raw.description;
    this.source = raw['x-source'];
    this.status = raw['x-status'] ?? null;
    this.code = raw.value?.error_code ?? raw['x-error-code'] ?? null;
    this.message = raw.value?.error_message ?? raw['x-error-message'] ?? null;
    /** The error body, where the source shows both code and message; else undefined. */
    this.body = raw.value;
    this.gap = raw['x-gap'] ?? null;
    this.occursIn = raw['x-occurs-in'] ?? [];
    this.addedIn = raw['x-added-in-version'];
    this.changedIn = raw['x-changed-in-version'];
    /** The constant name the client exports it as: hash-not-valid -> HASH_NOT_VALID. */
    this.constant = name.replace(/[^A-Za-z0-9]+/g, '_').toUpperCase();
    /** The entity of the not-found rule this row is about (`x-entity`), or null. */
    this.entity = raw['x-entity'] ?? null;
    /** The not-found rule's code for that entity (set by the model from x-not-found-rule), or null. */
    this.ruleCode = null;
    /** Every code a client should expect with this row's message: the row's own, then the rule's where it differs. */
    this.codes = this.code === null ? [] : [this.code];
  }

  /** Reads the not-found rule's code for the row's entity (x-entity); a row naming an entity the rule lacks is an error. */
  applyNotFoundRule(rule) {
    if (this.entity === null) return;
    const code = rule?.codes?.[this.entity];
    if (code === undefined) throw new Error(`spec/errors.yaml: row ${this.name} has x-entity ${this.entity}, which the not-found rule (x-not-found-rule of ErrorBody) gives no code`);
    this.ruleCode = code;
    if (!this.codes.includes(code)) this.codes.push(code);
  }
}

// ---------------------------------------------------------------------------------------------------------
// The model

export class Model {
  constructor({ documents, catalogue, hostedFields, from, dirs = {} }) {
    this.from = from;
    /** Where the contract is read from and the artefacts are written to (spec/ and generated/ unless a test says otherwise). */
    this.specDir = dirs.specDir ?? specDir;
    this.generatedDir = dirs.generatedDir ?? generatedDir;
    this.catalogueFile = path.join(this.specDir, 'errors.yaml');
    this.hostedFieldsFile = path.join(this.specDir, 'hosted-fields.yaml');
    this.errors = Object.entries(catalogue).map(([name, raw]) => new ErrorRow(name, raw));
    this.hostedFields = hostedFields;
    this.hosts = documents.map(({ name, document, source }) => new Host(this, name, document, source)).sort((a, b) => a.defaultPort - b.defaultPort);
    const ports = new Set(this.hosts.map((h) => h.defaultPort));
    if (ports.size !== this.hosts.length) throw new Error('spec/: two hosts share a default port (servers[0] variable default)');
    for (const row of this.errors) row.applyNotFoundRule(this.notFoundRule);
  }

  /**
   * The not-found rule of section 7 (`x-not-found-rule` of the error body schema, ErrorBody, written once in
   * spec/schemas/ErrorBody.yaml and carried by every host's bundle): { description, codes: { entity: code } }, or null.
   */
  get notFoundRule() {
    if (this._notFoundRule === undefined) this._notFoundRule = this.hosts.map((h) => h.component('schemas', 'ErrorBody')?.['x-not-found-rule']).find(Boolean) ?? null;
    return this._notFoundRule;
  }

  /** The host of a name; an unknown name is an error listing the hosts. */
  host(name) {
    const host = this.hosts.find((h) => h.name === name);
    if (!host) throw new Error(`unknown host "${name}" (one of ${this.hosts.map((h) => h.name).join(', ')})`);
    return host;
  }

  /** The catalogue row of a name, or undefined. */
  error(name) {
    return this.errors.find((r) => r.name === name);
  }

  /** The catalogue as spec/errors.yaml writes it: { name: Example Object with x- members }. */
  get catalogue() {
    return Object.fromEntries(this.errors.map((r) => [r.name, r.raw]));
  }

  /** Whether a bundle node is (a copy of) a catalogue row. */
  isCatalogueRow(node) {
    return this.errors.some((r) => isDeepEqual(node, r.raw));
  }

  /**
   * What a server (the mock, the sandbox) answers for a catalogue row: { status, body, notes }. A row with a
   * body is answered with it. A row whose code or message the source does not show (208003, 208005, the size
   * row) still needs an error body: the code of 'Request data is invalid.' (the other request errors' code)
   * where the code is not shown, the row's summary where the message is not shown; `notes` says which.
   * With `notFoundRule`, a row whose entity (x-entity) the not-found rule gives another code than the row's
   * is answered with the rule's code (the sandbox's choice), and `notes` says so.
   */
  errorAnswer(name, { notFoundRule = false } = {}) {
    const row = this.error(name);
    if (!row) throw new Error(`spec/errors.yaml has no row ${name}`);
    if (row.body) {
      const body = structuredClone(row.body);
      if (!notFoundRule || row.ruleCode === null || row.ruleCode === row.code) return { status: row.status, body, notes: [] };
      body.error_code = row.ruleCode;
      return { status: row.status, body, notes: [`${row.name}: section 7's table shows ${row.code}, its not-found rule (6.7.0) gives ${row.entity} entities ${row.ruleCode}; sent with the rule's code`] };
    }
    const invalid = this.error('request-data-invalid');
    if (!invalid?.body) throw new Error('spec/errors.yaml has no row request-data-invalid with a body');
    const notes = [];
    const code = row.code ?? (notes.push(`${row.name}: error_code not shown by the source; sent as ${invalid.code}, the code of the other request errors`), invalid.code);
    const message = row.message ?? (notes.push(`${row.name}: error_message not shown by the source; sent as the row's summary`), row.summary);
    return { status: row.status, body: { result: invalid.body.result, error_code: code, error_message: message }, notes };
  }

  /** Every x-gap of the catalogue, with its row. */
  catalogueGaps() {
    return collectGaps(this.catalogue).map((g) => ({ ...g, row: tokensOf(g.pointer)[0] }));
  }

  /** The interface version (info.version of the first host). */
  get version() {
    return this.hosts[0]?.version;
  }

  /** Every element of every host. */
  get elements() {
    return this.hosts.flatMap((h) => h.elements);
  }

  /**
   * Where each catalogue row is said to occur: `x-occurs-in` places resolved to the hosts' operations,
   * action branches or components. { place: 's2s-card:CAPTURE', host, element?, operation?, component? }.
   */
  placesOf(row) {
    return row.occursIn.map((place) => {
      const [hostName, what] = place.split(':');
      const host = this.hosts.find((h) => h.name === hostName);
      const operation = host?.operations.find((o) => o.operationId === what);
      const element = host?.elements.find((e) => e.value === what);
      const component = host && !operation && !element ? ['requestBodies', 'schemas', 'responses'].map((k) => host.component(k, what)).find(Boolean) : undefined;
      return { place, host, operation, element, component };
    });
  }

  /**
   * The responses of the hosts that serve catalogue rows: a response example named after a row and equal
   * to it. [{ host, operation, status, rows: [name, ...] }], in host and operation order.
   */
  servedRows() {
    const out = [];
    for (const host of this.hosts) {
      for (const operation of [...host.operations, ...host.webhooks]) {
        const byStatus = new Map();
        for (const r of operation.responses) {
          for (const ex of r.examples) {
            const row = this.error(ex.name);
            if (row && isDeepEqual(ex.example, row.raw)) {
              const rows = byStatus.get(r.status) ?? [];
              if (!rows.includes(row.name)) rows.push(row.name);
              byStatus.set(r.status, rows);
            }
          }
        }
        for (const [status, rows] of byStatus) out.push({ host, operation, status, rows });
      }
    }
    return out;
  }
}

const isDeepEqual = (a, b) => JSON.stringify(a) === JSON.stringify(b);

function readCatalogue(dir = specDir) {
  return readYaml(path.join(dir, 'errors.yaml'));
}

const cache = new Map();

/**
 * The model of the committed bundles, generated/openapi/<host>.json (what the mock serves, the client is
 * generated from and other teams consume), with the catalogue and Hosted Fields library from spec/.
 * Loaded once per process.
 */
export function loadModel() {
  if (!cache.has('generated')) {
    const documents = rootDocuments().map((source) => {
      const name = path.basename(source, '.yaml');
      const file = path.join(generatedDir, 'openapi', `${name}.json`);
      let text;
      try {
        text = fs.readFileSync(file, 'utf8');
      } catch {
        throw new Error(`${rel(file)} is missing: run npm run build`);
      }
      return { name, document: JSON.parse(text), source };
    });
    cache.set('generated', new Model({ documents, catalogue: readCatalogue(), hostedFields: readYaml(path.join(specDir, 'hosted-fields.yaml')), from: 'generated' }));
  }
  return cache.get('generated');
}

/**
 * The model of the contract as committed at a git ref (a commit, tag or branch): the bundles of
 * generated/openapi/ and the catalogue and Hosted Fields library of spec/ at that ref, read with `git show`
 * (generated/ is reproducible from spec/ at every commit, which CI checks). `npm run diff` compares it with
 * bundleModel(). A ref that git does not know, or one without bundles, is an error saying so.
 */
export function modelAtRef(ref, { cwd = root } = {}) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, stdio: ['ignore', 'pipe', 'pipe'] });
  let commit;
  try {
    commit = git('rev-parse', '--verify', '--quiet', `${ref}^{commit}`).trim();
  } catch {
    throw new Error(`git does not know the ref "${ref}"`);
  }
  const show = (file) => {
    try {
      return git('show', `${commit}:${file}`);
    } catch {
      return undefined;
    }
  };
  const names = git('ls-tree', '--name-only', `${commit}`, 'generated/openapi/').split('\n').filter((f) => f.endsWith('.json')).map((f) => path.basename(f, '.json'));
  if (names.length === 0) throw new Error(`${ref} (${commit.slice(0, 7)}) has no bundles under generated/openapi/`);
  const documents = names.map((name) => ({ name, document: JSON.parse(show(`generated/openapi/${name}.json`)), source: path.join(specDir, `${name}.yaml`) }));
  const yamlAt = (file) => {
    const text = show(file);
    return text === undefined ? {} : parseYaml(text);
  };
  const model = new Model({ documents, catalogue: yamlAt('spec/errors.yaml'), hostedFields: yamlAt('spec/hosted-fields.yaml'), from: `git ${ref}` });
  model.commit = commit;
  return model;
}

// Validation as OpenAPI 3.1 is a pure function of the bundled document (and of swagger-parser's version), and most
// of a bundleModel's time (swagger-parser compiles the OpenAPI 3.1 schema anew for each document: about 100 ms of
// each 150). A document that passed is remembered by its hash, a file name in node_modules/.cache/contract-validated/,
// so that the next process to bundle the same document (npm run diff bundles two versions of the contract each
// run, npm run build, lint and release one each; the tests many) skips it. A failure is never remembered: an
// invalid document is validated, and reported, every time. CONTRACT_VALIDATION_CACHE=0 turns the memory off.
const validatedDir = cacheDir('contract-validated');
/** The file that says a bundled document passed validation (whether or not it exists). */
export function validatedMarker(document) {
  return path.join(validatedDir, createHash('sha256').update(`swagger-parser ${packageVersion('@apidevtools/swagger-parser')}\0`).update(JSON.stringify(document)).digest('hex'));
}
async function validateOnce(SwaggerParser, document) {
  const remember = cacheOn('CONTRACT_VALIDATION_CACHE');
  const marker = remember ? validatedMarker(document) : undefined;
  if (marker && fs.existsSync(marker)) return;
  await SwaggerParser.validate(structuredClone(document));
  // A few hundred documents are plenty (each test run's seeded copies among them).
  if (marker) keep(validatedDir, marker, '');
}

/**
 * The model of spec/ as it is now: each root document bundled in memory by swagger-parser (external $refs
 * become local ones) and validated as OpenAPI 3.1. `validate: false` skips the validation. An error names
 * the file. Every schema $ref of a bundle must name a registered component (see strayRefs).
 * The bundle is then shaped for code generators (packages/contract/shape.mjs); `shape: false` keeps swagger-parser's
 * bundle as it is (tests compare the two).
 * `specDir` and `generatedDir` read another copy of the contract and point the generators elsewhere
 * (tests build a changed copy of spec/ into a temporary directory this way).
 */
export async function bundleModel({ validate = true, shape = true, specDir: dir = specDir, generatedDir: out = generatedDir } = {}) {
  const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
  const documents = [];
  for (const source of rootDocuments(dir)) {
    let document;
    try {
      document = await SwaggerParser.bundle(source);
      if (validate) await validateOnce(SwaggerParser, document);
      if (shape) shapeForGenerators(document);
    } catch (err) {
      throw new Error(`${rel(source)}: ${err.message}`);
    }
    const stray = strayRefs(document, { defs: !shape });
    if (stray.length) {
      throw new Error(`${rel(source)}: schemas referenced but not registered under components (register each file in the root document):\n  ${stray.join('\n  ')}`);
    }
    documents.push({ name: path.basename(source, '.yaml'), document, source });
  }
  return new Model({ documents, catalogue: readCatalogue(dir), hostedFields: readYaml(path.join(dir, 'hosted-fields.yaml')), from: 'spec', dirs: { specDir: dir, generatedDir: out } });
}

/**
 * The JSON Schema files of a folder of spec/schemas/ (`sub`, such as 'method-parameters'), by file name: each
 * { name, file, schema } with `schema` as written (parsed YAML), and `dereferenced()`, the schema with every
 * $ref (to files beside it or in spec/schemas/) replaced by its target, for validating instances against
 * one file on its own (tests of sets no operation references whole).
 */
export function schemaFiles(sub = '', { dir = specDir } = {}) {
  const folder = path.join(dir, 'schemas', sub);
  return fs
    .readdirSync(folder)
    .filter((f) => f.endsWith('.yaml'))
    .sort()
    .map((f) => {
      const file = path.join(folder, f);
      return {
        name: path.basename(f, '.yaml'),
        file,
        schema: readYaml(file),
        async dereferenced() {
          const { default: $RefParser } = await import('@apidevtools/json-schema-ref-parser');
          try {
            return await $RefParser.dereference(file);
          } catch (err) {
            throw new Error(`${rel(file)}: ${err.message}`);
          }
        },
      };
    });
}

// In a bundle every schema $ref must name a registered component: a schema file that the
// root document does not register under components is placed wherever swagger-parser first met it, such as
// a parameter's schema, and openapi-typescript then emits a type path that does not compile.
const NAMED = /^#\/components\/[^/]+\/[^/]+$/;
const EXAMPLE = /\/examples\/[^/]+$/;

function strayRefs(document, { defs = false } = {}) {
  const out = [];
  const named = defs ? /^#\/components\/[^/]+\/[^/]+(\/\$defs\/.+)?$/ : NAMED;
  walk(document, (node, pointer) => {
    if (typeof node.$ref === 'string' && !named.test(node.$ref) && !EXAMPLE.test(node.$ref)) out.push(`#${pointer}: $ref ${node.$ref}`);
  });
  return out;
}
