// Callback delivery: sends the rows of the `callbacks` table (written by the engine, status 'pending',
// attempts 0, next_attempt_at = the sandbox clock's now, body = the exact JSON text to send) to the merchant's
// URL, records every attempt in `deliveries`, and retries on a backoff until a 2xx answer or the list runs out.
//
//   const delivery = createDelivery({ store, clock, log });
//   delivery.start();                 // poll every pollMs; the engine calls delivery.wake() after enqueuing
//   await delivery.resend(id);        // the admin "send again": pending now, attempt numbering continues
//   await delivery.stop();            // no more polls; waits for the attempts in flight
//
// Everything is in the database, so a restart (or another sandbox process on the same PostgreSQL database)
// picks up where this one stopped. Time is the sandbox clock's (`clock.now()`, which the admin may move
// ahead), never the database's now(): a retry 64 s away is sent once the sandbox clock passes it.
//
// One attempt of one callback:
//   1. claim: one statement (store.write) takes up to `batch` due rows (pending, next_attempt_at <= now)
//      FOR UPDATE SKIP LOCKED and moves their next_attempt_at to now + lease, so no other poller (another
//      delivery instance, another process) sees them as due while the attempt runs. Two concurrent claims on
//      PostgreSQL: the second skips the rows the first has locked, and a row the first has already committed
//      is re-checked against the WHERE clause (READ COMMITTED) and no longer due. On PGlite every write runs
//      through one queue (group commit in one transaction), so a later claim sees the earlier one's lease.
//      If this process dies mid-attempt, the row becomes due again when the lease runs out.
//   2. send: POST the stored body text as is, content-type application/json, user-agent
//      payment-gateway-sandbox, x-sandbox-signature when the row has a signature; http(s) URLs only; redirects
//      are not followed (a 3xx is a failed attempt, as any non-2xx); AbortSignal.timeout(timeoutMs) bounds the
//      whole exchange, body included. At most maxBodyBytes of the answer are read.
//   3. record: one statement (a data-modifying CTE) increments attempts, sets the outcome (2xx -> delivered;
//      else pending again at now + backoffSeconds[attempts before this one], or failed when the list is
//      exhausted) and inserts the deliveries row numbered with the new attempts value, so attempt numbers
//      stay unique (1, 2, ...) even when a resend or a lease lost to a clock jump let two attempts of one
//      callback overlap: both are recorded, and an attempt never moves a callback that is no longer pending.
//      The backoff list goes in as a jsonb parameter, indexed by the row's own attempts column.
//
// The loop never throws: a failed claim or record is logged (the same message once in a row) and the next
// poll goes on; stop() waits for the poll and the attempts in flight, so the store can be closed after it.
// A resend of a callback whose attempt is in flight in this instance is absorbed by that attempt (its
// outcome is what the callback ends with).

/** The default retry delays in seconds: attempt n + 1 is sent BACKOFF[n - 1] s after attempt n failed; 9 attempts in all. */
export const BACKOFF = Object.freeze([1, 2, 4, 8, 16, 32, 64, 128]);

const USER_AGENT = 'payment-gateway-sandbox';
const SIGNATURE_HEADER = 'x-sandbox-signature';
/** deliveries.response_body keeps this many characters of the answer. */
export const RESPONSE_CLIP = 2000;
// Bytes of the answer read before the rest is discarded (enough for RESPONSE_CLIP characters of UTF-8).
const maxBodyBytes = 4 * RESPONSE_CLIP;
// The lease beyond the timeout: time to record the attempt before the row is due again for someone else.
const leaseMarginMs = 30_000;
// Rows taken by one claim; also the most attempts one instance has in flight at once.
const batch = 16;

// Takes up to $3 due callbacks and leases them until $2 (see the header, step 1).
const CLAIM = `
  WITH due AS (
    SELECT id FROM callbacks
    WHERE status = 'pending' AND next_attempt_at <= $1::timestamptz
    ORDER BY id
    LIMIT $3
    FOR UPDATE SKIP LOCKED
  )
  UPDATE callbacks c SET next_attempt_at = $2::timestamptz
  FROM due WHERE c.id = due.id
  RETURNING c.*`;

