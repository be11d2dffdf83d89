// The sandbox's HTTP side: one server per host of the contract model, each answering its host's operations
// with the engine (engine.mjs), plus the payer pages and the admin API under /sandbox/ on every port.
//
// A request to a contract operation goes through, in order:
//   1. routing: an unknown path or method gets the catalogue's 404 row (route-not-supported) in the gateway's
//      error body (a sandbox choice: the source shows that row for S2S CARD's allowlist only);
//   2. reading: the body (at most BODY_LIMIT bytes), decoded as the operation's media type says; a body that
//      cannot be read or stops coming, of another media type, holding a NUL character, or past the limits of
//      packages/gateway-http/limits.mjs (form members, JSON nesting and values) is 'Request data is invalid.';
//   3. the mock's form rules (packages/gateway-http/form-rules.mjs, the same code the mock runs): an action outside
//      the allowlist -> 404 row; a member with its own row (a non-UUID schedule_id) -> that row;
//   4. validation against the bundle: the action branch's (or body's) schema and the required header
//      parameters; a failure is the operation's 400 example, as the mock answers it, with the violations in
//      `sl-violations` as Prism writes them;
//   5. the engine: authentication (auth.mjs) and the state machine.
// Nothing a client sends makes the server answer 5xx or crash: every path ends in a catalogue row.
import http from 'node:http';
import { FORM, escapeToken } from '../contract/index.mjs';
import { createFormRules, decodeForm } from '../gateway-http/form-rules.mjs';
import { cors, readBody as readLimited } from '../gateway-http/http.mjs';
import { LIMITS, TIMEOUTS, bodyProblem, closeServers, formMembersOver, serverOptions } from '../gateway-http/limits.mjs';
import { createDelivery } from './callbacks.mjs';
import { createEngine } from './engine.mjs';
import { openStore } from './store.mjs';
import { challengePage, payerPage, resultPage } from './pages.mjs';
import { sdkRoutes } from './sdk.mjs';
import { OUTCOMES, TEST_CARDS, cardOutcome, expiryPassed, isOutcome } from './test-cards.mjs';
import crypto from 'node:crypto';
import { createAdminApi, loadAdminDocument } from './admin.mjs';
import { hostCheck } from './front.mjs';

export const BODY_LIMIT = 1024 * 1024;
/** The sandbox's default ports, one per host (SANDBOX_<HOST>_PORT overrides). */
export const DEFAULT_PORTS = Object.freeze({ checkout: 4020, 's2s-card': 4021, 's2s-apm': 4022 });
export const portEnv = (hostName) => `SANDBOX_${hostName.toUpperCase().replace(/[^A-Z0-9]+/g, '_')}_PORT`;


/**
 * The request target as a URL. An origin-form target is read as a path even when it starts with '//' (which
 * `new URL(target, base)` would read as a host, throwing on '//%ZZ/...'); anything unparsable is '/'.
 */
function requestTarget(target = '/') {
  try {
    return target.startsWith('/') ? new URL(`http://sandbox${target}`) : new URL(target, 'http://sandbox/');
  } catch {
    return new URL('http://sandbox/');
  }
}

const clip = (text, max = 200) => (String(text).length > max ? `${String(text).slice(0, max)}...` : String(text));
const unsafe = /[^\x20-\x7e]/;
const headerSafe = (value) => {
  const text = String(value);
  if (text.length <= 6000 && !unsafe.test(text)) return text;
  return text.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 6000);
};

/**
 * Starts a sandbox: opens the store, the engine and the callback delivery; `listen()` then serves each host.
 * @param {{ model: any, config: any, dataDir?: string, databaseUrl?: string, store?: any, explain?: boolean,
 *   log?: (line: string) => void, deliver?: boolean, deliveryOptions?: object, timeouts?: object }} options
 *   (`timeouts` overrides packages/gateway-http/limits.mjs TIMEOUTS: how long a client may take, the grace of close())
 */
