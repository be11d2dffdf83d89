// Stage: the signing recipes as data every language reads, generated/hash/, from the model:
//   recipes.json         every x-hash of the bundles (on the operation for Checkout, on the action branch for S2S):
//                        host, method, path, operationId, action, `when`, the fields in hash order (wire names and
//                        JSON Pointers), the algorithm with the contract's description of it; and every element
//                        without a recipe (or whose recipe's `when` does not hold), with its gap text;
//   vectors.json         the test vectors every signer must reproduce: the contract's signed examples and cases
//                        made from them (case, non-ASCII, special casing, amounts as sent, unhashed members, the
//                        password), each with the body, the password, the upper-case input, its UTF-8 bytes, MD5
//                        and SHA1; and bodies no recipe applies to;
//   *.schema.json        the JSON Schema of each file.
// The digests are computed here with node:crypto, by the algorithm the recipe names, and every signed example's
// hash is checked against them (the contract's own vectors). Deterministic: sorted by id, no timestamps.
import crypto from 'node:crypto';
import path from 'node:path';
import { FORM, HTTP_METHODS, escapeToken, propertiesOf, rel, tokensOf, walk } from '../../packages/contract/index.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeJson } from '../lib/write.mjs';
import { removeStale } from './validators.mjs';

/** The format of both files; a change a reader must know of raises it. */
export const FORMAT_VERSION = 1;

const hex = (algorithm, bytes) => crypto.createHash(algorithm).update(bytes).digest('hex');

/**
 * The algorithms an x-hash may name, by the name it gives (section 5 names one), each with how this repository
 * computes it: `compute(values, password)` gives every intermediate a vector shows, and `reading` says each step
 * exactly, for another language. The contract's own description of the algorithm is read from the hash member's
 * schema (spec/schemas/Hash.yaml), not written here.
 */
export const ALGORITHMS = {
  'sha1(md5(upper(fields+password)))': {
    compute(values, password) {
      const input = (values.join('') + password).toUpperCase();
      const bytes = Buffer.from(input, 'utf8');
      const md5 = hex('md5', bytes);
      return { input, inputUtf8: bytes.toString('hex'), md5, sha1: hex('sha1', Buffer.from(md5, 'latin1')) };
    },
    reading: {
      steps: [
        'Concatenate the values at the recipe\'s fields, in order, each the exact string sent in the body (no trimming, no number formatting, no Unicode normalization), then the password.',
        'Upper-case the whole string with the Unicode default full case mapping, locale-independent: ECMAScript String.prototype.toUpperCase, as the TypeScript client (packages/client) and the sandbox do.',
        'Encode the upper-case string as UTF-8 and take its MD5, written as 32 lower-case hex digits.',
        'Take the SHA1 of those 32 ASCII characters, written as 40 lower-case hex digits: that is `hash`.',
      ],
      upperCase: {
        function: 'ECMAScript String.prototype.toUpperCase (locale-independent)',
        mapping:
          'Unicode default full case mapping: UnicodeData.txt plus the unconditional mappings of SpecialCasing.txt, no locale rules. One character can become several, so the input can grow: see `examples`. Characters with no upper-case form (digits, punctuation, most scripts without case) stay as they are.',
        sameIn: ['Python 3 str.upper()', 'Java String.toUpperCase(Locale.ROOT) (without Locale.ROOT a Turkish default locale maps i to İ)', 'Rust str::to_uppercase()'],
        notSameIn: ['Go strings.ToUpper and unicode.ToUpper: the simple mapping, under which ß, ﬁ and ŉ stay as they are'],
        // Each pair is computed by toUpperCase when the stage runs.
        examples: ['ß', 'ﬁ', 'ŉ', 'ı', 'i', 'ë', 'æ', 'ø', 'ǆ'],
      },
      encoding: 'UTF-8, no byte order mark; each vector gives the bytes as `inputUtf8` (hex).',
      hexCase: 'Lower-case hex at both steps: the SHA1 is taken over the MD5 hex in lower case. The contract\'s Hash schema takes either letter case for the result (its pattern); the sandbox compares it case-insensitively.',
      // `gap` is the hash schema's x-gap (spec/schemas/Hash.yaml), followed by this note.
      readingNote: 'The steps here are this repository\'s reading (its client and sandbox sign and check this way); for ASCII input only the hex case is open.',
    },
  },
};

