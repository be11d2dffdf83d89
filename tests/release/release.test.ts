// npm run diff and npm run release in a repository of their own: a copy of this working tree (its tracked and
// unignored files, node_modules linked) committed as the last release, on main. A breaking change is seeded
// in spec/, and the test follows it as a contributor would: the diff refuses it undeclared and names it, then
// accepts it declared under Unreleased; the release refuses a minor version for it, then releases the major
// one: CHANGELOG.md dated, the versions set, generated/ rebuilt, committed and tagged. Then a spec/ change
// with Unreleased empty fails the changelog check.
import { execa } from 'execa';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureOasdiff } from '../../scripts/diff/compare.mjs';
import { root } from '../support/spec.ts';

let repo: string;
let env: Record<string, string>;
const run = (cmd: string, args: string[]) => execa(cmd, args, { cwd: repo, reject: false, all: true, env });
/**
 * A package script (`npm run <name> --silent -- args`) run as package.json says, without npm around it: the script's
 * `node <file>` command. npm itself runs the first diff and the release (the scripts' names are what a contributor
 * types); the other runs skip its start (a quarter of a second of CPU each).
 */
const script = (name: string, args: string[] = []) => {
  const command: string = JSON.parse(fs.readFileSync(path.join(repo, 'package.json'), 'utf8')).scripts[name];
  const [node, ...rest] = command.split(' ');
  expect(node, `package.json's ${name} script runs node`).toBe('node');
  return run(process.execPath, [...rest, ...args]);
};
const git = (...args: string[]) => execa('git', args, { cwd: repo, env });
const edit = (file: string, change: (doc: any) => void) => {
  const at = path.join(repo, file);
  const doc = YAML.parse(fs.readFileSync(at, 'utf8'));
  change(doc);
  fs.writeFileSync(at, YAML.stringify(doc));
};
const readJson = (file: string) => JSON.parse(fs.readFileSync(path.join(repo, file), 'utf8'));

