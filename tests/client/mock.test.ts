// The generated clients against the running Prism mock: every operation and every form action, with
// its named request examples (or a body sampled from its schema where it has none); every answer is
// checked by the generated standalone validators, and every documented error is identified by the matcher.
import { describe, expect, it } from 'vitest';
import { mockUrls } from '../support/mock.ts';
import * as validators from '../../generated/validators/index.js';
import { errorCatalogue, type DocumentName } from '../support/spec.ts';
import { callerBody, casesOf as cases, elements, paramsFor, type Element } from './contract.ts';
import { KEY, clientFor, keyField, makeClient, pkg, record, sent } from './harness.ts';

const urls = await mockUrls();
const DEFAULT_PASSWORD = 'mock-password';
const all = elements();

const camel = (s: string) => s.replace(/[^A-Za-z0-9]+(.)?/g, (_, c) => (c ? c.toUpperCase() : ''));
/** The generated validator of an answer, found by what it validates. */
function answerValidator(document: DocumentName, e: Element, status: number, contentType: string | null) {
  const list = (validators as any)[camel(document)].validators as Array<any>;
  const media = (contentType ?? '').split(';')[0].trim();
  return list.find((v) => v.role === 'response' && v.path === e.operation.path && v.method === e.operation.method && v.status === String(status) && v.mediaType === media)?.validate;
}

function live(document: DocumentName, password: string) {
  return clientFor(document, password, {
    baseUrl: urls[document],
    fetch: async (request: Request) => {
      await record(request);
      return fetch(request);
    },
  });
}

const successStatus = (e: Element) => Number(Object.keys(e.operation.op.responses).find((s) => /^2\d\d$/.test(s)));

describe.each(all.map((e) => [e.label, e] as const))('%s', (_label, e) => {
  it.each(cases(e).map((c) => [c.name, c] as const))('%s: the documented success, valid by the generated validator', async (_name, c) => {
    const password = c.password ?? DEFAULT_PASSWORD;
    const before = sent.length;
    const { data, error, response } = await live(e.document, password).request(e.operation.method, e.operation.path, { body: callerBody(e, c.body, keyField(e.document)), params: paramsFor(e) });
    expect(response.status, `${JSON.stringify(error)} ${response.headers.get('sl-violations')}`).toBe(successStatus(e));
    expect(response.headers.get('sl-violations')).toBeNull();
    const validate = answerValidator(e.document, e, response.status, response.headers.get('content-type'));
    expect(validate, 'a generated validator for this answer').toBeTypeOf('function');
    expect(validate(data), JSON.stringify(validate.errors)).toBe(true);
    const request = sent[before];
    expect(request.body[keyField(e.document)] ?? KEY).toBe(KEY);
    if (c.password) expect(request.body.hash, 'the client signs as the example was signed').toBe(c.body.hash);
    expect(request.text).not.toContain(password);
    expect(JSON.stringify(request.headers)).not.toContain(password);
  });

  const errorExamples = Object.keys(e.operation.op.responses)
    .filter((s) => /^4\d\d$/.test(s))
    .flatMap((status) => Object.keys(e.operation.op.responses[status].content?.['application/json']?.examples ?? {}).map((name) => [status, name] as const));

  it.each(errorExamples.map(([status, name]) => [`${status} ${name}`, status, name] as const))('%s: valid, and identified by code and message', async (_l, status, name) => {
    const [c] = cases(e);
    const { error, response } = await live(e.document, c.password ?? DEFAULT_PASSWORD).request(e.operation.method, e.operation.path, {
      body: callerBody(e, c.body, keyField(e.document)),
      params: paramsFor(e),
      headers: { Prefer: `code=${status}, example=${name}` },
    });
    expect(response.status).toBe(Number(status));
    const validate = answerValidator(e.document, e, response.status, response.headers.get('content-type'));
    expect(validate(error), JSON.stringify(validate.errors)).toBe(true);
    if (errorCatalogue[name]?.value) {
      expect(pkg.identifyError(error, response.status)?.name).toBe(name);
    }
  });
});

// As integrators mostly call it: no fetch and no middleware of theirs, so the client sends with fetch(url, init)
// without building a Request. Every element's first case still reaches the mock as the contract says
// (body, media type, required headers such as Token) and gets the documented success.
describe('the client with its own fetch path, against the mock', () => {
  it.each(all.map((e) => [e.label, e] as const))('%s', async (_label, e) => {
    const [c] = cases(e);
    const client = makeClient(e.document, c.password ?? DEFAULT_PASSWORD, { baseUrl: urls[e.document] });
    const { error, response } = await client.request(e.operation.method, e.operation.path, { body: callerBody(e, c.body, keyField(e.document)), params: paramsFor(e) });
    expect(response.status, `${JSON.stringify(error)} ${response.headers.get('sl-violations')}`).toBe(successStatus(e));
    expect(response.headers.get('sl-violations')).toBeNull();
  });
});
