// A Prism mock of one bundled document, in-process: Prism's own request pipeline
// (validation, negotiation, Prefer: code/example/dynamic) behind a small Node HTTP handler.
// The handler is the one place where the mock may answer before Prism does (see precheck).
import http from 'node:http';
import fs from 'node:fs/promises';
import { createInstance, getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { getHttpConfigFromRequest } from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js';
import { serialize } from '@stoplight/prism-http-server/dist/serialize.js';
import { createLogger } from '@stoplight/prism-core';
import { createActionPrecheck } from './mock-precheck.mjs';

const BODY_LIMIT = 10 * 1024 * 1024;

function readBody(req) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    let size = 0;
    req.on('data', (c) => {
      size += c.length;
      if (size > BODY_LIMIT) reject(Object.assign(new Error('body too large'), { status: 413 }));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function send(res, status, headers, body) {
  for (const [k, v] of Object.entries(headers ?? {})) res.setHeader(k, v);
  res.statusCode = status;
  res.end(body ?? '');
}

export async function createMockServer(doc, { dynamic = false, log = () => {} } = {}) {
  const document = JSON.parse(await fs.readFile(doc.bundled, 'utf8'));
  const operations = await getHttpOperationsFromSpec(doc.bundled);
  const precheck = createActionPrecheck(document);
  const logger = createLogger(doc.name, { level: process.env.PRISM_LOG_LEVEL ?? 'silent' });
  const prism = createInstance(
    { mock: { dynamic }, validateRequest: true, validateResponse: true, checkSecurity: true, errors: false, upstreamProxy: undefined, isProxy: false },
    { logger },
  );

  async function handle(req, res) {
    const started = Date.now();
    const url = new URL(req.url, 'http://mock');
    const text = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    const early = precheck(req.method, url.pathname, contentType, text);
    if (early) {
      send(res, early.status, { 'Content-type': early.type, 'sl-violations': asciiJson([{ location: ['body', 'action'], code: 'allowlist', message: early.reason }]) }, JSON.stringify(early.body));
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
    const violations = [...validations.input, ...validations.output];
    if (violations.length) {
      res.setHeader('sl-violations', asciiJson(violations.map((v) => ({ location: v.path ?? [], code: v.code, message: v.message }))).slice(0, 8000));
    }
    send(res, output.statusCode, output.headers, serialize(output.body, output.headers?.['Content-type'] ?? output.headers?.['content-type']));
    log(`${req.method} ${url.pathname} -> ${output.statusCode} (${Date.now() - started} ms)${violations.length ? ` ${violations.length} violation(s): ${violations.map((v) => v.message).join('; ')}` : ''}`);
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
    document,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(`http://${host}:${server.address().port}`));
      }),
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

// JSON with every character outside printable ASCII escaped, so it is always a legal header value.
const asciiJson = (value) => JSON.stringify(value).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);

const stripUndefined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
