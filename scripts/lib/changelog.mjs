// CHANGELOG.md (Keep a Changelog 1.1.0): read, checked, and rewritten by a release.
// - `## [Unreleased]` holds what changed in spec/ since the last release, one `- ` line per change under
//   `### Added`, `### Changed`, `### Deprecated`, `### Removed`, `### Fixed` or `### Security`.
// - An intended breaking change is declared there with a line of this form (checked by `npm run diff`):
//     - **Breaking:** `<host> <operation>` <what> `<member>`: <why>
//   <host> is checkout, s2s-card, s2s-apm, or errors for the catalogue; <operation> is an operationId, an S2S
//   action (SALE, CREDIT2VIRTUAL, ...), a webhook name (payment-outcome, ...) or an error row name; <member>
//   is the member (or error_code, error_message, status) the change is about. npm run diff accepts a breaking
//   change exactly when such a line names its host, operation and member.
// - A change the diff calls breaking that is not (a loosening it cannot tell from a narrowing, a schema rewritten
//   for generators that accepts exactly the same instances) is waived, with its reason, by a line of the same form:
//     - **Not breaking:** `<host> <operation>` <what> `<member>`: <why>
//   npm run diff then accepts it, and npm run release does not count it towards a major version.
// - `## [x.y.z] - YYYY-MM-DD` sections, newest first, one per release. The first ones are the interface's own
//   history (section 9 of the source); a release's date may be written as the source gives it (`2025-11`) or
//   `date not shown`.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../packages/contract/index.mjs';

