// Shapes a bundled document for code generators (openapi-generator, hey-api, orval, oasdiff) without
// changing what it says: every rewrite below keeps the set of valid instances and every annotation.
// spec/ keeps the readable form (a $ref with a description beside it, an example written where it is used,
// a shared piece of a schema under its $defs); the bundles in generated/openapi/ get the shape generators read:
//
//   1. examples live under components/examples; every use is a $ref there (one component per distinct
//      example; openapi-generator refuses an example $ref into another operation's responses);
//   2. the $defs of a component schema become components of their own (PaymentRecord/$defs/payer ->
//      PaymentRecordPayer), and every $ref follows;
//   3. no $ref has sibling keywords: a $ref to a non-object schema is inlined with its siblings laid over it
//      (annotations only: description, x-*), a $ref to an object schema is wrapped as allOf: [$ref];
//   4. every const and enum carries its type (const: SALE -> type: string), and every branch of an
//      allOf/anyOf/oneOf, and the if/then/else/not of a typed schema, states a type (its parent's, or the one
//      its keywords imply);
//   5. every oneOf whose branches are component schemas that each pin one member with const (the S2S form
//      unions on action) gets a discriminator with propertyName and a mapping from each value to its branch;
//   6. every operation states its security: the gateway authenticates in the body (merchant_key or client_key
//      and hash, section 5) or by a header parameter (Token), which no OpenAPI security scheme expresses, so
//      an operation without `security` gets `security: []` and `x-authentication` saying where it is.
//
// The house rules in .spectral.yaml (house-generator-*) fail a bundle that breaks any of these.
import { HTTP_METHODS, at, deref, escapeToken, tokensOf, walk } from './pointer.mjs';

/** Keywords that only annotate: laying them over a referenced schema changes no instance's validity. */
const ANNOTATION = /^(x-.*|description|title|summary|examples|example|deprecated|readOnly|writeOnly|\$comment|default)$/;

/**
 * Where the shaping moved things, per shaped document: { examples: { <name under components/examples>: the
 * JSON Pointer of its first use before the move } } (npm run lint reports a finding on a moved example where
 * spec/ wrote it).
 */
export const movedBy = new WeakMap();

/** Shapes `document` (a bundle, changed in place) and returns it. */
export function shapeForGenerators(document) {
  movedBy.set(document, { examples: hoistExamples(document) });
  hoistDefs(document);
  foldRefSiblings(document);
  typeEverything(document);
  addDiscriminators(document);
  stateSecurity(document);
  return document;
}

// ---- 1. examples under components/examples -------------------------------------------------------------

