// Types of payment-gateway-client/callbacks.
export * from '../../../generated/validators/callback.js';
