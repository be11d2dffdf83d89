// A Prism mock of one host of the contract model (its bundled document), in-process: Prism's own request
// pipeline (validation, negotiation, Prefer: code/example/dynamic) behind a small Node HTTP handler.
// The handler is the one place where the mock may answer before Prism does (form-rules.mjs), and where every
// answer that is not a documented example is put in the gateway's words (gateway.mjs): a path or method the
// host does not have gets the catalogue's route row, a rejected request the catalogue's invalid-request body
// with one errors entry per violation, a Prefer naming a catalogue row the row's body, and anything Prism
// cannot answer (a Prefer it cannot honour, an error) a documented 4xx, never a 5xx.
import http from 'node:http';
// Before Prism: its faker with the one locale it uses (faker.mjs).
import './faker.mjs';
import { createInstance, getHttpOperationsFromSpec } from '@stoplight/prism-http';
import { getHttpConfigFromRequest } from '@stoplight/prism-http-server/dist/getHttpConfigFromRequest.js';
import { serialize } from '@stoplight/prism-http-server/dist/serialize.js';
import { createLogger } from '@stoplight/prism-core';
import prismRouter from '@stoplight/prism-http/dist/router/index.js';
import { FORM } from '../contract/index.mjs';
import { createFormRules } from '../gateway-http/form-rules.mjs';
import { cors, readBody as readLimited } from '../gateway-http/http.mjs';
import { LIMITS, TIMEOUTS, bodyProblem, closeServers, formMembersOver, serverOptions } from '../gateway-http/limits.mjs';
import { INVALID, bodyDiagnostics, createGateway, violationErrors, violationKey } from '../gateway-http/gateway.mjs';

const BODY_LIMIT = 10 * 1024 * 1024;


function send(res, status, headers, body) {
  // An answer given before the whole body came (it stopped coming): the rest is not read as another request.
  if (!res.req.complete) res.setHeader('connection', 'close');
  for (const [k, v] of Object.entries(headers ?? {})) res.setHeader(k, v);
  res.statusCode = status;
  res.end(body ?? '');
}

/**
 * A mock server of one model host (packages/contract Host): `listen(port, address)`, `close()`. `timeouts` overrides
 * limits.mjs TIMEOUTS (how long a client may take to send a request, the grace of close()).
 */
