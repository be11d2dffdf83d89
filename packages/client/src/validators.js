// payment-gateway-client/validators: the ajv standalone validators of every body of the contract, and the
// callback helper of payment-gateway-client/callbacks (which verifies the sandbox's signature when given the
// password) in place of the generated one.
export * from '../../../generated/validators/index.js';
export { callbackSignature, receiveCallback } from './callbacks.js';
