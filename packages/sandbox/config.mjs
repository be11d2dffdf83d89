// The sandbox's merchants and settings: the JSON file given with --config, checked field by field, or one
// default test merchant. A bad file is one ConfigError naming the field and what is wrong with it, so the
// sandbox does not start on a half-understood configuration.
//
//   {"merchants": [{"environment": "test"|"live", "merchant_key", "client_key", "password",
//                   "callback_url"?, "ip_allowlist"?: [CIDR...], "payment_mode"?: "SMS"|"DMS"|"SMS/DMS",
//                   "refunds"?: "api"|"portal-only"|"off", "admin_token"?}],
//    "duplicate_window_seconds"?: number, "admin_token"?, "admin_origins"?: [origin...], "public_urls"?: [URL...],
//    "callbacks"?: {"timeout_seconds"?, "retry_seconds"?: [seconds...], "lease_seconds"?, "slots"?, "per_merchant"?}}
//
// admin_token (top level): the sandbox-wide credential of the admin API (Authorization: Bearer <token>); a
// merchant's admin_token sees and steers that merchant only. admin_origins: the browser origins allowed to call
// the admin API (CORS; default the docs server's, http://127.0.0.1:$DOCS_PORT and http://localhost:$DOCS_PORT).
// public_urls: the URLs the sandbox is reached at besides its listen address and loopback (behind a load balancer
// or a port mapping): their Host is accepted and links (redirect_url, Location) are built from them.
// callbacks: the delivery loop's settings (callbacks.mjs): the per-attempt timeout, the retry delays, the lease
// of an attempt in flight (after which another process may send it again; longer than the timeout), the
// attempts one process has in flight, and the attempts one merchant has in flight across every process.
//
// The merchants keep the file's member names: `merchant_key` and `client_key` are also the contract's key
// members (the `x-credential: key` member of each element), so auth.mjs finds a merchant by
// `merchant[element.keyField]`.
import fs from 'node:fs';
import net from 'node:net';
import { loadModel } from '../contract/index.mjs';
import { DELIVERY_DEFAULTS } from './callbacks.mjs';

/** A configuration the sandbox cannot start with: `field` names the member (`merchants[1].payment_mode`). */
export class ConfigError extends Error {
  constructor(file, field, problem) {
    super(`sandbox config${file ? ` ${file}` : ''}${field ? `${file ? ': ' : ' '}${field}` : ''}: ${problem}`);
    this.name = 'ConfigError';
    this.file = file ?? null;
    this.field = field ?? null;
    this.problem = problem;
  }
}

// The sandbox's own settings of a merchant account (this file's format, not the gateway's contract).
// MID Payment Mode: the three values of section 3; SMS/DMS is the source's default.
// Read from the contract: `x-mid-routing` of the session request's `auth` (spec/schemas/SessionRequest.yaml).
export function midRoutingOf(model = loadModel()) {
  const routing = model.host('checkout').component('schemas', 'SessionRequest')?.properties?.auth?.['x-mid-routing'];
  if (!routing?.modes || !routing['default-mode'] || !routing['by-auth']) throw new Error('spec/schemas/SessionRequest.yaml: auth has no x-mid-routing (modes, default-mode, by-auth), the MID Payment Mode table of section 3');
  return routing;
}
export const PAYMENT_MODES = Object.freeze([...midRoutingOf().modes]);
export const DEFAULT_PAYMENT_MODE = midRoutingOf()['default-mode'];
// How the merchant's acquirer takes refunds: by API, only in the acquirer's portal (210002), or not at all
// ('Refund is not allowed').
export const REFUND_MODES = ['api', 'portal-only', 'off'];
export const DEFAULT_REFUNDS = 'api';
export const ENVIRONMENTS = ['test', 'live'];

const REQUIRED = ['environment', 'merchant_key', 'client_key', 'password'];
const OPTIONAL = ['callback_url', 'ip_allowlist', 'payment_mode', 'refunds', 'admin_token'];
const TOP_LEVEL = ['merchants', 'duplicate_window_seconds', 'admin_token', 'admin_origins', 'public_urls', 'callbacks'];
const CALLBACK_FIELDS = ['timeout_seconds', 'retry_seconds', 'lease_seconds', 'slots', 'per_merchant'];

/** The shortest admin token the sandbox accepts. */
export const ADMIN_TOKEN_MIN_LENGTH = 16;
const ADMIN_TOKEN_MAX_LENGTH = 512;

/**
 * Why `value` cannot be an admin token, or null when it can: 16 to 512 visible ASCII characters, no spaces (it
 * travels as `Authorization: Bearer <token>`). The message never repeats the value: it is a secret.
 */
