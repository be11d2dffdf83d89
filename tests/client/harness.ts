// The client package (packages/client, its source) as other teams use it, with a fetch that records what would be sent.
import * as pkg from '../../packages/client/src/index.js';
import type { DocumentName } from '../support/spec.ts';

export interface Sent {
  url: string;
  method: string;
  headers: Record<string, string>;
  text: string;
  body: any;
}

export const sent: Sent[] = [];

export async function record(request: Request): Promise<Sent> {
  const text = await request.clone().text();
  const type = request.headers.get('content-type') ?? '';
  const body = text === '' ? undefined : type.includes('x-www-form-urlencoded') ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);
  const entry = { url: request.url, method: request.method, headers: Object.fromEntries(request.headers), text, body };
  sent.push(entry);
  return entry;
}

export const KEY = 'key-of-the-test-merchant';

/** A client of a document by the factory the package names for it, with the test key and these options as given. */
export function makeClient(document: DocumentName, password: string, options: Record<string, unknown>): any {
  const facts = (pkg.contract as any)[document];
  return (pkg as any)[facts.factory.name]({ [facts.factory.keyOption]: KEY, password, ...options });
}

/** A client of a document whose fetch defaults to one that only records (so it builds a Request). */
export function clientFor(document: DocumentName, password: string, options: { baseUrl?: string; fetch?: (r: Request) => Promise<Response> } = {}): any {
  const fetch =
    options.fetch ??
    (async (request: Request) => {
      await record(request);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
  return makeClient(document, password, { baseUrl: options.baseUrl ?? 'http://gateway.invalid', fetch });
}

/** A client made while globalThis.fetch is `stand-in`: without a fetch option it keeps and sends by that one. */
export function makeClientWith(standIn: typeof fetch, document: DocumentName, password: string, options: Record<string, unknown>): any {
  const real = globalThis.fetch;
  globalThis.fetch = standIn;
  try {
    return makeClient(document, password, options);
  } finally {
    globalThis.fetch = real;
  }
}

/** The body member the client fills with the key, per document. */
export const keyField = (document: DocumentName): string => (pkg.contract as any)[document].factory.keyField;

export { pkg };
