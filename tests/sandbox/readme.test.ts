// The README's sandbox parts and docs/sandbox.md say what the code does: its tables of test cards, headless outcomes and
// transitions are the code's (TEST_CARDS, OUTCOMES, TRANSITIONS), its retry schedule is BACKOFF, and its
// five-minute walkthrough runs as written (bash and curl) against a sandbox started with the example config.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { root } from '../../packages/contract/index.mjs';
import { TEST_CARDS, OUTCOMES } from '../../packages/sandbox/test-cards.mjs';
import { TRANSITIONS } from '../../packages/sandbox/engine.mjs';
import { BACKOFF } from '../../packages/sandbox/callbacks.mjs';
import { configFile, removeTempDirs, spawnSandbox, startReceiver, emptyDataDir, tempDir } from '../support/sandbox.ts';
import { signatureOf } from '../support/hash.ts';
import { tableRows } from '../support/markdown.ts';

// The walkthrough and the test cards are in README.md; the sandbox's full reference (state machine, callbacks) in docs/sandbox.md.
const readme = fs.readFileSync(path.join(root, 'README.md'), 'utf8');
const guide = fs.readFileSync(path.join(root, 'docs/sandbox.md'), 'utf8');

describe('README and docs/sandbox.md: the sandbox', () => {
  it('lists the test cards, headless outcomes and transitions the code has, in its order', () => {
    expect(tableRows(readme, '## Test cards')).toEqual(TEST_CARDS.map((c) => `| \`${c.number}\` | ${c.expiry} | ${c.outcome}: ${c.description} |`));
    expect(tableRows(readme, 'Headless, without a browser')).toEqual(Object.entries(OUTCOMES).map(([k, v]) => `| \`${k}\` | ${v} |`));
    expect(tableRows(guide, '## State machine')).toEqual(TRANSITIONS.map((t) => `| ${t.kind} | ${t.event} | ${t.from ?? '(new)'} | ${t.to} | ${t.how} |`));
    expect(guide).toContain(`retrying after ${BACKOFF.join(', ')} seconds`);
  });

  const running: Array<{ stop: (signal?: NodeJS.Signals) => Promise<number | null> }> = [];
  afterAll(async () => {
    await Promise.all(running.map((s) => s.stop('SIGKILL')));
    removeTempDirs();
  });

  it('runs its five-minute walkthrough as written', async () => {
    const blocks = [...readme.slice(readme.indexOf('### Five minutes')).matchAll(/```sh\n([\s\S]*?)```/g)].map((m) => m[1]);
    expect(blocks.length).toBeGreaterThanOrEqual(2);
    const [start, requests] = blocks;
    expect(start).toContain('npm run sandbox -- --config packages/sandbox/sandbox.example.json --explain --data /tmp/walkthrough');
    // The admin calls use the token the sandbox generated at its first start, in the data dir the start names.
    expect(requests).toContain('TOKEN=${TOKEN:-$(cat /tmp/walkthrough/admin-token)}');
    expect(requests).toContain('-H "Authorization: Bearer $TOKEN"');
    // The example config, with its callback_url pointed at this test's receiver.
    const receiver = await startReceiver();
    const example = JSON.parse(fs.readFileSync(path.join(root, 'packages/sandbox/sandbox.example.json'), 'utf8'));
    example.merchants[0].callback_url = receiver.url;
    const dataDir = await emptyDataDir();
    const s = await spawnSandbox({ configFile: configFile(example), dataDir, args: ['--explain'], env: { SANDBOX_ADMIN_TOKEN: '' } });
    running.push(s);
    const token = fs.readFileSync(path.join(dataDir, 'admin-token'), 'utf8').trim();
    const out = await new Promise<string>((resolve, reject) =>
      execFile('bash', ['-euo', 'pipefail', '-c', requests], { env: { ...process.env, CO: s.urls.checkout, CARD: s.urls['s2s-card'], TOKEN: token }, timeout: 60_000 }, (err, stdout, stderr) =>
        err ? reject(new Error(`${err.message}\n${stdout}\n${stderr}`)) : resolve(stdout),
      ),
    );
    expect(out).toMatch(/^303 https:\/\/merchant\.example\/ok\?payment_id=[^&]+&trans_id=[^&]+&order_id=walk-\d+&hash=[0-9a-f]{40}$/m);
    expect(out).toMatch(/"order_status":"settled"/);
    expect(out).toMatch(/^\{"callbacks":\[\{"id":\d+/m);
    expect(out).toMatch(/"error_code":208003/);
    expect(out).toMatch(/^x-sandbox-hash-explanation: .*recipe sha1\(md5\(upper\(fields\+password\)\)\).*fields \/trans_id=/im);
    expect(out).toContain('Hash is not valid');
    expect(out).not.toContain('example-password');
    // The first payment's callback reached the receiver, signed over its raw body.
    const [callback] = await receiver.waitFor(1);
    expect(JSON.parse(callback.body).order_status).toBe('settled');
    expect(callback.headers['x-sandbox-signature']).toBe(signatureOf([callback.body], 'example-password'));
    await receiver.close();
  }, 120_000);
});
