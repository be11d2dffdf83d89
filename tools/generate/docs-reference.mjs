// The two reference pages of the docs, derived from the bundles and the error catalogue:
// the error table (every row of spec/errors.yaml) and the gap list (every x-gap, with its section).
// Both are Markdown; the docs site shows each as the description of a path-less OpenAPI document.
import { isDeepStrictEqual } from 'node:util';
import { deref, escapeToken, tokensOf } from './pointer.mjs';

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

const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace']);

/** Every operation and webhook of a bundle: { kind, key, method, op }. */
export function operationsOf(doc) {
  const out = [];
  for (const [kind, map] of [['path', doc.paths], ['webhook', doc.webhooks]]) {
    for (const [key, item] of Object.entries(map ?? {})) {
      for (const [method, op] of Object.entries(deref(doc, item) ?? {})) {
        if (HTTP_METHODS.has(method) && op && typeof op === 'object') out.push({ kind, key, method, op });
      }
    }
  }
  return out;
}

/**
 * The responses of the bundles that serve catalogue rows: a response example named after a row and equal to it.
 * [{ document, operation, status, rows: [name, ...] }], in document and operation order.
 */
export function servedRows(bundles, catalogue) {
  const out = [];
  for (const { doc, title } of bundles) {
    for (const { kind, key, method, op } of operationsOf(doc)) {
      for (const [status, response] of Object.entries(op.responses ?? {})) {
        const rows = [];
        for (const media of Object.values(deref(doc, response)?.content ?? {})) {
          for (const [name, example] of Object.entries(media.examples ?? {})) {
            if (catalogue[name] && isDeepStrictEqual(deref(doc, example), catalogue[name]) && !rows.includes(name)) rows.push(name);
          }
        }
        const operation = `${kind === 'webhook' ? `webhook ${key} ${method.toUpperCase()}` : `${method.toUpperCase()} ${key}`}${op.operationId ? ` \`${op.operationId}\`` : ''}`;
        if (rows.length) out.push({ document: title, operation, status, rows });
      }
    }
  }
  return out;
}

/**
 * Where the contract says each row can occur: every element with `x-errors` (a list of row names), such as
 * an action branch. { <row>: [{ title: "S2S CARD", labels: ["CAPTURE", ...] }, ...] }.
 */
export function rowsByXErrors(bundles, catalogue) {
  const found = Object.fromEntries(Object.keys(catalogue).map((k) => [k, []]));
  for (const { doc, title } of bundles) {
    const walk = (node, pointer) => {
      if (!node || typeof node !== 'object') return;
      if (Array.isArray(node['x-errors'])) {
        const label = node.properties?.action?.const ?? describePointer(doc, pointer);
        for (const name of node['x-errors']) {
          if (!found[name]) continue;
          const entry = found[name].find((e) => e.title === title) ?? found[name][found[name].push({ title, labels: [] }) - 1];
          if (!entry.labels.includes(label)) entry.labels.push(label);
        }
      }
      for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${escapeToken(k)}`);
    };
    walk(doc, '');
  }
  return found;
}

