// What the mock answers before Prism, for S2S form bodies, where the source's answer differs from
// Prism's generic 400. Everything is read from the bundled document:
// - An `action` outside the allowlist (section 4.2: HTTP 404, lower-case variants included): the allowlist
//   is the set of `action` constants of the form body's oneOf branches, and the answer is the operation's
//   documented 404 and its first example. An operation without a documented 404 gets no such check.
// - A member that carries `x-invalid-error: <row>` and fails its own schema (section 7: a non-UUID
//   schedule_id is rejected with 'This is not a valid UUID.', before existence is checked): the answer is
//   the 400 example named after that catalogue row.
// Forms are decoded exactly as Prism decodes them (decodeForm below; tests/mock-form-rules.test.ts checks
// it against Prism's own functions), so both agree on what a body says: a repeated key keeps its last value.
// And two choices Prism cannot make:
// - successBody: a valid form request that asked for no example by name gets the 200 example named after its
//   action (`<ACTION>-<scenario>`), or else the example that names no action (such as `not-shown`).
// - documentedError: the operation's first 400 example, for a body the mock refuses to read (too large).
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { deref } from '../../tools/model/pointer.mjs';

const FORM = 'application/x-www-form-urlencoded';

const firstExample = (doc, response) => {
  const [type, content] = Object.entries(response?.content ?? {})[0] ?? [];
  return { type, examples: Object.fromEntries(Object.entries(content?.examples ?? {}).map(([k, e]) => [k, deref(doc, e)])) };
};

/** Reads the document once; returns { inspect, documentedError } (see above). */
export function createFormRules(doc) {
  const ajv = new Ajv2020({ strict: false });
  formats.default(ajv);
  ajv.addSchema({ ...doc, $id: 'urn:mock:document' });
  const routes = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const media = op?.requestBody?.content?.[FORM];
      if (!media) continue;
      const branches = (deref(doc, media.schema)?.oneOf ?? []).map((b) => deref(doc, b));
      const allowlist = new Map(branches.map((b) => [b?.properties?.action?.const, b]).filter(([c]) => typeof c === 'string'));
      if (allowlist.size === 0) continue;
      const notFound = firstExample(doc, deref(doc, op.responses?.['404']));
      const invalid = firstExample(doc, deref(doc, op.responses?.['400']));
      // Per action: the members whose failure has its own catalogue row, each with a validator of its schema.
      const memberChecks = new Map(
        [...allowlist].map(([action, branch]) => [
          action,
          Object.entries(branch.properties ?? {})
            .filter(([, s]) => typeof s?.['x-invalid-error'] === 'string' && invalid.examples[s['x-invalid-error']])
            .map(([name, s]) => ({ name, row: s['x-invalid-error'], validate: ajv.compile(stripRef(s)) })),
        ]),
      );
      const success = firstExample(doc, deref(doc, op.responses?.['200']));
      const actions = [...allowlist.keys()];
      const named = (key) => actions.find((a) => key.startsWith(`${a}-`));
      const neutral = Object.entries(success.examples).find(([key]) => !named(key))?.[1];
      const successByAction = new Map(actions.map((a) => [a, Object.entries(success.examples).find(([key]) => named(key) === a)?.[1] ?? neutral]));
      routes.set(`${method.toUpperCase()} ${path}`, {
        allowlist,
        memberChecks,
        successByAction,
        notFound: Object.values(notFound.examples)[0] && { status: 404, type: notFound.type, body: Object.values(notFound.examples)[0].value },
        invalid,
      });
    }
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

  function documentedError(method, path) {
    const op = doc.paths?.[path]?.[method.toLowerCase()];
    const { type, examples } = firstExample(doc, deref(doc, op?.responses?.['400']));
    const first = Object.values(examples)[0];
    return first && { status: 400, type, body: first.value };
  }

  /**
   * One form request, parsed once: `early` is the answer the mock gives before Prism (or undefined), and
   * `successBody()` the 200 example named after the request's action (or undefined).
   */
  function inspect(method, path, contentType, rawBody) {
    const { route, fields } = formOf(method, path, contentType, rawBody);
    return { early: route ? earlyAnswer(method, path, route, fields) : undefined, successBody: () => fields && route?.successByAction.get(fields.action) };
  }

  function earlyAnswer(method, path, route, fields) {
    if (fields === null) return { ...documentedError(method, path), reason: 'the form body cannot be decoded (malformed percent-escape)' };
    const action = fields.action;
    if (action === undefined) return undefined;
    if (!route.allowlist.has(action)) {
      return route.notFound && { ...route.notFound, reason: `action ${JSON.stringify(action.slice(0, 64))} is not in the allowlist (${[...route.allowlist.keys()].join(', ')})` };
    }
    for (const { name, row, validate } of route.memberChecks.get(action)) {
      if (name in fields && !validate(fields[name])) {
        return { status: 400, type: route.invalid.type, body: route.invalid.examples[row].value, reason: `${name} ${JSON.stringify(String(fields[name]).slice(0, 64))} fails its schema: ${row}` };
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
  const fields = {};
  for (const pair of raw.split('&')) {
    const [key, ...rest] = pair.split('=');
    const value = rest.join('=').replaceAll('+', '%20');
    try {
      fields[decodeURIComponent(key)] = decodeURIComponent(value);
    } catch {
      fields[decodeURIComponent(key)] = value;
    }
  }
  return fields;
}

// A member schema as ajv should compile it: its own $ref resolved against the document.
function stripRef(schema) {
  const { 'x-invalid-error': _row, ...rest } = schema;
  return rest.$ref ? { ...rest, $ref: `urn:mock:document${rest.$ref}` } : rest;
}
