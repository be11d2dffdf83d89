// npm run diff -- [BASE] [--json]: what the working tree's contract changes for integrators, against the
// contract committed at BASE (a commit, tag or branch).
// BASE defaults to the merge base with main on any other branch, and to the last release on main (the tag
// v<version> of CHANGELOG.md's newest release, or the commit that added that release's heading).
// The working tree's contract is spec/ as it is now, bundled in memory by the model; BASE's is its committed
// generated/openapi/ and spec/errors.yaml. scripts/diff/compare.mjs finds the changes (oasdiff over a view with
// one operation per form action and webhooks as payloads the merchant receives; the catalogue row by row).
// Prints them per host, grouped by operation, form action, webhook and error row, breaking first; exits 1 when
// a breaking change is not declared under Unreleased in CHANGELOG.md (scripts/lib/changelog.mjs says how),
// 2 when it cannot compare, else 0. `--json` prints { base, changes, intended, undeclared } instead;
// `--install` only builds oasdiff (from scripts/diff/oasdiff/go.mod into .tools/bin/, once).
import { execFileSync } from 'node:child_process';
import { bundleModel, modelAtRef, root } from '../../packages/contract/index.mjs';
import { declares, intendedBreaking, lastReleaseCommit, readChangelog } from '../lib/changelog.mjs';
import { compareModels, ensureOasdiff } from './compare.mjs';

const args = process.argv.slice(2);
const json = args.includes('--json');
if (args.includes('--install')) {
  // npm run diff -- --install: build oasdiff into .tools/bin/ if it is not there (.ci/run does this first).
  console.log(`[diff] oasdiff: ${await ensureOasdiff((line) => console.log(line))}`);
  process.exit(0);
}
const unknown = args.filter((a) => a.startsWith('-') && a !== '--json');
const positional = args.filter((a) => !a.startsWith('-'));
if (unknown.length || positional.length > 1) {
  console.error(`usage: npm run diff -- [BASE] [--json] | --install   (unknown: ${[...unknown, ...positional.slice(1)].join(' ')})`);
  process.exit(2);
}
const git = (...a) => execFileSync('git', a, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();

try {
  const changelog = readChangelog();
  const { ref, why } = baseRef(changelog);
  const base = modelAtRef(ref);
  const head = await bundleModel();
  const changes = await compareModels(base, head);
  const intended = intendedBreaking(changelog);
  for (const c of changes) c.declaredBy = c.breaking ? intended.find((i) => declares(i, c)) ?? null : null;
  const undeclared = changes.filter((c) => c.breaking && !c.declaredBy);
  const unused = intended.filter((i) => !changes.some((c) => c.declaredBy === i));
  if (json) {
    console.log(JSON.stringify({ base: { ref, commit: base.commit, why }, changes, intended, undeclared }, null, 2));
  } else {
    console.log(`[diff] ${ref === base.commit ? base.commit.slice(0, 7) : `${ref} (${base.commit.slice(0, 7)})`}, ${why} -> working tree`);
    print(changes);
    const breaking = changes.filter((c) => c.breaking);
    const waived = breaking.filter((c) => c.declaredBy?.waiver).length;
    console.log(`[diff] ${breaking.length} breaking (${breaking.length - undeclared.length - waived} declared in CHANGELOG.md${waived ? `, ${waived} waived there as not breaking` : ''}), ${changes.length - breaking.length} non-breaking`);
    for (const i of unused) console.log(`[diff] note: CHANGELOG.md:${i.line} declares a breaking change of \`${i.host} ${i.operation}\` \`${i.member}\` that this comparison does not find`);
    if (undeclared.length) {
      console.log(`[diff] ${undeclared.length} breaking change(s) not declared: if intended, add under "## [Unreleased]" in CHANGELOG.md, for example:`);
      for (const c of undeclared.slice(0, 5)) console.log(`  - **Breaking:** \`${c.host} ${c.where.name}\` ${c.id} \`${c.names[1] ?? '?'}\`: <why>`);
    }
  }
  process.exitCode = undeclared.length ? 1 : 0;
} catch (err) {
  console.error(`[diff] ${err.message}`);
  process.exitCode = 2;
}

/** The ref to compare with, and why it is the default. */
function baseRef(changelog) {
  if (positional[0]) return { ref: positional[0], why: 'given' };
  let branch = '';
  try {
    branch = git('rev-parse', '--abbrev-ref', 'HEAD');
  } catch {}
  if (branch && branch !== 'main' && branch !== 'HEAD') {
    try {
      return { ref: git('merge-base', 'HEAD', 'main'), why: `merge base of ${branch} with main` };
    } catch {}
  }
  const release = lastReleaseCommit(changelog);
  if (!release) throw new Error(`no base: CHANGELOG.md's release ${changelog.current} is not committed; name a ref (npm run diff -- HEAD)`);
  return { ref: release, why: `release ${changelog.current}` };
}

/** The changes per host, then per operation, action, webhook or error row; breaking ones first. */
function print(changes) {
  if (changes.length === 0) {
    console.log('  no changes');
    return;
  }
  const hosts = [...new Set(changes.map((c) => c.host))];
  for (const host of hosts) {
    console.log(host);
    const mine = changes.filter((c) => c.host === host);
    for (const label of [...new Set(mine.map((c) => c.where.label))]) {
      console.log(`  ${label}`);
      const here = mine.filter((c) => c.where.label === label).sort((a, b) => Number(b.breaking) - Number(a.breaking));
      for (const c of here) {
        const mark = c.breaking ? (c.declaredBy ? (c.declaredBy.waiver ? `not breaking (waived, CHANGELOG.md:${c.declaredBy.line})` : `breaking (declared, CHANGELOG.md:${c.declaredBy.line})`) : 'BREAKING') : 'non-breaking';
        console.log(`    ${mark}  ${c.id}: ${c.text}`);
      }
    }
  }
}