/** The error table, one row per catalogue row in the catalogue's order, then the responses that serve them. */
export function errorTables(catalogue, served, listed) {
  const withOccursIn = Object.values(catalogue).some((row) => row['x-occurs-in'] !== undefined);
  const notShown = '*not shown*';
  const rows = Object.entries(catalogue).map(([name, row]) => {
    const code_ = row.value?.error_code ?? row['x-error-code'];
    const message = row.value?.error_message ?? row['x-error-message'];
    const versions = [row['x-added-in-version'] && `added in ${row['x-added-in-version']}`, row['x-changed-in-version'] && `changed in ${row['x-changed-in-version']}`].filter(Boolean);
    return [
      cell(row['x-status'] ?? notShown),
      code_ === undefined ? notShown : code(code_),
      message === undefined ? notShown : cell(message),
      cell(row.description) + (versions.length ? ` (${versions.join('; ')})` : ''),
      cell(sections(row['x-source'])),
      ...(withOccursIn ? [cell(row['x-occurs-in'])] : []),
      cell(listed[name].map((e) => `${e.title}: ${e.labels.join(', ')}`).join('; ')),
      code(name),
      cell(row['x-gap']),
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
    served.length ? table(['Document', 'Operation', 'HTTP', 'Rows'], served.map((s) => [cell(s.document), cell(s.operation), cell(s.status), s.rows.map(code).join(', ')])) : 'No response of the bundles serves a row yet.',
  ].join('\n');
}

/**
 * Every x-gap of a JSON value, with its JSON Pointer and the nearest x-source (its own or an ancestor's).
 * `skip(node, pointer)` leaves out a subtree (used for error rows, which are listed from the catalogue).
 */
export function collectGaps(value, { skip = () => false } = {}) {
  const gaps = [];
  const walk = (node, pointer, source) => {
    if (!node || typeof node !== 'object') return;
    if (pointer && skip(node, pointer)) return;
    const here = node['x-source'] ?? source;
    if (!Array.isArray(node) && node['x-gap'] !== undefined) gaps.push({ pointer: pointer || '/', source: here, gap: node['x-gap'] });
    for (const [k, v] of Object.entries(node)) walk(v, `${pointer}/${escapeToken(k)}`, here);
  };
  walk(value, '', undefined);
  return gaps;
}

/** A readable name for a JSON Pointer into a bundle: the operation, webhook or component it is in. */
export function describePointer(doc, pointer) {
  const parts = tokensOf(pointer);
  if ((parts[0] === 'paths' || parts[0] === 'webhooks') && parts.length > 1) {
    const item = deref(doc, doc[parts[0]][parts[1]]);
    const method = HTTP_METHODS.has(parts[2]) ? parts[2] : undefined;
    const op = method ? item?.[method] : undefined;
    const label = parts[0] === 'paths' ? `${method ? method.toUpperCase() : ''} ${parts[1]}`.trim() : `webhook ${parts[1]}${method ? ` (${method.toUpperCase()})` : ''}`;
    const rest = parts.slice(3);
    const example = rest[0] === 'requestBody' && rest.includes('examples') ? rest[rest.indexOf('examples') + 1] : undefined;
    return [label, op?.operationId && `\`${op.operationId}\``, example && `request example ${example}`].filter(Boolean).join(' ');
  }
  if (parts[0] === 'components' && parts.length > 2) return `${parts[1]} \`${parts[2]}\``;
  if (parts[0] === 'servers') return 'server';
  if (parts[0] === 'info') return 'document';
  return '';
}

/** The gap list of all documents: a table per document, then the catalogue's rows. */
export function gapTables(bundles, catalogue) {
  const isRow = (node) => Object.values(catalogue).some((row) => isDeepStrictEqual(node, row));
  const out = [];
  let total = 0;
  for (const { doc, title, file } of bundles) {
    // A gap outside any element with an x-source (a server, say) takes the document's, from info.
    const gaps = collectGaps(doc, { skip: (node, pointer) => /\/examples\/[^/]+$/.test(pointer) && isRow(node) }).map((g) => ({ ...g, source: g.source ?? doc.info?.['x-source'] }));
    total += gaps.length;
    out.push(`## ${title}`, '', `${gaps.length} gap(s) in \`${file}\`.`, '');
    if (gaps.length) {
      out.push(table(['Section', 'Where', 'JSON Pointer', 'What is not known'], gaps.map((g) => [cell(sections(g.source)), cell(describePointer(doc, g.pointer)), code(g.pointer), cell(g.gap)])), '');
    }
  }
  const rowGaps = collectGaps(catalogue);
  total += rowGaps.length;
  out.push('## Error catalogue', '', `${rowGaps.length} gap(s) in \`spec/errors.yaml\` (error rows are listed here once, not under each response that serves them).`, '');
  if (rowGaps.length) {
    out.push(table(['Section', 'Row', 'What is not known'], rowGaps.map((g) => [cell(sections(g.source)), code(tokensOf(g.pointer)[0]), cell(g.gap)])), '');
  }
  return { markdown: out.join('\n'), total };
}

/** A path-less OpenAPI 3.1 document whose description is a Markdown page (Scalar renders it). */
export const pageDocument = ({ title, summary, description, version }) => ({
  openapi: '3.1.0',
  info: { title, version, summary, description },
  paths: {},
});
