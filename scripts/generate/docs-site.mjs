// The static assets of the docs site (generated/docs/assets/): its CSS, docs.js (navigation between documents
// without reloading the page, the site-wide search, scrolling to an anchor) and try.js, the try-it console,
// loaded only when a "Try it" button is first pressed. No framework, no CDN, no web fonts, no telemetry: the
// pages are complete HTML rendered at build time, and work without JavaScript except for the search and
// try-it. The page only ever talks to the docs server it came from and, from try-it, to the mock or the
// sandbox the user picks.

/** assets/docs.css. */
export const siteCss = `:root { --fg: #1b1f24; --muted: #57606a; --bg: #fff; --bg2: #f6f8fa; --line: #d0d7de; --link: #0a58ca; --hl: #fff8c5; --top: 52px; color: var(--fg); background: var(--bg); font-family: system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif; }
* { box-sizing: border-box; }
body { margin: 0; font-size: 15px; line-height: 1.5; }
a { color: var(--link); }
code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, "Liberation Mono", monospace; font-size: 0.88em; }
code { background: var(--bg2); border-radius: 4px; padding: 0 3px; overflow-wrap: anywhere; }
pre { background: var(--bg2); border: 1px solid var(--line); border-radius: 6px; padding: 8px 10px; margin: 6px 0; white-space: break-spaces; overflow-wrap: anywhere; max-width: 100%; }
pre code { background: none; padding: 0; font-size: 13px; }
[id] { scroll-margin-top: calc(var(--top) + 12px); }
:target, .is-target { outline: 2px solid #d4a72c; outline-offset: 2px; background: var(--hl); }
.top { position: sticky; top: 0; z-index: 20; height: var(--top); display: flex; align-items: center; gap: 16px; padding: 0 16px; background: var(--bg); border-bottom: 1px solid var(--line); }
.brand { font-weight: 650; color: var(--fg); text-decoration: none; white-space: nowrap; }
#docs-search { position: relative; flex: 1 1 auto; min-width: 0; max-width: 640px; display: flex; align-items: center; gap: 8px; }
#docs-search label { font-size: 13px; font-weight: 600; white-space: nowrap; }
#docs-search input { flex: 1 1 auto; min-width: 0; height: 34px; padding: 4px 10px; font: inherit; font-size: 14px; border: 1px solid var(--line); border-radius: 6px; background: var(--bg2); color: var(--fg); }
#docs-search-results { position: absolute; top: 40px; right: 0; width: min(640px, calc(100vw - 24px)); max-height: 70vh; overflow-y: auto; margin: 0; padding: 4px 0; list-style: none; background: var(--bg); border: 1px solid var(--line); border-radius: 6px; box-shadow: 0 8px 24px rgba(0, 0, 0, 0.15); }
#docs-search-results[hidden] { display: none; }
#docs-search-results a { display: block; padding: 6px 12px; color: var(--fg); text-decoration: none; overflow-wrap: anywhere; }
#docs-search-results a:hover, #docs-search-results li[aria-selected="true"] a { background: var(--bg2); }
.docs-search-name { font-weight: 600; font-size: 14px; }
.docs-search-meta { display: block; font-size: 12px; color: var(--muted); }
.docs-search-none { padding: 6px 12px; font-size: 13px; color: var(--muted); }
.layout { display: grid; grid-template-columns: 270px minmax(0, 1fr); }
.sidebar { position: sticky; top: var(--top); height: calc(100vh - var(--top)); overflow-y: auto; padding: 12px 12px 40px; border-right: 1px solid var(--line); font-size: 14px; }
.sidebar ul { list-style: none; margin: 0; padding: 0; }
.sidebar ul ul { padding-left: 12px; }
.sidebar li { margin: 2px 0; }
.sidebar a { text-decoration: none; color: var(--fg); overflow-wrap: break-word; }
.sidebar a:hover { color: var(--link); }
.sidebar .docs { padding-bottom: 10px; margin-bottom: 10px; border-bottom: 1px solid var(--line); }
.sidebar .docs a[aria-current="page"] { font-weight: 650; color: var(--link); }
.sidebar summary { cursor: pointer; }
main { min-width: 0; max-width: 1080px; padding: 8px 32px 80px; }
h1, h2, h3, h4 { overflow-wrap: break-word; }
h1 { font-size: 28px; margin: 16px 0 8px; }
h2 { font-size: 22px; margin: 36px 0 8px; padding-top: 8px; border-top: 1px solid var(--line); }
h3 { font-size: 17px; margin: 20px 0 6px; }
h4 { font-size: 15px; margin: 16px 0 4px; }
.self { visibility: hidden; margin-left: 4px; text-decoration: none; color: var(--muted); font-weight: 400; }
:hover > .self, .self:focus, h3:hover + .self, .op-title:hover ~ .self { visibility: visible; }
.lead { font-size: 16px; }
.meta, .note { color: var(--muted); font-size: 13px; margin: 2px 0 8px; }
.gap, .gap-inline { color: #6e5600; }
p.gap { background: #fff8e1; border-left: 3px solid #d4a72c; padding: 4px 10px; margin: 6px 0; }
.versions { font-size: 13px; }
.operation, .model, .action, .set { border: 1px solid var(--line); border-radius: 8px; padding: 4px 16px 10px; margin: 14px 0; }
.op-title { display: inline; }
.op-title .summary { font-weight: 600; margin-left: 6px; }
.operation > .op-title { display: inline-block; margin-top: 12px; }
.method { display: inline-block; min-width: 46px; padding: 1px 6px; border-radius: 4px; font-size: 12px; font-weight: 700; text-align: center; color: #fff; background: #57606a; vertical-align: 1px; }
.method.post { background: #0969da; } .method.get { background: #1a7f37; } .method.put { background: #9a6700; } .method.delete { background: #cf222e; }
.sidebar .method { min-width: 0; font-size: 10px; padding: 0 4px; }
.label { font-size: 12px; color: var(--muted); }
.path { font-size: 15px; background: none; }
.action-body { border-top: 1px dashed var(--line); margin-top: 12px; }
.action-title .more { font-size: 13px; font-weight: 400; margin-left: 8px; }
.recipe p { display: inline; }
.recipe ol { margin: 4px 0; }
figure.example { margin: 10px 0; }
figure.example figcaption { display: flex; flex-wrap: wrap; gap: 4px 8px; align-items: center; font-size: 13px; }
.example-name { font-weight: 600; }
details.response { border-top: 1px solid var(--line); padding: 4px 0; }
details.response > summary { cursor: pointer; }
.status { display: inline-block; min-width: 38px; font-weight: 700; }
.status.s2 { color: #1a7f37; } .status.s4, .status.s5 { color: #cf222e; }
table { border-collapse: collapse; width: 100%; margin: 8px 0; font-size: 14px; }
th, td { border: 1px solid var(--line); padding: 4px 8px; text-align: left; vertical-align: top; overflow-wrap: break-word; }
th { background: var(--bg2); font-weight: 600; }
td > p:first-child { margin-top: 0; } td > p:last-child { margin-bottom: 0; }
table.members td:first-child { white-space: nowrap; }
table.members td:first-child code { overflow-wrap: normal; }
button.try, .console button { font: inherit; font-size: 13px; padding: 2px 10px; border-radius: 6px; border: 1px solid #0969da; background: #0969da; color: #fff; cursor: pointer; }
.doc-cards { list-style: none; padding: 0; display: grid; grid-template-columns: repeat(auto-fill, minmax(240px, 1fr)); gap: 10px; }
.doc-cards li { border: 1px solid var(--line); border-radius: 8px; padding: 10px 12px; }
.doc-cards a { font-weight: 600; display: block; }
.doc-cards span { font-size: 13px; color: var(--muted); }
.error-rows { display: grid; gap: 8px; }
.error-row { border: 1px solid var(--line); border-radius: 8px; padding: 6px 12px 8px; }
.row-head { display: flex; flex-wrap: wrap; gap: 2px 12px; align-items: baseline; font-weight: 600; }
.row-head code { font-size: 14px; }
.row-condition { font-size: 14px; }
.row-condition p { margin: 2px 0; }
.row-facts { display: grid; grid-template-columns: minmax(9em, max-content) minmax(3em, max-content) minmax(0, 1fr) minmax(0, 1.3fr); gap: 2px 18px; margin: 4px 0 0; font-size: 13px; }
.row-facts > div:last-child:nth-child(5) { grid-column: 1 / -1; }
.row-facts > div { min-width: 0; }
.row-facts dt { color: var(--muted); font-size: 12px; }
.row-facts dd { margin: 0; overflow-wrap: break-word; }
.error-row code, .error-row a { overflow-wrap: normal; white-space: nowrap; }
.console { border: 1px solid #0969da; border-radius: 8px; padding: 10px 12px; margin: 8px 0 14px; background: #f6faff; font-size: 14px; }
.console label { display: block; margin: 6px 0 2px; font-weight: 600; font-size: 13px; }
.console select, .console input, .console textarea { font: inherit; font-size: 13px; width: 100%; max-width: 100%; padding: 4px 6px; border: 1px solid var(--line); border-radius: 4px; }
.console textarea { font-family: ui-monospace, Menlo, Consolas, monospace; min-height: 8em; }
.console .row { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; margin-top: 8px; }
.console .row label { display: inline; font-weight: 400; margin: 0; }
.console .row input[type=checkbox] { width: auto; }
.console .signing { margin-top: 8px; }
.console .signing p { margin: 4px 0; }
.console .result { margin-top: 8px; }
.console .warn { color: #cf222e; }
@media (max-width: 800px) {
  .layout { display: block; }
  .sidebar { position: static; height: auto; border-right: 0; border-bottom: 1px solid var(--line); padding: 8px 12px; }
  .sidebar .docs { display: flex; flex-wrap: wrap; gap: 4px 12px; border: 0; margin: 0; padding: 0; }
  .toc { display: none; }
  main { padding: 4px 12px 60px; }
  .brand { display: none; }
  #docs-search label { display: none; }
  table, tbody, tr, td { display: block; width: auto; border: 0; }
  thead { display: none; }
  tr { border-bottom: 1px solid var(--line); padding: 4px 0; }
  td { padding: 1px 4px; }
  td:empty { display: none; }
  td[data-label]::before { content: attr(data-label) ": "; font-weight: 600; }
  table.members td:first-child { white-space: normal; }
  .row-facts { grid-template-columns: minmax(0, 1fr); }
}`;

