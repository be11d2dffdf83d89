// The mock speaks the gateway's language (packages/gateway-http/gateway.mjs), read from the contract model:
// - a path or method a host does not have gets the catalogue's route row (status and body);
// - `Prefer: example=<row>` naming any catalogue row on any operation gets a documented answer: the response
//   example of that name, else the row where it occurs on the operation (a row without a body gets its code and
//   message, the sandbox's choice where the source shows none, said in x-mock-note), else the invalid-request
//   row whose errors list says what the Prefer asked;
// - a rejected request gets the invalid-request row's body with one "member: what is wrong" per violation, and
//   sl-violations;
// - a fast-check fuzz of random methods (unusual ones too), paths, Prefer headers (every catalogue row, random
//   codes and names), query preferences, content types and bodies: never a 5xx, always a documented status
//   with a gateway-shaped body valid against that response's schema.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyString } from '../support/fast-check.ts';
import { mockUrls } from '../support/mock.ts';
import { FORM } from '../../packages/contract/index.mjs';
import { encodeBody, model } from '../support/spec.ts';
import { INVALID, ROUTE, entryOf, expectErrorsList, invalidBody } from './gateway-answers.ts';

const urls = await mockUrls();
const hosts = model.hosts.map((h: any) => [h.name, h]) as Array<[string, any]>;

type Answer = { status: number; body: any; text: string; note: string | null; violations: string | null };

async function call(base: string, method: string, path: string, { headers = {}, body }: { headers?: Record<string, string>; body?: string } = {}): Promise<Answer> {
  const res = await fetch(`${base}${path}`, { method, headers, body: method === 'GET' || method === 'HEAD' ? undefined : body });
  const text = await res.text();
  let parsed: any;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, body: parsed, text, note: res.headers.get('x-mock-note'), violations: res.headers.get('sl-violations') };
}

/** Where a catalogue row occurs on an operation (x-occurs-in: the operation, one of its branches, or a component of its host without a shown path). */
const occursOn = (row: any, host: any, operation: any) =>
  model.placesOf(row).some((p: any) => p.host === host && (p.operation === operation || p.element?.operation === operation || (!p.operation && !p.element && p.component)));

/** What a request of the operation (its first request example and required headers) needs besides Prefer. */
const requestOf = (operation: any) => ({
  headers: {
    'Content-Type': operation.requestBody.contentType,
    ...Object.fromEntries(operation.parameters.filter((p: any) => p.in === 'header' && p.required).map((p: any) => [p.name, String(p.example)])),
  } as Record<string, string>,
  body: encodeBody(operation.requestBody.contentType, operation.requestBody.examples[0].value),
});

