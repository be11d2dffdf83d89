// One Hosted Fields input (card, expiry or cvv), in its frame at {checkout_url}/sdk/frame?field=...&token=...&
// origin=<the merchant page's origin>&placeholder=...&style=<JSON>. Served as /sdk/frame.mjs.
// It checks what the payer types with the sandbox's own card checks (/sdk/card-checks.mjs, the server's
// test-cards.mjs): Luhn for the card number, an expiry not in the past, a CVV as long as the brand's.
// To the merchant page (window.parent, and only at its origin) it posts events, never the value: ready, input
// { valid, brand (card) }, focus, blur, stored, result { result, message }. It accepts messages only from its
// parent at that origin: collect (send the value to the sandbox: POST /sdk/fields), submit (card frame: POST
// /sdk/submit, which checks the three values together and saves the card against the session token), brand
// (cvv frame: the card's brand, for the CVV's length).
import { brandOf, cvvValid, expiryValid, luhnValid } from '/sdk/card-checks.mjs';

const params = new URLSearchParams(location.search);
const field = params.get('field');
const token = params.get('token');
const parentOrigin = params.get('origin');
const input = document.querySelector('input');
let brand = null;

const post = (message) => window.parent.postMessage({ ...message, field }, parentOrigin);

function valid() {
  const value = input.value;
  if (field === 'card') return luhnValid(value);
  if (field === 'expiry') return expiryValid(value.replace(/\s+/g, ''));
  return cvvValid(value, brand);
}

function changed() {
  const ok = valid();
  input.classList.toggle('invalid', input.value !== '' && !ok);
  input.setAttribute('aria-invalid', String(input.value !== '' && !ok));
  post({ type: 'input', valid: ok, ...(field === 'card' ? { brand: brandOf(input.value) } : {}) });
}

// An expiry is typed MMYY; the slash is put in as the payer types.
if (field === 'expiry') {
  input.addEventListener('input', () => {
    const digits = input.value.replace(/\D/g, '').slice(0, 6);
    const next = digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
    if (next !== input.value && !input.value.endsWith('/')) input.value = next;
  });
}
input.addEventListener('input', changed);
input.addEventListener('focus', () => post({ type: 'focus' }));
input.addEventListener('blur', () => post({ type: 'blur' }));

async function call(path, body) {
  try {
    const r = await fetch(path, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), credentials: 'omit' });
    return await r.json();
  } catch (err) {
    return { result: 'undefined', message: `the sandbox did not answer (${err.message})` };
  }
}

window.addEventListener('message', async (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const m = event.data;
  if (!m || typeof m !== 'object') return;
  if (m.type === 'brand' && field === 'cvv') {
    brand = typeof m.brand === 'string' ? m.brand : null;
    if (input.value !== '') changed();
  } else if (m.type === 'collect') {
    const answer = await call('/sdk/fields', { token, field, value: input.value });
    post({ type: 'stored', ok: answer.ok === true });
  } else if (m.type === 'submit' && field === 'card') {
    const answer = await call('/sdk/submit', { token });
    post({ type: 'result', result: answer.result === 'success' ? 'success' : 'undefined', message: String(answer.message ?? '') });
  }
});

post({ type: 'ready' });
