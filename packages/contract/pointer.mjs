// JSON Pointers (RFC 6901), the local $refs of the bundled documents and walking them: the model's helpers,
// re-exported by packages/contract/index.mjs (shape.mjs uses them from here, which index.mjs imports).
// (The client package reads pointers in its own runtime, so that it stands alone.)

/** The method keys of an OpenAPI path item. */
export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

/** One reference token, escaped: ~ as ~0, / as ~1. */
export const escapeToken = (token) => String(token).replace(/~/g, '~0').replace(/\//g, '~1');

/** One reference token, unescaped. */
export const unescapeToken = (token) => token.replace(/~1/g, '/').replace(/~0/g, '~');

/** The unescaped tokens of a pointer ('' is the whole document). */
export const tokensOf = (pointer) => (pointer === '' ? [] : pointer.slice(1).split('/').map(unescapeToken));

/**
 * The value at a pointer, or undefined.
 * @returns {any}
 */
export const at = (value, pointer) => tokensOf(pointer).reduce((o, k) => o?.[k], value);

/**
 * The value a chain of local $refs ("#/...") of a bundled document ends at; a value without $ref is itself.
 * A $ref that is not local, or a chain that does not end, is an error naming it.
 * @returns {any}
 */
export function deref(doc, value) {
  let v = value;
  for (let i = 0; v && typeof v === 'object' && typeof v.$ref === 'string'; i++) {
    if (!v.$ref.startsWith('#/') || i > 64) throw new Error(`cannot resolve ${v.$ref}`);
    v = at(doc, v.$ref.slice(1));
  }
  return v;
}

/** Visit every object of a JSON value with its JSON Pointer (parents before children). */
export function walk(value, visit, pointer = '') {
  if (!value || typeof value !== 'object') return;
  if (!Array.isArray(value)) visit(value, pointer);
  for (const [k, v] of Object.entries(value)) walk(v, visit, `${pointer}/${escapeToken(k)}`);
}