export function adminTokenProblem(value) {
  if (typeof value !== 'string') return `must be a string (got ${value === null ? 'null' : Array.isArray(value) ? 'a list' : typeof value})`;
  if (value.length < ADMIN_TOKEN_MIN_LENGTH) return `must be at least ${ADMIN_TOKEN_MIN_LENGTH} characters long (got ${value.length})`;
  if (value.length > ADMIN_TOKEN_MAX_LENGTH) return `must be at most ${ADMIN_TOKEN_MAX_LENGTH} characters long (got ${value.length})`;
  if (!/^[\x21-\x7e]+$/.test(value)) return 'must be visible ASCII characters only (no spaces or control characters): it is sent as Authorization: Bearer <token>';
  return null;
}

/** The docs server's origins (packages/docs-server, DOCS_PORT, default 4000): the default admin_origins. */
export function defaultAdminOrigins(env = process.env) {
  const port = Number(env.DOCS_PORT || 4000);
  return [`http://127.0.0.1:${port}`, `http://localhost:${port}`];
}

/**
 * The duplicate window of section 8 in seconds, as the contract writes it once: `x-duplicate-window` of the
 * catalogue row duplicate-payment.
 */
export function contractDuplicateWindowSeconds(model = loadModel()) {
  const seconds = model.error('duplicate-payment')?.raw?.['x-duplicate-window']?.seconds;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || seconds < 0) {
    throw new Error('spec/errors.yaml: the row duplicate-payment has no x-duplicate-window.seconds (the duplicate window of section 8)');
  }
  return seconds;
}

/**
 * The default test merchant: the credentials the contract's signed examples use (their key members and
 * `x-hash-password`), so that every signed example of the contract is accepted by a sandbox started without
 * --config. Read from the model; the examples must agree on one merchant_key, one client_key and one password.
 */
export function defaultMerchantOf(model = loadModel()) {
  const seen = { merchant_key: new Set(), client_key: new Set(), password: new Set() };
  for (const element of model.elements) {
    for (const ex of element.examples) {
      if (element.keyField && typeof ex.value?.[element.keyField] === 'string' && element.keyField in seen) seen[element.keyField].add(ex.value[element.keyField]);
      if (typeof ex.password === 'string') seen.password.add(ex.password);
    }
  }
  const one = (name) => {
    const values = [...seen[name]];
    if (values.length !== 1) throw new Error(`the contract's signed examples must use one ${name} for the sandbox's default merchant; they use ${values.length ? values.map((v) => JSON.stringify(v)).join(', ') : 'none'}`);
    return values[0];
  };
  return Object.freeze({
    environment: 'test',
    merchant_key: one('merchant_key'),
    client_key: one('client_key'),
    password: one('password'),
    callback_url: null,
    ip_allowlist: null,
    payment_mode: DEFAULT_PAYMENT_MODE,
    refunds: DEFAULT_REFUNDS,
    admin_token: null,
  });
}

/** The merchant a sandbox started without --config uses (and prints). */
export const DEFAULT_MERCHANT = defaultMerchantOf();

const show = (v) => (v === undefined ? 'nothing' : JSON.stringify(v));
const isObject = (v) => v !== null && typeof v === 'object' && !Array.isArray(v);

/** A CIDR (`10.0.0.0/8`, `2001:db8::/32`) or a single address: { address, prefix, type }, or a reason it is not one. */
export function parseCidr(text) {
  if (typeof text !== 'string' || text === '') return { error: 'must be a CIDR such as 203.0.113.0/24 or 2001:db8::/32' };
  const slash = text.indexOf('/');
  const address = slash < 0 ? text : text.slice(0, slash);
  const type = net.isIPv4(address) ? 'ipv4' : net.isIPv6(address) ? 'ipv6' : null;
  if (!type) return { error: `${JSON.stringify(address)} is not an IPv4 or IPv6 address` };
  const max = type === 'ipv4' ? 32 : 128;
  if (slash < 0) return { address, prefix: max, type };
  const bits = text.slice(slash + 1);
  if (!/^(0|[1-9][0-9]{0,2})$/.test(bits) || Number(bits) > max) return { error: `prefix length ${JSON.stringify(bits)} must be a whole number from 0 to ${max} for an ${type === 'ipv4' ? 'IPv4' : 'IPv6'} address` };
  return { address, prefix: Number(bits), type };
}

