// The package's types as other teams meet them (checked by tsc in tests/generated/typecheck.test.ts): the calls of
// the issue typecheck with what the client fills left out, and a body the contract forbids does not.
import { expect, it } from 'vitest';
import { createCheckoutClient, createS2sApmClient, createS2sCardClient, type S2sCardPaths } from '../../packages/client/src/index.js';

it('the factories return openapi-fetch clients typed by the contract', () => {
  const fetch = async () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
  const card = createS2sCardClient({ baseUrl: 'http://gateway.invalid', clientKey: 'ck', password: 'pw', fetch });
  const apm = createS2sApmClient({ baseUrl: 'http://gateway.invalid', clientKey: 'ck', password: 'pw', fetch });
  const checkout = createCheckoutClient({ baseUrl: 'http://gateway.invalid', merchantKey: 'mk', password: 'pw', fetch });
  type Body = NonNullable<S2sCardPaths['/post']['post']['requestBody']>['content']['application/x-www-form-urlencoded'];
  const typed = (body: Body) => card.POST('/post', { body });
  // The call: client_key and hash left to the client.
  const status = () => card.POST('/post', { body: { action: 'GET_TRANS_STATUS', trans_id: 't-1' } });
  // @ts-expect-error a member outside every action branch
  const wrong: Body = { action: 'GET_TRANS_STATUS', trans_id: 't', not_a_member: 'x' };
  expect([typed, status, wrong, apm.POST, checkout.POST].every(Boolean)).toBe(true);
});

it('the package declarations and the validators typecheck on their own (skipLibCheck off)', { timeout: 120_000 }, async () => {
  const { execa } = await import('execa');
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const { root } = await import('../support/spec.ts');
  const config = path.join(root, 'reports', 'tsconfig.generated.json');
  await fs.mkdir(path.dirname(config), { recursive: true });
  await fs.writeFile(config, JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { skipLibCheck: false }, include: ['../generated/client/**/*.d.ts', '../generated/validators/**/*.ts', '../packages/client/src/**/*.d.ts'] }));
  const run = await execa('tsc', ['--noEmit', '-p', config], { cwd: root, preferLocal: true, reject: false, all: true });
  expect(run.exitCode, run.all).toBe(0);
});
