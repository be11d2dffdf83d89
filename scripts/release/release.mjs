// npm run release -- <version> [--date YYYY-MM-DD]: release the contract as <version>.
// Refuses, changing nothing, when: the version is not x.y.z above CHANGELOG.md's newest release; Unreleased
// is empty; the working tree has uncommitted changes; the contract has a breaking change since the last
// release that CHANGELOG.md does not declare (npm run diff lists them); or it has a declared breaking change
// and <version> does not raise the major version.
// Then: CHANGELOG.md's Unreleased becomes `## [<version>] - <date>` (today, or --date) under a new empty
// Unreleased; info.version of each root document of spec/ and the client package's version (its package.json
// and the tarball name in its README) become <version>; npm run build rebuilds generated/; everything is
// committed as "Release <version>" and tagged v<version>. Push the commit and the tag yourself.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { bundleModel, modelAtRef, rel, root } from '../../packages/contract/index.mjs';
import { compareModels } from '../diff/compare.mjs';
import { CHANGELOG, SEMVER, compareVersions, declares, intendedBreaking, lastReleaseCommit, readChangelog, releaseText } from '../lib/changelog.mjs';

const CLIENT_PACKAGE = path.join(root, 'packages', 'client', 'package.json');
const CLIENT_README = path.join(root, 'packages', 'client', 'README.md');

const args = process.argv.slice(2);
const dateAt = args.indexOf('--date');
const date = dateAt >= 0 ? args[dateAt + 1] : new Date().toISOString().slice(0, 10);
const positional = args.filter((a, i) => !a.startsWith('--') && !(dateAt >= 0 && i === dateAt + 1));
const version = positional.length === 1 ? positional[0] : undefined;
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();
const refuse = (why) => {
  console.error(`[release] refused: ${why}`);
  process.exit(1);
};

if (!version || !SEMVER.test(version)) refuse(`usage: npm run release -- <x.y.z> [--date YYYY-MM-DD] (got "${args.join(' ')}")`);
if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) refuse(`--date must be YYYY-MM-DD, not "${date}"`);

const changelog = readChangelog();
const current = changelog.current;
if (current && compareVersions(version, current) <= 0) refuse(`${version} is not above the last release ${current}`);
if (changelog.unreleased.entries.length === 0) refuse('CHANGELOG.md has nothing under "## [Unreleased]"');
const dirty = git('status', '--porcelain');
if (dirty) refuse(`the working tree has uncommitted changes; commit them first:\n${dirty}`);

// The breaking changes since the last release, as npm run diff finds them.
const base = lastReleaseCommit(changelog);
if (!base) refuse(`the last release ${current} is not committed`);
const changes = await compareModels(modelAtRef(base), await bundleModel());
const intended = intendedBreaking(changelog);
// A change waived as not breaking (a "**Not breaking:**" line) is accepted and needs no major version.
const flagged = changes.filter((c) => c.breaking);
const undeclared = flagged.filter((c) => !intended.some((i) => declares(i, c)));
const breaking = flagged.filter((c) => !intended.some((i) => i.waiver && declares(i, c)));
if (undeclared.length) refuse(`${undeclared.length} breaking change(s) since ${current} are not declared in CHANGELOG.md (npm run diff lists them), the first: ${undeclared[0].host} ${undeclared[0].where.label}: ${undeclared[0].text}`);
const major = (v) => Number(SEMVER.exec(v)[1]);
if (breaking.length && current && major(version) <= major(current)) {
  refuse(`${breaking.length} breaking change(s) since ${current} (declared in CHANGELOG.md) need a major version: ${major(current) + 1}.0.0, not ${version}`);
}

// The release.
fs.writeFileSync(CHANGELOG, releaseText(changelog, version, date));
const model = await bundleModel({ validate: false, shape: false });
for (const host of model.hosts) {
  const text = fs.readFileSync(host.source, 'utf8');
  const next = text.replace(/^(info:\n(?:[ \t]+.*\n|\n)*?[ \t]+version:[ \t]*)(\S+)[ \t]*$/m, (_m, before) => `${before}${version}`);
  if (next === text && host.version !== version) refuse(`${rel(host.source)}: no info.version line found`);
  fs.writeFileSync(host.source, next);
}
const pkg = JSON.parse(fs.readFileSync(CLIENT_PACKAGE, 'utf8'));
const previous = pkg.version;
pkg.version = version;
fs.writeFileSync(CLIENT_PACKAGE, `${JSON.stringify(pkg, null, 2)}\n`);
fs.writeFileSync(CLIENT_README, fs.readFileSync(CLIENT_README, 'utf8').replaceAll(`${pkg.name}-${previous}.tgz`, `${pkg.name}-${version}.tgz`));

console.error(`[release] ${version}: CHANGELOG.md, info.version of ${model.hosts.map((h) => rel(h.source)).join(', ')}, ${rel(CLIENT_PACKAGE)}; npm run build`);
const build = await execa('npm', ['run', 'build'], { cwd: root, reject: false, all: true });
if (build.exitCode !== 0) {
  console.error(build.all);
  console.error('[release] npm run build failed: the files above are changed but not committed; fix the build, or `git checkout .` to undo');
  process.exit(1);
}
git('add', '-A');
git('commit', '-q', '-m', `Release ${version}`);
git('tag', '-a', `v${version}`, '-m', `Release ${version}`);
console.log(`[release] ${version} committed and tagged v${version} (${breaking.length} breaking, ${changes.length - breaking.length} other changes since ${current})`);