function checkMerchant(raw, i, fail) {
  const at = `merchants[${i}]`;
  if (!isObject(raw)) fail(at, `must be an object (got ${show(raw)})`);
  const unknown = Object.keys(raw).filter((k) => !REQUIRED.includes(k) && !OPTIONAL.includes(k));
  if (unknown.length) fail(at, `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (known: ${[...REQUIRED, ...OPTIONAL].join(', ')})`);
  for (const name of REQUIRED) {
    if (!(name in raw)) fail(`${at}.${name}`, 'is required');
    if (typeof raw[name] !== 'string') fail(`${at}.${name}`, `must be a string (got ${show(raw[name])})`);
    if (raw[name].trim() === '') fail(`${at}.${name}`, 'must not be empty');
  }
  if (!ENVIRONMENTS.includes(raw.environment)) fail(`${at}.environment`, `must be one of ${ENVIRONMENTS.join(', ')} (got ${show(raw.environment)})`);
  const oneOf = (name, values, fallback) => {
    if (raw[name] === undefined) return fallback;
    if (!values.includes(raw[name])) fail(`${at}.${name}`, `must be one of ${values.join(', ')} (got ${show(raw[name])})`);
    return raw[name];
  };
  let callback = null;
  if (raw.callback_url !== undefined) {
    let url;
    try {
      url = typeof raw.callback_url === 'string' ? new URL(raw.callback_url) : null;
    } catch {
      url = null;
    }
    if (!url) fail(`${at}.callback_url`, `must be an absolute http or https URL (got ${show(raw.callback_url)})`);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') fail(`${at}.callback_url`, `must be an http or https URL (got ${show(raw.callback_url)})`);
    callback = raw.callback_url;
  }
  let allowlist = null;
  if (raw.ip_allowlist !== undefined) {
    if (!Array.isArray(raw.ip_allowlist)) fail(`${at}.ip_allowlist`, `must be a list of CIDRs (got ${show(raw.ip_allowlist)})`);
    raw.ip_allowlist.forEach((entry, j) => {
      const cidr = parseCidr(entry);
      if (cidr.error) fail(`${at}.ip_allowlist[${j}]`, `${cidr.error} (got ${show(entry)})`);
    });
    allowlist = [...raw.ip_allowlist];
  }
  if (raw.admin_token !== undefined) {
    const problem = adminTokenProblem(raw.admin_token);
    if (problem) fail(`${at}.admin_token`, problem);
  }
  return {
    environment: raw.environment,
    merchant_key: raw.merchant_key,
    client_key: raw.client_key,
    password: raw.password,
    callback_url: callback,
    ip_allowlist: allowlist,
    payment_mode: oneOf('payment_mode', PAYMENT_MODES, DEFAULT_PAYMENT_MODE),
    refunds: oneOf('refunds', REFUND_MODES, DEFAULT_REFUNDS),
    admin_token: raw.admin_token ?? null,
  };
}

/** A list of origins or URLs (admin_origins, public_urls): each an http(s) URL with nothing past its origin. */
function checkOrigins(value, field, fail, what) {
  if (!Array.isArray(value)) fail(field, `must be a list of ${what} (got ${show(value)})`);
  return value.map((entry, j) => {
    let url;
    try {
      url = typeof entry === 'string' ? new URL(entry) : null;
    } catch {
      url = null;
    }
    if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) fail(`${field}[${j}]`, `must be an absolute http or https URL such as https://sandbox.example.com (got ${show(entry)})`);
    if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) fail(`${field}[${j}]`, `must be a scheme, a host and an optional port, with no path, query or credentials (got ${show(entry)})`);
    return url.origin;
  });
}

/**
 * The `callbacks` member as createDelivery's options, with only the fields given (the others keep
 * callbacks.mjs's defaults): { timeoutMs, backoffSeconds, leaseMs, slots, perMerchant }.
 */
