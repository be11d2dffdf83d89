// Stage: the docs site, generated/docs/, from the contract model (packages/contract): static HTML rendered at build
// time, one complete page per document, sharing one small CSS and script (no framework):
//   index.html                   the landing page: the documents, the client, the sandbox, the test cards, the
//                                hash recipes (docs-landing.mjs)
//   <host>.html                  each contract: every operation, webhook, example, response and model
//                                (docs-contract.mjs)
//   s2s-actions.html             every S2S action on its own (docs-pages.mjs), also as actions.md
//   method-parameters.html       every payment-method parameter set on its own, also as method-parameters.md
//   errors.html, gaps.html       the error catalogue and the gap list (docs-reference.mjs), also as errors.md, gaps.md
//   changelog.html               the page around the changelog: the docs server renders CHANGELOG.md into it
//   search.json                  the site-wide search: every entry with the URL of its page and anchor
//   assets/docs.css, docs.js     the site's style, navigation without reloads and search; assets/try.js the
//                                try-it console, loaded on demand (docs-site.mjs)
//   mocks.json                   the try-it target of each contract: its server variable's default (the local mock)
// Every S2S action, error row, test card, parameter set, operation, webhook and model has its own anchor
// (docs-html.mjs anchor()). The bundles (generated/openapi/), the recipes (generated/hash/recipes.json),
// CHANGELOG.md and the client READMEs are not copied: the docs server (packages/docs-server) serves them.
// Files under generated/docs/ that the stage did not write are removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { rel } from '../../packages/contract/index.mjs';
import { errorTables, errorsHtml, gapTables, gapsHtml, shown } from './docs-reference.mjs';
import { docsJs, siteCss, tryJs } from './docs-site.mjs';
import { ACTIONS_SLUG, CHANGELOG_SLUG, SETS_SLUG, actionsPage, setsPage } from './docs-pages.mjs';
import { CHANGELOG_MARKER, changelogId } from '../../packages/docs-server/changelog.mjs';
import * as h from './docs-html.mjs';
import { actionBodyAnchor, contractPage, operationAnchor } from './docs-contract.mjs';
import { landingPage } from './docs-landing.mjs';
import { readChangelog } from '../lib/changelog.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeJson, writeText } from '../lib/write.mjs';

/** Remove every file under `dir` not in `keep`, then the folders left empty. */
async function removeOthers(dir, keep) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && !keep.has(file)) await fs.rm(file);
  }
  const prune = async (d) => {
    for (const entry of await fs.readdir(d, { withFileTypes: true })) if (entry.isDirectory()) await prune(path.join(d, entry.name));
    if (d !== dir && (await fs.readdir(d)).length === 0) await fs.rmdir(d);
  };
  await prune(dir);
}

/** The links of the site's generated pages (docs-pages.mjs `links`). */
const siteLinks = {
  section: (kind, name) => `#${h.anchor(kind, name)}`,
  row: (name) => h.href('errors', h.anchor('row', name)),
  operation: (e) => h.href(e.host.name, actionBodyAnchor(e)),
};

/** A page of sections (S2S actions, parameter sets): { main, toc }. */
function sectionsPage(title, kind, page) {
  const main = [
    `<h1>${h.esc(title)}</h1>`,
    h.md(page.intro),
    ...page.sections.map((s) => {
      const id = h.anchor(kind, s.name);
      return `<section class="${kind === 'action' ? 'action' : 'set'}" id="${h.esc(id)}">\n${h.heading(2, null, h.esc(s.name))} <a class="self" href="#${h.esc(id)}" aria-label="Link to this place">#</a>\n${h.md(s.body)}\n</section>`;
    }),
  ].join('\n');
  return { main, toc: h.tocList(page.sections.map((s) => ({ id: h.anchor(kind, s.name), label: s.name }))) };
}

/** search.json: every entry of the site, in document order, each with the URL of its page and anchor. */
function searchIndex(model, { docs, actions, sets, landing, changelog }) {
  const entries = [];
  const add = (slug, name, kind, detail, id) => entries.push({ name, detail, kind, doc: docs.find((d) => d.slug === slug).title, url: h.href(slug, id) });
  for (const c of landing.testCards) add('index', c.number, 'test card', `${c.label}: ${c.description}`, h.anchor('card', c.outcome));
  for (const o of landing.outcomes) add('index', `outcome=${o}`, 'headless payer outcome', 'POST <redirect_url>?outcome=', h.anchor('outcome', o));
  for (const host of model.hosts) {
    for (const o of [...host.operations, ...host.webhooks]) {
      add(host.name, o.op.summary ?? o.path, o.kind === 'webhook' ? 'webhook' : 'operation', `${o.kind === 'webhook' ? `webhook ${o.path}` : `${o.method.toUpperCase()} ${o.path}`}${o.operationId ? ` ${o.operationId}` : ''}`, operationAnchor(o));
    }
  }
  for (const e of actions) add(ACTIONS_SLUG, e.value, 'action', `${e.host.title} action, ${e.title ?? ''}`.trim(), h.anchor('action', e.value));
  for (const s of sets) add(SETS_SLUG, s.name, 'parameter set', 'payment-method parameter set', h.anchor('set', s.name));
  for (const host of model.hosts) for (const name of Object.keys(host.document.components?.schemas ?? {})) add(host.name, name, 'model', `model of ${host.title}`, h.anchor('model', name));
  for (const row of model.errors) add('errors', row.name, 'error row', [row.status && `HTTP ${row.status}`, row.code, row.message].filter((x) => x !== null && x !== undefined && x !== '').join(' · '), h.anchor('row', row.name));
  for (const r of changelog?.releases ?? []) add(CHANGELOG_SLUG, r.name, 'release', `release ${r.name}, ${r.date}`, changelogId(`[${r.name}] - ${r.date}`));
  return entries;
}

