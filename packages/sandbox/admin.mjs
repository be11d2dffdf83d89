// The sandbox's admin API under /sandbox/ (admin-openapi.yaml is its document and the source of its rules):
//   1. routing by the document's paths: a path it does not have is 404 (the route-not-supported row), a method
//      a path does not document is 405 with Allow;
//   2. the credential: an operation whose `security` is not empty needs `Authorization: Bearer <token>`, the
//      sandbox-wide token (config `admin_token`, SANDBOX_ADMIN_TOKEN, or the one generated at start) or a
//      merchant's (`merchants[].admin_token`); none or an unknown one is 401 with WWW-Authenticate, a merchant's
//      token on an operation marked `x-admin-token: sandbox-wide` is 403. Tokens are compared in constant time
//      (SHA-256 of each side, crypto.timingSafeEqual, every configured token compared every time);
//   3. validation against the document (ajv, packages/contract/ajv.mjs): path and query parameters (unknown and
//      repeated query parameters refused), the JSON body (or its absence); no text may hold a NUL character.
//      A failure is 400 request-data-invalid with the violations in `errors` and in `sl-violations`;
//   4. the operation, scoped to the token's merchant for a merchant's token (lists filtered, another merchant's
//      payment or callback 404, another merchant's outcome 403).
// The payer pages, the Checkout status lookup and the document itself (`security: []`) are served by server.mjs:
// `handle` answers null for them once their path parameters are valid.
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { documentValidator } from '../contract/compiled.mjs';
import { readYaml } from '../contract/index.mjs';
import { bodyProblem } from '../gateway-http/limits.mjs';

export const ADMIN_DOCUMENT_FILE = new URL('./admin-openapi.yaml', import.meta.url);
/** The admin API's OpenAPI document (packages/sandbox/admin-openapi.yaml), parsed (through the contract's YAML cache). */
export const loadAdminDocument = () => readYaml(fileURLToPath(ADMIN_DOCUMENT_FILE));

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
const escapePointer = (s) => s.replaceAll('~', '~0').replaceAll('/', '~1');
const escapeRegExp = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** The error code of the admin API's own refusals (401, 403): the gateway's code for its own authentication failure. */
const REFUSED_CODE = 100000;
const REALM = 'Bearer realm="sandbox admin"';


/** The document's paths as routes: a pattern over the raw (percent-encoded) path, and each method's operation. */
function routesOf(document) {
  const ref = (node) => {
    if (!node?.$ref) return node;
    let target = document;
    for (const part of node.$ref.slice(2).split('/')) target = target?.[part.replaceAll('~1', '/').replaceAll('~0', '~')];
    return target;
  };
  return Object.entries(document.paths).map(([template, item]) => {
    const names = [];
    const pattern = new RegExp(
      `^${template
        .split('/')
        .map((segment) => {
          const m = /^\{(.+)\}$/.exec(segment);
          if (!m) return escapeRegExp(segment);
          names.push(m[1]);
          return '([^/]+)';
        })
        .join('/')}$`,
    );
    const operations = new Map();
    const base = `/paths/${escapePointer(template)}`;
    for (const method of METHODS) {
      const op = item[method];
      if (!op) continue;
      const parameters = [];
      const add = (list, at) =>
        (list ?? []).forEach((p, i) => {
          const resolved = ref(p);
          const pointer = p.$ref ? `${p.$ref.slice(1)}/schema` : `${at}/parameters/${i}/schema`;
          const schema = ref(resolved.schema);
          parameters.push({ name: resolved.name, in: resolved.in, required: resolved.required === true, pointer, type: schema?.type });
        });
      add(item.parameters, base);
      add(op.parameters, `${base}/${method}`);
      const json = op.requestBody?.content?.['application/json'];
      operations.set(method.toUpperCase(), {
        operationId: op.operationId,
        secured: (op.security ?? document.security ?? []).length > 0,
        sandboxWide: op['x-admin-token'] === 'sandbox-wide',
        parameters,
        body: op.requestBody ? { required: op.requestBody.required === true, pointer: json ? `${base}/${method}/requestBody/content/application~1json/schema` : null } : null,
      });
    }
    return { template, pattern, names, operations, public: [...operations.values()].every((o) => !o.secured) };
  });
}