// The cases the stage makes from each recipe's example, in the order vectors.json lists them.
const NON_ASCII = 'Zoë Ærø';
const DECOMPOSED = 'Zoe\u0308 Ærø';
const SPECIAL_CASING = 'Straße ﬁx ı';
const AMOUNTS = ['10.5', '10.50'];
const PASSWORD_CASE = 'päss-wort-ß';
const KINDS = ['example', 'lower-case', 'upper-case', 'non-ascii', 'decomposed', 'special-casing', 'amount-as-sent', 'minimal', 'optional-members', 'password'];

const byId = (a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** The value at a JSON Pointer of a body, or undefined. */
function valueAt(body, pointer) {
  let v = body;
  for (const k of tokensOf(pointer)) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, k)) return undefined;
    v = v[k];
  }
  return v;
}

/** A copy of a body with the value at a pointer replaced (the parents must exist). */
function withValue(body, pointer, value) {
  const out = structuredClone(body);
  const keys = tokensOf(pointer);
  const parent = keys.slice(0, -1).reduce((o, k) => o[k], out);
  parent[keys.at(-1)] = value;
  return out;
}

const applies = (recipe, body) => Object.entries(recipe.when ?? {}).every(([p, v]) => valueAt(body, p) === v);

/** Where a place of the contract is, for ids and messages: `<document>:<action or operationId>`, as x-occurs-in writes it. */
const placeOf = (element) => `${element.host.name}:${element.value ?? element.operation.operationId ?? `${element.operation.method.toUpperCase()} ${element.operation.path}`}`;

function hostOf(host) {
  return { name: host.name, server: host.document.servers[0].url, bundle: rel(host.bundled).split(path.sep).join('/') };
}

/** A recipe field as a client writes it: the form key, or the member path of a JSON body, with its JSON Pointer. */
function fieldOf(pointer, form, where) {
  const keys = tokensOf(pointer);
  if (!keys.length) throw new Error(`${where}: x-hash field "${pointer}" is the whole body, not a member`);
  if (form && keys.length !== 1) throw new Error(`${where}: x-hash field ${pointer} is nested, but a form is flat (write bracket keys literally)`);
  return form ? { name: keys[0], formKey: keys[0], pointer, keys } : { name: keys.join('.'), pointer, keys };
}

const conditionsOf = (when) => Object.entries(when).map(([pointer, value]) => ({ pointer, keys: tokensOf(pointer), equals: value }));

/** What a recipe or a gap entry says of the request it belongs to. */
function requestOf(element) {
  const op = element.operation;
  return {
    host: hostOf(element.host),
    method: op.method.toUpperCase(),
    path: op.path,
    operationId: op.operationId,
    contentType: op.requestBody.contentType,
    action: element.value === null ? null : { member: element.discriminator, value: element.value },
  };
}

/** The JSON Pointer of an element's x-hash in its bundle: on the operation (a body without branches), else on the branch. */
const hashPointerOf = (element) => `${element.value === null ? element.operation.pointer : element.pointer}/x-hash`;

function checkRecipe(element) {
  const r = element.recipe;
  const where = `${rel(element.host.bundled)} ${element.label}`;
  if (!ALGORITHMS[r.algorithm]) throw new Error(`${where}: x-hash algorithm "${r.algorithm}" is not one this stage computes (${Object.keys(ALGORITHMS).join(', ')})`);
  if (!Array.isArray(r.fields) || r.fields.length === 0 || !r.fields.every((f) => typeof f === 'string' && f.startsWith('/'))) throw new Error(`${where}: x-hash fields must be a non-empty list of JSON Pointers`);
  if (r.when !== undefined && (typeof r.when !== 'object' || r.when === null || !Object.keys(r.when).every((p) => p.startsWith('/')))) throw new Error(`${where}: x-hash when must map JSON Pointers to values`);
  return where;
}

