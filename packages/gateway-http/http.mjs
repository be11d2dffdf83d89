// What the mock's and the sandbox's HTTP servers share: a bounded body reader and the CORS answer that lets
// the docs' try-it console (another origin) call them (any origin for the gateway's operations; the sandbox
// narrows its admin routes to the configured origins).
import { TIMEOUTS } from './limits.mjs';

/**
 * The whole body as text; past `limit` bytes the rest is read and dropped, and tooLarge is set. A request that
 * fails while its body is read resolves with broken set (and the text read so far dropped), never rejects.
 * A body that sends nothing for `idleMs` (limits.mjs TIMEOUTS.bodyIdleMs) is not waited for: it resolves with
 * broken and timedOut set; the server answers it with Connection: close, so that the rest of the body, should
 * it come, is not read as another request.
 */
export function readBody(req, limit, idleMs = TIMEOUTS.bodyIdleMs) {
  return new Promise((resolve) => {
    const chunks = [];
    let size = 0;
    let done = false;
    const finish = (result) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(result);
    };
    const timer = setTimeout(() => finish({ text: '', tooLarge: false, broken: true, timedOut: true }), idleMs);
    req.on('data', (c) => {
      timer.refresh();
      size += c.length;
      if (size <= limit) chunks.push(c);
    });
    req.on('end', () => finish({ text: Buffer.concat(chunks).toString('utf8'), tooLarge: size > limit }));
    req.on('error', () => finish({ text: '', tooLarge: false, broken: true }));
    req.on('close', () => finish({ text: '', tooLarge: false, broken: true }));
  });
}

/** The CORS policy of the mock and of the gateway's routes: any origin, without credentials. */
export const anyOrigin = () => '*';

/**
 * Sets the CORS headers of an answer; answers a preflight (OPTIONS with Access-Control-Request-Method) and
 * returns true, so the caller stops there. `allowOrigin(req)` is the Access-Control-Allow-Origin to send: '*'
 * (any origin: the mock, the gateway's operations, which are signed and need no cookie), one origin (the
 * sandbox's admin routes, for the configured origins), or null: no CORS headers at all, and a preflight is
 * refused with 403, so a page of another origin can neither read the answer nor send a non-simple request.
 * No answer ever carries Access-Control-Allow-Credentials.
 */
export function cors(req, res, allowOrigin = anyOrigin) {
  const allowed = allowOrigin(req);
  if (allowed !== '*') res.setHeader('Vary', 'Origin');
  if (allowed) {
    res.setHeader('Access-Control-Allow-Origin', allowed);
    res.setHeader('Access-Control-Allow-Headers', req.headers['access-control-request-headers'] ?? '*');
    res.setHeader('Access-Control-Expose-Headers', '*');
  }
  if (req.method === 'OPTIONS' && req.headers['access-control-request-method']) {
    if (allowed) res.setHeader('Access-Control-Allow-Methods', req.headers['access-control-request-method']);
    res.statusCode = allowed ? 204 : 403;
    res.end();
    return true;
  }
  return false;
}
