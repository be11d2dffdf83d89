// Types of payment-gateway-client/validators: the generated validators, and the callback helper of
// payment-gateway-client/callbacks in place of the generated one.
export * from '../../../generated/validators/index.js';
export { callbackSignature, receiveCallback } from './callbacks.js';
export type { CallbackReceipt, SignatureCheck } from './callbacks.js';