/** The body as a vector shows it: a JSON object, or a form's [key, value] pairs in the order the client sends them and its encoding. */
function bodyOf(element, body) {
  if (element.operation.requestBody.contentType !== FORM) return { body };
  const order = [...element.members];
  const keys = [...order.filter((k) => Object.hasOwn(body, k)), ...Object.keys(body).filter((k) => !order.includes(k))];
  const fields = keys.map((k) => {
    if (typeof body[k] !== 'string') throw new Error(`${element.label}: form member ${k} is not a string in a vector body`);
    return [k, body[k]];
  });
  return { fields, form: new URLSearchParams(fields).toString() };
}

/** Every recipe of a host's elements, every element without one, and the vectors of both. */
function hostRecipes(host, defaultPassword, log) {
  const recipes = [];
  const without = [];
  const vectors = [];
  const noRecipe = [];
  for (const element of host.elements) {
    const op = element.operation;
    const form = op.requestBody.contentType === FORM;
    const id = placeOf(element);
    const validators = [element.validate, ...(op.bodyAssertsBesidesOneOf ? [host.compile(op.requestBody.schemaPointer)] : [])];
    const valid = (body) => validators.every((v) => v(body));
    const gapEntry = (unless) => ({
      id,
      ...requestOf(element),
      component: null,
      unless,
      hashRequired: element.hashRequired,
      gap: element.gap ?? 'the contract gives no hash recipe here',
      source: element.source ?? op.source ?? null,
    });
    const noRecipeCase = (name, kind, body, note) => ({ id: `${id}/${kind}:${name}`, place: id, kind, note, contentType: op.requestBody.contentType, ...bodyOf(element, body), gap: element.gap ?? 'the contract gives no hash recipe here' });

    if (!element.recipe) {
      without.push(gapEntry(null));
      const example = element.examples[0];
      if (example) noRecipe.push(noRecipeCase(example.name, 'no-recipe', example.value, `The contract gives no recipe for ${id}: the caller computes hash (the body carries the example's own value).`));
      continue;
    }

    const where = checkRecipe(element);
    const recipe = element.recipe;
    const algorithm = ALGORITHMS[recipe.algorithm];
    recipes.push({
      id,
      ...requestOf(element),
      when: recipe.when ? conditionsOf(recipe.when) : null,
      fields: recipe.fields.map((f) => fieldOf(f, form, where)),
      algorithm: recipe.algorithm,
      hashMember: 'hash',
      keyMember: element.keyField,
      source: element.source ?? op.source ?? null,
      origin: { bundle: hostOf(host).bundle, pointer: hashPointerOf(element) },
    });
    if (recipe.when) without.push(gapEntry(conditionsOf(recipe.when)));

    // The vector of a body: its recipe values, the digests, and the body with its hash.
    const hashed = new Set(recipe.fields.map((f) => tokensOf(f)[0]));
    const vectorOf = (kind, name, body, password, note, extra = {}) => {
      const values = recipe.fields.map((f) => valueAt(body, f));
      const bad = recipe.fields.find((f, i) => typeof values[i] !== 'string');
      if (bad) throw new Error(`${where}: ${name}: the recipe's ${bad} is not a string in the body`);
      const digests = algorithm.compute(values, password);
      const signed = { ...body, hash: digests.sha1 };
      return { id: `${id}/${kind}${name ? `:${name}` : ''}`, recipe: id, kind, note, contentType: op.requestBody.contentType, ...bodyOf(element, signed), password, values, ...digests, ...extra };
    };

    const signedExamples = element.examples.filter((x) => typeof x.password === 'string' && applies(recipe, x.value));
    for (const x of signedExamples) {
      const v = vectorOf('example', x.name, x.value, x.password, `The contract's request example ${x.name}, signed with its x-hash-password.`);
      if (typeof x.value.hash !== 'string' || x.value.hash.toLowerCase() !== v.sha1) {
        throw new Error(`${where}: request example ${x.name} carries hash ${x.value.hash}, but its recipe gives ${v.sha1} with its x-hash-password`);
      }
      vectors.push(v);
    }
    // The cases are made from an example: without one the recipe has no vectors (tests/client/vectors.test.ts asks for one).
    const base = signedExamples[0] ?? element.examples.find((x) => applies(recipe, x.value));
    const password = base?.password ?? defaultPassword;
    if (!base || password === undefined) {
      log(`${where}: no vectors: ${base ? 'no request example of the contract carries x-hash-password' : 'no request example the recipe applies to'}`);
      continue;
    }
    const baseVector = signedExamples.length ? vectors.find((v) => v.id === `${id}/example:${base.name}`) : vectorOf('example', base.name, base.value, password, `The contract's request example ${base.name}, signed here with the contract's test password.`);
    if (!signedExamples.length) vectors.push(baseVector);
    const same = { sameDigestAs: baseVector.id };
    const baseBody = base.value;

    // Hashed values changed one field at a time, each change kept only if the schema takes it.
    const change = (fields, to) => {
      let body = baseBody;
      for (const f of fields) {
        const value = valueAt(body, f);
        const next = to(value);
        if (typeof value !== 'string' || next === value) continue;
        const candidate = withValue(body, f, next);
        if (valid({ ...candidate, hash: baseBody.hash })) body = candidate;
      }
      return body === baseBody ? null : body;
    };
    // One hashed field (the last the schema lets take it) set to a value.
    const setOne = (value) => {
      for (const f of [...recipe.fields].reverse()) {
        if (typeof valueAt(baseBody, f) !== 'string') continue;
        const candidate = withValue(baseBody, f, value);
        if (valid(candidate)) return { body: candidate, field: fieldOf(f, form, where).name };
      }
      return null;
    };

    const lower = change(recipe.fields, (v) => v.toLowerCase());
    if (lower) vectors.push(vectorOf('lower-case', '', lower, password, 'The hashed values in lower case where the schema takes it: the same digest, since the input is upper-cased.', same));
    const upper = change(recipe.fields, (v) => v.toUpperCase());
    if (upper) vectors.push(vectorOf('upper-case', '', upper, password, 'The hashed values in upper case where the schema takes it: the same digest, since the input is upper-cased.', same));
    const nonAscii = setOne(NON_ASCII);
    if (nonAscii) vectors.push(vectorOf('non-ascii', '', nonAscii.body, password, `${nonAscii.field} holds ${JSON.stringify(NON_ASCII)} (precomposed): upper-cased to ${JSON.stringify(NON_ASCII.toUpperCase())}, then its UTF-8 bytes enter MD5.`));
    const decomposed = setOne(DECOMPOSED);
    if (decomposed) vectors.push(vectorOf('decomposed', '', decomposed.body, password, `${decomposed.field} holds ${JSON.stringify(DECOMPOSED)}: e followed by U+0308 COMBINING DIAERESIS, not the precomposed ë of the non-ascii vector. Nothing normalizes it, so the digest differs from that vector's.`));
    const special = setOne(SPECIAL_CASING);
    if (special) vectors.push(vectorOf('special-casing', '', special.body, password, `${special.field} holds ${JSON.stringify(SPECIAL_CASING)}: full case mapping gives ${JSON.stringify(SPECIAL_CASING.toUpperCase())} (ß to SS, ﬁ to FI, dotless ı to I), so the input is longer than the text sent.`));
    for (const f of recipe.fields) {
      if (!/^[0-9]+\.[0-9]+$/.test(String(valueAt(baseBody, f)))) continue;
      for (const amount of AMOUNTS) {
        const body = withValue(baseBody, f, amount);
        if (valid(body)) vectors.push(vectorOf('amount-as-sent', amount, body, password, `${fieldOf(f, form, where).name} sent as ${JSON.stringify(amount)}: the hash takes the exact text sent, so ${AMOUNTS.map((a) => JSON.stringify(a)).join(' and ')}, one amount, give two digests.`));
      }
    }
    // Members neither required nor hashed (nor a `when` member): dropped from the example, or added from other examples.
    const fixed = new Set([...element.required, ...hashed, ...Object.keys(recipe.when ?? {}).map((p) => tokensOf(p)[0]), 'hash', element.keyField, element.discriminator].filter(Boolean));
    const optional = Object.keys(baseBody).filter((k) => !fixed.has(k));
    if (optional.length) {
      const minimal = Object.fromEntries(Object.entries(baseBody).filter(([k]) => !optional.includes(k)));
      if (valid(minimal)) vectors.push(vectorOf('minimal', '', minimal, password, `The example without its unhashed optional members (${optional.join(', ')}): the same digest.`, same));
    }
    // Values for absent members: the other examples the recipe applies to, and for a form branch the other branches' examples.
    const sources = [
      ...element.examples.filter((x) => x !== base && applies(recipe, x.value)),
      ...(element.value === null ? [] : op.elements.filter((e) => e !== element).flatMap((e) => e.examples)),
    ];
    let added = baseBody;
    const names = [];
    for (const x of sources) {
      for (const [k, v] of Object.entries(x.value ?? {})) {
        if (Object.hasOwn(added, k) || fixed.has(k)) continue;
        const candidate = { ...added, [k]: v };
        if (valid(candidate)) {
          added = candidate;
          names.push(k);
        }
      }
    }
    if (names.length) vectors.push(vectorOf('optional-members', '', added, password, `The example with optional members that are not hashed (${names.join(', ')}): the same digest.`, same));
    vectors.push(vectorOf('password', '', baseBody, PASSWORD_CASE, `The password is upper-cased with the fields: ${JSON.stringify(PASSWORD_CASE)} enters as ${JSON.stringify(PASSWORD_CASE.toUpperCase())}.`));

    // The other side of a `when`: bodies the recipe does not apply to (the examples, else the base with the condition changed).
    if (recipe.when) {
      const others = element.examples.filter((x) => !applies(recipe, x.value));
      for (const x of others) noRecipe.push(noRecipeCase(x.name, 'when-not-met', x.value, `The recipe's condition (${Object.entries(recipe.when).map(([p, v]) => `${p} = ${JSON.stringify(v)}`).join(', ')}) does not hold: no recipe applies, the caller computes hash.`));
      if (!others.length) {
        const body = Object.entries(recipe.when).reduce((b, [p, v]) => withValue(b, p, `not-${v}`), baseBody);
        if (valid(body)) noRecipe.push(noRecipeCase(base.name, 'when-not-met', body, 'The recipe\'s condition changed so that it does not hold: no recipe applies.'));
        else log(`${where}: no body where the recipe's when does not hold: no request example has one, and ${base.name} with the condition changed breaks the schema`);
      }
    }
  }
  return { recipes, without, vectors, noRecipe };
}

