// What the mock answers before Prism, for S2S form bodies, where the source's answer differs from
// Prism's generic 400. Everything is read from the contract model (packages/contract) of the host:
// - An `action` outside the allowlist (section 4.2: HTTP 404, lower-case variants included): the allowlist
//   is the set of action constants of the form operation's elements, and the answer is the operation's
//   documented 404 and its first example. An operation without a documented 404 gets no such check.
// - A member that carries `x-invalid-error: <row>` and fails its own schema (section 7: a non-UUID
//   schedule_id is rejected with 'This is not a valid UUID.', before existence is checked): the answer is
//   the 400 example named after that catalogue row. The member is validated with host.compile(pointer of
//   its property schema).
// Forms are decoded exactly as Prism decodes them (decodeForm below; tests/mock/mock-form-rules.test.ts
// checks it against Prism's own functions), so both agree on what a body says: a repeated key keeps its
// last value.
// And two choices Prism cannot make:
// - successBody: a valid form request that asked for no example by name gets the 200 example named after its
//   action (`<ACTION>-<scenario>`), or else the example that names no action (such as `not-shown`).
// - documentedError: the operation's first 400 example, for a body the mock refuses to read (too large).
// - branchViolations: what is wrong with a form body, said of the action branch its discriminator selects
//   (Prism validates the body against the union of every branch, so its list also holds every other
//   branch's complaints): a missing discriminator, one outside the allowlist, or the selected branch's errors
//   (host.compile of the element's schema), in Prism's diagnostic form; `selected` says whether a branch was.
import { bodyDiagnostics } from './gateway.mjs';
import { FORM, escapeToken } from '../contract/index.mjs';

/** An answer from a documented response: its status, media type, the value of one of its examples and the example's (row) name. */
const answerOf = (response, example) => example && { status: Number(response.status), type: response.contentType, body: example.value, row: example.name };

/** The form rules of one operation with a discriminated form body, or undefined. */
function routeOf(host, operation) {
  if (operation.requestBody?.contentType !== FORM || !operation.discriminator) return undefined;
  const d = operation.discriminator;
  const elements = new Map(operation.elements.filter((e) => typeof e.value === 'string').map((e) => [e.value, e]));
  if (elements.size === 0) return undefined;
  const notFound = operation.response(404);
  const invalid = operation.response(400);
  const invalidExample = (row) => invalid?.examples.find((e) => e.name === row);
  // Per action: the members whose failure has its own catalogue row (with a 400 example of that name),
  // each with a validator of its property schema.
  const memberChecks = new Map(
    [...elements].map(([action, element]) => [
      action,
      Object.entries(element.schema.properties ?? {})
        .filter(([, s]) => typeof s?.['x-invalid-error'] === 'string' && invalidExample(s['x-invalid-error']))
        .map(([name, s]) => ({
          name,
          row: s['x-invalid-error'],
          answer: answerOf(invalid, invalidExample(s['x-invalid-error'])),
          validate: host.compile(`${element.pointer}/properties/${escapeToken(name)}`),
        })),
    ]),
  );
  const success = operation.response(200)?.examples ?? [];
  const actions = [...elements.keys()];
  const named = (key) => actions.find((a) => key.startsWith(`${a}-`));
  const neutral = success.find((e) => !named(e.name));
  const successByAction = new Map(actions.map((a) => [a, success.find((e) => named(e.name) === a) ?? neutral]));
  const validators = new Map([...elements].map(([action, element]) => [action, host.compile(element.pointer)]));
  return { discriminator: d, allowlist: actions, memberChecks, successByAction, validators, notFound: notFound && answerOf(notFound, notFound.examples[0]) };
}