/** assets/docs.js: navigation without reloads, the search, anchors; try.js on demand. */
export const docsJs = `// Generated by scripts/generate/docs.mjs; do not edit.
(function () {
  'use strict';
  var base = new URL('.', location.href).pathname;
  var pages = {};

  // A URL of this site's pages (<name>.html or the folder itself), or null.
  function sitePage(u) {
    var url = new URL(u, location.href);
    if (url.origin !== location.origin || url.pathname.indexOf(base) !== 0) return null;
    var file = url.pathname.slice(base.length);
    if (file !== '' && !/^[a-z0-9-]+\\.html$/.test(file)) return null;
    return url;
  }
  function load(url) {
    var key = url.pathname;
    if (!pages[key]) {
      pages[key] = fetch(key).then(function (r) {
        if (!r.ok) throw new Error(key + ': HTTP ' + r.status);
        return r.text();
      }).then(function (text) { return new DOMParser().parseFromString(text, 'text/html'); });
      pages[key].catch(function () { delete pages[key]; });
    }
    return pages[key];
  }

  // Scroll to the element a fragment names (opening the <details> around it) and mark it.
  var marked = null;
  function reveal(hash) {
    if (marked) marked.classList.remove('is-target');
    marked = null;
    var id = hash ? decodeURIComponent(hash.slice(1)) : '';
    var el = id && document.getElementById(id);
    if (!el) {
      if (!id) window.scrollTo(0, 0);
      return false;
    }
    for (var p = el.parentElement; p; p = p.parentElement) if (p.tagName === 'DETAILS') p.open = true;
    el.scrollIntoView({ block: 'start' });
    el.classList.add('is-target');
    marked = el;
    return true;
  }

  // The page on screen (location changes before popstate is handled).
  var shownPath = location.pathname;
  function same(a, b) { return a.pathname === b.pathname || (a.pathname === base && /\\/index\\.html$/.test(b.pathname)) || (b.pathname === base && /\\/index\\.html$/.test(a.pathname)); }

  // Show another page of the site without reloading: its <main>, its contents and its title.
  function go(u, push) {
    var url = sitePage(u);
    if (!url) { location.assign(u); return Promise.resolve(); }
    if (same(url, { pathname: shownPath })) {
      if (push) history.pushState(null, '', url.pathname + url.search + url.hash);
      reveal(url.hash);
      return Promise.resolve();
    }
    return load(url).then(function (doc) {
      var main = doc.querySelector('main');
      if (!main) throw new Error('no <main> in ' + url.pathname);
      document.querySelector('main').replaceWith(document.importNode(main, true));
      var toc = doc.querySelector('.toc');
      if (toc) document.querySelector('.toc').replaceWith(document.importNode(toc, true));
      document.title = doc.title;
      shownPath = url.pathname;
      document.body.setAttribute('data-doc', doc.body.getAttribute('data-doc') || '');
      [].forEach.call(document.querySelectorAll('.sidebar .docs a'), function (a) {
        if (sitePage(a.href) && same(new URL(a.href), url)) a.setAttribute('aria-current', 'page');
        else a.removeAttribute('aria-current');
      });
      if (push) history.pushState(null, '', url.pathname + url.search + url.hash);
      if (!reveal(url.hash)) window.scrollTo(0, 0);
      document.dispatchEvent(new CustomEvent('docs:page'));
    }).catch(function (err) {
      console.warn('docs: ' + err.message + '; loading the page');
      location.assign(url.href);
    });
  }
  window.docsNavigate = function (u) { return go(u, true); };

  document.addEventListener('click', function (event) {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    var a = event.target.closest && event.target.closest('a[href]');
    if (!a || a.target || a.hasAttribute('download') || !sitePage(a.href)) return;
    event.preventDefault();
    go(a.href, true);
  });
  window.addEventListener('popstate', function () { go(location.href, false); });
  // Prefetch a page when the pointer rests on a link to it.
  document.addEventListener('mouseover', function (event) {
    var a = event.target.closest && event.target.closest('a[href]');
    var url = a && sitePage(a.href);
    if (url && !same(url, { pathname: shownPath })) load(url);
  });
  // Links of the former single-page site: ?api=<document>.
  var api = new URLSearchParams(location.search).get('api');
  if (api && /^[a-z0-9-]+$/.test(api)) location.replace(base + api + '.html');
  if (location.hash) reveal(location.hash);
  window.addEventListener('hashchange', function () { reveal(location.hash); });

  // The try-it console: assets/try.js, loaded when a "Try it" button is first pressed.
  var tryLoading = null;
  document.addEventListener('click', function (event) {
    var button = event.target.closest && event.target.closest('button.try');
    if (!button) return;
    event.preventDefault();
    tryLoading = tryLoading || new Promise(function (resolve, reject) {
      var s = document.createElement('script');
      s.src = base + 'assets/try.js';
      s.onload = resolve;
      s.onerror = function () { tryLoading = null; reject(new Error('assets/try.js did not load')); };
      document.head.appendChild(s);
    });
    tryLoading.then(function () { window.docsTry(button); }).catch(function (err) { console.error('docs: ' + err.message); });
  });

  // The site-wide search over every document (search.json, loaded on first use).
  var index = null;
  function entries() {
    index = index || fetch(base + 'search.json').then(function (r) { return r.json(); });
    return index;
  }
  function rank(entry, q) {
    var name = entry.name.toLowerCase();
    if (name === q) return 0;
    if (name.indexOf(q) === 0) return 1;
    if (name.indexOf(q) >= 0) return 2;
    if ((entry.detail + ' ' + entry.kind + ' ' + entry.doc).toLowerCase().indexOf(q) >= 0) return 3;
    return -1;
  }
  var input = document.getElementById('docs-search-input');
  var list = document.getElementById('docs-search-results');
  if (!input || !list) return;
  var shown = [];
  var selected = -1;
  function close() {
    list.hidden = true;
    input.setAttribute('aria-expanded', 'false');
    selected = -1;
  }
  function select(i) {
    selected = i;
    [].forEach.call(list.children, function (li, j) { li.setAttribute('aria-selected', String(j === i)); });
    if (list.children[i]) list.children[i].scrollIntoView({ block: 'nearest' });
  }
  function open(entry) {
    close();
    input.blur();
    go(base + entry.url, true);
  }
  function render(all) {
    var q = input.value.trim().toLowerCase();
    list.textContent = '';
    selected = -1;
    if (!q) return close();
    shown = all.map(function (e, i) { return { e: e, r: rank(e, q), i: i }; })
      .filter(function (x) { return x.r >= 0; })
      .sort(function (a, b) { return a.r - b.r || a.i - b.i; })
      .slice(0, 40)
      .map(function (x) { return x.e; });
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
      a.href = base + entry.url;
      var name = document.createElement('span');
      name.className = 'docs-search-name';
      name.textContent = entry.name;
      var meta = document.createElement('span');
      meta.className = 'docs-search-meta';
      meta.textContent = entry.kind + ' in ' + entry.doc + (entry.detail ? ' \\u00b7 ' + entry.detail : '');
      a.appendChild(name);
      a.appendChild(meta);
      a.addEventListener('click', function (event) { event.preventDefault(); event.stopPropagation(); open(entry); });
      li.appendChild(a);
      list.appendChild(li);
    });
    list.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }
  function update() { entries().then(render).catch(function (err) { console.error('docs: search.json: ' + err.message); }); }
  input.addEventListener('input', update);
  input.addEventListener('focus', function () { entries(); if (input.value.trim()) update(); });
  input.addEventListener('keydown', function (event) {
    if (event.key === 'ArrowDown' && shown.length) { event.preventDefault(); select(Math.min(selected + 1, shown.length - 1)); }
    else if (event.key === 'ArrowUp' && shown.length) { event.preventDefault(); select(Math.max(selected - 1, 0)); }
    else if (event.key === 'Enter' && shown.length) { event.preventDefault(); open(shown[selected < 0 ? 0 : selected]); }
    else if (event.key === 'Escape') close();
  });
  document.addEventListener('click', function (event) {
    if (!event.target.closest || !event.target.closest('#docs-search')) close();
  });
})();
`;

