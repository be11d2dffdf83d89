// What the sandbox engine reads and writes, over the store (store.mjs): payments and their history, Checkout
// sessions, schedules, the duplicate window, callbacks to send, settings (clock offset, forced outcomes).
//
// Every write is ONE statement (a data-modifying CTE), so it is atomic on both back ends without a
// transaction round trip, and conditional where a decision depends on state: a capture is
// `UPDATE ... WHERE id = $1 AND state = 'pending'`, so of two concurrent captures (one process or several
// sharing one PostgreSQL database) exactly one changes the row; the other sees no row come back and answers
// from the state it then reads. On PGlite the store commits concurrent writes together (group commit).
//
// Reads: with PGlite the sandbox is the only process on its data directory, so it keeps every row in memory
// (loaded at start, updated from each write's RETURNING after the write is durable) and a read never goes
// to the store. With PostgreSQL (DATABASE_URL) other processes write too, so every read is a query.

/** A statement with its parameters, built by the `sql` tag: sql`... ${value} ...` numbers the $n itself. */
class Sql {
  constructor(parts, values) {
    this.parts = parts;
    this.values = values;
  }
  /** { text, params } with nested fragments flattened and their parameters renumbered. */
  build(params = []) {
    let text = this.parts[0];
    this.values.forEach((v, i) => {
      if (v instanceof Sql) text += v.build(params).text;
      else {
        params.push(v);
        text += `$${params.length}`;
      }
      text += this.parts[i + 1];
    });
    return { text, params };
  }
}
export const sql = (parts, ...values) => new Sql(parts, values);
const raw = (text) => new Sql([text], []);
const empty = raw('');

const json = (v) => (v === undefined ? null : JSON.stringify(v));

// Row shapes as the rest of the sandbox sees them: timestamps as Date, jsonb as objects.
const asDate = (v) => (v == null ? null : v instanceof Date ? v : new Date(v));
const jsonOf = (v) => (typeof v === 'string' ? JSON.parse(v) : v);
function paymentRow(r) {
  return r && { ...r, data: jsonOf(r.data) ?? {}, created_at: asDate(r.created_at), updated_at: asDate(r.updated_at) };
}
function sessionRow(r) {
  return r && { ...r, data: jsonOf(r.data) ?? {}, created_at: asDate(r.created_at), expires_at: asDate(r.expires_at) };
}
function scheduleRow(r) {
  return r && { ...r, schedule_id: String(r.schedule_id), data: jsonOf(r.data) ?? {} };
}
function dedupRow(r) {
  return r && { ...r, first_seen: asDate(r.first_seen), response: jsonOf(r.response) };
}

// A value as a jsonb column gives it back: JSON (JSON.stringify's rules), object keys shortest first (in UTF-8
// bytes), keys of one length in byte order. With memory, the rows a write made are built here rather than
// returned by the statement (their RETURNING row_to_json was a tenth to a fifth of a payment write's time on
// PGlite), and equal the rows a later start loads from the store.
const keyOrder = (a, b) => Buffer.byteLength(a) - Buffer.byteLength(b) || Buffer.compare(Buffer.from(a), Buffer.from(b));
function sortedKeys(v) {
  if (Array.isArray(v)) return v.map(sortedKeys);
  if (v === null || typeof v !== 'object') return v;
  const out = {};
  for (const k of Object.keys(v).sort(keyOrder)) out[k] = sortedKeys(v[k]);
  return out;
}
const asJsonb = (v) => (v === undefined ? null : sortedKeys(JSON.parse(JSON.stringify(v))));
/** A new payment's row as the store holds it (with memory: built, not returned). */
const newPaymentRow = (payment, now) => ({
  id: payment.id,
  merchant_key: payment.merchant_key,
  kind: payment.kind,
  state: payment.state,
  order_id: payment.order_id,
  amount: payment.amount,
  currency: payment.currency,
  card_token: payment.card_token ?? null,
  recurring_token: payment.recurring_token ?? null,
  data: asJsonb(payment.data) ?? {},
  created_at: now,
  updated_at: now,
});

/** The callback a write enqueues with it: { webhook, url, body (exact text), signature, merchantKey }. */
function callbackCte(callback, now, from) {
  if (!callback) return empty;
  return sql`, c AS (INSERT INTO callbacks (payment_id, url, body, status, attempts, next_attempt_at, created_at, webhook, signature, merchant_key)
    SELECT id, ${callback.url}, ${callback.body}, 'pending', 0, ${now}::timestamptz, ${now}::timestamptz, ${callback.webhook}, ${callback.signature}, ${callback.merchantKey} FROM ${raw(from)} RETURNING id)`;
}

