// What every page of the static docs site shares (scripts/generate/docs.mjs): HTML escaping, the contract's
// Markdown rendered with markdown-it (raw HTML in the source is escaped, never passed through), the anchors
// every addressable element gets, and the page layout: a top bar with the site-wide search, a sidebar with
// the documents and the page's contents, and the page's own content in <main>. Each page is a complete HTML
// document that shows everything without JavaScript; assets/docs.js only adds navigation without reloads,
// the search and the try-it console.
import MarkdownIt from 'markdown-it';

export const SITE_TITLE = 'Payment gateway merchant interface';

/** Text for an HTML text node or a double-quoted attribute. */
export const esc = (value) =>
  String(value ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
/** Each cell of a rendered Markdown table named by its column (data-label), as table() does, for narrow screens. */
function labelTables(html) {
  return html.replace(/<table>([\s\S]*?)<\/table>/g, (whole, inner) => {
    const heads = [...(/<thead>([\s\S]*?)<\/thead>/.exec(inner)?.[1] ?? '').matchAll(/<th[^>]*>([\s\S]*?)<\/th>/g)].map((m) => m[1].replace(/<[^>]+>/g, '').replace(/"/g, '&quot;').trim());
    if (!heads.length) return whole;
    return whole.replace(/<tr>([\s\S]*?)<\/tr>/g, (tr, cells) => {
      let i = 0;
      return `<tr>${cells.replace(/<td([^>]*)>/g, (m, attrs) => `<td${attrs} data-label="${heads[i++] ?? ''}">`)}</tr>`;
    });
  });
}
/** Markdown of the contract (descriptions, generated sections) as HTML. */
export const md = (text) => (typeof text === 'string' && text.trim() ? labelTables(markdown.render(text.trim())) : '');
/** One line of Markdown, without the paragraph around it. */
export const mdInline = (text) => (typeof text === 'string' && text.trim() ? markdown.renderInline(text.trim()) : '');
/** A Markdown renderer whose headings carry ids (the changelog: `## [6.7.0] - date` -> id release-6.7.0). */
export function markdownWithIds(idOf) {
  const m = new MarkdownIt({ html: false, linkify: false, typographer: false });
  m.core.ruler.push('heading_ids', (state) => {
    const seen = new Map();
    state.tokens.forEach((token, i) => {
      if (token.type !== 'heading_open') return;
      const text = state.tokens[i + 1]?.content ?? '';
      let id = idOf(text, token.tag);
      if (!id) return;
      const n = seen.get(id) ?? 0;
      seen.set(id, n + 1);
      if (n) id = `${id}-${n}`;
      token.attrSet('id', id);
    });
  });
  return m;
}

/**
 * The fragment of an addressable element: `<kind>-<name>`, the name as the contract writes it (case kept),
 * any character outside letters, digits, `_`, `.` and `-` as `-`. action-CAPTURE, row-hash-not-valid,
 * set-GooglePay, webhook-payment-outcome, op-createSession, model-SessionRequest, card-success.
 */
export const anchor = (kind, name) => `${kind}-${String(name).replace(/[^A-Za-z0-9_.-]+/g, '-')}`;

/** The documents of the site, in sidebar order: { slug, title, file }; `file` is the page's URL (relative). */
export const pageFile = (slug) => (slug === 'index' ? 'index.html' : `${slug}.html`);

/** A link to one place: the page and its fragment, relative (every page lives in the same folder). */
export const href = (slug, id) => `${pageFile(slug)}${id ? `#${id}` : ''}`;

/** Inline code. */
export const code = (value) => `<code>${esc(value)}</code>`;

/** A heading with its self-link. */
export const heading = (level, id, html) => `<h${level}${id ? ` id="${esc(id)}"` : ''}>${html}${id ? ` <a class="self" href="#${esc(id)}" aria-label="Link to this place">#</a>` : ''}</h${level}>`;

/** A table; `head` is plain text, each row's cells HTML; each cell carries its column name (data-label) for narrow screens. */
export function table(head, rows, { className = '', ids } = {}) {
  const body = rows
    .map((cells, i) => `<tr${ids?.[i] ? ` id="${esc(ids[i])}"` : ''}>${cells.map((c, j) => `<td data-label="${esc(head[j])}">${c ?? ''}</td>`).join('')}</tr>`)
    .join('\n');
  return `<table${className ? ` class="${className}"` : ''}><thead><tr>${head.map((h) => `<th>${esc(h)}</th>`).join('')}</tr></thead>\n<tbody>\n${body}\n</tbody></table>`;
}

/** A JSON Pointer or path with a line-break opportunity after each `/`, so it wraps between its tokens, never inside one. */
export const breakable = (text) => esc(text).replace(/\//g, '/<wbr>');

/**
 * A whole page. `docs`: [{ slug, title }] (the sidebar's documents), `slug`: this page's, `toc`: HTML of the
 * page's contents (a list of links), `main`: the page's content.
 */
export function layout({ docs, slug, title, toc = '', main, description = '' }) {
  const nav = docs.map((d) => `<li><a href="${pageFile(d.slug)}"${d.slug === slug ? ' aria-current="page"' : ''}>${esc(d.title)}</a></li>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${esc(title === SITE_TITLE ? title : `${title} · ${SITE_TITLE}`)}</title>
${description ? `<meta name="description" content="${esc(description)}">\n` : ''}<link rel="icon" href="data:,">
<link rel="stylesheet" href="assets/docs.css">
<script src="assets/docs.js" defer></script>
</head>
<body data-doc="${esc(slug)}">
<!-- Generated by scripts/generate/docs.mjs from the contract model; do not edit. -->
<header class="top">
<a class="brand" href="index.html">${esc(SITE_TITLE)}</a>
<div id="docs-search" role="search">
<label for="docs-search-input">Search all documents</label>
<input id="docs-search-input" type="search" autocomplete="off" spellcheck="false" placeholder="Action, operation, webhook, error code, parameter set, test card" role="combobox" aria-expanded="false" aria-controls="docs-search-results" aria-autocomplete="list">
<ul id="docs-search-results" role="listbox" aria-label="Search results" hidden></ul>
</div>
</header>
<div class="layout">
<nav class="sidebar" aria-label="Documents">
<ul class="docs">${nav}</ul>
<div class="toc" aria-label="On this page">${toc}</div>
</nav>
<main id="main" data-doc="${esc(slug)}">
${main}
</main>
</div>
</body>
</html>
`;
}

/** The page's contents: [{ id, label, children? }] as nested lists; `children` may be collapsed under a <details>. */
export function tocList(items) {
  const li = (item) => {
    if (item.group) return `<li><details${item.open ? ' open' : ''}><summary>${esc(item.label)}</summary><ul>${item.children.map(li).join('')}</ul></details></li>`;
    return `<li><a href="#${esc(item.id)}">${item.html ?? esc(item.label)}</a>${item.children?.length ? `<ul>${item.children.map(li).join('')}</ul>` : ''}</li>`;
  };
  return `<ul>${items.map(li).join('')}</ul>`;
}
