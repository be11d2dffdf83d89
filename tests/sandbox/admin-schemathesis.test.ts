// schemathesis against the sandbox's admin API, through scripts/cli/schemathesis.mjs (runAdminSchemathesis): the
// document the running sandbox serves (/sandbox/openapi.json), every check on (among them ignored_auth: a
// secured operation answered without the token or with a wrong one; negative_data_rejection: limit=1001, a
// repeated status, an unknown member; status codes, content types and response headers as documented), mode
// all, a fixed seed, with the sandbox-wide token as Authorization: Bearer. A paid sale with its callback and an
// open session are given to the operations that read them, so they get past 404. JUnit report in reports/.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAdminSchemathesis } from '../../scripts/cli/schemathesis.mjs';
import { root } from '../../packages/contract/index.mjs';
import { signatureOf } from '../support/hash.ts';
import { ADMIN_TOKEN, adminAuth, removeTempDirs, startReceiver, startSandbox } from '../support/sandbox.ts';

const M = { environment: 'test' as const, merchant_key: 'mk-st', client_key: 'ck-st', password: 'pw-st' };
let running: Awaited<ReturnType<typeof startSandbox>>;
let receiver: Awaited<ReturnType<typeof startReceiver>>;
const logged: string[] = [];

async function session() {
  const order = { number: `st-${Date.now()}-${Math.random().toString(36).slice(2)}`, amount: '1.00', currency: 'USD', description: 'schemathesis' };
  const res = await fetch(`${running.urls.checkout}/api/v1/session`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ merchant_key: M.merchant_key, operation: 'purchase', order, success_url: 'https://shop.example/ok', hash: signatureOf([order.number, order.amount, order.currency, order.description], M.password) }),
  });
  expect(res.status).toBe(200);
  return new URL((await res.json()).redirect_url).pathname.split('/').pop()!;
}

beforeAll(async () => {
  receiver = await startReceiver();
  running = await startSandbox({ config: { merchants: [{ ...M, callback_url: receiver.url }] }, log: (line) => logged.push(line) });
}, 60_000);
afterAll(async () => {
  await running?.close();
  await receiver?.close();
  removeTempDirs();
});

describe('schemathesis against the sandbox admin API', () => {
  it('mode all, every check on, with the admin token: no failing check', { timeout: 300_000 }, async () => {
    const paid = await session();
    const pay = await fetch(`${running.urls.checkout}/sandbox/pay/${paid}?outcome=success`, { method: 'POST', redirect: 'manual' });
    const transId = new URL(pay.headers.get('location')!).searchParams.get('trans_id')!;
    const callbacks = (await (await fetch(`${running.urls.checkout}/sandbox/callbacks?payment_id=${transId}`, { headers: adminAuth() })).json()).callbacks;
    expect(callbacks.length).toBe(1);
    const open = await session();
    const started = Date.now();
    const result = await runAdminSchemathesis({
      baseUrl: running.urls.checkout,
      token: ADMIN_TOKEN,
      parameters: { getPayment: { id: transId }, resendCallback: { id: callbacks[0].id }, payerPage: { session_id: open }, pay: { session_id: open }, challengePage: { session_id: open }, answerChallenge: { session_id: open } },
      maxExamples: 25,
      seed: 1,
    });
    expect(result.exitCode, `${result.command}\n${result.output}`).toBe(0);
    expect(result.output, result.command).toMatch(/No issues found|passed/);
    expect(result.output).not.toMatch(/failure/i);
    // Every check was on, the token went with the requests and is not in the output, and the run is this one.
    expect(result.command).toContain('--checks all');
    expect(result.command).not.toContain('--exclude-checks');
    expect(result.command).toContain(`--url ${running.urls.checkout} `);
    expect(result.output).not.toContain(ADMIN_TOKEN);
    expect(fs.statSync(path.join(root, result.junit)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);
    expect(logged.filter((l) => /internal error|unhandled/.test(l))).toEqual([]);
  });
});
