// The sandbox's test cards and headless outcomes: what a payer (a person on the payer page, or a test posting
// the form) types to get each outcome of a Checkout payment.
//
// These are SANDBOX CHOICES, not contract facts: the interface document shows no test card numbers, no
// 3-D Secure challenge flow in detail, no decline messages for cards and no `outcome` parameter. The numbers
// are the test numbers payment sandboxes commonly use (all Luhn-valid, none a real card), so testers
// recognise them. Nothing in spec/ depends on this file.
//
//   cardOutcome('4111 1111 1111 1111')  -> 'success'
//   cardOutcome('4000000000000002')     -> 'decline'
//   cardOutcome('4242424242424242')     -> 'success'   (any other Luhn-valid number)
//   cardOutcome('4111111111111112')     -> null        (Luhn-invalid: no card; the server declines it)
//
// Card outcomes (TEST_CARDS[].outcome):
//   success         the payment settles (or stays pending when it is an authorization, auth=true)
//   decline         declined, decline_message 'Card declined (sandbox test card)'
//   challenge       a 3-D Secure challenge page first; completing it settles the payment
//   challenge-fail  a 3-D Secure challenge page first; the authentication fails -> declined
//   expired-card    the card's expiry is in the past -> declined 'Expired card'
//   waiting         the issuer has not answered yet: the Hosted Fields processing call answers `waiting`; the
//                   payment then settles and its callback says so (on the payer page it settles at once)
//
// This file is also served to the Hosted Fields frames as /sdk/card-checks.mjs (packages/sandbox/hosted-fields/):
// the frames check what the payer types with the same functions the server checks it with, so it imports
// nothing and runs in a browser as it is.
//
// Headless outcomes (OUTCOMES, the `?outcome=` parameter of POST /sandbox/pay/{session_id}) are a different
// list: they complete a session without a card, and one of them (expired) creates no payment at all.

/** Messages of the declines these cards cause (sandbox wording). */
export const DECLINE_MESSAGES = Object.freeze({
  decline: 'Card declined (sandbox test card)',
  'challenge-fail': '3-D Secure authentication failed (sandbox test card)',
  'expired-card': 'Expired card',
});

const card = (outcome, number, expiry, label, description) =>
  Object.freeze({ outcome, number, expiry, cvv: '123', label, description, decline_message: DECLINE_MESSAGES[outcome] ?? null });

/**
 * The test cards, one per card outcome, in the order the payer page lists them.
 * @type {ReadonlyArray<Readonly<{ outcome: 'success' | 'decline' | 'challenge' | 'challenge-fail' | 'expired-card' | 'waiting',
 *   number: string, expiry: string, cvv: string, label: string, description: string, decline_message: string | null }>>}
 */
export const TEST_CARDS = Object.freeze([
  card('success', '4111111111111111', '12/34', 'Success', 'Approved without 3-D Secure: the payment settles.'),
  card('decline', '4000000000000002', '12/34', 'Decline', "Declined by the issuer: 'Card declined (sandbox test card)'."),
  card('challenge', '4000000000003220', '12/34', '3-D Secure challenge', 'A 3-D Secure challenge page; completing it approves the payment.'),
  card('challenge-fail', '4000000000003238', '12/34', '3-D Secure challenge, fails', 'A 3-D Secure challenge page; the authentication fails and the payment is declined.'),
  card('expired-card', '4000000000000069', '01/20', 'Expired card', "Expiry in the past: declined 'Expired card'."),
  card('waiting', '4000000000000259', '12/34', 'Waiting', 'The issuer answers later: Hosted Fields processing answers waiting, then the payment settles and the callback follows.'),
]);

/** The card outcomes, in TEST_CARDS order. */
export const CARD_OUTCOMES = Object.freeze(TEST_CARDS.map((c) => c.outcome));

/**
 * The values of the headless `?outcome=` parameter of POST /sandbox/pay/{session_id}, each with what it does.
 * Check membership with `isOutcome` (or Object.hasOwn), not `in`.
 */
