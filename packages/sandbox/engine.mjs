// The sandbox's gateway behaviour: what each operation and action of the contract does to the stored state,
// and which catalogue row (spec/errors.yaml, through the model) answers each situation the source names.
// The HTTP layer (server.mjs) has already routed, parsed and validated the request; the engine authenticates
// it (auth.mjs), applies the state machine below and returns { status, body, headers }.
//
// Section 3 names the states (pending, settled, declined) and the conditions on operations, not the
// transitions: TRANSITIONS is the sandbox's table (rendered in docs/sandbox.md), and every state change the
// engine makes is looked up in it (`step`), so the table and the behaviour cannot differ.
import crypto from 'node:crypto';
import { authenticate, elementOf, explanationHeader } from './auth.mjs';
import { midRoutingOf } from './config.mjs';
import { openRepo } from './repo.mjs';
import { DECLINE_MESSAGES, OUTCOMES, TEST_CARDS, cardOutcome, expiryPassed, testCard } from './test-cards.mjs';

/**
 * The sandbox's transition table. kind: what the payment is; event: what moves it; from: its state before
 * (null: the payment is created by the event); to: its state after; how: which request or page does it.
 */
export const TRANSITIONS = Object.freeze([
  { kind: 'sale', event: 'pay', from: null, to: 'settled', how: 'Checkout purchase (auth false) paid on the payer page, headless ?outcome=success, or the Hosted Fields processing call' },
  { kind: 'auth', event: 'pay', from: null, to: 'pending', how: 'Checkout purchase with auth true, paid the same ways' },
  { kind: 'debit', event: 'pay', from: null, to: 'settled', how: 'Checkout debit paid (issues card_token; recurring_token too with recurring_init)' },
  { kind: 'credit', event: 'pay', from: null, to: 'settled', how: 'Checkout credit session paid, or POST /api/v1/payment/card/credit (a refund when card_token names a settled payment)' },
  { kind: 'payout', event: 'pay', from: null, to: 'settled', how: 'S2S APM CREDIT2VIRTUAL' },
  { kind: 'recurring-sale', event: 'pay', from: null, to: 'settled', how: 'S2S CARD RECURRING_SALE with the initial pair' },
  { kind: '*', event: 'decline', from: null, to: 'declined', how: 'a declining test card, ?outcome=decline, a failed 3-D Secure challenge, or a forced outcome decline' },
  { kind: 'auth', event: 'capture', from: 'pending', to: 'settled', how: 'S2S CARD CAPTURE' },
  { kind: 'auth', event: 'void', from: 'pending', to: 'voided', how: 'S2S CARD VOID' },
  { kind: 'auth', event: 'expire', from: 'pending', to: 'expired', how: 'the sandbox clock passes the authorization lifetime (AUTH_LIFETIME_SECONDS) before a capture or void' },
  { kind: 'credit', event: 'creditvoid', from: 'settled', to: 'voided', how: 'S2S CARD CREDITVOID' },
  { kind: 'payout', event: 'creditvoid', from: 'settled', to: 'voided', how: 'S2S CARD CREDITVOID' },
]);

/** How long an authorization can be captured (a sandbox choice: the source shows no lifetime). */
export const AUTH_LIFETIME_SECONDS = 7 * 24 * 3600;
/** A Checkout session's lifetime when session_expiry is absent (sandbox choice; the unit of session_expiry is not shown, the sandbox reads it as minutes). */
export const SESSION_LIFETIME_MINUTES = 30;

/** The transition of `kind` on `event` from `from`, or undefined when the table has none. */
export function step(kind, event, from) {
  return TRANSITIONS.find((t) => (t.kind === kind || t.kind === '*') && t.event === event && t.from === from);
}
const must = (kind, event, from) => {
  const t = step(kind, event, from);
  if (!t) throw new Error(`sandbox: no transition for ${kind} ${event} from ${from}`);
  return t;
};

// Section 5's algorithm: SHA1 of MD5 of the upper-case concatenation, hex digests.
const sha1md5 = (text) => crypto.createHash('sha1').update(crypto.createHash('md5').update(text.toUpperCase()).digest('hex')).digest('hex');

