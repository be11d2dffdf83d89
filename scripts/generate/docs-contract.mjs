// One contract's reference page (checkout.html, s2s-card.html, s2s-apm.html), rendered at build time from the
// contract model (packages/contract): the document's description and server, every operation and webhook (each with
// its own anchor: op-<operationId>, webhook-<name>), its parameters, request body members, hash recipe,
// request examples (each with a try-it button), responses with their examples, catalogue rows, and every
// named schema (model-<Name>). A form body with one branch per action (S2S CARD, S2S APM) shows each action
// as its own section (op-<operationId>-<ACTION>), linked to its full section of the page "S2S actions".
// A member whose schema is a named component links to that model instead of repeating it.
import { FORM, propertiesOf, requiredOf } from '../../packages/contract/index.mjs';
import { anchor, breakable, code, esc, heading, href, md, mdInline, table, tocList } from './docs-html.mjs';
import { ACTIONS_SLUG, recipeText, versionsText } from './docs-pages.mjs';

const SCHEMA_REF = '#/components/schemas/';
const refName = (raw) => (typeof raw?.$ref === 'string' && raw.$ref.startsWith(SCHEMA_REF) ? decodeURIComponent(raw.$ref.slice(SCHEMA_REF.length)).replace(/~1/g, '/').replace(/~0/g, '~') : null);
const firstParagraph = (text) => (typeof text === 'string' ? text.trim().split(/\n\s*\n/)[0] : '');
const sections = (xSource) => (xSource === undefined ? '' : [].concat(xSource).join(', '));
const json = (value) => JSON.stringify(value ?? null, null, 2);

/** The id of an operation or webhook on its contract's page. */
export const operationAnchor = (o) => (o.kind === 'webhook' ? anchor('webhook', o.path) : anchor('op', o.operationId ?? `${o.method}-${o.path}`));
/** The id of an action's section on its contract's page. */
export const actionBodyAnchor = (element) => `${operationAnchor(element.operation)}-${element.value}`;

/** A short description of a schema as HTML: a named component is a link to its model; const, enum, type, format, pattern, limits. */
export function typeHtml(host, raw, seen = new Set()) {
  const name = refName(raw);
  if (name) return `<a href="#${anchor('model', name)}">${esc(name)}</a>`;
  const s = host.deref(raw);
  if (!s || typeof s !== 'object' || seen.has(s)) return '';
  seen.add(s);
  if (s.const !== undefined) return `const ${code(JSON.stringify(s.const))}`;
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => code(JSON.stringify(v))).join(', ')}`;
  const parts = [];
  const type = Array.isArray(s.type) ? s.type.join(' or ') : s.type;
  if (type) parts.push(type === 'array' && s.items ? `array of ${typeHtml(host, s.items, seen) || 'items'}` : esc(type));
  if (s.format) parts.push(`format ${esc(s.format)}`);
  if (s.pattern) parts.push(`pattern ${code(s.pattern)}`);
  if (s.minLength !== undefined || s.maxLength !== undefined) parts.push(`length ${s.minLength ?? 0}..${s.maxLength ?? ''}`);
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? ''}..${s.maximum ?? ''}`);
  if (s.minItems !== undefined || s.maxItems !== undefined) parts.push(`${s.minItems ?? 0}..${s.maxItems ?? ''} items`);
  for (const sub of s.allOf ?? []) {
    const t = typeHtml(host, sub, seen);
    if (t) parts.push(t);
  }
  for (const k of ['oneOf', 'anyOf']) if (s[k]) parts.push(`${k === 'oneOf' ? 'one of' : 'any of'}: ${s[k].map((sub) => refName(sub) ? typeHtml(host, sub, seen) : esc(host.deref(sub)?.title ?? '') || typeHtml(host, sub, seen)).filter(Boolean).join(', ')}`);
  if (s.if && (s.then || s.else)) parts.push(`conditional: ${[s.then, s.else].filter(Boolean).map((sub) => typeHtml(host, sub, seen) || esc(host.deref(sub)?.title ?? 'object')).join(' or ')}`);
  if (s['x-parameter-sets']) parts.push(`one of the parameter sets: ${s['x-parameter-sets'].map((r) => typeHtml(host, { $ref: r }, seen)).join(', ')}`);
  if (!parts.length && s.title) parts.push(esc(s.title));
  return [...new Set(parts)].join('; ');
}