export const OUTCOMES = Object.freeze({
  success: 'The payment is approved: success callback, redirect to success_url.',
  decline: 'The payment is declined: decline callback, redirect to error_url (the decline message is the decline test card\'s).',
  challenge: 'A 3-D Secure challenge is required: answers with the challenge page, which then completes or fails the payment.',
  expired: 'The session expires before the payer pays: no payment is created, redirect to expiry_url.',
  cancel: 'The payer cancels on the payment page: the payment is recorded declined (cancelled by the payer), decline callback, redirect to cancel_url with payment_id, trans_id, order_id and hash (section 6: always present).',
});

/** Whether `value` is one of the headless outcomes (OUTCOMES). */
export const isOutcome = (value) => typeof value === 'string' && Object.hasOwn(OUTCOMES, value);

/** A card number without the spaces and dashes a payer may type; null when anything else is in it. */
export function normalizeCardNumber(number) {
  if (typeof number !== 'string') return null;
  const digits = number.replace(/[\s-]/g, '');
  return /^[0-9]{12,19}$/.test(digits) ? digits : null;
}

/** The Luhn check (ISO/IEC 7812) of a card number (spaces and dashes allowed); false for anything not 12-19 digits. */
export function luhnValid(number) {
  const digits = normalizeCardNumber(number);
  if (digits === null) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48;
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

const byNumber = new Map(TEST_CARDS.map((c) => [c.number, c]));

/** The test card with this number (spaces and dashes allowed), or undefined. */
export const testCard = (number) => byNumber.get(normalizeCardNumber(number) ?? '');

/**
 * The outcome of paying with this card number: a test card's outcome, 'success' for any other Luhn-valid
 * number, null for a Luhn-invalid one (or anything that is not 12-19 digits).
 * @param {unknown} number
 * @returns {'success' | 'decline' | 'challenge' | 'challenge-fail' | 'expired-card' | 'waiting' | null}
 */
export function cardOutcome(number) {
  if (!luhnValid(number)) return null;
  return testCard(number)?.outcome ?? 'success';
}

/**
 * Whether an expiry written MM/YY (or MM/YYYY) is before the month of `now`: a card is valid to the end of its
 * expiry month. Null when the text is not such an expiry (month 01-12). The sandbox clock's now, not the host's.
 * @param {unknown} expiry
 * @param {Date} [now]
 * @returns {boolean | null}
 */
export function expiryPassed(expiry, now = new Date()) {
  const m = typeof expiry === 'string' ? /^\s*(0[1-9]|1[0-2])\s*\/\s*([0-9]{2}|[0-9]{4})\s*$/.exec(expiry) : null;
  if (!m) return null;
  const month = Number(m[1]);
  const year = m[2].length === 2 ? 2000 + Number(m[2]) : Number(m[2]);
  const nowYear = now.getUTCFullYear();
  const nowMonth = now.getUTCMonth() + 1;
  return year < nowYear || (year === nowYear && month < nowMonth);
}

/** The brand of a card number by its leading digits, as the Hosted Fields frames tell it; null when unknown. */
export function brandOf(number) {
  const digits = typeof number === 'string' ? number.replace(/[\s-]/g, '') : '';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^4/.test(digits)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(digits)) return 'mastercard';
  if (/^(6011|65)/.test(digits)) return 'discover';
  return null;
}

/** The CVV length of a brand: 4 for American Express, 3 for the others; [3, 4] when the brand is unknown. */
export const cvvLengths = (brand) => (brand === 'amex' ? [4] : brand ? [3] : [3, 4]);

/** Whether a CVV is digits of the length its brand takes. */
export function cvvValid(cvv, brand) {
  return typeof cvv === 'string' && /^[0-9]{3,4}$/.test(cvv.trim()) && cvvLengths(brand).includes(cvv.trim().length);
}

/** Whether an expiry is MM/YY (or MM/YYYY) and not before the month of `now`. */
export const expiryValid = (expiry, now = new Date()) => expiryPassed(expiry, now) === false;
