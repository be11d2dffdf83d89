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
//      an operation without `security` gets `security: []` and `x-authentication` saying where it is;
//   7. a value of several JSON types (a type array, `type: [string, number]`, which oapi-codegen refuses; or a
//      oneOf of branches of one type each, error_code: integer or string) states no type: each type's
//      keywords sit side by side (they apply to their type only) and `not: {anyOf: [the other types]}` keeps
//      the rest out; `x-json-types` lists the types (for the docs). Generators read an untyped value: as a union, java's oneOf model parsed 208003 as an
//      Integer and as a String (scalars coerce) and threw, and rust made an anyOf an empty struct;
//   8. a oneOf of two objects that one member tells apart (one branch requires `result` with const ERROR, the
//      other refuses that value) is the object `if: {result is ERROR} then: <first> else: <second>`: a
//      deserializer that counts the branches an answer fits (openapi-generator's java) matched both, since
//      it checks neither const nor not; generators see one open object and the bundle says which branch holds;
//   9. a oneOf whose branches only assert which members are present (`payment_id` or `order_id`, not both) is
//      `if: {first present} then: {second absent} else: {second present}`: generators typed each branch as
//      an empty model (rust: two variants named Object);
//  10. an anyOf one of whose branches accepts any object (OtherMethodParameters: the sets the source describes,
//      or another object) accepts any object: it is `type: object`, and the sets it names are listed in
//      `x-parameter-sets` (each stays a component) rather than merged (rust and python merge the branches
//      into one model, where `email` and `Email` collide);
//  11. an anyOf of an object and an array (StatusLookupResponse) is `if: {type: array} then: <array> else:
//      <object>` (java's anyOf model cannot hold a List<...>.class);
//  12. a boolean const (`with_hosted_fields: true`) is `type: boolean` with `not: {const: <the other value>}`,
//      and an allOf branch that pins with const a member its base types (InitialRecurringDebitRequest's
//      `operation: debit`) says so in `if: {required: [member]} then: {properties: {member: {const}}}`:
//      generators made the boolean an enum sent as a string (rust) or could not merge `str` with
//      `Literal['debit']` (openapi-python-client); the value stays in the description;
//  13. a schema written whole inside another one (a file of another host, bundled in place, such as
//      S2sApmResponse in InstantPaymentQrResponse) is a component under its title, so that generators name
//      its parts after it (openapi-python-client met InstantPaymentQrResponseRedirectParams twice);
//  14. what only webhooks use (a component no path reaches, directly or through other components) is written
//      in each webhook that uses it; the schema components stay (generators make models of them), the
//      parameter components go: oapi-codegen drops the components no path reaches, and its webhook code
//      referred to them;
//  15. the enum of a list's items is a component (WalletTokenAdminSettingsAllowedAuthMethodsItem): java's
//      native library wrote `for (String item : List<AllowedAuthMethodsEnum>)` for an inline one;
//  16. an object member (with properties) of a schema that another one extends with allOf is a component
//      (S2sApmResponseRedirectParams): openapi-python-client made the model twice, once per schema.
//
// Not reshaped: a form body's union of actions. oapi-codegen's typed form call marshals the fields of its body
// type, which has none for a union (an empty body is sent: the README says to send the form with the untyped
// call); listing the members under `properties` made openapi-generator's go client require members of single
// actions (action, hash, name) in every call.
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
  hoistWholeSchemas(document);
  foldRefSiblings(document);
  splitTypeArrays(document);
  exclusiveUnionsAsConditionals(document);
  presenceUnionsAsConditionals(document);
  openUnionsAsObjects(document);
  arrayUnionsAsConditionals(document);
  constantsAsAssertions(document);
  inlineWebhookComponents(document);
  hoistEnumItems(document);
  hoistBaseMembers(document);
  typeEverything(document);
  addDiscriminators(document);
  noteFormUnions(document);
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

// ---- 7. one type per schema -----------------------------------------------------------------------------

/** The keywords of JSON Schema that apply to instances of one type only. */
const KEYWORDS_OF_TYPE = {
  string: ['minLength', 'maxLength', 'pattern', 'format', 'contentEncoding', 'contentMediaType', 'contentSchema'],
  number: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  array: ['items', 'prefixItems', 'contains', 'minContains', 'maxContains', 'minItems', 'maxItems', 'uniqueItems', 'unevaluatedItems'],
  object: ['properties', 'patternProperties', 'additionalProperties', 'required', 'dependentRequired', 'dependentSchemas', 'propertyNames', 'minProperties', 'maxProperties', 'unevaluatedProperties'],
};
KEYWORDS_OF_TYPE.integer = KEYWORDS_OF_TYPE.number;