/** A query or path value as its schema's type says (the text itself when it is not one: the schema then refuses it). */
function coerce(text, type) {
  if (type === 'integer') return /^-?[0-9]+$/.test(text) ? Number(text) : text;
  if (type === 'number') return text.trim() !== '' && Number.isFinite(Number(text)) ? Number(text) : text;
  if (type === 'boolean') return text === 'true' ? true : text === 'false' ? false : text;
  return text;
}

/** A constant-time lookup of a presented token among the configured ones: { wide: true }, { merchant } or null. */
function tokenScopes(adminToken, merchants) {
  const digest = (text) => crypto.createHash('sha256').update(text, 'utf8').digest();
  const known = [{ digest: digest(adminToken), scope: { wide: true } }, ...merchants.filter((m) => m.admin_token).map((m) => ({ digest: digest(m.admin_token), scope: { merchant: m } }))];
  return (presented) => {
    const d = digest(presented);
    let found = null;
    // Every configured token is compared, whichever matches: the time does not depend on which one (or none) did.
    for (const k of known) {
      const same = crypto.timingSafeEqual(d, k.digest);
      if (same && !found) found = k.scope;
    }
    return found;
  };
}

/**
 * The admin API of one sandbox. `config`: the parsed configuration (merchants, adminOrigins); `adminToken`: the
 * sandbox-wide token; `fail(row)`: the engine's catalogue answer; `readBody(req)`: the bounded body reader.
 */