export async function buildDocs(log, model) {
  const docsDir = path.join(model.generatedDir, 'docs');
  const written = new Set();
  const out = (p) => {
    const file = path.join(docsDir, p);
    written.add(file);
    return file;
  };

  // The Markdown files, readable on their own (GitHub): the error table, the gap list, the actions, the sets.
  const errorsMd = [
    '# Error catalogue',
    '',
    `Every row of section 7 of the interface document, generated from \`${shown(model, model.catalogueFile)}\`; do not edit.`,
    'A mock answers with a row when asked with `Prefer: code=<HTTP>, example=<Example name>` on an operation that serves it.',
    '',
    errorTables(model),
  ].join('\n');
  const gaps = gapTables(model);
  const gapsMd = [
    '# Gaps',
    '',
    `Every \`x-gap\` of the contract (${gaps.total} in all): what the interface document does not show or leaves open, with the section it is in.`,
    'Generated from the bundles and the error catalogue; do not edit.',
    '',
    gaps.markdown,
  ].join('\n');
  await writeText(out('errors.md'), errorsMd);
  await writeText(out('gaps.md'), gapsMd);
  await writeText(out('actions.md'), actionsPage(model).markdown);
  await writeText(out('method-parameters.md'), setsPage(model).markdown);

  // The site's documents, in sidebar order.
  const actions = actionsPage(model, siteLinks);
  const sets = setsPage(model, siteLinks);
  const docs = [
    { slug: 'index', title: 'Start here', summary: 'The client, the sandbox, test cards and hash recipes.' },
    ...model.hosts.map((host) => ({ slug: host.name, title: host.title, summary: `${host.operations.length} operation(s), ${host.webhooks.length} webhook(s), ${Object.keys(host.document.components?.schemas ?? {}).length} models.` })),
    { slug: ACTIONS_SLUG, title: 'S2S actions', summary: 'Every S2S CARD and S2S APM action on its own.' },
    { slug: SETS_SLUG, title: 'Payment-method parameter sets', summary: 'Every parameter set of section 4.4 on its own.' },
    { slug: 'errors', title: 'Error catalogue', summary: 'Every row of section 7, each with its own link.' },
    { slug: 'gaps', title: 'Gaps', summary: 'Every x-gap of the contract, with its section.' },
    { slug: CHANGELOG_SLUG, title: 'Changelog', summary: 'Every release of the contract, newest first (CHANGELOG.md).' },
  ];
  const page = async (slug, title, { main, toc }, description) => writeText(out(h.pageFile(slug)), h.layout({ docs, slug, title, main, toc, description }));

  const landing = landingPage(model, [{ ...docs[0], title: h.SITE_TITLE }, ...docs.slice(1)]);
  await page('index', h.SITE_TITLE, landing, 'The contract of the payment gateway\'s merchant interface: reference, client, sandbox.');
  for (const host of model.hosts) await page(host.name, host.title, contractPage(model, host));
  await page(ACTIONS_SLUG, 'S2S actions', sectionsPage('S2S actions', 'action', actions));
  await page(SETS_SLUG, 'Payment-method parameter sets', sectionsPage('Payment-method parameter sets', 'set', sets));
  const links = { action: (value) => h.href(ACTIONS_SLUG, h.anchor('action', value)), operation: (host, o) => h.href(host.name, operationAnchor(o)), row: (name) => h.href('errors', h.anchor('row', name)) };
  await page('errors', 'Error catalogue', errorsHtml(model, h, links));
  await page('gaps', 'Gaps', gapsHtml(model, h, links));
  await page(CHANGELOG_SLUG, 'Changelog', {
    main: `<div class="changelog">${CHANGELOG_MARKER}<p>The docs server shows <code>CHANGELOG.md</code> here (<a href="changelog.md">changelog.md</a>).</p></div>`,
    toc: '',
  });
  log(`${model.hosts.length} contract pages, ${actions.sections.length} actions, ${sets.sections.length} parameter sets, ${model.errors.length} error rows, ${gaps.total} gaps`);

  const changelog = readChangelog();
  await writeJson(out('search.json'), searchIndex(model, { docs, actions: actions.elements, sets: sets.sets, landing, changelog }));
  await writeJson(out('mocks.json'), Object.fromEntries(model.hosts.map((host) => [host.name, host.server.default])));
  await writeText(out('assets/docs.css'), siteCss);
  await writeText(out('assets/docs.js'), docsJs);
  await writeText(out('assets/try.js'), tryJs);
  await removeOthers(docsDir, written);
  log(`${rel(docsDir)}: ${docs.map((d) => h.pageFile(d.slug)).join(', ')}; search.json, assets/`);
}

runIfMain(import.meta, 'docs', buildDocs);