/** The raw schema of a member (through $ref and allOf, then the conditional branches): the first that declares it. */
function rawMember(host, schema, name, seen = new Set()) {
  const d = host.deref(schema);
  if (!d || typeof d !== 'object' || seen.has(d)) return undefined;
  seen.add(d);
  if (d.properties?.[name]) return d.properties[name];
  for (const k of ['allOf', 'oneOf', 'anyOf']) {
    for (const sub of d[k] ?? []) {
      const found = rawMember(host, sub, name, seen);
      if (found) return found;
    }
  }
  for (const k of ['then', 'else']) if (d[k]) {
    const found = rawMember(host, d[k], name, seen);
    if (found) return found;
  }
  return undefined;
}

/**
 * The members of a schema as table rows: [member, type, required, description]; an inline object member's own
 * members follow it as `parent.child` (a named component's are on its model instead).
 */
function memberRows(host, schema, prefix = '', depth = 0) {
  const rows = [];
  const required = requiredOf(host, schema);
  for (const name of propertiesOf(host, schema)) {
    const raw = rawMember(host, schema, name);
    const target = host.deref(raw);
    const description = [raw?.description ?? target?.description, (raw?.['x-gap'] ?? target?.['x-gap']) && `*Not shown:* ${raw?.['x-gap'] ?? target?.['x-gap']}`].filter(Boolean).join('\n\n');
    rows.push([`<code>${esc(prefix)}${esc(name)}</code>`, typeHtml(host, raw), required.has(name) ? 'yes' : '', md(description)]);
    if (!refName(raw) && depth < 3 && target && typeof target === 'object' && (target.properties || target.allOf)) rows.push(...memberRows(host, raw, `${prefix}${name}.`, depth + 1));
  }
  const s = host.deref(schema);
  for (const [pattern, sub] of Object.entries(s?.patternProperties ?? {})) rows.push([code(`${prefix}${pattern}`), typeHtml(host, sub), '', md(host.deref(sub)?.description) || 'Members whose names match the pattern.']);
  return rows;
}

/** The members table of a schema, or its type where it declares no members. */
export function schemaHtml(host, raw) {
  const rows = memberRows(host, raw);
  const type = typeHtml(host, raw);
  if (!rows.length) return type ? `<p class="type">Type: ${type}</p>` : '';
  const own = refName(raw) ? `<p class="type">Schema: ${type}</p>` : '';
  return `${own}${table(['Member', 'Type', 'Required', 'Description'], rows, { className: 'members' })}`;
}

/** A request body as it is sent: JSON pretty-printed, a form one member a line. */
export const bodyText = (contentType, value) =>
  contentType === FORM ? new URLSearchParams(Object.entries(value ?? {}).map(([k, v]) => [k, typeof v === 'object' ? JSON.stringify(v) : String(v)])).toString().replace(/&/g, '\n&') : json(value);

/** The catalogue rows as links into the error catalogue page. */
export const rowLinks = (model, names) =>
  names.map((name) => {
    const row = model.error(name);
    return `<a href="${href('errors', anchor('row', name))}">${esc(name)}</a>${row?.code !== null && row?.code !== undefined ? ` (${esc(row.code)})` : ''}`;
  }).join(', ');

function exampleHtml(host, o, x, { id, tryIt = true }) {
  const type = o.requestBody.contentType;
  const password = x.password !== undefined ? `<p class="note">Signed with the merchant password ${code(x.password)}.</p>` : '';
  const button = tryIt ? `<button type="button" class="try" data-host="${esc(host.name)}" data-method="${esc(o.method)}" data-path="${esc(o.path)}" data-example="${esc(x.name)}">Try it</button>` : '';
  return `<figure class="example" id="${esc(id)}"><figcaption><span class="example-name">${esc(x.summary ?? x.name)}</span> ${code(x.name)} ${button}</figcaption><pre><code>${esc(bodyText(type, x.value))}</code></pre>${password}</figure>`;
}