/**
 * The places outside the elements: an x-hash the elements do not carry is an error (the model would not apply
 * it); request bodies no operation uses that carry `hash`, and path items without an operation, are listed
 * without a recipe, with their gap.
 */
function standalonePlaces(host, recipes) {
  const own = new Set(recipes.map((r) => r.origin.pointer));
  walk(host.document, (node, pointer) => {
    if (node['x-hash'] !== undefined && !own.has(`${pointer}/x-hash`)) {
      throw new Error(`${rel(host.bundled)}: x-hash at ${pointer} belongs to no operation body or action branch, so no client applies it`);
    }
  });
  const out = [];
  const used = new Set(host.operations.map((o) => o.op.requestBody?.$ref).filter(Boolean));
  for (const [name, raw] of Object.entries(host.document.components?.requestBodies ?? {})) {
    const ref = `#/components/requestBodies/${escapeToken(name)}`;
    if (used.has(ref)) continue;
    const body = host.deref(raw);
    const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
    const schema = host.deref(media?.schema);
    if (!schema || !propertiesOf(host, schema).has('hash')) continue;
    const gaps = [body['x-gap'], schema['x-gap']].filter((g) => typeof g === 'string');
    out.push({
      id: `${host.name}:${name}`,
      host: hostOf(host),
      method: null,
      path: null,
      operationId: null,
      contentType,
      action: null,
      component: ref.slice(1),
      unless: null,
      hashRequired: (schema.required ?? []).includes('hash'),
      gap: gaps.find((g) => /hash|recipe|signature/i.test(g)) ?? gaps[0] ?? 'the contract gives no hash recipe here',
      source: body['x-source'] ?? schema['x-source'] ?? null,
    });
  }
  for (const [p, raw] of Object.entries(host.document.paths ?? {})) {
    const item = host.deref(raw);
    if (HTTP_METHODS.some((m) => item?.[m])) continue;
    out.push({
      id: `${host.name}:${p}`,
      host: hostOf(host),
      method: null,
      path: p,
      operationId: null,
      contentType: null,
      action: null,
      component: null,
      unless: null,
      hashRequired: null,
      gap: item?.['x-gap'] ?? 'the operation is not shown',
      source: item?.['x-source'] ?? null,
    });
  }
  return out;
}