const JSON_TYPES = ['null', 'boolean', 'object', 'array', 'number', 'string'];

function splitTypeArrays(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || 'const' in node || 'enum' in node || /\/not(\/|$)/.test(pointer)) return;
    let types;
    if (Array.isArray(node.type)) {
      if (node.oneOf || node.anyOf) return;
      types = [...new Set(node.type)];
      if (types.includes('number')) types = types.filter((t) => t !== 'integer'); // number holds every integer
      if (types.length === 1) {
        node.type = types[0];
        return;
      }
      if (types.length === 2 && types.includes('null')) return; // [T, null]: what generators read as nullable
    } else {
      // A oneOf or anyOf of branches that each state one type, all different, with only that type's keywords.
      const key = ['oneOf', 'anyOf'].find((k) => Array.isArray(node[k]));
      if (!key || node.type !== undefined || node.discriminator || (node.oneOf && node.anyOf)) return;
      const branches = node[key];
      const own = (b) => isPlainObject(b) && typeof b.$ref !== 'string' && typeof b.type === 'string' && Object.keys(b).every((k) => k === 'type' || ANNOTATION.test(k) || (KEYWORDS_OF_TYPE[b.type] ?? []).includes(k));
      if (!branches.every(own)) return;
      types = branches.map((b) => b.type);
      if (new Set(types).size !== types.length || (types.includes('integer') && types.includes('number'))) return;
      for (const b of branches) for (const k of KEYWORDS_OF_TYPE[b.type] ?? []) if (k in b) node[k] = b[k];
      const notes = branches.filter((b) => b.description).map((b) => String(b.description).trim());
      if (notes.length) node.description = appendSentence(node.description, notes.join(' '));
      delete node[key];
    }
    // The other JSON types are excluded by `not`; each type's keywords apply to that type only, so they sit side
    // by side. Generators read an untyped value (the JSON as it came); the bundle and the validators keep the types.
    // (One type array inside `not`: openapi-generator's python fails on a `type: 'null'` schema of its own, and
    // generators do not read `not`.)
    const others = JSON_TYPES.filter((t) => !types.includes(t) && !(t === 'number' && types.includes('integer')));
    const excluded = others.length ? [{ type: others.length === 1 ? others[0] : others, ...(others.includes('array') ? { items: {} } : {}) }] : [];
    if (types.includes('integer') && !types.includes('number')) excluded.push({ type: 'number', not: { type: 'integer' } });
    delete node.type;
    node.not = excluded.length === 1 ? excluded[0] : { anyOf: excluded };
    node['x-json-types'] = types;
    node.description = appendSentence(node.description, `One of the JSON types ${types.join(', ')} (written as \`not\` the others: a generated client types it as an untyped value).`);
  });
}

// ---- 8. a oneOf of two objects told apart by one member ------------------------------------------------

function exclusiveUnionsAsConditionals(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || !Array.isArray(node.oneOf) || node.oneOf.length !== 2 || node.if || node.properties || node.allOf || node.anyOf) return;
    for (const [i, j] of [[0, 1], [1, 0]]) {
      const pinned = schemaOf(doc, node.oneOf[i]);
      const other = schemaOf(doc, node.oneOf[j]);
      if (!isPlainObject(pinned) || !isPlainObject(other) || typeOf(pinned) !== 'object' || typeOf(other) !== 'object') continue;
      const member = Object.keys(pinned.properties ?? {}).find((m) => {
        const c = pinned.properties[m].const;
        const refused = other.properties?.[m]?.not;
        return c !== undefined && (pinned.required ?? []).includes(m) && isPlainObject(refused) && JSON.stringify(refused.const) === JSON.stringify(c) && Object.keys(refused).every((k) => k === 'const' || (k === 'type' && refused.type === typeOfValue(c)));
      });
      if (!member) continue;
      const value = pinned.properties[member].const;
      const [then, otherwise] = [node.oneOf[i], hoistTitled(doc, node.oneOf[j])];
      delete node.oneOf;
      node.type = 'object';
      if (node.additionalProperties === undefined) node.additionalProperties = true;
      node.if = { type: 'object', required: [member], properties: { [member]: { const: value, type: typeOfValue(value) } } };
      node.then = then;
      node.else = otherwise;
      node.description = appendSentence(node.description, `For code generators the two exclusive branches are written as \`if\` (\`${member}\` is ${JSON.stringify(value)}) \`then\` / \`else\` (the same bodies as a oneOf of them): a generated client types this answer as one open object, whose members it does not type; the validators check each branch.`);
      return;
    }
  });
}

