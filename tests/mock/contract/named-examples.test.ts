// Every named response example of every operation is served by the running mock when asked for by name
// (Prism's Prefer: code=..., example=...), and is valid against its schema.
import { describe, expect, inject, it } from 'vitest';
import { deref, documentNames, encodeBody, operationCalls, pointerEscape, validatorFor } from '../support/spec.ts';

const urls = inject('mockUrls');

describe.each(documentNames)('%s', (name) => {
  const { doc, compile } = validatorFor(name);
  const cases = operationCalls(doc).flatMap(({ p, method, op, type, example: request, headers }) =>
    Object.entries<any>(op.responses).flatMap(([status, response]) =>
      Object.entries<any>(deref(doc, response).content ?? {}).flatMap(([rtype, rmedia]) =>
        Object.keys(rmedia.examples ?? {}).map((example) => ({ label: `${method.toUpperCase()} ${p} ${status} ${example}`, p, method, type, request, headers, status, rtype, example })),
      ),
    ),
  );

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const body = encodeBody(c.type, c.request);
    const res = await fetch(`${urls[name]}${c.p}`, {
      method: c.method.toUpperCase(),
      headers: { 'Content-Type': c.type, Prefer: `code=${c.status}, example=${c.example}`, ...c.headers },
      body,
    });
    expect(res.status).toBe(Number(c.status));
    const answer = await res.json();
    const expected = deref(doc, doc.paths[c.p][c.method].responses[c.status].content[c.rtype].examples[c.example]).value;
    expect(answer).toEqual(expected);
    const validate = compile(`/paths/${pointerEscape(c.p)}/${c.method}/responses/${c.status}/content/${pointerEscape(c.rtype)}/schema`);
    expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
  });
});