/** The algorithm entries: the contract's description (the hash member's schema of a recipe's element) and this repository's reading. */
function algorithmsOf(model, used) {
  const out = {};
  for (const name of [...used].sort()) {
    const element = model.elements.find((e) => e.recipe?.algorithm === name);
    const schema = element.member('hash');
    if (typeof schema?.description !== 'string') throw new Error(`${rel(element.host.bundled)} ${element.label}: the hash member's schema has no description of the algorithm`);
    if (typeof schema['x-gap'] !== 'string') throw new Error(`${rel(element.host.bundled)} ${element.label}: the hash member's schema has no x-gap saying what section 5 leaves open about the algorithm`);
    const { readingNote, ...reading } = ALGORITHMS[name].reading;
    out[name] = {
      description: schema.description.trim(),
      source: schema['x-source'] ?? null,
      reading: { ...reading, upperCase: { ...reading.upperCase, examples: reading.upperCase.examples.map((c) => [c, c.toUpperCase()]) }, gap: `${schema['x-gap'].trim()} ${readingNote}` },
    };
  }
  return out;
}

// ---- The JSON Schemas of the two files ----

const str = { type: 'string' };
const strOrNull = { type: ['string', 'null'] };
const sourceSchema = { description: 'The section(s) of the interface document (x-source).', type: ['string', 'array', 'null'], items: str };
const hostSchema = { type: 'object', required: ['name', 'server', 'bundle'], additionalProperties: false, properties: { name: str, server: { ...str, description: 'The server URL of the bundle: a host variable such as {s2s_card_url}.' }, bundle: str } };
const keysSchema = { type: 'array', items: str, minItems: 1, description: 'The member names from the body root (the pointer unescaped).' };
const conditionSchema = {
  type: 'array',
  items: { type: 'object', required: ['pointer', 'keys', 'equals'], additionalProperties: false, properties: { pointer: str, keys: keysSchema, equals: {} } },
};
const requestProperties = {
  id: { ...str, description: '<document>:<action, operationId or component>' },
  host: hostSchema,
  method: strOrNull,
  path: strOrNull,
  operationId: strOrNull,
  contentType: strOrNull,
  action: { oneOf: [{ type: 'null' }, { type: 'object', required: ['member', 'value'], additionalProperties: false, properties: { member: str, value: str } }] },
  source: sourceSchema,
};

