// Every named response example of every operation is served by the running mock when asked for by name
// (Prism's Prefer: code=..., example=...), and is valid against its schema.
import { describe, expect, inject, it } from 'vitest';
import { deref, documentNames, validatorFor } from '../support/spec.ts';

const urls = inject('mockUrls');

describe.each(documentNames)('%s', (name) => {
  const { doc, compile } = validatorFor(name);
  const cases = Object.entries<any>(doc.paths).flatMap(([p, item]) =>
    Object.entries<any>(item)
      .filter(([method]) => ['get', 'post', 'put', 'patch', 'delete'].includes(method))
      .flatMap(([method, op]) => {
        const [type, media] = Object.entries<any>(op.requestBody?.content ?? {})[0] ?? [];
        const request = media && deref(doc, Object.values<any>(media.examples ?? {})[0])?.value;
        const headers: Record<string, string> = Object.fromEntries(
          (op.parameters ?? []).map((prm: any) => deref(doc, prm)).filter((prm: any) => prm.in === 'header' && prm.required).map((prm: any) => [prm.name, String(prm.example)]),
        );
        return Object.entries<any>(op.responses).flatMap(([status, response]) =>
          Object.entries<any>(deref(doc, response).content ?? {}).flatMap(([rtype, rmedia]) =>
            Object.keys(rmedia.examples ?? {}).map((example) => ({ label: `${method.toUpperCase()} ${p} ${status} ${example}`, p, method, type, request, headers, status, rtype, example })),
          ),
        );
      }),
  );

  it.each(cases.map((c) => [c.label, c] as const))('%s', async (_label, c) => {
    const body = c.type === 'application/x-www-form-urlencoded' ? new URLSearchParams(c.request).toString() : JSON.stringify(c.request);
    const res = await fetch(`${urls[name]}${c.p}`, {
      method: c.method.toUpperCase(),
      headers: { 'Content-Type': c.type, Prefer: `code=${c.status}, example=${c.example}`, ...c.headers },
      body,
    });
    expect(res.status).toBe(Number(c.status));
    const answer = await res.json();
    const expected = deref(doc, doc.paths[c.p][c.method].responses[c.status].content[c.rtype].examples[c.example]).value;
    expect(answer).toEqual(expected);
    const validate = compile(`/paths/${c.p.replace(/~/g, '~0').replace(/\//g, '~1')}/${c.method}/responses/${c.status}/content/${c.rtype.replace(/\//g, '~1')}/schema`);
    expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
  });
});
