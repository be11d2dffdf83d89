// The generated pages of the docs beside the three contracts, from the contract model (packages/contract), as Markdown
// (the .md files of generated/docs/, readable on their own) and as the sections the HTML site renders:
//   actions       one section per S2S action (every action branch of a discriminated form body, CARD and APM):
//                 its request members, its hash recipe (x-hash: the fields in order) or the gap that says why
//                 there is none, the catalogue rows it can produce (x-errors) and its request examples, each
//                 beside the 200 example the mock answers that action with.
//   parameter sets one section per payment-method parameter set (spec/schemas/method-parameters/): its members,
//                 where it travels, the hash and the rows of the request that carries it.
// Links differ between the two (`links`): the Markdown files link to GitHub's heading ids, the site to its anchors.
import { schemaFiles, tokensOf, walk, FORM } from '../../packages/contract/index.mjs';
import { cell } from './docs-reference.mjs';

export const ACTIONS_SLUG = 's2s-actions';
export const SETS_SLUG = 'method-parameters';
export const CHANGELOG_SLUG = 'changelog';

const table = (head, rows) => [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
const code = (value) => (value === undefined || value === null || value === '' ? '' : `\`${String(value).replace(/`/g, "'").replace(/\|/g, '\\|')}\``);
const fence = (lang, text) => ['```' + lang, text, '```'].join('\n');
const firstLine = (text) => (typeof text === 'string' ? text.trim().split('\n')[0] : '');

/**
 * The release markers of an operation or action (model: versions) as one line: "Added in 6.7.0: `auth`,
 * `custom_data` (request). Changed in 6.7.0: `state` (request)." Empty when there are none.
 */
export function versionsText(versions) {
  const groups = new Map();
  for (const v of versions) {
    const key = `${v.kind === 'added' ? 'Added' : 'Changed'} in ${v.version}`;
    const list = groups.get(key) ?? new Map();
    const where = v.place ?? '';
    list.set(where, [...(list.get(where) ?? []), v.member === null ? 'the operation' : code(v.member)]);
    groups.set(key, list);
  }
  return [...groups].map(([key, places]) => `${key}: ${[...places].map(([where, members]) => `${members.join(', ')}${where ? ` (${where})` : ''}`).join('; ')}.`).join(' ');
}

/** The id github-slugger (GitHub's heading ids in a Markdown file) gives a heading, for a heading seen once on its page. */
export const headingSlug = (text) =>
  text
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');

/** A short description of a member's schema: const, enum, type, format, pattern and length limits. */
function typeOf(host, raw, seen = new Set()) {
  const s = host.deref(raw);
  if (!s || typeof s !== 'object' || seen.has(s)) return '';
  seen.add(s);
  if (s.const !== undefined) return `const ${JSON.stringify(s.const)}`;
  if (Array.isArray(s.enum)) return `one of ${s.enum.map((v) => JSON.stringify(v)).join(', ')}`;
  const parts = [];
  // x-json-types: a value of several types, as the shaped bundle writes it (packages/contract/shape.mjs, rewrite 7).
  const type = Array.isArray(s.type) ? s.type.join(' or ') : (s.type ?? s['x-json-types']?.join(' or '));
  if (type) parts.push(type === 'array' && s.items ? `array of ${typeOf(host, s.items, seen) || 'items'}` : type);
  if (s.format) parts.push(`format ${s.format}`);
  if (s.pattern) parts.push(`pattern ${s.pattern}`);
  if (s.minLength !== undefined || s.maxLength !== undefined) parts.push(`length ${s.minLength ?? 0}..${s.maxLength ?? ''}`);
  if (s.minimum !== undefined || s.maximum !== undefined) parts.push(`${s.minimum ?? ''}..${s.maximum ?? ''}`);
  for (const sub of s.allOf ?? []) {
    const t = typeOf(host, sub, seen);
    if (t) parts.push(t);
  }
  for (const k of ['oneOf', 'anyOf']) if (s[k]) parts.push(s[k].map((sub) => host.deref(sub)?.title ?? typeOf(host, sub, seen)).filter(Boolean).join(' or '));
  if (!parts.length && s.title) parts.push(s.title);
  return [...new Set(parts)].join('; ');
}

/** The member of a schema (through $ref and allOf) with its own annotations over the target's. */
function memberOf(host, schema, name) {
  const find = (x) => {
    const d = host.deref(x);
    return d?.properties?.[name] ?? (d?.allOf ?? []).map(find).find(Boolean);
  };
  const raw = find(schema);
  const target = host.deref(raw);
  return { raw, description: raw?.description ?? target?.description, gap: raw?.['x-gap'] ?? target?.['x-gap'] };
}

