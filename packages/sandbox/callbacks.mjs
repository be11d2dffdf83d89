// Callback delivery: sends the rows of the `callbacks` table (written by the engine, status 'pending',
// attempts 0, next_attempt_at = the sandbox clock's now, body = the exact JSON text to send) to the merchant's
// URL, records every attempt in `deliveries`, and retries on a backoff until a 2xx answer or the list runs out.
//
//   const delivery = createDelivery({ store, clock, log });
//   delivery.start();                 // poll every pollMs; the engine calls delivery.wake(merchantKey) after enqueuing
//   await delivery.resend(id);        // the admin "send again": pending now, attempt numbering continues
//   await delivery.stop();            // no more polls; waits for the attempts in flight
//
// Everything is in the database, so a restart (or another sandbox process on the same PostgreSQL database)
// picks up where this one stopped. Due-ness is the sandbox clock's (`clock.now()`, which the admin may move
// ahead), never the database's now(): a retry 64 s away is sent once the sandbox clock passes it. Leases are
// the database's real time (clock_timestamp()), so moving the sandbox clock never frees an attempt in flight.
//
// One attempt of one callback:
//   1. claim (recorded before it is sent): one statement takes up to `room` due callbacks (pending,
//      next_attempt_at <= the sandbox clock's now, no live lease, not in flight here) FOR UPDATE SKIP LOCKED,
//      increments their `attempts`, gives each a lease (lease_until = the database's clock + leaseMs,
//      lease_holder = this instance's `holder`: host, pid and a random tag), and inserts the attempt's
//      deliveries row (state 'in-flight', numbered with the new attempts value, holder). So the record counts
//      every attempt made, and each attempt number is sent once, by its holder. On PostgreSQL the claim runs
//      under a transaction-scoped advisory lock, so concurrent claimers (other processes) take turns and each
//      sees the leases the one before it committed; on PGlite every write runs through one queue.
//      Fairness: the due rows are ranked per merchant (merchant_key, else the URL) in due order, after the
//      attempts that merchant already has in flight in every process (live leases; with `exclusive`, this
//      instance's own count, passed in: the lease index holds an entry for every lease ever taken until a
//      VACUUM, and scanning them was most of a claim's time on PGlite); a row is taken only when
//      its rank is within `perMerchant`, and the ranks are taken round-robin (every merchant's first, then
//      every merchant's second...). The merchants with pending callbacks are found by a skip scan of the index
//      callbacks_pending_by_merchant and each one's first due rows read from it, so a claim costs the same
//      whatever a backlog holds (byte order, COLLATE "C": no locale work). A receiver that hangs holds at most
//      perMerchant attempts at once, across all processes, for at most timeoutMs each; the other merchants'
//      callbacks go out at the next poll.
//      A claim also marks 'lost' the in-flight deliveries row of an earlier attempt whose lease ran out (its
//      process was killed or stalled before recording an outcome: the receiver may or may not have got it).
//   2. send: POST the stored body text as is, content-type application/json, user-agent
//      payment-gateway-sandbox, x-sandbox-signature when the row has a signature, X-Sandbox-Delivery-Id (the
//      callback's delivery_id, the same on every attempt, resend and process: a receiver deduplicates on it)
//      and X-Sandbox-Delivery-Attempt (the attempt's number); http(s) URLs only; redirects are not followed (a
//      3xx is a failed attempt, as any non-2xx); timeoutMs bounds the whole exchange, body included. At most
//      maxBodyBytes of the answer are read. Sent with node:http(s) on kept-alive connections (fetch, given as
//      an option, for tests): the HTTP thread that sends callbacks also answers the requests.
//   3. record: one statement (a data-modifying CTE) writes the attempt's outcome into its deliveries row
//      (answered or no-answer, with the status, body or error; also over a 'lost' mark, when a stalled holder
//      records after all) and moves the callback: a 2xx makes it delivered (whichever attempt it was); a
//      failure of the callback's current attempt makes it pending again at now + backoffSeconds[n - 1], or
//      failed when attempt n was the list's last; a failure of an attempt that is no longer the current one
//      (its lease ran out and another attempt was claimed) leaves the callback to that attempt. The holder's
//      lease is released. An attempt never moves a callback that is no longer pending.
//
// Cost: callbacks come with the requests' state changes and must not slow their answers. On PGlite the claims
// and records are background writes (store.mjs: they run when the database's thread has no request's write to
// run, and take at most a share of its time while requests come in), so a sandbox under a load it can answer
// delivers what the rest of the thread's time allows and catches up when the load stops. A claim runs only when
// something may be claimable: a wake for a merchant whose share is all in flight here claims nothing (with
// `exclusive`; the first of its attempts to end claims again), a wake within WAKE_GAP_MS of a claim that found
// nothing waits for that gap, and a finished attempt claims again only when its merchant may have more due or
// the slots cut the last claim (with `exclusive`; otherwise always). A finished attempt frees its slot when its
// record is queued, not answered: on PGlite the next claim runs after the record (one lane, in order), so it
// sees the outcome; on PostgreSQL a claim that runs first sees the lease still held and skips the callback.
//
// A crash therefore leaves at most the attempts in flight (the holder's live leases) to be sent again, when
// their leases run out (leaseMs, which must outlast timeoutMs plus the time to record), each again with the
// same delivery id and the next attempt number. With `exclusive` (PGlite: one process owns the data
// directory) an instance frees the leases of earlier holders when it starts, since none of them can still run.
//
// The loop never throws: a failed claim or record is logged (the same message once in a row) and the next
// poll goes on; stop() waits for the poll, the attempts in flight and their records, so the store can be closed
// after it.
// A resend of a callback whose attempt is in flight is absorbed by that attempt (its outcome is what the
// callback ends with).
import crypto from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import os from 'node:os';

