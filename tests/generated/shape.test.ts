// The bundles are shaped for code generators (tools/model/shape.mjs) without changing what they say:
// the committed bundles have the shape, and every request and response schema accepts exactly the same
// instances as swagger-parser's unshaped bundle of the same spec/ (the examples, and each example with one
// member removed or given the wrong type).
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleModel, walk } from '../../tools/model/index.mjs';
import { shapeProblems } from '../../tools/model/shape.mjs';
import { model } from '../support/spec.ts';

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
    for (const op of after.operations.concat(after.webhooks)) {
      const targets = [
        ...(op.requestBody?.schemaPointer ? [{ pointer: op.requestBody.schemaPointer, examples: op.requestBody.examples }] : []),
        ...op.responses.filter((r: Json) => r.schemaPointer).map((r: Json) => ({ pointer: r.schemaPointer, examples: r.examples })),
      ];
      for (const { pointer, examples } of targets) {
        const old = before.compile(pointer);
        const now = after.compile(pointer);
        for (const ex of examples) {
          for (const instance of variants(ex.value)) {
            expect(now(instance), `${op.label} ${pointer} ${JSON.stringify(instance).slice(0, 120)}`).toBe(old(instance));
            compared++;
          }
        }
      }
    }
    expect(compared).toBeGreaterThan(20);
  });
});

/** The instance, then for each top-level member: the instance without it, and with it as a number. */
function variants(value: Json): Json[] {
  const out = [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const k of Object.keys(value)) {
      const { [k]: _drop, ...rest } = value;
      out.push(rest, { ...value, [k]: 12345 });
    }
  }
  return out;
}
