// The sandbox's configuration (packages/sandbox/config.mjs): a JSON file of merchants checked field by field,
// one ConfigError naming the field and what is wrong; the defaults (payment_mode SMS/DMS, refunds api, the
// contract's duplicate window, a default test merchant whose credentials sign the contract's examples); and
// the CIDR allowlist for IPv4, IPv6 and IPv4-mapped IPv6 addresses.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_MERCHANT, defaultMerchantOf, ipAllowed, loadConfig, parseConfig } from '../../packages/sandbox/config.mjs';
import { model } from '../support/spec.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'sandbox-config-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
let n = 0;
/** A config file with this text; its path. */
function file(text: string) {
  const f = path.join(dir, `config-${++n}.json`);
  fs.writeFileSync(f, text);
  return f;
}

const contractWindow: number = model.error('duplicate-payment')!.raw['x-duplicate-window'].seconds;
const merchant = (over: Record<string, unknown> = {}) => ({ environment: 'test', merchant_key: 'mk-1', client_key: 'ck-1', password: 'pw-1', ...over });
const second = (over: Record<string, unknown> = {}) => merchant({ merchant_key: 'mk-2', client_key: 'ck-2', ...over });

/** The ConfigError a config gets (through a file, as the sandbox reads it). */
function errorOf(config: unknown, options: { duplicateWindowSeconds?: unknown } = {}): ConfigError {
  const f = file(JSON.stringify(config));
  try {
    loadConfig(f, options as any);
  } catch (err) {
    expect(err).toBeInstanceOf(ConfigError);
    expect((err as Error).message).toContain(f);
    return err as ConfigError;
  }
  throw new Error(`accepted: ${JSON.stringify(config)}`);
}

describe('defaults', () => {
  it('without a file: the default test merchant alone, and the contract duplicate window', () => {
    const config = loadConfig(undefined);
    expect(config.merchants).toEqual([DEFAULT_MERCHANT]);
    expect(config.duplicateWindowSeconds).toBe(contractWindow);
    expect(DEFAULT_MERCHANT).toMatchObject({ environment: 'test', payment_mode: 'SMS/DMS', refunds: 'api', callback_url: null, ip_allowlist: null });
  });

  it('the default merchant carries the credentials the contract signed examples use', () => {
    const signed = model.elements.flatMap((e) => e.examples.filter((x) => x.password).map((x) => ({ e, x })));
    expect(signed.length).toBeGreaterThan(0);
    for (const { e, x } of signed) {
      expect(x.password, e.label).toBe(DEFAULT_MERCHANT.password);
      if (e.keyField) expect(x.value[e.keyField], e.label).toBe((DEFAULT_MERCHANT as any)[e.keyField]);
    }
  });

  it('a merchant without the optional fields gets SMS/DMS, api refunds, no callback, no allowlist', () => {
    const config = loadConfig(file(JSON.stringify({ merchants: [merchant()] })));
    expect(config.merchants).toEqual([{ ...merchant(), payment_mode: 'SMS/DMS', refunds: 'api', callback_url: null, ip_allowlist: null, admin_token: null }]);
    expect(config.duplicateWindowSeconds).toBe(contractWindow);
  });

  it('every field as given, and the window from the file, or from the option over the file', () => {
    const full = merchant({ environment: 'live', callback_url: 'https://merchant.example/cb', ip_allowlist: ['203.0.113.0/24', '2001:db8::/32', '198.51.100.7'], payment_mode: 'DMS', refunds: 'portal-only', admin_token: 'merchant-admin-token-0001' });
    const f = file(JSON.stringify({ merchants: [full, second({ payment_mode: 'SMS', refunds: 'off', callback_url: 'http://127.0.0.1:9/cb' })], duplicate_window_seconds: 2 }));
    const config = loadConfig(f);
    expect(config.merchants[0]).toEqual(full);
    expect(config.merchants[1]).toMatchObject({ payment_mode: 'SMS', refunds: 'off' });
    expect(config.duplicateWindowSeconds).toBe(2);
    expect(loadConfig(f, { duplicateWindowSeconds: 0 }).duplicateWindowSeconds).toBe(0);
    expect(loadConfig(undefined, { duplicateWindowSeconds: 1 }).duplicateWindowSeconds).toBe(1);
  });
});

