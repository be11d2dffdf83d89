// openapi-fetch clients, typed by the generated types, call the running mock for the first slice
// (POST /api/v1/session purchase, S2S CARD GET_TRANS_STATUS, S2S APM CREDIT2VIRTUAL); every answer
// is checked against the bundled document, and error answers against the catalogue rows (the invalid-request
// row with the mock's errors list, one entry per violation naming the member).
import createClient from 'openapi-fetch';
import { beforeAll, describe, expect, it } from 'vitest';
import { mockUrls } from '../../support/mock.ts';
import type { paths as CheckoutPaths } from '../../../generated/types/checkout.ts';
import type { paths as S2sCardPaths } from '../../../generated/types/s2s-card.ts';
import type { paths as S2sApmPaths } from '../../../generated/types/s2s-apm.ts';
import { errorCatalogue, host, validatorFor, type DocumentName } from '../../support/spec.ts';
import { invalidBody } from '../gateway-answers.ts';

const FORM = { 'Content-Type': 'application/x-www-form-urlencoded' } as const;
const urls = await mockUrls();

/** The request example `name` of a host's POST operation, from the model. */
function requestExample(name: DocumentName, p: string, example: string) {
  const found = host(name).operation('post', p)?.requestBody?.examples.find((e: any) => e.name === example);
  if (!found) throw new Error(`no request example ${example} on ${name} POST ${p}`);
  return structuredClone(found.value);
}

describe('checkout: POST /api/v1/session', () => {
  const { compile } = validatorFor('checkout');
  const client = createClient<CheckoutPaths>({ baseUrl: urls.checkout });
  const ok = compile('/paths/~1api~1v1~1session/post/responses/200/content/application~1json/schema');
  const err = compile('/paths/~1api~1v1~1session/post/responses/400/content/application~1json/schema');
  let purchase: CheckoutPaths['/api/v1/session']['post']['requestBody']['content']['application/json'];
  beforeAll(() => {
    purchase = requestExample('checkout', '/api/v1/session', 'purchase');
  });

  it('answers a purchase session with the documented 200', async () => {
    const { data, response } = await client.POST('/api/v1/session', { body: purchase });
    expect(response.status).toBe(200);
    expect(ok(data), JSON.stringify(ok.errors)).toBe(true);
  });

  it('answers a session without order with the documented 400 body', async () => {
    const { order: _omitted, ...body } = purchase;
    const { error, response } = await client.POST('/api/v1/session', { body: body as typeof purchase });
    expect(response.status).toBe(400);
    expect(err(error), JSON.stringify(err.errors)).toBe(true);
    expect(error).toEqual(invalidBody('order'));
  });

  it('rejects auth: true on a debit session (auth is valid for purchase only)', async () => {
    const { response, error } = await client.POST('/api/v1/session', { body: { ...purchase, operation: 'debit', auth: true } });
    expect(response.status).toBe(400);
    expect(error).toEqual(invalidBody('auth'));
  });

  it('serves each named 400 example with Prefer', async () => {
    const examples: string[] = host('checkout').operation('post', '/api/v1/session').response(400).examples.map((e: any) => e.name);
    expect(examples.length).toBeGreaterThan(0);
    for (const name of examples) {
      const { error, response } = await client.POST('/api/v1/session', { body: purchase, headers: { Prefer: `code=400, example=${name}` } });
      expect(response.status).toBe(400);
      expect(error).toEqual(errorCatalogue[name].value);
    }
  });
});

describe('s2s-card: GET_TRANS_STATUS', () => {
  const { compile } = validatorFor('s2s-card');
  const client = createClient<S2sCardPaths>({ baseUrl: urls['s2s-card'], headers: FORM });
  const ok = compile('/paths/~1post/post/responses/200/content/application~1json/schema');
  const example = () => requestExample('s2s-card', '/post', 'GET_TRANS_STATUS');

  it('answers a form POST with the documented 200 status record', async () => {
    const { data, response } = await client.POST('/post', { body: example() });
    expect(response.status).toBe(200);
    expect(ok(data), JSON.stringify(ok.errors)).toBe(true);
  });

  it('answers a request without trans_id with the documented 400 error body', async () => {
    const { trans_id: _omitted, ...body } = example();
    const { error, response } = await client.POST('/post', { body: body as ReturnType<typeof example> });
    expect(response.status).toBe(400);
    expect(error).toEqual(invalidBody('trans_id'));
  });

  it('rejects members outside the action branch (closed form)', async () => {
    const { error, response } = await client.POST('/post', { body: { ...example(), order_id: 'x' } as ReturnType<typeof example> });
    expect(response.status).toBe(400);
    expect(error).toEqual(invalidBody('order_id'));
  });
});

describe('s2s-apm: CREDIT2VIRTUAL', () => {
  const { compile } = validatorFor('s2s-apm');
  const client = createClient<S2sApmPaths>({ baseUrl: urls['s2s-apm'], headers: FORM });
  const ok = compile('/paths/~1post/post/responses/200/content/application~1json/schema');
  const example = () => requestExample('s2s-apm', '/post', 'CREDIT2VIRTUAL');

  it('answers a payout with the documented 200', async () => {
    const { data, response } = await client.POST('/post', { body: example() });
    expect(response.status).toBe(200);
    expect(ok(data), JSON.stringify(ok.errors)).toBe(true);
  });

  it('rejects a currency outside the six of the table', async () => {
    const { error, response } = await client.POST('/post', { body: { ...example(), order_currency: 'USD' as 'GHS' } });
    expect(response.status).toBe(400);
    expect(error).toEqual(invalidBody('order_currency'));
  });
});
