// Types of payment-gateway-client/callbacks: the generated payload validation (generated/validators/callback.js)
// with the sandbox's signatures verified (callbacks.js), its result narrowed on `valid` so that a valid
// callback's payload is a CallbackPayload without a cast.
import type { CallbackPayload } from '../../../generated/validators/callback.js';
import type { ValidationError } from '../../../generated/validators/index.js';
import type { webhooks } from '../../../generated/types/checkout.ts';

export { callbackPayloadSchema } from '../../../generated/validators/callback.js';
export type { CallbackPayload } from '../../../generated/validators/callback.js';
export type { ValidationError } from '../../../generated/validators/index.js';

/**
 * What was checked of a signature, and against what. Trust a callback or a redirect only when `verified`.
 * The scheme is the sandbox's own choice: the interface document does not show the gateway's callback signature
 * field order (section 5.11) nor its redirect hash recipe (section 6), so a signature of the gateway itself cannot
 * be checked by this package.
 */
export type SignatureCheck =
  | {
      /** Nothing was compared: no password was given. */
      readonly checked: false;
      readonly verified: false;
      readonly scheme: null;
      readonly against: null;
      /** Why nothing is checked (the contract's gap), and how to check the sandbox's signature. */
      readonly reason: string;
    }
  | {
      /** true when a received signature was compared with the one recomputed; false when there was none to compare (`reason` says why). */
      readonly checked: boolean;
      /** true only when it was checked and is equal. */
      readonly verified: boolean;
      /** The sandbox's signing (packages/sandbox), the only one this package can check. */
      readonly scheme: 'sandbox';
      /** The signature checked, in words: where it is carried, its algorithm and its input. */
      readonly against: string;
      /** What was found: verified, not verified and why, or not checked and why. */
      readonly reason: string;
    };

/**
 * What receiveCallback found: a valid payload (typed), or why not (ajv's errors, one `parse` error, or, with a
 * password, one `signature` error when the sandbox's signature is not verified: the body is then not parsed).
 */
export type CallbackReceipt =
  | { valid: true; payload: CallbackPayload; errors: ValidationError[]; signature: SignatureCheck }
  | { valid: false; payload: unknown; errors: ValidationError[]; signature: SignatureCheck };

/** The verdict without a password: `{ checked: false, verified: false, scheme: null, against: null, reason }`. */
export declare const callbackSignature: SignatureCheck & { readonly checked: false };
/** `x-sandbox-signature`: the header the sandbox carries its callback signature in (lower case, as Node names headers). */
export declare const SANDBOX_SIGNATURE_HEADER: 'x-sandbox-signature';
/** The redirect query parameters the sandbox signs, in the order it joins them before the password. */
export declare const SANDBOX_REDIRECT_FIELDS: readonly ['payment_id', 'trans_id', 'order_id'];
/** What a callback signature is checked against, in words (`against` of its verdicts). */
export declare const CALLBACK_SIGNATURE_SCHEME: string;
/** What a redirect hash is checked against, in words (`against` of its verdicts). */
export declare const REDIRECT_HASH_SCHEME: string;

/** A header value as Node (a string, or an array for a header sent more than once) or fetch's Headers#get gives it. */
export type HeaderValue = string | readonly string[] | null | undefined;

/**
 * Validate a callback as received: the raw body (string or bytes, unparsed) and its Content-Type (JSON or form).
 * With `password` (the merchant's) and `signature` (the X-Sandbox-Signature header), the sandbox's signature is
 * verified over the raw body first, in constant time: `valid` is then true only for a verified signature AND a
 * valid payload. Without `password`, nothing is verified (`signature` is callbackSignature). Throws a TypeError
 * only for a password that is not a non-empty string.
 */
export declare function receiveCallback(
  rawBody: string | Uint8Array,
  options?: { contentType?: string | null; password?: string; signature?: HeaderValue },
): CallbackReceipt;

/**
 * The sandbox's callback signature checked: `signature` (the X-Sandbox-Signature header) against section 5's
 * algorithm over the raw body (string or bytes, unparsed; bytes must be UTF-8) and `password`, in constant time.
 */
export declare function verifyCallbackSignature(rawBody: string | Uint8Array, signature: HeaderValue, password: string): SignatureCheck;

/**
 * The query parameters of a redirect to success_url or cancel_url (the contract's, all optional here: a
 * redirect received may lack any of them), the first value of each.
 */
export type RedirectParameters = Partial<NonNullable<webhooks['success-url-redirect']['get']['parameters']['query']>> & { readonly [name: string]: string | undefined };

/** What verifyRedirect found: the parameters, and the sandbox's redirect hash checked. */
export interface RedirectReceipt {
  params: RedirectParameters;
  signature: SignatureCheck;
}

/**
 * A redirect to success_url or cancel_url, as the payer's browser brings it back: the URL (string or URL), its
 * query string (with or without `?`), URLSearchParams, or a record of its query parameters (a framework's
 * `req.query`). Checks the sandbox's redirect hash: `hash` against section 5's algorithm over payment_id,
 * trans_id and order_id, in that order, and `password`, in constant time. Throws a TypeError for a password that
 * is not a non-empty string, or a query of none of those kinds.
 */
export declare function verifyRedirect(
  query: string | URL | URLSearchParams | Readonly<Record<string, string | readonly string[] | undefined>>,
  options: { password: string },
): RedirectReceipt;