function hoistExamples(doc) {
  // Every `examples` map of a media type, parameter or header outside components/examples, in document order.
  const maps = [];
  walk(doc, (node, pointer) => {
    if (!pointer.startsWith('/components/examples') && isPlainObject(node.examples) && isExampleMap(node.examples)) maps.push({ node, pointer });
  });
  // One component per distinct example object; its name is the key it is used under, unless another
  // distinct example is used under the same key, then the key is prefixed by the place of its first use.
  const byText = new Map();
  const uses = [];
  for (const { node, pointer } of maps) {
    for (const [key, raw] of Object.entries(node.examples)) {
      const value = deref(doc, raw);
      if (!isPlainObject(value)) throw new Error(`#${pointer}/examples/${key}: not an Example object`);
      const text = JSON.stringify(value);
      if (!byText.has(text)) byText.set(text, { value, keys: [], place: placeName(doc, pointer) });
      byText.get(text).keys.push(key);
      uses.push({ node, key, text, pointer: `${pointer}/examples/${escapeToken(key)}` });
    }
  }
  const keyOwners = new Map();
  for (const [text, entry] of byText) {
    const key = entry.keys[0];
    keyOwners.set(key, [...(keyOwners.get(key) ?? []), text]);
  }
  const components = (doc.components ??= {});
  const examples = (components.examples ??= {});
  const nameOf = new Map();
  for (const [text, entry] of byText) {
    let name = entry.keys[0];
    if (keyOwners.get(name).length > 1 || (examples[name] && JSON.stringify(examples[name]) !== text)) name = `${entry.place}-${name}`;
    for (let i = 2; examples[name] && JSON.stringify(examples[name]) !== text; i++) name = `${entry.place}-${entry.keys[0]}-${i}`;
    examples[name] = entry.value;
    nameOf.set(text, name);
  }
  const firstUse = {};
  for (const { node, key, text, pointer } of uses) {
    node.examples[key] = { $ref: `#/components/examples/${escapeToken(nameOf.get(text))}` };
    firstUse[nameOf.get(text)] ??= pointer;
  }
  components.examples = Object.fromEntries(Object.entries(examples).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return firstUse;
}

const isExampleMap = (m) => Object.values(m).every((e) => isPlainObject(e) && ('$ref' in e || 'value' in e || 'externalValue' in e));

/** A short name for the place of a pointer: the operationId, webhook or component it is in. */
function placeName(doc, pointer) {
  const t = tokensOf(pointer);
  if (t[0] === 'paths') return doc.paths[t[1]]?.[t[2]]?.operationId ?? `${t[2]}${t[1]}`;
  if (t[0] === 'webhooks') return doc.webhooks[t[1]]?.[t[2]]?.operationId ?? t[1];
  if (t[0] === 'components') return t[2];
  return t.join('-');
}

// ---- 2. $defs of component schemas as components -------------------------------------------------------

function hoistDefs(doc) {
  const schemas = doc.components?.schemas ?? {};
  const renames = new Map();
  for (const [name, schema] of Object.entries(schemas)) {
    if (!isPlainObject(schema?.$defs)) continue;
    for (const [def, sub] of Object.entries(schema.$defs)) {
      const target = `${name}${def[0].toUpperCase()}${def.slice(1)}`;
      if (schemas[target]) throw new Error(`#/components/schemas/${name}/$defs/${def}: cannot become #/components/schemas/${target}, which exists`);
      schemas[target] = sub;
      renames.set(`#/components/schemas/${escapeToken(name)}/$defs/${escapeToken(def)}`, `#/components/schemas/${escapeToken(target)}`);
    }
    delete schema.$defs;
  }
  if (!renames.size) return;
  walk(doc, (node) => {
    if (typeof node.$ref !== 'string') return;
    for (const [from, to] of renames) {
      if (node.$ref === from || node.$ref.startsWith(`${from}/`)) node.$ref = to + node.$ref.slice(from.length);
    }
  });
}

// ---- 3. no sibling keywords beside $ref ----------------------------------------------------------------

function foldRefSiblings(doc) {
  const before = referencedComponents(doc);
  walk(doc, (node, pointer) => {
    if (typeof node.$ref !== 'string' || !isSchemaPointer(pointer)) return;
    const siblings = Object.keys(node).filter((k) => k !== '$ref');
    if (!siblings.length) return;
    const target = resolveSchema(doc, node.$ref);
    const onlyAnnotations = siblings.every((k) => ANNOTATION.test(k));
    if (onlyAnnotations && target && !isObjectSchema(target)) {
      // Inline: the target's keywords, then the siblings (the more specific annotation wins).
      const { $schema, $id, ...rest } = structuredClone(target);
      const merged = { ...rest };
      for (const k of siblings) merged[k] = node[k];
      replaceContents(node, merged);
    } else {
      const wrapped = { allOf: [{ $ref: node.$ref }] };
      for (const k of siblings) wrapped[k] = node[k];
      replaceContents(node, wrapped);
    }
  });
  // A component that every use inlined is referenced by nothing now: its content lives where it is used.
  const after = referencedComponents(doc);
  for (const ref of before) {
    if (after.has(ref)) continue;
    const [, kind, name] = tokensOf(ref.slice(1));
    delete doc.components[kind][name];
  }
}

/** The components ('#/components/<kind>/<name>') that some $ref of the document names (or points into). */
function referencedComponents(doc) {
  const out = new Set();
  walk(doc, (node) => {
    if (typeof node.$ref !== 'string') return;
    const m = /^#\/components\/[^/]+\/[^/]+/.exec(node.$ref);
    if (m) out.add(m[0]);
  });
  return out;
}

/** The schema a $ref ends at, or undefined where it does not resolve in the document. */
function resolveSchema(doc, ref) {
  try {
    return deref(doc, { $ref: ref });
  } catch {
    return undefined;
  }
}

const isObjectSchema = (s) => s.type === 'object' || (Array.isArray(s.type) && s.type.includes('object')) || (!s.type && (s.properties || s.allOf || s.oneOf || s.anyOf || s.required || s.additionalProperties !== undefined));

// ---- 4. typed const, enum and branches -----------------------------------------------------------------

const typeOfValue = (v) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v === 'number' ? (Number.isInteger(v) ? 'integer' : 'number') : typeof v);

