// What the client tests iterate over, read from the contract model (packages/contract, through tests/support/spec.ts;
// never from the generated client): every operation, every element (operation body or action branch) with its
// recipe or gap, every named request example; and fast-check arbitraries for bodies a schema allows.
import fc from 'fast-check';
import { deref, model, validatorFor, type DocumentName } from '../support/spec.ts';
import { at as pointerAt, memberSchema as modelMemberSchema, requiredOf as modelRequiredOf, tokensOf } from '../../packages/contract/index.mjs';

type Json = any;

export interface Operation {
  document: DocumentName;
  doc: Json;
  path: string;
  method: string;
  op: Json;
  /** The operation's parameters, dereferenced, with their documented example. */
  parameters: Array<{ in: string; name: string; required: boolean; example?: unknown }>;
  contentType?: string;
  schema?: Json;
}

export interface Element {
  document: DocumentName;
  operation: Operation;
  label: string;
  /** The branch schema for a form action, or the operation's body schema. */
  schema: Json;
  /** JSON Pointer of the schema in the bundle (for a validator of it). */
  pointer: string;
  /** `{ action: 'X' }` for a branch. */
  select: Record<string, unknown>;
  recipe?: { algorithm: string; fields: string[]; when?: Record<string, unknown> };
  gap?: string;
  examples: Array<{ name: string; value: Json; password?: string }>;
}

const operationOf = (o: Json): Operation => ({
  document: o.host.name,
  doc: o.host.document,
  path: o.path,
  method: o.method,
  op: o.op,
  parameters: o.parameters,
  contentType: o.requestBody?.contentType,
  schema: o.requestBody?.schema,
});

export function operations(): Operation[] {
  return model.hosts.flatMap((h: Json) => h.operations.map(operationOf));
}

/** Every element that governs a body (the model's): the branches of a oneOf form body, else the operation's body. */
export function elements(): Element[] {
  return model.hosts.flatMap((h: Json) =>
    h.operations.flatMap((o: Json) => {
      const operation = operationOf(o);
      return o.elements.map((e: Json) => ({
        document: h.name as DocumentName,
        operation,
        label: e.label,
        schema: e.schema,
        pointer: e.pointer,
        select: e.select,
        recipe: e.recipe ?? undefined,
        gap: e.gap ?? undefined,
        examples: e.examples.map((x: Json) => ({ name: x.name, value: x.value, password: x.password })),
      }));
    }),
  );
}

const hostOf = (doc: Json) => model.hosts.find((h: Json) => h.document === doc)!;

/** Whether a recipe applies to a body (its `when` holds). */
export const applies = (recipe: Element['recipe'], body: Json) =>
  Boolean(recipe) && Object.entries(recipe!.when ?? {}).every(([p, v]) => at(body, p) === v);

export const at = (body: Json, pointer: string): unknown => pointerAt(body, pointer);

export function setAt(body: Json, pointer: string, value: unknown): Json {
  const copy = structuredClone(body);
  const keys = tokensOf(pointer);
  let o = copy;
  for (const k of keys.slice(0, -1)) o = o[k] ??= {};
  o[keys.at(-1)!] = value;
  return copy;
}

/** The schema of the member at a JSON Pointer of a body, through $ref and allOf (undefined where not declared). */
export const memberSchema = (doc: Json, schema: Json, pointer: string): Json => modelMemberSchema(hostOf(doc), schema, pointer);

/** Members of a schema's `required`, through $ref and allOf. */
export const requiredOf = (doc: Json, schema: Json): Set<string> => modelRequiredOf(hostOf(doc), schema);

const validators = new Map<DocumentName, ReturnType<typeof validatorFor>>();
/** A validator (ajv at run time, independent of generated/validators) of an element's schema. */
export function validatorOf(e: Element) {
  if (!validators.has(e.document)) validators.set(e.document, validatorFor(e.document));
  return validators.get(e.document)!.compile(e.pointer);
}

