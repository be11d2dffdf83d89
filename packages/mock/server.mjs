// A Prism mock of one host of the contract model (its bundled document), in-process: Prism's own request
// pipeline (validation, negotiation, Prefer: code/example/dynamic) behind a small Node HTTP handler.
// The handler is the one place where the mock may answer before Prism does (form-rules.mjs).
import http from 'node:http';
import { createInstance, getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { getHttpConfigFromRequest } from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js';
import { serialize } from '@stoplight/prism-http-server/dist/serialize.js';
import { createLogger } from '@stoplight/prism-core';
import { createFormRules } from './form-rules.mjs';

const BODY_LIMIT = 10 * 1024 * 1024;

// The whole body as text; past BODY_LIMIT the rest is read and dropped, and tooLarge is set.
function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size <= BODY_LIMIT) chunks.push(c);
    });
    req.on('end', () => resolve({ text: Buffer.concat(chunks).toString('utf8'), tooLarge: size > BODY_LIMIT }));
    req.on('error', reject);
  });
}

function send(res, status, headers, body) {
  for (const [k, v] of Object.entries(headers ?? {})) res.setHeader(k, v);
  res.statusCode = status;
  res.end(body ?? '');
}

/** A mock server of one model host (tools/model Host): `listen(port, address)`, `close()`. */
export async function createMockServer(host, { dynamic = false, log = () => {} } = {}) {
  // Prism reads the bundle itself (what the mock serves is exactly the committed file).
  const operations = await getHttpOperationsFromSpec(host.bundled);
  const rules = createFormRules(host);
  const logger = createLogger(host.name, { level: process.env.PRISM_LOG_LEVEL ?? 'silent' });
  // Responses are not re-validated on each request: they are the document's examples, which lint and the
  // tests validate, or bodies Prism generates from the schema (--dynamic).
  const prism = createInstance(
    { mock: { dynamic }, validateRequest: true, validateResponse: false, checkSecurity: true, errors: false, upstreamProxy: undefined, isProxy: false },
    { logger },
  );

  async function handle(req, res) {
    const started = Date.now();
    const url = new URL(req.url, 'http://mock');
    const { text, tooLarge } = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    const form = rules.inspect(req.method, url.pathname, contentType, text);
    const early = tooLarge
      ? { ...(rules.documentedError(req.method, url.pathname) ?? { status: 413, type: 'application/json', body: { title: 'body too large' } }), reason: `body over ${BODY_LIMIT} bytes` }
      : form.early;
    if (early) {
      send(res, early.status, { 'Content-type': early.type, 'sl-violations': violationsHeader([{ location: ['body'], code: 'contract', message: early.reason }]) }, JSON.stringify(early.body));
      log(`${req.method} ${url.pathname} -> ${early.status} (${Date.now() - started} ms) ${early.reason}`);
      return;
    }
    let body = text === '' ? undefined : text;
    if (body !== undefined && /^application\/(.+\+)?json/i.test(contentType)) {
      try {
        body = JSON.parse(body);
      } catch {
        // left as text: Prism then reports the body as invalid for its schema
      }
    }
    const input = {
      method: req.method.toLowerCase(),
      url: { path: url.pathname, query: Object.fromEntries(url.searchParams) },
      headers: req.headers,
      body,
    };
    const requestConfig = getHttpConfigFromRequest(input);
    if (requestConfig._tag === 'Left') throw requestConfig.left;
    const config = { ...prism.config ?? {}, mock: { dynamic, ...stripUndefined(requestConfig.right) } };
    const result = await prism.request(input, operations, config)();
    if (result._tag === 'Left') throw result.left;
    const { output, validations } = result.right;
    // A valid form request that named no example gets its action's own 200 example (see form-rules.mjs).
    if (output.statusCode === 200 && !dynamic && !requestConfig.right.exampleKey && !requestConfig.right.code && !requestConfig.right.dynamic) {
      const own = form.successBody();
      if (own) output.body = own.value;
    }
    const violations = [...validations.input, ...validations.output];
    if (violations.length) {
      res.setHeader('sl-violations', violationsHeader(violations.map((v) => ({ location: v.path ?? [], code: v.code, message: v.message }))));
    }
    send(res, output.statusCode, output.headers, serialize(output.body, output.headers?.['Content-type'] ?? output.headers?.['content-type']));
    log(`${req.method} ${url.pathname} -> ${output.statusCode} (${Date.now() - started} ms)${violations.length ? ` ${violations.length} violation(s): ${violations.map((v) => clip(v.message)).join('; ')}` : ''}`);
  }

  const server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Expose-Headers', '*');
    if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
      res.setHeader('Access-Control-Allow-Methods', req.headers['access-control-request-method']);
      return send(res, 204);
    }
    handle(req, res).catch((err) => {
      const status = Number(err.status) || 500;
      log(`${req.method} ${req.url} -> ${status} ${err.message ?? err}`);
      if (!res.headersSent) send(res, status, { 'content-type': 'application/problem+json' }, JSON.stringify({ title: String(err.message ?? err), status, detail: err.detail }));
      else res.end();
    });
  });

  return {
    host,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(`http://${host}:${server.address().port}`));
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

const clip = (text, max = 200) => (String(text).length > max ? `${String(text).slice(0, max)}...` : String(text));

// Prism's sl-violations header: JSON with every character outside printable ASCII escaped, so it is always a
// legal header value, and bounded (each message clipped, the list cut) so it never overflows a client.
function violationsHeader(list) {
  const json = JSON.stringify(list.slice(0, 20).map((v) => ({ ...v, message: clip(v.message) })));
  return json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 6000);
}

const stripUndefined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
