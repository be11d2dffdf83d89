// The static files of the docs site around Scalar's standalone bundle: index.html and assets/docs.js.
// The page loads only what the docs server serves (packages/docs-server): its own files, the bundles of
// generated/openapi/ and Scalar's standalone bundle from the installed package. No CDN, no web fonts,
// no telemetry, no AI agent.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

/** The installed @scalar/api-reference (pinned in package.json): { dir, version }, found from its entry point. */
export function scalarPackage() {
  let dir = path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
  for (;;) {
    const file = path.join(dir, 'package.json');
    if (fs.existsSync(file)) {
      const pkg = JSON.parse(fs.readFileSync(file, 'utf8'));
      if (pkg.name === '@scalar/api-reference') return { dir, version: pkg.version };
    }
    if (path.dirname(dir) === dir) throw new Error('@scalar/api-reference: package.json not found above its entry point (npm ci)');
    dir = path.dirname(dir);
  }
}

/**
 * Scalar options (checked against the installed bundle, see README "Docs"):
 * withDefaultFonts false: no @font-face pointing at fonts.scalar.com;
 * telemetry false; agent.disabled and mcp.disabled: no "Ask AI" agent or MCP panel (both turn on
 * by themselves on localhost otherwise); showDeveloperTools 'never': no toolbar linking to Scalar's
 * dashboard and registry; hideClientButton: no "open in client.scalar.com" link; proxyUrl '': requests
 * go straight to the mocks, never through proxy.scalar.com.
 */
export const scalarOptions = {
  withDefaultFonts: false,
  telemetry: false,
  agent: { disabled: true },
  mcp: { disabled: true },
  showDeveloperTools: 'never',
  hideClientButton: true,
  proxyUrl: '',
  layout: 'modern',
  theme: 'default',
  showOperationId: true,
  defaultOpenAllTags: true,
  orderSchemaPropertiesBy: 'preserve',
  orderRequiredPropertiesFirst: false,
  documentDownloadType: 'json',
};

/** For the Markdown pages (actions, parameter sets, error catalogue, gaps): the text takes the whole width, without the code column. */
export const pageCss = `.introduction-section .section-columns { display: block; }
.introduction-section .section-column:not(:first-child) { display: none; }`;

/**
 * assets/docs.css, for every page: the site-wide search bar above Scalar (Scalar leaves
 * --scalar-custom-header-height free above its sidebar), and tables, code and preformatted text that wrap
 * inside the viewport instead of overflowing it (1400 px and 390 px wide alike).
 */
export const siteCss = `:root { --scalar-custom-header-height: 48px; }
#docs-search { position: sticky; top: 0; z-index: 1000; box-sizing: border-box; height: 48px; width: 100%; max-width: 100vw; display: flex; align-items: center; gap: 8px; padding: 6px 12px; background: var(--scalar-background-1, #fff); border-bottom: 1px solid var(--scalar-border-color, #ddd); font-family: var(--scalar-font, system-ui, sans-serif); }
#docs-search label { font-size: 13px; font-weight: 600; white-space: nowrap; }
#docs-search input { box-sizing: border-box; flex: 1 1 auto; min-width: 0; max-width: 560px; height: 34px; padding: 4px 10px; font: inherit; font-size: 14px; border: 1px solid var(--scalar-border-color, #ccc); border-radius: 6px; background: var(--scalar-background-2, #f7f7f7); color: var(--scalar-color-1, #111); }
#docs-search-results { position: absolute; top: 46px; left: 12px; box-sizing: border-box; width: min(640px, calc(100vw - 24px)); max-height: 70vh; overflow-y: auto; margin: 0; padding: 4px 0; list-style: none; background: var(--scalar-background-1, #fff); border: 1px solid var(--scalar-border-color, #ccc); border-radius: 6px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15); }
#docs-search-results[hidden] { display: none; }
#docs-search-results a { display: block; padding: 6px 12px; color: var(--scalar-color-1, #111); text-decoration: none; overflow-wrap: anywhere; }
#docs-search-results a:hover, #docs-search-results a:focus, #docs-search-results li[aria-selected="true"] a { background: var(--scalar-background-3, #eee); outline: none; }
#docs-search-results .docs-search-name { font-weight: 600; font-size: 14px; }
#docs-search-results .docs-search-meta { display: block; font-size: 12px; color: var(--scalar-color-2, #555); }
#docs-search-results .docs-search-none { padding: 6px 12px; font-size: 13px; color: var(--scalar-color-2, #555); }
.markdown table { display: table; table-layout: auto !important; width: 100% !important; max-width: 100%; overflow: visible !important; }
.markdown th, .markdown td { overflow-wrap: anywhere !important; word-break: normal !important; hyphens: none; min-width: 6em !important; width: auto !important; }
.markdown code { overflow-wrap: anywhere; word-break: normal; }
.markdown pre, .markdown pre code { white-space: pre-wrap; overflow-wrap: anywhere; word-break: break-all; max-width: 100%; }
body pre.w-fit { width: auto !important; max-width: 100%; }
body pre code, body pre code .line { width: auto !important; min-width: 0 !important; max-width: 100%; }
body pre, body pre * { white-space: pre-wrap !important; text-wrap: wrap !important; overflow-wrap: anywhere !important; word-break: break-all !important; }
body pre code { display: block; }
@media (max-width: 700px) {
  #docs-search label { display: none; }
  .markdown table, .markdown tbody, .markdown tr, .markdown td, .markdown th { display: block !important; width: auto !important; min-width: 0 !important; box-sizing: border-box; }
  .markdown thead { display: none !important; }
  .markdown tr { padding: 6px 0; border-bottom: 1px solid var(--scalar-border-color, #ddd); }
  .markdown td { border: none !important; padding: 2px 10px !important; }
  .markdown td:empty { display: none; }
  .markdown td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
}`;

