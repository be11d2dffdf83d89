// The sandbox's HTML pages: the hosted payment page of a Checkout session, the 3-D Secure challenge, the result
// page shown when there is no merchant URL to go to, and the POST redirect. Pure functions returning complete
// documents: no external assets, fonts or network (a Content-Security-Policy says so to the browser), inline
// CSS, no script except in redirectPage; every value written through escapeHtml. Readable from 390 px wide
// (phones) to desktop widths: nothing is wider than the viewport (long unbroken text wraps).
//
//   payerPage({ session, cards?, action, cancelAction, outcomes?, error?, values? })
//   challengePage({ session, action })
//   resultPage({ title, message?, details? })
//   redirectPage({ url, params? })
//
// The payer page's form fields are PAYER_FIELDS (card_number, expiry, cvv, cardholder); the test card buttons
// post the same fields. The challenge form posts `challenge=pass|fail`. Elements browser tests use carry
// data-testid: card-number, expiry, cvv, cardholder, pay, cancel, test-card-<outcome>, outcome-<outcome>,
// pay-error, order-number, order-amount, order-description, challenge-pass, challenge-fail, result-title, continue.
// What the pages offer (test cards, outcomes) is the sandbox's choice, not the gateway's contract.
import crypto from 'node:crypto';
import { OUTCOMES, TEST_CARDS } from './test-cards.mjs';

/** The names of the payer page's form fields, as the server reads them from the urlencoded body. */
export const PAYER_FIELDS = Object.freeze({ number: 'card_number', expiry: 'expiry', cvv: 'cvv', name: 'cardholder' });
/** The cardholder name the test card buttons send. */
export const TEST_CARDHOLDER = 'Sandbox Tester';

const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;', '`': '&#96;' };

/** Text safe in HTML content and in quoted attribute values; null and undefined give ''. */
export function escapeHtml(value) {
  if (value === null || value === undefined) return '';
  return String(value).replace(/[&<>"'`]/g, (c) => ESCAPES[c]);
}

const h = escapeHtml;

/** `action` with `name=value` added to its query. */
function withQuery(action, name, value) {
  const s = String(action ?? '');
  const hash = s.indexOf('#');
  const [base, frag] = hash === -1 ? [s, ''] : [s.slice(0, hash), s.slice(hash)];
  return `${base}${base.includes('?') ? '&' : '?'}${encodeURIComponent(name)}=${encodeURIComponent(value)}${frag}`;
}

const CSS = `
*,*::before,*::after{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;text-size-adjust:100%}
body{margin:0;background:#f3f4f6;color:#111827;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,Arial,sans-serif;overflow-wrap:anywhere}
main{max-width:960px;margin:0 auto;padding:16px}
.banner{background:#fef3c7;color:#78350f;border:1px solid #f59e0b;border-radius:8px;padding:8px 12px;margin-bottom:16px;font-size:14px}
.grid{display:grid;gap:16px;grid-template-columns:minmax(0,1fr)}
@media (min-width:800px){.grid{grid-template-columns:minmax(0,3fr) minmax(0,2fr)}}
.panel{background:#fff;border:1px solid #e5e7eb;border-radius:10px;padding:16px;min-width:0}
h1{font-size:22px;margin:0 0 12px}
h2{font-size:18px;margin:0 0 12px}
h3{font-size:15px;margin:16px 0 8px;color:#374151}
dl{display:grid;grid-template-columns:max-content minmax(0,1fr);gap:4px 12px;margin:0 0 16px}
dt{color:#6b7280}
dd{margin:0;min-width:0}
.amount{font-size:20px;font-weight:600}
label{display:block;font-size:14px;color:#374151;margin:12px 0 4px}
input{display:block;width:100%;max-width:100%;font:inherit;padding:10px 12px;border:1px solid #9ca3af;border-radius:6px;background:#fff;color:inherit}
input:focus,button:focus{outline:3px solid #93c5fd;outline-offset:1px}
.row{display:grid;grid-template-columns:minmax(0,1fr) minmax(0,1fr);gap:12px}
.actions{display:flex;flex-wrap:wrap;gap:12px;margin-top:16px}
button{font:inherit;border-radius:6px;padding:10px 16px;cursor:pointer;border:1px solid transparent;max-width:100%}
.primary{background:#1d4ed8;color:#fff}
.primary:hover{background:#1e40af}
.secondary{background:#fff;color:#111827;border-color:#9ca3af}
.danger{background:#b91c1c;color:#fff}
form.inline{margin:0}
ul.cards{list-style:none;margin:0;padding:0;display:grid;gap:8px}
ul.cards li{border:1px solid #e5e7eb;border-radius:8px;padding:10px;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px}
.card-info{min-width:0;flex:1 1 180px}
.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;font-size:14px}
.muted{color:#6b7280;font-size:14px}
.error{background:#fee2e2;color:#7f1d1d;border:1px solid #f87171;border-radius:6px;padding:8px 12px}
table{border-collapse:collapse;width:100%;table-layout:fixed}
th,td{text-align:left;vertical-align:top;padding:6px 8px;border-bottom:1px solid #e5e7eb;overflow-wrap:anywhere}
th{width:38%;color:#374151;font-weight:600;font-size:14px;overflow-wrap:break-word}
pre{white-space:pre-wrap;margin:0;font:inherit}
`;