/**
 * assets/try.js: the try-it console. It sends an example (edited or not) to the mock or to the sandbox the docs
 * server names (mocks.json, sandbox.json), and signs it in the browser by the request's recipe from
 * generated/hash/recipes.json (served as hash/recipes.json): the values at the recipe's fields, in order, then
 * the password, upper-cased, MD5 (below: Web Crypto has none), then SHA-1 (Web Crypto). It shows the recipe,
 * the upper-case input with the password written <password> (neither it nor its length is shown), and the
 * digests. The password is typed into (or filled from sandbox.json into) a password field and enters only the
 * hash: it is sent in no URL and no body.
 */
export const tryJs = `// Generated by scripts/generate/docs.mjs; do not edit.
(function () {
  'use strict';
  var base = new URL('.', document.querySelector('script[src$="assets/docs.js"]').src).pathname.replace(/assets\\/$/, '');
  function json(url) {
    return fetch(base + url).then(function (r) { return r.ok ? r.json() : null; }).catch(function () { return null; });
  }
  var setup = Promise.all([json('hash/recipes.json'), json('mocks.json'), json('sandbox.json')]).then(function (x) {
    return { recipes: x[0], mocks: x[1] || {}, sandbox: x[2] };
  });

  // MD5 (RFC 1321) of bytes, as lower-case hex.
  function md5(bytes) {
    var K = [], S = [7, 12, 17, 22, 5, 9, 14, 20, 4, 11, 16, 23, 6, 10, 15, 21];
    for (var i = 0; i < 64; i++) K[i] = Math.floor(Math.abs(Math.sin(i + 1)) * 4294967296) | 0;
    var n = bytes.length, words = ((n + 8) >>> 6) + 1, M = new Int32Array(words * 16);
    for (i = 0; i < n; i++) M[i >> 2] |= bytes[i] << ((i % 4) * 8);
    M[n >> 2] |= 0x80 << ((n % 4) * 8);
    M[words * 16 - 2] = (n * 8) | 0;
    M[words * 16 - 1] = Math.floor(n / 536870912);
    var a0 = 0x67452301, b0 = 0xefcdab89 | 0, c0 = 0x98badcfe | 0, d0 = 0x10325476;
    for (var off = 0; off < M.length; off += 16) {
      var A = a0, B = b0, C = c0, D = d0;
      for (i = 0; i < 64; i++) {
        var F, g, r = i >> 4;
        if (r === 0) { F = (B & C) | (~B & D); g = i; }
        else if (r === 1) { F = (D & B) | (~D & C); g = (5 * i + 1) % 16; }
        else if (r === 2) { F = B ^ C ^ D; g = (3 * i + 5) % 16; }
        else { F = C ^ (B | ~D); g = (7 * i) % 16; }
        var t = D; D = C; C = B;
        var x = (A + F + K[i] + M[off + g]) | 0, s = S[r * 4 + (i % 4)];
        B = (B + ((x << s) | (x >>> (32 - s)))) | 0;
        A = t;
      }
      a0 = (a0 + A) | 0; b0 = (b0 + B) | 0; c0 = (c0 + C) | 0; d0 = (d0 + D) | 0;
    }
    return [a0, b0, c0, d0].map(function (v) {
      var h = '';
      for (var j = 0; j < 4; j++) h += ((v >>> (j * 8)) & 255).toString(16).padStart(2, '0');
      return h;
    }).join('');
  }
  window.docsMd5 = function (text) { return md5(new TextEncoder().encode(text)); };
  function sha1(text) {
    return crypto.subtle.digest('SHA-1', new TextEncoder().encode(text)).then(function (buf) {
      return [].map.call(new Uint8Array(buf), function (b) { return b.toString(16).padStart(2, '0'); }).join('');
    });
  }

  // The body as the console shows it: JSON, or a form one member a line (name=value, URL-encoded).
  var FORM = 'application/x-www-form-urlencoded';
  function parse(type, text) {
    if (type === FORM) {
      var out = {};
      new URLSearchParams(text.split('\\n').map(function (l) { return l.replace(/^&/, ''); }).filter(Boolean).join('&')).forEach(function (v, k) { out[k] = v; });
      return out;
    }
    return JSON.parse(text);
  }
  function show(type, body) {
    if (type === FORM) return new URLSearchParams(body).toString().replace(/&/g, '\\n&');
    return JSON.stringify(body, null, 2);
  }
  function at(body, keys) {
    var v = body;
    for (var i = 0; i < keys.length; i++) v = v === null || typeof v !== 'object' ? undefined : v[keys[i]];
    return v;
  }
  // The recipe of a request (host, method, path, action, when), or null.
  function recipeOf(recipes, host, method, path, body) {
    return ((recipes && recipes.recipes) || []).filter(function (r) {
      if (r.host.name !== host || r.method !== method.toUpperCase() || r.path !== path) return false;
      if (r.action && body[r.action.member] !== r.action.value) return false;
      return (r.when || []).every(function (w) { return at(body, w.keys) === w.equals; });
    })[0] || null;
  }

  function el(tag, attrs, children) {
    var e = document.createElement(tag);
    Object.keys(attrs || {}).forEach(function (k) { if (k === 'text') e.textContent = attrs[k]; else e.setAttribute(k, attrs[k]); });
    (children || []).forEach(function (c) { if (c) e.appendChild(c); });
    return e;
  }

  window.docsTry = function (button) {
    var figure = button.closest('figure');
    if (figure.nextElementSibling && figure.nextElementSibling.classList.contains('console')) {
      figure.nextElementSibling.querySelector('textarea').focus();
      return;
    }
    var host = button.getAttribute('data-host'), method = button.getAttribute('data-method'), path = button.getAttribute('data-path');
    var section = button.closest('section.operation');
    var type = (section.querySelector('.type code') || {}).textContent || 'application/json';
    var example = parse(type, figure.querySelector('pre').textContent);
    setup.then(function (s) {
      var id = 'try-' + Math.random().toString(36).slice(2, 8);
      var target = el('select', { id: id + '-target', name: 'target' });
      if (s.mocks[host]) target.appendChild(el('option', { value: s.mocks[host], text: 'Mock ' + s.mocks[host] + ' (answers the examples, checks no hash)' }));
      if (s.sandbox && s.sandbox.urls && s.sandbox.urls[host]) target.appendChild(el('option', { value: s.sandbox.urls[host], 'data-sandbox': '', text: 'Sandbox ' + s.sandbox.urls[host] + ' (checks the hash, remembers payments)' }));
      var textarea = el('textarea', { id: id + '-body', name: 'body', spellcheck: 'false', rows: '10' });
      textarea.value = show(type, example);
      var password = el('input', { id: id + '-password', name: 'password', type: 'password', autocomplete: 'off', placeholder: 'the merchant password' });
      var merchant = (s.sandbox && s.sandbox.merchant) || {};
      if (merchant.password) password.value = merchant.password;
      var signBox = el('input', { type: 'checkbox', id: id + '-sign', checked: '' });
      var steps = el('div', { class: 'steps', 'aria-live': 'polite' });
      var send = el('button', { type: 'button', class: 'send', text: 'Send' });
      var result = el('div', { class: 'result', 'aria-live': 'polite' });
      var box = el('div', { class: 'console', role: 'region', 'aria-label': 'Try it: ' + method.toUpperCase() + ' ' + path }, [
        el('label', { for: target.id, text: 'Send to' }), target,
        el('label', { for: textarea.id, text: 'Body (' + type + (type === FORM ? ', one member a line' : '') + ')' }), textarea,
        el('div', { class: 'signing' }, [
          el('label', { for: password.id, text: 'Merchant password (enters only the hash; sent nowhere)' }), password,
          el('div', { class: 'row' }, [signBox, el('label', { for: signBox.id, text: 'Sign: fill the merchant\\'s key (sandbox) and compute hash by the recipe' })]),
          steps,
        ]),
        el('div', { class: 'row' }, [send]),
        result,
      ]);
      figure.after(box);

      // Fill the key and the hash of the body; show how the hash was computed.
      function sign() {
        var body;
        try { body = parse(type, textarea.value); } catch (err) { steps.textContent = 'The body is not valid: ' + err.message; return Promise.resolve(null); }
        var recipe = recipeOf(s.recipes, host, method, path, body);
        steps.textContent = '';
        if (!signBox.checked) return Promise.resolve(body);
        if (!recipe) { steps.appendChild(el('p', { text: 'No recipe applies to this request (see the page\\'s hash section): the body is sent as it is.' })); return Promise.resolve(body); }
        var sandbox = target.selectedOptions[0] && target.selectedOptions[0].hasAttribute('data-sandbox');
        if (sandbox && merchant[recipe.keyMember]) body[recipe.keyMember] = merchant[recipe.keyMember];
        if (!password.value) { steps.appendChild(el('p', { class: 'warn', text: 'Type the merchant password to compute hash; the example\\'s hash is sent as it is.' })); return Promise.resolve(body); }
        var values = recipe.fields.map(function (f) { var v = at(body, f.formKey !== undefined && type === FORM ? [f.formKey] : f.keys); return v === undefined || v === null ? '' : String(v); });
        var upper = values.join('').toUpperCase();
        var md5hex = md5(new TextEncoder().encode((values.join('') + password.value).toUpperCase()));
        return sha1(md5hex).then(function (hash) {
          body[recipe.hashMember] = hash;
          steps.appendChild(el('p', { text: 'Recipe ' + recipe.id + ': ' + recipe.fields.map(function (f) { return f.name; }).concat('password').join(' + ') + ', ' + recipe.algorithm }));
          steps.appendChild(el('p', {}, [document.createTextNode('Upper-case input: '), el('code', { class: 'hash-input', text: upper + '<password>' })]));
          steps.appendChild(el('p', {}, [document.createTextNode('MD5: '), el('code', { text: md5hex }), document.createTextNode(' SHA-1 (hash): '), el('code', { class: 'hash-value', text: hash })]));
          textarea.value = show(type, body);
          return body;
        });
      }
      send.addEventListener('click', function () {
        result.textContent = 'Sending...';
        sign().then(function (body) {
          if (!body) { result.textContent = ''; return; }
          var url = target.value.replace(/\\/$/, '') + path;
          return fetch(url, { method: method.toUpperCase(), headers: { 'content-type': type }, body: type === FORM ? new URLSearchParams(body).toString() : JSON.stringify(body) }).then(function (r) {
            return r.text().then(function (text) {
              var pretty = text;
              try { pretty = JSON.stringify(JSON.parse(text), null, 2); } catch (e) { /* not JSON */ }
              result.textContent = '';
              result.appendChild(el('p', {}, [el('strong', { class: 'http-status', text: r.status + ' ' + r.statusText }), document.createTextNode(' from ' + method.toUpperCase() + ' ' + url)]));
              result.appendChild(el('pre', {}, [el('code', { text: pretty })]));
              // A session's answer: the payer page, where the test cards decide the outcome.
              var next = null;
              try { next = JSON.parse(text).redirect_url; } catch (e) { /* not JSON */ }
              if (typeof next === 'string' && /^https?:\\/\\//.test(next)) {
                var link = el('a', { href: next, target: '_blank', rel: 'noopener', text: 'Open the payer page' });
                result.appendChild(el('p', {}, [link, document.createTextNode(' (pay with a test card of the Start here page, or POST it with ?outcome=success)')]));
              }
            });
          });
        }).catch(function (err) { result.textContent = 'The request failed: ' + err.message + ' (is the mock or the sandbox running? npm start runs both)'; });
      });
      target.addEventListener('change', function () { steps.textContent = ''; });
      textarea.focus();
    });
  };
})();
`;