export async function openRepo(store) {
  const memory = store.kind === 'pglite' ? await loadMemory(store) : null;
  const write = (statement) => {
    const { text, params } = statement.build();
    return store.write(text, params);
  };
  const query = async (statement) => {
    const { text, params } = statement.build();
    return (await store.query(text, params)).rows;
  };

  const remember = {
    payment(row) {
      if (!memory || !row) return row;
      memory.payments.set(row.id, row);
      const key = `${row.merchant_key}\u0000${row.order_id}`;
      const list = memory.byOrder.get(key) ?? [];
      if (!list.includes(row.id)) list.push(row.id);
      memory.byOrder.set(key, list);
      return row;
    },
    session(row) {
      if (memory && row) {
        memory.sessions.set(row.id, row);
        if (row.token) memory.tokens.set(row.token, row.id);
      }
      return row;
    },
  };

  return {
    kind: store.kind,

    // ---- reads
    async payment(id) {
      if (memory) return memory.payments.get(id);
      return paymentRow((await query(sql`SELECT * FROM payments WHERE id = ${id}`))[0]);
    },
    async paymentByPaymentId(merchantKey, paymentId) {
      if (memory) return [...memory.payments.values()].find((p) => p.merchant_key === merchantKey && p.data.payment_id === paymentId);
      return paymentRow((await query(sql`SELECT * FROM payments WHERE merchant_key = ${merchantKey} AND data->>'payment_id' = ${paymentId} LIMIT 1`))[0]);
    },
    /** A merchant's payments of one order_id, newest first. */
    async paymentsByOrder(merchantKey, orderId, limit = 100) {
      if (memory) {
        return (memory.byOrder.get(`${merchantKey}\u0000${orderId}`) ?? [])
          .map((id) => memory.payments.get(id))
          .sort((a, b) => b.created_at - a.created_at || (b.id < a.id ? -1 : 1))
          .slice(0, limit);
      }
      return (await query(sql`SELECT * FROM payments WHERE merchant_key = ${merchantKey} AND order_id = ${orderId} ORDER BY created_at DESC, id DESC LIMIT ${limit}`)).map(paymentRow);
    },
    /** The newest payment of a merchant that issued a card token. */
    async paymentByCardToken(merchantKey, token) {
      if (memory) {
        return [...memory.payments.values()].filter((p) => p.merchant_key === merchantKey && p.card_token === token && p.kind !== 'credit').sort((a, b) => b.created_at - a.created_at)[0];
      }
      return paymentRow((await query(sql`SELECT * FROM payments WHERE merchant_key = ${merchantKey} AND card_token = ${token} AND kind <> 'credit' ORDER BY created_at DESC LIMIT 1`))[0]);
    },
    async listPayments({ merchantKey, orderId, limit = 100 } = {}) {
      if (memory) {
        return [...memory.payments.values()]
          .filter((p) => (merchantKey == null || p.merchant_key === merchantKey) && (orderId == null || p.order_id === orderId))
          .sort((a, b) => b.created_at - a.created_at)
          .slice(0, limit);
      }
      return (await query(sql`SELECT * FROM payments WHERE (${merchantKey}::text IS NULL OR merchant_key = ${merchantKey}) AND (${orderId}::text IS NULL OR order_id = ${orderId}) ORDER BY created_at DESC LIMIT ${limit}`)).map(paymentRow);
    },
    /** A payment's history (always from the store: an admin read). */
    async history(id) {
      return (await query(sql`SELECT seq, from_state, to_state, at, detail FROM payment_events WHERE payment_id = ${id} ORDER BY seq`)).map((e) => ({ ...e, at: asDate(e.at), detail: jsonOf(e.detail) }));
    },
    async session(id) {
      if (memory) return memory.sessions.get(id);
      return sessionRow((await query(sql`SELECT * FROM sessions WHERE id = ${id}`))[0]);
    },
    async sessionByToken(token) {
      if (memory) return memory.sessions.get(memory.tokens.get(token));
      return sessionRow((await query(sql`SELECT * FROM sessions WHERE token = ${token}`))[0]);
    },
    async schedule(id) {
      if (memory) return memory.schedules.get(id);
      return scheduleRow((await query(sql`SELECT * FROM schedules WHERE schedule_id = ${id}::uuid`))[0]);
    },
    async dedup(merchantKey, orderId) {
      if (memory) return memory.dedup.get(`${merchantKey}\u0000${orderId}`);
      return dedupRow((await query(sql`SELECT * FROM dedup WHERE merchant_key = ${merchantKey} AND order_id = ${orderId}`))[0]);
    },
    async setting(name) {
      if (memory) return memory.settings.get(name);
      return jsonOf((await query(sql`SELECT value FROM settings WHERE name = ${name}`))[0]?.value);
    },
    async settings() {
      if (memory) return Object.fromEntries(memory.settings);
      return Object.fromEntries((await query(sql`SELECT name, value FROM settings`)).map((r) => [r.name, jsonOf(r.value)]));
    },
    /** The settings and the payment `id` (or undefined), in one read: { settings, payment }. */
    async settingsAndPayment(id) {
      if (memory) return { settings: Object.fromEntries(memory.settings), payment: memory.payments.get(id) };
      const [r] = await query(sql`SELECT (SELECT coalesce(json_object_agg(name, value), '{}'::json) FROM settings) AS settings, (SELECT row_to_json(p.*) FROM payments p WHERE p.id = ${id}) AS payment`);
      return { settings: jsonOf(r.settings) ?? {}, payment: paymentRow(jsonOf(r.payment)) ?? undefined };
    },
    /** Callbacks by id, each with its deliveries; every filter optional (`merchantKey`: one merchant's, the admin API's scope). */
    async callbacks({ paymentId, status, merchantKey, id } = {}) {
      const rows = await query(
        sql`SELECT * FROM callbacks WHERE (${paymentId ?? null}::text IS NULL OR payment_id = ${paymentId ?? null}) AND (${status ?? null}::text IS NULL OR status = ${status ?? null}) AND (${merchantKey ?? null}::text IS NULL OR merchant_key = ${merchantKey ?? null}) AND (${id ?? null}::bigint IS NULL OR id = ${id ?? null}) ORDER BY id`,
      );
      const deliveries = await query(sql`SELECT * FROM deliveries ORDER BY callback_id, attempt`);
      const byCallback = new Map();
      for (const d of deliveries) {
        const key = Number(d.callback_id);
        if (!byCallback.has(key)) byCallback.set(key, []);
        byCallback.get(key).push(d);
      }
      return rows.map((c) => ({
        ...c,
        id: Number(c.id),
        created_at: asDate(c.created_at),
        next_attempt_at: asDate(c.next_attempt_at),
        delivery_id: c.delivery_id == null ? null : String(c.delivery_id),
        lease_until: asDate(c.lease_until),
        deliveries: (byCallback.get(Number(c.id)) ?? [])
          .map((d) => ({ attempt: d.attempt, at: asDate(d.at), state: d.state, holder: d.holder, finished_at: asDate(d.finished_at), http_status: d.http_status, response_body: d.response_body, error: d.error })),
      }));
    },

    // ---- writes (each one statement; memory updated after it is durable)

    /**
     * Claims the duplicate window's key and creates what the request creates, in one statement. `dedup`:
     * { merchantKey, orderId, response } or null; `payment`: the new payment (with its first event and
     * callback) or null; `session`: a new session or null. Returns { claimed } (false: the key was taken,
     * nothing was written).
     */
    async create({ now, dedup, payment, session, callback, event }) {
      const claim = dedup
        ? sql`d AS (INSERT INTO dedup (merchant_key, order_id, first_seen, response) VALUES (${dedup.merchantKey}, ${dedup.orderId}, ${now}::timestamptz, ${json(dedup.response)}::jsonb) ON CONFLICT DO NOTHING RETURNING merchant_key)`
        : sql`d AS (SELECT 'none'::text AS merchant_key)`;
      const p = payment
        ? sql`, p AS (INSERT INTO payments (id, merchant_key, kind, state, order_id, amount, currency, card_token, recurring_token, data, created_at, updated_at)
            SELECT ${payment.id}, ${payment.merchant_key}, ${payment.kind}, ${payment.state}, ${payment.order_id}, ${payment.amount}, ${payment.currency}, ${payment.card_token ?? null}, ${payment.recurring_token ?? null}, ${json(payment.data)}::jsonb, ${now}::timestamptz, ${now}::timestamptz FROM d RETURNING *),
            e AS (INSERT INTO payment_events (payment_id, seq, from_state, to_state, at, detail) SELECT id, 1, NULL, state, ${now}::timestamptz, ${json(event ?? null)}::jsonb FROM p)${callbackCte(callback, now, 'p')}`
        : empty;
      const s = session
        ? sql`, s AS (INSERT INTO sessions (id, token, merchant_key, state, payment_id, data, created_at, expires_at)
            SELECT ${session.id}, ${session.token ?? null}, ${session.merchant_key}, ${session.state}, NULL, ${json(session.data)}::jsonb, ${now}::timestamptz, ${session.expires_at ?? null}::timestamptz FROM d RETURNING *)`
        : empty;
      const from = payment ? 'p' : session ? 's' : 'd';
      const returning = memory
        ? `SELECT 1 AS made FROM ${from}`
        : payment ? 'SELECT row_to_json(p.*) AS row, NULL::json AS srow FROM p' : session ? 'SELECT NULL::json AS row, row_to_json(s.*) AS srow FROM s' : 'SELECT NULL::json AS row, NULL::json AS srow FROM d';
      const rows = (await write(sql`WITH ${claim}${p}${s} ${raw(returning)}`)).rows;
      if (!rows.length) return { claimed: false };
      if (memory) {
        if (dedup) memory.dedup.set(`${dedup.merchantKey}\u0000${dedup.orderId}`, { merchant_key: dedup.merchantKey, order_id: dedup.orderId, first_seen: now, response: dedup.response });
        const srow = session && { id: session.id, token: session.token ?? null, merchant_key: session.merchant_key, state: session.state, payment_id: null, data: asJsonb(session.data) ?? {}, created_at: now, expires_at: asDate(session.expires_at ?? null) };
        return { claimed: true, payment: remember.payment(payment ? newPaymentRow(payment, now) : undefined), session: remember.session(srow || undefined) };
      }
      return { claimed: true, payment: paymentRow(jsonOf(rows[0].row)), session: sessionRow(jsonOf(rows[0].srow)) };
    },

    /**
     * Moves a payment from one of `from` to `to` (with an event and an optional callback), only if it is
     * still in one of `from`: returns the updated row, or undefined when another request moved it first.
     */
    async transition({ now, id, from, to, detail, callback, data }) {
      const rows = (
        await write(sql`WITH u AS (UPDATE payments SET state = ${to}, updated_at = ${now}::timestamptz, data = data || ${json(data ?? {})}::jsonb
            WHERE id = ${id} AND state = ANY(${`{${from.join(',')}}`}::text[]) RETURNING *),
          e AS (INSERT INTO payment_events (payment_id, seq, from_state, to_state, at, detail)
            SELECT u.id, (SELECT coalesce(max(seq), 0) + 1 FROM payment_events WHERE payment_id = u.id), ${from.length === 1 ? from[0] : null}, ${to}, ${now}::timestamptz, ${json(detail ?? null)}::jsonb FROM u)
          ${callbackCte(callback, now, 'u')}
          ${raw(memory ? 'SELECT 1 AS moved FROM u' : 'SELECT row_to_json(u.*) AS row FROM u')}`)
      ).rows;
      if (!memory) return paymentRow(jsonOf(rows[0]?.row));
      // The row as it was (memory holds every write answered before this one) with the statement's changes.
      const was = memory.payments.get(id);
      return rows.length && was ? remember.payment({ ...was, state: to, updated_at: now, data: asJsonb({ ...was.data, ...data }) }) : undefined;
    },

    /**
     * Completes a Checkout session: moves it from `from` to `to` and, when `payment` is given, creates the
     * payment (with its first event and callback) in the same statement. Undefined when the session was no
     * longer in `from`.
     */
    async settleSession({ now, id, from, to, payment, callback, event, data }) {
      const p = payment
        ? sql`, p AS (INSERT INTO payments (id, merchant_key, kind, state, order_id, amount, currency, card_token, recurring_token, data, created_at, updated_at)
            SELECT ${payment.id}, ${payment.merchant_key}, ${payment.kind}, ${payment.state}, ${payment.order_id}, ${payment.amount}, ${payment.currency}, ${payment.card_token ?? null}, ${payment.recurring_token ?? null}, ${json(payment.data)}::jsonb, ${now}::timestamptz, ${now}::timestamptz FROM s RETURNING *),
            e AS (INSERT INTO payment_events (payment_id, seq, from_state, to_state, at, detail) SELECT id, 1, NULL, state, ${now}::timestamptz, ${json(event ?? null)}::jsonb FROM p)${callbackCte(callback, now, 'p')}`
        : empty;
      const rows = (
        await write(sql`WITH s AS (UPDATE sessions SET state = ${to}, payment_id = coalesce(${payment?.id ?? null}, payment_id), data = data || ${json(data ?? {})}::jsonb
            WHERE id = ${id} AND state = ANY(${`{${from.join(',')}}`}::text[]) RETURNING *)${p}
          ${raw(memory ? 'SELECT 1 AS moved FROM s' : `SELECT row_to_json(s.*) AS srow, ${payment ? '(SELECT row_to_json(p.*) FROM p)' : 'NULL::json'} AS row FROM s`)}`)
      ).rows;
      if (!rows.length) return undefined;
      if (!memory) return { session: sessionRow(jsonOf(rows[0].srow)), payment: paymentRow(jsonOf(rows[0].row)) };
      const was = memory.sessions.get(id);
      if (!was) return undefined;
      const session = { ...was, state: to, payment_id: payment?.id ?? was.payment_id, data: asJsonb({ ...was.data, ...data }) };
      return { session: remember.session(session), payment: remember.payment(payment ? newPaymentRow(payment, now) : undefined) };
    },

    /** Creates or replaces a schedule (deleted: false). */
    async putSchedule({ id, merchantKey, data }) {
      const rows = (
        await write(sql`INSERT INTO schedules (schedule_id, merchant, data, deleted) VALUES (${id}::uuid, ${merchantKey}, ${json(data)}::jsonb, false)
          ON CONFLICT (schedule_id) DO UPDATE SET data = EXCLUDED.data, deleted = false, merchant = EXCLUDED.merchant RETURNING *`)
      ).rows;
      const row = scheduleRow(rows[0]);
      if (memory) memory.schedules.set(row.schedule_id, row);
      return row;
    },
    /** Updates the members of a live schedule of this merchant; undefined when there is none. */
    async updateSchedule({ id, merchantKey, data, deleted = false }) {
      const rows = (
        await write(sql`UPDATE schedules SET data = data || ${json(data ?? {})}::jsonb, deleted = ${deleted}
          WHERE schedule_id = ${id}::uuid AND merchant = ${merchantKey} AND NOT deleted RETURNING *`)
      ).rows;
      const row = scheduleRow(rows[0]);
      if (memory && row) memory.schedules.set(row.schedule_id, row);
      return row;
    },

    async setSetting(name, value) {
      if (value === undefined) await write(sql`DELETE FROM settings WHERE name = ${name}`);
      else await write(sql`INSERT INTO settings (name, value) VALUES (${name}, ${json(value)}::jsonb) ON CONFLICT (name) DO UPDATE SET value = EXCLUDED.value`);
      if (memory) value === undefined ? memory.settings.delete(name) : memory.settings.set(name, value);
    },
    /**
     * Takes a setting away and returns what it held, atomically (a forced outcome is used once); with
     * `outcomes`, only when its `outcome` member is one of them (otherwise it stays, undefined is returned).
     */
    async takeSetting(name, { outcomes } = {}) {
      // In memory (this process owns the store), nothing to take costs no write.
      if (memory && (!memory.settings.has(name) || (outcomes && !outcomes.includes(memory.settings.get(name)?.outcome)))) return undefined;
      const only = outcomes ? sql` AND value->>'outcome' = ANY(${`{${outcomes.join(',')}}`}::text[])` : empty;
      const rows = (await write(sql`DELETE FROM settings WHERE name = ${name}${only} RETURNING value`)).rows;
      if (memory && rows.length) memory.settings.delete(name);
      return jsonOf(rows[0]?.value);
    },

    async reset() {
      await store.transaction(async (tx) => {
        await tx.exec('DELETE FROM deliveries; DELETE FROM callbacks; DELETE FROM payment_events; DELETE FROM payments; DELETE FROM sessions; DELETE FROM schedules; DELETE FROM dedup; DELETE FROM settings;', 'reset');
      }, 'reset');
      if (memory) Object.assign(memory, emptyMemory());
    },
  };
}

function emptyMemory() {
  return { payments: new Map(), byOrder: new Map(), sessions: new Map(), tokens: new Map(), schedules: new Map(), dedup: new Map(), settings: new Map() };
}

async function loadMemory(store) {
  const m = emptyMemory();
  for (const r of (await store.query('SELECT * FROM payments')).rows.map(paymentRow)) {
    m.payments.set(r.id, r);
    const key = `${r.merchant_key}\u0000${r.order_id}`;
    m.byOrder.set(key, [...(m.byOrder.get(key) ?? []), r.id]);
  }
  for (const r of (await store.query('SELECT * FROM sessions')).rows.map(sessionRow)) {
    m.sessions.set(r.id, r);
    if (r.token) m.tokens.set(r.token, r.id);
  }
  for (const r of (await store.query('SELECT * FROM schedules')).rows.map(scheduleRow)) m.schedules.set(r.schedule_id, r);
  for (const r of (await store.query('SELECT * FROM dedup')).rows.map(dedupRow)) m.dedup.set(`${r.merchant_key}\u0000${r.order_id}`, r);
  for (const r of (await store.query('SELECT name, value FROM settings')).rows) m.settings.set(r.name, jsonOf(r.value));
  return m;
}