describe('read from the contract model', () => {
  /** A stand-in model: the duplicate-payment row with this window, and these elements. */
  const stub = (raw: unknown, elements: unknown[] = []): any => ({ error: (name: string) => (name === 'duplicate-payment' ? { raw } : undefined), elements });

  it('the duplicate window is the x-duplicate-window of the row duplicate-payment', () => {
    expect(parseConfig({ merchants: [merchant()] }, { model: stub({ 'x-duplicate-window': { seconds: 3 } }) } as any).duplicateWindowSeconds).toBe(3);
    expect(loadConfig(undefined, { model: stub({ 'x-duplicate-window': { seconds: 4 } }) } as any).duplicateWindowSeconds).toBe(4);
    expect(() => parseConfig({ merchants: [merchant()] }, { model: stub({}) } as any)).toThrow(/spec\/errors\.yaml: the row duplicate-payment has no x-duplicate-window\.seconds/);
  });

  it('the default merchant needs the signed examples to agree on one set of credentials', () => {
    const element = (keyField: string, key: string, password?: string) => ({ keyField, examples: [{ value: { [keyField]: key }, password }] });
    const agreeing = [element('merchant_key', 'mk', 'pw'), element('client_key', 'ck', 'pw'), element('client_key', 'ck')];
    expect(defaultMerchantOf(stub({}, agreeing))).toMatchObject({ environment: 'test', merchant_key: 'mk', client_key: 'ck', password: 'pw' });
    expect(() => defaultMerchantOf(stub({}, [...agreeing, element('client_key', 'ck-2', 'pw')]))).toThrow(/one client_key .* "ck", "ck-2"/);
    expect(() => defaultMerchantOf(stub({}, [...agreeing, element('merchant_key', 'mk', 'pw-2')]))).toThrow(/one password .* "pw", "pw-2"/);
  });
});

