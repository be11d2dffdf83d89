// A bounded fuzz of the running mock: malformed bodies, wrong content types, empty bodies, huge fields,
// odd Unicode, repeated keys and deep nesting, on every operation of every host. The mock never answers
// 5xx; every answer is one the operation documents (status and body valid against that response); and the
// malformed classes get the documented 400 'Request data is invalid.' body, with an errors list saying what is
// wrong (one "member: what is wrong" string per violation).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyString } from '../support/fast-check.ts';
import { mockUrls } from '../support/mock.ts';
import { FORM } from '../../packages/contract/index.mjs';
import { encodeBody, model, operationCalls } from '../support/spec.ts';
import { expectErrorsList, invalidBody } from './gateway-answers.ts';

const urls = await mockUrls();
const odd = ['\u0000', '\ud800', '\u202e', '\u200b', '😀', 'Ω≈ç√', '\\', '"', "'", '%', '&', '=', '+', '\r\n'];

describe.each(model.hosts.map((h: any) => [h.name, h]) as Array<[string, any]>)('%s', (name: string, host: any) => {
  const operations: any[] = operationCalls(host.document);

  async function send(o: (typeof operations)[number], body: BodyInit | undefined, contentType: string | undefined) {
    const res = await fetch(`${urls[name as keyof typeof urls]}${o.p}`, {
      method: o.method.toUpperCase(),
      headers: { ...(contentType ? { 'Content-Type': contentType } : {}), ...o.headers },
      body,
    });
    const text = await res.text();
    return { status: res.status, text, violations: res.headers.get('sl-violations') ?? '' };
  }

  /** The answer is not 5xx and is one the operation documents: its status, and a body valid for that response. */
  function expectDocumented(o: (typeof operations)[number], answer: { status: number; text: string; violations: string }, label: string) {
    expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBeLessThan(500);
    const documented = host.operation(o.method, o.p)!.response(answer.status);
    expect(documented, `${label}: status ${answer.status} is not documented`).toBeDefined();
    const validate = host.compile(documented!.schemaPointer!);
    expect(validate(JSON.parse(answer.text)), `${label}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }

  describe.each(operations.map((o: any) => [`${o.method.toUpperCase()} ${o.p}`, o]) as Array<[string, any]>)('%s', (_label, o) => {
    it('has a request example to vary', () => expect(Object.keys(o.example ?? {}).length).toBeGreaterThan(0));

    const malformed: Array<[string, BodyInit | undefined, string | undefined]> = [
      ['empty body', undefined, o.type],
      ['empty string', '', o.type],
      ['no content type', encodeBody(o.type, o.example), undefined],
      ['text/plain', encodeBody(o.type, o.example), 'text/plain'],
      ['application/xml', '<request/>', 'application/xml'],
      ['the other body encoding', o.type === FORM ? JSON.stringify(o.example) : new URLSearchParams({ a: 'b' }).toString(), o.type === FORM ? 'application/json' : FORM],
      ...(o.type === FORM
        ? ([['only separators', '&&&==&', FORM], ['percent garbage', '%%%=%ZZ', FORM]] as Array<[string, string, string]>)
        : ([['malformed JSON', '{"merchant_key": ', o.type], ['a JSON array', '[]', o.type], ['JSON null', 'null', o.type], ['deep nesting', '['.repeat(20000) + ']'.repeat(20000), o.type]] as Array<[string, string, string]>)),
    ];
    it.each(malformed)('%s gets the documented 400 body', async (label, body, type) => {
      const answer = await send(o, body, type);
      expect(answer.status, `${label}: ${answer.text.slice(0, 200)}`).toBe(400);
      expect(JSON.parse(answer.text)).toEqual(invalidBody());
      expectErrorsList(JSON.parse(answer.text), label);
    });

    it('a body over the mock limit gets the documented 400 body', async () => {
      const big = o.type === FORM ? `${encodeBody(o.type, o.example)}&pad=${'a'.repeat(11 * 1024 * 1024)}` : JSON.stringify({ ...o.example, pad: 'a'.repeat(11 * 1024 * 1024) });
      const answer = await send(o, big, o.type);
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.text)).toEqual(invalidBody('body'));
      // Refused by the mock's own limit, before Prism reads it: its violation says so.
      expect(JSON.parse(answer.violations).map((v: any) => v.message)).toEqual([expect.stringMatching(/^body over \d+ bytes$/)]);
    });

    it('huge fields, odd Unicode and repeated keys get a documented answer, never 5xx', async () => {
      const keys = Object.keys(o.example);
      const cases = [
        ...keys.map((k) => [`huge ${k}`, encodeBody(o.type, { ...o.example, [k]: 'x'.repeat(1024 * 1024) })] as const),
        ...odd.flatMap((c) => keys.slice(0, 3).map((k) => [`${JSON.stringify(c)} in ${k}`, encodeBody(o.type, { ...o.example, [k]: `${o.example[k]}${c}` })] as const)),
        [
          'repeated keys',
          o.type === FORM ? `${encodeBody(o.type, o.example)}&${keys.map((k) => `${encodeURIComponent(k)}=again`).join('&')}` : `{${keys.map((k) => `${JSON.stringify(k)}:1`).join(',')},${encodeBody(o.type, o.example).slice(1)}`,
        ] as const,
      ];
      for (const [label, body] of cases) expectDocumented(o, await send(o, body, o.type), label);
    });

    it('random members and values (fast-check, bounded) get a documented answer, never 5xx', async () => {
      const value = fc.oneof(fc.string({ unit: 'grapheme', maxLength: 40 }), anyString(40), fc.constantFrom('', ' ', '0', '-1', '1e309', 'null', 'true'));
      await fc.assert(
        fc.asyncProperty(fc.dictionary(fc.oneof(fc.constantFrom(...Object.keys(o.example)), fc.string({ maxLength: 12 })), value, { maxKeys: 6 }), async (changes) => {
          const answer = await send(o, encodeBody(o.type, { ...o.example, ...changes }), o.type);
          expectDocumented(o, answer, JSON.stringify(changes));
        }),
        { numRuns: 40, seed: 8 },
      );
    });
  });
});