export async function createSandbox({ model, config, dataDir, databaseUrl, store: given, explain = false, log, deliver = true, deliveryOptions = {}, timeouts: givenTimeouts = {} }) {
  const timeouts = { ...TIMEOUTS, ...givenTimeouts };
  const readBody = (req) => readLimited(req, BODY_LIMIT, timeouts.bodyIdleMs);
  // The handlers in flight, which close() lets finish (for a short grace) before it cuts the connections.
  const inFlight = new Set();
  // Without a log (--quiet), the request line is not even built.
  const logging = typeof log === 'function';
  if (!logging) log = () => {};
  const store = given ?? (await openStore({ dataDir, databaseUrl }));
  // The configuration's callbacks settings, then the caller's options. On PGlite this process owns the data
  // directory, so a lease an earlier (killed) process left is over at once (exclusive).
  const delivery = deliver
    ? createDelivery({ store, clock: { now: () => engine.clock.now() }, log: (line) => log(`[callbacks] ${line}`), exclusive: store.kind === 'pglite', ...config.callbacks, ...deliveryOptions })
    : null;
  const engine = await createEngine({ model, config, store, explain, delivery, log });
  delivery?.start();
  // The admin API (admin.mjs): its sandbox-wide token is the configuration's, else a random one that only the
  // caller of createSandbox knows (`adminToken` of the answer; sandbox.mjs writes it to <data dir>/admin-token).
  const adminToken = config.adminToken ?? crypto.randomBytes(32).toString('base64url');
  const adminDocument = loadAdminDocument();
  const admin = createAdminApi({ document: adminDocument, engine, delivery, config, adminToken, readBody, bodyLimit: BODY_LIMIT });
  const servers = [];

  const HOST_RULE = "the Host header must be 127.0.0.1, localhost or [::1] with the sandbox's port, its listen address, or the host of one of the configuration's public_urls";
  const hostRefused = () => {
    const answer = engine.fail('request-data-invalid');
    return { ...answer, body: { ...answer.body, errors: [HOST_RULE] }, headers: { 'x-sandbox-note': HOST_RULE }, what: 'Host refused' };
  };

  function hostHandler(host, originOf) {
    const rules = createFormRules(host);
    const invalid = (operation) => {
      const r = operation?.response(400);
      const ex = r?.examples.find((e) => e.name === 'request-data-invalid') ?? r?.examples[0];
      return { status: 400, body: ex?.value ?? engine.fail('request-data-invalid').body, headers: {} };
    };
    // Per operation, what every request of it needs and the model recomputes on each access (the
    // discriminator is a getter that derefs every branch): computed once, the model being immutable.
    const facts = new Map();
    const factsOf = (operation) => {
      let f = facts.get(operation);
      if (!f) {
        const discriminator = operation.discriminator;
        f = {
          discriminator,
          byValue: new Map(operation.elements.map((e) => [e.value, e])),
          bodyAsserts: operation.bodyAssertsBesidesOneOf,
          headerParameters: operation.parameters.filter((x) => x.in === 'header'),
        };
        facts.set(operation, f);
      }
      return f;
    };
    /** elementOf (auth.mjs) through the cache: the action branch the body selects, or undefined. */
    const elementFor = (operation, body) => {
      const f = factsOf(operation);
      if (!f.discriminator) return operation.elements[0];
      const value = body?.[f.discriminator];
      return typeof value === 'string' ? f.byValue.get(value) : operation.elements.find((e) => e.value === value);
    };
    const validators = new Map();
    const validatorOf = (pointer) => {
      if (!validators.has(pointer)) validators.set(pointer, host.compile(pointer));
      return validators.get(pointer);
    };

    /** A contract operation's answer: { status, body, headers, what } */
    async function contract(req, url, ip, origin) {
      const operation = host.operation(req.method, url.pathname);
      if (!operation || !operation.requestBody) return { ...engine.fail('route-not-supported'), what: 'no such operation' };
      const { text, tooLarge, broken, timedOut } = await readBody(req);
      if (tooLarge || broken) return { ...invalid(operation), what: tooLarge ? `body over ${BODY_LIMIT} bytes` : timedOut ? `body not received (nothing sent for ${timeouts.bodyIdleMs} ms)` : 'body not read' };
      const contentType = String(req.headers['content-type'] ?? '').toLowerCase();
      const expected = operation.requestBody.contentType;
      if (!contentType.startsWith(expected)) return { ...invalid(operation), violations: [{ location: ['header', 'content-type'], message: `must be ${expected}` }], what: `content-type ${clip(contentType, 60)}` };
      let body;
      if (expected === FORM) {
        if (formMembersOver(text)) return { ...invalid(operation), violations: [{ location: ['body'], message: `more than ${LIMITS.formMembers} members` }], what: `form body with more than ${LIMITS.formMembers} members` };
        const form = rules.inspect(req.method, url.pathname, contentType, text);
        const early = form.early;
        if (early) return { status: early.status, body: early.body, headers: {}, violations: [{ location: ['body'], message: early.reason }], what: early.reason };
        body = form.fields ?? decodeForm(text);
      } else {
        try {
          body = JSON.parse(text);
        } catch {
          return { ...invalid(operation), violations: [{ location: ['body'], message: 'not JSON' }], what: 'body is not JSON' };
        }
      }
      if (body === null || typeof body !== 'object' || Array.isArray(body)) return { ...invalid(operation), violations: [{ location: ['body'], message: 'must be an object' }], what: 'body is not an object' };
      // PostgreSQL text cannot hold a NUL character, so no such value is ever accepted; nor a body nested deeper
      // or holding more values than limits.mjs allows (no validation, engine or store JSON then recurses deep).
      const problem = bodyProblem(body, { nul: true });
      if (problem) return { ...invalid(operation), violations: [{ location: ['body'], message: problem }], what: problem };
      const element = elementFor(operation, body);
      if (!element) return { ...invalid(operation), violations: [{ location: ['body', operation.discriminator ?? ''], message: `no ${operation.discriminator} branch matches` }], what: `no ${operation.discriminator}` };
      const violations = [];
      const check = (validate, where) => {
        if (!validate(body)) for (const e of validate.errors ?? []) violations.push({ location: ['body', ...e.instancePath.split('/').filter(Boolean)], code: e.keyword, message: `${where}${e.instancePath || '/'} ${e.message}` });
      };
      check(element.validate, '');
      if (factsOf(operation).bodyAsserts) check(validatorOf(operation.requestBody.schemaPointer), '');
      const headers = {};
      for (const p of factsOf(operation).headerParameters) {
        const value = req.headers[p.name.toLowerCase()];
        if (value === undefined) {
          if (p.required) violations.push({ location: ['header', p.name], code: 'required', message: `header ${p.name} is required` });
          continue;
        }
        headers[p.name.toLowerCase()] = value;
      }
      if (violations.length) return { ...invalid(operation), violations, what: `${violations.length} violation(s): ${violations.map((v) => clip(v.message, 80)).join('; ')}` };
      const answer = await engine.handle({ host, operation, element, body, headers, ip, origin });
      return { ...answer, what: `${element.value ?? operation.operationId}${answer.row ? ` ${answer.row}` : ''}` };
    }

    // The Hosted Fields library and its frames (sdk.mjs), on the Checkout port only.
    const sdk = host.name === 'checkout' ? sdkRoutes({ engine, fail: engine.fail, readBody }) : null;

    /** `url`: the request target, parsed once by the server (requestTarget) for this and its CORS policy. */
    return async function handle(req, res, url) {
      const started = Date.now();
      const ip = req.socket.remoteAddress ?? '';
      // Only a Host the sandbox answers to (front.mjs: loopback, the listen address, public_urls) is accepted, and
      // links are built on it alone: another name is DNS rebinding or a misdirected request.
      const origin = originOf(req.headers.host, req.socket.localPort);
      let out;
      try {
        if (origin === null) out = hostRefused();
        else if (sdk && url.pathname.startsWith('/sdk/')) out = (await sdk(req, url, origin)) ?? { ...engine.fail('route-not-supported'), what: 'no such sdk file' };
        else out = url.pathname === '/sandbox' || url.pathname.startsWith('/sandbox/') ? await sandboxRoute(req, url, host, ip, origin) : await contract(req, url, ip, origin);
      } catch (err) {
        // The details (a failed statement, a stack) go to the log only, never into the answer.
        log(`[${host.name}] ${req.method} ${url.pathname} -> internal error: ${err?.stack ?? err}`);
        out = { status: 500, body: { result: 'ERROR', error_code: 0, error_message: 'Sandbox internal error (the sandbox log has the details)' }, headers: {}, what: 'internal error' };
      }
      if (!res.headersSent) {
        // An answer given before the whole body came (it stopped coming): the rest is not read as another request.
        if (!req.complete) res.setHeader('connection', 'close');
        for (const k in out.headers) {
          const v = out.headers[k];
          if (v !== undefined && v !== '') res.setHeader(k, headerSafe(v));
        }
        if (out.violations?.length) res.setHeader('sl-violations', headerSafe(JSON.stringify(out.violations.slice(0, 20).map((v) => ({ ...v, message: clip(v.message) })))));
        res.statusCode = out.status;
        if (out.raw) {
          res.setHeader('content-type', out.raw.type);
          res.end(req.method === 'HEAD' ? undefined : out.raw.body);
        } else if (out.html !== undefined) {
          res.setHeader('content-type', 'text/html; charset=utf-8');
          res.end(out.html);
        } else if (out.location) {
          res.setHeader('location', out.location);
          res.end();
        } else {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(out.body));
        }
      }
      if (logging) log(`[${host.name}] ${req.method} ${url.pathname}${url.search && url.pathname.startsWith('/sandbox/') ? url.search : ''} -> ${out.status} (${Date.now() - started} ms)${out.what ? ` ${out.what}` : ''}`);
    };
  }

  // ---- /sandbox/: payer pages, the status lookup and the admin API ---------------------------------------
  const json = (status, body, headers = {}) => ({ status, body, headers });
  const notFound = () => ({ ...engine.fail('route-not-supported'), what: 'no such sandbox route' });
  const badRequest = (message) => ({ ...engine.fail('request-data-invalid'), violations: [{ location: ['body'], message }], what: message });

  async function readJson(req) {
    const { text, tooLarge } = await readBody(req);
    if (tooLarge) return { error: `body over ${BODY_LIMIT} bytes` };
    if (text.trim() === '') return { value: {} };
    try {
      const value = JSON.parse(text);
      // PostgreSQL text cannot hold a NUL character: no such value reaches a query.
      const problem = bodyProblem(value, { nul: true });
      if (problem) return { error: problem };
      return value && typeof value === 'object' && !Array.isArray(value) ? { value } : { error: 'the body must be a JSON object' };
    } catch {
      return { error: 'the body is not JSON' };
    }
  }
  async function readFormOrEmpty(req) {
    const { text } = await readBody(req);
    if (!text) return {};
    try {
      return decodeForm(text);
    } catch {
      return {};
    }
  }

  /** After completeSession: a redirect to the merchant's URL, the challenge page, or a result page. */
  function afterCompletion(done, origin) {
    if (done.notFound) return { ...notFound(), what: 'no such session' };
    if (done.stale) return { status: 409, html: resultPage({ title: 'Session already completed', message: `This session is ${done.session.state}.`, details: { session: done.session.id } }), what: `session ${done.session.state}` };
    if (done.page === 'challenge') return { status: 303, location: `${origin}/sandbox/challenge/${done.session.id}`, what: 'to 3-D Secure challenge' };
    if (done.redirect) {
      const target = new URL(done.redirect);
      for (const [k, v] of Object.entries(done.params ?? {})) target.searchParams.set(k, v);
      return { status: 303, location: target.href, what: `${done.session.state} -> ${target.origin}${target.pathname}` };
    }
    return { status: 200, html: resultPage({ title: done.message ?? done.session.state, message: 'The session names no URL for this outcome, so the sandbox shows the result here.', details: { session: done.session.id, state: done.session.state, ...(done.params ?? {}) } }), what: done.session.state };
  }

  const sessionView = (s) => ({ id: s.id, state: s.state, order: s.data.request?.order ?? {}, kind: s.data.kind, expires_at: s.expires_at });

  async function sandboxRoute(req, url, host, ip, origin) {
    const parts = url.pathname.split('/').filter(Boolean).slice(1).map((p) => {
      try {
        return decodeURIComponent(p);
      } catch {
        return p;
      }
    });
    const [what, id, sub] = parts;
    const method = req.method;
    // The admin API (admin.mjs, admin-openapi.yaml): token, validation and its operations; null for the routes
    // below (payer pages, status lookup, this document), whose method and path parameters it has checked.
    const adminAnswer = await admin.handle(req, url);
    if (adminAnswer) return adminAnswer;

    if (what === 'openapi.json' && method === 'GET') return json(200, adminDocument);
    if (what === 'pay' && id && !sub) {
      const session = await engine.admin.session(id);
      if (!session) return notFound();
      const outcome = url.searchParams.get('outcome');
      if (method === 'GET' && !outcome) {
        if (session.state !== 'open') return { status: 200, html: resultPage({ title: `Session ${session.state}`, message: 'This session is completed.', details: { session: session.id, state: session.state } }) };
        return { status: 200, html: payerPage({ session: sessionView(session), cards: TEST_CARDS, action: `/sandbox/pay/${encodeURIComponent(id)}`, cancelAction: `/sandbox/pay/${encodeURIComponent(id)}?outcome=cancel` }) };
      }
      if (method !== 'GET' && method !== 'POST') return notFound();
      const form = method === 'POST' ? await readFormOrEmpty(req) : {};
      const problem = bodyProblem(form, { nul: true });
      if (problem) return badRequest(problem);
      let chosen = outcome ?? form.outcome;
      let card;
      if (!chosen && form.card_number) {
        card = { number: String(form.card_number).replace(/[\s-]+/g, ''), expiry: form.expiry, cvv: form.cvv, name: form.cardholder };
        // The card decides (test-cards.mjs): a Luhn-invalid number or an expiry passed on the sandbox clock declines.
        const o = cardOutcome(card.number);
        chosen = o === null || o === 'expired-card' || expiryPassed(card.expiry, engine.clock.now()) ? 'decline' : o === 'challenge-fail' ? 'challenge' : o === 'waiting' ? 'success' : o;
      }
      if (!isOutcome(chosen)) return badRequest(`outcome must be one of ${Object.keys(OUTCOMES).join(', ')} (or post a card_number)`);
      return afterCompletion(await engine.completeSession(id, { outcome: chosen, card }), origin);
    }
    if (what === 'challenge' && id && !sub) {
      const session = await engine.admin.session(id);
      if (!session) return notFound();
      if (method === 'GET') {
        if (session.state !== 'challenge') return { status: 200, html: resultPage({ title: `Session ${session.state}`, message: 'No challenge is waiting for this session.', details: { session: session.id } }) };
        return { status: 200, html: challengePage({ session: sessionView(session), action: `/sandbox/challenge/${encodeURIComponent(id)}` }) };
      }
      if (method !== 'POST') return notFound();
      const form = await readFormOrEmpty(req);
      const problem = bodyProblem(form, { nul: true });
      if (problem) return badRequest(problem);
      const pass = (url.searchParams.get('challenge') ?? form.challenge) === 'pass';
      const card = session.data.card ?? undefined;
      const failing = card && cardOutcome(card.number) === 'challenge-fail';
      return afterCompletion(await engine.completeSession(id, { outcome: pass && !failing ? 'success' : 'decline', card, from: ['challenge'] }), origin);
    }
    if (what === 'checkout-status' && !id && host.name === 'checkout') {
      if (method !== 'POST') return notFound();
      const { value, error } = await readJson(req);
      if (error) return badRequest(error);
      const validate = host.compile(`/components/schemas/StatusLookupRequest`);
      if (!validate(value)) {
        // A size outside 1..100 has its own row (sections 4.1, 7), checked before the rest of the schema: a
        // decimal integer (leading zeros allowed) whose value is out of range. An in-range size never gets it.
        const size = typeof value?.size === 'string' && /^[0-9]+$/.test(value.size) ? Number(value.size) : undefined;
        if (size !== undefined && (size < 1 || size > 100)) return { ...engine.fail('size-out-of-range'), what: 'size-out-of-range' };
        return { ...invalidOf(validate), what: 'StatusLookupRequest violations' };
      }
      const answer = await engine.handleStatusLookup({ body: value, ip });
      return { ...answer, what: `status lookup${answer.row ? ` ${answer.row}` : ''}` };
    }
    return notFound();
  }

  function invalidOf(validate) {
    return {
      ...engine.fail('request-data-invalid'),
      violations: (validate.errors ?? []).map((e) => ({ location: ['body', ...e.instancePath.split('/').filter(Boolean)], code: e.keyword, message: `${e.instancePath || '/'} ${e.message}` })),
    };
  }

  function serverOf(host, originOf) {
    const handle = hostHandler(host, originOf);
    // CORS (admin.mjs corsOrigin): the admin routes for the configured admin_origins only, never any other.
    // limits.mjs TIMEOUTS: a request whose headers or whole body do not arrive in time gets clientError below.
    const server = http.createServer(serverOptions(timeouts), (req, res) => {
      // The target is parsed once, for the CORS policy and the handler.
      const url = requestTarget(req.url);
      if (cors(req, res, (r) => admin.corsOrigin(r, url.pathname))) return;
      const handled = handle(req, res, url).catch((err) => {
        log(`[${host.name}] ${req.method} ${req.url} -> unhandled ${err?.stack ?? err}`);
        if (!res.headersSent) {
          res.statusCode = 500;
          res.end();
        }
      });
      inFlight.add(handled);
      handled.finally(() => inFlight.delete(handled));
    });
    server.keepAliveTimeout = 5000;
    server.on('clientError', (err, socket) => {
      // A request whose answer is already on the wire (given before its body was read, which then broke) gets
      // no second answer: the connection is closed once that one is sent.
      if (socket._httpMessage?.headersSent) return socket.end();
      if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\ncontent-type: application/json\r\nconnection: close\r\n\r\n' + JSON.stringify(engine.fail('request-data-invalid').body));
    });
    return server;
  }

  return {
    engine,
    store,
    delivery,
    /** The sandbox-wide admin token (the configuration's, or the one generated for this process). */
    adminToken,
    /** Serves every host: ports { checkout, 's2s-card', 's2s-apm' } (0 for any free port). Returns [{ host, url }]. */
    async listen(ports = {}, address = '127.0.0.1') {
      const out = [];
      const originOf = hostCheck({ address, publicUrls: config.publicUrls ?? [] });
      for (const host of model.hosts) {
        const server = serverOf(host, originOf);
        const port = ports[host.name] ?? Number(process.env[portEnv(host.name)] ?? DEFAULT_PORTS[host.name] ?? 0);
        await new Promise((resolve, reject) => {
          server.once('error', (err) => reject(new Error(`${host.name}: cannot listen on ${address}:${port}: ${err.message}`)));
          server.listen(port, address, resolve);
        });
        servers.push(server);
        out.push({ host, url: `http://${address}:${server.address().port}` });
      }
      return out;
    },
    /**
     * Stops accepting, closes idle connections, gives requests in flight timeouts.graceMs to finish, then closes
     * every connection (a client that holds one open with half a body delays nothing) and waits for the
     * handlers still running; then the callback deliveries in flight, then closes the store.
     */
    async close() {
      await closeServers(servers, inFlight, timeouts.graceMs);
      await delivery?.stop();
      if (!given) await store.close();
    },
  };
}