/** The members table of a schema: name, required, type, description (and what is not known). */
function membersTable(host, schema, names, required) {
  const rows = [...names].map((name) => {
    const m = memberOf(host, schema, name);
    return [code(name), required.has(name) ? 'yes' : '', cell(typeOf(host, m.raw)), cell([firstLine(m.description), m.gap && `Not shown: ${m.gap}`].filter(Boolean).join(' '))];
  });
  const s = host.deref(schema);
  for (const [pattern, sub] of Object.entries(s?.patternProperties ?? {})) rows.push([code(pattern), '', cell(typeOf(host, sub)), cell(firstLine(host.deref(sub)?.description) || 'Members whose names match the pattern.')]);
  return rows.length ? table(['Member', 'Required', 'Type', 'Description'], rows) : 'No members.';
}

/** The hash recipe of an element (x-hash: fields in order), or the gap that says why there is none. */
export function recipeText(element) {
  const r = element.recipe;
  if (!r) {
    if (!element.signed) return `This request carries no \`hash\` member.${element.gap ? ` ${cell(element.gap)}` : ''}`;
    return `**No recipe.** The request carries \`hash\`${element.hashRequired ? ' (required)' : ''}, but its input is not shown: ${cell(element.gap ?? 'the source does not show it.')}`;
  }
  const when = r.when ? ` Applies when ${Object.entries(r.when).map(([p, v]) => `${code(tokensOf(p).join('.'))} is ${code(v)}`).join(' and ')}.` : '';
  const fields = (r.fields ?? []).map((f, i) => `${i + 1}. ${code(tokensOf(f).join('.'))} (\`${f}\`)`);
  return [`Algorithm: ${code(r.algorithm)}, over these fields in this order, then the merchant password.${when}`, '', ...fields].join('\n');
}

/** The catalogue rows an element can produce: HTTP, error_code, error_message, row name (a link where `links.row` gives one). */
function errorsTable(model, names, links = {}) {
  if (!names.length) return 'The contract lists no catalogue row for it.';
  const rowCell = (name) => (links.row ? `[${code(name)}](${links.row(name)})` : code(name));
  return table(
    ['HTTP', 'error_code', 'error_message', 'Row'],
    names.map((name) => {
      const row = model.error(name);
      if (!row) return ['', '', '', rowCell(name)];
      return [cell(row.status ?? '*not shown*'), row.code === null ? '*not shown*' : code(row.code), row.message === null ? '*not shown*' : cell(row.message), rowCell(row.name)];
    }),
  );
}

/**
 * The links of a generated page: for the Markdown files (GitHub's heading ids, no row anchors) or for the HTML
 * site (docs-html.mjs anchors). { section(kind, name), row(name)?, operation(element)? }.
 */
export const markdownLinks = { section: (kind, name) => `#${headingSlug(name)}` };

/** The 200 example the mock answers an action with: the one named `<ACTION>-...`, else the one naming no action. */
function successExample(operation, action) {
  const ok = operation.responses.find((r) => r.status === '200');
  if (!ok) return undefined;
  const actions = operation.elements.map((e) => e.value).filter((v) => typeof v === 'string');
  const named = (key) => actions.find((a) => key.startsWith(`${a}-`));
  const example = ok.examples.find((e) => named(e.name) === action) ?? ok.examples.find((e) => !named(e.name));
  return example && { response: ok, example };
}

const formBody = (value) => new URLSearchParams(Object.entries(value ?? {}).map(([k, v]) => [k, String(v)])).toString().replace(/&/g, '\n&');

/** Every action branch of the hosts' discriminated form bodies, in host and operation order. */
export function actionElements(model) {
  return model.hosts.flatMap((host) => host.operations.filter((o) => o.requestBody?.contentType === FORM && o.discriminator).flatMap((o) => o.elements.filter((e) => typeof e.value === 'string')));
}

/**
 * The page of every S2S action: { markdown (actions.md, `links` markdownLinks), intro, sections: [{ name, body }],
 * elements }. `intro` and each section's `body` are Markdown written with `links` (the HTML site passes its own,
 * so that rows and actions link to their anchors).
 */