export async function createMockServer(host, { dynamic = false, log = () => {}, timeouts: given = {} } = {}) {
  const timeouts = { ...TIMEOUTS, ...given };
  // Prism reads the bundle itself (what the mock serves is exactly the committed file).
  const operations = await getHttpOperationsFromSpec(host.bundled);
  const rules = createFormRules(host);
  const gateway = createGateway(host);
  const logger = createLogger(host.name, { level: process.env.PRISM_LOG_LEVEL ?? 'silent' });
  // Responses are not re-validated on each request: they are the document's examples, which lint and the
  // tests validate, or bodies Prism generates from the schema (--dynamic).
  const prism = createInstance(
    { mock: { dynamic }, validateRequest: true, validateResponse: false, checkSecurity: true, errors: false, upstreamProxy: undefined, isProxy: false },
    { logger },
  );

  // The host's operations as Prism routes them: a request Prism cannot route is a path or method the host does not have.
  const routeOf = (method, pathname) => {
    const routed = prismRoute({ resources: operations, input: { method: method.toLowerCase(), url: { path: pathname } } });
    return routed._tag === 'Right' ? host.operation(routed.right.method, routed.right.path) : undefined;
  };

  /** Sends a gateway answer ({ status, body, notes }) with its violations and notes; logs it. */
  function answer(req, res, url, started, { status, body, notes = [] }, violations = []) {
    const headers = { 'Content-type': 'application/json' };
    if (violations.length) headers['sl-violations'] = violationsHeader(violations);
    if (notes.length) headers['x-mock-note'] = headerText(notes.join('; '));
    send(res, status, headers, JSON.stringify(body));
    log(`${req.method} ${url.pathname} -> ${status} (${Date.now() - started} ms)${violations.length ? ` ${violations.length} violation(s): ${violations.slice(0, 20).map((v) => clip(v.message)).join('; ')}` : ''}${notes.length ? ` [${notes.join('; ')}]` : ''}`);
  }

  async function handle(req, res) {
    const started = Date.now();
    const url = new URL(req.url, 'http://mock');
    const { text, tooLarge, broken, timedOut } = await readLimited(req, BODY_LIMIT, timeouts.bodyIdleMs);
    const operation = routeOf(req.method, url.pathname);
    if (!operation) {
      const reason = `${req.method} ${url.pathname} is not an operation of ${host.name}`;
      return answer(req, res, url, started, { ...gateway.routeNotSupported(), notes: [reason] }, [{ location: ['path'], code: 'route', message: reason }]);
    }
    const contentType = String(req.headers['content-type'] ?? '');
    const isJson = /^application\/(.+\+)?json/i.test(contentType);
    let parsed;
    if (!tooLarge && !broken && text !== '' && isJson) {
      try {
        parsed = { value: JSON.parse(text) };
      } catch {
        // left as text: Prism then reports the body as invalid for its schema
      }
    }
    // A body the mock refuses to read (limits.mjs) is not handed to Prism: too large, cut off, or of a shape no
    // request of the contract has (too many form members; JSON nested too deep or with too many values).
    const refused = tooLarge
      ? `body over ${BODY_LIMIT} bytes`
      : timedOut
        ? `body not received (nothing sent for ${timeouts.bodyIdleMs} ms)`
        : broken
          ? 'body not received (the request failed while it was read)'
          : contentType.toLowerCase().startsWith(FORM) && formMembersOver(text)
            ? `form body with more than ${LIMITS.formMembers} members`
            : parsed && bodyProblem(parsed.value);
    const form = refused ? undefined : rules.inspect(req.method, url.pathname, contentType, text);
    const early = refused ? { ...(rules.documentedError(req.method, url.pathname) ?? { status: gateway.invalid.status, row: INVALID }), reason: refused } : form.early;
    if (early) {
      const violations = [{ location: ['body'], code: 'contract', message: early.reason }];
      // The row that lists what is wrong gets this one violation as its list.
      const shown = early.row === INVALID ? gateway.requestInvalid([`body: ${early.reason}`]) : { status: early.status, body: early.body };
      return answer(req, res, url, started, shown, violations);
    }
    const body = text === '' ? undefined : parsed ? parsed.value : text;
    // The gateway answers JSON whatever the request accepts: Accept is not Prism's to negotiate.
    const { accept: _accept, ...headers } = req.headers;
    const input = {
      method: req.method.toLowerCase(),
      url: { path: url.pathname, query: Object.fromEntries(url.searchParams) },
      headers,
      body,
    };
    // What the request asks with Prefer (or __code/__example): a preference the operation cannot honour is the
    // client's error, answered as a request that breaks the contract, with what was asked in its errors list.
    const requestConfig = getHttpConfigFromRequest(input);
    if (requestConfig._tag === 'Left') {
      const problem = `Prefer: ${oneLine(requestConfig.left.detail ?? requestConfig.left.message)}`;
      return answer(req, res, url, started, { ...gateway.requestInvalid([problem]), notes: [problem] }, [{ location: ['header', 'prefer'], code: 'prefer', message: problem }]);
    }
    const asked = stripUndefined(requestConfig.right);
    const wanted = gateway.preference(operation, asked);
    if (wanted.problem) {
      return answer(req, res, url, started, { ...gateway.requestInvalid([wanted.problem]), notes: [wanted.problem] }, [{ location: ['header', 'prefer'], code: 'prefer', message: wanted.problem }]);
    }
    // A catalogue row that is not one of the operation's examples: Prism answers with the row's status (and
    // validates the request), and the row's body replaces the example Prism picked.
    const rowAnswer = wanted.row && gateway.rowAnswer(wanted.row);
    const preferred = rowAnswer ? { ...asked, code: rowAnswer.status, exampleKey: undefined } : { ...asked, ...wanted.config };
    const config = { ...prism.config ?? {}, mock: { dynamic, ...stripUndefined(preferred) } };
    const result = await prism.request(input, operations, config)();
    if (result._tag === 'Left') throw result.left;
    const { output, validations } = result.right;
    const violations = [...validations.input, ...validations.output];
    const diagnostics = violations.map((v) => ({ location: v.path ?? [], code: v.code, message: v.message }));
    if (rowAnswer && output.statusCode === rowAnswer.status) return answer(req, res, url, started, rowAnswer, diagnostics);
    // A valid form request that named no example gets its action's own 200 example (see form-rules.mjs).
    if (output.statusCode === 200 && !dynamic && !asked.exampleKey && !asked.code && !asked.dynamic) {
      const own = form.successBody();
      if (own) output.body = own.value;
    }
    // A rejected request: the catalogue's body, its errors list saying what is wrong, one entry per violation
    // (also when that example is asked for by name: the list then says what this request broke; a valid
    // request that asks for it gets it as the catalogue writes it).
    if (validations.input.length && gateway.isInvalidExample(output.body)) {
      return answer(req, res, url, started, { status: output.statusCode, body: gateway.requestInvalid(requestErrors(validations.input, form, operation, body)).body }, diagnostics);
    }
    if (!operation.response(output.statusCode)) throw Object.assign(new Error(`Prism answered ${output.statusCode}, which ${operation.label} does not document`), { detail: JSON.stringify(output.body)?.slice(0, 200) });
    if (diagnostics.length) res.setHeader('sl-violations', violationsHeader(diagnostics));
    send(res, output.statusCode, output.headers, serialize(output.body, output.headers?.['Content-type'] ?? output.headers?.['content-type']));
    log(`${req.method} ${url.pathname} -> ${output.statusCode} (${Date.now() - started} ms)${violations.length ? ` ${violations.length} violation(s): ${violations.slice(0, 20).map((v) => clip(v.message)).join('; ')}` : ''}`);
  }

  /**
   * The errors list of a rejected request: Prism's violations in the gateway's words, worded from the host's
   * own validation of the body where it finds the same violation (member and keyword), which keeps the values
   * Prism's wording drops. For a form body told apart by its action, only the violations of its action's
   * branch (Prism validates against every branch at once), or of the missing or unknown action itself.
   */
  function requestErrors(input, form, operation, body) {
    const words = (list) => violationErrors(list, operation);
    const key = (v) => violationKey(v, operation);
    const others = input.filter((v) => v.path?.[0] !== 'body');
    let said = input.filter((v) => v.path?.[0] === 'body');
    const branch = form.branchViolations();
    if (branch && !branch.selected) return [...new Set([...words(others), ...words(branch.violations)])];
    let own = branch?.violations;
    if (!own && operation.requestBody?.schemaPointer && body !== undefined && typeof body !== 'string') {
      const validate = host.compile(operation.requestBody.schemaPointer);
      own = validate(body) ? [] : bodyDiagnostics(validate.errors);
    }
    if (own) {
      const byKey = new Map(own.map((v) => [key(v), v]));
      const selected = branch ? said.filter((v) => byKey.has(key(v))) : said;
      if (selected.length) said = selected;
      said = said.map((v) => byKey.get(key(v)) ?? v);
    }
    return words([...others, ...said]);
  }

  // The handlers in flight, which close() lets finish (for a short grace) before it cuts the connections.
  const inFlight = new Set();
  const server = http.createServer(serverOptions(timeouts), (req, res) => {
    if (cors(req, res)) return;
    const started = Date.now();
    const handled = handle(req, res).catch((err) => {
      // Never a 5xx: whatever Prism (or the mock) could not answer is answered in the gateway's words, as a
      // request the host does not route, or else as a request that breaks the contract, what failed in its
      // errors list and in x-mock-note.
      const problem = oneLine(`${err.message ?? err}${err.detail ? `: ${typeof err.detail === 'string' ? err.detail : JSON.stringify(err.detail)}` : ''}`);
      if (res.headersSent) return res.end();
      let url;
      try {
        url = new URL(req.url, 'http://mock');
      } catch {
        url = { pathname: String(req.url) };
      }
      const routed = (() => {
        try {
          return routeOf(req.method, url.pathname);
        } catch {
          return undefined;
        }
      })();
      const shown = routed ? gateway.requestInvalid([clip(`request: ${problem}`)]) : gateway.routeNotSupported();
      answer(req, res, url, started, { ...shown, notes: [clip(problem)] }, [{ location: [], code: 'mock', message: problem }]);
    });
    inFlight.add(handled);
    handled.finally(() => inFlight.delete(handled));
  });

  // A request Node's parser refuses never reaches the handler (Node would answer a bare 400, or 431): an unknown
  // method (HPE_INVALID_METHOD: llhttp knows a fixed list) gets the route row, anything else that cannot be
  // read the invalid-request row, in the gateway body, and the connection is closed.
  server.on('clientError', (err, socket) => {
    if (err.code === 'ECONNRESET' || !socket.writable) return socket.destroy();
    // A request whose answer is already on the wire gets no second one: the connection closes once it is sent.
    if (socket._httpMessage?.headersSent) return socket.end();
    const problem = `the request cannot be read (${err.code ?? err.message})`;
    const shown = err.code === 'HPE_INVALID_METHOD' ? gateway.routeNotSupported() : gateway.requestInvalid([`request: ${problem}`]);
    const body = JSON.stringify(shown.body);
    socket.end(
      `HTTP/1.1 ${shown.status} ${http.STATUS_CODES[shown.status]}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Access-Control-Allow-Origin: *\r\nx-mock-note: ${problem}\r\nConnection: close\r\n\r\n${body}`,
    );
    log(`-> ${shown.status} ${problem}`);
  });

  // An idle keep-alive connection is closed by the client first (undici keeps one for the server's hint less a
  // second): a server that closes first races a client that has just sent its next request on it, which then
  // fails as "other side closed"; under load (three hosts in one process, a parallel suite) the event loop can
  // stall past a short timeout. A request, though, must arrive in time (limits.mjs TIMEOUTS: its headers, its
  // whole body, and a body that stops coming); Node answers one that does not through clientError above
  // (ERR_HTTP_REQUEST_TIMEOUT), with the invalid-request row.
  server.keepAliveTimeout = 60_000;

  return {
    host,
    listen: (port, host = '127.0.0.1') =>
      new Promise((resolve, reject) => {
        server.once('error', reject);
        server.listen(port, host, () => resolve(`http://${host}:${server.address().port}`));
      }),
    /** Stops within about timeouts.graceMs: idle connections at once, requests in flight after the grace. */
    close: () => closeServers([server], inFlight, timeouts.graceMs),
  };
}

const clip = (text, max = 200) => (String(text).length > max ? `${String(text).slice(0, max)}...` : String(text));

// Prism's sl-violations header: JSON with every character outside printable ASCII escaped, so it is always a
// legal header value, and bounded (each message clipped, the list cut) so it never overflows a client.
function violationsHeader(list) {
  const json = JSON.stringify(list.slice(0, 20).map((v) => ({ ...v, message: clip(v.message) })));
  return json.replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 6000);
}

const oneLine = (text) => String(text).replace(/\s+/g, ' ').trim();
// A header value: printable ASCII only (anything else escaped as in sl-violations), bounded.
const headerText = (text) => String(text).replace(/[^\x20-\x7e]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`).slice(0, 2000);
const prismRoute = prismRouter.default ?? prismRouter;
const stripUndefined = (o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined));
