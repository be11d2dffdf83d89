// Types of payment-gateway-client/validators.
export * from '../../../generated/validators/index.js';
