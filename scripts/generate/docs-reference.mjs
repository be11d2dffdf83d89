// The two reference pages of the docs, as Markdown, from the contract model (packages/contract):
// the error table (every catalogue row, where it is listed and which responses serve it) and the gap list
// (every x-gap of the hosts and the catalogue, with its section). The docs page shows each as the
// description of a path-less OpenAPI document (assets/docs.js wraps it).
import path from 'node:path';

const escape = (s) => s.replace(/\\/g, '\\\\').replace(/\|/g, '\\|');
/** One Markdown table cell: a single line, pipes escaped. */
export const cell = (value) => {
  if (value === undefined || value === null || value === '') return '';
  const text = Array.isArray(value) ? value.map(String).join(', ') : typeof value === 'object' ? JSON.stringify(value) : String(value);
  return escape(text.trim()).replace(/\s*\n\s*/g, '<br>');
};
const code = (value) => (value === undefined || value === null || value === '' ? '' : `\`${String(value).replace(/`/g, "'").replace(/\|/g, '\\|')}\``);
const sections = (xSource) => (xSource === undefined ? '' : [].concat(xSource).join(', '));
const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');

/** A path for messages: relative to the folder that holds generated/ and spec/, with forward slashes. */
export const shown = (model, file) => path.relative(path.dirname(model.generatedDir), file).split(path.sep).join('/');

/** An operation as the tables name it: `POST /post \`postS2sCard\``, `webhook payment-outcome POST`. */
const operationName = (o) => `${o.kind === 'webhook' ? `webhook ${o.path} ${o.method.toUpperCase()}` : `${o.method.toUpperCase()} ${o.path}`}${o.operationId ? ` \`${o.operationId}\`` : ''}`;

/**
 * Where the contract lists each row (`x-errors`), per host: { <row>: [{ title: "S2S CARD", labels: ["CAPTURE", ...] }] }.
 */
function listedBy(model) {
  const found = Object.fromEntries(model.errors.map((r) => [r.name, []]));
  for (const host of model.hosts) {
    for (const { label, rows } of host.errorLists()) {
      for (const name of rows) {
        if (!found[name]) continue;
        const entry = found[name].find((e) => e.title === host.title) ?? found[name][found[name].push({ title: host.title, labels: [] }) - 1];
        if (!entry.labels.includes(label)) entry.labels.push(label);
      }
    }
  }
  return found;
}

/** The error table, one row per catalogue row in the catalogue's order, then the responses that serve them. */
export function errorTables(model) {
  const listed = listedBy(model);
  const served = model.servedRows();
  const withOccursIn = model.errors.some((row) => row.occursIn.length > 0);
  const notShown = '*not shown*';
  const rows = model.errors.map((row) => {
    const versions = [row.addedIn && `added in ${row.addedIn}`, row.changedIn && `changed in ${row.changedIn}`].filter(Boolean);
    return [
      cell(row.status ?? notShown),
      row.code === null ? notShown : code(row.code),
      row.message === null ? notShown : cell(row.message),
      cell(row.description) + (versions.length ? ` (${versions.join('; ')})` : ''),
      cell(sections(row.source)),
      ...(withOccursIn ? [cell(row.occursIn)] : []),
      cell(listed[row.name].map((e) => `${e.title}: ${e.labels.join(', ')}`).join('; ')),
      code(row.name),
      cell(row.gap),
    ];
  });
  const head = ['HTTP', 'error_code', 'error_message', 'Condition', 'Section', ...(withOccursIn ? ['Where it occurs'] : []), 'Listed by (`x-errors`)', 'Example name', 'Not shown'];
  return [
    table(head, rows),
    '',
    '## Responses that serve the rows',
    '',
    'Each error response of the contract names the rows that can occur there as its examples.',
    '',
    served.length
      ? table(['Document', 'Operation', 'HTTP', 'Rows'], served.map((s) => [cell(s.host.title), cell(operationName(s.operation)), cell(s.status), s.rows.map(code).join(', ')]))
      : 'No response of the bundles serves a row yet.',
  ].join('\n');
}

/** The gap list: a table per host, then the catalogue's rows. { markdown, total }. */
export function gapTables(model) {
  const out = [];
  let total = 0;
  for (const host of model.hosts) {
    const gaps = host.gaps();
    total += gaps.length;
    out.push(`## ${host.title}`, '', `${gaps.length} gap(s) in \`${shown(model, host.bundled)}\`.`, '');
    if (gaps.length) {
      out.push(table(['Section', 'Where', 'JSON Pointer', 'What is not known'], gaps.map((g) => [cell(sections(g.source)), cell(g.where), code(g.pointer), cell(g.gap)])), '');
    }
  }
  const rowGaps = model.catalogueGaps();
  total += rowGaps.length;
  out.push('## Error catalogue', '', `${rowGaps.length} gap(s) in \`${shown(model, model.catalogueFile)}\` (error rows are listed here once, not under each response that serves them).`, '');
  if (rowGaps.length) {
    out.push(table(['Section', 'Row', 'What is not known'], rowGaps.map((g) => [cell(sections(g.source)), code(g.row), cell(g.gap)])), '');
  }
  return { markdown: out.join('\n'), total };
}

// ---------------------------------------------------------------------------------------------------------
// The same two pages as HTML, for the site (docs.mjs): every row and gap with its own anchor.