// fc.stringMatching builds a new arbitrary from the pattern at each call, and fast-check then tries each of its
// dangerous strings against every character class of it (a few milliseconds a pattern, at every draw of a chain
// that builds one): one arbitrary per pattern, reused (an arbitrary keeps no state between draws).
const matchers = new Map<string, fc.Arbitrary<string>>();
const matching = (pattern: string) => {
  let made = matchers.get(pattern);
  if (!made) matchers.set(pattern, (made = fc.stringMatching(new RegExp(pattern))));
  return made;
};

/** A fast-check arbitrary of values a (bundled) schema allows; callers filter with a real validator. */
export function arbitrary(doc: Json, raw: Json, depth = 0): fc.Arbitrary<unknown> {
  const s = deref(doc, raw);
  if (!s || typeof s !== 'object' || Object.keys(s).length === 0) return fc.string();
  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...s.enum);
  if (s.oneOf || s.anyOf) return fc.oneof(...(s.oneOf ?? s.anyOf).map((b: Json) => arbitrary(doc, b, depth + 1)));
  if (s.allOf) {
    const merged = s.allOf.map((x: Json) => deref(doc, x)).reduce((a: Json, b: Json) => ({ ...a, ...b, properties: { ...a.properties, ...b.properties }, required: [...(a.required ?? []), ...(b.required ?? [])] }), {});
    const { allOf: _a, ...rest } = s;
    return arbitrary(doc, { ...rest, ...merged, properties: { ...rest.properties, ...merged.properties }, required: [...(rest.required ?? []), ...merged.required] }, depth + 1);
  }
  const type = Array.isArray(s.type) ? s.type[0] : s.type ?? (s.properties ? 'object' : 'string');
  switch (type) {
    case 'object': {
      const props = Object.fromEntries(Object.entries<Json>(s.properties ?? {}).map(([k, v]) => [k, arbitrary(doc, v, depth + 1)]));
      const required = (s.required ?? []).filter((k: string) => k in props);
      return fc.record(props, { requiredKeys: required });
    }
    case 'array':
      return fc.array(arbitrary(doc, s.items ?? {}, depth + 1), { minLength: s.minItems ?? 0, maxLength: Math.min(s.maxItems ?? 3, 3) });
    case 'boolean':
      return fc.boolean();
    case 'integer':
      return fc.integer({ min: s.minimum ?? 0, max: s.maximum ?? 1000 });
    case 'number':
      return fc.double({ min: s.minimum ?? 0, max: s.maximum ?? 1000, noNaN: true });
    default: {
      if (s.format === 'uuid') return fc.uuid();
      if (s.format === 'email') return fc.emailAddress();
      if (s.format === 'date') return fc.date({ min: new Date('1950-01-01'), max: new Date('2049-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
      if (s.format === 'uri') return fc.webUrl({ validSchemes: ['https'] });
      if (s.pattern) return matching(s.pattern).filter((x) => x.length >= (s.minLength ?? 0) && x.length <= (s.maxLength ?? Infinity));
      return fc.string({ unit: 'grapheme', minLength: Math.max(s.minLength ?? 0, 0), maxLength: Math.min(s.maxLength ?? 24, 24) });
    }
  }
}

/** Required parameters from their documented examples (or a placeholder string). */
export function paramsFor(e: Element) {
  const params: Record<string, Record<string, unknown>> = {};
  for (const p of e.operation.parameters) if (p.required) (params[p.in] ??= {})[p.name] = p.example ?? 'placeholder';
  return params;
}


/** Bodies to send for an element: its named examples, else one sampled from its schema. */
export function casesOf(e: Element): Array<{ name: string; body: Json; password?: string }> {
  if (e.examples.length) return e.examples.map((x) => ({ name: x.name, body: x.value, password: x.password }));
  const validate = validatorOf(e);
  const [body] = fc.sample(arbitrary(e.operation.doc, e.schema).filter((b) => validate(b)), { numRuns: 1, seed: 11 }) as Json[];
  return [{ name: 'sampled from the schema', body: { ...body, hash: body.hash ?? 'f'.repeat(40) }, password: undefined }];
}

/** What the caller passes: the body without what the client fills (key; hash where a recipe applies). */
export function callerBody(e: Element, body: Json, keyField: string): Json {
  const copy = structuredClone(body);
  delete copy[keyField];
  if (applies(e.recipe, body)) delete copy.hash;
  return copy;
}
