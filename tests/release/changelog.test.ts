// CHANGELOG.md and the versions: the document versions, the client package and the changelog agree; the
// changelog begins with the interface's history as spec/releases.yaml models it; spec/ has not changed since
// the last release without a line under Unreleased; and the changelog's reader refuses what is malformed.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { describe, expect, it } from 'vitest';
import { intendedBreaking, readChangelog, releaseText, unreleasedCheck } from '../../scripts/lib/changelog.mjs';
import { model, root } from '../support/spec.ts';

const changelog = readChangelog();

describe('versions', () => {
  it("info.version of every document, the client package's version and the newest release of CHANGELOG.md are the same", () => {
    const client = JSON.parse(fs.readFileSync(path.join(root, 'packages', 'client', 'package.json'), 'utf8'));
    expect(changelog.current).toMatch(/^\d+\.\d+\.\d+$/);
    for (const host of model.hosts) expect(host.version, host.name).toBe(changelog.current);
    expect(client.version).toBe(changelog.current);
  });

  it("CHANGELOG.md holds the interface's release history of spec/releases.yaml, versions and dates", () => {
    const releases = YAML.parse(fs.readFileSync(path.join(root, 'spec', 'releases.yaml'), 'utf8')).releases;
    const inChangelog = new Map(changelog.releases.map((r: any) => [r.name, r.date]));
    for (const r of releases) {
      expect(inChangelog.has(r.version), r.version).toBe(true);
      // A release whose date the source does not show says so.
      expect(inChangelog.get(r.version), r.version).toBe(r.date ?? 'date not shown');
    }
  });
});

describe('Unreleased', () => {
  it('is not empty when spec/ changed since the last release', () => {
    const check = unreleasedCheck(changelog);
    expect(check.release, 'the last release is found (its tag, or the commit that added its heading)').toMatch(/^[0-9a-f]{40}$/);
    expect(check.problem).toBeNull();
  });
  // That the check fails on a spec/ change with Unreleased empty: tests/release/release.test.ts, in a repository of its own.
});

describe('the changelog reader', () => {
  const minimal = '# Changelog\n\n## [Unreleased]\n\n### Changed\n- **Breaking:** `s2s-card SALE` request member `payer_phone` became required: seeded.\n\n## [1.0.0] - 2026-01-01\n\n### Added\n- First.\n';

  it('reads the intended breaking changes of Unreleased', () => {
    expect(intendedBreaking(readChangelog(minimal))).toEqual([expect.objectContaining({ host: 's2s-card', operation: 'SALE', member: 'payer_phone', line: 6, waiver: false })]);
  });

  it('reads a change waived as not breaking', () => {
    const waived = minimal.replace('**Breaking:**', '**Not breaking:**');
    expect(intendedBreaking(readChangelog(waived))).toEqual([expect.objectContaining({ host: 's2s-card', operation: 'SALE', member: 'payer_phone', line: 6, waiver: true })]);
  });

  it.each([
    ['a heading that is not a release', minimal.replace('## [1.0.0] - 2026-01-01', '## Version one'), /section heading/],
    ['a release without a date', minimal.replace('## [1.0.0] - 2026-01-01', '## [1.0.0]'), /has no date/],
    ['an unknown category', minimal.replace('### Added', '### Improvements'), /not a Keep a Changelog category/],
    ['releases out of order', `${minimal}\n## [2.0.0] - 2026-02-01\n\n### Added\n- x.\n`, /newest first/],
    ['no Unreleased section first', minimal.replace('## [Unreleased]\n\n### Changed\n', '').replace(/- \*\*Breaking[^\n]*\n/, ''), /first section must be/],
    ['a malformed breaking declaration', minimal.replace('`s2s-card SALE` request member `payer_phone`', 's2s-card SALE payer_phone'), /is declared as/],
  ])('refuses %s, naming the line', (_label, text, message) => {
    expect(() => intendedBreaking(readChangelog(text))).toThrow(message);
  });

  it('moves Unreleased into a dated release and leaves an empty Unreleased', () => {
    const released = readChangelog(releaseText(readChangelog(minimal), '2.0.0', '2026-03-01'));
    expect(released.current).toBe('2.0.0');
    expect(released.releases[0].date).toBe('2026-03-01');
    expect(released.releases[0].entries.map((e: any) => e.category)).toEqual(['Changed']);
    expect(released.unreleased.entries).toEqual([]);
    expect(released.releases.map((r: any) => r.name)).toEqual(['2.0.0', '1.0.0']);
  });
});