export const CHANGELOG = path.join(root, 'CHANGELOG.md');
export const CATEGORIES = ['Added', 'Changed', 'Deprecated', 'Removed', 'Fixed', 'Security'];
const HEADING = /^## \[([^\]]+)\](?:\s+-\s+(.+))?\s*$/;
const BREAKING = /^\s*-\s+\*\*(Breaking|Not breaking):\*\*\s+`([^`\s]+)\s+([^`]+)`[^`]*`([^`]+)`/;
export const SEMVER = /^(\d+)\.(\d+)\.(\d+)$/;

/**
 * The changelog's parts: { text, sections: [{ name ('Unreleased' or a version), date, start, end, lines }] }
 * with line numbers (1-based, heading line `start`, last line `end`), and each section's `entries`:
 * [{ line, text, category }]. A heading that is not `## [Unreleased]` or `## [x.y.z] - date` is an error.
 */
export function readChangelog(text = fs.readFileSync(CHANGELOG, 'utf8'), file = 'CHANGELOG.md') {
  const lines = text.split('\n');
  const sections = [];
  let category = null;
  lines.forEach((line, i) => {
    if (line.startsWith('## ')) {
      const m = HEADING.exec(line);
      if (!m || (m[1] !== 'Unreleased' && !SEMVER.test(m[1]))) throw new Error(`${file}:${i + 1}: a section heading is "## [Unreleased]" or "## [x.y.z] - YYYY-MM-DD", not "${line}"`);
      if (m[1] !== 'Unreleased' && !m[2]) throw new Error(`${file}:${i + 1}: the release ${m[1]} has no date ("## [${m[1]}] - YYYY-MM-DD")`);
      if (sections.at(-1)) sections.at(-1).end = i;
      sections.push({ name: m[1], date: m[2] ?? null, start: i + 1, end: lines.length, entries: [] });
      category = null;
      return;
    }
    const section = sections.at(-1);
    if (!section) return;
    if (line.startsWith('### ')) {
      category = line.slice(4).trim();
      if (!CATEGORIES.includes(category)) throw new Error(`${file}:${i + 1}: "${category}" is not a Keep a Changelog category (${CATEGORIES.join(', ')})`);
      return;
    }
    if (/^\s*-\s+\S/.test(line)) {
      if (!category) throw new Error(`${file}:${i + 1}: an entry of ${section.name} stands under no category heading (### Added, ### Changed, ...)`);
      section.entries.push({ line: i + 1, text: line.trim(), category });
    } else if (/^\s+\S/.test(line) && section.entries.length) {
      section.entries.at(-1).text += ` ${line.trim()}`; // a wrapped entry
    }
  });
  const unreleased = sections.find((s) => s.name === 'Unreleased');
  if (!unreleased || sections[0] !== unreleased) throw new Error(`${file}: the first section must be "## [Unreleased]"`);
  const releases = sections.filter((s) => s !== unreleased);
  for (let i = 1; i < releases.length; i++) {
    if (compareVersions(releases[i - 1].name, releases[i].name) <= 0) throw new Error(`${file}:${releases[i].start}: releases are newest first; ${releases[i].name} follows ${releases[i - 1].name}`);
  }
  return { text, lines, sections, unreleased, releases, current: releases[0]?.name ?? null };
}

/**
 * The declarations of Unreleased about changes the diff calls breaking: [{ host, operation, member, line, text,
 * waiver }]; `waiver` is true for "**Not breaking:**" (a false positive, with its reason), false for an intended
 * breaking change.
 */
export function intendedBreaking(changelog) {
  return changelog.unreleased.entries.filter((e) => e.text.includes('**Breaking:**') || e.text.includes('**Not breaking:**')).map((e) => {
    const m = BREAKING.exec(e.text);
    const kind = e.text.includes('**Not breaking:**') ? 'Not breaking' : 'Breaking';
    if (!m) throw new Error(`CHANGELOG.md:${e.line}: a change the diff calls breaking is declared as "- **${kind}:** \`<host> <operation>\` ... \`<member>\`: why", not "${e.text}"`);
    return { host: m[2], operation: m[3].trim(), member: m[4], line: e.line, text: e.text, waiver: m[1] === 'Not breaking' };
  });
}

/** Whether a declared intended change covers a change found by scripts/diff/compare.mjs. */
export const declares = (intended, change) => intended.host === change.host && intended.operation === change.where.name && change.names.includes(intended.member);

/** -1, 0 or 1 as version a is below, equal to or above b (x.y.z). */
export function compareVersions(a, b) {
  const [x, y] = [a, b].map((v) => SEMVER.exec(v).slice(1).map(Number));
  for (let i = 0; i < 3; i++) if (x[i] !== y[i]) return Math.sign(x[i] - y[i]);
  return 0;
}

/** The text of the changelog with Unreleased moved into `## [version] - date` and a new empty Unreleased. */
export function releaseText(changelog, version, date) {
  const { lines, unreleased } = changelog;
  const head = lines.slice(0, unreleased.start);
  const body = lines.slice(unreleased.start, unreleased.end);
  while (body.length && body[0].trim() === '') body.shift();
  while (body.length && body.at(-1).trim() === '') body.pop();
  const rest = lines.slice(unreleased.end);
  return [...head, '', `## [${version}] - ${date}`, '', ...body, '', ...rest].join('\n');
}

/**
 * The commit of the last release: the tag v<version> of the newest release, else the commit that added its
 * heading to CHANGELOG.md (a clone without tags still finds it); null when CHANGELOG.md is not committed.
 */
export function lastReleaseCommit(changelog, { cwd = root } = {}) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  if (!changelog.current) return null;
  try {
    return git('rev-parse', '--verify', '--quiet', `refs/tags/v${changelog.current}^{commit}`);
  } catch {
    const added = git('log', '--format=%H', '-S', `## [${changelog.current}]`, '--', 'CHANGELOG.md').split('\n').filter(Boolean);
    return added.at(-1) ?? null;
  }
}

/**
 * The files of spec/ changed (committed or not) since the last release, and whether Unreleased says so:
 * { release, changed: [files], problem } where `problem` is a sentence when spec/ changed and Unreleased is
 * empty, else null.
 */
export function unreleasedCheck(changelog, { cwd = root } = {}) {
  const git = (...args) => execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  const release = lastReleaseCommit(changelog, { cwd });
  if (!release) return { release, changed: [], problem: null };
  const changed = [...git('diff', '--name-only', release, '--', 'spec/').split('\n'), ...git('ls-files', '--others', '--exclude-standard', '--', 'spec/').split('\n')].filter(Boolean);
  const problem = changed.length && changelog.unreleased.entries.length === 0
    ? `spec/ changed since the release ${changelog.current} (${release.slice(0, 7)}): ${changed.slice(0, 5).join(', ')}${changed.length > 5 ? ', ...' : ''}; add a line for it under "## [Unreleased]" in CHANGELOG.md`
    : null;
  return { release, changed, problem };
}