/** The sandbox clock: real time plus an offset that the admin API advances (stored, shared by processes). */
function createClock(repo) {
  let offset = 0;
  // The settings (the clock's offset, the forced outcomes) as the newest refresh read them: a read that started
  // before another but answered after it (two connections of a pool) does not overwrite the newer one.
  let settings = {};
  let issued = 0;
  let applied = 0;
  return {
    async refresh() {
      await this.refreshWith(undefined);
      return offset;
    },
    /**
     * refresh(), and in the same read the payment `paymentId` names when one is given (PostgreSQL: one round trip
     * for a request's first two reads): that payment, or undefined.
     */
    async refreshWith(paymentId) {
      const mine = ++issued;
      const { settings: all, payment } = paymentId === undefined ? { settings: await repo.settings() } : await repo.settingsAndPayment(paymentId);
      if (mine > applied) {
        applied = mine;
        settings = all;
        offset = Number(all.clock?.offset_seconds ?? 0);
      }
      return payment;
    },
    /** Whether the newest refresh saw a setting of this name (on PostgreSQL a forced outcome is taken only then). */
    saw: (name) => Object.hasOwn(settings, name),
    now: () => new Date(Date.now() + offset * 1000),
    get offsetSeconds() {
      return offset;
    },
    async advance(seconds) {
      await this.refresh();
      offset += seconds;
      await repo.setSetting('clock', { offset_seconds: offset });
      return offset;
    },
    reset() {
      offset = 0;
      settings = {};
    },
  };
}

