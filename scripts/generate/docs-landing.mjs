// The landing page of the docs (index.html): the documents, this repository's signing client (install and a
// signed call, read from packages/client/README.md, whose examples its own test compiles and runs), the
// clients in other languages whose README exists, the sandbox (how to start it, its test merchant from
// packages/sandbox/config.mjs, its ports from packages/sandbox/server.mjs, the test cards and the headless
// payer outcomes from packages/sandbox/test-cards.mjs, each with its own anchor card-<outcome> and
// outcome-<outcome>) and every hash recipe of the contract. Nothing here is written by hand twice.
import fs from 'node:fs';
import path from 'node:path';
import { root, tokensOf } from '../../packages/contract/index.mjs';
import { defaultMerchantOf } from '../../packages/sandbox/config.mjs';
import { DEFAULT_PORTS } from '../../packages/sandbox/server.mjs';
import { OUTCOMES, TEST_CARDS } from '../../packages/sandbox/test-cards.mjs';
import { anchor, code, esc, heading, href, md, table, tocList } from './docs-html.mjs';
import { ACTIONS_SLUG } from './docs-pages.mjs';
import { operationAnchor } from './docs-contract.mjs';

/** The client READMEs of this repository that exist: [{ dir, name, file }] (packages/client first). */
export function clientReadmes() {
  const dirs = fs.readdirSync(path.join(root, 'packages')).filter((d) => d === 'client' || d.startsWith('client-')).sort((a, b) => (a === 'client' ? -1 : b === 'client' ? 1 : a.localeCompare(b)));
  return dirs
    .map((dir) => ({ dir, file: path.join(root, 'packages', dir, 'README.md') }))
    .filter((c) => fs.existsSync(c.file))
    .map((c) => ({ ...c, name: c.dir === 'client' ? 'TypeScript / JavaScript' : { 'client-python': 'Python', 'client-go': 'Go', 'client-java': 'Java' }[c.dir] ?? c.dir.slice('client-'.length) }));
}

/** The fenced code blocks of a Markdown text: [{ lang, text, section }] (section: the `## ` heading above it). */
function fences(markdown) {
  const out = [];
  let section = '';
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const h = /^##\s+(.*)$/.exec(lines[i]);
    if (h) section = h[1].trim();
    const open = /^```(\w*)\s*$/.exec(lines[i]);
    if (!open) continue;
    const body = [];
    for (i++; i < lines.length && !/^```\s*$/.test(lines[i]); i++) body.push(lines[i]);
    out.push({ lang: open[1], text: body.join('\n'), section });
  }
  return out;
}

