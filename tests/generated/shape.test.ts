// The bundles are shaped for code generators (packages/contract/shape.mjs) without changing what they say:
// the committed bundles have the shape, and every request and response schema accepts exactly the same
// instances as swagger-parser's unshaped bundle of the same spec/ (the examples, and each example with one
// member removed or given the wrong type); and every component schema, on every example of the bundle and
// the cases each rewrite of shape.mjs is about (type arrays, the error/success union, presence unions, open
// unions, object-or-array, boolean and narrowed constants, what only webhooks use), each varied member by member.
import { beforeAll, describe, expect, it } from 'vitest';
import { documentValidator } from '../../packages/contract/compiled.mjs';
import { bundleModel, walk } from '../../packages/contract/index.mjs';
import { shapeProblems } from '../../packages/contract/shape.mjs';
import { model, schemaTargets, variants } from '../support/spec.ts';

type Json = any;

let raw: Json;
let shaped: Json;
beforeAll(async () => {
  raw = await bundleModel({ validate: false, shape: false });
  shaped = await bundleModel({ validate: false });
}, 60_000);

describe.each(model.hosts.map((h: Json) => [h.name] as const))('%s bundle', (name) => {
  it('has the generator shape (committed and as built now)', () => {
    expect(shapeProblems(model.host(name).document)).toEqual([]);
    expect(shapeProblems(shaped.host(name).document)).toEqual([]);
  });

  it('swagger-parser alone does not give that shape (the shaping step does the work)', () => {
    expect(shapeProblems(raw.host(name).document).length).toBeGreaterThan(0);
  });

  it('every form union has a discriminator on action mapping each action to its branch', () => {
    const host = shaped.host(name);
    for (const op of host.operations) {
      if (!op.discriminator) continue;
      const union = host.deref(op.requestBody.media.schema);
      expect(union.discriminator.propertyName).toBe(op.discriminator);
      const mapped = Object.fromEntries(Object.entries(union.discriminator.mapping).map(([v, ref]) => [v, host.deref({ $ref: ref })]));
      for (const element of op.elements) expect(mapped[element.value], element.label).toBe(element.schema);
      expect(Object.keys(mapped).sort()).toEqual(op.elements.map((e: Json) => e.value).sort());
    }
  });

  it('every form union says that a generator encoding forms from struct fields sends it empty, and which call to use', () => {
    const host = shaped.host(name);
    for (const op of host.operations) {
      if (op.requestBody?.contentType !== 'application/x-www-form-urlencoded' || !op.discriminator) continue;
      const union = host.deref(op.requestBody.media.schema);
      expect(union.description, op.label).toMatch(/runtime\.MarshalForm/);
      expect(union.description, op.label).toMatch(/WithBody\(ctx, "application\/x-www-form-urlencoded", body\)/);
    }
  });

  it('every operation states security, and none names a scheme the gateway does not have', () => {
    for (const op of [...shaped.host(name).operations, ...shaped.host(name).webhooks]) {
      expect(op.op.security, op.label).toEqual([]);
      expect(op.op['x-authentication'], op.label).toMatch(/section 5/);
    }
  });

  it('keeps every x-gap and x-source of the unshaped bundle', () => {
    const texts = (doc: Json) => {
      const out = new Set<string>();
      walk(doc, (node: Json) => {
        for (const k of ['x-gap', 'x-source']) if (node[k] !== undefined) out.add(`${k}:${JSON.stringify(node[k])}`);
      });
      return out;
    };
    const after = texts(shaped.host(name).document);
    for (const t of texts(raw.host(name).document)) expect(after.has(t), t).toBe(true);
  });

  it('accepts and rejects exactly what the unshaped bundle does', () => {
    const before = raw.host(name);
    const after = shaped.host(name);
    let compared = 0;
    for (const { pointer, examples, label } of schemaTargets(after)) {
      const old = accepts(before)(pointer);
      const now = accepts(after)(pointer);
      for (const ex of examples) {
        for (const instance of variants(ex.value)) {
          expect(now(instance), `${label} ${pointer} ${JSON.stringify(instance).slice(0, 120)}`).toBe(old(instance));
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });

  it('every component schema accepts and rejects exactly what it did unshaped (every example and the rewrites\' edge cases)', () => {
    const before = raw.host(name);
    const after = shaped.host(name);
    const examples: Json[] = [];
    walk(before.document, (node: Json, pointer: string) => {
      if (/\/examples\/[^/]+$/.test(pointer) && 'value' in node) examples.push(node.value);
    });
    const objects = examples.filter((e) => e && typeof e === 'object' && !Array.isArray(e));
    const corpus = distinct([...examples, ...EDGES, ...EDGES.filter((e) => e && typeof e === 'object' && !Array.isArray(e)).flatMap((edge) => objects.map((o) => ({ ...o, ...edge })))].flatMap(variants));
    // Every component, and every request and response schema of the paths and webhooks (what only webhooks use
    // is written in place in the shaped bundle).
    const pointers = Object.keys(before.document.components.schemas ?? {}).map((c) => `/components/schemas/${c}`);
    for (const op of after.operations.concat(after.webhooks)) {
      for (const at of [op.requestBody, ...op.responses]) if (at?.schemaPointer && !at.schemaPointer.startsWith('/components/')) pointers.push(at.schemaPointer);
    }
    let compared = 0;
    let unchanged = 0;
    const same = identicalSchemas(before, after);
    for (const pointer of pointers) {
      const component = pointer;
      if (!after.at(pointer) || !before.at(pointer)) continue;
      // The same schema text, reaching only schemas of the same text: the same validator, nothing to compare.
      if (same(pointer)) {
        unchanged++;
        continue;
      }
      const old = accepts(before)(pointer);
      const now = accepts(after)(pointer);
      for (const instance of corpus) {
        if (now(instance) !== old(instance)) expect(now(instance), `${component}: ${JSON.stringify(instance).slice(0, 200)}`).toBe(old(instance));
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(1000);
    // The shaping rewrites some schemas of each host (the first test of this file): those are compared.
    expect(pointers.length - unchanged).toBeGreaterThan(0);
  }, 120_000);
});

/**
 * Instances at the edges of each rewrite of shape.mjs (7-16): valid and invalid ones on either side of the
 * line the rewritten schema draws. They are tried against every component, alone and merged into each
 * example of the bundle (so that the other required members are there).
 */
const EDGES: Json[] = [
  // 7. type arrays: each type, and the types none of them allows
  ...['3ds-id', 5, 1.5, true, null, {}, [], ''].flatMap((v) => [v, { threeDSServerTransID: v, eci: v, payer_email: v, browser_language: v, product_amount: v }]),
  // 7. error_code: an integer or a string, nothing else
  ...[208003, '208003', 1.5, true, null, {}, []].map((v) => ({ result: 'ERROR', error_code: v, error_message: 'Capture failed' })),
  // 8. ErrorBody or a success record
  { result: 'ERROR', error_code: 208003, error_message: 'Capture failed' },
  { result: 'ERROR', error_code: '208003', error_message: 'Capture failed', ARN: '' },
  { result: 'ERROR', error_code: 208003 },
  { result: 'ERROR' },
  { result: 'SUCCESS', trans_id: 't-1', order_status: 'settled' },
  { trans_id: 't-1', order_status: 'settled', ARN: '' },
  { result: 5, card_expiration_date: '13/2030' },
  { result: 'error' },
  // 9. payment_id or order_id, not both
  { merchant_key: 'k', hash: 'h', payment_id: 'p' },
  { merchant_key: 'k', hash: 'h', order_id: 'o' },
  { merchant_key: 'k', hash: 'h', payment_id: 'p', order_id: 'o' },
  { merchant_key: 'k', hash: 'h', order_id: 'o', size: '2' },
  { merchant_key: 'k', hash: 'h' },
  // 10. any object (a method's parameters)
  { email: 'a@example.com', Email: 'b@example.com', phone: '1', Phone: '2' },
  // 11. an object or an array
  [{ trans_id: 't-1' }],
  [{ trans_id: 't-1', ARN: '' }],
  // 12. constants
  { with_hosted_fields: true },
  { with_hosted_fields: false },
  { with_hosted_fields: 'true' },
  { operation: 'debit', recurring_init: true },
  { operation: 'purchase', recurring_init: true },
  { operation: 'debit', recurring_init: false },
  { type: 'PULL' },
  { type: 'PUSH' },
  // 15, 16. enum items, a base's object member
  { allowedAuthMethods: ['PAN_ONLY'] },
  { allowedAuthMethods: ['PAN'] },
  { redirect_params: {} },
  { redirect_params: { qr_code: 'AAAA' } },
  { redirect_params: { qr_code: 'A' } },
];

/**
 * Whether the schema at a pointer is the same in both bundles, as far as a validator can tell: its text is
 * identical, and so is the text of every schema it reaches through $ref (transitively). Such a schema compiles to
 * the same validator in both, so comparing their answers could find nothing; the comparison above spends its time
 * on the schemas the shaping rewrote or that reach one it rewrote (about a third of the checkout bundle's).
 */
function identicalSchemas(before: Json, after: Json) {
  const text = new Map<string, boolean>();
  const sameText = (pointer: string) => {
    if (!text.has(pointer)) {
      const a = before.at(pointer);
      const b = after.at(pointer);
      text.set(pointer, a !== undefined && b !== undefined && JSON.stringify(a) === JSON.stringify(b));
    }
    return text.get(pointer)!;
  };
  const refsOf = (node: Json, out: string[] = []): string[] => {
    if (node && typeof node === 'object') {
      if (typeof node.$ref === 'string') out.push(node.$ref);
      for (const v of Object.values(node)) refsOf(v, out);
    }
    return out;
  };
  return (pointer: string) => {
    const seen = new Set<string>();
    const queue = [pointer];
    while (queue.length) {
      const at = queue.pop()!;
      if (seen.has(at)) continue;
      seen.add(at);
      if (!sameText(at)) return false;
      for (const ref of refsOf(before.at(at))) {
        // A reference out of the document (none today) is not followed: the schema counts as changed.
        if (!ref.startsWith('#/')) return false;
        queue.push(decodeURIComponent(ref.slice(1)));
      }
    }
    return true;
  };
}

/**
 * Yes-or-no validators of a bundle's schemas by JSON Pointer, each compiled once for the file: the model's ajv
 * (packages/contract/compiled.mjs documentValidator, as Host.compile builds it: 2020-12, formats, the bundle under its
 * documentId, its compile cache) with allErrors off. Whether an instance is valid does not depend on allErrors (it
 * only decides whether ajv goes on collecting errors after the first one), and these comparisons ask only that,
 * about two million times for the checkout bundle; stopping at the first error halves their time.
 */
const validators = new WeakMap<object, (pointer: string) => (instance: Json) => boolean>();
function accepts(host: Json) {
  let compile = validators.get(host);
  if (!compile) validators.set(host, (compile = documentValidator(host.name, host.document, { allErrors: false }).compile as (pointer: string) => (instance: Json) => boolean));
  return compile;
}

/**
 * Each instance once (by its JSON text, key order kept): the edges merged into the examples and their variants
 * make the same instance many times over (a fifth of the checkout corpus), and a validator answers the same
 * instance the same way, so each distinct one is tried against every schema once.
 */
function distinct(instances: Json[]): Json[] {
  return [...new Map(instances.map((i) => [JSON.stringify(i), i])).values()];
}
