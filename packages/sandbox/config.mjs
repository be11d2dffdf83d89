// The sandbox's merchants and settings: the JSON file given with --config, checked field by field, or one
// default test merchant. A bad file is one ConfigError naming the field and what is wrong with it, so the
// sandbox does not start on a half-understood configuration.
//
//   {"merchants": [{"environment": "test"|"live", "merchant_key", "client_key", "password",
//                   "callback_url"?, "ip_allowlist"?: [CIDR...], "payment_mode"?: "SMS"|"DMS"|"SMS/DMS",
//                   "refunds"?: "api"|"portal-only"|"off"}],
//    "duplicate_window_seconds"?: number}
//
// The merchants keep the file's member names: `merchant_key` and `client_key` are also the contract's key
// members (the `x-credential: key` member of each element), so auth.mjs finds a merchant by
// `merchant[element.keyField]`.
import fs from 'node:fs';
import net from 'node:net';
import { loadModel } from '../../tools/model/index.mjs';

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
const OPTIONAL = ['callback_url', 'ip_allowlist', 'payment_mode', 'refunds'];
const TOP_LEVEL = ['merchants', 'duplicate_window_seconds'];

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
  return {
    environment: raw.environment,
    merchant_key: raw.merchant_key,
    client_key: raw.client_key,
    password: raw.password,
    callback_url: callback,
    ip_allowlist: allowlist,
    payment_mode: oneOf('payment_mode', PAYMENT_MODES, DEFAULT_PAYMENT_MODE),
    refunds: oneOf('refunds', REFUND_MODES, DEFAULT_REFUNDS),
  };
}

function checkWindow(value, field, fail) {
  if (typeof value !== 'number' || !Number.isFinite(value) || value < 0) fail(field, `must be a number of seconds, 0 or more (got ${show(value)})`);
  return value;
}

/**
 * A parsed configuration checked and completed with the defaults: { merchants, duplicateWindowSeconds }.
 * `file` only names the source in messages. The duplicate window is, first to last: the option (a command-line
 * flag), the file's `duplicate_window_seconds`, the contract's window (section 8). `model` is the contract model
 * the window is read from (the committed bundles' unless given).
 */
export function parseConfig(config, { file, duplicateWindowSeconds, model } = {}) {
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
  return { merchants: merchants.map((m) => Object.freeze(m)), duplicateWindowSeconds: windowOf(config.duplicate_window_seconds, duplicateWindowSeconds, fail, model) };
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
 * DEFAULT_MERCHANT alone. `duplicateWindowSeconds` overrides the file's and the contract's window.
 */
export function loadConfig(file, { duplicateWindowSeconds, model } = {}) {
  if (file === undefined || file === null) {
    return { merchants: [DEFAULT_MERCHANT], duplicateWindowSeconds: windowOf(undefined, duplicateWindowSeconds, () => {}, model) };
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
  return parseConfig(config, { file: String(file), duplicateWindowSeconds, model });
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
