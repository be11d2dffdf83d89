// `npm run send-callback` (scripts/cli/send-callback.mjs) against a real local HTTP receiver: the webhook's example
// body as sent (from the model), the X-Sandbox-Signature header (the sandbox's choice, sha1(md5(UPPER(raw body +
// password))), computed here independently by tests/support/hash.ts), the answer's status and body printed, and the
// exit codes: 0 on 2xx, 1 otherwise, 2 for a usage error such as an unknown webhook (which lists the webhooks).
// One run of each exit code is the script as a user runs it, a process of its own; the other runs call its main()
// in this process, with an environment of their own (a process costs about a quarter of a second of CPU to start
// and load the model, twelve of them three seconds).
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadModel, root } from '../../packages/contract/index.mjs';
import { main } from '../../scripts/cli/send-callback.mjs';
import { callCli, spawnCli } from '../support/cli.ts';
import { signatureOf } from '../support/hash.ts';
import { unusedPort } from '../support/ports.ts';

const model = loadModel();
const webhooks = model.host('checkout').webhooks.filter((w: any) => w.requestBody?.examples.length);
const testPassword: string = model.elements.flatMap((e: any) => e.examples).find((x: any) => typeof x.password === 'string').password;

type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };
const received: Received[] = [];
let answer = { status: 200, body: 'OK' };
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** This process's environment without GATEWAY_PASSWORD, and `env` over it. */
const environment = (env: Record<string, string | undefined>) => ({ env: { ...process.env, GATEWAY_PASSWORD: undefined, ...env } });
/** The script as a process (asynchronously: the receiver lives in this process), with an environment of its own. */
const spawned = (args: string[], env: Record<string, string | undefined> = {}) => spawnCli('send-callback.mjs', args, environment(env));
/** The script's main() in this process, with an environment of its own. */
const run = (args: string[], env: Record<string, string | undefined> = {}) => callCli(main, args, environment(env));
const last = () => received.at(-1)!;

describe('npm run send-callback', () => {
  it('is the package script', () => {
    const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
    expect(pkg.scripts['send-callback']).toBe('node scripts/cli/send-callback.mjs');
  });

  it("posts the webhook's first example, signed with the password, and prints the answer", async () => {
    answer = { status: 200, body: 'received, thanks' };
    const w = webhooks.find((x: any) => x.path === 'payment-outcome');
    const before = received.length;
    const r = await spawned(['payment-outcome', '--to', `${base}/callbacks?shop=1`], { GATEWAY_PASSWORD: 'merchant-secret' });
    expect(r.exitCode, r.stderr).toBe(0);
    expect(received.length).toBe(before + 1);
    const got = last();
    const body = JSON.stringify(w.requestBody.examples[0].value);
    expect(got.method).toBe('POST');
    expect(got.url).toBe('/callbacks?shop=1');
    expect(got.body).toBe(body);
    expect(JSON.parse(got.body)).toEqual(w.requestBody.examples[0].value);
    expect(got.headers['content-type']).toBe(w.requestBody.contentType);
    expect(got.headers['x-sandbox-signature']).toBe(signatureOf([got.body], 'merchant-secret'));
    expect(r.stdout).toContain(`webhook payment-outcome, example ${w.requestBody.examples[0].name}`);
    expect(r.stdout).toContain(`X-Sandbox-Signature: ${signatureOf([body], 'merchant-secret')}`);
    expect(r.stdout).toMatch(/^status: 200 OK$/m);
    expect(r.stdout).toMatch(/^body: received, thanks$/m);
    expect(r.stderr).toBe('');
  });

  it('sends each webhook, with --example its last example and the password from --password-env', async () => {
    answer = { status: 204, body: '' };
    for (const w of webhooks) {
      const ex = w.requestBody.examples.at(-1);
      const r = await run([w.path, '--to', base, '--example', ex.name, '--password-env', 'MY_PW'], { MY_PW: 'other-password' });
      expect(r.exitCode, `${w.path} ${ex.name}: ${r.stderr}`).toBe(0);
      expect(r.stdout).toContain(`webhook ${w.path}, example ${ex.name}`);
      expect(r.stdout).toMatch(/^status: 204/m);
      expect(last().body).toBe(JSON.stringify(ex.value));
      expect(last().headers['x-sandbox-signature']).toBe(signatureOf([JSON.stringify(ex.value)], 'other-password'));
    }
  }, 60_000);

  it("without the password variable signs with the contract's test password and says so", async () => {
    answer = { status: 200, body: 'ok' };
    const r = await run(['recurring-sale', '--to', base]);
    expect(r.exitCode).toBe(0);
    expect(last().headers['x-sandbox-signature']).toBe(signatureOf([last().body], testPassword));
    expect(r.stderr).toContain('$GATEWAY_PASSWORD is not set');
  });

  it('prints a non-2xx answer and exits 1', async () => {
    answer = { status: 500, body: 'signature mismatch' };
    const r = await spawned(['debit-card-token', '--to', base], { GATEWAY_PASSWORD: 'x' });
    expect(r.exitCode).toBe(1);
    expect(r.stdout).toMatch(/^status: 500 Internal Server Error$/m);
    expect(r.stdout).toMatch(/^body: signature mismatch$/m);
    expect(r.stderr).toContain('answered 500');
  });

  it('exits 1 when nothing answers', async () => {
    const port = await unusedPort();
    const r = await run(['payment-outcome', '--to', `http://127.0.0.1:${port}/`], { GATEWAY_PASSWORD: 'x' });
    expect(r.exitCode).toBe(1);
    expect(r.stderr).toMatch(/failed: .*ECONNREFUSED/);
  });

  it('refuses an unknown webhook, listing the webhooks, with exit 2 and nothing sent', async () => {
    const before = received.length;
    const r = await spawned(['payment-outcom', '--to', base], { GATEWAY_PASSWORD: 'x' });
    expect(r.exitCode).toBe(2);
    expect(r.stderr).toContain('unknown webhook payment-outcom');
    for (const w of webhooks) expect(r.stderr).toContain(w.path);
    // A redirect is a webhook of the contract but no callback body: refused the same way, saying so.
    const redirect = await run(['success-url-redirect', '--to', base], { GATEWAY_PASSWORD: 'x' });
    expect(redirect.exitCode).toBe(2);
    expect(redirect.stderr).toContain('success-url-redirect is not a callback with a body');
    const example = await run(['payment-outcome', '--example', 'nope', '--to', base], { GATEWAY_PASSWORD: 'x' });
    expect(example.exitCode).toBe(2);
    for (const ex of webhooks[0].requestBody.examples) expect(example.stderr).toContain(ex.name);
    const noTo = await run(['payment-outcome'], { GATEWAY_PASSWORD: 'x' });
    expect(noTo.exitCode).toBe(2);
    expect(noTo.stderr).toContain('--to');
    expect(received.length).toBe(before);
  });

  it('--help says where the signature choice comes from', async () => {
    const r = await run(['--help']);
    expect(r.exitCode).toBe(0);
    expect(r.stdout).toContain('packages/sandbox/engine.mjs');
    expect(r.stdout).toContain('X-Sandbox-Signature');
    expect(r.stdout).toContain('sha1(md5(UPPER(raw body + password)))');
    expect(r.stdout).toContain('does not show the callback signature');
    for (const w of webhooks) expect(r.stdout).toContain(w.path);
  });
});
