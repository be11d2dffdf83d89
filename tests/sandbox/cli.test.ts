// `npm run sandbox` as a user runs it (packages/sandbox/sandbox.mjs in a child process): a ready line per host,
// the merchants in use (keys only: no password or admin token is ever printed), where the admin token is (a
// generated one in <data dir>/admin-token, mode 0600), one log line per request, a clean stop on Ctrl-C
// (SIGINT), and a bad --config refused with one error naming the field, without starting. Also the admin API's
// own OpenAPI document, served at /sandbox/openapi.json, and the admin answers checked against it.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { execFile } from 'node:child_process';
import YAML from 'yaml';
import { root } from '../../packages/contract/index.mjs';
import { DEFAULT_MERCHANT } from '../../packages/sandbox/config.mjs';
import { ADMIN_TOKEN, adminAuth, configFile, model, removeTempDirs, spawnSandbox, emptyDataDir, tempDir } from '../support/sandbox.ts';
import { documentValidator } from '../../packages/contract/compiled.mjs';

const running: Array<{ stop: (signal?: NodeJS.Signals) => Promise<number | null> }> = [];
afterAll(async () => {
  await Promise.all(running.map((s) => s.stop('SIGKILL')));
  removeTempDirs();
});

// The tests that start a sandbox run side by side (each waits mostly on its child), with the test context's
// expect; the one that times a stop runs after them, alone. The sandbox with the default merchant is one process
// for the three tests that use it (its start, its admin API, its stop): a start costs about 0.9 s of CPU.
let defaultSandbox: ReturnType<typeof spawnSandbox> | undefined;
const withDefaults = () => {
  defaultSandbox ??= emptyDataDir().then((dataDir) => spawnSandbox({ dataDir })).then((s) => (running.push(s), s));
  return defaultSandbox;
};
describe('npm run sandbox', () => {
  it('is the package script', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts.sandbox).toBe('node packages/sandbox/sandbox.mjs');
  });

  it.concurrent('prints a ready line per host and the default merchant, and logs each request', async ({ expect }) => {
    const s = await withDefaults();
    for (const host of model.hosts) expect(s.output()).toMatch(new RegExp(`\\[sandbox\\] ${host.name} ready at http://127\\.0\\.0\\.1:\\d+`));
    const m = DEFAULT_MERCHANT;
    expect(s.output()).toContain(`test merchant_key=${m.merchant_key} client_key=${m.client_key} payment_mode=${m.payment_mode}`);
    expect(s.output()).toContain('default test merchant');
    expect(s.output()).not.toContain(m.password);
    expect(s.output()).not.toContain(ADMIN_TOKEN);
    expect(s.output()).toContain('the sandbox-wide token from SANDBOX_ADMIN_TOKEN');
    const res = await fetch(`${s.urls['s2s-card']}/post`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'action=REFUND' });
    expect(res.status).toBe(404);
    // Logged once the answer is sent: wait for the line (up to the poll timeout), not a fixed time.
    await expect.poll(() => s.output()).toMatch(/\[sandbox\] \[s2s-card\] POST \/post -> 404 \(\d+ ms\)/);
  }, 90_000);

  it.concurrent('prints no password and no admin token, live merchants included; a generated token is kept in the data dir (0600), printed by path only', async ({ expect }) => {
    const secrets = { test: 'pw-cli-test-secret', live: 'pw-cli-live-secret', wide: 'cli-wide-token-0123456789', merchant: 'cli-merchant-token-0123456789' };
    const file = configFile({
      admin_token: secrets.wide,
      merchants: [
        { environment: 'test', merchant_key: 'mk-cli', client_key: 'ck-cli', password: secrets.test, admin_token: secrets.merchant },
        { environment: 'live', merchant_key: 'mk-cli-live', client_key: 'ck-cli-live', password: secrets.live },
      ],
    });
    const configured = await spawnSandbox({ configFile: file, dataDir: await emptyDataDir(), env: { SANDBOX_ADMIN_TOKEN: '' } });
    running.push(configured);
    expect((await fetch(`${configured.urls.checkout}/sandbox/clock`, { headers: adminAuth(secrets.wide) })).status).toBe(200);
    // Its request line too is checked for secrets below: wait until it is logged.
    await expect.poll(() => configured.output()).toMatch(/\[sandbox\] \[checkout\] GET \/sandbox\/clock -> 200 /);
    expect(configured.output()).toContain('live merchant_key=mk-cli-live client_key=ck-cli-live');
    expect(configured.output()).toContain(`the sandbox-wide token from admin_token in ${file}`);
    for (const secret of Object.values(secrets)) expect(configured.output() + configured.errors()).not.toContain(secret);
    expect(await configured.stop()).toBe(0);

    // Without a configured token: one is generated into <data dir>/admin-token, readable by this user only.
    const dataDir = await emptyDataDir();
    const generated = await spawnSandbox({ dataDir, env: { SANDBOX_ADMIN_TOKEN: '' } });
    running.push(generated);
    const tokenFile = path.join(dataDir, 'admin-token');
    const token = fs.readFileSync(tokenFile, 'utf8').trim();
    expect(token.length).toBeGreaterThanOrEqual(32);
    expect(fs.statSync(tokenFile).mode & 0o777).toBe(0o600);
    expect(generated.output()).toContain(`the sandbox-wide token generated, in ${tokenFile} (mode 0600)`);
    expect(generated.output()).not.toContain(token);
    expect((await fetch(`${generated.urls.checkout}/sandbox/clock`)).status).toBe(401);
    expect((await fetch(`${generated.urls.checkout}/sandbox/clock`, { headers: adminAuth(token) })).status).toBe(200);
    expect(await generated.stop()).toBe(0);
    // A later start on the same data keeps it.
    const again = await spawnSandbox({ dataDir, env: { SANDBOX_ADMIN_TOKEN: '' } });
    running.push(again);
    expect(fs.readFileSync(tokenFile, 'utf8').trim()).toBe(token);
    expect((await fetch(`${again.urls.checkout}/sandbox/clock`, { headers: adminAuth(token) })).status).toBe(200);
    expect(await again.stop()).toBe(0);
  }, 120_000);

  it.concurrent('serves its admin API document, a valid OpenAPI 3.1 document, and answers as it says', async ({ expect }) => {
    const s = await withDefaults();
    const served = await (await fetch(`${s.urls.checkout}/sandbox/openapi.json`)).json();
    const file = YAML.parse(fs.readFileSync(path.join(root, 'packages/sandbox/admin-openapi.yaml'), 'utf8'));
    expect(served).toEqual(file);
    const { default: SwaggerParser } = await import('@apidevtools/swagger-parser');
    await SwaggerParser.validate(structuredClone(file));
    // Admin answers validate against the document's response schemas.
    const validator = documentValidator('sandbox-admin', file);
    const check = async (method: string, p: string, route: string, body?: unknown) => {
      const res = await fetch(`${s.urls.checkout}${p}`, { method, headers: adminAuth(), body: body === undefined ? undefined : JSON.stringify(body) });
      const documented = file.paths[route][method.toLowerCase()].responses[String(res.status)];
      expect(documented, `${method} ${route} ${res.status} is documented`).toBeDefined();
      const responsePointer = documented.$ref ? documented.$ref.slice(1) : `/paths/${route.replaceAll('~', '~0').replaceAll('/', '~1')}/${method.toLowerCase()}/responses/${res.status}`;
      const validate = validator.compile(`${responsePointer}/content/application~1json/schema`);
      const json = await res.json();
      expect(validate(json), JSON.stringify(validate.errors)).toBe(true);
      return json;
    };
    await check('GET', '/sandbox/payments', '/sandbox/payments');
    await check('GET', '/sandbox/callbacks', '/sandbox/callbacks');
    await check('GET', '/sandbox/clock', '/sandbox/clock');
    await check('POST', '/sandbox/clock', '/sandbox/clock', { advance_seconds: 60 });
    await check('POST', '/sandbox/outcome', '/sandbox/outcome', { outcome: 'decline' });
    await check('GET', '/sandbox/outcome', '/sandbox/outcome');
    await check('POST', '/sandbox/reset', '/sandbox/reset');
    await check('GET', '/sandbox/payments/none', '/sandbox/payments/{id}');
  }, 90_000);

  it.concurrent('refuses a bad --config with one error naming the field, and does not start', async ({ expect }) => {
    const file = configFile({ merchants: [{ environment: 'prod', merchant_key: 'k', client_key: 'c', password: 'p' }] } as never);
    // (not spawnSync: it would hold up the tests that run beside this one)
    const r = await new Promise<{ status: number | null; stdout: string; stderr: string }>((resolve) =>
      execFile(process.execPath, ['packages/sandbox/sandbox.mjs', '--config', file, '--data', tempDir()], { cwd: root, encoding: 'utf8', env: { ...process.env, SANDBOX_CHECKOUT_PORT: '0', SANDBOX_S2S_CARD_PORT: '0', SANDBOX_S2S_APM_PORT: '0' }, timeout: 60_000 }, (err, stdout, stderr) =>
        resolve({ status: err ? ((err as { code?: number }).code ?? null) : 0, stdout, stderr }),
      ),
    );
    expect(r.status).toBe(2);
    expect(r.stderr).toMatch(/merchants\[0\]\.environment/);
    expect(r.stderr.trim().split('\n')).toHaveLength(1);
    expect(r.stdout).not.toMatch(/ready at/);
  }, 90_000);

  it('stops on Ctrl-C (exit code 0) within about two seconds while a client holds a connection with half a body', async () => {
    const s = await withDefaults();
    expect(s.child.exitCode, 'the sandbox of the tests before is running').toBeNull();
    const u = new URL(s.urls['s2s-card']);
    const socket = net.connect(Number(u.port), u.hostname);
    socket.on('error', () => {});
    await new Promise((r) => socket.once('connect', r));
    socket.write(`POST /post HTTP/1.1\r\nHost: ${u.host}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000\r\n\r\naction=GET_TRANS`);
    await new Promise((r) => setTimeout(r, 200));
    const started = Date.now();
    expect(await s.stop('SIGINT')).toBe(0);
    // The request in flight gets a second's grace (packages/gateway-http/limits.mjs), then its connection is closed.
    expect(Date.now() - started).toBeLessThan(2500);
    expect(s.output()).toContain('[sandbox] stopped');
    socket.destroy();
  }, 90_000);
});