// Records one attempt of callback $1 made at $2 (see the header, step 3): $3 the answer was 2xx, $4 the backoff
// list (jsonb array of seconds), $5 http status, $6 response body, $7 error text.
const RECORD = `
  WITH cb AS (
    UPDATE callbacks c SET
      attempts = c.attempts + 1,
      status = CASE
        WHEN c.status <> 'pending' THEN c.status
        WHEN $3::boolean THEN 'delivered'
        WHEN c.attempts >= jsonb_array_length($4::jsonb) THEN 'failed'
        ELSE 'pending' END,
      next_attempt_at = CASE
        WHEN c.status <> 'pending' THEN c.next_attempt_at
        WHEN $3::boolean OR c.attempts >= jsonb_array_length($4::jsonb) THEN NULL
        ELSE $2::timestamptz + make_interval(secs => ($4::jsonb ->> c.attempts)::float8) END
    WHERE c.id = $1::bigint
    RETURNING c.id, c.status, c.attempts, c.next_attempt_at
  ), d AS (
    INSERT INTO deliveries (callback_id, attempt, at, http_status, response_body, error)
    SELECT id, attempts, $2::timestamptz, $5::integer, $6::text, $7::text FROM cb
    RETURNING attempt
  )
  SELECT cb.status, cb.attempts, cb.next_attempt_at, d.attempt FROM cb, d`;

const RESEND = `
  UPDATE callbacks SET status = 'pending', next_attempt_at = $2::timestamptz
  WHERE id = $1::bigint
  RETURNING *`;

/**
 * @typedef {object} Delivery
 * @property {() => void} start  starts polling (again after stop)
 * @property {() => void} wake  polls now rather than at the next tick
 * @property {() => Promise<void>} stop  stops polling and waits for the attempts in flight
 * @property {(id: number | string | bigint) => Promise<any>} resend  the callback row set pending now, or undefined
 * @property {readonly number[]} BACKOFF  this instance's backoff list in seconds
 */

/**
 * @param {object} options
 * @param {import('./store.mjs').Store & { write: (sql: string, params?: unknown[]) => Promise<{ rows: any[] }> }} options.store
 * @param {{ now(): Date }} options.clock  the sandbox clock
 * @param {(line: string) => void} [options.log]  one line per attempt, and the loop's errors
 * @param {typeof globalThis.fetch} [options.fetch]
 * @param {number} [options.timeoutMs]  per attempt, connect to last byte
 * @param {readonly number[]} [options.backoffSeconds]  delays between attempts; its length + 1 attempts in all
 * @param {number} [options.pollMs]
 * @returns {Delivery}
 */