export function createAdminApi({ document = loadAdminDocument(), engine, delivery, config, adminToken, readBody, bodyLimit }) {
  const routes = routesOf(document);
  const validator = documentValidator('sandbox-admin', document);
  const merchants = config.merchants;
  const scopeOf = tokenScopes(adminToken, merchants);
  const adminOrigins = new Set(config.adminOrigins ?? []);
  const fail = (row) => engine.fail(row);

  const json = (status, body, headers = {}) => ({ status, body, headers });
  const notFound = (what = 'no such admin route') => ({ ...fail('route-not-supported'), what });
  const refused = (status, message, headers = {}, what = message) => ({ status, body: { result: 'ERROR', error_code: REFUSED_CODE, error_message: message }, headers, what });
  const invalid = (violations) => {
    const answer = fail('request-data-invalid');
    return { ...answer, body: { ...answer.body, errors: violations.map((v) => v.message) }, violations, what: `${violations.length} violation(s): ${violations.map((v) => v.message).join('; ').slice(0, 300)}` };
  };
  const merchantNamed = (key) => merchants.find((m) => m.merchant_key === key || m.client_key === key);

  /** The route and operation of a request: { route, operation, values } or { route } (method not there) or {}. */
  function match(method, pathname) {
    for (const route of routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      const values = {};
      route.names.forEach((name, i) => {
        try {
          values[name] = decodeURIComponent(m[i + 1]);
        } catch {
          values[name] = m[i + 1];
        }
      });
      return { route, operation: route.operations.get(method), values };
    }
    return {};
  }

  /** Whether a path needs the admin token (an admin route, or an unknown path under /sandbox/). */
  function isAdminPath(pathname) {
    if (pathname !== '/sandbox' && !pathname.startsWith('/sandbox/')) return false;
    const { route } = match('GET', pathname);
    return !route?.public;
  }

  /**
   * The CORS answer's origin for a request: the Origin itself when it may call an admin route (admin_origins),
   * nothing for the payer pages (no page needs to read them), '*' for everything else (the gateway's
   * operations, the status lookup, the Hosted Fields files and this document: signed or public, no credentials).
   */
  function corsOrigin(req, pathname) {
    if (isAdminPath(pathname)) return adminOrigins.has(req.headers.origin) ? req.headers.origin : null;
    if (/^\/sandbox\/(pay|challenge)(\/|$)/.test(pathname)) return null;
    return '*';
  }

  /** 401 unless the request carries a known token; else its scope. */
  function authenticate(req) {
    const header = req.headers.authorization;
    if (typeof header !== 'string' || !/^bearer\b/i.test(header.trim())) {
      return { answer: refused(401, 'Unauthorized: the sandbox admin API needs Authorization: Bearer <admin token> (see docs/sandbox.md, Admin API)', { 'www-authenticate': REALM }, 'no admin token') };
    }
    const m = /^bearer +([\x21-\x7e]+) *$/i.exec(header.trim());
    const scope = m ? scopeOf(m[1]) : null;
    if (!scope) return { answer: refused(401, 'Unauthorized: the admin token is not one this sandbox knows', { 'www-authenticate': `${REALM}, error="invalid_token"` }, 'unknown admin token') };
    return { scope };
  }

  function checkParameters(operation, url, values) {
    const violations = [];
    const out = { path: {}, query: {} };
    const check = (p, text, location) => {
      if (text.includes('\0')) {
        violations.push({ location, code: 'pattern', message: `${location.join(' ')} must not hold a NUL character` });
        return;
      }
      const value = coerce(text, p.type);
      const validate = validator.compile(p.pointer);
      if (!validate(value)) for (const e of validate.errors ?? []) violations.push({ location, code: e.keyword, message: `${location.join(' ')}${e.instancePath} ${e.message}` });
      else out[p.in][p.name] = value;
    };
    for (const p of operation.parameters.filter((x) => x.in === 'path')) check(p, values[p.name] ?? '', ['path', p.name]);
    const known = new Set(operation.parameters.filter((x) => x.in === 'query').map((x) => x.name));
    for (const name of new Set(url.searchParams.keys())) {
      if (!known.has(name)) violations.push({ location: ['query', name], code: 'additionalProperties', message: `query parameter ${JSON.stringify(name)} is not one this operation has${known.size ? ` (${[...known].join(', ')})` : ' (it has none)'}` });
    }
    for (const p of operation.parameters.filter((x) => x.in === 'query')) {
      const given = url.searchParams.getAll(p.name);
      if (given.length === 0) {
        if (p.required) violations.push({ location: ['query', p.name], code: 'required', message: `query ${p.name} is required` });
        continue;
      }
      if (given.length > 1 && p.type !== 'array') {
        violations.push({ location: ['query', p.name], code: 'maxItems', message: `query ${p.name} is given ${given.length} times; at most once` });
        continue;
      }
      check(p, given[0], ['query', p.name]);
    }
    return { violations, ...out };
  }

  async function readJsonBody(req, operation) {
    const { text, tooLarge, broken } = await readBody(req);
    if (tooLarge) return { violations: [{ location: ['body'], code: 'maxLength', message: `body over ${bodyLimit} bytes` }] };
    if (broken) return { violations: [{ location: ['body'], code: 'type', message: 'the body could not be read' }] };
    const empty = text.trim() === '';
    if (!operation.body) return empty ? { body: undefined } : { violations: [{ location: ['body'], code: 'additionalProperties', message: 'this operation takes no body' }] };
    if (empty) return operation.body.required ? { violations: [{ location: ['body'], code: 'required', message: 'a JSON body is required' }] } : { body: undefined };
    let body;
    try {
      body = JSON.parse(text);
    } catch {
      return { violations: [{ location: ['body'], code: 'type', message: 'the body is not JSON' }] };
    }
    // The limits of every body the sandbox reads (packages/gateway-http/limits.mjs): no NUL, bounded nesting and size.
    const problem = bodyProblem(body, { nul: true });
    if (problem) return { violations: [{ location: ['body'], code: 'pattern', message: `the body is refused: ${problem}` }] };
    const validate = validator.compile(operation.body.pointer);
    if (!validate(body)) return { violations: (validate.errors ?? []).map((e) => ({ location: ['body', ...e.instancePath.split('/').filter(Boolean)], code: e.keyword, message: `body${e.instancePath} ${e.message}${e.keyword === 'additionalProperties' ? ` (${JSON.stringify(e.params.additionalProperty)})` : ''}` })) };
    return { body };
  }

  // ---- the operations, each with its request's { path, query, body } and the token's scope
  const own = (scope) => scope.merchant?.merchant_key;
  const operations = {
    async listPayments({ query }, scope) {
      let merchantKey = query.merchant_key === undefined ? null : (merchantNamed(query.merchant_key)?.merchant_key ?? query.merchant_key);
      if (scope.merchant) {
        if (merchantKey !== null && merchantKey !== own(scope)) return json(200, { payments: [] });
        merchantKey = own(scope);
      }
      return json(200, { payments: await engine.admin.payments({ merchantKey, orderId: query.order_id ?? null, limit: query.limit ?? 100 }) });
    },
    async getPayment({ path }, scope) {
      const p = await engine.admin.payment(path.id);
      if (!p || (scope.merchant && p.merchant_key !== own(scope))) return notFound('no such payment');
      return json(200, p);
    },
    async listCallbacks({ query }, scope) {
      return json(200, { callbacks: await engine.admin.callbacks({ paymentId: query.payment_id, status: query.status, merchantKey: own(scope) }) });
    },
    async resendCallback({ path }, scope) {
      const [mine] = await engine.admin.callbacks({ id: path.id, merchantKey: own(scope) });
      if (!mine || !delivery) return notFound('no such callback');
      if (!(await delivery.resend(path.id))) return notFound('no such callback');
      const [cb] = await engine.admin.callbacks({ id: path.id });
      return json(200, cb);
    },
    async getForcedOutcomes(_, scope) {
      const outcomes = await engine.admin.outcomes();
      return json(200, { outcomes: scope.merchant ? outcomes.filter((o) => o.merchant_key === own(scope)) : outcomes });
    },
    async forceOutcome({ body }, scope) {
      let merchant;
      if (body.merchant_key === undefined) merchant = scope.merchant ?? merchants[0];
      else if (scope.merchant) {
        // Any other key is 403, known or not: a merchant's token does not learn which keys exist.
        if (merchantNamed(body.merchant_key) !== scope.merchant) return refused(403, "Forbidden: a merchant's admin token forces that merchant's outcomes only", {}, 'another merchant');
        merchant = scope.merchant;
      } else merchant = merchantNamed(body.merchant_key);
      if (!merchant) return { ...notFound(`no merchant ${body.merchant_key}`), headers: { 'x-sandbox-note': `no configured merchant has merchant_key ${JSON.stringify(body.merchant_key)}` } };
      return json(200, await engine.admin.setOutcome(merchant.merchant_key, body.outcome));
    },
    getClock: async () => json(200, await engine.admin.clock()),
    advanceClock: async ({ body }) => json(200, await engine.admin.advanceClock(body.advance_seconds)),
    reset: async () => json(200, await engine.admin.reset()),
  };

  /**
   * The answer to a request under /sandbox/, or null when it is for a public route (payer pages, the status
   * lookup, this document) whose path parameters are valid: server.mjs then serves it.
   */
  async function handle(req, url) {
    const { route, operation, values } = match(req.method, url.pathname);
    const notAllowed = () => ({ ...fail('route-not-supported'), status: 405, headers: { allow: [...route.operations.keys()].join(', '), 'x-sandbox-note': `${req.method} is not an operation of ${route.template}` }, what: 'method not allowed' });
    if (route?.public) {
      if (!operation) return notAllowed();
      const { violations } = checkParameters({ parameters: operation.parameters.filter((p) => p.in === 'path') }, new URL('http://sandbox/'), values);
      return violations.length ? invalid(violations) : null;
    }
    const { answer, scope } = authenticate(req);
    if (answer) return answer;
    if (!route) return notFound();
    if (!operation) return notAllowed();
    if (operation.sandboxWide && !scope.wide) return refused(403, `Forbidden: ${operation.operationId} needs the sandbox-wide admin token, not a merchant's`, {}, 'merchant token on a sandbox-wide operation');
    const params = checkParameters(operation, url, values);
    const read = await readJsonBody(req, operation);
    const violations = [...params.violations, ...(read.violations ?? [])];
    if (violations.length) return invalid(violations);
    const run = operations[operation.operationId];
    if (!run) return notFound();
    const out = await run({ path: params.path, query: params.query, body: read.body }, scope);
    return { ...out, what: out.what ?? `${operation.operationId}${scope.merchant ? ` (merchant ${scope.merchant.merchant_key})` : ''}` };
  }

  return { document, handle, isAdminPath, corsOrigin };
}
