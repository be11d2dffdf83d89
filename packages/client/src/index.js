// payment-gateway-client: one signing client per host of the contract, each openapi-fetch's client with
// its methods wrapped (runtime.js), acting on the facts generated from the contract (generated/client) and
// running the request validators compiled once (generated/validators). The factories are generated, one
// per host of the model (createS2sCardClient, ...); this module binds them to the runtime.
import { bindClientRuntime } from '../../../generated/client/clients.js';
import { contract } from '../../../generated/client/contract.js';
import { createSigningClient, explain } from './runtime.js';

bindClientRuntime(createSigningClient);

export * from '../../../generated/client/clients.js';
export { ContractRefusal, toForm } from './runtime.js';
export { contract } from '../../../generated/client/contract.js';
export * from './errors.js';

/** Explain the hash of a body for integrators chasing 'Hash is not valid': fields in recipe order, the uppercase input with the password masked, both digests. */
export function explainHash({ document, path, method = 'post', body, password }) {
  const doc = contract[document];
  if (!doc) throw new TypeError(`explainHash: unknown document ${document}; known: ${Object.keys(contract).join(', ')}`);
  const operation = doc.operations[`${method.toUpperCase()} ${path}`];
  if (!operation || !operation.body) throw new TypeError(`explainHash: ${doc.title} has no operation ${method.toUpperCase()} ${path} with a body; it has ${Object.keys(doc.operations).join(', ')}`);
  if (typeof password !== 'string') throw new TypeError('explainHash: password must be a string');
  return explain(operation, body, password);
}
