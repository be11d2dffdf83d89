// Type assertions, checked by tsc (tests/generated/typecheck.test.ts compiles every .ts file of tests/): the
// package's calls typecheck with what the client fills left out, and a body the contract forbids does not
// (each @ts-expect-error fails the compilation when the line it marks compiles).
import { createCheckoutClient, createS2sApmClient, createS2sCardClient, type S2sCardPaths } from '../../packages/client/src/index.js';

declare const fetch: (request: Request) => Promise<Response>;
const card = createS2sCardClient({ baseUrl: 'http://gateway.invalid', clientKey: 'ck', password: 'pw', fetch });
const apm = createS2sApmClient({ baseUrl: 'http://gateway.invalid', clientKey: 'ck', password: 'pw', fetch });
const checkout = createCheckoutClient({ baseUrl: 'http://gateway.invalid', merchantKey: 'mk', password: 'pw', fetch });
type Body = NonNullable<S2sCardPaths['/post']['post']['requestBody']>['content']['application/x-www-form-urlencoded'];

export const calls = {
  typed: (body: Body) => card.POST('/post', { body }),
  // client_key and hash left to the client.
  status: () => card.POST('/post', { body: { action: 'GET_TRANS_STATUS', trans_id: 't-1' } }),
  // @ts-expect-error an action outside the contract
  unknownAction: () => card.POST('/post', { body: { action: 'REFUND', trans_id: 't-1' } }),
  // @ts-expect-error a member outside every action branch
  extraMember: (): Body => ({ action: 'GET_TRANS_STATUS', trans_id: 't', not_a_member: 'x' }),
  // @ts-expect-error the merchant key option of Checkout is merchantKey
  wrongKeyOption: () => createCheckoutClient({ baseUrl: 'http://gateway.invalid', clientKey: 'ck', password: 'pw' }),
  // A form member that takes numerals only also takes a number (the client sends its text).
  scheduleNumbers: () => card.POST('/post', { body: { action: 'CREATE_SCHEDULE', name: 'n', interval_length: 1, interval_unit: 'u', payments_count: 12, hash: 'h' } }),
  // @ts-expect-error a number for a form member that takes any text
  numberForText: () => card.POST('/post', { body: { action: 'CREATE_SCHEDULE', name: 1, interval_length: 1, interval_unit: 'u', payments_count: 12, hash: 'h' } }),
  // @ts-expect-error JSON bodies are sent as they are: no number where the schema wants a string
  jsonNumber: () => checkout.POST('/api/v1/session', { body: { operation: 'purchase', order: { number: 'o', amount: 10.5, currency: 'USD', description: 'd' } } }),
  // A purchase session: merchant_key and hash filled, auth (a default, not required) left out.
  session: () => checkout.POST('/api/v1/session', { body: { operation: 'purchase', order: { number: 'o', amount: '10.00', currency: 'USD', description: 'd' } } }),
  // The session answer: redirect_url (the sandbox's documented choice) is an optional string, without a cast.
  sessionAnswer: async () => {
    const { data } = await checkout.POST('/api/v1/session', { body: { operation: 'purchase', order: { number: 'o', amount: '10.00', currency: 'USD', description: 'd' } } });
    const payerPage: string | undefined = data?.redirect_url;
    // @ts-expect-error optional: the source does not show the body, so it may be absent
    const required: string = data!.redirect_url;
    // @ts-expect-error a string, not any type
    const notANumber: number | undefined = data?.redirect_url;
    // Any other member stays unknown.
    const other: unknown = data?.other_member;
    return [payerPage, required, notANumber, other];
  },
  // error_code is a number or a string (section 7 shows both; the bundle lists them in x-json-types), nothing else.
  errorCode: (body: import('../../generated/types/s2s-card.ts').components['schemas']['ErrorBody']) => {
    const code: number | string = body.error_code;
    // @ts-expect-error neither a boolean nor unknown
    const flag: boolean = body.error_code;
    return [code, flag];
  },
  // @ts-expect-error no recipe for a debit session: the caller passes hash
  debitWithoutHash: () => checkout.POST('/api/v1/session', { body: { operation: 'debit', order: { number: 'o' } } }),
  apm: apm.POST,
  checkout: checkout.POST,
};