describe('one clear error naming the field', () => {
  it('a file that is not JSON: the file and the position', () => {
    const f = file('{\n  "merchants": [\n    { "environment": "test", }\n  ]\n}\n');
    expect(() => loadConfig(f)).toThrow(ConfigError);
    expect(() => loadConfig(f)).toThrow(new RegExp(`${f.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}: is not JSON: .*\\(line 3, column \\d+\\)`));
    const truncated = file('{"merchants": [');
    expect(() => loadConfig(truncated)).toThrow(/is not JSON: .*\(line 1, column \d+\)/);
  });

  it('a file that cannot be read', () => {
    expect(() => loadConfig(path.join(dir, 'missing.json'))).toThrow(/missing\.json: cannot be read: no such file/);
  });

  it('the top level: not an object, unknown fields, merchants missing or empty', () => {
    expect(errorOf([merchant()]).message).toMatch(/must be a JSON object with "merchants" \(got a list\)/);
    const unknown = errorOf({ merchants: [merchant()], merchant: [], port: 1 });
    expect(unknown.message).toMatch(/unknown fields "merchant", "port"/);
    expect(errorOf({}).field).toBe('merchants');
    expect(errorOf({}).message).toMatch(/merchants: is required/);
    expect(errorOf({ merchants: [] }).message).toMatch(/merchants: must be a non-empty list/);
    expect(errorOf({ merchants: {} }).message).toMatch(/merchants: must be a non-empty list/);
    expect(errorOf({ merchants: [merchant(), 'x'] }).message).toMatch(/merchants\[1\]: must be an object \(got "x"\)/);
  });

  it('missing required fields, each named', () => {
    for (const name of ['environment', 'merchant_key', 'client_key', 'password']) {
      const m: Record<string, unknown> = merchant();
      delete m[name];
      const err = errorOf({ merchants: [m] });
      expect(err.field).toBe(`merchants[0].${name}`);
      expect(err.message).toContain(`merchants[0].${name}: is required`);
    }
  });

  it('empty strings and values that are not strings', () => {
    for (const name of ['merchant_key', 'client_key', 'password']) {
      expect(errorOf({ merchants: [merchant(), second({ [name]: '' })] }).message).toContain(`merchants[1].${name}: must not be empty`);
      expect(errorOf({ merchants: [merchant(), second({ [name]: '  ' })] }).message).toContain(`merchants[1].${name}: must not be empty`);
      expect(errorOf({ merchants: [merchant({ [name]: 7 })] }).message).toContain(`merchants[0].${name}: must be a string (got 7)`);
    }
  });

  it('values outside their lists: environment, payment_mode, refunds', () => {
    expect(errorOf({ merchants: [merchant({ environment: 'prod' })] }).message).toContain('merchants[0].environment: must be one of test, live (got "prod")');
    const mode = errorOf({ merchants: [merchant(), second({ payment_mode: 'XYZ' })] });
    expect(mode.field).toBe('merchants[1].payment_mode');
    expect(mode.message).toContain('merchants[1].payment_mode: must be one of SMS, DMS, SMS/DMS (got "XYZ")');
    expect(errorOf({ merchants: [merchant({ refunds: 'never' })] }).message).toContain('merchants[0].refunds: must be one of api, portal-only, off (got "never")');
  });

  it('callback_url that is not an http(s) URL', () => {
    for (const url of ['ftp://merchant.example/cb', 'javascript:alert(1)', 'merchant.example/cb', '', 42]) {
      const err = errorOf({ merchants: [merchant({ callback_url: url })] });
      expect(err.field).toBe('merchants[0].callback_url');
      expect(err.message).toMatch(/merchants\[0\]\.callback_url: must be an (absolute )?http or https URL/);
    }
  });

  it('ip_allowlist: not a list, or a bad CIDR (IPv4 and IPv6), naming the entry', () => {
    expect(errorOf({ merchants: [merchant({ ip_allowlist: '10.0.0.0/8' })] }).message).toContain('merchants[0].ip_allowlist: must be a list of CIDRs');
    const bad: Array<[string, RegExp]> = [
      ['10.0.0.0/33', /prefix length "33" must be a whole number from 0 to 32 for an IPv4 address/],
      ['2001:db8::/129', /prefix length "129" must be a whole number from 0 to 128 for an IPv6 address/],
      ['10.0.0.0/', /prefix length "" must be/],
      ['10.0.0.0/08', /prefix length "08" must be/],
      ['10.0.0.256/8', /"10\.0\.0\.256" is not an IPv4 or IPv6 address/],
      ['2001:db8:::/32', /is not an IPv4 or IPv6 address/],
      ['localhost', /"localhost" is not an IPv4 or IPv6 address/],
      ['', /must be a CIDR/],
    ];
    for (const [cidr, why] of bad) {
      const err = errorOf({ merchants: [merchant({ ip_allowlist: ['127.0.0.1/32', cidr] })] });
      expect(err.field, cidr).toBe('merchants[0].ip_allowlist[1]');
      expect(err.message, cidr).toMatch(why);
      expect(err.message, cidr).toContain(`(got ${JSON.stringify(cidr)})`);
    }
  });

  it('a merchant_key or client_key used by two merchants', () => {
    const mk = errorOf({ merchants: [merchant(), second({ merchant_key: 'mk-1' })] });
    expect(mk.field).toBe('merchants[1].merchant_key');
    expect(mk.message).toContain('merchants[1].merchant_key: duplicates merchants[0].merchant_key ("mk-1")');
    const ck = errorOf({ merchants: [merchant(), second(), second({ merchant_key: 'mk-3', client_key: 'ck-1' })] });
    expect(ck.message).toContain('merchants[2].client_key: duplicates merchants[0].client_key ("ck-1")');
    const crossed = errorOf({ merchants: [merchant(), second({ client_key: 'mk-1' })] });
    expect(crossed.message).toContain('merchants[1].client_key: is merchants[0].merchant_key ("mk-1")');
  });

  it('unknown merchant fields, named', () => {
    const err = errorOf({ merchants: [merchant({ passwd: 'x', ip_whitelist: [] })] });
    expect(err.field).toBe('merchants[0]');
    expect(err.message).toContain('merchants[0]: unknown fields "passwd", "ip_whitelist"');
  });

  it('a duplicate window that is not a number of seconds, from the file or the option', () => {
    for (const v of [-1, '15', null]) {
      expect(errorOf({ merchants: [merchant()], duplicate_window_seconds: v }).message).toContain('duplicate_window_seconds: must be a number of seconds, 0 or more');
    }
    expect(() => loadConfig(undefined, { duplicateWindowSeconds: Number.NaN })).toThrow(/duplicateWindowSeconds \(option\): must be a number of seconds/);
  });

  it('callbacks: the delivery settings as createDelivery options, only those given; each bad field named', () => {
    expect(loadConfig(undefined).callbacks).toEqual({});
    expect(loadConfig(file(JSON.stringify({ merchants: [merchant()] }))).callbacks).toEqual({});
    const given = { timeout_seconds: 2, lease_seconds: 3, retry_seconds: [0.5, 1], slots: 8, per_merchant: 2 };
    expect(loadConfig(file(JSON.stringify({ merchants: [merchant()], callbacks: given }))).callbacks).toEqual({ timeoutMs: 2000, leaseMs: 3000, backoffSeconds: [0.5, 1], slots: 8, perMerchant: 2 });
    expect(loadConfig(file(JSON.stringify({ merchants: [merchant()], callbacks: { per_merchant: 1 } }))).callbacks).toEqual({ perMerchant: 1 });
    const bad: Array<[unknown, string]> = [
      [[], 'callbacks: must be an object with timeout_seconds, retry_seconds, lease_seconds, slots, per_merchant'],
      [{ timeout: 1 }, 'callbacks: unknown field "timeout" (known: timeout_seconds, retry_seconds, lease_seconds, slots, per_merchant)'],
      [{ timeout_seconds: 0 }, 'callbacks.timeout_seconds: must be a number of seconds, more than 0'],
      [{ timeout_seconds: 10, lease_seconds: 10 }, 'callbacks.lease_seconds: must be a number of seconds, more than 10'],
      // Without timeout_seconds the lease must outlast the default timeout (5 s).
      [{ lease_seconds: 4 }, 'callbacks.lease_seconds: must be a number of seconds, more than 5'],
      [{ retry_seconds: 1 }, 'callbacks.retry_seconds: must be a list of at most 100 numbers of seconds'],
      [{ retry_seconds: [1, -1] }, 'callbacks.retry_seconds[1]: must be a number of seconds from 0 to 86400'],
      [{ slots: 1.5 }, 'callbacks.slots: must be a whole number from 1 to 1000'],
      [{ per_merchant: 0 }, 'callbacks.per_merchant: must be a whole number from 1 to 1000'],
    ];
    for (const [callbacks, message] of bad) expect(errorOf({ merchants: [merchant()], callbacks }).message).toContain(message);
  });

  it('admin tokens: at least 16 visible characters, never repeated in the message; each names one scope; SANDBOX_ADMIN_TOKEN over the file', () => {
    const secret = 'short-secret';
    for (const [value, why] of [
      [secret, /admin_token: must be at least 16 characters long \(got 12\)/],
      ['with a space in the token', /admin_token: must be visible ASCII characters only/],
      [`tab\t${'x'.repeat(20)}`, /admin_token: must be visible ASCII characters only/],
      [12345678901234567, /admin_token: must be a string \(got number\)/],
      ['x'.repeat(513), /admin_token: must be at most 512 characters long/],
    ] as Array<[unknown, RegExp]>) {
      const top = errorOf({ merchants: [merchant()], admin_token: value });
      expect(top.field).toBe('admin_token');
      expect(top.message).toMatch(why);
      const own = errorOf({ merchants: [merchant(), second({ admin_token: value })] });
      expect(own.field).toBe('merchants[1].admin_token');
      expect(own.message).toMatch(why);
    }
    expect(errorOf({ merchants: [merchant()], admin_token: secret }).message).not.toContain(secret);
    const wide = 'sandbox-wide-token-000001';
    expect(errorOf({ merchants: [merchant({ admin_token: wide })], admin_token: wide }).message).toContain("merchants[0].admin_token: is the sandbox-wide admin token; a merchant's token must differ");
    const twice = errorOf({ merchants: [merchant({ admin_token: 'merchant-token-00001' }), second({ admin_token: 'merchant-token-00001' })] });
    expect(twice.message).toContain("merchants[1].admin_token: is merchants[0].admin_token; each merchant's token must differ");
    expect(twice.message).not.toContain('merchant-token-00001');
    const f = file(JSON.stringify({ merchants: [merchant({ admin_token: 'merchant-token-00001' })], admin_token: wide }));
    expect(loadConfig(f)).toMatchObject({ adminToken: wide, merchants: [{ admin_token: 'merchant-token-00001' }] });
    expect(loadConfig(f, { adminToken: 'from-the-environment-01' } as any).adminToken).toBe('from-the-environment-01');
    expect(loadConfig(undefined).adminToken).toBe(null);
    expect(loadConfig(undefined, { adminToken: 'from-the-environment-01' } as any).adminToken).toBe('from-the-environment-01');
    expect(() => loadConfig(f, { adminToken: 'short' } as any)).toThrow(/SANDBOX_ADMIN_TOKEN: must be at least 16 characters long \(got 5\)/);
    expect(() => loadConfig(f, { adminToken: 'merchant-token-00001' } as any)).toThrow(/merchants\[0\]\.admin_token: is the sandbox-wide admin token \(SANDBOX_ADMIN_TOKEN\)/);
  });

  it('admin_origins and public_urls: http(s) origins only; admin_origins defaults to the docs server', () => {
    expect(loadConfig(undefined).adminOrigins).toEqual(['http://127.0.0.1:4000', 'http://localhost:4000']);
    expect(loadConfig(undefined).publicUrls).toEqual([]);
    const f = file(JSON.stringify({ merchants: [merchant()], admin_origins: ['http://127.0.0.1:5000', 'https://docs.example/'], public_urls: ['https://sandbox.example', 'http://10.0.0.5:8080'] }));
    expect(loadConfig(f)).toMatchObject({ adminOrigins: ['http://127.0.0.1:5000', 'https://docs.example'], publicUrls: ['https://sandbox.example', 'http://10.0.0.5:8080'] });
    expect(errorOf({ merchants: [merchant()], admin_origins: 'http://x' }).message).toContain('admin_origins: must be a list of origins');
    for (const bad of ['ftp://x.example', 'x.example', 'https://x.example/path', 'https://u:p@x.example', 'https://x.example/?q=1', 7]) {
      const err = errorOf({ merchants: [merchant()], public_urls: ['https://ok.example', bad] });
      expect(err.field, String(bad)).toBe('public_urls[1]');
      expect(err.message, String(bad)).toMatch(/public_urls\[1\]: must be (an absolute http or https URL|a scheme, a host and an optional port)/);
    }
  });

  it('parseConfig answers the same for an object (no file)', () => {
    expect(() => parseConfig({ merchants: [merchant({ payment_mode: 'XYZ' })] })).toThrow('sandbox config merchants[0].payment_mode: must be one of SMS, DMS, SMS/DMS (got "XYZ")');
  });
});

