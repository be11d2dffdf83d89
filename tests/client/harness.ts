// The generated client package as other teams use it, with a fetch that records what would be sent.
import * as pkg from '../../generated/client/index.js';
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

/** A client of a document, by the factory the package names for it; `fetch` defaults to one that only records. */
export function clientFor(document: DocumentName, password: string, options: { baseUrl?: string; fetch?: (r: Request) => Promise<Response> } = {}): any {
  const facts = (pkg.contract as any)[document];
  const factory = (pkg as any)[facts.factory.name];
  const fetch =
    options.fetch ??
    (async (request: Request) => {
      await record(request);
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    });
  return factory({ baseUrl: options.baseUrl ?? 'http://gateway.invalid', [facts.factory.keyOption]: KEY, password, fetch });
}

/** The body member the client fills with the key, per document. */
export const keyField = (document: DocumentName): string => (pkg.contract as any)[document].factory.keyField;

export { pkg };
