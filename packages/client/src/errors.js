// The error catalogue as constants, and a matcher on code AND message together (section 7: since 6.7.0
// the not-found code follows the entity, so a code alone does not tell two rows apart).
// The rows are generated from spec/errors.yaml into generated/client/errors.js.
import { rows } from '../../../generated/client/errors.js';

/** Every row of the catalogue: status, code and message where the source shows them (null where not; `gap` says so). */
export const errors = Object.freeze(rows);

const codeOf = (body) => (body && typeof body === 'object' && body.error_code !== undefined && body.error_code !== null ? String(body.error_code) : undefined);

/** Every code of a row: `codes` (the row's code, and the not-found rule's code for its entity where that differs), else its code. */
const codesOf = (row) => (Array.isArray(row.codes) ? row.codes : row.code === null || row.code === undefined ? [] : [row.code]);

/**
 * Whether an error body is the catalogue row: code and message both equal where the source shows both
 * (error_code compared as text, since the source shows it as a number and as a string; any of the row's
 * `codes`, since section 7's table and its not-found rule give payment-does-not-exist different codes);
 * where it shows only one of them, that one. An HTTP status, when given, must match too.
 */
export function matchesError(body, row, status) {
  if (!row || (row.code === null && row.message === null)) return false;
  if (status !== undefined && row.status !== null && status !== row.status) return false;
  if (row.code !== null && !codesOf(row).some((code) => codeOf(body) === String(code))) return false;
  if (row.message !== null && body?.error_message !== row.message) return false;
  return true;
}

/** The catalogue row an error body is (rows showing both code and message first), or undefined. */
export function identifyError(body, status) {
  const ordered = Object.values(errors).sort((a, b) => Number(b.code !== null && b.message !== null) - Number(a.code !== null && a.message !== null));
  return ordered.find((row) => matchesError(body, row, status));
}