/** The default retry delays in seconds: attempt n + 1 is sent BACKOFF[n - 1] s after attempt n failed; 9 attempts in all. */
export const BACKOFF = Object.freeze([1, 2, 4, 8, 16, 32, 64, 128]);

/**
 * The defaults of the delivery's options: per-attempt timeout, the lease beyond it (time to record the attempt
 * before another process may send it again), delivery slots of one process, attempts of one merchant in
 * flight at once (across processes), poll interval.
 */
export const DELIVERY_DEFAULTS = Object.freeze({ timeoutMs: 5000, leaseMarginMs: 30_000, slots: 16, perMerchant: 4, pollMs: 250 });

const USER_AGENT = 'payment-gateway-sandbox';
const SIGNATURE_HEADER = 'x-sandbox-signature';
/** The callback's delivery id, the same on every attempt: what a receiver deduplicates on. */
export const DELIVERY_ID_HEADER = 'x-sandbox-delivery-id';
/** The attempt's number (1, 2, ...): a repeat of one delivery id carries a higher one. */
export const DELIVERY_ATTEMPT_HEADER = 'x-sandbox-delivery-attempt';
/** deliveries.response_body keeps this many characters of the answer. */
export const RESPONSE_CLIP = 2000;
// Bytes of the answer read before the rest is discarded (enough for RESPONSE_CLIP characters of UTF-8).
const maxBodyBytes = 4 * RESPONSE_CLIP;
// Any constant: the advisory lock PostgreSQL claims take turns on (store.mjs's migration lock is another).
const claimLock = 7_316_017;
// The least time between a claim that found nothing and the next one a wake() asks for.
const WAKE_GAP_MS = 10;

/** A name for this delivery instance in leases and deliveries rows: host, process id and a random tag. */
export const holderName = () => `${os.hostname()}:${process.pid}:${crypto.randomBytes(3).toString('hex')}`;