/** The client's install commands and a signed call, from its README (what its test runs); missing ones are null. */
export function clientSnippets() {
  const readme = path.join(root, 'packages', 'client', 'README.md');
  const blocks = fs.existsSync(readme) ? fences(fs.readFileSync(readme, 'utf8')) : [];
  const pkg = JSON.parse(fs.readFileSync(path.join(root, 'packages', 'client', 'package.json'), 'utf8'));
  return {
    name: pkg.name,
    version: pkg.version,
    install: blocks.find((b) => b.section === 'Install' && /^(sh|bash|shell)$/.test(b.lang)) ?? blocks.find((b) => /npm pack/.test(b.text)) ?? null,
    call: blocks.find((b) => /^(js|ts|javascript|typescript)$/.test(b.lang) && /\.POST\(/.test(b.text)) ?? null,
  };
}

/** index.html's content: { main, toc }. `docs`: the site's documents [{ slug, title, summary }]. */
export function landingPage(model, docs) {
  const merchant = defaultMerchantOf(model);
  const client = clientSnippets();
  const readmes = clientReadmes();
  const recipes = model.elements.filter((e) => e.recipe || e.signed);
  const pre = (lang, text) => `<pre class="code" data-lang="${esc(lang)}"><code>${esc(text)}</code></pre>`;
  const readmeLink = (c) => `<a href="packages/${esc(c.dir)}/README.md">${esc(`packages/${c.dir}/README.md`)}</a>`;
  const sandboxUrl = (host) => `http://127.0.0.1:${DEFAULT_PORTS[host.name]}`;

  const main = [
    `<h1>${esc(docs.find((d) => d.slug === 'index').title)}</h1>`,
    `<p class="lead">The contract of the payment gateway's merchant interface, version ${esc(model.version)}: ${model.hosts.map((h) => `<a href="${href(h.name)}">${esc(h.title)}</a>`).join(', ')}. Every page here is generated from ${code('spec/')}; the search box above looks through all of them.</p>`,
    '<ul class="doc-cards">',
    ...docs.filter((d) => d.slug !== 'index').map((d) => `<li><a href="${href(d.slug)}">${esc(d.title)}</a><span>${esc(d.summary ?? '')}</span></li>`),
    '</ul>',

    heading(2, 'client', 'Integrate with the client'),
    `<p>${code(client.name)} ${esc(client.version)} signs every request: it fills the merchant's key, computes ${code('hash')} from the operation's recipe, validates the body against the contract and refuses, before sending, a call that cannot succeed.</p>`,
    client.install ? `<h3 id="client-install">Install</h3>${pre(client.install.lang, client.install.text)}` : '',
    client.call ? `<h3 id="client-call">A signed call</h3>${pre(client.call.lang, client.call.text)}` : '',
    `<p>Everything else (the three hosts, callbacks, errors, explaining a hash): ${readmeLink(readmes[0] ?? { dir: 'client' })}.</p>`,
    readmes.length > 1 ? `<p>Clients in other languages: ${readmes.slice(1).map((c) => `${esc(c.name)}, ${readmeLink(c)}`).join('; ')}.</p>` : '',

    heading(2, 'sandbox', 'Try it against the sandbox'),
    `<p>The mock answers every well-formed request with the contract's example and checks no hash. The sandbox is a gateway that remembers: it checks every hash, keeps payments and their states, refuses what the source refuses with the catalogue's rows, completes Checkout sessions on a payer page and sends signed callbacks.</p>`,
    pre('sh', 'npm run sandbox        # or npm start: mocks, sandbox and these docs together'),
    table(['Host', 'Sandbox', 'Mock'], model.hosts.map((h) => [`<a href="${href(h.name)}">${esc(h.title)}</a>`, code(sandboxUrl(h)), code(h.server.default)])),
    `<p id="test-merchant">Without a config the sandbox has one test merchant, the one the contract's signed examples use: ${code(`merchant_key=${merchant.merchant_key}`)}, ${code(`client_key=${merchant.client_key}`)}, password ${code(merchant.password)}. The try-it console of every operation signs for it when it sends to the sandbox, and shows how.</p>`,

    heading(3, 'test-cards', 'Test cards'),
    '<p>On the payer page (the session\'s <code>redirect_url</code>), the card decides the outcome; any other Luhn-valid number succeeds, a Luhn-invalid one is declined.</p>',
    table(['Card', 'Expiry', 'CVV', 'Outcome', 'What happens'], TEST_CARDS.map((c) => [`<code>${esc(c.number)}</code> <a class="self" href="#${anchor('card', c.outcome)}" aria-label="Link to this card">#</a>`, esc(c.expiry), esc(c.cvv), esc(c.label), esc(c.description)]), { className: 'cards', ids: TEST_CARDS.map((c) => anchor('card', c.outcome)) }),

    heading(3, 'headless', 'The payer page without a browser'),
    `<p>${code('POST <redirect_url>?outcome=<outcome>')} (or GET) completes a session headlessly and answers with a 303 to the merchant's URL:</p>`,
    table(['outcome', 'What happens'], Object.entries(OUTCOMES).map(([k, v]) => [code(k), esc(v)]), { className: 'outcomes', ids: Object.keys(OUTCOMES).map((k) => anchor('outcome', k)) }),

    heading(2, 'signing', 'How requests are signed'),
    `<p>Each signed request has a recipe (${code('x-hash')}): the values at its fields, in order, then the merchant password, through the algorithm. The full recipes, with this repository's reading of what section 5 leaves open, are in ${code('generated/hash/recipes.json')}; the try-it console computes them in the browser from that file.</p>`,
    table(['Request', 'Fields, in order', 'Algorithm'], recipes.map((e) => {
      const where = e.value === null ? `<a href="${href(e.host.name, operationAnchor(e.operation))}">${esc(e.host.title)} ${esc(e.operation.method.toUpperCase())} ${esc(e.operation.path)}</a>` : `<a href="${href(ACTIONS_SLUG, anchor('action', e.value))}">${esc(e.host.title)} ${esc(e.value)}</a>`;
      const when = e.recipe?.when ? ` (when ${Object.entries(e.recipe.when).map(([p, v]) => `${code(tokensOf(p).join('.'))} is ${code(v)}`).join(' and ')})` : '';
      return [where, e.recipe ? `${(e.recipe.fields ?? []).map((f) => code(tokensOf(f).join('.'))).join(', ')}, password${when}` : `<em>not shown</em>: ${md(e.gap ?? '').replace(/^<p>|<\/p>\s*$/g, '')}`, e.recipe ? code(e.recipe.algorithm) : ''];
    }), { className: 'recipes' }),
  ].filter(Boolean).join('\n');

  const toc = tocList([
    { id: 'client', label: 'Integrate with the client', children: [client.install && { id: 'client-install', label: 'Install' }, client.call && { id: 'client-call', label: 'A signed call' }].filter(Boolean) },
    { id: 'sandbox', label: 'Try it against the sandbox', children: [{ id: 'test-cards', label: 'Test cards' }, { id: 'headless', label: 'Without a browser' }] },
    { id: 'signing', label: 'How requests are signed' },
  ]);
  return { main, toc, testCards: TEST_CARDS, outcomes: Object.keys(OUTCOMES) };
}
