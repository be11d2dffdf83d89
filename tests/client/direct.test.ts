// The client's direct path (generated/client/send.js: fetch(url, init), no Request built) against
// openapi-fetch's own path (coreFetch, which builds a Request): for every element of the contract and a
// range of client and call options, both send the same request; for a range of answers and parseAs
// values, both give the caller the same result. The direct path is what integrators get by default, so
// it must be openapi-fetch's behaviour exactly.
import { describe, expect, it } from 'vitest';
import { callerBody, casesOf, elements, paramsFor, type Element } from './contract.ts';
import { errorCatalogue } from '../support/spec.ts';
import { keyField, makeClient, makeClientWith } from './harness.ts';

const PASSWORD = 'direct-path-password';
const BASE = 'http://gateway.invalid';
const all = elements();

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  redirect: string;
  cache: string;
  aborted: boolean;
}
const seen = async (r: Request): Promise<Seen> => ({
  url: r.url,
  method: r.method,
  headers: Object.fromEntries(r.headers),
  body: await r.text(),
  redirect: r.redirect,
  cache: r.cache,
  aborted: r.signal.aborted,
});

type Answer = () => Response;
const json = (status: number, value: unknown, length = true) => () => {
  const text = JSON.stringify(value);
  return new Response(status === 204 ? null : text, { status, headers: { 'content-type': 'application/json', ...(length ? { 'content-length': String(Buffer.byteLength(text)) } : {}) } });
};
/** A body without Content-Length, as a chunked answer comes. */
const chunked = (status: number, text: string) => () =>
  new Response(new ReadableStream({ start: (c) => (text && c.enqueue(new TextEncoder().encode(text)), c.close()) }), { status, headers: { 'content-type': 'application/json' } });

/**
 * The same factory called twice with the same options: once as integrators call it (the client sends by
 * fetch(url, init), with globalThis.fetch as it was when the client was made) and once with a fetch of its
 * own, which makes openapi-fetch build a Request. Both record what they are sent and answer alike.
 */
function twoClients(e: Element, options: Record<string, unknown>, answer: Answer, password = PASSWORD) {
  const log = { direct: [] as Seen[], request: [] as Seen[], directAnswers: [] as Response[], requestAnswers: [] as Response[], directInputs: [] as string[] };
  const direct = makeClientWith(
    (async (input: unknown, init?: RequestInit) => {
      log.directInputs.push(typeof input === 'string' ? 'url' : 'Request');
      log.direct.push(await seen(input instanceof Request ? input : new Request(input as string, init)));
      const res = answer();
      log.directAnswers.push(res);
      return res;
    }) as typeof fetch,
    e.document,
    password,
    { baseUrl: BASE, ...options },
  );
  const viaRequest = makeClient(e.document, password, {
    baseUrl: BASE,
    ...options,
    fetch: async (request: Request) => {
      log.request.push(await seen(request));
      const res = answer();
      log.requestAnswers.push(res);
      return res;
    },
  });
  return { direct, viaRequest, log };
}

/** A result as the caller sees it, with bodies read (streams, blobs and buffers as text). */
async function settled(result: any) {
  const read = async (v: unknown) =>
    v instanceof ReadableStream ? `stream:${await new Response(v).text()}` : v instanceof Blob ? `blob:${await v.text()}` : v instanceof ArrayBuffer ? `buffer:${Buffer.from(v).toString()}` : v;
  return { keys: Object.keys(result).sort(), data: await read(result.data), error: await read(result.error), status: result.response.status };
}

function firstCase(e: Element) {
  const [c] = casesOf(e);
  return { body: callerBody(e, c.body, keyField(e.document)), password: c.password ?? PASSWORD };
}

const clientOptions: Array<[string, Record<string, unknown>]> = [
  ['no options', {}],
  ['client headers', { headers: { 'X-Team': 'blue', 'x-trace': 'client' } }],
  ['client init member', { redirect: 'manual', cache: 'no-store' }],
  ['base URL with a trailing slash', { baseUrl: `${BASE}/` }],
];
const callOptions: Array<[string, (e: Element) => Record<string, unknown>]> = [
  ['plain', () => ({})],
  ['call headers (one unset by null, the media type given in lower case)', () => ({ headers: { 'X-Call': 'yes', 'x-team': null, 'content-type': 'text/plain' } })],
  ['call init members', () => ({ redirect: 'error', cache: 'reload', signal: AbortSignal.abort() })],
  ['a base URL for the call', () => ({ baseUrl: 'http://elsewhere.invalid/' })],
  ['an empty middleware list', () => ({ middleware: [] })],
];

