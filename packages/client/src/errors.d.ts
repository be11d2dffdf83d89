// The error catalogue as typed constants (from spec/errors.yaml), and a matcher on code AND message together.
import type { rows } from '../../../generated/client/errors.js';

export interface ErrorRow {
  readonly name: string;
  readonly status: number | null;
  readonly code: number | null;
  /**
   * Every code a client should expect with this row's message: `code`, then, where the not-found rule of
   * section 7 gives the row's entity another code (payment-does-not-exist: 101000 in the table, 100000 by the
   * rule), that one too. Empty where the code is not shown. When absent, `code` alone is matched.
   */
  readonly codes?: readonly number[];
  readonly message: string | null;
  /** What the source does not show about this row. */
  readonly gap?: string;
}

/** Every row of the catalogue; null where the source does not show the code or the message. */
export declare const errors: typeof rows;

export type ErrorName = keyof typeof errors;

/** An error body as the gateway sends it (section 7). */
export interface ErrorBodyLike {
  error_code?: number | string | null;
  error_message?: string | null;
  [key: string]: unknown;
}

/**
 * Whether an error body is the catalogue row: code and message both equal where the source shows both
 * (never match on the code alone: since 6.7.0 the not-found code follows the entity); where it shows only one, that one.
 * The code may be any of the row's `codes`.
 */
export declare function matchesError(body: ErrorBodyLike | null | undefined, row: ErrorRow, status?: number): boolean;
/** The catalogue row an error body is, or undefined. */
export declare function identifyError(body: ErrorBodyLike | null | undefined, status?: number): (typeof errors)[ErrorName] | undefined;
