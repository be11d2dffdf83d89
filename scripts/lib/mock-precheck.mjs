// The one thing the mock answers before Prism: an S2S form whose `action` is outside the allowlist.
// The source (4.2) answers any action outside the allowlist, lower-case variants included, with HTTP 404
// and its error body, where Prism alone would answer 400. Everything here is read from the bundled
// document: the allowlist is the set of `action` constants of the form body's oneOf branches, and the
// answer is the operation's documented 404 response and its first example. An operation without a
// documented 404 gets no pre-check.
import { decodeUriEntities, splitUriParams } from '@stoplight/prism-http/dist/validator/validators/body.js';

const FORM = 'application/x-www-form-urlencoded';

const deref = (doc, value) => {
  let v = value;
  while (v && typeof v.$ref === 'string' && v.$ref.startsWith('#/')) {
    v = v.$ref.slice(2).split('/').map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~')).reduce((o, k) => o?.[k], doc);
  }
  return v;
};

/** Reads the document once; returns check(method, path, contentType, rawBody) -> response | undefined. */
export function createActionPrecheck(doc) {
  const routes = new Map();
  for (const [path, item] of Object.entries(doc.paths ?? {})) {
    for (const [method, op] of Object.entries(item)) {
      const media = op?.requestBody?.content?.[FORM];
      const notFound = deref(doc, op?.responses?.['404']);
      if (!media || !notFound) continue;
      const branches = (deref(doc, media.schema)?.oneOf ?? []).map((b) => deref(doc, b));
      const allowlist = new Set(branches.map((b) => b?.properties?.action?.const).filter((c) => typeof c === 'string'));
      const [type, content] = Object.entries(notFound.content ?? {})[0] ?? [];
      const example = content && Object.values(content.examples ?? {}).map((e) => deref(doc, e))[0];
      if (allowlist.size === 0 || !example) continue;
      routes.set(`${method.toUpperCase()} ${path}`, { allowlist, response: { status: 404, type, body: example.value } });
    }
  }

  return function check(method, path, contentType, rawBody) {
    const route = routes.get(`${method.toUpperCase()} ${path}`);
    if (!route || typeof rawBody !== 'string' || !contentType.toLowerCase().startsWith(FORM)) return undefined;
    // Prism's own form parsing (split, decode; a repeated key keeps its last value), so both agree on `action`.
    const fields = decodeUriEntities(splitUriParams(rawBody).right, FORM);
    const action = fields.action;
    if (action === undefined || route.allowlist.has(action)) return undefined;
    return { ...route.response, reason: `action ${JSON.stringify(action)} is not in the allowlist (${[...route.allowlist].join(', ')})` };
  };
}