export const recipesSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Signing recipes of the payment gateway contract',
  type: 'object',
  required: ['version', 'description', 'interfaceVersion', 'algorithms', 'recipes', 'withoutRecipe'],
  additionalProperties: false,
  properties: {
    $schema: str,
    version: { const: FORMAT_VERSION },
    description: str,
    interfaceVersion: str,
    algorithms: {
      type: 'object',
      additionalProperties: {
        type: 'object',
        required: ['description', 'source', 'reading'],
        additionalProperties: false,
        properties: {
          description: { ...str, description: "The contract's description (the hash member's schema)." },
          source: sourceSchema,
          reading: {
            type: 'object',
            required: ['steps', 'upperCase', 'encoding', 'hexCase', 'gap'],
            additionalProperties: false,
            properties: {
              steps: { type: 'array', items: str },
              upperCase: {
                type: 'object',
                required: ['function', 'mapping', 'sameIn', 'notSameIn', 'examples'],
                additionalProperties: false,
                properties: { function: str, mapping: str, sameIn: { type: 'array', items: str }, notSameIn: { type: 'array', items: str }, examples: { type: 'array', items: { type: 'array', prefixItems: [str, str], minItems: 2, maxItems: 2 } } },
              },
              encoding: str,
              hexCase: str,
              gap: str,
            },
          },
        },
      },
    },
    recipes: {
      type: 'array',
      items: {
        type: 'object',
        required: [...Object.keys(requestProperties), 'when', 'fields', 'algorithm', 'hashMember', 'keyMember', 'origin'],
        additionalProperties: false,
        properties: {
          ...requestProperties,
          when: { oneOf: [{ type: 'null' }, conditionSchema], description: 'The recipe applies only when every condition holds (null: always).' },
          fields: {
            type: 'array',
            minItems: 1,
            description: 'In hash order.',
            items: { type: 'object', required: ['name', 'pointer', 'keys'], additionalProperties: false, properties: { name: str, formKey: { ...str, description: 'Forms: the literal form key.' }, pointer: str, keys: keysSchema } },
          },
          algorithm: str,
          hashMember: str,
          keyMember: strOrNull,
          origin: { type: 'object', required: ['bundle', 'pointer'], additionalProperties: false, properties: { bundle: str, pointer: str } },
        },
      },
    },
    withoutRecipe: {
      type: 'array',
      items: {
        type: 'object',
        required: [...Object.keys(requestProperties), 'unless', 'hashRequired', 'gap'],
        additionalProperties: false,
        properties: {
          ...requestProperties,
          component: { ...strOrNull, description: 'A request body no operation uses: its JSON Pointer in the bundle.' },
          unless: { oneOf: [{ type: 'null' }, conditionSchema], description: 'Set where a recipe exists but these conditions do not hold.' },
          hashRequired: { type: ['boolean', 'null'] },
          gap: str,
        },
      },
    },
  },
};