export const indexHtml = ({ title, scalarVersion, scalarAsset }) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="generator" content="@scalar/api-reference ${scalarVersion}" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <link rel="stylesheet" href="assets/docs.css" />
  </head>
  <body>
    <!-- Generated by tools/generate/docs.mjs from the contract model; do not edit. Served by packages/docs-server. -->
    <noscript>These docs need JavaScript. The contract itself is in generated/openapi/, the error table in errors.md and the gap list in gaps.md.</noscript>
    <div id="docs-search" role="search">
      <label for="docs-search-input">Search all documents</label>
      <input id="docs-search-input" type="search" autocomplete="off" spellcheck="false" placeholder="Action, operation, model, parameter set or error row" role="combobox" aria-expanded="false" aria-controls="docs-search-results" aria-autocomplete="list" />
      <ul id="docs-search-results" role="listbox" aria-label="Search results" hidden></ul>
    </div>
    <div id="app"></div>
    <script src="${scalarAsset}"></script>
    <script src="assets/docs.js"></script>
  </body>
</html>
`;

/**
 * assets/docs.js: mount Scalar with one source per document. The try-it server of each contract is
 * its own server object with the host variable's default set to the mock URL that mocks.json announces
 * (the docs server answers mocks.json with the URLs of the mocks it was started with). A source with
 * `markdown` is a page of the site (errors.md, gaps.md): the page fetches the Markdown and shows it as the
 * description of a path-less OpenAPI document, without its first heading (the document's title).
 */
export const docsJs = ({ sources, options }) => `// Generated by tools/generate/docs.mjs; do not edit.
(function () {
  'use strict';
  var sources = ${JSON.stringify(sources, null, 2).replace(/\n/g, '\n  ')};
  var options = ${JSON.stringify(options, null, 2).replace(/\n/g, '\n  ')};

  function get(url, as) {
    return fetch(url, { cache: 'no-store' }).then(function (r) {
      if (!r.ok) throw new Error(url + ': HTTP ' + r.status);
      return r[as]();
    });
  }

  function page(source, markdown) {
    var out = Object.assign({}, source);
    delete out.markdown;
    delete out.page;
    out.content = {
      openapi: '3.1.0',
      info: Object.assign({}, source.page, { description: markdown.split('\\n').slice(2).join('\\n') }),
      paths: {}
    };
    return out;
  }

  // The release markers of each operation (versions.json: "<paths|webhooks> <path> <method>" -> one line),
  // shown at the top of its description. The page loads the bundle itself and gives Scalar its content.
  function annotate(doc, versions) {
    Object.keys(versions || {}).forEach(function (key) {
      var parts = key.split(' ');
      var op = doc[parts[0]] && doc[parts[0]][parts.slice(1, -1).join(' ')] && doc[parts[0]][parts.slice(1, -1).join(' ')][parts[parts.length - 1]];
      if (op) op.description = '**Versions:** ' + versions[key] + (op.description ? '\\n\\n' + op.description : '');
    });
    return doc;
  }

  function contract(source, mocks, versions, doc) {
    var out = Object.assign({}, source);
    delete out.mock;
    if (doc) {
      delete out.url;
      out.content = annotate(doc, versions[source.slug]);
    }
    var mock = source.mock && mocks[source.mock.name];
    if (source.servers) {
      out.servers = source.servers.map(function (server, i) {
        if (i !== 0 || !mock) return server;
        var variables = Object.assign({}, server.variables);
        variables[source.mock.variable] = Object.assign({}, variables[source.mock.variable], { default: mock });
        return Object.assign({}, server, { variables: variables });
      });
    }
    return out;
  }

  var pages = sources.filter(function (s) { return s.markdown; });
  var contracts = sources.filter(function (s) { return s.url; });
  Promise.all([get('mocks.json', 'json'), get('versions.json', 'json')]
    .concat(pages.map(function (s) { return get(s.markdown, 'text'); }))
    .concat(contracts.map(function (s) { return get(s.url, 'json'); })))
    .then(function (loaded) {
      var mocks = loaded[0];
      var versions = loaded[1];
      window.docsMocks = mocks;
      var all = sources.map(function (source) {
        if (source.markdown) return page(source, loaded[2 + pages.indexOf(source)]);
        return contract(source, mocks, versions, source.url ? loaded[2 + pages.length + contracts.indexOf(source)] : null);
      });
      Scalar.createApiReference('#app', Object.assign({}, options, { sources: all }));
    })
    .catch(function (err) {
      console.error('docs: ' + err.message);
      document.getElementById('app').textContent = 'The docs could not load (' + err.message + '). Serve them with the docs server: npm start.';
    });

  // The site-wide search: search.json lists every operation, webhook, S2S action, parameter set, model and
  // catalogue row of every document, with its document (?api=<slug>) and the element id Scalar gives it.
  // A result in the document on screen scrolls to its element; one in another document opens that document
  // at the element (the page loads again with #<id>; Scalar opens the document and scrolls to it).
  function reveal(id, tries) {
    if (!id) return;
    var el = document.getElementById(id);
    if (el) {
      el.scrollIntoView({ block: 'start' });
      return;
    }
    if ((tries || 0) < 100) setTimeout(function () { reveal(id, (tries || 0) + 1); }, 100);
  }

  var index = [];
  get('search.json', 'json').then(function (entries) { index = entries; }).catch(function (err) { console.error('docs: ' + err.message); });

  function rank(entry, q) {
    var name = entry.name.toLowerCase();
    if (name === q) return 0;
    if (name.indexOf(q) === 0) return 1;
    if (name.indexOf(q) >= 0) return 2;
    if ((entry.detail + ' ' + entry.kind + ' ' + entry.doc).toLowerCase().indexOf(q) >= 0) return 3;
    return -1;
  }

  function find(query) {
    var q = query.trim().toLowerCase();
    if (!q) return [];
    return index
      .map(function (entry, i) { return { entry: entry, rank: rank(entry, q), i: i }; })
      .filter(function (x) { return x.rank >= 0; })
      .sort(function (a, b) { return a.rank - b.rank || a.i - b.i; })
      .slice(0, 30)
      .map(function (x) { return x.entry; });
  }

  // Scalar opens the document its URL's hash names (#<slug>/...) and scrolls to the element of that id.
  function go(entry) {
    if (document.getElementById(entry.id)) {
      history.replaceState(null, '', location.pathname + '#' + entry.id);
      reveal(entry.id);
    } else {
      location.assign(location.pathname + '#' + entry.id);
      location.reload();
    }
  }

  // The sidebar of a generated page (S2S actions, parameter sets, ...) lists its sections under
  // "Introduction": open that group once, so that every action and parameter set is an entry in sight.
  var pageSlugs = sources.filter(function (s) { return s.markdown; }).map(function (s) { return s.slug; });
  var opened = {};
  function expandPage() {
    var intro = document.querySelector('section[id$="/description/introduction"]');
    var slug = intro && intro.id.split('/')[0];
    if (!slug || opened[slug] || pageSlugs.indexOf(slug) < 0) return;
    var button = [].filter.call(document.querySelectorAll('aside button'), function (b) {
      return (b.getAttribute('aria-label') || b.textContent || '').trim() === 'Open Introduction';
    })[0];
    if (!button) return;
    opened[slug] = true;
    button.click();
  }
  // On a narrow screen a table of a page shows each row as a block, each cell named by its column (docs.css).
  function labelCells() {
    [].forEach.call(document.querySelectorAll('.markdown table:not([data-labelled])'), function (table) {
      table.setAttribute('data-labelled', '');
      var head = [].map.call(table.querySelectorAll('thead th'), function (th) { return th.textContent.trim(); });
      [].forEach.call(table.querySelectorAll('tbody tr'), function (tr) {
        [].forEach.call(tr.children, function (td, i) { if (head[i]) td.setAttribute('data-label', head[i]); });
      });
    });
  }
  new MutationObserver(function () { expandPage(); labelCells(); }).observe(document.body, { childList: true, subtree: true });

  // A link of a page into another document (#<slug>/..., such as an action's link on a contract's page)
  // opens that document at the element, as a search result does.
  var slugs = sources.map(function (s) { return s.slug; });
  document.addEventListener('click', function (event) {
    var a = event.target.closest && event.target.closest('a[href^="#"]');
    if (!a || a.closest('#docs-search')) return;
    var id = decodeURIComponent(a.getAttribute('href').slice(1));
    if (slugs.indexOf(id.split('/')[0]) < 0 || document.getElementById(id)) return;
    event.preventDefault();
    event.stopPropagation();
    go({ id: id });
  }, true);

  var input = document.getElementById('docs-search-input');
  var list = document.getElementById('docs-search-results');
  if (input && list) {
    var shown = [];
    var selected = -1;
    var close = function () {
      list.hidden = true;
      input.setAttribute('aria-expanded', 'false');
      selected = -1;
    };
    var select = function (i) {
      selected = i;
      [].forEach.call(list.children, function (li, j) { li.setAttribute('aria-selected', String(j === i)); });
      if (list.children[i]) list.children[i].scrollIntoView({ block: 'nearest' });
    };
    var render = function () {
      shown = find(input.value);
      list.textContent = '';
      selected = -1;
      if (!input.value.trim()) return close();
      if (!shown.length) {
        var none = document.createElement('li');
        none.className = 'docs-search-none';
        none.textContent = 'Nothing found for "' + input.value.trim() + '"';
        list.appendChild(none);
      }
      shown.forEach(function (entry) {
        var li = document.createElement('li');
        li.setAttribute('role', 'option');
        li.setAttribute('aria-selected', 'false');
        var a = document.createElement('a');
        a.href = '#' + entry.id;
        var name = document.createElement('span');
        name.className = 'docs-search-name';
        name.textContent = entry.name;
        var meta = document.createElement('span');
        meta.className = 'docs-search-meta';
        meta.textContent = entry.kind + ' in ' + entry.doc + (entry.detail ? ' \u00b7 ' + entry.detail : '');
        a.appendChild(name);
        a.appendChild(meta);
        a.addEventListener('click', function (event) {
          event.preventDefault();
          close();
          go(entry);
        });
        li.appendChild(a);
        list.appendChild(li);
      });
      list.hidden = false;
      input.setAttribute('aria-expanded', 'true');
    };
    input.addEventListener('input', render);
    input.addEventListener('focus', function () { if (input.value.trim()) render(); });
    input.addEventListener('keydown', function (event) {
      if (event.key === 'ArrowDown' && shown.length) { event.preventDefault(); select(Math.min(selected + 1, shown.length - 1)); }
      else if (event.key === 'ArrowUp' && shown.length) { event.preventDefault(); select(Math.max(selected - 1, 0)); }
      else if (event.key === 'Enter' && shown.length) { event.preventDefault(); var entry = shown[selected < 0 ? 0 : selected]; close(); go(entry); }
      else if (event.key === 'Escape') close();
    });
    document.addEventListener('click', function (event) {
      if (!event.target.closest || !event.target.closest('#docs-search')) close();
    });
  }
})();
`;