beforeAll(async () => {
  env = { ...process.env, OASDIFF: await ensureOasdiff(), GIT_AUTHOR_NAME: 'test', GIT_AUTHOR_EMAIL: 't@example.invalid', GIT_COMMITTER_NAME: 'test', GIT_COMMITTER_EMAIL: 't@example.invalid' } as Record<string, string>;
  repo = fs.mkdtempSync(path.join(os.tmpdir(), 'release-repo-'));
  const files = (await execa('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: root })).stdout.split('\0').filter(Boolean);
  for (const f of files) {
    if (!fs.existsSync(path.join(root, f))) continue; // deleted in the working tree
    fs.mkdirSync(path.dirname(path.join(repo, f)), { recursive: true });
    fs.copyFileSync(path.join(root, f), path.join(repo, f));
  }
  // The installed tools are linked, not reinstalled: node_modules, and the git-ignored caches of the pinned
  // Python packages (.venv) and Go-built tools (.tools) that npm ci's set-up and the build stages fill, which the
  // release's build uses for the language clients (a copy without them spent ~20 s creating a venv).
  for (const cache of ['node_modules', '.venv', '.tools']) {
    if (fs.existsSync(path.join(root, cache))) fs.symlinkSync(path.join(root, cache), path.join(repo, cache));
  }
  await git('init', '-q', '-b', 'main');
  await git('add', '-A');
  await git('commit', '-q', '-m', 'the last release');
}, 120_000);
afterAll(() => repo && fs.rmSync(repo, { recursive: true, force: true }));

const seedBreaking = () => edit('spec/actions/s2s-apm/CREDIT2VIRTUAL.yaml', (d) => {
  d.properties.seeded_member = { type: 'string' };
  d.required.push('seeded_member');
});
const declare = (line: string) => {
  const file = path.join(repo, 'CHANGELOG.md');
  fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('## [Unreleased]\n', `## [Unreleased]\n\n### Changed\n${line}\n`));
};

describe('npm run diff and npm run release, in a repository of their own', () => {
  it('diff: no change against the last release', { timeout: 120_000 }, async () => {
    const diff = await run('npm', ['run', 'diff', '--silent']);
    expect(diff.exitCode, diff.all).toBe(0);
    expect(diff.all).toContain('no changes');
  });

  it('diff: an undeclared breaking change fails, named by host, action and member, with the line to declare it', { timeout: 120_000 }, async () => {
    seedBreaking();
    const diff = await script('diff');
    expect(diff.exitCode, diff.all).toBe(1);
    expect(diff.all).toMatch(/^s2s-apm$/m);
    expect(diff.all).toContain('POST /post action=CREDIT2VIRTUAL');
    expect(diff.all).toMatch(/BREAKING\s+new-required-request-property: .*`seeded_member`/);
    expect(diff.all).toContain('- **Breaking:** `s2s-apm CREDIT2VIRTUAL` new-required-request-property `seeded_member`');
  });

  it('diff: a declaration naming another member does not cover it', { timeout: 120_000 }, async () => {
    const before = fs.readFileSync(path.join(repo, 'CHANGELOG.md'), 'utf8');
    declare('- **Breaking:** `s2s-apm CREDIT2VIRTUAL` request member `other_member` became required: seeded.');
    const diff = await script('diff');
    fs.writeFileSync(path.join(repo, 'CHANGELOG.md'), before);
    expect(diff.exitCode, diff.all).toBe(1);
    expect(diff.all).toContain('declares a breaking change of `s2s-apm CREDIT2VIRTUAL` `other_member` that this comparison does not find');
  });

  it('diff: declared under Unreleased, the same change is accepted', { timeout: 120_000 }, async () => {
    declare('- **Breaking:** `s2s-apm CREDIT2VIRTUAL` request member `seeded_member` became required: seeded by the test.');
    const diff = await script('diff');
    expect(diff.exitCode, diff.all).toBe(0);
    expect(diff.all).toMatch(/breaking \(declared, CHANGELOG\.md:\d+\)\s+new-required-request-property/);
    expect(diff.all).toContain('1 breaking (1 declared in CHANGELOG.md)');
  });

  it('diff: waived as not breaking (a false positive, with its reason), the same change is accepted and marked waived', { timeout: 120_000 }, async () => {
    const file = path.join(repo, 'CHANGELOG.md');
    const before = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, before.replace('- **Breaking:** `s2s-apm CREDIT2VIRTUAL` request member `seeded_member`', '- **Not breaking:** `s2s-apm CREDIT2VIRTUAL` request member `seeded_member`'));
    const diff = await script('diff');
    fs.writeFileSync(file, before);
    expect(diff.exitCode, diff.all).toBe(0);
    expect(diff.all).toMatch(/not breaking \(waived, CHANGELOG\.md:\d+\)\s+new-required-request-property/);
    expect(diff.all).toContain('1 breaking (0 declared in CHANGELOG.md, 1 waived there as not breaking)');
  });

  it('release: refuses uncommitted changes, then a minor version for a breaking change, changing nothing', { timeout: 120_000 }, async () => {
    const dirty = await script('release', ['6.8.0']);
    expect(dirty.exitCode).toBe(1);
    expect(dirty.all).toContain('uncommitted changes');
    await git('add', '-A');
    await git('commit', '-q', '-m', 'a breaking change, declared');
    const minor = await script('release', ['6.8.0']);
    expect(minor.exitCode, minor.all).toBe(1);
    expect(minor.all).toContain('need a major version: 7.0.0, not 6.8.0');
    expect((await git('status', '--porcelain')).stdout).toBe('');
    expect((await git('tag')).stdout).toBe('');
  });

  it('release: the major version moves Unreleased into a dated release, sets every version, rebuilds, commits and tags', { timeout: 180_000 }, async () => {
    const release = await run('npm', ['run', 'release', '--silent', '--', '7.0.0', '--date', '2026-11-23']);
    expect(release.exitCode, release.all).toBe(0);
    expect((await git('tag')).stdout).toBe('v7.0.0');
    expect((await git('log', '-1', '--format=%s')).stdout).toBe('Release 7.0.0');
    expect((await git('status', '--porcelain')).stdout).toBe('');
    const changelog = fs.readFileSync(path.join(repo, 'CHANGELOG.md'), 'utf8');
    expect(changelog).toMatch(/## \[Unreleased\]\n\n## \[7\.0\.0\] - 2026-11-23\n\n### Changed\n- \*\*Breaking:\*\* `s2s-apm CREDIT2VIRTUAL`/);
    for (const host of ['checkout', 's2s-card', 's2s-apm']) {
      expect(YAML.parse(fs.readFileSync(path.join(repo, 'spec', `${host}.yaml`), 'utf8')).info.version, host).toBe('7.0.0');
      expect(readJson(`generated/openapi/${host}.json`).info.version, host).toBe('7.0.0');
    }
    expect(readJson('packages/client/package.json').version).toBe('7.0.0');
    expect(fs.readFileSync(path.join(repo, 'packages/client/README.md'), 'utf8')).toContain('payment-gateway-client-7.0.0.tgz');
    // After the release the diff's default base is the new tag: nothing changed since.
    const diff = await script('diff');
    expect(diff.exitCode, diff.all).toBe(0);
    expect(diff.all).toContain('release 7.0.0');
    expect(diff.all).toContain('no changes');
  });

  it('the changelog check: a spec/ change since the release with Unreleased empty fails it', { timeout: 120_000 }, async () => {
    edit('spec/actions/s2s-apm/CREDIT2VIRTUAL.yaml', (d) => (d.properties.seeded_optional = { type: 'string' }));
    const check = await run('node', ['--input-type=module', '-e', "import { readChangelog, unreleasedCheck } from './scripts/lib/changelog.mjs'; const c = unreleasedCheck(readChangelog()); console.log(JSON.stringify(c)); process.exit(c.problem ? 1 : 0);"]);
    expect(check.exitCode, check.all).toBe(1);
    expect(check.all).toContain('spec/actions/s2s-apm/CREDIT2VIRTUAL.yaml');
    expect(check.all).toContain('add a line for it under');
  });
});
