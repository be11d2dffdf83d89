// The Changelog page of the docs: CHANGELOG.md rendered at serve time into generated/docs/changelog.html (where
// the docs stage left CHANGELOG_MARKER), so that editing the changelog needs no rebuild. Each release heading
// gets an id (release-<version>, unreleased) that the site's search links to. Raw HTML in the file is escaped.
import MarkdownIt from 'markdown-it';

export const CHANGELOG_MARKER = '<!-- CHANGELOG.md -->';

/** The id of a changelog heading: `[6.7.0] - date` -> release-6.7.0, `[Unreleased]` -> unreleased; null for the others. */
export function changelogId(text) {
  const m = /^\[([^\]]+)\]/.exec(String(text).trim());
  if (!m) return null;
  return m[1].toLowerCase() === 'unreleased' ? 'unreleased' : `release-${m[1].replace(/[^A-Za-z0-9_.-]+/g, '-')}`;
}

const markdown = new MarkdownIt({ html: false, linkify: false, typographer: false });
markdown.core.ruler.push('release_ids', (state) => {
  state.tokens.forEach((token, i) => {
    if (token.type !== 'heading_open' || token.tag !== 'h2') return;
    const id = changelogId(state.tokens[i + 1]?.content ?? '');
    if (id) token.attrSet('id', id);
  });
});

/** The page with the changelog's Markdown rendered where the marker is. */
export function withChangelog(page, changelogText) {
  const at = page.indexOf(CHANGELOG_MARKER);
  if (at < 0) return page;
  const end = page.indexOf('</div>', at);
  return page.slice(0, at) + markdown.render(changelogText) + page.slice(end);
}