/**
 * The error catalogue page: one compact block per row (id row-<name>: HTTP, error_code and error_message on
 * one line, the condition under it, the other columns as labelled facts side by side), then the responses
 * that serve the rows. `h` is docs-html.mjs, `links.action(value)` / `links.operation(host, operation)` the
 * URLs of an action's and an operation's sections.
 */
export function errorsHtml(model, h, links) {
  const listed = listedBy(model);
  const actions = new Set(model.hosts.flatMap((host) => host.elements.map((e) => e.value).filter((v) => typeof v === 'string')));
  const label = (l) => (actions.has(l) ? `<a href="${links.action(l)}">${h.esc(l)}</a>` : h.mdInline(l));
  const notShown = '<em>not shown</em>';
  const fact = (name, html) => (html ? `<div><dt>${h.esc(name)}</dt><dd class="cell">${html}</dd></div>` : '');
  const rows = model.errors.map((row) => {
    const id = h.anchor('row', row.name);
    const versions = [row.addedIn && `added in ${row.addedIn}`, row.changedIn && `changed in ${row.changedIn}`].filter(Boolean);
    return [
      `<article class="error-row" id="${h.esc(id)}">`,
      `<header class="row-head"><span class="status cell">${row.status === null ? notShown : h.esc(row.status)}</span> <code class="row-code cell">${row.code === null ? 'not shown' : h.esc(row.code)}</code> <span class="row-message cell">${row.message === null ? notShown : h.esc(row.message)}</span> <a class="self" href="#${h.esc(id)}" aria-label="Link to this row">#</a></header>`,
      `<div class="row-condition cell">${h.md(row.description)}${versions.length ? `<p class="versions">${h.esc(versions.join('; '))}</p>` : ''}</div>`,
      '<dl class="row-facts">',
      fact('Example name', h.code(row.name)),
      fact('Section', h.esc(sections(row.source))),
      fact('Where it occurs', row.occursIn.map((p) => h.code(p)).join(', ')),
      fact('Listed by (x-errors)', listed[row.name].map((e) => `${h.esc(e.title)}: ${e.labels.map(label).join(', ')}`).join('; ')),
      fact('Not shown', row.gap ? h.mdInline(row.gap) : ''),
      '</dl>',
      '</article>',
    ].join('');
  });
  const served = model.servedRows();
  const main = [
    '<h1>Error catalogue</h1>',
    `<p>Every row of section 7 of the interface document, generated from ${h.code(shown(model, model.catalogueFile))}; do not edit. Each row has its own link (the # beside it). A mock answers with a row when asked with ${h.code('Prefer: code=<HTTP>, example=<Example name>')} on an operation that serves it.</p>`,
    `<div class="error-rows">\n${rows.join('\n')}\n</div>`,
    '<h2 id="served">Responses that serve the rows</h2>',
    '<p>Each error response of the contract names the rows that can occur there as its examples.</p>',
    served.length
      ? h.table(['Document', 'Operation', 'HTTP', 'Rows'], served.map((s) => [h.esc(s.host.title), `<a href="${links.operation(s.host, s.operation)}">${h.mdInline(operationName(s.operation))}</a>`, h.esc(s.status), s.rows.map((r) => `<a href="#${h.anchor('row', r)}">${h.esc(r)}</a>`).join(', ')]), { className: 'served' })
      : '<p>No response of the bundles serves a row yet.</p>',
  ].join('\n');
  const toc = h.tocList([{ id: 'main', label: 'Rows', children: model.errors.map((r) => ({ id: h.anchor('row', r.name), html: `${r.code === null ? '' : `<code>${h.esc(r.code)}</code> `}${h.esc(r.name)}` })) }, { id: 'served', label: 'Responses that serve the rows' }]);
  return { main, toc };
}

/** The gap list page: a table per host, then the catalogue's. */
export function gapsHtml(model, h, links) {
  const out = [];
  const toc = [];
  let total = 0;
  for (const host of model.hosts) {
    const gaps = host.gaps();
    total += gaps.length;
    const id = `gaps-${host.name}`;
    toc.push({ id, label: `${host.title} (${gaps.length})` });
    out.push(h.heading(2, id, h.esc(host.title)), `<p>${gaps.length} gap(s) in ${h.code(shown(model, host.bundled))}.</p>`);
    if (gaps.length) out.push(h.table(['Section', 'Where', 'JSON Pointer', 'What is not known'], gaps.map((g) => [h.esc(sections(g.source)), h.mdInline(g.where), `<code>${h.breakable(g.pointer)}</code>`, h.mdInline(String(g.gap))]), { className: 'gaps' }));
  }
  const rowGaps = model.catalogueGaps();
  total += rowGaps.length;
  toc.push({ id: 'gaps-catalogue', label: `Error catalogue (${rowGaps.length})` });
  out.push(h.heading(2, 'gaps-catalogue', 'Error catalogue'), `<p>${rowGaps.length} gap(s) in ${h.code(shown(model, model.catalogueFile))} (error rows are listed here once, not under each response that serves them).</p>`);
  if (rowGaps.length) out.push(h.table(['Section', 'Row', 'What is not known'], rowGaps.map((g) => [h.esc(sections(g.source)), `<a href="${links.row(g.row)}">${h.esc(g.row)}</a>`, h.mdInline(String(g.gap))]), { className: 'gaps' }));
  const main = ['<h1>Gaps</h1>', `<p>Every ${h.code('x-gap')} of the contract (${total} in all): what the interface document does not show or leaves open, with the section it is in. Generated from the bundles and the error catalogue; do not edit.</p>`, ...out].join('\n');
  return { main, toc: h.tocList(toc), total };
}