function responsesHtml(model, host, o) {
  const byStatus = new Map();
  for (const r of o.responses) byStatus.set(r.status, [...(byStatus.get(r.status) ?? []), r]);
  const out = [];
  for (const [status, list] of byStatus) {
    const r = list[0];
    const rows = [];
    const other = [];
    for (const x of list.flatMap((m) => m.examples)) {
      const row = model.error(x.name);
      if (row && model.isCatalogueRow(x.example)) rows.push(x.name);
      else other.push(x);
    }
    const body = [
      md(r.response?.description),
      r.response?.['x-gap'] ? `<p class="gap"><strong>Not shown:</strong> ${mdInline(r.response['x-gap'])}</p>` : '',
      ...list.filter((m) => m.contentType).map((m) => `<p class="type">${code(m.contentType)}${m.media?.schema ? `: ${typeHtml(host, m.media.schema)}` : ''}</p>`),
      rows.length ? `<p>Catalogue rows: ${rowLinks(model, rows)}</p>` : '',
      ...other.map((x) => `<figure class="example" id="${esc(`${operationAnchor(o)}-${status}-${x.name}`)}"><figcaption><span class="example-name">${esc(x.summary ?? x.name)}</span> ${code(x.name)}</figcaption>${x.example?.description ? md(x.example.description) : ''}${x.example?.['x-gap'] ? `<p class="gap"><strong>Not shown:</strong> ${mdInline(x.example['x-gap'])}</p>` : ''}<pre><code>${esc(json(x.value))}</code></pre></figure>`),
    ].join('');
    const first = firstParagraph(r.response?.description).split('\n')[0];
    out.push(`<details class="response"${/^2/.test(status) ? ' open' : ''}><summary><span class="status s${esc(status[0])}">${esc(status)}</span> ${mdInline(first)}</summary>${body}</details>`);
  }
  return out.join('\n');
}

/** The section of an operation or webhook. */
function operationHtml(model, host, o) {
  const id = operationAnchor(o);
  const method = o.method.toUpperCase();
  const title = o.kind === 'webhook'
    ? `<span class="method ${esc(o.method)}">${esc(method)}</span> <span class="label">webhook</span> <code class="path">${esc(o.path)}</code> <span class="summary">${esc(o.op.summary ?? '')}</span>`
    : `<span class="method ${esc(o.method)}">${esc(method)}</span> <code class="path">${breakable(o.path)}</code> <span class="summary">${esc(o.op.summary ?? '')}</span>`;
  const meta = [o.operationId && `operationId ${code(o.operationId)}`, o.op.tags?.length && `tag ${o.op.tags.map(esc).join(', ')}`, o.source && `section ${esc(sections(o.source))}`].filter(Boolean).join(' · ');
  const parts = [
    `<section class="operation${o.kind === 'webhook' ? ' webhook' : ''}" id="${esc(id)}" data-host="${esc(host.name)}" data-method="${esc(o.method)}" data-path="${esc(o.path)}">`,
    heading(3, null, title).replace('<h3>', '<h3 class="op-title">') + ` <a class="self" href="#${esc(id)}" aria-label="Link to this place">#</a>`,
    meta ? `<p class="meta">${meta}</p>` : '',
    o.versions.length ? `<p class="versions"><strong>Versions:</strong> ${mdInline(versionsText(o.versions))}</p>` : '',
    md(o.op.description),
    o.gap ? `<p class="gap"><strong>Not shown:</strong> ${mdInline(o.gap)}</p>` : '',
  ];
  if (o.parameters.length) {
    parts.push('<h4>Parameters</h4>', table(['Name', 'In', 'Type', 'Required', 'Description'], o.parameters.map((p) => {
      const raw = [...(o.op.parameters ?? [])].map((x) => host.deref(x)).find((x) => x.name === p.name && x.in === p.in);
      return [code(p.name), esc(p.in), typeHtml(host, p.schema), p.required ? 'yes' : '', md(raw?.description)];
    }), { className: 'members' }));
  }
  const body = o.requestBody;
  if (body) {
    parts.push(`<h4>${o.kind === 'webhook' ? 'Payload' : 'Request body'}</h4>`, `<p class="type">${code(body.contentType)}${body.required ? ', required' : ''}${body.media.schema ? `: ${typeHtml(host, body.media.schema)}` : ''}</p>`);
    const d = o.discriminator;
    if (d) {
      parts.push(`<p>One body per ${code(d)}; each has its own section below and on the page <a href="${href(ACTIONS_SLUG)}">S2S actions</a>: ${o.elements.map((e) => `<a href="#${esc(actionBodyAnchor(e))}">${esc(e.value)}</a>`).join(', ')}.</p>`);
      for (const e of o.elements) {
        parts.push(
          `<section class="action-body" id="${esc(actionBodyAnchor(e))}">`,
          `<h4 class="action-title">${code(`${d}=${e.value}`)} <a class="self" href="#${esc(actionBodyAnchor(e))}" aria-label="Link to this place">#</a> <a class="more" href="${href(ACTIONS_SLUG, anchor('action', e.value))}">${esc(e.value)} in S2S actions</a></h4>`,
          firstParagraph(e.schema.description) ? md(firstParagraph(e.schema.description)) : '',
          schemaHtml(host, { $ref: `#${e.pointer}` }).replace(/^<p class="type">Schema: .*?<\/p>/, ''),
          `<div class="recipe"><strong>Hash:</strong> ${md(recipeText(e))}</div>`,
          e.errors.length ? `<p>Catalogue rows (${code('x-errors')}): ${rowLinks(model, e.errors)}</p>` : '',
          ...e.examples.map((x) => exampleHtml(host, o, x, { id: `${actionBodyAnchor(e)}-example-${x.name}` })),
          '</section>',
        );
      }
    } else {
      parts.push(schemaHtml(host, body.media.schema));
      const e = o.elements[0];
      if (o.kind !== 'webhook' && e) parts.push(`<div class="recipe"><strong>Hash:</strong> ${md(recipeText(e))}</div>`);
      if (body.examples.length) parts.push(`<h4>${o.kind === 'webhook' ? 'Payload examples' : 'Request examples'}</h4>`, ...body.examples.map((x) => exampleHtml(host, o, x, { id: `${id}-example-${x.name}`, tryIt: o.kind !== 'webhook' })));
    }
  }
  if (o.errors.length) parts.push(`<p>Catalogue rows (${code('x-errors')}): ${rowLinks(model, o.errors)}</p>`);
  if (o.responses.length) parts.push(`<h4>${o.kind === 'webhook' ? 'Answers the merchant gives' : 'Responses'}</h4>`, responsesHtml(model, host, o));
  parts.push('</section>');
  return parts.filter(Boolean).join('\n');
}