// Takes up to $5 due callbacks, at most $4 in flight per merchant, and records their attempts (see the header,
// step 1). $1 the sandbox clock's now, $2 the lease in seconds, $3 the holder, $6 the ids in flight here, $7 the
// attempts in flight per merchant when this instance knows them all (exclusive: a JSON object), else null: then
// they are counted from the live leases, whose index holds an entry for every lease ever taken until a VACUUM.
const CLAIM = `
  WITH RECURSIVE merchants AS (
    (SELECT coalesce(merchant_key, url) COLLATE "C" AS k FROM callbacks WHERE status = 'pending' ORDER BY 1 LIMIT 1)
    UNION ALL
    SELECT (SELECT coalesce(c.merchant_key, c.url) COLLATE "C" FROM callbacks c
            WHERE c.status = 'pending' AND coalesce(c.merchant_key, c.url) COLLATE "C" > m.k ORDER BY 1 LIMIT 1)
    FROM merchants m WHERE m.k IS NOT NULL
  ), busy AS (
    SELECT key COLLATE "C" AS k, value::bigint AS n FROM jsonb_each_text($7::jsonb)
    UNION ALL
    SELECT coalesce(merchant_key, url) COLLATE "C" AS k, count(*) AS n FROM callbacks
    WHERE $7::jsonb IS NULL AND status = 'pending' AND lease_until IS NOT NULL AND lease_until > clock_timestamp()
    GROUP BY 1
  ), due AS (
    SELECT array_agg(d.id ORDER BY d.place, d.next_attempt_at, d.id) AS ids FROM merchants m LEFT JOIN busy b ON b.k = m.k,
      LATERAL (
        SELECT c.id, c.next_attempt_at, coalesce(b.n, 0) + row_number() OVER (ORDER BY c.next_attempt_at, c.id) AS place
        FROM callbacks c
        WHERE c.status = 'pending' AND coalesce(c.merchant_key, c.url) COLLATE "C" = m.k AND c.next_attempt_at <= $1::timestamptz
          AND (c.lease_until IS NULL OR c.lease_until <= clock_timestamp()) AND c.id <> ALL ($6::bigint[])
        ORDER BY c.next_attempt_at, c.id
        LIMIT greatest($4::integer - coalesce(b.n, 0), 0)
      ) d
    WHERE m.k IS NOT NULL
  ), picked AS (
    SELECT c.id FROM due CROSS JOIN LATERAL unnest(due.ids) WITH ORDINALITY AS u(id, place) JOIN callbacks c ON c.id = u.id
    WHERE c.status = 'pending' AND c.next_attempt_at <= $1::timestamptz
      AND (c.lease_until IS NULL OR c.lease_until <= clock_timestamp())
    ORDER BY u.place
    LIMIT $5::integer
    FOR UPDATE OF c SKIP LOCKED
  ), claimed AS (
    UPDATE callbacks c SET attempts = c.attempts + 1, lease_holder = $3::text,
      lease_until = clock_timestamp() + make_interval(secs => $2::float8)
    FROM picked WHERE c.id = picked.id
    RETURNING c.*
  ), lost AS (
    UPDATE deliveries d SET state = 'lost',
      error = 'no outcome recorded: its holder (' || coalesce(d.holder, 'unknown') || ') stopped or stalled past its lease before recording one; the receiver may have got this attempt'
    FROM claimed WHERE d.callback_id = claimed.id AND d.state = 'in-flight'
    RETURNING d.callback_id
  ), sent AS (
    INSERT INTO deliveries (callback_id, attempt, at, holder, state)
    SELECT id, attempts, $1::timestamptz, $3::text, 'in-flight' FROM claimed
    RETURNING callback_id
  )
  SELECT * FROM claimed`;