const hex40 = { type: 'string', pattern: '^[0-9a-f]{40}$' };
const bodyProperties = {
  contentType: str,
  body: { type: 'object', description: 'A JSON body.' },
  fields: { type: 'array', description: 'A form body: [key, value] pairs in the order sent.', items: { type: 'array', prefixItems: [str, str], minItems: 2, maxItems: 2 } },
  form: { ...str, description: 'The form body, application/x-www-form-urlencoded (UTF-8).' },
};
const eitherBody = { oneOf: [{ required: ['body'] }, { required: ['fields', 'form'] }] };

export const vectorsSchema = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  title: 'Signing test vectors of the payment gateway contract',
  type: 'object',
  required: ['version', 'description', 'interfaceVersion', 'recipes', 'vectors', 'noRecipe'],
  additionalProperties: false,
  properties: {
    $schema: str,
    version: { const: FORMAT_VERSION },
    description: str,
    interfaceVersion: str,
    recipes: { ...str, description: 'The recipes file, whose `algorithms` say each step exactly.' },
    vectors: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'recipe', 'kind', 'note', 'contentType', 'password', 'values', 'input', 'inputUtf8', 'md5', 'sha1'],
        additionalProperties: false,
        ...eitherBody,
        properties: {
          id: str,
          recipe: str,
          kind: { enum: KINDS },
          note: str,
          ...bodyProperties,
          password: str,
          values: { type: 'array', items: str, description: "The recipe's field values, in order." },
          input: { ...str, description: 'upper(values joined + password)' },
          inputUtf8: { type: 'string', pattern: '^([0-9a-f]{2})*$' },
          md5: { type: 'string', pattern: '^[0-9a-f]{32}$' },
          sha1: hex40,
          sameDigestAs: str,
        },
      },
    },
    noRecipe: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'place', 'kind', 'note', 'contentType', 'gap'],
        additionalProperties: false,
        ...eitherBody,
        properties: { id: str, place: str, kind: { enum: ['when-not-met', 'no-recipe'] }, note: str, ...bodyProperties, gap: str },
      },
    },
  },
};

// ---- The stage ----