/** A named schema's section. */
function modelHtml(host, name) {
  const s = host.component('schemas', name);
  const id = anchor('model', name);
  return [
    `<section class="model" id="${esc(id)}">`,
    heading(3, null, esc(name)).replace('<h3>', '<h3 class="model-title">') + ` <a class="self" href="#${esc(id)}" aria-label="Link to this place">#</a>`,
    s['x-source'] ? `<p class="meta">section ${esc(sections(s['x-source']))}</p>` : '',
    md(s.description),
    s['x-gap'] ? `<p class="gap"><strong>Not shown:</strong> ${mdInline(s['x-gap'])}</p>` : '',
    schemaHtml(host, s),
    '</section>',
  ].filter(Boolean).join('\n');
}

/** The page of one contract: { main, toc }. */
export function contractPage(model, host) {
  const doc = host.document;
  const server = doc.servers?.[0];
  const models = Object.keys(doc.components?.schemas ?? {});
  const main = [
    `<h1>${esc(host.title)}</h1>`,
    `<p class="meta">Interface version ${esc(host.version)} · OpenAPI ${esc(doc.openapi)} · <a href="openapi/${esc(host.name)}.json">${esc(host.name)}.json</a>, <a href="openapi/${esc(host.name)}.yaml">${esc(host.name)}.yaml</a> (the bundle)</p>`,
    md(doc.info?.description),
    doc.info?.['x-gap'] ? `<p class="gap"><strong>Not shown:</strong> ${mdInline(doc.info['x-gap'])}</p>` : '',
    server ? `<p class="server">Server ${code(server.url)}: ${mdInline(server.description ?? '')}${server['x-gap'] ? ` <span class="gap-inline"><strong>Not shown:</strong> ${mdInline(server['x-gap'])}</span>` : ''} Try-it sends to the mock (${code(host.server.default)} by default) or to the sandbox.</p>` : '',
    host.operations.length ? `<h2 id="operations">Operations</h2>\n${host.operations.map((o) => operationHtml(model, host, o)).join('\n')}` : '',
    host.webhooks.length ? `<h2 id="webhooks">Webhooks</h2>\n<p>What the gateway sends to the merchant (callbacks) and the redirects the payer's browser follows.</p>\n${host.webhooks.map((o) => operationHtml(model, host, o)).join('\n')}` : '',
    models.length ? `<h2 id="models">Models</h2>\n${models.map((name) => modelHtml(host, name)).join('\n')}` : '',
  ].filter(Boolean).join('\n');
  const opItem = (o) => ({ id: operationAnchor(o), html: `<span class="method ${esc(o.method)}">${esc(o.method.toUpperCase())}</span> ${esc(o.op.summary ?? o.path)}`, children: o.discriminator ? o.elements.map((e) => ({ id: actionBodyAnchor(e), label: e.value })) : [] });
  const toc = tocList([
    ...(host.operations.length ? [{ id: 'operations', label: 'Operations', children: host.operations.map(opItem) }] : []),
    ...(host.webhooks.length ? [{ id: 'webhooks', label: 'Webhooks', children: host.webhooks.map(opItem) }] : []),
    ...(models.length ? [{ group: true, label: `Models (${models.length})`, children: models.map((name) => ({ id: anchor('model', name), label: name })) }] : []),
  ]);
  return { main, toc };
}