function typeEverything(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || typeof node.$ref === 'string') return;
    if (node.type === undefined && 'const' in node) node.type = typeOfValue(node.const);
    if (node.type === undefined && Array.isArray(node.enum) && node.enum.length) {
      const types = [...new Set(node.enum.map(typeOfValue))];
      node.type = types.length === 1 ? types[0] : types.includes('number') ? types.filter((t) => t !== 'integer') : types;
    }
    // The conditional and negated parts of a typed schema apply only to instances of that type, so they can
    // state it (for `not`, too: the parent already rejects the other types).
    for (const k of ['if', 'then', 'else', 'not']) {
      const part = node[k];
      if (node.type !== undefined && isPlainObject(part) && typeof part.$ref !== 'string' && part.type === undefined) part.type = structuredClone(node.type);
    }
    for (const k of ['allOf', 'anyOf', 'oneOf']) {
      if (!Array.isArray(node[k])) continue;
      for (const branch of node[k]) {
        if (!isPlainObject(branch) || typeof branch.$ref === 'string' || branch.type !== undefined) continue;
        const type = node.type ?? impliedType(branch);
        if (type !== undefined) branch.type = structuredClone(type);
      }
    }
  });
}

/** The type a schema's keywords imply when it states none (undefined when they imply none). */
function impliedType(s) {
  if (s.properties || s.required || s.additionalProperties !== undefined || s.patternProperties || s.minProperties !== undefined || s.maxProperties !== undefined || s.dependentRequired) return 'object';
  if (s.items || s.prefixItems || s.minItems !== undefined || s.maxItems !== undefined) return 'array';
  if (s.pattern || s.format || s.minLength !== undefined || s.maxLength !== undefined) return 'string';
  if (s.minimum !== undefined || s.maximum !== undefined || s.multipleOf !== undefined) return 'number';
  for (const k of ['allOf', 'anyOf', 'oneOf']) {
    const types = (s[k] ?? []).map((b) => b.type ?? impliedType(b)).filter(Boolean);
    if (types.length && types.every((t) => JSON.stringify(t) === JSON.stringify(types[0]))) return types[0];
  }
  return undefined;
}

// ---- 5. discriminators on the form unions --------------------------------------------------------------

function addDiscriminators(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || node.discriminator) return;
    const discriminator = discriminatorOf(doc, node);
    if (discriminator) node.discriminator = discriminator;
  });
}

/** The discriminator a oneOf of component schemas implies: the member each branch requires and pins with const. */
function discriminatorOf(doc, node) {
  if (!Array.isArray(node.oneOf) || !node.oneOf.every((b) => typeof b?.$ref === 'string' && b.$ref.startsWith('#/components/schemas/'))) return null;
  const branches = node.oneOf.map((b) => ({ ref: b.$ref, schema: resolveSchema(doc, b.$ref) }));
  const first = branches[0]?.schema?.properties ?? {};
  const name = Object.keys(first).find((k) => branches.every((b) => b.schema?.properties?.[k]?.const !== undefined && (b.schema.required ?? []).includes(k)));
  if (!name) return null;
  const mapping = {};
  for (const b of branches) mapping[String(b.schema.properties[name].const)] = b.ref;
  if (Object.keys(mapping).length !== branches.length) return null; // two branches share a value: not a discriminator
  return { propertyName: name, mapping };
}

// ---- 6. security on every operation --------------------------------------------------------------------

function stateSecurity(doc) {
  if (doc.security) return;
  for (const group of ['paths', 'webhooks']) {
    for (const item of Object.values(doc[group] ?? {})) {
      for (const method of HTTP_METHODS) {
        const op = item?.[method];
        if (!op || op.security) continue;
        op.security = [];
        op['x-authentication'] = authenticationOf(doc, item, op, group);
      }
    }
  }
}

