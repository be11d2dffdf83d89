// Stage: the rendered API docs, generated/docs/, from the bundles and the error catalogue. Fully offline:
// the page loads Scalar's standalone bundle copied from node_modules and the site's own files, nothing else.
//   index.html, assets/       the page, Scalar's bundle (pinned in package.json), assets/docs.js (its configuration)
//   openapi/<name>.json       the bundles, as the site serves them; errors.json and gaps.json, two Markdown pages
//   errors.md, gaps.md        the error table and the gap list as Markdown
//   mocks.json                the try-it target of each contract: its server variable's default (the local mock)
// Files under generated/docs/ that the stage did not write are removed.
import fs from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';
import { documents, rel, root } from './lib/documents.mjs';
import { errorTables, gapTables, pageDocument, rowsByXErrors, servedRows } from './lib/docs-reference.mjs';
import { docsJs, indexHtml, pageCss, scalarOptions } from './lib/docs-site.mjs';
import { runIfMain } from './lib/stage.mjs';
import { writeJson, writeText } from './lib/write.mjs';

export const docsDir = path.join(root, 'generated', 'docs');
const SCALAR_ASSET = 'assets/scalar-api-reference.js';
const SCALAR_DIR = path.join(root, 'node_modules', '@scalar', 'api-reference');

// The host variable of a bundle's first server ("{s2s_card_url}") and its default, the local mock.
function hostVariable(doc, file) {
  const name = /^\{([A-Za-z0-9_]+)\}$/.exec(doc.servers?.[0]?.url ?? '')?.[1];
  const value = name && doc.servers[0].variables?.[name]?.default;
  if (!value) throw new Error(`${file}: servers[0] is not a single host variable with a default`);
  return { name, value };
}

// A byte-exact copy that, like write.mjs, leaves an unchanged file alone and replaces a changed one atomically.
async function copyExact(from, to) {
  const content = await fs.readFile(from);
  const current = await fs.readFile(to).catch(() => undefined);
  if (current && current.equals(content)) return;
  await fs.mkdir(path.dirname(to), { recursive: true });
  await fs.writeFile(`${to}.${process.pid}.tmp`, content);
  await fs.rename(`${to}.${process.pid}.tmp`, to);
}

async function removeOthers(dir, keep) {
  for (const entry of await fs.readdir(dir, { withFileTypes: true, recursive: true })) {
    const file = path.join(entry.parentPath ?? entry.path, entry.name);
    if (entry.isFile() && !keep.has(file)) await fs.rm(file);
  }
}

export async function buildDocs(log) {
  const written = new Set();
  const out = (p) => {
    const file = path.join(docsDir, p);
    written.add(file);
    return file;
  };

  const bundles = [];
  for (const d of documents) {
    const text = await fs.readFile(d.bundled, 'utf8').catch(() => {
      throw new Error(`${rel(d.bundled)} is missing: run the bundle stage first`);
    });
    const doc = JSON.parse(text);
    bundles.push({ ...d, doc, text, title: doc.info?.title ?? d.title, file: rel(d.bundled), host: hostVariable(doc, rel(d.bundled)) });
  }
  const catalogueFile = path.join(root, 'spec', 'errors.yaml');
  const catalogue = YAML.parse(await fs.readFile(catalogueFile, 'utf8'));
  const version = bundles[0]?.doc.info?.version ?? '0';

  // The error table and the gap list, as Markdown files and as pages of the site.
  const errors = errorTables(catalogue, servedRows(bundles, catalogue), rowsByXErrors(bundles, catalogue));
  const errorsMd = [
    '# Error catalogue',
    '',
    `Every row of section 7 of the interface document, generated from \`${rel(catalogueFile)}\`; do not edit.`,
    'A mock answers with a row when asked with `Prefer: code=<HTTP>, example=<Example name>` on an operation that serves it.',
    '',
    errors,
  ].join('\n');
  const gaps = gapTables(bundles, catalogue);
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
  const body = (md) => md.split('\n').slice(2).join('\n'); // the page title is the document title
  await writeJson(out('openapi/errors.json'), pageDocument({ title: 'Error catalogue', version, summary: 'Every row of section 7, from spec/errors.yaml.', description: body(errorsMd) }));
  await writeJson(out('openapi/gaps.json'), pageDocument({ title: 'Gaps', version, summary: 'Every x-gap of the contract, with its section.', description: body(gapsMd) }));
  log(`errors.md: ${Object.keys(catalogue).length} rows; gaps.md: ${gaps.total} gaps`);

  // The contracts, as the site serves them, and the mock each one's try-it targets by default.
  const sources = [];
  for (const b of bundles) {
    await writeText(out(`openapi/${b.name}.json`), b.text);
    sources.push({ title: b.title, slug: b.name, url: `openapi/${b.name}.json`, servers: b.doc.servers, mock: { name: b.name, variable: b.host.name } });
  }
  sources[0].default = true;
  sources.push({ title: 'Error catalogue', slug: 'errors', url: 'openapi/errors.json', customCss: pageCss }, { title: 'Gaps', slug: 'gaps', url: 'openapi/gaps.json', customCss: pageCss });
  await writeJson(out('mocks.json'), Object.fromEntries(bundles.map((b) => [b.name, b.host.value])));

  // The page and Scalar's bundle, copied byte for byte from the pinned package.
  const scalarVersion = JSON.parse(await fs.readFile(path.join(SCALAR_DIR, 'package.json'), 'utf8')).version;
  await copyExact(path.join(SCALAR_DIR, 'dist', 'browser', 'standalone.js'), out(SCALAR_ASSET));
  await writeText(out('assets/docs.js'), docsJs({ sources, options: scalarOptions }));
  await writeText(out('index.html'), indexHtml({ title: 'Payment gateway merchant interface', scalarVersion, scalarAsset: SCALAR_ASSET }));
  await removeOthers(docsDir, written);
  log(`${rel(docsDir)}/index.html: ${bundles.map((b) => b.title).join(', ')}, error catalogue, gaps (Scalar ${scalarVersion})`);
}

runIfMain(import.meta, 'docs', buildDocs);