export async function createEngine({ model, config, store, explain = false, delivery = null, log = () => {} }) {
  const repo = await openRepo(store);
  const clock = createClock(repo);
  await clock.refresh();
  const shared = repo.kind !== 'pglite';
  const merchants = config.merchants;
  const checkout = model.host('checkout');
  const windowSeconds = config.duplicateWindowSeconds;

  // ---- answers from the catalogue
  const row = (name) => {
    const r = model.error(name);
    if (!r) throw new Error(`spec/errors.yaml has no row ${name}, which the sandbox answers with`);
    return r;
  };
  /**
   * The answer of a catalogue row: its HTTP status and body, by the model's rule (model.errorAnswer, which
   * the mock uses too): where the source does not show a row's code or message, the row says so in a header.
   * A row whose entity the not-found rule (x-not-found-rule, 6.7.0) gives another code than section 7's table
   * (payment-does-not-exist: x-entity payment) is answered with the rule's code, read from the model: the
   * sandbox's choice (docs/sandbox.md, Sandbox choices), said in the same header.
   */
  const fail = (name, headers = {}) => {
    row(name);
    const { status, body, notes } = model.errorAnswer(name, { notFoundRule: true });
    return { status, body, headers: notes.length ? { ...headers, 'x-sandbox-note': notes.join('; ') } : headers, row: name };
  };
  const ok = (body, headers = {}) => ({ status: 200, body, headers });

  // ---- webhooks: each callback body is validated against the bundle's webhook schema before it is queued
  const webhookValidators = new Map();
  const webhookOf = (key) => {
    const w = checkout.webhooks.find((o) => o.path === key);
    if (!w) throw new Error(`the Checkout bundle has no webhook ${key}`);
    if (!webhookValidators.has(key)) webhookValidators.set(key, checkout.compile(w.requestBody.schemaPointer));
    return webhookValidators.get(key);
  };
  /** The callback of a state change, or null when the merchant has no callback_url. */
  function callbackFor(merchant, webhook, payload) {
    if (!merchant.callback_url) return null;
    const validate = webhookOf(webhook);
    if (!validate(payload)) {
      throw new Error(`sandbox: the ${webhook} callback it built does not match the bundle's schema: ${JSON.stringify(validate.errors?.slice(0, 3))}`);
    }
    const body = JSON.stringify(payload);
    // The source: the callback signature is computed over the raw body, in a field order it does not show.
    // The sandbox signs the raw body with section 5's algorithm and the merchant's password, in a header.
    return { webhook, url: merchant.callback_url, body, signature: sha1md5(body + merchant.password), merchantKey: merchant.merchant_key };
  }
  // The delivery loop claims a new callback soon (callbacks.mjs: not while its merchant's share is in flight here).
  const wake = (merchant) => delivery?.wake(merchant.merchant_key);

  /** A payment's status record (StatusRecord / CallbackPayload members of section 2.3; nothing invented). */
  function record(p, { forCallback = false } = {}) {
    const d = p.data ?? {};
    const state = effectiveState(p);
    const r = {};
    if (d.payment_id != null) r.payment_id = d.payment_id;
    r.trans_id = p.id;
    if (p.order_id != null) r.order_id = p.order_id;
    r.order_status = state;
    if (p.card_token) r.card_token = p.card_token;
    if (d.card) r.card = d.card;
    if (d.card_expiration_date) r.card_expiration_date = d.card_expiration_date;
    if (d.brand) r.brand = d.brand;
    if (d.checkout_payment_method) r.checkout_payment_method = d.checkout_payment_method;
    if (d.custom_data != null) r.custom_data = d.custom_data;
    if (d.recurring_token) {
      r.recurring_init_trans_id = p.id;
      r.recurring_token = d.recurring_token;
    }
    if (forCallback) {
      r.ARN = '';
      r.RRN = '';
    }
    return r; // no member undefined or null: each is set only when it has a value
  }

  /** The state a payment is in on the sandbox clock (a pending auth past its lifetime is expired). */
  function effectiveState(p) {
    if (p.kind === 'auth' && p.state === 'pending' && clock.now() - p.created_at > AUTH_LIFETIME_SECONDS * 1000) return 'expired';
    return p.state;
  }

  // ---- the duplicate window (section 8): merchant_key + order_id
  /**
   * Before a payment creation: the replay of the original answer within the window, the duplicate row after
   * it, or null when the order_id is new. The window's start is the first creation's time on the sandbox
   * clock.
   */
  async function duplicate(merchant, orderId) {
    const seen = await repo.dedup(merchant.merchant_key, orderId);
    if (!seen) return null;
    if (clock.now() - seen.first_seen <= windowSeconds * 1000 && seen.response) {
      return { ...seen.response, headers: { ...(seen.response.headers ?? {}), 'x-sandbox-duplicate': `replay of the first answer for order_id ${orderId} (within ${windowSeconds} s)` } };
    }
    return fail('duplicate-payment');
  }
  /** create() with the window's claim; a lost race (another request took the key) answers as duplicate() does. */
  async function createOnce(merchant, orderId, answer, parts) {
    const now = clock.now();
    const result = await repo.create({ now, dedup: { merchantKey: merchant.merchant_key, orderId, response: { status: answer.status, body: answer.body } }, ...parts });
    if (!result.claimed) return (await duplicate(merchant, orderId)) ?? fail('duplicate-payment');
    if (parts.callback) wake(merchant);
    return answer;
  }

  /**
   * A payment made without a payer (credit, RECURRING_SALE, CREDIT2VIRTUAL): the duplicate window, a forced
   * outcome (success or decline), the transition of `kind` from the table, then the payment, its first event
   * and its callback in one write. Answers the payment's status record; `note` says what the source does not show.
   */
  async function createPayment(merchant, { kind, orderId, amount, currency, data, webhook, event, note }) {
    // The window is checked before the forced outcome is taken, so that a repeat does not use it. On PostgreSQL
    // with no outcome forced for this merchant there is nothing to take: the write's own claim of the window's key
    // decides (a repeat writes nothing and gets duplicate()'s answer, as here), one round trip fewer.
    if (!shared || clock.saw(outcomeKey(merchant))) {
      const replay = await duplicate(merchant, orderId);
      if (replay) return replay;
    }
    const t = (await takeOutcome(merchant)) === 'decline' ? must(kind, 'decline', null) : must(kind, 'pay', null);
    const ids = newIds();
    const payment = { id: ids.id, merchant_key: merchant.merchant_key, kind, state: t.to, order_id: orderId, amount, currency, card_token: null, data: { payment_id: ids.payment_id, ...data } };
    return createOnce(merchant, orderId, ok(record({ ...payment, created_at: clock.now() }), note ? { 'x-sandbox-note': note } : {}), {
      payment,
      callback: callbackFor(merchant, webhook, record(payment, { forCallback: true })),
      event,
    });
  }

  // ---- forced outcomes (admin API): used once by the merchant's next payment
  const outcomeKey = (merchant) => `outcome:${merchant.merchant_key}`;
  // A payment made without a payer (credit, RECURRING_SALE, CREDIT2VIRTUAL) can only succeed or be declined:
  // another forced outcome stays queued for the merchant's next Checkout session.
  // On PostgreSQL every request reads the settings first (clock.refresh, which also reads the forced outcomes):
  // when that read saw none for this merchant, the write that would take it is not sent (one round trip fewer).
  const takeOutcome = async (merchant, outcomes = ['success', 'decline']) => {
    if (shared && !clock.saw(outcomeKey(merchant))) return undefined;
    return (await repo.takeSetting(outcomeKey(merchant), { outcomes }))?.outcome;
  };

  // ---- routing by MID Payment Mode (section 3): auth false needs an SMS-capable MID, auth true a DMS-capable one
  // (the contract's x-mid-routing of the session request's auth)
  const routing = midRoutingOf(model)['by-auth'];
  const canSale = (m) => routing.false.eligible.includes(m.payment_mode);
  const canAuth = (m) => routing.true.eligible.includes(m.payment_mode);

  const newIds = () => ({ id: crypto.randomUUID(), payment_id: `pay-${crypto.randomUUID()}` });

  // ---- Checkout --------------------------------------------------------------------------------------
  const sessionKind = (body) => (body.operation === 'purchase' ? (body.auth === true ? 'auth' : 'sale') : body.operation === 'debit' ? 'debit' : 'credit');

  async function createSession(ctx, { token }) {
    const { body, merchant } = ctx;
    const kind = sessionKind(body);
    if ((kind === 'auth' && !canAuth(merchant)) || (kind === 'sale' && !canSale(merchant))) return fail('payment-action-not-supported');
    const replay = await duplicate(merchant, body.order.number);
    if (replay) return replay;
    const id = crypto.randomUUID();
    const now = clock.now();
    const minutes = typeof body.session_expiry === 'number' && body.session_expiry > 0 ? body.session_expiry : SESSION_LIFETIME_MINUTES;
    const session = {
      id,
      token: token ? `tok-${crypto.randomBytes(24).toString('hex')}` : null,
      merchant_key: merchant.merchant_key,
      state: 'open',
      data: { kind, request: withoutSecrets(body) },
      expires_at: new Date(now.getTime() + minutes * 60_000),
    };
    const answer = token ? ok({ token: session.token }) : ok({ redirect_url: `${ctx.origin}/sandbox/pay/${id}` }, { 'x-sandbox-note': 'the session response body is not shown by the source; the sandbox answers redirect_url, its payer page' });
    return createOnce(merchant, body.order.number, answer, { session });
  }

  const withoutSecrets = (body) => Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'hash'));

  /** The payer's card as stored data: masked number, expiry MM/YYYY, brand. */
  function cardData(card) {
    if (!card?.number) return {};
    const n = String(card.number).replace(/\D/g, '');
    const [mm, yy] = String(card.expiry ?? '').split('/');
    const out = { card: `${n.slice(0, 6)}******${n.slice(-4)}`, brand: n.startsWith('4') ? 'VISA' : n.startsWith('5') ? 'MASTERCARD' : 'CARD', checkout_payment_method: 'card' };
    if (/^\d{2}$/.test(mm ?? '') && /^\d{2,4}$/.test(yy ?? '')) out.card_expiration_date = `${mm}/${yy.length === 2 ? `20${yy}` : yy}`;
    return out;
  }

  /**
   * Completes a session with an outcome: success, decline, challenge, expired or cancel. Returns
   * { session, payment?, redirect?: URL, page?: 'challenge' | 'result', message }.
   */
  async function completeSession(sessionId, { outcome, card, from = ['open'] }) {
    // The payer pages call this directly, not through handle(): the clock and the forced outcomes as of now.
    if (shared) await clock.refresh();
    const session = await repo.session(sessionId);
    if (!session) return { notFound: true };
    const merchant = merchants.find((m) => m.merchant_key === session.merchant_key);
    if (!merchant) return { notFound: true };
    const now = clock.now();
    // An expired session stays expired, whatever is forced; a forced outcome is used only by an open session.
    if (session.state === 'open' && session.expires_at && now > session.expires_at) outcome = 'expired';
    else if (session.state === 'open' && from.includes('open')) outcome = (await takeOutcome(merchant, Object.keys(OUTCOMES))) ?? outcome;
    const request = session.data.request ?? {};
    const urls = { success: request.success_url, cancel: request.cancel_url, error: request.error_url, expiry: request.expiry_url, return: request.return_url };

    if (outcome === 'challenge') {
      // Kept for the challenge's end: the number, expiry and name only (never the CVV).
      const kept = card ? { number: card.number, expiry: card.expiry, name: card.name } : null;
      const done = await repo.settleSession({ now, id: sessionId, from, to: 'challenge', data: { card: kept } });
      if (!done) return { session, stale: true };
      return { session: done.session, page: 'challenge' };
    }
    if (outcome === 'expired') {
      const done = await repo.settleSession({ now, id: sessionId, from, to: 'expired' });
      if (!done) return { session, stale: true };
      return { session: done.session, redirect: urls.expiry, message: 'The session expired.' };
    }
    const kind = session.data.kind;
    const ids = newIds();
    const chosenCard = card ?? session.data.card ?? (outcome === 'success' || outcome === undefined ? TEST_CARDS.find((c) => c.outcome === 'success') : TEST_CARDS.find((c) => c.outcome === 'decline'));
    const success = outcome === 'success';
    const t = success ? must(kind, 'pay', null) : must(kind, 'decline', null);
    const data = { payment_id: ids.payment_id, session_id: sessionId, ...cardData(chosenCard), ...(request.custom_data !== undefined ? { custom_data: request.custom_data } : {}) };
    // Section 2.3: card_token is "present in every debit callback": a debit gets one whatever its outcome (a declined
    // debit's token names a payment that is not settled, so a refund with it gets 208005); other payments get one
    // when they succeed with req_token.
    const issuesToken = kind === 'debit' || (success && request.req_token === true);
    const recurring = success && request.recurring_init === true;
    if (recurring) data.recurring_token = `rt-${crypto.randomUUID()}`;
    if (outcome === 'cancel') data.cancelled = true;
    const payment = {
      id: ids.id,
      merchant_key: merchant.merchant_key,
      kind,
      state: t.to,
      order_id: request.order?.number ?? null,
      amount: request.order?.amount ?? null,
      currency: request.order?.currency ?? null,
      card_token: issuesToken ? `ct-${crypto.randomUUID()}` : null,
      data,
    };
    const record0 = record({ ...payment, created_at: now });
    const webhook = kind === 'debit' && recurring ? 'initial-recurring-debit' : 'payment-outcome';
    const callback = callbackFor(merchant, webhook, record0);
    const done = await repo.settleSession({ now, id: sessionId, from, to: success ? 'paid' : outcome === 'cancel' ? 'cancelled' : 'declined', payment, callback, event: { outcome, via: 'session' } });
    if (!done) return { session, stale: true };
    if (callback) wake(merchant);
    const params = { payment_id: ids.payment_id, trans_id: ids.id, order_id: payment.order_id ?? '' };
    // The redirect's hash: the source does not show its recipe; the sandbox signs payment_id, trans_id,
    // order_id in that order with section 5's algorithm and the merchant's password.
    params.hash = sha1md5(`${params.payment_id}${params.trans_id}${params.order_id}${merchant.password}`);
    // After a 3-D Secure challenge a Hosted Fields session (one with a token) returns to return_url (section 2.2:
    // "Redirection after 3DS"), whatever the outcome; a payer-page session goes to success, cancel or error.
    const afterChallenge = session.token && from.includes('challenge') && urls.return;
    const target = afterChallenge ? urls.return : success ? urls.success ?? urls.return : outcome === 'cancel' ? urls.cancel : urls.error ?? urls.cancel;
    return { session: done.session, payment: done.payment, redirect: target, params, message: success ? 'Payment completed.' : outcome === 'cancel' ? 'Payment cancelled by the payer.' : declineMessage(chosenCard, now) };
  }

  /** Why a payment with this card was declined: its expiry passed on the sandbox clock, or the test card's message. */
  function declineMessage(card, now) {
    if (card && expiryPassed(card.expiry, now)) return DECLINE_MESSAGES['expired-card'];
    return testCard(card?.number)?.decline_message ?? 'Payment declined.';
  }

  /** The session of a Hosted Fields token (POST /api/v1/session/token), or undefined. */
  const sessionOfToken = (token) => repo.sessionByToken(token);

  /** Saves the card the Hosted Fields frames collected (number and expiry; never the CVV) with an open session. */
  async function saveHostedCard(token, card) {
    const session = await repo.sessionByToken(token);
    if (!session || session.state !== 'open') return undefined;
    return repo.settleSession({ now: clock.now(), id: session.id, from: ['open'], to: 'open', data: { card } });
  }

  async function processPurchaseCard(ctx) {
    const token = ctx.headers.token;
    const session = typeof token === 'string' ? await repo.sessionByToken(token) : undefined;
    // No row is shown for an unknown or used token, or for a token whose card data was never collected; the
    // processing call lists only 'Request data is invalid.'
    if (!session || session.state !== 'open') return fail('request-data-invalid', { 'x-sandbox-note': session ? `the session of this token is ${session.state}` : 'no session has this Token' });
    const saved = session.data.card ?? null;
    if (!saved) return fail('request-data-invalid', { 'x-sandbox-note': 'no card data was collected for this Token (the page calls collectIframesData first, and onSubmitResult says success)' });
    const card = { ...saved, name: ctx.body.name };
    const outcome = cardOutcome(card.number) ?? 'decline';
    const done = await completeSession(session.id, { outcome: outcome === 'expired-card' ? 'decline' : outcome === 'challenge-fail' ? 'challenge' : outcome === 'waiting' ? 'success' : outcome, card });
    if (done.stale) return fail('request-data-invalid', { 'x-sandbox-note': 'the session was completed by another request' });
    if (done.page === 'challenge') return ok({ result: 'redirect', redirect_url: `${ctx.origin}/sandbox/challenge/${session.id}`, public_id: session.id });
    if (done.session.state === 'expired') return ok({ result: 'decline', decline_message: 'Session expired.', public_id: session.id });
    if (done.payment?.state === 'declined') return ok({ result: 'decline', decline_message: done.message, public_id: done.payment.data.payment_id });
    // The waiting test card: the issuer answers later, so the call says waiting; the payment is settled and its
    // callback is queued in the same statement, so the merchant learns the outcome from the callback.
    if (outcome === 'waiting') return ok({ result: 'waiting', public_id: done.payment.data.payment_id });
    return ok({ result: 'success', public_id: done.payment.data.payment_id });
  }

  async function createCardCredit(ctx) {
    const { body, merchant } = ctx;
    let original;
    // A credit with a card_token is a refund of the payment that issued the token: the merchant's refund
    // setting applies first, then the token, then the payment's state (section 3: a refund needs a settled
    // payment). A credit without one is a payout and none of these apply.
    if (body.card_token !== undefined) {
      if (merchant.refunds === 'off') return fail('refund-not-allowed');
      if (merchant.refunds === 'portal-only') return fail('refund-via-portal-only');
      original = await repo.paymentByCardToken(merchant.merchant_key, body.card_token);
      if (!original) return fail('card-token-invalid');
      if (effectiveState(original) !== 'settled') return fail('refund-needs-settled-payment');
    }
    return createPayment(merchant, {
      kind: 'credit',
      orderId: body.order_id,
      amount: body.order_amount,
      currency: body.order_currency,
      data: { refund_of: original?.id ?? null, card_token: body.card_token ?? null, ...(body.custom_data !== undefined ? { custom_data: body.custom_data } : {}), ...(original ? pick(original.data, ['card', 'card_expiration_date', 'brand']) : {}) },
      webhook: 'payment-outcome',
      event: { via: 'createCardCredit', refund_of: original?.id ?? null },
      note: 'the credit response body is not shown by the source; the sandbox answers the payment record of section 2.3',
    });
  }

  /** The Checkout status lookup (StatusLookupRequest; its path is not shown: the sandbox serves it at /sandbox/checkout-status). */
  async function statusLookup(ctx) {
    const { body, merchant } = ctx;
    if (body.payment_id !== undefined) {
      const p = await repo.paymentByPaymentId(merchant.merchant_key, body.payment_id);
      return p ? ok(record(p)) : fail('payment-does-not-exist');
    }
    if (body.size !== undefined && !(/^[0-9]+$/.test(body.size) && Number(body.size) >= 1 && Number(body.size) <= 100)) return fail('size-out-of-range');
    const list = await repo.paymentsByOrder(merchant.merchant_key, body.order_id, body.size === undefined ? 1 : Number(body.size));
    if (!list.length) return fail('order-does-not-exist');
    return ok(body.size === undefined ? record(list[0]) : list.map((p) => record(p)));
  }

  // ---- S2S CARD --------------------------------------------------------------------------------------
  /** The payment a trans_id names, if it is this merchant's (read with the settings when handle() could). */
  async function own({ merchant, prefetched }, id) {
    const p = prefetched && prefetched.id === id ? prefetched.payment : await repo.payment(id);
    return p && p.merchant_key === merchant.merchant_key ? p : undefined;
  }

  /** Moves an auth past its lifetime to expired (stored), then returns the payment as it now is. */
  async function settleExpiry(p) {
    if (effectiveState(p) === 'expired' && p.state === 'pending') {
      const t = must(p.kind, 'expire', 'pending');
      return (await repo.transition({ now: clock.now(), id: p.id, from: [t.from], to: t.to, detail: { via: 'clock' } })) ?? (await repo.payment(p.id));
    }
    return p;
  }

  /**
   * A state change by action: the transition table decides; a lost race re-reads and answers from the new
   * state. `route`, when given, is the routing check (section 3's MID Payment Mode), made only once the
   * payment's state allows the event: false -> 204005.
   */
  async function change(merchant, p, event, { notInState, notOfKind, route }) {
    p = await settleExpiry(p);
    const t = step(p.kind, event, p.state);
    if (!t) return step(p.kind, event, TRANSITIONS.find((x) => x.kind === p.kind && x.event === event)?.from) ? notInState() : notOfKind();
    if (route && !route()) return fail('payment-action-not-supported');
    const after = { ...p, state: t.to };
    const moved = await repo.transition({ now: clock.now(), id: p.id, from: [t.from], to: t.to, detail: { via: event }, callback: callbackFor(merchant, 'payment-outcome', record(after, { forCallback: true })) });
    if (!moved) return change(merchant, await repo.payment(p.id), event, { notInState, notOfKind, route });
    if (merchant.callback_url) wake(merchant);
    return ok(record(moved));
  }

  const s2sCard = {
    async GET_TRANS_STATUS(ctx) {
      const p = await own(ctx, ctx.body.trans_id);
      return p ? ok(record(p)) : fail('transaction-does-not-exist');
    },
    async GET_TRANS_STATUS_BY_ORDER({ body, merchant }) {
      const [p] = await repo.paymentsByOrder(merchant.merchant_key, body.order_id, 1);
      return p ? ok(record(p)) : fail('order-does-not-exist');
    },
    async CAPTURE(ctx) {
      const { body, merchant } = ctx;
      const p = await own(ctx, body.trans_id);
      if (!p) return fail('transaction-does-not-exist');
      // Section 3's condition on CAPTURE comes first: capture of a payment that is not pending (already
      // captured, voided or expired) -> 208003; of a payment that was never an authorization (a sale is settled
      // at once) the same, whatever the merchant's payment_mode. Only a pending authorization meets the
      // routing check: a merchant whose payment_mode cannot route it (SMS only) -> 204005.
      return change(merchant, p, 'capture', { notInState: () => fail('capture-not-pending'), notOfKind: () => fail('capture-not-pending'), route: () => canAuth(merchant) });
    },
    async VOID(ctx) {
      const { body, merchant } = ctx;
      const p = await own(ctx, body.trans_id);
      if (!p) return fail('payment-not-found');
      // Void applies to pending authorizations; a settled payment is refunded, not voided (section 3): the
      // routing layer rejects the action (204005, a sandbox choice: the source shows no other row for it).
      // As for CAPTURE, the payment's state is checked first, then the routing of a pending authorization.
      return change(merchant, p, 'void', { notInState: () => fail('payment-action-not-supported'), notOfKind: () => fail('payment-action-not-supported'), route: () => canAuth(merchant) });
    },
    async CREDITVOID(ctx) {
      const { body, merchant } = ctx;
      const p = await own(ctx, body.trans_id);
      if (!p) return fail('payment-not-found');
      return change(merchant, p, 'creditvoid', { notInState: () => fail('payment-action-not-supported'), notOfKind: () => fail('payment-action-not-supported') });
    },
    async RECURRING_SALE(ctx) {
      const { body, merchant } = ctx;
      if (!canSale(merchant)) return fail('payment-action-not-supported');
      const initial = await own(ctx, body.recurring_first_trans_id);
      const customData = formCustomData(ctx.element, body);
      if (!initial || !initial.data.recurring_token || initial.data.recurring_token !== body.recurring_token) return fail('incorrect-transaction');
      return createPayment(merchant, {
        kind: 'recurring-sale',
        orderId: body.order_id,
        amount: body.order_amount,
        currency: body.order_currency ?? initial.currency,
        data: { recurring_first_trans_id: initial.id, ...pick(initial.data, ['card', 'card_expiration_date', 'brand', 'checkout_payment_method']), ...(customData ? { custom_data: customData } : {}) },
        webhook: 'recurring-sale',
        event: { via: 'RECURRING_SALE' },
      });
    },
    async CREATE_SCHEDULE({ body, merchant }) {
      const id = body.schedule_id ?? crypto.randomUUID();
      const s = await repo.putSchedule({ id, merchantKey: merchant.merchant_key, data: scheduleData(body) });
      return ok({ schedule_id: s.schedule_id }, { 'x-sandbox-note': 'the CREATE_SCHEDULE response body is not shown by the source; the sandbox answers schedule_id' });
    },
    async DELETE_SCHEDULE({ body, merchant }) {
      const s = await repo.updateSchedule({ id: body.schedule_id, merchantKey: merchant.merchant_key, deleted: true });
      return s ? ok({ schedule_id: s.schedule_id }) : fail('schedule-not-found');
    },
    async UPDATE_SCHEDULE({ body, merchant }) {
      const s = await repo.updateSchedule({ id: body.schedule_id, merchantKey: merchant.merchant_key, data: scheduleData(body) });
      return s ? ok({ schedule_id: s.schedule_id }) : fail('schedule-not-found');
    },
  };
  const scheduleData = (body) => pick(body, ['name', 'interval_length', 'interval_unit', 'payments_count']);

  // ---- S2S APM ---------------------------------------------------------------------------------------
  const s2sApm = {
    async CREDIT2VIRTUAL(ctx) {
      const { body, merchant } = ctx;
      const customData = formCustomData(ctx.element, body);
      return createPayment(merchant, {
        kind: 'payout',
        orderId: body.order_id,
        amount: body.order_amount,
        currency: body.order_currency,
        data: { brand: body.brand, ...(customData ? { custom_data: customData } : {}) },
        webhook: 'payment-outcome',
        event: { via: 'CREDIT2VIRTUAL' },
        note: 'the CREDIT2VIRTUAL response body is not shown by the source; the sandbox answers the payment record of section 2.3',
      });
    },
  };

  const checkoutOps = {
    createSession: (ctx) => createSession(ctx, { token: false }),
    createSessionToken: (ctx) => createSession(ctx, { token: true }),
    processPurchaseCard,
    createCardCredit,
  };

  /**
   * One validated request: { host, operation, body, headers, ip, origin } (element chosen from the body).
   * Authenticates, then runs the operation's behaviour. Returns { status, body, headers }.
   */
  async function handle({ host, operation, element, body, headers = {}, ip, origin }) {
    // On PostgreSQL every request reads the settings first (the clock, the forced outcomes); an S2S CARD request
    // that names a payment (trans_id, or RECURRING_SALE's recurring_first_trans_id) reads it in the same query,
    // and own() takes it from there.
    let prefetched;
    if (shared) {
      const named = host.name === 's2s-card' ? [body.trans_id, body.recurring_first_trans_id].find((v) => typeof v === 'string') : undefined;
      const payment = await clock.refreshWith(named);
      if (named !== undefined) prefetched = { id: named, payment };
    }
    const el = element ?? elementOf(operation, body);
    let merchant;
    const authHeaders = {};
    if (el.keyField) {
      const a = authenticate({ host, element: el, body, ip, merchants, explain });
      if (!a.ok) {
        const answer = fail(a.row.name);
        if (a.explanation) answer.headers['x-sandbox-hash-explanation'] = explanationHeader(a.explanation);
        return answer;
      }
      merchant = a.merchant;
      if (!a.hashChecked) authHeaders['x-sandbox-hash'] = `not checked: ${String(a.hashNote ?? 'the source shows no recipe for this request').replace(/[^\x20-\x7e]/g, '?')}`;
    } else {
      authHeaders['x-sandbox-hash'] = 'not checked: this request is authenticated by its Token header';
    }
    const ctx = { host, operation, element: el, body, headers, ip, origin, merchant, prefetched };
    let answer;
    if (host.name === 'checkout') answer = await checkoutOps[operation.operationId](ctx);
    else if (host.name === 's2s-card') answer = await s2sCard[el.value](ctx);
    else if (host.name === 's2s-apm') answer = await s2sApm[el.value](ctx);
    if (!answer) throw new Error(`sandbox: no behaviour for ${el.label}`);
    return { ...answer, headers: { ...authHeaders, ...answer.headers } };
  }

  /** The Checkout status lookup on the sandbox path (body validated against StatusLookupRequest by the server). */
  async function handleStatusLookup({ body, ip }) {
    if (shared) await clock.refresh();
    const schema = checkout.component('schemas', 'StatusLookupRequest');
    const merchant = merchants.find((m) => m.merchant_key === body.merchant_key);
    if (!merchant) return fail('hash-not-valid');
    if (merchant.environment !== 'test') return fail('use-test-key');
    if (!(await import('./config.mjs')).ipAllowed(merchant, ip)) return fail('ip-not-allowed');
    const answer = await statusLookup({ body, merchant });
    return { ...answer, headers: { ...answer.headers, 'x-sandbox-hash': `not checked: ${schema['x-gap']}` } };
  }

  // ---- admin ------------------------------------------------------------------------------------------
  const admin = {
    async payments(q) {
      return (await repo.listPayments(q)).map(adminPayment);
    },
    async payment(id) {
      const p = await repo.payment(id);
      return p && { ...adminPayment(p), history: await repo.history(id) };
    },
    callbacks: (q) => repo.callbacks(q),
    async setOutcome(merchantKey, outcome) {
      const merchant = merchants.find((m) => m.merchant_key === (merchantKey ?? merchants[0].merchant_key));
      if (!merchant) return undefined;
      await repo.setSetting(outcomeKey(merchant), { outcome });
      return { merchant_key: merchant.merchant_key, outcome };
    },
    async outcomes() {
      const all = await repo.settings();
      return Object.entries(all).filter(([k]) => k.startsWith('outcome:')).map(([k, v]) => ({ merchant_key: k.slice('outcome:'.length), outcome: v.outcome }));
    },
    async clock() {
      await clock.refresh();
      return { now: clock.now().toISOString(), offset_seconds: clock.offsetSeconds };
    },
    async advanceClock(seconds) {
      await clock.advance(seconds);
      delivery?.wake();
      return { now: clock.now().toISOString(), offset_seconds: clock.offsetSeconds };
    },
    async reset() {
      await repo.reset();
      clock.reset();
      return { reset: true };
    },
    session: (id) => repo.session(id),
  };

  function adminPayment(p) {
    return { id: p.id, payment_id: p.data.payment_id, merchant_key: p.merchant_key, kind: p.kind, state: effectiveState(p), order_id: p.order_id, amount: p.amount, currency: p.currency, card_token: p.card_token, created_at: p.created_at, updated_at: p.updated_at, data: p.data };
  }

  return { handle, handleStatusLookup, completeSession, sessionOfToken, saveHostedCard, admin, clock, repo, merchants, fail, TRANSITIONS };
}

/**
 * The custom_data of a form body: the element's bracket members (`custom_data[key]`, the contract's
 * patternProperties whose pattern starts with ^custom_data) gathered into one object; undefined when none.
 */
function formCustomData(element, body) {
  const patterns = Object.keys(element.schema.patternProperties ?? {}).filter((p) => p.startsWith('^custom_data')).map((p) => new RegExp(p, 'u'));
  const out = {};
  for (const [k, v] of Object.entries(body)) {
    if (patterns.some((re) => re.test(k))) out[k.slice(k.indexOf('[') + 1, -1)] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

const pick = (o, keys) => Object.fromEntries(keys.filter((k) => o?.[k] !== undefined && o?.[k] !== null).map((k) => [k, o[k]]));
