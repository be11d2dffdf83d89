// The client is a layer over openapi-fetch: for every element of the contract, and a range of client and
// call options, the request it sends is byte for byte what a bare openapi-fetch client (createClient, same
// options) sends for the complete body (key and hash filled) with a form bodySerializer where the contract
// says form; the answer the caller gets is openapi-fetch's; middleware sees the signed Request.
import createClient from 'openapi-fetch';
import { describe, expect, it } from 'vitest';
import { FORM } from '../../packages/contract/index.mjs';
import { callerBody, casesOf, elements, paramsFor, type Element } from './contract.ts';
import { keyField, makeClient } from './harness.ts';

const PASSWORD = 'wire-password';
const BASE = 'http://gateway.invalid';
const all = elements();

interface Seen {
  url: string;
  method: string;
  headers: Record<string, string>;
  body: string;
  redirect: string;
  cache: string;
}
const seen = async (r: Request): Promise<Seen> => ({ url: r.url, method: r.method, headers: Object.fromEntries(r.headers), body: await r.text(), redirect: r.redirect, cache: r.cache });
const answer = () => new Response('{"result":"ok"}', { status: 200, headers: { 'content-type': 'application/json' } });

function firstCase(e: Element) {
  const [c] = casesOf(e);
  return { body: callerBody(e, c.body, keyField(e.document)), password: c.password ?? PASSWORD };
}

/** What the client sends for a call, and what bare openapi-fetch sends for the complete body the client sent. */
async function both(e: Element, options: Record<string, unknown>, extra: Record<string, unknown>) {
  const { body, password } = firstCase(e);
  const log: Seen[] = [];
  const fetch = async (r: Request) => (log.push(await seen(r)), answer());
  const client = makeClient(e.document, password, { baseUrl: BASE, ...options, fetch });
  const ours = await client.request(e.operation.method, e.operation.path, { body, params: paramsFor(e), ...extra });
  const sent = log[0];
  const form = e.operation.contentType === FORM;
  const complete = form ? Object.fromEntries(new URLSearchParams(sent.body)) : JSON.parse(sent.body);
  const bare = createClient<any>({ baseUrl: BASE, ...options, fetch });
  const callHeaders = (extra.headers ?? {}) as Record<string, unknown>;
  const theirs = await bare.request(e.operation.method as any, e.operation.path, {
    body: complete,
    params: paramsFor(e),
    ...extra,
    headers: { ...callHeaders, 'Content-Type': e.operation.contentType },
    ...(form ? { bodySerializer: (b: Record<string, string>) => new URLSearchParams(b).toString() } : {}),
  } as any);
  return { ours, theirs, sent, bareSent: log[1], complete };
}

const clientOptions: Array<[string, Record<string, unknown>]> = [
  ['no options', {}],
  ['client headers', { headers: { 'X-Team': 'blue', 'x-trace': 'client' } }],
  ['client init member', { redirect: 'manual', cache: 'no-store' }],
  ['base URL with a trailing slash', { baseUrl: `${BASE}/` }],
];
const callOptions: Array<[string, Record<string, unknown>]> = [
  ['plain', {}],
  ['call headers', { headers: { 'X-Call': 'yes' } }],
  ['call init members', { redirect: 'error', cache: 'reload' }],
  ['a base URL for the call', { baseUrl: 'http://elsewhere.invalid/' }],
];

describe('the bytes on the wire are bare openapi-fetch\'s for the complete body', () => {
  it('there are elements', () => expect(all.length).toBeGreaterThan(0));
  for (const [clientLabel, options] of clientOptions) {
    for (const [callLabel, extra] of callOptions) {
      it.each(all.map((e) => [e.label, e] as const))(`${clientLabel}, ${callLabel}: %s`, async (_label, e) => {
        const { ours, theirs, sent, bareSent, complete } = await both(e, options, extra);
        expect(sent, 'the client sent').toBeTruthy();
        expect(sent).toEqual(bareSent);
        expect(sent.headers['content-type']).toBe(e.operation.contentType);
        if (keyField(e.document) in complete) expect(complete[keyField(e.document)]).toBeTruthy();
        expect({ data: ours.data, error: ours.error, status: ours.response.status }).toEqual({ data: theirs.data, error: theirs.error, status: theirs.response.status });
      });
    }
  }
});

describe('openapi-fetch\'s options and middleware work through the layer', () => {
  const e = all.find((x) => x.operation.contentType === FORM && x.recipe) ?? all[0];

  it('middleware registered on the client sees the signed Request; eject removes it', async () => {
    const { body, password } = firstCase(e);
    const seenByMiddleware: string[] = [];
    const client = makeClient(e.document, password, { baseUrl: BASE, fetch: async () => answer() });
    const middleware = { onRequest: async ({ request }: { request: Request }) => void seenByMiddleware.push(await request.clone().text()) };
    client.use(middleware);
    await client.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(seenByMiddleware).toHaveLength(1);
    expect(seenByMiddleware[0]).toContain('hash=');
    client.eject(middleware);
    await client.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(seenByMiddleware).toHaveLength(1);
  });

  it('middleware of the call, and a parseAs of the call', async () => {
    const { body, password } = firstCase(e);
    let called = 0;
    const client = makeClient(e.document, password, { baseUrl: BASE, fetch: async () => answer() });
    const { data } = await client.request(e.operation.method, e.operation.path, { body, params: paramsFor(e), parseAs: 'text', middleware: [{ onRequest: () => void called++ }] });
    expect(called).toBe(1);
    expect(data).toBe('{"result":"ok"}');
  });

  it('the response the caller gets is the one fetch gave', async () => {
    const { body, password } = firstCase(e);
    const given = answer();
    const client = makeClient(e.document, password, { baseUrl: BASE, fetch: async () => given });
    const { response } = await client.request(e.operation.method, e.operation.path, { body, params: paramsFor(e) });
    expect(response).toBe(given);
  });
});