// Records attempt $8 of callback $1 by holder $9, made until $2 (see the header, step 3): $3 the answer was
// 2xx, $4 the backoff list (jsonb array of seconds), $5 http status, $6 response body, $7 error text.
const RECORD = `
  WITH d AS (
    UPDATE deliveries SET state = CASE WHEN $5::integer IS NULL THEN 'no-answer' ELSE 'answered' END,
      http_status = $5::integer, response_body = $6::text, error = $7::text, finished_at = $2::timestamptz
    WHERE callback_id = $1::bigint AND attempt = $8::integer
    RETURNING attempt
  ), cb AS (
    UPDATE callbacks c SET
      status = CASE
        WHEN c.status <> 'pending' THEN c.status
        WHEN $3::boolean THEN 'delivered'
        WHEN c.attempts <> $8::integer THEN c.status
        WHEN $8::integer > jsonb_array_length($4::jsonb) THEN 'failed'
        ELSE 'pending' END,
      next_attempt_at = CASE
        WHEN c.status <> 'pending' THEN c.next_attempt_at
        WHEN $3::boolean THEN NULL
        WHEN c.attempts <> $8::integer THEN c.next_attempt_at
        WHEN $8::integer > jsonb_array_length($4::jsonb) THEN NULL
        ELSE $2::timestamptz + make_interval(secs => ($4::jsonb ->> ($8::integer - 1))::float8) END,
      lease_until = CASE WHEN c.lease_holder = $9::text AND c.attempts = $8::integer THEN NULL ELSE c.lease_until END,
      lease_holder = CASE WHEN c.lease_holder = $9::text AND c.attempts = $8::integer THEN NULL ELSE c.lease_holder END
    WHERE c.id = $1::bigint
    RETURNING c.status, c.attempts, c.next_attempt_at
  )
  SELECT cb.status, cb.attempts, cb.next_attempt_at, (SELECT attempt FROM d) AS attempt FROM cb`;

const RESEND = `
  UPDATE callbacks SET status = 'pending', next_attempt_at = $2::timestamptz
  WHERE id = $1::bigint
  RETURNING *`;

// With `exclusive`: the leases of every other holder are over (none of them can still run).
const RELEASE = `
  UPDATE callbacks SET lease_until = NULL
  WHERE lease_until IS NOT NULL AND lease_holder IS DISTINCT FROM $1::text
  RETURNING id`;

/**
 * @typedef {object} Delivery
 * @property {() => void} start  starts polling (again after stop)
 * @property {(merchantKey?: string) => void} wake  a callback (of this merchant, when given) was queued: claims soon rather than at the next tick
 * @property {() => Promise<void>} stop  stops polling and waits for the attempts in flight
 * @property {(id: number | string | bigint) => Promise<any>} resend  the callback row set pending now, or undefined
 * @property {readonly number[]} BACKOFF  this instance's backoff list in seconds
 * @property {string} holder  this instance's name in leases and deliveries rows
 */

/**
 * @param {object} options
 * @param {import('./store.mjs').Store} options.store
 * @param {{ now(): Date }} options.clock  the sandbox clock
 * @param {(line: string) => void} [options.log]  one line per attempt, and the loop's errors
 * @param {typeof globalThis.fetch} [options.fetch]  sends through this fetch (tests) instead of node:http
 * @param {number} [options.timeoutMs]  per attempt, connect to last byte
 * @param {readonly number[]} [options.backoffSeconds]  delays between attempts; its length + 1 attempts in all
 * @param {number} [options.pollMs]
 * @param {number} [options.slots]  attempts this instance has in flight at most
 * @param {number} [options.perMerchant]  attempts of one merchant in flight at most, across every process
 * @param {number} [options.leaseMs]  how long a claimed attempt is this instance's (default timeoutMs + 30 s)
 * @param {string} [options.holder]  this instance's name (default host:pid:random)
 * @param {boolean} [options.exclusive]  the only delivery instance on this store (PGlite): frees older leases at start
 * @returns {Delivery}
 */