/** An inline schema with a title, as a component under that title when the title is free; else itself. */
function hoistTitled(doc, schema) {
  const schemas = (doc.components.schemas ??= {});
  if (typeof schema.$ref === 'string' || typeof schema.title !== 'string' || schemas[schema.title]) return schema;
  schemas[schema.title] = schema;
  return { $ref: `#/components/schemas/${escapeToken(schema.title)}` };
}

// ---- 9. unions that only assert presence ---------------------------------------------------------------

function presenceUnionsAsConditionals(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || !Array.isArray(node.oneOf) || node.oneOf.length !== 2 || node.if) return;
    const shape = (b) => {
      if (!isPlainObject(b) || !Object.keys(b).every((k) => ['type', 'required', 'not'].includes(k) || ANNOTATION.test(k))) return null;
      if ((b.type ?? 'object') !== 'object' || b.required?.length !== 1 || !isPlainObject(b.not) || b.not.required?.length !== 1) return null;
      if (!Object.keys(b.not).every((k) => k === 'required' || (k === 'type' && b.not.type === 'object'))) return null;
      return { present: b.required[0], absent: b.not.required[0] };
    };
    const [a, b] = node.oneOf.map(shape);
    if (!a || !b || a.present !== b.absent || a.absent !== b.present) return;
    const notes = (branch) => Object.fromEntries(Object.entries(branch).filter(([k]) => ANNOTATION.test(k)));
    const [first, second] = node.oneOf;
    delete node.oneOf;
    node.if = { type: 'object', required: [a.present] };
    node.then = { ...notes(first), type: 'object', not: { type: 'object', required: [a.absent] } };
    node.else = { ...notes(second), type: 'object', required: [b.present] };
  });
}

// ---- 10. a union that accepts any object ---------------------------------------------------------------

function openUnionsAsObjects(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || !Array.isArray(node.anyOf) || node.oneOf || node.allOf) return;
    const open = node.anyOf.find((b) => isPlainObject(b) && typeof b.$ref !== 'string' && b.type === 'object' && Object.keys(b).every((k) => k === 'type' || ANNOTATION.test(k)));
    if (!open) return;
    const others = node.anyOf.filter((b) => b !== open);
    if (!others.every((b) => typeOf(schemaOf(doc, b)) === 'object')) return;
    const named = others.map((b) => (typeof b.$ref === 'string' ? b.$ref : null));
    if (named.includes(null)) return;
    delete node.anyOf;
    node.type = 'object';
    node['x-parameter-sets'] = named;
    if (node.additionalProperties === undefined) node.additionalProperties = true;
    node.description = appendSentence(node.description, 'Any object is accepted. The sets the source describes are components of their own, named in `x-parameter-sets`; a generated client types this member as an open object.');
  });
}

// ---- 11. an object or an array -------------------------------------------------------------------------

function arrayUnionsAsConditionals(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || node.if) return;
    const key = ['anyOf', 'oneOf'].find((k) => Array.isArray(node[k]) && node[k].length === 2);
    if (!key) return;
    const types = node[key].map((b) => typeOf(schemaOf(doc, b)));
    const arrayAt = types.indexOf('array');
    if (arrayAt < 0 || types[1 - arrayAt] !== 'object') return;
    const [array, object] = [node[key][arrayAt], node[key][1 - arrayAt]];
    delete node[key];
    node.if = { type: 'array', items: {} };
    node.then = array;
    node.else = object;
    node.description = appendSentence(node.description, 'For code generators the two branches are written as `if` (an array) `then` / `else` (the same answers as the union of them): a generated client types this answer as an untyped value.');
  });
}

// ---- 12. constants generators cannot carry -------------------------------------------------------------