describe('requests: the direct path sends what openapi-fetch sends', () => {
  it('there are elements', () => expect(all.length).toBeGreaterThan(0));
  for (const [clientLabel, options] of clientOptions) {
    for (const [callLabel, extra] of callOptions) {
      it.each(all.map((e) => [e.label, e] as const))(`${clientLabel}, ${callLabel}: %s`, async (_label, e) => {
        const { body, password } = firstCase(e);
        const { direct, viaRequest, log } = twoClients(e, options, json(200, { ok: true }), password);
        const init = { body, params: paramsFor(e), ...extra(e) };
        const a = await settled(await direct.request(e.operation.method, e.operation.path, init));
        const b = await settled(await viaRequest.request(e.operation.method, e.operation.path, init));
        expect(log.directInputs).toEqual(['url']);
        expect(log.direct).toEqual(log.request);
        expect(log.direct).toHaveLength(1);
        expect(a).toEqual(b);
      });
    }
  }
});

describe('answers: the direct path reads them as openapi-fetch reads them', () => {
  const answers: Array<[string, Answer]> = [
    ['200 JSON with Content-Length', json(200, { result: 'ok', n: 1 })],
    ['200 JSON without Content-Length', chunked(200, '{"result":"ok"}')],
    ['200 empty without Content-Length', chunked(200, '')],
    ['200 with Content-Length 0', () => new Response('', { status: 200, headers: { 'content-length': '0' } })],
    ['204', json(204, null)],
    ['400 JSON error (a catalogue row)', json(400, Object.values(errorCatalogue).find((row) => row.value)!.value)],
    ['500 text error', () => new Response('upstream failed', { status: 500, headers: { 'content-type': 'text/plain' } })],
    ['404 empty', () => new Response('', { status: 404 })],
  ];
  const parseAs = [undefined, 'json', 'text', 'arrayBuffer', 'blob', 'stream'] as const;
  const e = all.find((x) => x.document === 's2s-card') ?? all[0];
  for (const [label, answer] of answers) {
    it.each(parseAs.map((p) => [String(p ?? 'default'), p] as const))(`${label}, parseAs %s`, async (_p, p) => {
      const { body, password } = firstCase(e);
      const { direct, viaRequest, log } = twoClients(e, {}, answer, password);
      const init = { body, params: paramsFor(e), ...(p ? { parseAs: p } : {}) };
      const a = await direct.request(e.operation.method, e.operation.path, init).then(settled, (err: Error) => ({ threw: String(err) }));
      const b = await viaRequest.request(e.operation.method, e.operation.path, init).then(settled, (err: Error) => ({ threw: String(err) }));
      expect(a).toEqual(b);
      expect(log.directInputs).toEqual(['url']);
    });
  }

  it('a fetch that fails rejects the call alike', async () => {
    const { body, password } = firstCase(e);
    const { direct, viaRequest } = twoClients(e, {}, () => { throw new TypeError('fetch failed'); }, password);
    const init = { body, params: paramsFor(e) };
    await expect(direct.request(e.operation.method, e.operation.path, init)).rejects.toThrow('fetch failed');
    await expect(viaRequest.request(e.operation.method, e.operation.path, init)).rejects.toThrow('fetch failed');
  });

  it('fetch is called as a plain function, as a browser\'s fetch requires (no other `this`)', async () => {
    const { body, password } = firstCase(e);
    let receiver: unknown = 'not called';
    const client = makeClientWith(
      function (this: unknown) {
        receiver = this;
        if (this !== undefined && this !== globalThis) return Promise.reject(new TypeError('Illegal invocation'));
        return Promise.resolve(json(200, { ok: true })());
      } as typeof fetch,
      e.document,
      password,
      { baseUrl: BASE },
    );
    const { response } = await client.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(response.status).toBe(200);
    expect(receiver).toBeUndefined();
  });

  it('the response the caller gets is the one fetch gave', async () => {
    const { body, password } = firstCase(e);
    const { direct, log } = twoClients(e, {}, json(200, { ok: true }), password);
    const { response } = await direct.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(response).toBe(log.directAnswers[0]);
  });
});

describe('what makes a call take openapi-fetch\'s path', () => {
  const e = all[0];
  it('middleware registered on the client: the call goes through a Request, which the middleware sees', async () => {
    const { body, password } = firstCase(e);
    const { direct, log } = twoClients(e, {}, json(200, { ok: true }), password);
    const seenByMiddleware: string[] = [];
    const middleware = { onRequest: ({ request }: { request: Request }) => void seenByMiddleware.push(request.method) };
    direct.use(middleware);
    await direct.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(log.directInputs).toEqual(['Request']);
    expect(seenByMiddleware).toEqual([e.operation.method.toUpperCase()]);
    direct.eject(middleware);
    await direct.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(log.directInputs).toEqual(['Request', 'url']);
  });

  it('middleware of the call', async () => {
    const { body, password } = firstCase(e);
    const { direct, log } = twoClients(e, {}, json(200, { ok: true }), password);
    let called = 0;
    await direct.request(e.operation.method, e.operation.path, { body, params: paramsFor(e), middleware: [{ onRequest: () => void called++ }] });
    expect(called).toBe(1);
    expect(log.directInputs).toEqual(['Request']);
  });
});
