// The Hosted Payment Fields side of the sandbox, on the Checkout port (section 4.1: the library is loaded from
// {checkout_url}/sdk/hosted-fields.js). Not part of the HTTP contract: these are the library and what its
// frames call.
//   GET  /sdk/hosted-fields.js   the library (hosted-fields/library.js)
//   GET  /sdk/frame              one input's frame page: ?field=card|expiry|cvv&token=&origin=&placeholder=&style=
//   GET  /sdk/frame.mjs          the frame's script (hosted-fields/frame.mjs)
//   GET  /sdk/card-checks.mjs    the card checks the frames and the server share (test-cards.mjs)
//   POST /sdk/fields             { token, field, value }: one frame's value, kept in memory against the token
//   POST /sdk/submit             { token }: the three values checked together (Luhn, expiry not past on the
//                                sandbox clock, CVV length by brand); valid ones are saved with the session, which
//                                the processing call then pays: { result: 'success' | 'undefined', message }
// The two POSTs are accepted only from the sandbox's own origin (the frames'): a merchant page cannot send or
// read card data through them. The CVV is checked and never stored.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brandOf, cvvValid, expiryValid, luhnValid } from './test-cards.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const FIELDS = ['card', 'expiry', 'cvv'];
const FILES = {
  '/sdk/hosted-fields.js': path.join(here, 'hosted-fields', 'library.js'),
  '/sdk/frame.mjs': path.join(here, 'hosted-fields', 'frame.mjs'),
  '/sdk/card-checks.mjs': path.join(here, 'test-cards.mjs'),
};
const LABELS = { card: 'Card number', expiry: 'Expiry date (MM/YY)', cvv: 'Security code' };
const AUTOCOMPLETE = { card: 'cc-number', expiry: 'cc-exp', cvv: 'cc-csc' };
const MAX_KEPT = 10_000;

const escapeHtml = (s) => String(s).replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]);

