// Stage: the rendered API docs, generated/docs/, from the contract model (tools/model). Each artefact once:
//   index.html, assets/docs.js   the page and its Scalar configuration (the contracts, the Markdown pages)
//   errors.md, gaps.md           the error table and the gap list as Markdown (the page shows them too)
//   actions.md                   every S2S action on its own: members, hash recipe, catalogue rows, examples
//                                with the 200 the mock answers (docs-pages.mjs)
//   method-parameters.md         every payment-method parameter set on its own (docs-pages.mjs)
//   search.json                  the site-wide search index (docs-pages.mjs), assets/docs.css the site's CSS
//   mocks.json                   the try-it target of each contract: its server variable's default (the local mock)
//   versions.json                per host, the release markers of each operation and webhook as one line
//                                (model: versions); the page shows it at the top of the operation
// CHANGELOG.md is not copied: the docs server serves it as changelog.md (the Changelog page).
// The bundles (generated/openapi/, stage bundle), CHANGELOG.md and Scalar's standalone bundle (the installed
// @scalar/api-reference) are not copied here: the docs server (packages/docs-server) serves them under the
// URLs the page uses, openapi/<host>.json and assets/scalar-api-reference.js.
// Files under generated/docs/ that the stage did not write are removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import { rel } from '../model/index.mjs';
import { errorTables, gapTables, shown } from './docs-reference.mjs';
import { docsJs, indexHtml, pageCss, scalarOptions, scalarPackage, siteCss } from './docs-site.mjs';
import { ACTIONS_SLUG, CHANGELOG_SLUG, SETS_SLUG, actionsPage, searchIndex, setsPage, versionsText } from './docs-pages.mjs';
import { readChangelog } from '../model/changelog.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeJson, writeText } from '../lib/write.mjs';

// The URLs of the page that the docs server answers from outside generated/docs/ (packages/docs-server).
const SCALAR_URL = 'assets/scalar-api-reference.js';
const bundleUrl = (host) => `openapi/${host.name}.json`;

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

export async function buildDocs(log, model) {
  const docsDir = path.join(model.generatedDir, 'docs');
  const written = new Set();
  const out = (p) => {
    const file = path.join(docsDir, p);
    written.add(file);
    return file;
  };

  // The error table and the gap list, as Markdown; the page shows each as a path-less document.
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
  log(`errors.md: ${model.errors.length} rows; gaps.md: ${gaps.total} gaps`);

  // Each S2S action and each payment-method parameter set on its own, and the search index over everything.
  const actions = actionsPage(model);
  const sets = setsPage(model);
  await writeText(out('actions.md'), actions.markdown);
  await writeText(out('method-parameters.md'), sets.markdown);
  // The versions of each operation; the changelog's releases in the search (the page is CHANGELOG.md itself).
  const changelog = readChangelog();
  await writeJson(out('versions.json'), Object.fromEntries(model.hosts.map((host) => [
    host.name,
    Object.fromEntries([...host.operations, ...host.webhooks].filter((o) => o.versions.length).map((o) => [`${o.kind === 'webhook' ? 'webhooks' : 'paths'} ${o.path} ${o.method}`, versionsText(o.versions)])),
  ])));
  await writeJson(out('search.json'), searchIndex(model, { actions: actions.elements, sets: sets.sets, errorsSlug: 'errors', changelog }));
  log(`actions.md: ${actions.elements.length} actions; method-parameters.md: ${sets.sets.length} sets; search.json`);

  // The contracts, served from generated/openapi/, and the mock each one's try-it targets by default.
  const sources = model.hosts.map((host) => ({
    title: host.title,
    slug: host.name,
    url: bundleUrl(host),
    servers: host.document.servers,
    mock: { name: host.name, variable: host.server.variable },
  }));
  sources[0].default = true;
  const version = changelog.current ?? '0';
  sources.push(
    { title: 'S2S actions', slug: ACTIONS_SLUG, markdown: 'actions.md', page: { title: 'S2S actions', version, summary: 'Every S2S CARD and S2S APM action on its own.' }, customCss: pageCss },
    { title: 'Payment-method parameter sets', slug: SETS_SLUG, markdown: 'method-parameters.md', page: { title: 'Payment-method parameter sets', version, summary: 'Every parameter set of section 4.4 on its own.' }, customCss: pageCss },
    { title: 'Error catalogue', slug: 'errors', markdown: 'errors.md', page: { title: 'Error catalogue', version, summary: 'Every row of section 7, from spec/errors.yaml.' }, customCss: pageCss },
    { title: 'Gaps', slug: 'gaps', markdown: 'gaps.md', page: { title: 'Gaps', version, summary: 'Every x-gap of the contract, with its section.' }, customCss: pageCss },
    { title: 'Changelog', slug: CHANGELOG_SLUG, markdown: 'changelog.md', page: { title: 'Changelog', version, summary: 'Every release of the contract, newest first (CHANGELOG.md).' }, customCss: pageCss },
  );
  await writeJson(out('mocks.json'), Object.fromEntries(model.hosts.map((h) => [h.name, h.server.default])));

  // The page; Scalar's version (pinned in package.json) is recorded in it, its bundle is served from the package.
  const scalar = scalarPackage();
  await writeText(out('assets/docs.js'), docsJs({ sources, options: scalarOptions }));
  await writeText(out('assets/docs.css'), siteCss);
  await writeText(out('index.html'), indexHtml({ title: 'Payment gateway merchant interface', scalarVersion: scalar.version, scalarAsset: SCALAR_URL }));
  await removeOthers(docsDir, written);
  log(`${rel(docsDir)}/index.html: ${model.hosts.map((h) => h.title).join(', ')}, S2S actions, parameter sets, error catalogue, gaps (Scalar ${scalar.version})`);
}

runIfMain(import.meta, 'docs', buildDocs);
