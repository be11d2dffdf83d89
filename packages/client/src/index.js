// payment-gateway-client: one signing client per host of the contract, each openapi-fetch's client with
// its methods wrapped (runtime.js), acting on the facts generated from the contract (generated/client) and
// running the request validators compiled once (generated/validators). The factories are generated, one
// per host of the model (createS2sCardClient, ...); this module binds them to the runtime.
import { bindClientRuntime, validatorModules } from '../../../generated/client/clients.js';
import { contract } from '../../../generated/client/contract.js';
import { createSigningClient, explain, operationFor } from './runtime.js';

bindClientRuntime(createSigningClient);

export * from '../../../generated/client/clients.js';
export { ContractRefusal, ExplainRefusal, toForm } from './runtime.js';
export { contract } from '../../../generated/client/contract.js';
export * from './errors.js';

/**
 * Explain the hash of a body for integrators chasing 'Hash is not valid': fields in recipe order, the uppercase
 * input with the password masked, both digests. Without `path`, the operation is inferred from the body
 * (`inferred` says how); an ExplainRefusal names the candidates when it cannot be, or the field when a hashed
 * value is not the string sent.
 */
export function explainHash({ document, path, method = 'post', body, password }) {
  const doc = contract[document];
  if (!doc) throw new TypeError(`explainHash: unknown document ${document}; known: ${Object.keys(contract).join(', ')}`);
  if (typeof password !== 'string') throw new TypeError('explainHash: password must be a string');
  let operation;
  let inferred;
  if (path === undefined || path === null) {
    ({ operation, reason: inferred } = operationFor(doc, body, { method, validators: validatorModules[document] }));
  } else {
    operation = doc.operations[`${method.toUpperCase()} ${path}`];
    if (!operation || !operation.body) throw new TypeError(`explainHash: ${doc.title} has no operation ${method.toUpperCase()} ${path} with a body; it has ${Object.keys(doc.operations).join(', ')}`);
  }
  return { ...explain(operation, body, password), path: operation.path, method: operation.method, ...(inferred ? { inferred } : {}) };
}
