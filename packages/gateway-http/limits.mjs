// What the mock and the sandbox refuse to read, and how long they wait for a client (issue 26): a body whose
// shape alone would cost a server more than any request of the contract needs is answered with the
// operation's 400 'Request data is invalid.' before anything validates it (Prism, ajv), and never reaches the
// engine or the store. The contract's own bodies are far inside these limits (a few dozen members, nesting of
// a few levels).
//   formMembers  members (name=value pairs, counted by their & separators) of a form body
//   jsonDepth    nesting of objects and arrays in a JSON body (the body itself is level 1)
//   jsonValues   members and array items of a JSON body, all levels together
export const LIMITS = Object.freeze({ formMembers: 1000, jsonDepth: 32, jsonValues: 10_000 });

// The servers' waits (milliseconds), each overridable per server (createMockServer's and createSandbox's
// `timeouts` option):
//   headersMs   the request line and headers must arrive within this (Node's headersTimeout)
//   requestMs   the whole request must arrive within this (Node's requestTimeout): a body sent slowly
//   bodyIdleMs  a body that sends nothing for this long is not waited for (readBody in http.mjs)
//   graceMs     on close, requests in flight get this long to finish before every connection is cut
//   checkMs     how often Node checks the two timeouts above (its connectionsCheckingInterval)
export const TIMEOUTS = Object.freeze({ headersMs: 10_000, requestMs: 30_000, bodyIdleMs: 5_000, graceMs: 1_000, checkMs: 1_000 });

/** Whether a form body has more than `limit` members, counted by its & separators without decoding it. */
export function formMembersOver(raw, limit = LIMITS.formMembers) {
  let members = 1;
  for (let i = raw.indexOf('&'); i !== -1; i = raw.indexOf('&', i + 1)) if (++members > limit) return true;
  return false;
}

/**
 * What makes a decoded body (a parsed JSON value, or a decoded form's fields) unreadable, or undefined: nested
 * deeper than LIMITS.jsonDepth, more than LIMITS.jsonValues members and items, or, with `nul`, a NUL character
 * in a member name or a string (PostgreSQL text cannot hold one). Walks the value with its own stack, so no
 * nesting overflows it.
 */
export function bodyProblem(value, { nul = false } = {}) {
  const stack = [value, 1];
  let values = 0;
  while (stack.length) {
    const depth = stack.pop();
    const v = stack.pop();
    if (typeof v === 'string') {
      if (nul && v.includes('\0')) return 'a NUL character cannot be stored';
      continue;
    }
    if (v === null || typeof v !== 'object') continue;
    if (depth > LIMITS.jsonDepth) return `nested deeper than ${LIMITS.jsonDepth} levels`;
    if (Array.isArray(v)) {
      values += v.length;
      if (values > LIMITS.jsonValues) return `more than ${LIMITS.jsonValues} members and items`;
      for (let i = 0; i < v.length; i++) stack.push(v[i], depth + 1);
      continue;
    }
    for (const k in v) {
      if (++values > LIMITS.jsonValues) return `more than ${LIMITS.jsonValues} members and items`;
      if (nul && k.includes('\0')) return 'a NUL character cannot be stored';
      stack.push(v[k], depth + 1);
    }
  }
  return undefined;
}

/** The server options of node:http's createServer for these timeouts (`timeouts` overrides TIMEOUTS). */
export function serverOptions(timeouts = TIMEOUTS) {
  return { headersTimeout: timeouts.headersMs, requestTimeout: timeouts.requestMs, connectionsCheckingInterval: timeouts.checkMs };
}

/**
 * Closes HTTP servers within about `graceMs`: they stop accepting, idle keep-alive connections are closed at
 * once, requests in flight (`inFlight`, a Set of the handlers' promises) get `graceMs` to finish, then every
 * connection is cut (a client that sends half a body and waits holds nothing up), and the handlers still
 * running (each ends quickly once its socket is gone) are waited for, so the caller may close a store after.
 */
export async function closeServers(servers, inFlight, graceMs = TIMEOUTS.graceMs) {
  const closed = Promise.all(servers.map((s) => new Promise((resolve) => s.close(() => resolve()))));
  for (const s of servers) s.closeIdleConnections();
  let timer;
  const grace = new Promise((resolve) => (timer = setTimeout(resolve, graceMs)));
  await Promise.race([Promise.allSettled([...inFlight]), grace]);
  clearTimeout(timer);
  for (const s of servers) s.closeAllConnections();
  await Promise.allSettled([...inFlight]);
  await closed;
}