/** Reads the host's model once; returns { inspect, documentedError } (see above). */
export function createFormRules(host) {
  const routes = new Map();
  for (const operation of host.operations) {
    const route = routeOf(host, operation);
    if (route) routes.set(`${operation.method.toUpperCase()} ${operation.path}`, route);
  }

  // A body whose key has a malformed percent-escape cannot be read (Prism's decoder throws on it), so it is
  // malformed: fields is then null.
  const formOf = (method, path, contentType, rawBody) => {
    const route = routes.get(`${method.toUpperCase()} ${path}`);
    if (!route || typeof rawBody !== 'string' || !contentType.toLowerCase().startsWith(FORM)) return {};
    try {
      return { route, fields: decodeForm(rawBody) };
    } catch {
      return { route, fields: null };
    }
  };

  /** The operation's first 400 example (for a body the mock cannot read), or undefined. */
  function documentedError(method, path) {
    const invalid = host.operation(method, path)?.response(400);
    return invalid && answerOf(invalid, invalid.examples[0]);
  }

  /**
   * One form request, parsed once: `fields` the decoded form (null when it cannot be decoded, undefined when
   * the operation has no form rules), `early` the answer the mock gives before Prism (or undefined), and
   * `successBody()` the 200 example named after the request's action (or undefined), and `branchViolations()`
   * { violations, selected }: Prism-style diagnostics of the body against its action's branch, or of its missing
   * or unknown action (selected false); undefined when there are no form rules.
   */
  function inspect(method, path, contentType, rawBody) {
    const { route, fields } = formOf(method, path, contentType, rawBody);
    return {
      fields,
      early: route ? earlyAnswer(method, path, route, fields) : undefined,
      successBody: () => (fields && route ? route.successByAction.get(fields[route.discriminator]) : undefined),
      branchViolations: () => (fields && route ? branchViolations(route, fields) : undefined),
    };
  }

  function branchViolations(route, fields) {
    const d = route.discriminator;
    const action = fields[d];
    if (action === undefined) return { selected: false, violations: bodyDiagnostics([{ instancePath: '', keyword: 'required', message: `must have required property '${d}'`, params: { missingProperty: d } }]) };
    const validate = route.validators.get(action);
    if (!validate) {
      return { selected: false, violations: bodyDiagnostics([{ instancePath: `/${escapeToken(d)}`, keyword: 'enum', message: 'must be equal to one of the allowed values', params: { allowedValues: route.allowlist } }]) };
    }
    return { selected: true, violations: validate(fields) ? [] : bodyDiagnostics(validate.errors) };
  }

  function earlyAnswer(method, path, route, fields) {
    if (fields === null) return { ...documentedError(method, path), reason: 'the form body cannot be decoded (malformed percent-escape)' };
    const action = fields[route.discriminator];
    if (action === undefined) return undefined;
    if (!route.allowlist.includes(action)) {
      return route.notFound && { ...route.notFound, reason: `${route.discriminator} ${JSON.stringify(action.slice(0, 64))} is not in the allowlist (${route.allowlist.join(', ')})` };
    }
    for (const { name, row, answer, validate } of route.memberChecks.get(action)) {
      if (name in fields && !validate(fields[name])) {
        return { ...answer, reason: `${name} ${JSON.stringify(String(fields[name]).slice(0, 64))} fails its schema: ${row}` };
      }
    }
    return undefined;
  }

  return { inspect, documentedError };
}

/**
 * An application/x-www-form-urlencoded body decoded as Prism's splitUriParams and decodeUriEntities decode
 * it, without their per-member content-type parsing: split on & and the first =, a repeated key keeps its
 * last value, + in a value is a space, and a value that does not decode stays as sent. Throws where Prism's
 * throws: on a key that does not decode.
 */
export function decodeForm(raw) {
  // One pass with indexOf, decoding only what has a % in it (decodeURIComponent leaves anything else as it
  // is): the same fields as splitting on & and = (about five times faster; every request of the mock and
  // the sandbox goes through here).
  const fields = {};
  const n = raw.length;
  let start = 0;
  for (;;) {
    let end = raw.indexOf('&', start);
    if (end === -1) end = n;
    const eq = raw.indexOf('=', start);
    const key = eq === -1 || eq > end ? raw.slice(start, end) : raw.slice(start, eq);
    let value = eq === -1 || eq > end ? '' : raw.slice(eq + 1, end);
    if (value.includes('+')) value = value.replaceAll('+', '%20');
    const name = key.includes('%') ? decodeURIComponent(key) : key;
    if (value.includes('%')) {
      try {
        fields[name] = decodeURIComponent(value);
      } catch {
        fields[name] = value;
      }
    } else fields[name] = value;
    if (end === n) return fields;
    start = end + 1;
  }
}