export function createDelivery({
  store,
  clock,
  log = () => {},
  fetch,
  timeoutMs = DELIVERY_DEFAULTS.timeoutMs,
  backoffSeconds = BACKOFF,
  pollMs = DELIVERY_DEFAULTS.pollMs,
  slots = DELIVERY_DEFAULTS.slots,
  perMerchant = DELIVERY_DEFAULTS.perMerchant,
  leaseMs = timeoutMs + DELIVERY_DEFAULTS.leaseMarginMs,
  holder = holderName(),
  exclusive = false,
}) {
  if (!Array.isArray(backoffSeconds) || !backoffSeconds.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0)) {
    throw new TypeError(`callbacks: backoffSeconds must be a list of non-negative numbers of seconds, not ${JSON.stringify(backoffSeconds)}`);
  }
  for (const [name, value] of Object.entries({ slots, perMerchant })) {
    if (!Number.isInteger(value) || value < 1) throw new TypeError(`callbacks: ${name} must be a whole number, 1 or more, not ${JSON.stringify(value)}`);
  }
  for (const [name, value] of Object.entries({ timeoutMs, pollMs })) {
    if (typeof value !== 'number' || !Number.isFinite(value) || value <= 0) throw new TypeError(`callbacks: ${name} must be a positive number of milliseconds, not ${JSON.stringify(value)}`);
  }
  if (typeof leaseMs !== 'number' || !(leaseMs > timeoutMs)) {
    throw new TypeError(`callbacks: leaseMs (${JSON.stringify(leaseMs)}) must be longer than timeoutMs (${timeoutMs}): a lease must outlast its attempt and the time to record it`);
  }
  const backoffJson = JSON.stringify(backoffSeconds);
  const iso = (ms) => new Date(ms).toISOString();

  let running = false;
  let timer;
  /** @type {Promise<void> | undefined} the poll running now */
  let polling;
  let pollAgain = false;
  let wokenAgain = false;
  let timerAt = Infinity;
  let released = !exclusive;
  /** @type {Map<string, Promise<void>>} attempts being sent, by callback id (their slots) */
  const inFlight = new Map();
  /** @type {Map<string, number>} attempts being sent per merchant (merchant_key, else the URL), by this instance */
  const busy = new Map();
  /** @type {Set<Promise<void>>} outcomes being recorded (their slots are free already) */
  const recording = new Set();
  // After a claim that found nothing, a wake() polls no sooner than this (Date.now() ms): with several processes a
  // merchant's share may be taken elsewhere, and wakes come with every state change.
  let quietUntil = 0;
  // Exclusive: the merchants that may have more due than their share let the last claims take (a claim gave them
  // their whole share, or a wake came while it was taken), and whether the last claim was cut by the slots. A
  // finished attempt claims again only then; otherwise nothing waits for its slot (a wake claims a new callback).
  const capped = new Set();
  let slotsFull = false;
  let lastError;
  const merchantOf = (row) => String(row.merchant_key ?? row.url);

  // Logs a loop error once per run of identical messages (a store that is down fails every poll).
  const logError = (what, err) => {
    const line = `callbacks: ${what} failed: ${err?.message ?? err}`;
    if (line !== lastError) {
      lastError = line;
      safeLog(line);
    }
  };
  const safeLog = (line) => {
    try {
      log(line);
    } catch {
      // a logger that throws must not stop the loop
    }
  };

  const schedule = (ms) => {
    clearTimeout(timer);
    timer = undefined;
    timerAt = Infinity;
    if (running) {
      timer = setTimeout(poll, ms);
      timer.unref?.();
      timerAt = Date.now() + ms;
    }
  };

  // One poll: claims what is due (as much as there is room for) and starts those attempts; a poll asked for
  // while one runs (wake, a finished attempt) runs right after it.
  function poll() {
    clearTimeout(timer);
    timer = undefined;
    timerAt = Infinity;
    if (!running) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    // The claims run in claimDue; polling is cleared in a .finally (always a later microtask), so it is never
    // left set by a claim that ended before the assignment below.
    const current = claimDue().finally(() => {
      if (polling === current) polling = undefined;
      // A poll asked for after the last claim's check: now rather than at the next tick; a wake's after the
      // quiet gap of a claim that found nothing.
      if (pollAgain) poll();
      else if (wokenAgain) {
        wokenAgain = false;
        schedule(Math.max(0, quietUntil - Date.now()));
      } else schedule(pollMs);
    });
    polling = current;
  }

  // A state change queued a callback (of `merchant`, when given): claim it soon, unless this merchant's share is
  // all in this instance's attempts (the first of them to end polls), or a claim just found nothing (then after
  // the quiet gap: wakes come with every state change, and a claim costs the database more than a request).
  function wake(merchant) {
    if (!running) return;
    if (merchant != null && (busy.get(String(merchant)) ?? 0) >= perMerchant) {
      capped.add(String(merchant));
      return;
    }
    if (polling) {
      wokenAgain = true;
      return;
    }
    const wait = quietUntil - Date.now();
    if (wait > 0) {
      if (timerAt > Date.now() + wait) schedule(wait);
    } else poll();
  }

  // One claim statement (see the header, step 1): on PostgreSQL in a transaction that first takes the claim
  // lock, so that claims of several processes take turns; on PGlite a background write (store.mjs: after the
  // requests' writes, in order with this instance's records).
  function claim(params) {
    if (store.kind !== 'postgres') return store.write(CLAIM, params, { background: true });
    return store.transaction(async (tx) => {
      await tx.query('SELECT pg_advisory_xact_lock($1)', [claimLock]);
      return tx.query(CLAIM, params);
    }, 'claiming callbacks');
  }

  // Claims until nothing more is due or there is no room, starting an attempt per claimed row; never rejects.
  async function claimDue() {
    let full = false;
    try {
      if (!released) {
        await store.write(RELEASE, [holder]);
        released = true;
      }
      do {
        pollAgain = false;
        const room = slots - inFlight.size;
        if (room <= 0) break; // a finished attempt polls again
        const now = clock.now().getTime();
        // Exclusive: every attempt in flight is this instance's, so the claim need not count the leases.
        const before = new Map(busy);
        const mine = exclusive ? JSON.stringify(Object.fromEntries(before)) : null;
        const { rows } = await claim([iso(now), leaseMs / 1000, holder, perMerchant, room, `{${[...inFlight.keys()].join(',')}}`, mine]);
        lastError = undefined;
        if (!rows.length) quietUntil = Date.now() + Math.min(pollMs, WAKE_GAP_MS);
        for (const row of rows) launch(row);
        // Claim again at once only when this claim filled the room (more may be due).
        full = rows.length === room;
        slotsFull = full;
        if (exclusive) {
          // A merchant that got its whole share (as the claim counted it) may have more due; one that got less has
          // nothing more due, unless the slots cut the claim. Attempts that ended while the claim ran freed shares
          // without a claim after them (the merchant was not known to wait): claim again now if one has room.
          const got = new Map();
          for (const row of rows) got.set(merchantOf(row), (got.get(merchantOf(row)) ?? 0) + 1);
          for (const m of new Set([...capped, ...got.keys(), ...before.keys()])) {
            if ((got.get(m) ?? 0) >= perMerchant - (before.get(m) ?? 0)) {
              capped.add(m);
              if ((busy.get(m) ?? 0) < perMerchant) pollAgain = true;
            } else if (!full) capped.delete(m);
          }
        }
      } while (running && (pollAgain || full));
    } catch (err) {
      if (running) logError('claiming due callbacks', err);
    }
  }

  // Sends one claimed attempt in a slot; the slot (and the merchant's share) is free once the outcome is handed
  // to the store, and a poll claims what waits for it: on PGlite that claim runs after the record (one lane, in
  // order), so it sees the outcome; on PostgreSQL a claim that runs first sees the lease still held and skips it.
  function launch(row) {
    const id = String(row.id);
    const merchant = merchantOf(row);
    busy.set(merchant, (busy.get(merchant) ?? 0) + 1);
    let freed = false;
    const free = () => {
      if (freed) return;
      freed = true;
      inFlight.delete(id);
      const n = busy.get(merchant) - 1;
      if (n > 0) busy.set(merchant, n);
      else busy.delete(merchant);
      if (running && (!exclusive || slotsFull || capped.has(merchant))) poll();
    };
    const done = attempt(row, free)
      .catch((err) => logError(`delivering callback ${row.id}`, err))
      .finally(free);
    inFlight.set(id, done);
  }

  // One attempt: send, then record (calls `free` once the record is queued); rejects only when the clock throws
  // (launch logs that).
  async function attempt(row, free) {
    const id = String(row.id);
    const n = Number(row.attempts);
    const shown = showUrl(row.url);
    const outcome = await send(row, n);
    const at = iso(clock.now().getTime());
    const ok = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
    const recorded = store.write(RECORD, [id, at, ok, backoffJson, outcome.status ?? null, outcome.body ?? null, outcome.error ?? null, n, holder], { background: true }).then(
      ({ rows }) => rows[0],
      (err) => logError(`recording callback ${id}'s attempt ${n}`, err),
    );
    const logged = recorded.then((row0) => {
      try {
        const result = outcome.status !== undefined ? String(outcome.status) : `error: ${outcome.error}`;
        let tail = row0 ? `attempt ${n}` : `attempt ${n} not recorded`;
        if (row0?.status === 'pending' && row0.attempts === n) tail += `, next at ${new Date(row0.next_attempt_at).toISOString()}`;
        else if (row0?.status === 'failed' && !ok) tail += ', failed: no retries left';
        safeLog(`callback ${id} ${row.webhook ?? '-'} -> ${shown} ${result} (${tail})`);
      } catch (err) {
        logError(`delivering callback ${id}`, err);
      }
    });
    recording.add(logged);
    logged.finally(() => recording.delete(logged));
    free();
  }

  // POSTs the stored body: { status, body } for an answer, { error } for none.
  async function send(row, n) {
    let url;
    try {
      url = new URL(row.url);
    } catch {
      return { error: `invalid URL ${JSON.stringify(clip(String(row.url)))}` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `unsupported URL scheme ${url.protocol} (http and https only)` };
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', 'user-agent': USER_AGENT, [DELIVERY_ID_HEADER]: String(row.delivery_id), [DELIVERY_ATTEMPT_HEADER]: String(n) };
    if (row.signature != null) headers[SIGNATURE_HEADER] = String(row.signature);
    if (!fetch) return post(url, headers, row.body, timeoutMs);
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      const res = await fetch(url, { method: 'POST', headers, body: row.body, redirect: 'manual', signal });
      let body;
      try {
        body = await readClipped(res);
      } catch (err) {
        // The status stands; the body was cut off (timeout, reset).
        body = `(response body not read: ${errorText(err, timeoutMs)})`;
      }
      return { status: res.status, body: clean(clip(body)) };
    } catch (err) {
      return { error: clean(clip(errorText(err, timeoutMs))) };
    }
  }

  return {
    BACKOFF: backoffSeconds,
    holder,
    start() {
      if (running) return;
      running = true;
      lastError = undefined;
      poll();
    },
    wake,
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      // A poll may start attempts before it ends: wait for it first, then for every attempt in flight and the
      // records of their outcomes.
      while (polling || inFlight.size || recording.size) {
        await polling;
        await Promise.all(inFlight.values());
        await Promise.all(recording);
      }
    },
    async resend(id) {
      if (!/^\d{1,19}$/.test(String(id))) return undefined;
      const { rows } = await store.write(RESEND, [String(id), iso(clock.now().getTime())]);
      if (rows[0]) poll();
      return rows[0];
    },
  };
}

