// payment-gateway-client/validators: the ajv standalone validators of every body of the contract.
export * from '../../../generated/validators/index.js';
