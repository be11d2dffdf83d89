// The two reference pages of the docs, as Markdown, from the contract model (tools/model):
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