function checkCallbacks(value, fail) {
  if (value === undefined) return {};
  if (!isObject(value)) fail('callbacks', `must be an object with ${CALLBACK_FIELDS.join(', ')} (each optional; got ${show(value)})`);
  const unknown = Object.keys(value).filter((k) => !CALLBACK_FIELDS.includes(k));
  if (unknown.length) fail('callbacks', `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (known: ${CALLBACK_FIELDS.join(', ')})`);
  const out = {};
  const seconds = (name, min = 0) => {
    const v = value[name];
    if (typeof v !== 'number' || !Number.isFinite(v) || v <= min || v > 86_400) fail(`callbacks.${name}`, `must be a number of seconds, more than ${min} and at most 86400 (got ${show(v)})`);
    return v;
  };
  const whole = (name) => {
    const v = value[name];
    if (!Number.isInteger(v) || v < 1 || v > 1000) fail(`callbacks.${name}`, `must be a whole number from 1 to 1000 (got ${show(v)})`);
    return v;
  };
  if (value.timeout_seconds !== undefined) out.timeoutMs = seconds('timeout_seconds') * 1000;
  if (value.lease_seconds !== undefined) {
    const timeout = value.timeout_seconds ?? DELIVERY_DEFAULTS.timeoutMs / 1000;
    out.leaseMs = seconds('lease_seconds', timeout) * 1000;
  }
  if (value.retry_seconds !== undefined) {
    const list = value.retry_seconds;
    if (!Array.isArray(list) || list.length > 100) fail('callbacks.retry_seconds', `must be a list of at most 100 numbers of seconds, the delays between attempts (got ${show(list)})`);
    list.forEach((v, j) => {
      if (typeof v !== 'number' || !Number.isFinite(v) || v < 0 || v > 86_400) fail(`callbacks.retry_seconds[${j}]`, `must be a number of seconds from 0 to 86400 (got ${show(v)})`);
    });
    out.backoffSeconds = Object.freeze([...list]);
  }
  if (value.slots !== undefined) out.slots = whole('slots');
  if (value.per_merchant !== undefined) out.perMerchant = whole('per_merchant');
  return Object.freeze(out);
}

function checkWindow(value, field, fail) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(field, `must be a number of seconds, 0 or more (got ${show(value)})`);
  return value;
}

/**
 * A parsed configuration checked and completed with the defaults: { merchants, duplicateWindowSeconds,
 * adminToken (null when none is configured), adminOrigins, publicUrls, callbacks (createDelivery's options) }. `file` only names the source in
 * messages. The duplicate window is, first to last: the option (a command-line flag), the file's
 * `duplicate_window_seconds`, the contract's window (section 8). `model` is the contract model the window is
 * read from (the committed bundles' unless given). `adminToken` (SANDBOX_ADMIN_TOKEN) overrides the file's.
 */
export function parseConfig(config, { file, duplicateWindowSeconds, adminToken: adminTokenOption, model } = {}) {
  const fail = (field, problem) => {
    throw new ConfigError(file, field, problem);
  };
  if (!isObject(config)) fail(null, `must be a JSON object with "merchants" (got ${Array.isArray(config) ? 'a list' : show(config)})`);
  const unknown = Object.keys(config).filter((k) => !TOP_LEVEL.includes(k));
  if (unknown.length) fail(null, `unknown field${unknown.length > 1 ? 's' : ''} ${unknown.map((k) => JSON.stringify(k)).join(', ')} (known: ${TOP_LEVEL.join(', ')})`);
  if (!('merchants' in config)) fail('merchants', 'is required');
  if (!Array.isArray(config.merchants) || config.merchants.length === 0) fail('merchants', `must be a non-empty list of merchants (got ${show(config.merchants)})`);
  const merchants = config.merchants.map((m, i) => checkMerchant(m, i, fail));
  for (const name of ['merchant_key', 'client_key']) {
    const first = new Map();
    merchants.forEach((m, i) => {
      if (first.has(m[name])) fail(`merchants[${i}].${name}`, `duplicates merchants[${first.get(m[name])}].${name} (${show(m[name])}); each key identifies one merchant`);
      first.set(m[name], i);
    });
  }
  // A key used as one merchant's merchant_key and another's client_key would make a request's merchant ambiguous too.
  merchants.forEach((m, i) => {
    const j = merchants.findIndex((o) => o.merchant_key === m.client_key);
    if (j >= 0 && j !== i) fail(`merchants[${i}].client_key`, `is merchants[${j}].merchant_key (${show(m.client_key)}); each key identifies one merchant`);
  });
  return {
    merchants: merchants.map((m) => Object.freeze(m)),
    duplicateWindowSeconds: windowOf(config.duplicate_window_seconds, duplicateWindowSeconds, fail, model),
    ...adminSettings(config, merchants, adminTokenOption, fail),
    callbacks: checkCallbacks(config.callbacks, fail),
  };
}

/**
 * The admin API's settings: { adminToken, adminOrigins, publicUrls }. The sandbox-wide token is the option
 * (SANDBOX_ADMIN_TOKEN) over the file's admin_token, null when neither is given; each token names one scope.
 */