export function actionsPage(model, links = markdownLinks) {
  const elements = actionElements(model);
  const intro = [
    'Every action of the S2S hosts on its own: the single form operation of each host (`POST /post`) takes one body per `action`.',
    'Each section shows the members of that action, its hash recipe (`x-hash`), the catalogue rows it can produce (`x-errors`) and its request examples, each with the 200 example the mock answers that action with.',
    'Generated from the contract model; do not edit.',
    '',
    table(
      ['Action', 'Host', 'Hash', 'Rows'],
      elements.map((e) => [`[${e.value}](${links.section('action', e.value)})`, cell(e.host.title), e.recipe ? (e.recipe.fields ?? []).map((f) => code(tokensOf(f).join('.'))).join(', ') : '*not shown*', String(e.errors.length)]),
    ),
  ].join('\n');
  const sections = [];
  for (const e of elements) {
    const op = e.operation;
    const ok = successExample(op, e.value);
    const out = [
      `**${e.host.title}**, \`${op.method.toUpperCase()} ${op.path}\`${op.operationId ? ` (\`${op.operationId}\`)` : ''} with \`${e.discriminator}=${e.value}\`, \`${op.requestBody.contentType}\`; schema \`${e.title ?? e.pointer}\`${e.source ? `, section ${[].concat(e.source).join(', ')}` : ''}.${links.operation ? ` [On the ${e.host.title} page](${links.operation(e)}).` : ''}`,
      '',
      (e.schema.description ?? '').trim(),
      ...(e.gap ? ['', `*Not shown:* ${cell(e.gap)}`] : []),
      ...(e.versions.length ? ['', `**Versions:** ${versionsText(e.versions)}`] : []),
      '',
      `**Request members of ${e.value}**`,
      '',
      membersTable(e.host, e.schema, e.members, e.required),
      '',
      `**Hash recipe of ${e.value}**`,
      '',
      recipeText(e),
      '',
      `**Errors of ${e.value}** (catalogue rows, \`x-errors\`)`,
      '',
      errorsTable(model, e.errors, links),
    ];
    const examples = e.examples.length ? e.examples : [];
    if (!examples.length) out.push('', `**Example of ${e.value}**`, '', 'The contract has no request example of this action.');
    for (const x of examples) {
      out.push('', `**Example of ${e.value}: ${cell(x.summary ?? x.name)}**`, '', `Request (\`${op.requestBody.contentType}\`; sent as one line, shown here one member a line):`, '', fence('http', `${op.method.toUpperCase()} ${op.path}\ncontent-type: ${op.requestBody.contentType}\n\n${formBody(x.value)}`));
      if (x.password !== undefined) out.push('', `The hash of this example uses the merchant password ${code(x.password)}.`);
      if (ok) {
        out.push('', `Response \`${ok.response.status}\` (${ok.response.contentType}), example \`${ok.example.name}\`: ${cell(ok.example.summary ?? '')}`, '', fence('json', JSON.stringify(ok.example.value ?? null, null, 2)));
        if (ok.example.example?.['x-gap']) out.push('', `*Not shown:* ${cell(ok.example.example['x-gap'])}`);
      }
    }
    sections.push({ name: e.value, element: e, body: out.join('\n') });
  }
  const markdown = ['# S2S actions', '', intro, ...sections.flatMap((x) => ['', `# ${x.name}`, '', x.body])].join('\n');
  return { markdown, intro, sections, elements };
}

/** Components of a host that refer to a named schema: ['MethodParameters', ...]. */
function referrers(host, name) {
  const target = `#/components/schemas/${name}`;
  const found = new Set();
  walk(host.document, (node, pointer) => {
    // A $ref, or a union the bundle lists in x-parameter-sets (packages/contract/shape.mjs, rewrite 10).
    if (node.$ref === target || node['x-parameter-sets']?.includes(target)) {
      const [kind, group, component] = tokensOf(pointer);
      if (kind === 'components' && component && component !== name) found.add(`${group === 'schemas' ? '' : `${group} `}${component}`);
    }
  });
  return [...found].sort();
}

/**
 * An instance of a set built from its schema (required members only: const, default, first enum value or
 * example, false, the minimum or 1, "example"), shown only when the set's own schema accepts it.
 */