function constantsAsAssertions(doc) {
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || /\/(if|then|else|not)(\/|$)/.test(pointer) || typeof node.const !== 'boolean') return;
    const value = node.const;
    delete node.const;
    node.type = 'boolean';
    node.not = { type: 'boolean', const: !value };
    node.description = appendSentence(node.description, `Always \`${value}\` (written as \`not: {const: ${!value}}\`, which generated clients do not check).`);
  });
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || !Array.isArray(node.allOf)) return;
    const base = node.allOf.filter((b) => typeof b?.$ref === 'string').map((b) => schemaOf(doc, b)).find((b) => isPlainObject(b?.properties));
    if (!base) return;
    for (const branch of [node, ...node.allOf]) {
      if (!isPlainObject(branch) || typeof branch.$ref === 'string' || branch === base || !isPlainObject(branch.properties)) continue;
      let moved = false;
      for (const [member, schema] of Object.entries(branch.properties)) {
        // A member the base already types, narrowed here to a constant or to an object with required members.
        const typed = base.properties[member] && schemaOf(doc, base.properties[member]);
        if (schema === base.properties[member] || !isPlainObject(schema) || !typed || !['const', 'enum', 'required'].some((k) => k in schema)) continue;
        delete branch.properties[member];
        moved = true;
        const conditional = { if: { type: 'object', required: [member] }, then: { type: 'object', properties: { [member]: schema } } };
        if (!branch.if && !branch.then && !branch.else) Object.assign(branch, conditional);
        else (branch.allOf ??= []).push({ type: 'object', ...conditional });
        const what = schema.const !== undefined ? `is ${JSON.stringify(schema.const)}` : schema.required ? `has ${schema.required.map((r) => `\`${r}\``).join(', ')}` : 'is narrowed';
        branch.description = appendSentence(branch.description, `\`${member}\` ${what} here (written under \`if\`/\`then\`, which generated clients do not read: they type ${member} as its base schema does).`);
      }
      if (moved && !Object.keys(branch.properties).length) delete branch.properties;
    }
  });
}

// ---- 13. whole schemas bundled in place ----------------------------------------------------------------

function hoistWholeSchemas(doc) {
  const schemas = doc.components?.schemas ?? {};
  const found = [];
  walk(doc, (node, pointer) => {
    if (!isSchemaPointer(pointer) || /^\/components\/schemas\/[^/]+$/.test(pointer)) return;
    if (typeof node.$schema === 'string' && typeof node.title === 'string' && !schemas[node.title] && node.type === 'object') found.push(node);
  });
  for (const node of found) {
    if (schemas[node.title]) continue;
    schemas[node.title] = { ...node };
    replaceContents(node, { $ref: `#/components/schemas/${escapeToken(node.title)}` });
  }
}

// ---- 14. what only webhooks use, written in the webhooks -----------------------------------------------

function inlineWebhookComponents(doc) {
  // The components the paths reach (through other components too): these stay references everywhere.
  const reached = new Set();
  const visit = (value) => {
    walk(value, (node) => {
      if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/components/') || node.$ref.startsWith('#/components/examples/') || reached.has(node.$ref)) return;
      reached.add(node.$ref);
      visit(schemaOf(doc, node));
    });
  };
  visit(doc.paths);
  const inline = (value, seen) => {
    walk(value, (node) => {
      if (typeof node.$ref !== 'string' || !node.$ref.startsWith('#/components/') || node.$ref.startsWith('#/components/examples/') || reached.has(node.$ref)) return;
      if (seen.includes(node.$ref)) throw new Error(`#${node.$ref.slice(1)}: refers to itself through webhooks only; cannot be written in place`);
      const { $schema, $id, ...copy } = structuredClone(schemaOf(doc, node));
      const ref = node.$ref;
      replaceContents(node, copy);
      inline(node, [...seen, ref]);
    });
  };
  const before = referencedComponents(doc);
  for (const item of Object.values(doc.webhooks ?? {})) inline(item, []);
  // A schema component only webhooks used stays, for the models generators make of it, saying why.
  const after = referencedComponents(doc);
  for (const ref of before) {
    const [, kind, name] = tokensOf(ref.slice(1));
    const component = doc.components[kind]?.[name];
    if (kind !== 'schemas' || after.has(ref) || !component || component['x-standalone'] || component['x-gap']) continue;
    component['x-standalone'] = 'Received in webhooks, whose bundle schemas carry it written in place (for code generators that make no type of what no path uses).';
  }
  // A parameter component no path uses is now written where each webhook uses it.
  for (const name of Object.keys(doc.components?.parameters ?? {})) if (!reached.has(`#/components/parameters/${escapeToken(name)}`)) delete doc.components.parameters[name];
  if (doc.components?.parameters && !Object.keys(doc.components.parameters).length) delete doc.components.parameters;
}