function adminSettings(config, merchants, adminTokenOption, fail) {
  let adminToken = null;
  if (adminTokenOption !== undefined) {
    const problem = adminTokenProblem(adminTokenOption);
    if (problem) throw new ConfigError(null, 'SANDBOX_ADMIN_TOKEN', problem);
    adminToken = adminTokenOption;
  } else if (config.admin_token !== undefined) {
    const problem = adminTokenProblem(config.admin_token);
    if (problem) fail('admin_token', problem);
    adminToken = config.admin_token;
  }
  merchants.forEach((m, i) => {
    if (m.admin_token === null) return;
    if (m.admin_token === adminToken) fail(`merchants[${i}].admin_token`, `is the sandbox-wide admin token${adminTokenOption !== undefined ? ' (SANDBOX_ADMIN_TOKEN)' : ''}; a merchant's token must differ, since it sees that merchant only`);
    const j = merchants.findIndex((o) => o.admin_token === m.admin_token);
    if (j !== i) fail(`merchants[${i}].admin_token`, `is merchants[${j}].admin_token; each merchant's token must differ`);
  });
  return {
    adminToken,
    adminOrigins: config.admin_origins === undefined ? defaultAdminOrigins() : checkOrigins(config.admin_origins, 'admin_origins', fail, 'origins'),
    publicUrls: config.public_urls === undefined ? [] : checkOrigins(config.public_urls, 'public_urls', fail, 'URLs'),
  };
}

/** The duplicate window: the option, else the file's, else the contract's. */
function windowOf(fromFile, fromOption, fail, model) {
  if (fromOption !== undefined) {
    return checkWindow(fromOption, 'duplicateWindowSeconds (option)', (f, p) => {
      throw new ConfigError(null, f, p);
    });
  }
  if (fromFile !== undefined) return checkWindow(fromFile, 'duplicate_window_seconds', fail);
  return contractDuplicateWindowSeconds(model);
}

/** Line and column (1-based) of a character offset in a text. */
function lineColumn(text, offset) {
  const before = text.slice(0, offset);
  const line = before.split('\n').length;
  return { line, column: offset - before.lastIndexOf('\n') };
}

/**
 * The sandbox configuration: the JSON file `file`, checked (a ConfigError names the field), or without a file
 * DEFAULT_MERCHANT alone. `duplicateWindowSeconds` overrides the file's and the contract's window, `adminToken`
 * (SANDBOX_ADMIN_TOKEN) the file's admin_token.
 */
export function loadConfig(file, { duplicateWindowSeconds, adminToken, model } = {}) {
  if (file === undefined || file === null) {
    const fail = (field, problem) => {
      throw new ConfigError(null, field, problem);
    };
    return { merchants: [DEFAULT_MERCHANT], duplicateWindowSeconds: windowOf(undefined, duplicateWindowSeconds, () => {}, model), ...adminSettings({}, [DEFAULT_MERCHANT], adminToken, fail), callbacks: checkCallbacks(undefined, fail) };
  }
  let text;
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch (err) {
    throw new ConfigError(String(file), null, `cannot be read: ${err.code === 'ENOENT' ? 'no such file' : err.message}`);
  }
  let config;
  try {
    config = JSON.parse(text);
  } catch (err) {
    const position = /position (\d+)/.exec(err.message)?.[1];
    const where = position === undefined ? (/end of (JSON )?input|Unexpected end/i.test(err.message) ? lineColumn(text, text.length) : null) : lineColumn(text, Number(position));
    throw new ConfigError(String(file), null, `is not JSON: ${err.message}${where ? ` (line ${where.line}, column ${where.column})` : ''}`);
  }
  return parseConfig(config, { file: String(file), duplicateWindowSeconds, adminToken, model });
}

// One BlockList per merchant, built on first use.
const allowlists = new WeakMap();

function blockListOf(merchant) {
  let list = allowlists.get(merchant);
  if (!list) {
    list = new net.BlockList();
    for (const entry of merchant.ip_allowlist) {
      const cidr = parseCidr(entry);
      if (cidr.error) throw new ConfigError(null, 'ip_allowlist', `${cidr.error} (got ${show(entry)})`);
      list.addSubnet(cidr.address, cidr.prefix, cidr.type);
    }
    allowlists.set(merchant, list);
  }
  return list;
}

/**
 * Whether a request from `ip` may act for `merchant`: true without an allowlist; else whether the address is
 * in one of its CIDRs. node:net's BlockList compares IPv4 addresses and IPv4-mapped IPv6 addresses
 * (::ffff:127.0.0.1, ::ffff:7f00:1, what a dual-stack socket reports) with rules of either family.
 */
export function ipAllowed(merchant, ip) {
  if (!merchant.ip_allowlist) return true;
  const type = net.isIPv4(ip) ? 'ipv4' : net.isIPv6(ip) ? 'ipv6' : null;
  return type !== null && blockListOf(merchant).check(ip, type);
}