/** The document around a page's body. `scriptHash` allows the one inline script of redirectPage. */
function documentOf(title, body, { scriptHash } = {}) {
  const csp = ["default-src 'none'", "style-src 'unsafe-inline'", "img-src data:", "base-uri 'none'", `script-src ${scriptHash ? `'${scriptHash}'` : "'none'"}`].join('; ');
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="${h(csp)}">
<meta name="referrer" content="no-referrer">
<title>${h(title)}</title>
<style>${CSS}</style>
</head>
<body>
<main>
<div class="banner" role="note">Payment gateway sandbox: test payments only, no real card is charged.</div>
${body}
</main>
</body>
</html>
`;
}

/** The order summary of a session (session.order: number, amount, currency, description). */
function orderSummary(session) {
  const order = session?.order ?? {};
  return `<dl>
<dt>Order</dt><dd data-testid="order-number">${h(order.number)}</dd>
<dt>Amount</dt><dd class="amount" data-testid="order-amount">${h(order.amount)} ${h(order.currency)}</dd>
<dt>Description</dt><dd data-testid="order-description">${h(order.description)}</dd>
</dl>`;
}

/** Hidden inputs carrying a test card's fields. */
const cardFields = (c) =>
  [
    [PAYER_FIELDS.number, c.number],
    [PAYER_FIELDS.expiry, c.expiry],
    [PAYER_FIELDS.cvv, c.cvv],
    [PAYER_FIELDS.name, TEST_CARDHOLDER],
  ]
    .map(([name, value]) => `<input type="hidden" name="${h(name)}" value="${h(value)}">`)
    .join('');

/** The test cards grouped by outcome (in order of first appearance), each with a one-click pay button. */
function testCardList(cards, action) {
  const groups = new Map();
  for (const c of cards) {
    if (!groups.has(c.outcome)) groups.set(c.outcome, []);
    groups.get(c.outcome).push(c);
  }
  const sections = [...groups].map(([outcome, list]) => {
    const items = list
      .map(
        (c, i) => `<li>
<div class="card-info"><div><strong>${h(c.label)}</strong></div><div class="mono" data-testid="test-card-number-${h(outcome)}${i ? `-${i + 1}` : ''}">${h(c.number)}</div><div class="muted">exp ${h(c.expiry)}, cvv ${h(c.cvv)}. ${h(c.description)}</div></div>
<form class="inline" method="post" action="${h(action)}">${cardFields(c)}<button type="submit" class="secondary" data-testid="test-card-${h(outcome)}${i ? `-${i + 1}` : ''}">Pay with this card</button></form>
</li>`,
      )
      .join('\n');
    return `<section aria-label="${h(list[0].label)}"><h3>${h(outcome)}</h3><ul class="cards">\n${items}\n</ul></section>`;
  });
  return sections.join('\n');
}

/** Buttons completing the session headlessly with ?outcome= (the outcomes that need no card). */
function outcomeButtons(outcomes, action) {
  const entries = Object.entries(outcomes ?? {});
  if (entries.length === 0) return '';
  const items = entries
    .map(
      ([outcome, description]) => `<li>
<div class="card-info"><div class="mono"><strong>outcome=${h(outcome)}</strong></div><div class="muted">${h(description)}</div></div>
<form class="inline" method="post" action="${h(withQuery(action, 'outcome', outcome))}"><button type="submit" class="secondary" data-testid="outcome-${h(outcome)}">Simulate</button></form>
</li>`,
    )
    .join('\n');
  return `<h2 style="margin-top:24px">Outcomes without a card</h2>
<p class="muted">What a headless test gets with <span class="mono">POST ${h(String(action ?? '').split('#')[0])}${String(action ?? '').includes('?') ? '&amp;' : '?'}outcome=&lt;outcome&gt;</span>.</p>
<ul class="cards">\n${items}\n</ul>`;
}

/**
 * The hosted payment page of a Checkout session: the order, a card form posting to `action`, a Cancel button
 * posting to `cancelAction`, and the test cards grouped by outcome, each a one-click button posting its card.
 * @param {{ session: { order?: { number?: string, amount?: string, currency?: string, description?: string } },
 *   cards?: ReadonlyArray<{ outcome: string, number: string, expiry: string, cvv: string, label: string, description: string }>,
 *   action: string, cancelAction: string, outcomes?: Record<string, string> | null, error?: string,
 *   values?: Record<string, string> }} options
 *   outcomes: the headless outcomes to offer as buttons (default OUTCOMES; null for none);
 *   error: a message above the form (the card was refused, say); values: the fields to fill back in, by
 *   PAYER_FIELDS name (the cvv is never filled back)
 */
export function payerPage({ session, cards = TEST_CARDS, action, cancelAction, outcomes = OUTCOMES, error, values }) {
  const f = PAYER_FIELDS;
  // What the payer typed, back in the form after an error (never the cvv).
  const typed = (name) => (values && typeof values[name] === 'string' ? ` value="${h(values[name])}"` : '');
  const body = `<h1>Pay for your order</h1>
<div class="grid">
<section class="panel" aria-labelledby="pay-heading">
${orderSummary(session)}
<h2 id="pay-heading">Card details</h2>
${error ? `<p class="error" role="alert" data-testid="pay-error">${h(error)}</p>` : ''}
<form method="post" action="${h(action)}" data-testid="pay-form" autocomplete="off">
<label for="card-number">Card number</label>
<input id="card-number" name="${h(f.number)}" data-testid="card-number" inputmode="numeric" autocomplete="off" placeholder="4111 1111 1111 1111" pattern="[0-9 \\-]{12,23}" maxlength="23" required${typed(f.number)}>
<div class="row">
<div><label for="expiry">Expiry (MM/YY)</label>
<input id="expiry" name="${h(f.expiry)}" data-testid="expiry" inputmode="numeric" autocomplete="off" placeholder="MM/YY" pattern="(0[1-9]|1[0-2])/[0-9]{2}" maxlength="5" required${typed(f.expiry)}></div>
<div><label for="cvv">CVV</label>
<input id="cvv" name="${h(f.cvv)}" data-testid="cvv" inputmode="numeric" autocomplete="off" placeholder="123" pattern="[0-9]{3,4}" maxlength="4" required></div>
</div>
<label for="cardholder">Cardholder name</label>
<input id="cardholder" name="${h(f.name)}" data-testid="cardholder" autocomplete="off" placeholder="Name on the card" maxlength="100" required${typed(f.name)}>
<div class="actions"><button type="submit" class="primary" data-testid="pay">Pay ${h(session?.order?.amount)} ${h(session?.order?.currency)}</button>
<button type="submit" form="cancel-form" class="secondary" data-testid="cancel">Cancel</button></div>
</form>
<form id="cancel-form" method="post" action="${h(cancelAction)}"></form>
</section>
<section class="panel" aria-labelledby="cards-heading">
<h2 id="cards-heading">Test cards</h2>
<p class="muted">Sandbox test cards, grouped by the outcome they give. One click pays with the card.</p>
${testCardList(cards, action)}
${outcomes ? outcomeButtons(outcomes, action) : ''}
</section>
</div>`;
  return documentOf(`Pay order ${session?.order?.number ?? ''}`.trim(), body);
}

/**
 * The sandbox's 3-D Secure challenge: two buttons posting `challenge=pass` or `challenge=fail` to `action`.
 * @param {{ session: { order?: object }, action: string }} options
 */
export function challengePage({ session, action }) {
  const body = `<section class="panel" aria-labelledby="challenge-heading" style="max-width:560px;margin:0 auto">
<h1 id="challenge-heading">3-D Secure authentication</h1>
<p>The card issuer asks the payer to confirm this payment. In the sandbox you choose how the authentication ends.</p>
${orderSummary(session)}
<form method="post" action="${h(action)}" class="actions" data-testid="challenge-form">
<button type="submit" name="challenge" value="pass" class="primary" data-testid="challenge-pass">Complete authentication</button>
<button type="submit" name="challenge" value="fail" class="danger" data-testid="challenge-fail">Fail authentication</button>
</form>
</section>`;
  return documentOf('3-D Secure authentication', body);
}

/** A value of a details table as text: objects and arrays as indented JSON. */
const detailText = (value) => (value !== null && typeof value === 'object' ? JSON.stringify(value, null, 2) : value === undefined ? '' : String(value));

/**
 * The page shown when a session ends with no merchant URL to redirect to.
 * @param {{ title: string, message?: string, details?: Record<string, unknown> }} options
 */
export function resultPage({ title, message, details }) {
  const rows = Object.entries(details ?? {})
    .map(([k, v]) => `<tr><th scope="row">${h(k)}</th><td class="mono"><pre>${h(detailText(v))}</pre></td></tr>`)
    .join('\n');
  const body = `<section class="panel" style="max-width:720px;margin:0 auto">
<h1 data-testid="result-title">${h(title)}</h1>
${message ? `<p data-testid="result-message">${h(message)}</p>` : ''}
${rows ? `<table data-testid="result-details"><tbody>\n${rows}\n</tbody></table>` : ''}
</section>`;
  return documentOf(title, body);
}

/** [name, value] pairs of redirect params: an object, or an array of {name, value} or [name, value]. */
function paramPairs(params) {
  if (!params) return [];
  if (Array.isArray(params)) return params.map((p) => (Array.isArray(p) ? [p[0], p[1]] : [p?.name, p?.value]));
  return Object.entries(params);
}

/**
 * A redirect by POST (the Hosted Fields processing response's redirect_params): a form of hidden fields that
 * submits itself (one inline script, allowed by its hash), with a Continue button when scripts are off.
 * Without params, a page with a link (a GET redirect is better answered with a 303 and Location).
 * @param {{ url: string, params?: Record<string, unknown> | Array<{ name: string, value: unknown } | [string, unknown]> }} options
 */
export function redirectPage({ url, params }) {
  const pairs = paramPairs(params);
  if (pairs.length === 0 && !params) {
    return documentOf('Redirecting', `<section class="panel"><h1>Redirecting</h1><p><a href="${h(url)}" data-testid="continue">Continue</a></p></section>`);
  }
  const script = 'document.getElementById("redirect").submit();';
  const scriptHash = `sha256-${crypto.createHash('sha256').update(script).digest('base64')}`;
  const inputs = pairs.map(([n, v]) => `<input type="hidden" name="${h(n)}" value="${h(detailText(v))}">`).join('\n');
  const body = `<section class="panel"><h1>Redirecting</h1>
<form id="redirect" method="post" action="${h(url)}">
${inputs}
<button type="submit" class="primary" data-testid="continue">Continue</button>
</form></section>
<script>${script}</script>`;
  return documentOf('Redirecting', body, { scriptHash });
}