function builtExample(host, name) {
  const build = (raw, depth = 0) => {
    const s = host.deref(raw);
    if (!s || depth > 6) return undefined;
    if (s.const !== undefined) return s.const;
    if (s.default !== undefined) return s.default;
    if (Array.isArray(s.examples) && s.examples.length) return s.examples[0];
    if (Array.isArray(s.enum)) return s.enum[0];
    const allOf = (s.allOf ?? []).map((x) => host.deref(x));
    const type = s.type ?? allOf.find((x) => x?.type)?.type;
    if (type === 'object' || s.properties) {
      const out = {};
      for (const k of s.required ?? []) {
        const v = build(s.properties?.[k], depth + 1);
        if (v === undefined) return undefined;
        out[k] = v;
      }
      return out;
    }
    if (type === 'boolean') return false;
    if (type === 'integer' || type === 'number') return s.minimum ?? 1;
    if (type === 'string') return s.pattern || s.format || allOf.some((x) => x?.pattern || x?.format || x?.enum) ? (allOf.map((x) => build(x, depth + 1)).find((v) => v !== undefined)) : 'example';
    if (type === 'array') {
      const item = build(s.items, depth + 1);
      return item === undefined ? undefined : Array.from({ length: s.minItems ?? 1 }, () => item);
    }
    return undefined;
  };
  const value = build(host.component('schemas', name));
  if (value === undefined) return undefined;
  try {
    return host.compile(`/components/schemas/${name}`)(value) ? value : undefined;
  } catch {
    return undefined;
  }
}

/** The page of every payment-method parameter set: { markdown, intro, sections: [{ name, body }], sets } (see actionsPage). */
export function setsPage(model, links = markdownLinks) {
  const names = schemaFiles('method-parameters', { dir: model.specDir }).map((f) => f.name);
  const sets = [];
  for (const name of names) {
    const host = model.hosts.find((h) => h.component('schemas', name));
    if (host) sets.push({ name, host, schema: host.component('schemas', name) });
  }
  // The requests that carry payment-method parameters (a `parameters` member of MethodParameters).
  const carriers = model.elements.filter((e) => e.members.has('parameters') && e.member('parameters')?.title === 'MethodParameters');
  const intro = [
    'Every payment-method parameter set of section 4.4, one section each: its members, where it travels and what signs the request that carries it.',
    `A set travels as \`parameters.<method identifier>\` (\`parameters.card\` for the card method) of ${carriers.map((e) => `\`${e.operation.method.toUpperCase()} ${e.operation.path}\``).join(' and ') || 'no request'}.`,
    'Generated from the contract model and spec/schemas/method-parameters/; do not edit.',
    '',
    table(['Set', 'Required members'], sets.map((s) => [`[${s.name}](${links.section('set', s.name)})`, [...(s.schema.required ?? [])].map(code).join(', ')])),
  ].join('\n');
  const sections = [];
  for (const s of sets) {
    const members = new Set(Object.keys(s.schema.properties ?? {}));
    const used = referrers(s.host, s.name);
    const out = [
      (s.schema.description ?? '').trim(),
      ...(s.schema['x-gap'] ? ['', `*Not shown:* ${cell(s.schema['x-gap'])}`] : []),
      '',
      `Used by: ${used.length ? used.map(code).join(', ') : '*no other component*'}${s.schema['x-source'] ? `; section ${[].concat(s.schema['x-source']).join(', ')}` : ''}.`,
      '',
      `**Members of ${s.name}**`,
      '',
      membersTable(s.host, s.schema, members, new Set(s.schema.required ?? [])),
      '',
      `**Hash of ${s.name}**`,
      '',
      carriers.length
        ? carriers.map((e) => `- \`${e.operation.method.toUpperCase()} ${e.operation.path}\` (\`${e.title}\`): ${e.recipe ? `${code(e.recipe.algorithm)} over ${(e.recipe.fields ?? []).map((f) => code(tokensOf(f).join('.'))).join(', ')}${e.recipe.when ? ` when ${Object.entries(e.recipe.when).map(([p, v]) => `${code(tokensOf(p).join('.'))} is ${code(v)}`).join(' and ')}` : ''}; \`parameters\` is not among the fields` : `no recipe: ${cell(e.gap ?? 'not shown').replace(/\.$/, '')}`}.`).join('\n')
        : 'No request carries it.',
      '',
      `**Errors of ${s.name}** (the rows of the requests that carry it)`,
      '',
      errorsTable(model, [...new Set(carriers.flatMap((e) => e.errors))], links),
    ];
    const example = builtExample(s.host, s.name);
    out.push('', `**Example of ${s.name}**`, '');
    out.push(example === undefined ? 'The contract has no example of this set, and no instance could be built from its schema alone.' : ['Built from the schema (its required members), and accepted by it:', '', fence('json', JSON.stringify(example, null, 2))].join('\n'));
    sections.push({ name: s.name, body: out.join('\n') });
  }
  const markdown = ['# Payment-method parameter sets', '', intro, ...sections.flatMap((x) => ['', `# ${x.name}`, '', x.body])].join('\n');
  return { markdown, intro, sections, sets };
}