function authenticationOf(doc, item, op, group) {
  if (group === 'webhooks') return 'The gateway calls the merchant; the callback signature (section 5) is computed over the raw body, its field order is not shown.';
  const headers = [...(item.parameters ?? []), ...(op.parameters ?? [])]
    .map((p) => (typeof p.$ref === 'string' ? at(doc, p.$ref.slice(1)) : p))
    .filter((p) => p?.in === 'header' && p.required)
    .map((p) => p.name);
  const parts = ['No OpenAPI security scheme applies (section 5)'];
  if (headers.length) parts.push(`the ${headers.join(' and ')} header parameter${headers.length > 1 ? 's' : ''} carr${headers.length > 1 ? 'y' : 'ies'} the credential`);
  if (op.requestBody) parts.push('the body carries the merchant\'s key and the hash, computed with the password, which is never sent');
  return `${parts.join('; ')}.`;
}

// ---- helpers -------------------------------------------------------------------------------------------

const isPlainObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** Whether a pointer is inside a schema (where $ref siblings, const and branches are JSON Schema). */
function isSchemaPointer(pointer) {
  return /\/(schema|schemas\/[^/]+)(\/|$)/.test(pointer) && !/\/examples\/[^/]+(\/|$)/.test(pointer) && !/\/(example|default|const|enum)(\/|$)/.test(pointer);
}

function replaceContents(node, next) {
  for (const k of Object.keys(node)) delete node[k];
  Object.assign(node, next);
}


// ---- the check ------------------------------------------------------------------------------------------

/**
 * What keeps a bundle from being generator-ready: [{ path: [...tokens], message }], empty when it is shaped.
 * The lint's house-generator-shape rule reports these for every bundle (tools/lint/functions/generatorShape.js).
 */
export function shapeProblems(doc) {
  const out = [];
  const add = (pointer, message) => out.push({ path: tokensOf(pointer), message });
  walk(doc, (node, pointer) => {
    if (typeof node.$ref === 'string') {
      const siblings = Object.keys(node).filter((k) => k !== '$ref');
      if (siblings.length) add(pointer, `$ref has sibling keywords (${siblings.join(', ')}): fold them into allOf or inline the target`);
      if (/\/\$defs\//.test(node.$ref)) add(pointer, `$ref into $defs (${node.$ref}): shared pieces of a schema are components`);
      if (/\/examples\/[^/]+$/.test(pointer) && !node.$ref.startsWith('#/components/examples/')) add(pointer, `example $ref ${node.$ref} does not point into components/examples`);
    }
    if (/\/examples\/[^/]+$/.test(pointer) && !pointer.startsWith('/components/examples/') && isPlainObject(node) && ('value' in node || 'externalValue' in node)) {
      add(pointer, 'example written in place: examples live under components/examples');
    }
    if (!isSchemaPointer(pointer) || typeof node.$ref === 'string') return;
    if (isPlainObject(node.$defs) && pointer.startsWith('/components/schemas/')) add(pointer, '$defs in a component schema: make each a component');
    if ('const' in node && node.type === undefined) add(pointer, 'const without type');
    if (Array.isArray(node.enum) && node.type === undefined) add(pointer, 'enum without type');
    for (const k of ['allOf', 'anyOf', 'oneOf']) {
      (Array.isArray(node[k]) ? node[k] : []).forEach((b, i) => {
        if (isPlainObject(b) && typeof b.$ref !== 'string' && b.type === undefined) add(`${pointer}/${k}/${i}`, `${k} branch without type`);
      });
    }
    if (!node.discriminator && discriminatorOf(doc, node)) add(pointer, `oneOf whose branches each pin ${discriminatorOf(doc, node).propertyName} with const has no discriminator`);
  });
  for (const group of ['paths', 'webhooks']) {
    for (const [key, item] of Object.entries(doc[group] ?? {})) {
      for (const method of HTTP_METHODS) {
        if (item?.[method] && !item[method].security && !doc.security) add(`/${group}/${escapeToken(key)}/${method}`, 'operation without security (security: [] with x-authentication where no scheme applies)');
      }
    }
  }
  return out;
}
