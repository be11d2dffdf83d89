// The standalone validators cover every body of the bundles and agree with ajv compiling at run time
// on every example and on broken copies of them; the callback helper validates and says why it does not verify.
import { describe, expect, it } from 'vitest';
import * as validators from '../../generated/validators/index.js';
import { deref, documentNames, mediaObjects, model, validatorFor } from '../support/spec.ts';
import { tokensOf } from '../../packages/contract/index.mjs';

const camel = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));

describe.each(documentNames)('%s', (name) => {
  const { doc, compile } = validatorFor(name);
  const list = (validators as any)[camel(name)].validators as any[];
  const media = mediaObjects(doc).map(({ pointer, media }) => {
    const parts = tokensOf(pointer);
    const [kind, key, method] = parts;
    const role = kind === 'webhooks' ? 'payload' : parts[3] === 'requestBody' ? 'request' : 'response';
    const status = role === 'response' ? parts[4] : undefined;
    const mediaType = parts.at(-1)!;
    return { pointer, media, path: kind === 'paths' ? key : undefined, webhook: kind === 'webhooks' ? key : undefined, method, role, status, mediaType };
  });
  const webhookBodies = Object.entries<any>(doc.webhooks ?? {}).flatMap(([w, item]) =>
    Object.entries<any>(deref(doc, item)).flatMap(([method, op]) => Object.keys(deref(doc, op?.requestBody)?.content ?? {}).map((mediaType) => ({ w, method, mediaType }))),
  );

  it('a standalone validator for every request, response and webhook body', () => {
    for (const m of media.filter((x) => x.media.schema)) {
      expect(list.find((v) => v.role === m.role && v.path === m.path && v.webhook === m.webhook && v.method === m.method && v.status === m.status && v.mediaType === m.mediaType), m.pointer).toBeTruthy();
    }
  });

  it('a standalone validator for every webhook payload', () => {
    for (const b of webhookBodies) expect(list.find((v) => v.role === 'payload' && v.webhook === b.w && v.method === b.method && v.mediaType === b.mediaType)).toBeTruthy();
  });

  const examples = media.flatMap((m) => Object.entries<any>(m.media.examples ?? {}).map(([exampleName, ex]) => ({ ...m, exampleName, value: deref(doc, ex).value })));
  it.each(examples.map((x) => [`${x.pointer} ${x.exampleName}`, x] as const))('%s: same verdict as ajv at run time, also when broken', (_l, x) => {
    const standalone = list.find((v) => v.role === x.role && v.path === x.path && v.webhook === x.webhook && v.method === x.method && v.status === x.status && v.mediaType === x.mediaType).validate;
    const runtime = compile(`${x.pointer}/schema`);
    const broken = [x.value, null, 42, [], { ...x.value, [Object.keys(x.value ?? {})[0] ?? 'k']: { nested: [1] } }, Object.fromEntries(Object.keys(x.value ?? {}).slice(1).map((k) => [k, x.value[k]]))];
    for (const value of broken) expect(standalone(value), JSON.stringify(value)).toBe(runtime(value));
    expect(standalone(x.value)).toBe(true);
  });
});

describe('receiveCallback', () => {
  it('names the schema it validates against and says the signature is not checked, with the reason', () => {
    expect(validators.callbackPayloadSchema).toBeTruthy();
    expect(validators.callbackSignature.checked).toBe(false);
    expect(validators.callbackSignature.reason).toMatch(/not shown/);
  });

  it('validates a raw payload in JSON and in form encoding, and rejects what is not a payload', () => {
    // A payment record the contract documents: the first response example the payload validator accepts.
    const candidates = documentNames.flatMap((n) => mediaObjects(validatorFor(n).doc).flatMap(({ media }) => Object.values<any>(media.examples ?? {}).map((ex) => deref(validatorFor(n).doc, ex).value)));
    const json = candidates.find((v) => v && typeof v === 'object' && !Array.isArray(v) && validators.receiveCallback(JSON.stringify(v), { contentType: 'application/json' }).valid && !('error_code' in v));
    expect(json, 'a documented example that is a payload').toBeTruthy();
    const result = validators.receiveCallback(Buffer.from(JSON.stringify(json)), { contentType: 'application/json; charset=utf-8' });
    expect(result).toMatchObject({ valid: true, payload: json, errors: [], signature: { checked: false } });
    const flat = Object.fromEntries(Object.entries(json).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    expect(validators.receiveCallback(new URLSearchParams(flat).toString(), { contentType: 'application/x-www-form-urlencoded' })).toMatchObject({ valid: true, payload: flat });
    expect(validators.receiveCallback('{not json', { contentType: 'application/json' })).toMatchObject({ valid: false });
    expect(validators.receiveCallback('[1,2]', { contentType: 'application/json' }).valid).toBe(false);
  });
});

describe('element validators (what the client runs)', () => {
  const elementsOf = (name: string) => (validators as any)[camel(name)].elements as any[];
  it.each(documentNames)('%s: one per element of the model, agreeing with ajv at run time on its examples and broken copies', (name) => {
    const host = model.host(name);
    const list = elementsOf(name);
    expect(list).toHaveLength(host.elements.length);
    for (const e of host.elements) {
      const v = list.find((x) => x.path === e.operation.path && x.method === e.operation.method && (e.value === null || x[e.discriminator] === e.value));
      expect(v, e.label).toBeTruthy();
      const runtime = e.validate;
      for (const x of e.examples) {
        for (const value of [x.value, { ...x.value, not_in_the_contract: 'x' }, Object.fromEntries(Object.entries(x.value).slice(1))]) expect(v.validate(value), `${e.label} ${x.name}`).toBe(runtime(value));
        expect(v.validate(x.value), `${e.label} ${x.name}`).toBe(true);
      }
    }
  });
});