// Kept-alive connections to the receivers (a merchant's callbacks reuse them).
const agents = { 'http:': new http.Agent({ keepAlive: true }), 'https:': new https.Agent({ keepAlive: true }) };

/**
 * POSTs `body` to `url` with node:http(s), as send() does with fetch (no redirect followed; `timeoutMs` bounds the
 * whole exchange, body included; at most maxBodyBytes of the answer read): { status, body } or { error }. About a
 * fifth of fetch's CPU time per callback (64-97 µs against 320-410 µs per POST to a loopback receiver, on the
 * two-core machine), on the sandbox's HTTP thread, which also answers the requests.
 */
function post(url, headers, body, timeoutMs) {
  return new Promise((resolve) => {
    const payload = Buffer.from(body, 'utf8');
    let status;
    let done = false;
    const chunks = [];
    let size = 0;
    const text = () => new TextDecoder().decode(Buffer.concat(chunks).subarray(0, maxBodyBytes));
    const finish = (outcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      resolve(outcome.error === undefined ? { status: outcome.status, body: clean(clip(outcome.body)) } : { error: clean(clip(outcome.error)) });
    };
    // After the status line, a failure cuts the body off and the status stands (as send() does).
    const failed = (err) => finish(status === undefined ? { error: errorText(err, timeoutMs) } : { status, body: `(response body not read: ${errorText(err, timeoutMs)})` });
    const req = (url.protocol === 'https:' ? https : http).request(url, { method: 'POST', headers: { ...headers, 'content-length': String(payload.length) }, agent: agents[url.protocol] });
    const timer = setTimeout(() => {
      failed(Object.assign(new Error('timeout'), { name: 'TimeoutError' }));
      req.destroy();
    }, timeoutMs);
    req.on('error', failed);
    req.on('response', (res) => {
      status = res.statusCode;
      res.on('data', (chunk) => {
        chunks.push(chunk);
        size += chunk.length;
        if (size >= maxBodyBytes) {
          // The rest is dropped with the connection.
          finish({ status, body: text() });
          res.destroy();
        }
      });
      res.on('end', () => finish({ status, body: text() }));
      res.on('error', failed);
      res.on('close', () => failed(new Error('the connection closed before the end of the answer')));
    });
    req.end(payload);
  });
}

