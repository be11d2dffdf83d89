// The gateway's language for the mock's own answers: every answer that is not one of Prism's documented
// examples is built here from the catalogue rows of the contract model (spec/errors.yaml via packages/contract),
// never from texts written in code. Three rows carry the mock's words:
// - ROUTE (route-not-supported): the answer to a path or method the host does not have;
// - INVALID (request-data-invalid): the answer to a request that breaks the contract (and to a Prefer the
//   mock cannot honour), with an `errors` list of one "member: what is wrong" entry per violation;
// - a row named by `Prefer: example=<row>` that the operation's responses do not carry as an example (the
//   rows whose code or message the source does not show have no body): its code and message in the error
//   body by the model's rule (model.errorAnswer, which the sandbox uses too), said in an `x-mock-note` header.

import { convertAjvErrors } from '@stoplight/prism-http/dist/validator/validators/utils.js';
import { ValidationContext } from '@stoplight/prism-http/dist/validator/validators/types.js';

export const ROUTE = 'route-not-supported';
export const INVALID = 'request-data-invalid';

const clip = (text, max = 200) => (String(text).length > max ? `${String(text).slice(0, max)}...` : String(text));

/** The gateway answers of one host (packages/contract Host). */
export function createGateway(host) {
  const model = host.model;
  const rowOf = (name) => {
    const row = model.error(name);
    if (!row?.body) throw new Error(`spec/errors.yaml has no row ${name} with a body, which the mock answers with`);
    return row;
  };
  const route = rowOf(ROUTE);
  const invalid = rowOf(INVALID);

  /** A row's answer: { status, body, notes } (notes: what the source does not show; the model's rule, shared with the sandbox). */
  const rowAnswer = (row) => model.errorAnswer(row.name);

  /** Whether a catalogue row occurs on an operation: x-occurs-in names it, one of its action branches, or a component of its host (a place without a shown path). */
  function occursOn(row, operation) {
    return model
      .placesOf(row)
      .some((p) => p.host === host && (p.operation === operation || p.element?.operation === operation || (!p.operation && !p.element && p.component)));
  }

  /**
   * What a request's preference (Prism's Prefer header or __code/__example query: { code, exampleKey, dynamic })
   * asks of an operation: { config } for Prism (the example's status made explicit), { row } for a catalogue
   * row that occurs there but is not one of its response examples, or { problem } when the operation has no
   * such answer.
   */
  function preference(operation, { code, exampleKey } = {}) {
    const statuses = operation.responses.filter((r) => r.contentType).map((r) => r.status);
    if (code !== undefined && !statuses.includes(String(code))) {
      return { problem: `Prefer: code=${code}: not a documented status of ${operation.label} (${[...new Set(statuses)].join(', ')})` };
    }
    if (exampleKey === undefined) return { config: {} };
    const candidates = operation.responses.filter((r) => r.contentType && (code === undefined || r.status === String(code)));
    const found = candidates.find((r) => r.examples.some((e) => e.name === exampleKey && e.value !== undefined));
    if (found) return { config: { code: Number(found.status) } };
    const row = model.error(exampleKey);
    if (row && occursOn(row, operation) && statuses.includes(String(row.status)) && (code === undefined || String(code) === String(row.status))) return { row };
    const names = [...new Set(candidates.flatMap((r) => r.examples.map((e) => e.name)))];
    return { problem: clip(`Prefer: example=${exampleKey}: no such answer${code === undefined ? '' : ` with code ${code}`} on ${operation.label} (${names.join(', ')})`, 400) };
  }

  /** The answer to a path or method the host does not have. */
  const routeNotSupported = () => rowAnswer(route);

  /** The answer to a request that breaks the contract: INVALID's body with its own errors list. */
  const requestInvalid = (errors) => ({ ...rowAnswer(invalid), body: { ...structuredClone(invalid.body), errors: errors.length ? errors : structuredClone(invalid.body.errors ?? []) } });

  /** Whether a body is INVALID's body as the catalogue writes it (the example Prism serves for a request it rejects). */
  const isInvalidExample = (body) => JSON.stringify(body) === JSON.stringify(invalid.body);

  return { route, invalid, rowAnswer, preference, routeNotSupported, requestInvalid, isInvalidExample };
}

// ---------------------------------------------------------------------------------------------------------
// Violations in the gateway's words: one "member: what is wrong" per violation.

// Keywords whose error only sums up the errors of their subschemas, which are listed too.
const SUMMARIES = new Set(['if', 'oneOf', 'anyOf', 'allOf']);

/**
 * One entry per violation, from Prism's diagnostics ({ path: [location, ...members], code, message }) of a
 * request: "order.amount: must match pattern ^[0-9]+(\.[0-9]+)?$", "hash: required", "header Token: required",
 * "password: not allowed". Summaries of composite keywords (oneOf, if) are dropped when other entries say
 * what is wrong; repeats are listed once. `operation` (a model Operation) gives headers their documented spelling.
 */
export function violationErrors(violations, operation) {
  const entries = violations.map((v) => describeViolation(v, operation));
  const specific = entries.filter((e) => !e.summary);
  return [...new Set((specific.length ? specific : entries).map((e) => e.text))];
}

/** What identifies a violation whatever its wording: its member and keyword. */
export const violationKey = (v, operation) => `${describeViolation(v, operation).member}|${v.code}`;

/**
 * ajv errors as Prism's diagnostics of a request body, with the values ajv keeps in its params said in the
 * message (Prism's own conversion drops a const's value).
 */
export function bodyDiagnostics(errors) {
  const said = (e) => (e.keyword === 'const' && 'allowedValue' in (e.params ?? {}) ? { ...e, message: `must be equal to constant ${JSON.stringify(e.params.allowedValue)}` } : e);
  return errors?.length ? convertAjvErrors(errors.map(said), 0, ValidationContext.Input, 'body') : [];
}

function describeViolation(v, operation) {
  const path = (v.path ?? v.location ?? []).map(String);
  const [location, ...members] = path;
  const code = String(v.code ?? '');
  const entry = (member, said, summary = false) => ({ member, text: `${member}: ${said}`, summary });
  if (code === '415') return entry('header Content-Type', clip(v.message));
  // Prism writes "Request <location> [property|parameter <a.b> ]<ajv message>[<extras>]".
  const prefix = `Request ${location ? `${location} ` : ''}${members.length ? `${location === 'body' ? 'property' : 'parameter'} ${members.join('.')} ` : ''}`;
  let said = String(v.message ?? '');
  if (said.startsWith(prefix)) said = said.slice(prefix.length);
  const name = (names) => {
    if (location === 'body' || !location) return names.join('.') || 'body';
    if (location === 'header') {
      const p = operation?.parameters.find((x) => x.in === 'header' && x.name.toLowerCase() === names[0]?.toLowerCase());
      return `header ${[p?.name ?? names[0], ...names.slice(1)].filter(Boolean).join('.')}`;
    }
    return `${location} ${names.join('.')}`.trim();
  };
  let m;
  if (code === 'required' && (m = /^must have required property '(.*)'$/s.exec(said))) return entry(name([...members, m[1]]), 'required');
  if ((m = /^must NOT have additional properties; found '(.*)'$/s.exec(said))) return entry(name([...members, m[1]]), 'not allowed');
  if ((m = /^must NOT have unevaluated properties: '(.*)'$/s.exec(said))) return entry(name([...members, m[1]]), 'not allowed');
  if ((m = /^must match pattern "(.*)"$/s.exec(said))) said = `must match pattern ${m[1]}`;
  return entry(name(members), clip(said), SUMMARIES.has(code));
}
