// Types of payment-gateway-client/callbacks: the generated helper (generated/validators/callback.js), its
// result narrowed on `valid` so that a valid callback's payload is a CallbackPayload without a cast.
import type { receiveCallback as generatedReceiveCallback } from '../../../generated/validators/callback.js';
import type { CallbackPayload } from '../../../generated/validators/callback.js';
import type { ValidationError } from '../../../generated/validators/index.js';

export { callbackPayloadSchema, callbackSignature } from '../../../generated/validators/callback.js';
export type { CallbackPayload } from '../../../generated/validators/callback.js';
export type { ValidationError } from '../../../generated/validators/index.js';

type Received = ReturnType<typeof generatedReceiveCallback>;

/** What receiveCallback found: a valid payload (typed), or why not (ajv's errors, or one `parse` error). */
export type CallbackReceipt =
  | (Omit<Received, 'valid' | 'payload' | 'errors'> & { valid: true; payload: CallbackPayload; errors: ValidationError[] })
  | (Omit<Received, 'valid' | 'payload' | 'errors'> & { valid: false; payload: unknown; errors: ValidationError[] });

/**
 * Validate a callback as received: the raw body (string or bytes, unparsed, so that it can still be verified
 * later) and its Content-Type (JSON or form). Returns the parsed payload, whether it is valid and why not, and
 * the signature verdict (`signature.checked` is false, `signature.reason` says why).
 */
export declare function receiveCallback(rawBody: string | Uint8Array, options?: { contentType?: string | null }): CallbackReceipt;