describe('ipAllowed', () => {
  const [m] = parseConfig({ merchants: [merchant({ ip_allowlist: ['127.0.0.0/8', '203.0.113.0/24', '2001:db8::/32', '198.51.100.7'] })] }).merchants;

  it('no allowlist: every address', () => {
    for (const ip of ['127.0.0.1', '::1', '8.8.8.8', '::ffff:10.0.0.1']) expect(ipAllowed(DEFAULT_MERCHANT, ip)).toBe(true);
  });

  it('IPv4 CIDRs and single addresses', () => {
    expect(ipAllowed(m, '127.0.0.1')).toBe(true);
    expect(ipAllowed(m, '203.0.113.254')).toBe(true);
    expect(ipAllowed(m, '203.0.114.1')).toBe(false);
    expect(ipAllowed(m, '198.51.100.7')).toBe(true);
    expect(ipAllowed(m, '198.51.100.8')).toBe(false);
    expect(ipAllowed(m, '10.0.0.1')).toBe(false);
  });

  it('IPv6 CIDRs', () => {
    expect(ipAllowed(m, '2001:db8::1')).toBe(true);
    expect(ipAllowed(m, '2001:db8:ffff::1')).toBe(true);
    expect(ipAllowed(m, '2001:db9::1')).toBe(false);
    expect(ipAllowed(m, '::1')).toBe(false);
  });

  it('IPv4-mapped IPv6 addresses match IPv4 rules, and IPv4 addresses match mapped rules', () => {
    expect(ipAllowed(m, '::ffff:127.0.0.1')).toBe(true);
    expect(ipAllowed(m, '::FFFF:203.0.113.9')).toBe(true);
    expect(ipAllowed(m, '::ffff:7f00:1')).toBe(true);
    expect(ipAllowed(m, '0:0:0:0:0:ffff:7f00:1')).toBe(true);
    expect(ipAllowed(m, '::ffff:10.0.0.1')).toBe(false);
    const [mapped] = parseConfig({ merchants: [merchant({ ip_allowlist: ['::ffff:10.0.0.0/104'] })] }).merchants;
    expect(ipAllowed(mapped, '10.1.2.3')).toBe(true);
    expect(ipAllowed(mapped, '11.1.2.3')).toBe(false);
  });

  it('with an allowlist, no address or a malformed one is not allowed', () => {
    expect(ipAllowed(m, undefined as any)).toBe(false);
    expect(ipAllowed(m, 'not-an-ip')).toBe(false);
  });
});
