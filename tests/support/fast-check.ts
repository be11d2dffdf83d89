// Arbitraries that several test files draw from.
import fc from 'fast-check';

/**
 * Any code point, lone surrogates included, as a one-character string: an integer mapped to its character, with
 * the way back, so that fast-check still slips its dangerous strings (`__proto__` and the like) into strings of it.
 * fast-check's own `unit: 'binary'` (no surrogates) maps every code point back through a table of all 1.1 million
 * of them, which it builds when the first string of that unit is made: about a second of CPU in each test worker
 * that makes one.
 */
export const codePoint = fc.integer({ min: 0, max: 0x10ffff }).map(
  (c) => String.fromCodePoint(c),
  (s) => {
    if (typeof s !== 'string' || [...s].length !== 1) throw new Error('not one code point');
    return s.codePointAt(0)!;
  },
);

const SURROGATES = 0xe000 - 0xd800;
/**
 * Any Unicode scalar value (a code point other than a surrogate) as a one-character string: exactly what
 * fast-check's `unit: 'binary'` draws (the same integers, so the same values for a seed), without its table.
 */
const scalarValue = fc.integer({ min: 0, max: 0x10ffff - SURROGATES }).map(
  (i) => String.fromCodePoint(i < 0xd800 ? i : i + SURROGATES),
  (s) => {
    const c = typeof s === 'string' && [...s].length === 1 ? s.codePointAt(0)! : -1;
    if (c < 0 || (c >= 0xd800 && c < 0xe000)) throw new Error('not one scalar value');
    return c < 0xd800 ? c : c - SURROGATES;
  },
);

/** `fc.string({ unit: 'binary', maxLength })`: the same strings for a seed, without the table its unit builds. */
export const anyString = (maxLength: number) => fc.string({ unit: scalarValue, maxLength });