export function createDelivery({ store, clock, log = () => {}, fetch = globalThis.fetch, timeoutMs = 5000, backoffSeconds = BACKOFF, pollMs = 250 }) {
  if (!Array.isArray(backoffSeconds) || !backoffSeconds.every((s) => typeof s === 'number' && Number.isFinite(s) && s >= 0)) {
    throw new TypeError(`callbacks: backoffSeconds must be a list of non-negative numbers of seconds, not ${JSON.stringify(backoffSeconds)}`);
  }
  const backoffJson = JSON.stringify(backoffSeconds);
  const leaseMs = timeoutMs + leaseMarginMs;
  const iso = (ms) => new Date(ms).toISOString();

  let running = false;
  let timer;
  /** @type {Promise<void> | undefined} the poll running now */
  let polling;
  let pollAgain = false;
  /** @type {Map<string, Promise<void>>} attempts in flight, by callback id */
  const inFlight = new Map();
  let lastError;

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
    if (running) {
      timer = setTimeout(poll, ms);
      timer.unref?.();
    }
  };

  // One poll: claims what is due (as much as there is room for) and starts those attempts; a poll asked for
  // while one runs (wake, a finished attempt) runs right after it.
  function poll() {
    clearTimeout(timer);
    timer = undefined;
    if (!running) return;
    if (polling) {
      pollAgain = true;
      return;
    }
    // The claims run in claimDue; polling is cleared in a .finally (always a later microtask), so it is never
    // left set by a claim that ended before the assignment below.
    const current = claimDue().finally(() => {
      if (polling === current) polling = undefined;
      // A wake that came after the last claim's check: poll again now rather than at the next tick.
      if (pollAgain) poll();
      else schedule(pollMs);
    });
    polling = current;
  }

  // Claims until nothing more is due or there is no room, starting an attempt per claimed row; never rejects.
  async function claimDue() {
    let full = false;
    try {
      do {
        pollAgain = false;
        const room = batch - inFlight.size;
        if (room <= 0) break; // a finished attempt polls again
        const now = clock.now().getTime();
        const { rows } = await store.write(CLAIM, [iso(now), iso(now + leaseMs), room]);
        lastError = undefined;
        let started = 0;
        for (const row of rows) {
          const id = String(row.id);
          // Leased again while this instance's attempt still runs (a resend, or the clock jumped past the
          // lease): that attempt's outcome stands; the claim's lease is overwritten when it is recorded.
          if (inFlight.has(id)) continue;
          const done = deliver(row).finally(() => {
            inFlight.delete(id);
            // This instance was full: there is room for another claim now.
            if (running && inFlight.size === batch - 1) poll();
          });
          inFlight.set(id, done);
          started++;
        }
        // Claim again at once only when this claim filled the room with new attempts (more may be due);
        // rows skipped above are no reason to: they are this instance's own attempts, leased again.
        full = started === room;
      } while (running && (pollAgain || full));
    } catch (err) {
      if (running) logError('claiming due callbacks', err);
    }
  }

  // One attempt: send, then record; never rejects (a clock or logger that throws is logged too).
  async function deliver(row) {
    try {
      await attempt(row);
    } catch (err) {
      logError(`delivering callback ${row.id}`, err);
    }
  }

  async function attempt(row) {
    const id = String(row.id);
    const shown = showUrl(row.url);
    const outcome = await send(row);
    const at = iso(clock.now().getTime());
    const ok = outcome.status !== undefined && outcome.status >= 200 && outcome.status < 300;
    let recorded;
    try {
      const { rows } = await store.write(RECORD, [id, at, ok, backoffJson, outcome.status ?? null, outcome.body ?? null, outcome.error ?? null]);
      recorded = rows[0];
    } catch (err) {
      logError(`recording callback ${id}'s attempt`, err);
    }
    const result = outcome.status !== undefined ? String(outcome.status) : `error: ${outcome.error}`;
    let tail = recorded ? `attempt ${recorded.attempt}` : 'attempt not recorded';
    if (recorded?.status === 'pending') tail += `, next at ${new Date(recorded.next_attempt_at).toISOString()}`;
    else if (recorded?.status === 'failed' && !ok) tail += ', failed: no retries left';
    safeLog(`callback ${id} ${row.webhook ?? '-'} -> ${shown} ${result} (${tail})`);
  }

  // POSTs the stored body: { status, body } for an answer, { error } for none.
  async function send(row) {
    let url;
    try {
      url = new URL(row.url);
    } catch {
      return { error: `invalid URL ${JSON.stringify(clip(String(row.url)))}` };
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return { error: `unsupported URL scheme ${url.protocol} (http and https only)` };
    /** @type {Record<string, string>} */
    const headers = { 'content-type': 'application/json', 'user-agent': USER_AGENT };
    if (row.signature != null) headers[SIGNATURE_HEADER] = String(row.signature);
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
    start() {
      if (running) return;
      running = true;
      lastError = undefined;
      poll();
    },
    wake() {
      poll();
    },
    async stop() {
      running = false;
      clearTimeout(timer);
      timer = undefined;
      // A poll may start attempts before it ends: wait for it first, then for every attempt in flight.
      while (polling || inFlight.size) {
        await polling;
        await Promise.all(inFlight.values());
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
