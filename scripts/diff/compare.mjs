// Compare two versions of the contract (two models: packages/contract) for integrators: what changed, per host,
// grouped by operation, form action and webhook, each change breaking or not.
// - The bundles, in the view of scripts/diff/view.mjs (one operation per form action; webhooks as payloads the
//   merchant receives), are compared by oasdiff (`oasdiff changelog`, the Go module pinned in
//   scripts/diff/oasdiff/go.mod, built into .tools/bin/oasdiff). Its ERR and WARN levels are breaking, as its
//   `breaking` command reports them; INFO is not. scripts/diff/oasdiff-severity-levels.txt (oasdiff's
//   --severity-levels file, which takes no comments) raises one rule to ERR:
//   response-optional-property-removed, which oasdiff 1.36 rates INFO (an optional member may be absent
//   anyway): a merchant that reads a member of an answer or a callback breaks when it is gone, and the source
//   leaves most members optional because it does not say when they are sent.
//   Not --flatten-allof: with it oasdiff 1.36 reports nothing for a member removed under a nested allOf whose
//   other branch has if/then/else (CallbackPayload over PaymentRecord); branch by branch it does.
// - The error catalogue (spec/errors.yaml, not part of the bundles) is compared row by row: a row removed, or
//   its error_code, error_message or HTTP status changed, breaks a merchant who matches on it; a new row does
//   not. A row newly listed where an operation or action can answer it is reported, not breaking.
import { execa } from 'execa';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { root } from '../../packages/contract/index.mjs';
import { diffView } from './view.mjs';

/** The oasdiff binary: OASDIFF names another build (tests in a clone use the repository's). */
export const OASDIFF = process.env.OASDIFF ?? path.join(root, '.tools', 'bin', 'oasdiff');
const OASDIFF_MODULE_DIR = path.join(root, 'scripts', 'diff', 'oasdiff');
const SEVERITY_LEVELS = path.join(root, 'scripts', 'diff', 'oasdiff-severity-levels.txt');