// Reads at most maxBodyBytes of the answer as UTF-8 text and drops the rest.
async function readClipped(res) {
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks = [];
  let size = 0;
  try {
    while (size < maxBodyBytes) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      size += value.byteLength;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
  const bytes = Buffer.concat(chunks).subarray(0, maxBodyBytes);
  return new TextDecoder().decode(bytes);
}

// The first RESPONSE_CLIP characters, without a lone high surrogate at the cut.
function clip(text) {
  if (text.length <= RESPONSE_CLIP) return text;
  const cut = text.slice(0, RESPONSE_CLIP);
  return /[\uD800-\uDBFF]$/.test(cut) ? cut.slice(0, -1) : cut;
}

// PostgreSQL text cannot hold NUL: a receiver's answer may.
const clean = (text) => text.replaceAll('\0', '\uFFFD');

// What went wrong, in words: fetch's "fetch failed" says nothing, its cause (ECONNREFUSED...) does.
function errorText(err, timeoutMs) {
  if (err?.name === 'TimeoutError') return `timeout after ${timeoutMs} ms`;
  const cause = err?.cause;
  const detail = cause?.message ?? cause?.code;
  const message = err?.message ?? String(err);
  return detail ? `${message}: ${detail}` : message;
}

// The URL as logged: a password in it is masked.
function showUrl(raw) {
  try {
    const url = new URL(raw);
    if (url.password) url.password = '***';
    return url.href;
  } catch {
    return String(raw);
  }
}