/** recipes.json and vectors.json as data, from a model. */
export function hashArtefacts(model, log = () => {}) {
  const defaultPassword = model.elements.flatMap((e) => e.examples).find((x) => typeof x.password === 'string')?.password;
  const recipes = [];
  const without = [];
  const vectors = [];
  const noRecipe = [];
  for (const host of model.hosts) {
    const r = hostRecipes(host, defaultPassword, log);
    recipes.push(...r.recipes);
    without.push(...r.without, ...standalonePlaces(host, r.recipes));
    vectors.push(...r.vectors);
    noRecipe.push(...r.noRecipe);
  }
  for (const list of [recipes, without, vectors, noRecipe]) {
    const ids = list.map((x) => `${x.id} ${x.unless ? 'unless' : ''}`);
    const twice = ids.find((x, i) => ids.indexOf(x) !== i);
    if (twice) throw new Error(`two entries would be named ${twice.trim()}`);
  }
  const kind = (v) => KINDS.indexOf(v.kind);
  vectors.sort((a, b) => (a.recipe < b.recipe ? -1 : a.recipe > b.recipe ? 1 : kind(a) - kind(b) || byId(a, b)));
  const algorithms = algorithmsOf(model, new Set(recipes.map((r) => r.algorithm)));
  return {
    recipes: {
      $schema: './recipes.schema.json',
      version: FORMAT_VERSION,
      description:
        "The signing recipes of the gateway's requests (section 5 of the interface document), read from each x-hash of the bundles in generated/openapi/ (on the operation for Checkout, on the action branch for S2S). To sign a request, take the recipe whose host, method, path and action match the request and whose `when` holds; join the body's values at `fields`, in order, then the password, through `algorithm` (see algorithms: the contract's description and this repository's exact reading); send the result as `hashMember`. Where no recipe applies (`withoutRecipe`, including a recipe's request when its `when` does not hold) the source does not show the hash input: the caller supplies hash. Test a signer against vectors.json. Generated by scripts/generate/hash.mjs from the model; do not edit.",
      interfaceVersion: model.version,
      algorithms,
      recipes: recipes.sort(byId),
      withoutRecipe: without.sort((a, b) => byId(a, b) || (a.unless ? 1 : 0) - (b.unless ? 1 : 0)),
    },
    vectors: {
      $schema: './vectors.schema.json',
      version: FORMAT_VERSION,
      description:
        "Test vectors every signer of the gateway's requests must reproduce, one or more per recipe of recipes.json: the contract's signed request examples, and cases made from them (hashed values in another letter case, non-ASCII and decomposed text, characters whose upper case is longer, amounts exactly as sent, optional members that are not hashed, a password with lower-case and non-ASCII letters). Each vector names its recipe in recipes.json, whose `algorithm` applies (recipes.json's `algorithms` give each step exactly: the upper-casing, the encoding, the hex case). Each gives the body as sent (a JSON object, or a form's ordered [key, value] pairs and its encoding), the password, the recipe's values, the upper-case input and its UTF-8 bytes, the MD5 hex and the SHA1 hex (the body's hash). A signer passes when, from the body without hash and the password, it computes `sha1`, and the intermediate values on the way. `noRecipe` lists bodies no recipe applies to: a signer must not sign them, the caller supplies hash. Generated by scripts/generate/hash.mjs; do not edit.",
      interfaceVersion: model.version,
      recipes: './recipes.json',
      vectors,
      noRecipe: noRecipe.sort(byId),
    },
  };
}

export async function generateHash(log, model) {
  const out = path.join(model.generatedDir, 'hash');
  const { recipes, vectors } = hashArtefacts(model, log);
  const files = { 'recipes.json': recipes, 'vectors.json': vectors, 'recipes.schema.json': recipesSchema, 'vectors.schema.json': vectorsSchema };
  const written = new Set();
  for (const [name, data] of Object.entries(files)) {
    const file = path.join(out, name);
    written.add(file);
    await writeJson(file, data);
  }
  await removeStale(out, written);
  log(`${recipes.recipes.length} recipes, ${recipes.withoutRecipe.length} places without one, ${vectors.vectors.length} vectors, ${vectors.noRecipe.length} bodies without a recipe -> ${rel(out)}/`);
}

runIfMain(import.meta, 'hash', generateHash);
