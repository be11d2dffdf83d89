// A call of an openapi-fetch client sent without building a Request. Copied verbatim into the generated
// package by scripts/generate-client.mjs.
//
// openapi-fetch's coreFetch builds a Request (and merges headers twice into Headers objects) for every call,
// so that middleware can see and replace it. When no middleware, fetch or Request of the caller's is
// involved, nobody sees that Request: this module sends the same URL, headers, body and init by
// fetch(url, init), built with openapi-fetch's own helpers, and reads the answer as coreFetch reads it.
// tests/client/direct.test.ts holds the two paths equal, call by call and answer by answer.
import { createFinalURL, createQuerySerializer, defaultBodySerializer, defaultPathSerializer, mergeHeaders, removeTrailingSlash } from 'openapi-fetch';

// The members of a call's options that coreFetch consumes; the rest go into the fetch init.
const CALL_OPTIONS = new Set(['baseUrl', 'fetch', 'Request', 'headers', 'params', 'parseAs', 'querySerializer', 'bodySerializer', 'pathSerializer', 'body', 'middleware']);
const NO_PARAMS = Object.freeze({});
/** The body serializer of a body the signing client has serialized already (forms). */
export const preSerialized = (body) => body;
const JSON_TYPE = Object.freeze({ 'Content-Type': 'application/json' });

/**
 * What a client's options give every call, as createClient reads them; null when its calls need a Request
 * (a fetch, Request or requestInitExt of the caller's).
 */
export function directContext(options) {
  const { baseUrl = '', Request, fetch, querySerializer, bodySerializer, pathSerializer, headers, requestInitExt, ...baseOptions } = options;
  if (Request !== undefined || fetch !== undefined || requestInitExt !== undefined) return null;
  return {
    baseUrl: removeTrailingSlash(baseUrl),
    // createClient keeps fetch as it is when the client is made, not when it is called.
    fetch: globalThis.fetch,
    globalQuery: querySerializer,
    querySerializer: typeof querySerializer === 'function' ? querySerializer : createQuerySerializer(querySerializer),
    bodySerializer,
    pathSerializer,
    headers,
    baseOptions: Object.keys(baseOptions).length ? baseOptions : null,
  };
}

/** Whether a call's options can be sent without a Request: no fetch, Request or middleware of the caller's. */
export const sendsDirect = (init) =>
  init === undefined || (init.fetch === undefined && init.Request === undefined && (init.middleware === undefined || init.middleware.length === 0));

/**
 * Send one call as coreFetch would, without middleware: `init` is the call's options, and the call is
 * [body, headers, bodySerializer, plainHeaders] as the signing client prepared it; `plainHeaders` says that
 * `headers` is all the call carries (no header of the client's, no header parameter), so it needs no merging.
 */
export async function sendDirect(ctx, method, path, init, [body, headers, bodySerializer, plainHeaders]) {
  const params = init?.params ?? NO_PARAMS;
  const baseUrl = init?.baseUrl ? removeTrailingSlash(init.baseUrl) : ctx.baseUrl;
  let querySerializer = ctx.querySerializer;
  const own = init?.querySerializer;
  if (own) {
    querySerializer = typeof own === 'function' ? own : createQuerySerializer({ ...(typeof ctx.globalQuery === 'object' ? ctx.globalQuery : {}), ...own });
  }
  const pathSerializer = init?.pathSerializer || ctx.pathSerializer || defaultPathSerializer;
  const url = createFinalURL(path, { baseUrl, params, querySerializer, pathSerializer });

  // Headers: when the call carries only its media type, the object as it is; otherwise openapi-fetch's merge.
  const simple = plainHeaders && ctx.headers === undefined && params.header === undefined;
  let serialized;
  if (body !== undefined) {
    const serializer = bodySerializer ?? ctx.bodySerializer ?? defaultBodySerializer;
    // A serializer of the caller's gets the Headers object coreFetch gives it; ours read a plain object alike.
    const ours = serializer === preSerialized || serializer === defaultBodySerializer;
    serialized = serializer(body, simple && ours ? headers : mergeHeaders(ctx.headers, headers, params.header));
  }
  const defaults = serialized === undefined || serialized instanceof FormData ? undefined : JSON_TYPE;
  const finalHeaders = simple ? headers ?? defaults ?? {} : mergeHeaders(defaults ?? {}, ctx.headers, headers, params.header);

  const requestInit = { redirect: 'follow' };
  if (ctx.baseOptions) Object.assign(requestInit, ctx.baseOptions);
  requestInit.method = method;
  if (init) for (const k in init) if (!CALL_OPTIONS.has(k) && k !== 'method' && Object.hasOwn(init, k)) requestInit[k] = init[k];
  requestInit.body = serialized;
  requestInit.headers = finalHeaders;

  // Called as a plain function, as coreFetch calls it: a browser's fetch refuses another `this`.
  const fetch = ctx.fetch;
  const response = await fetch(url, requestInit);
  const contentLength = response.headers.get('Content-Length');
  if (response.status === 204 || method === 'HEAD' || (contentLength === '0' && !response.headers.get('Transfer-Encoding')?.includes('chunked'))) {
    return response.ok ? { data: undefined, response } : { error: undefined, response };
  }
  if (response.ok) {
    const parseAs = init?.parseAs ?? 'json';
    if (parseAs === 'stream') return { data: response.body, response };
    if (parseAs === 'json' && !contentLength) {
      const raw = await response.text();
      return { data: raw ? JSON.parse(raw) : undefined, response };
    }
    return { data: await response[parseAs](), response };
  }
  let error = await response.text();
  try {
    error = JSON.parse(error);
  } catch {
    // not JSON: the text as it came
  }
  return { error, response };
}
