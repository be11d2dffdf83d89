// The generated types admit the contract's own examples: a component that narrows another with allOf (the
// session token request, the debit and initial recurring debit callbacks) is a type some object satisfies.
// The assignments below are checked by tsc (tests/generated/typecheck.test.ts runs npm run typecheck over tests/):
// when openapi-typescript typed the assertion-only part Record<string, never>, none of them compiled.
// At run time the same values pass the bundle's schemas, so the examples are real ones.
import { expect, it } from 'vitest';
import type { components } from '../../generated/types/checkout.ts';
import { loadModel } from '../../packages/contract/index.mjs';

type Schemas = components['schemas'];

const sessionToken: Schemas['SessionTokenRequest'] = {
  merchant_key: 'merchant-key-test-0001',
  operation: 'purchase',
  order: { number: 'order-1001', amount: '10.00', currency: 'USD', description: 'Two concert tickets' },
  return_url: 'https://merchant.example/3ds-return',
  hash: 'aff9dc04fa5ec45a47efbd7be60b1f83922c6f92',
};
const debitCallback: Schemas['DebitCardTokenCallback'] = { order_status: 'settled', card_token: 'card-token-9d2f', card: '411111******1111', card_expiration_date: '12/2027' };
const initialRecurring: Schemas['InitialRecurringDebitCallback'] = { order_status: 'settled', recurring_init_trans_id: 't-1', recurring_token: 'rt-1', card_token: 'card-token-8b1e' };

it('the typed values are valid instances of their schemas', () => {
  const checkout = loadModel().host('checkout');
  for (const [name, value] of Object.entries({ SessionTokenRequest: sessionToken, DebitCardTokenCallback: debitCallback, InitialRecurringDebitCallback: initialRecurring })) {
    const validate = checkout.compile(`/components/schemas/${name}`);
    expect(validate(value), `${name}: ${JSON.stringify(validate.errors)}`).toBe(true);
  }
});