/** The merchant's style object as CSS for the frame's input: selectors input, :focus-like and ::placeholder-like only. */
export function styleCss(style) {
  const rules = [];
  if (!style || typeof style !== 'object' || Array.isArray(style)) return '';
  for (const [selector, props] of Object.entries(style)) {
    const target = selector === 'input' ? 'input' : /^::?[a-z-]+$/.test(selector) ? `input${selector}` : null;
    if (!target || !props || typeof props !== 'object') continue;
    const decls = Object.entries(props)
      .filter(([name, value]) => /^[a-z-]{1,40}$/.test(name) && typeof value === 'string' && value.length <= 200 && !/[;{}<>\\]|url\s*\(|expression\s*\(|@import/i.test(value))
      .map(([name, value]) => `${name}: ${value};`);
    if (decls.length) rules.push(`${target} { ${decls.join(' ')} }`);
  }
  return rules.join('\n');
}

/**
 * The embedding page's origin as a CSP frame-ancestors source, or undefined: only a serialized http(s) origin
 * (what `new URL(x).origin` gives back unchanged: no path, query, credentials or default port) whose host is a
 * name or an IPv4 address of letters, digits, hyphens and dots, with an optional port, as CSP's host-source
 * grammar has it. The URL parser alone lets `;`, `"`, `*` and `,` through in a host (`https://a.example;script-src`
 * would add a directive), so anything else is refused, never written into the header.
 */
export function frameAncestor(origin) {
  let parsed;
  try {
    parsed = new URL(origin);
  } catch {
    return undefined;
  }
  if (parsed.origin !== origin || !/^https?:$/.test(parsed.protocol)) return undefined;
  return /^https?:\/\/[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)*(:[0-9]{1,5})?$/.test(origin) ? origin : undefined;
}

export function sdkRoutes({ engine, fail, readBody }) {
  const kept = new Map(); // token -> { card, expiry, cvv }

  const bad = (message) => ({ ...fail('request-data-invalid'), violations: [{ location: ['body'], message }], what: message });

  function framePage(url) {
    const field = url.searchParams.get('field');
    const token = url.searchParams.get('token') ?? '';
    const origin = url.searchParams.get('origin') ?? '';
    if (!FIELDS.includes(field)) return bad(`field must be one of ${FIELDS.join(', ')}`);
    if (!token || token.length > 200) return bad('token must be the session token');
    const parentOrigin = frameAncestor(origin);
    if (!parentOrigin) return bad('origin must be the http(s) origin of the page that embeds the frame');
    let style = {};
    try {
      style = JSON.parse(url.searchParams.get('style') ?? '{}');
    } catch {}
    const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(LABELS[field])}</title>
<style>
html, body { margin: 0; padding: 0; background: transparent; overflow: hidden; }
input { box-sizing: border-box; width: 100%; height: 44px; padding: 0 12px; font: 16px system-ui, sans-serif; color: #1a1a1a; border: 1px solid #c4c9d2; border-radius: 6px; outline: none; background: #fff; }
input:focus { border-color: #2f5bea; box-shadow: 0 0 0 2px rgba(47, 91, 234, 0.2); }
input.invalid { border-color: #c5221f; }
${styleCss(style)}
</style></head>
<body><input type="text" inputmode="numeric" autocomplete="${AUTOCOMPLETE[field]}" aria-label="${escapeHtml(LABELS[field])}" placeholder="${escapeHtml(url.searchParams.get('placeholder') ?? '')}" maxlength="${field === 'card' ? 23 : field === 'expiry' ? 7 : 4}">
<script type="module" src="/sdk/frame.mjs"></script></body></html>`;
    return {
      status: 200,
      html,
      headers: {
        'content-security-policy': `default-src 'none'; script-src 'self'; style-src 'unsafe-inline'; connect-src 'self'; frame-ancestors ${parentOrigin}`,
        'cache-control': 'no-store',
      },
      what: `frame ${field}`,
    };
  }

  /** Only the frames (the sandbox's own origin) may send card data. */
  const fromFrame = (req, origin) => req.headers.origin === origin;

  async function readJson(req) {
    const { text, tooLarge } = await readBody(req);
    if (tooLarge) return { error: 'body too large' };
    try {
      const value = JSON.parse(text);
      return value && typeof value === 'object' && !Array.isArray(value) ? { value } : { error: 'the body must be a JSON object' };
    } catch {
      return { error: 'the body is not JSON' };
    }
  }

  async function fields(req, origin) {
    if (!fromFrame(req, origin)) return bad('only the Hosted Fields frames send card data');
    const { value, error } = await readJson(req);
    if (error) return bad(error);
    const { token, field } = value;
    if (typeof token !== 'string' || !FIELDS.includes(field) || typeof value.value !== 'string' || value.value.length > 64) return bad('{ token, field: card|expiry|cvv, value } expected');
    const session = await engine.sessionOfToken(token);
    if (!session || session.state !== 'open') return bad('no open session has this token');
    if (!kept.has(token) && kept.size >= MAX_KEPT) kept.delete(kept.keys().next().value);
    kept.set(token, { ...kept.get(token), [field]: value.value });
    return { status: 200, body: { ok: true }, headers: {}, what: `field ${field} kept` };
  }

  async function submit(req, origin) {
    if (!fromFrame(req, origin)) return bad('only the Hosted Fields frames submit card data');
    const { value, error } = await readJson(req);
    if (error) return bad(error);
    const token = value.token;
    const values = typeof token === 'string' ? kept.get(token) ?? {} : {};
    const number = (values.card ?? '').replace(/[\s-]/g, '');
    const expiry = (values.expiry ?? '').replace(/\s+/g, '');
    const problems = [];
    if (!number) problems.push('the card number is missing');
    else if (!luhnValid(number)) problems.push('the card number is not valid');
    if (!expiry) problems.push('the expiry date is missing');
    else if (!expiryValid(expiry, engine.clock.now())) problems.push('the expiry date is not a month from now on (MM/YY)');
    if (!values.cvv) problems.push('the security code is missing');
    else if (!cvvValid(values.cvv, brandOf(number))) problems.push(`the security code must have ${brandOf(number) === 'amex' ? 4 : 3} digits`);
    if (problems.length) return { status: 200, body: { result: 'undefined', message: `${problems.join('; ')}.` }, headers: {}, what: `submit: ${problems.join('; ')}` };
    const saved = await engine.saveHostedCard(token, { number, expiry });
    if (!saved) return { status: 200, body: { result: 'undefined', message: 'No open session has this token.' }, headers: {}, what: 'submit: no open session' };
    kept.delete(token);
    return { status: 200, body: { result: 'success', message: 'Card data saved.' }, headers: {}, what: 'submit: card saved' };
  }

  /** The answer to a request under /sdk/, or undefined when the path is not one of these. */
  return async function sdk(req, url, origin) {
    const file = FILES[url.pathname];
    if (file && (req.method === 'GET' || req.method === 'HEAD')) {
      return { status: 200, raw: { type: 'text/javascript; charset=utf-8', body: fs.readFileSync(file) }, headers: { 'cache-control': 'no-store' }, what: url.pathname };
    }
    if (url.pathname === '/sdk/frame' && req.method === 'GET') return framePage(url);
    if (url.pathname === '/sdk/fields' && req.method === 'POST') return fields(req, origin);
    if (url.pathname === '/sdk/submit' && req.method === 'POST') return submit(req, origin);
    return undefined;
  };
}
