// payment-gateway-client/callbacks: receiveCallback, for merchants receiving callbacks.
export * from '../../../generated/validators/callback.js';
