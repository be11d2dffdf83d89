// Types of payment-gateway-client: the factories and body types are generated per contract (generated/client);
// the Checkout client's session answer is typed here (SessionAnswer), from the sandbox's documented choice.
import type { Client } from 'openapi-fetch';
import type { CheckoutPaths as ContractCheckoutPaths, ClientExtras, DocumentName, Replace } from '../../../generated/client/clients.js';
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

/**
 * The answer of `POST /api/v1/session` (200). The interface document does not show this body (section 4.1: "not
 * shown"; the contract models it as an open JSON object, with an x-gap), so nothing in it is guaranteed. The one
 * member typed here is the sandbox's documented choice (packages/sandbox, README "Sandbox choices": session
 * create answers `{"redirect_url"}`, the URL of its payer page, the hosted form the payer completes the payment
 * on): optional, so check that it is there before sending the payer to it, and expect the gateway to differ.
 */
export interface SessionAnswer {
  /** The sandbox's payer page (its hosted form) for this session: an absolute URL. Not shown by the source for the gateway. */
  redirect_url?: string;
  [member: string]: unknown;
}

type SessionPath = ContractCheckoutPaths['/api/v1/session'];
type SessionResponses = SessionPath['post']['responses'];
/** Checkout paths with what the client fills optional, and the session answer typed as SessionAnswer. */
export type CheckoutPaths = Replace<
  ContractCheckoutPaths,
  {
    '/api/v1/session': Replace<
      SessionPath,
      { post: Replace<SessionPath['post'], { responses: Replace<SessionResponses, { 200: Replace<SessionResponses[200], { content: { 'application/json': SessionAnswer } }> }> }> }
    >;
  }
>;
export type CheckoutClient = Client<CheckoutPaths>;
/** A client of Checkout and Hosted Payment Fields: fills merchant_key, computes hash from each x-hash recipe, refuses calls that cannot succeed. */
export declare function createCheckoutClient(options: { baseUrl: string; merchantKey: string; password: string } & ClientExtras): CheckoutClient;
