// npm run lint drives Spectral in a worker thread (scripts/lint/spectral-worker.mjs) instead of the `spectral`
// CLI: on the same documents and arguments it must find what the CLI finds, format it the same way and fail
// the same way. Documents: a bundle seeded with a defect (a rule names it) and a source root document of
// spec/ (the overrides of .spectral.yaml for spec/*.yaml apply to it).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { execa } from 'execa';
import { afterAll, describe, expect, it } from 'vitest';
import { at } from '../../packages/contract/index.mjs';
import { documentNames, loadBundled, model, root } from '../support/spec.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-worker-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const name = documentNames[0];
const seeded = path.join(dir, `${name}--no-operationId.bundle.json`);
const doc = loadBundled(name);
delete at(doc, model.host(name).operations[0].pointer).operationId;
fs.writeFileSync(seeded, JSON.stringify(doc, null, 2));
const source = path.relative(root, model.host(documentNames.at(-1)!).source);
const files = [seeded, source];

/** The worker as lint.mjs drives it: lint the files, then finish. */
async function viaWorker(args: string[]) {
  const worker = new Worker(path.join(root, 'scripts/lint/spectral-worker.mjs'), { workerData: { root, args: ['lint', ...files, ...args] }, stdout: true });
  const answers: any[] = [];
  const next = () => new Promise<any>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
  });
  try {
    worker.postMessage({ type: 'lint', files });
    answers.push(await next());
    worker.postMessage({ type: 'finish' });
    answers.push(await next());
  } finally {
    await worker.terminate();
  }
  return answers[1];
}

const sorted = (results: any[]) => [...results].sort((a, b) => `${a.source} ${a.code} ${a.path.join('.')}`.localeCompare(`${b.source} ${b.code} ${b.path.join('.')}`));

describe('the Spectral worker of npm run lint', () => {
  it('finds, formats and fails as `spectral lint` does on the same documents', { timeout: 120_000 }, async () => {
    const args = ['--ruleset', '.spectral.yaml', '--fail-severity', 'warn', '-f', 'json', '--quiet'];
    const [cli, worker] = await Promise.all([
      execa('spectral', ['lint', ...files, ...args], { cwd: root, preferLocal: true, reject: false }),
      viaWorker(args),
    ]);
    expect(cli.exitCode, cli.stderr).toBe(1);
    expect(worker.error).toBeUndefined();
    expect(worker.exitCode).toBe(1);
    expect(worker.outputs).toHaveLength(1);
    const found = JSON.parse(worker.outputs[0].text);
    expect(found.filter((r: any) => r.source === seeded).map((r: any) => r.code)).toContain('house-operation-id');
    expect(sorted(found)).toEqual(sorted(JSON.parse(cli.stdout)));
  });

  it('refuses arguments the CLI refuses, as Spectral failing to run (exit code 2)', { timeout: 60_000 }, async () => {
    const run = await viaWorker(['--ruleset', '.spectral.yaml', '-f', 'no-such-format']);
    expect(run.error).toMatch(/Invalid values/);
  });
});