// ---- 15. enums of list items as components ------------------------------------------------------------

function hoistEnumItems(doc) {
  const schemas = doc.components?.schemas ?? {};
  for (const [name, schema] of Object.entries({ ...schemas })) {
    for (const [member, prop] of Object.entries(schema?.properties ?? {})) {
      const items = prop?.items;
      if (!isPlainObject(items) || typeof items.$ref === 'string' || !Array.isArray(items.enum)) continue;
      const target = `${name}${naming(member)}Item`;
      if (schemas[target]) throw new Error(`#/components/schemas/${name}/properties/${member}/items: cannot become #/components/schemas/${target}, which exists`);
      schemas[target] = items;
      prop.items = { $ref: `#/components/schemas/${escapeToken(target)}` };
    }
  }
}

// ---- 16. object members of a base as components -------------------------------------------------------

function hoistBaseMembers(doc) {
  const schemas = doc.components?.schemas ?? {};
  const bases = new Set();
  walk(doc, (node) => {
    for (const b of Array.isArray(node.allOf) ? node.allOf : []) {
      const m = typeof b?.$ref === 'string' && /^#\/components\/schemas\/([^/]+)$/.exec(b.$ref);
      if (m) bases.add(m[1]);
    }
  });
  for (const name of bases) {
    for (const [member, prop] of Object.entries(schemas[name]?.properties ?? {})) {
      if (!isPlainObject(prop) || typeof prop.$ref === 'string' || typeOf(prop) !== 'object' || !isPlainObject(prop.properties)) continue;
      const target = `${name}${naming(member)}`;
      if (schemas[target]) throw new Error(`#/components/schemas/${name}/properties/${member}: cannot become #/components/schemas/${target}, which exists`);
      schemas[target] = prop;
      schemas[name].properties[member] = { $ref: `#/components/schemas/${escapeToken(target)}` };
    }
  }
}

/** allowedAuthMethods -> AllowedAuthMethods, payer_email -> PayerEmail. */
const naming = (s) => s.replace(/(^|[^A-Za-z0-9]+)([A-Za-z0-9])/g, (_, __, c) => c.toUpperCase());

const appendSentence = (text, sentence) => `${String(text ?? '').trimEnd()}${text ? '\n' : ''}${sentence}\n`;

/** The schema a value stands for: a $ref's target (undefined where it does not resolve), or the value. */
function schemaOf(doc, value) {
  try {
    return deref(doc, value);
  } catch {
    return undefined;
  }
}

/** The type a schema states or its keywords imply (undefined when neither). */
const typeOf = (s) => (isPlainObject(s) ? (s.type ?? impliedType(s)) : undefined);


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

/**
 * A form request body that is a union of action branches says what a generator that encodes forms from struct
 * fields does with it: oapi-codegen's typed form call marshals the union with runtime.MarshalForm, which sees no
 * field in it, and sends an empty body (listing the members under `properties` would make other generators
 * require one branch's members in every call). Its clients send the form with the call that takes a body.
 */
function noteFormUnions(doc) {
  for (const item of Object.values(doc.paths ?? {})) {
    for (const method of HTTP_METHODS) {
      const media = item?.[method]?.requestBody?.content?.['application/x-www-form-urlencoded'];
      if (!media?.schema) continue;
      const schema = typeof media.schema.$ref === 'string' ? resolveSchema(doc, media.schema.$ref) : media.schema;
      if (!Array.isArray(schema?.oneOf) || schema.description?.includes('runtime.MarshalForm')) continue;
      schema.description = appendSentence(schema.description, 'For code generators: a client that encodes a form from the fields of a struct sends this union of action branches as an empty body (oapi-codegen\'s typed form call, `...WithFormdataBody`, through `runtime.MarshalForm`): send the encoded form with the call that takes a body (`...WithBody(ctx, "application/x-www-form-urlencoded", body)`).');
    }
  }
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
 * The lint's house-generator-shape rule reports these for every bundle (scripts/lint/functions/generatorShape.js).
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
