// Types of payment-gateway-client: the factories and body types are generated per contract (generated/client).
import type { DocumentName } from '../../../generated/client/clients.js';
import type { HashExplanation } from './runtime.js';

export * from '../../../generated/client/clients.js';
export { ContractRefusal, toForm } from './runtime.js';
export type { HashExplanation, RefusalCode, RequestValidator, SchemaError } from './runtime.js';
export type { HashRecipe, DocumentFacts, OperationFacts, ElementFacts } from '../../../generated/client/contract.js';
export { contract } from '../../../generated/client/contract.js';
export * from './errors.js';

/** Explain the hash of a body for integrators chasing 'Hash is not valid': fields in recipe order, the uppercase input with the password masked, both digests. */
export declare function explainHash(input: { document: DocumentName; path: string; method?: string; body: Record<string, unknown>; password: string }): HashExplanation;
