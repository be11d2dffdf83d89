// Every named response example of every operation of every host (from the model) is served by the running
// mock when asked for by name (Prism's Prefer: code=..., example=...), and is valid against its schema.
import { describe, expect, it } from 'vitest';
import { mockUrls } from '../../support/mock.ts';
import { encodeBody, model } from '../../support/spec.ts';

const urls = await mockUrls();

describe.each(model.hosts.map((h: any) => [h.name, h]) as Array<[string, any]>)('%s', (name: string, host: any) => {
  const cases: any[] = host.operations
    .filter((o: any) => o.operationId && o.requestBody)
    .flatMap((o: any) =>
      o.responses
        .filter((r: any) => r.contentType)
        .flatMap((r: any) => r.examples.map((example: any) => ({ label: `${o.method.toUpperCase()} ${o.path} ${r.status} ${example.name}`, o, r, example }))),
    );

  it('has named response examples', () => expect(cases.length).toBeGreaterThan(0));

  it.each(cases.map((c: any) => [c.label, c]) as Array<[string, any]>)('%s', async (_label: string, { o, r, example }: any) => {
    const headers = Object.fromEntries(o.parameters.filter((p: any) => p.in === 'header' && p.required).map((p: any) => [p.name, String(p.example)]));
    const res = await fetch(`${urls[name as keyof typeof urls]}${o.path}`, {
      method: o.method.toUpperCase(),
      headers: { 'Content-Type': o.requestBody!.contentType, Prefer: `code=${r.status}, example=${example.name}`, ...headers },
      body: encodeBody(o.requestBody!.contentType, o.requestBody!.examples[0].value),
    });
    expect(res.status).toBe(Number(r.status));
    const answer = await res.json();
    expect(answer).toEqual(example.value);
    const validate = host.compile(r.schemaPointer!);
    expect(validate(answer), JSON.stringify(validate.errors)).toBe(true);
  });
});