describe.each(hosts)('%s', (name: string, host: any) => {
  const base = urls[name as keyof typeof urls];
  const operations: any[] = host.operations.filter((o: any) => o.requestBody?.examples.length);
  const errorBody = host.compile('/components/schemas/ErrorBody');

  /** The answer is not 5xx, its status is documented (by the operation, or the route row's for no operation) and its body is valid for it. */
  function expectDocumented(method: string, path: string, answer: Answer, label: string) {
    expect(answer.status, `${label}: ${answer.text.slice(0, 300)}`).toBeLessThan(500);
    const operation = host.operations.find((o: any) => o.method === method.toLowerCase() && o.path === new URL(path, 'http://mock').pathname);
    if (!operation) {
      expect(answer.status, label).toBe(ROUTE.status);
      if (method !== 'HEAD') expect(answer.body, label).toEqual(ROUTE.body);
      return;
    }
    const documented = operation.response(answer.status);
    expect(documented, `${label}: status ${answer.status} is not documented by ${operation.label}`).toBeDefined();
    if (method === 'HEAD') return;
    const validate = host.compile(documented.schemaPointer);
    expect(validate(answer.body), `${label}: ${answer.text.slice(0, 300)} ${JSON.stringify(validate.errors)}`).toBe(true);
    if (answer.status >= 400) {
      expect(errorBody(answer.body), `${label}: not the gateway's error body: ${answer.text.slice(0, 300)}`).toBe(true);
      if (answer.body.error_message === INVALID.message && answer.violations) expectErrorsList(answer.body, label);
    }
  }

  describe('paths and methods the host does not have', () => {
    const paths = ['/', '/nope', '/post/', '/POST', '/api/v1', '/api/v1/session/', '/api/v1/session/token/x', '//post', '/%ZZ', '/a%20b'].filter((p) => !host.operations.some((o: any) => o.path === p));
    it.each(paths)('%s gets the route row', async (path) => {
      const answer = await call(base, 'GET', path);
      expect(answer.status).toBe(ROUTE.status);
      expect(answer.body).toEqual(ROUTE.body);
      expect(answer.note).toMatch(/is not an operation of/);
    });

    it.each(['GET', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'PURGE', 'FOO'])('%s on each operation path gets the route row', async (method) => {
      for (const o of host.operations.filter((x: any) => x.method !== method.toLowerCase())) {
        const answer = await call(base, method, o.path, requestOf(o));
        expect(answer.status, `${method} ${o.path}`).toBe(ROUTE.status);
        expect(answer.body, `${method} ${o.path}`).toEqual(ROUTE.body);
      }
    });

    it('HEAD gets the route status', async () => {
      for (const o of host.operations) expect((await call(base, 'HEAD', o.path)).status).toBe(ROUTE.status);
    });

    it('a body over the mock limit on an unknown path gets the route row', async () => {
      const answer = await call(base, 'POST', '/nope', { headers: { 'Content-Type': 'application/json' }, body: 'a'.repeat(11 * 1024 * 1024) });
      expect(answer.status).toBe(ROUTE.status);
      expect(answer.body).toEqual(ROUTE.body);
    });
  });

  describe.each(operations.map((o: any) => [o.label, o]) as Array<[string, any]>)('%s', (_label: string, operation: any) => {
    const request = requestOf(operation);
    const examples = (status?: number) => operation.responses.filter((r: any) => status === undefined || r.status === String(status)).flatMap((r: any) => r.examples.map((e: any) => ({ ...e, status: Number(r.status) })));

    it.each(model.errors.map((row: any) => [row.name, row]) as Array<[string, any]>)('Prefer: example=%s gets a documented answer', async (rowName: string, row: any) => {
      const answer = await call(base, operation.method.toUpperCase(), operation.path, { ...request, headers: { ...request.headers, Prefer: `example=${rowName}` } });
      expectDocumented(operation.method, operation.path, answer, rowName);
      const example = examples().find((e: any) => e.name === rowName);
      if (example) {
        // One of the operation's response examples: served as written.
        expect(answer.status).toBe(example.status);
        expect(answer.body).toEqual(example.value);
      } else if (occursOn(row, host, operation) && operation.response(row.status)) {
        // A row that occurs here without an example: its code and message; what the source does not show is
        // the sandbox's choice (the invalid-request row's code, the row summary), said in x-mock-note.
        expect(answer.status).toBe(row.status);
        expect(answer.body).toEqual(row.body ?? { result: INVALID.body.result, error_code: row.code ?? INVALID.code, error_message: row.message ?? row.summary });
        if (!row.body) expect(answer.note).toMatch(new RegExp(`^${rowName}: error_(code|message) not shown by the source`));
      } else {
        // Not an answer of this operation: the invalid-request row, its errors list saying what Prefer asked.
        expect(answer.status).toBe(INVALID.status);
        expect(answer.body).toEqual(invalidBody(`Prefer: example=${rowName}`));
        expect(answer.note).toMatch(/^Prefer: /);
      }
    });

    it.each(['code=599', 'code=204', 'code=abc', 'code=200, example=no-such-example', 'code=404, example=hash-not-valid', 'example=', 'dynamic=maybe'])('Prefer: %s gets a documented answer', async (prefer) => {
      const answer = await call(base, operation.method.toUpperCase(), operation.path, { ...request, headers: { ...request.headers, Prefer: prefer } });
      expectDocumented(operation.method, operation.path, answer, prefer);
      // No such answer on this operation: the invalid-request row, its errors list saying what Prefer asked.
      expect(answer.status).toBe(INVALID.status);
      expect(answer.body).toEqual(invalidBody('Prefer'));
    });

    it('a rejected request lists one "member: what is wrong" per violation, and keeps sl-violations', async () => {
      const element = operation.elements.find((e: any) => e.examples.length) ?? operation.elements[0];
      const sent = structuredClone(element.examples[0]?.value ?? operation.requestBody.examples[0].value);
      const required = [...element.required].filter((m: string) => m !== element.discriminator);
      const missing = required[required.length - 1];
      delete sent[missing];
      sent.not_a_member = 'x';
      const answer = await call(base, operation.method.toUpperCase(), operation.path, { ...request, body: encodeBody(operation.requestBody.contentType, sent) });
      expect(answer.status).toBe(INVALID.status);
      expect(answer.body).toEqual(invalidBody(missing, 'not_a_member'));
      expect(answer.body.errors).toEqual(expect.arrayContaining([`${missing}: required`, 'not_a_member: not allowed']));
      expectErrorsList(answer.body);
      const validate = host.compile(operation.response(INVALID.status).schemaPointer);
      expect(validate(answer.body), JSON.stringify(validate.errors)).toBe(true);
      expect(JSON.parse(answer.violations!).length).toBeGreaterThan(0);
    });
  });

  it('a member that breaks its pattern is named with the pattern (from the model)', async () => {
    // The first operation with a string member with a pattern in its first request example.
    for (const o of operations) {
      const element = o.elements.find((e: any) => e.examples.length);
      const sent = structuredClone(element.examples[0].value);
      const member = Object.keys(sent).find((m) => typeof element.member(m)?.pattern === 'string' && typeof sent[m] === 'string' && m !== element.discriminator);
      if (!member) continue;
      sent[member] = `!${sent[member]}`;
      const answer = await call(base, o.method.toUpperCase(), o.path, { ...requestOf(o), body: encodeBody(o.requestBody.contentType, sent) });
      expect(answer.status).toBe(INVALID.status);
      expect(answer.body.errors).toContain(`${member}: must match pattern ${element.member(member).pattern}`);
      return;
    }
    throw new Error(`no member with a pattern on ${name}`);
  });

  it('random methods, paths, preferences and bodies (fast-check, bounded) get a documented answer in the gateway body, never 5xx', { timeout: 180_000 }, async () => {
    const rows = model.errors.map((r: any) => r.name);
    const exampleNames = [...new Set(host.operations.flatMap((o: any) => o.responses.flatMap((r: any) => r.examples.map((e: any) => e.name))))] as string[];
    const method = fc.oneof(
      { weight: 4, arbitrary: fc.constant('POST') },
      { weight: 3, arbitrary: fc.constantFrom('GET', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'PROPFIND', 'MKCOL', 'LOCK', 'PURGE', 'SEARCH', 'QUERY', 'REPORT', 'LINK') },
      { weight: 1, arbitrary: fc.stringMatching(/^[A-Z][A-Z_-]{0,11}$/).filter((m) => !['CONNECT', 'TRACE', 'TRACK'].includes(m)) },
    );
    const segment = fc.stringMatching(/^[a-zA-Z0-9_.~-]{1,10}$/);
    const path = fc.oneof(
      { weight: 5, arbitrary: fc.constantFrom(...host.operations.map((o: any) => o.path)) },
      { weight: 2, arbitrary: fc.array(segment, { minLength: 0, maxLength: 4 }).map((s) => `/${s.join('/')}`) },
      { weight: 1, arbitrary: fc.constantFrom(...host.operations.map((o: any) => o.path)).chain((p: string) => fc.constantFrom(`${p}/`, `${p}/x`, p.toUpperCase(), `${p}%20`, `${p};x`)) },
    );
    const code = fc.oneof(fc.constantFrom('200', '204', '400', '401', '404', '415', '422', '500', '599'), fc.integer({ min: 100, max: 999 }).map(String), fc.stringMatching(/^[a-z0-9]{0,4}$/));
    const example = fc.oneof(fc.constantFrom(...rows), fc.constantFrom(...exampleNames), fc.string({ maxLength: 16 }).filter((s) => !/[,;=\s"\\]/.test(s) && /^[\x21-\x7e]*$/.test(s)));
    const prefer = fc
      .record({ code, example, dynamic: fc.constantFrom('true', 'false', 'maybe') }, { requiredKeys: [] })
      .map((p) => Object.entries(p).map(([k, v]) => `${k}=${v}`).join(', '));
    const query = fc.option(fc.record({ __code: code, __example: example }, { requiredKeys: [] }), { nil: undefined });
    const operationBody = fc.constantFrom(...operations).map((o: any) => encodeBody(o.requestBody.contentType, o.requestBody.examples[0].value));
    const body = fc.oneof(
      operationBody,
      fc.json({ maxDepth: 3 }),
      fc.dictionary(fc.string({ maxLength: 10 }), fc.string({ maxLength: 20 }), { maxKeys: 5 }).map((d) => new URLSearchParams(d).toString()),
      anyString(60),
      fc.constant(''),
    );
    const contentType = fc.option(fc.constantFrom('application/json', FORM, 'text/plain', 'application/xml', 'multipart/form-data', 'application/json; charset=utf-8', '*/*'), { nil: undefined });
    const accept = fc.option(fc.constantFrom('application/json', 'text/html', '*/*', 'application/xml'), { nil: undefined });

    await fc.assert(
      fc.asyncProperty(method, path, fc.option(prefer, { nil: undefined }), query, body, contentType, accept, async (m, p, pref, q, b, type, acc) => {
        const search = q && Object.keys(q).length ? `?${new URLSearchParams(q as Record<string, string>).toString()}` : '';
        const headers: Record<string, string> = {
          ...(type ? { 'Content-Type': type } : {}),
          ...(pref ? { Prefer: pref } : {}),
          ...(acc ? { Accept: acc } : {}),
          ...Object.fromEntries(host.operations.flatMap((o: any) => o.parameters.filter((x: any) => x.in === 'header' && x.required).map((x: any) => [x.name, String(x.example)]))),
        };
        const answer = await call(base, m, `${p}${search}`, { headers, body: b });
        expectDocumented(m, p, answer, `${m} ${p}${search} Prefer: ${pref} Content-Type: ${type} Accept: ${acc} body: ${JSON.stringify(b).slice(0, 120)}`);
      }),
      // MOCK_FUZZ_SEED and MOCK_FUZZ_RUNS widen the search by hand; the suite runs the fixed seed.
      { numRuns: Number(process.env.MOCK_FUZZ_RUNS ?? 200), seed: Number(process.env.MOCK_FUZZ_SEED ?? 17) },
    );
  });
});

describe('the rows without a body', () => {
  // The three rows whose catalogue entry shows no value (the code or the message is not shown) are each served
  // somewhere they occur, with a 400 in the gateway body and an x-mock-note.
  const bodiless = model.errors.filter((r: any) => !r.body);
  it('exist in the catalogue', () => expect(bodiless.length).toBeGreaterThan(0));
  it.each(bodiless.map((r: any) => [r.name, r]) as Array<[string, any]>)('%s is served where it occurs', async (rowName: string, row: any) => {
    const where = model.hosts.flatMap((h: any) => h.operations.filter((o: any) => o.requestBody?.examples.length && occursOn(row, h, o) && o.response(row.status)).map((o: any) => [h, o]));
    expect(where.length, `${rowName} occurs on no operation that documents ${row.status}`).toBeGreaterThan(0);
    for (const [h, o] of where) {
      const request = requestOf(o);
      const answer = await call(urls[h.name as keyof typeof urls], o.method.toUpperCase(), o.path, { ...request, headers: { ...request.headers, Prefer: `code=${row.status}, example=${rowName}` } });
      expect(answer.status).toBe(row.status);
      expect(answer.body).toEqual({ result: INVALID.body.result, error_code: row.code ?? INVALID.code, error_message: row.message ?? row.summary });
      expect(answer.note).toMatch(/not shown by the source; sent as /);
      expect(h.compile(o.response(row.status).schemaPointer)(answer.body)).toBe(true);
    }
  });
});

// entryOf is the errors-entry matcher the helpers build on; keep it exercised here too.
it('an errors entry names its member first', () => {
  expect('order.amount: must match pattern x').toEqual(entryOf('order.amount'));
  expect('amount: required').not.toEqual(entryOf('order.amount'));
});
