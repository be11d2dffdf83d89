// Types of payment-gateway-client: the factories and body types are generated per contract (generated/client).
import type { DocumentName } from '../../../generated/client/clients.js';
import type { HashExplanation } from './runtime.js';

export * from '../../../generated/client/clients.js';
export { ContractRefusal, ExplainRefusal, toForm } from './runtime.js';
export type { ExplainRefusalCode, HashExplanation, RefusalCode, RequestValidator, SchemaError } from './runtime.js';
export type { HashRecipe, DocumentFacts, OperationFacts, ElementFacts } from '../../../generated/client/contract.js';
export { contract } from '../../../generated/client/contract.js';
export * from './errors.js';

/**
 * Explain the hash of a body for integrators chasing 'Hash is not valid': fields in recipe order, the uppercase
 * input with the password masked, both digests. Without `path`, the operation is inferred from the body
 * (`inferred` says how); an ExplainRefusal names the candidates when it cannot be, or the field when a hashed
 * value is not the string sent.
 */
export declare function explainHash(input: { document: DocumentName; path?: string; method?: string; body: Record<string, unknown>; password: string }): HashExplanation;