/** Build oasdiff from scripts/diff/oasdiff/go.mod into .tools/bin/ if it is not there (once; about half a minute). */
export async function ensureOasdiff(log = (line) => console.error(line)) {
  if (fs.existsSync(OASDIFF)) return OASDIFF;
  log('[diff] building oasdiff from scripts/diff/oasdiff/go.mod into .tools/bin/ (once)');
  // Built beside its place and renamed into it, so that two processes building at once never run half a file.
  const partial = `${OASDIFF}.${process.pid}.partial`;
  const built = await execa('go', ['build', '-o', partial, 'github.com/oasdiff/oasdiff'], { cwd: OASDIFF_MODULE_DIR, reject: false, all: true, env: { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' } });
  if (built.exitCode !== 0) {
    fs.rmSync(partial, { force: true });
    throw new Error(`go build of oasdiff failed (Go 1.26 or later is needed; scripts/diff/oasdiff/go.mod pins the version):\n${built.all}`);
  }
  fs.renameSync(partial, OASDIFF);
  return OASDIFF;
}

/** The quoted names of an oasdiff text (`member`, `allOf[...]/member`): the last segment of each. */
const namesIn = (text) => [...text.matchAll(/`([^`]+)`/g)].flatMap((m) => [m[1], m[1].split('/').pop()]);

/**
 * The changes from `base` to `head` (two Models). Resolves to a list of
 * { host, where: { kind, name, label }, id, breaking, text, names }. A host whose view is the same text on both sides
 * has no change for oasdiff to find, and is not given to it (`log` gets a line saying so): most comparisons change
 * one host, and each oasdiff run costs about 0.1 s.
 * @param {any} base
 * @param {any} head
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function compareModels(base, head, { log = () => {} } = {}) {
  const oasdiff = await ensureOasdiff();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-diff-'));
  const changes = [];
  try {
    const names = [...new Set([...base.hosts, ...head.hosts].map((h) => h.name))].sort();
    for (const name of names) {
      const before = base.hosts.find((h) => h.name === name);
      const after = head.hosts.find((h) => h.name === name);
      if (!before || !after) {
        changes.push({ host: name, where: { kind: 'host', name, label: `host ${name}` }, id: before ? 'host-removed' : 'host-added', breaking: Boolean(before), text: before ? `the host ${name} was removed` : `the host ${name} was added`, names: [name] });
        continue;
      }
      const views = [diffView(before), diffView(after)];
      const texts = views.map((v) => JSON.stringify(v.document));
      if (texts[0] === texts[1]) {
        log(`${name}: the same on both sides, not given to oasdiff`);
      } else {
        changes.push(...(await oasdiffChanges(oasdiff, dir, name, views, texts)));
      }
      changes.push(...errorListChanges(name, before, after));
    }
    changes.push(...catalogueChanges(base, head));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  return changes;
}

/** oasdiff's changelog of one host's two views, as changes. */
async function oasdiffChanges(oasdiff, dir, name, views, texts) {
  const changes = [];
  const files = texts.map((text, i) => {
    const file = path.join(dir, `${name}.${i ? 'head' : 'base'}.json`);
    fs.writeFileSync(file, text);
    return file;
  });
  const run = await execa(oasdiff, ['changelog', files[0], files[1], '--format', 'json', '--severity-levels', SEVERITY_LEVELS], { reject: false });
  if (run.exitCode !== 0) throw new Error(`oasdiff changelog failed on ${name} (exit ${run.exitCode}):\n${run.stderr || run.stdout}`);
  const where = new Map([...views[0].where, ...views[1].where]);
  for (const c of JSON.parse(run.stdout || '[]')) {
    if (c.id === 'api-version-not-bumped') continue; // versions are checked by the release, not per host
    const at = c.path ? where.get(`${c.operation} ${c.path}`) : undefined;
    changes.push({
      host: name,
      where: at ?? { kind: c.section === 'info' ? 'document' : 'operation', name: c.operationId ?? c.path ?? c.section, label: c.path ? `${c.operation} ${c.path}` : c.section },
      id: c.id,
      breaking: c.level >= 2,
      text: c.text,
      names: namesIn(c.text),
    });
  }
  return changes;
}

/** Rows newly listed (or no longer listed) in an operation's or action's x-errors. */
function errorListChanges(name, before, after) {
  const lists = (host) => new Map([...host.operations, ...host.webhooks].flatMap((op) => [
    [op.operationId ?? op.label, { kind: op.kind === 'webhook' ? 'webhook' : 'operation', rows: op.errors, label: op.label }],
    ...op.elements.filter((e) => e.value !== null).map((e) => [e.value, { kind: 'action', rows: e.errors, label: `${op.method.toUpperCase()} ${op.path} action=${e.value}` }]),
  ]));
  const [a, b] = [lists(before), lists(after)];
  const out = [];
  for (const [key, now] of b) {
    const was = a.get(key);
    if (!was) continue;
    for (const row of now.rows.filter((r) => !was.rows.includes(r))) out.push({ host: name, where: { kind: now.kind, name: key, label: now.label }, id: 'error-row-listed', breaking: false, text: `may now answer the error row \`${row}\``, names: [row] });
    for (const row of was.rows.filter((r) => !now.rows.includes(r))) out.push({ host: name, where: { kind: now.kind, name: key, label: now.label }, id: 'error-row-unlisted', breaking: false, text: `no longer lists the error row \`${row}\``, names: [row] });
  }
  return out;
}

/** The catalogue compared row by row (host `errors`). */
function catalogueChanges(base, head) {
  const out = [];
  const change = (row, id, breaking, text, names) => out.push({ host: 'errors', where: { kind: 'error-row', name: row, label: `error row ${row}` }, id, breaking, text, names: [row, ...names] });
  for (const was of base.errors) {
    const now = head.error(was.name);
    if (!now) {
      change(was.name, 'error-row-removed', true, `removed the error row \`${was.name}\` (${was.code ?? 'code not shown'}, ${JSON.stringify(was.message)})`, []);
      continue;
    }
    if (was.code !== now.code) change(was.name, 'error-code-changed', true, `changed \`error_code\` from ${was.code ?? 'not shown'} to ${now.code ?? 'not shown'}`, ['error_code']);
    if (was.message !== now.message) change(was.name, 'error-message-changed', true, `changed \`error_message\` from ${JSON.stringify(was.message)} to ${JSON.stringify(now.message)}`, ['error_message']);
    if (was.status !== now.status) change(was.name, 'error-status-changed', true, `changed the HTTP status from ${was.status ?? 'not shown'} to ${now.status ?? 'not shown'}`, ['status']);
  }
  for (const now of head.errors.filter((r) => !base.error(r.name))) change(now.name, 'error-row-added', false, `added the error row \`${now.name}\` (${now.code ?? 'code not shown'}, ${JSON.stringify(now.message)})`, []);
  return out;
}
