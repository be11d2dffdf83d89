// The hash explainer, as a function and as the CLI (tools/cli/explain-hash.mjs), on every signed request example.
import { createHash } from 'node:crypto';
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { root } from '../support/spec.ts';
import { signatureOf } from '../support/hash.ts';
import { applies, at, elements } from './contract.ts';
import { pkg } from './harness.ts';

const all = elements();
const signedExamples = all.flatMap((e) => e.examples.filter((x) => x.password && applies(e.recipe, x.value)).map((x) => [`${e.label} ${x.name}`, e, x] as const));
const gapExamples = all.flatMap((e) => e.examples.filter((x) => !applies(e.recipe, x.value)).map((x) => [`${e.label} ${x.name}`, e, x] as const));
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

describe('explainHash', () => {
  it.each(signedExamples)('%s: fields in recipe order, masked input, both digests, verdict', (_l, e, x) => {
    const out = pkg.explainHash({ document: e.document, path: e.operation.path, method: e.operation.method, body: x.value, password: x.password! });
    const values = e.recipe!.fields.map((f) => at(x.value, f) as string);
    expect(out.fields).toEqual(e.recipe!.fields.map((pointer, i) => ({ pointer, value: values[i] })));
    expect(out.input).toBe(values.join('').toUpperCase() + '*'.repeat(x.password!.length));
    expect(out.md5).toBe(md5((values.join('') + x.password).toUpperCase()));
    expect(out.sha1).toBe(signatureOf(values, x.password!));
    expect(out.matches).toBe(true);
    expect(JSON.stringify(out)).not.toContain(x.password);
    const wrong = pkg.explainHash({ document: e.document, path: e.operation.path, method: e.operation.method, body: x.value, password: x.password!.toUpperCase() + 'x' });
    expect(wrong.matches).toBe(false);
  });

  it.each(gapExamples)('%s: no recipe, says the gap', (_l, e, x) => {
    const out = pkg.explainHash({ document: e.document, path: e.operation.path, method: e.operation.method, body: x.value, password: 'p' });
    expect(out.recipe).toBeNull();
    expect(out.gap).toBeTruthy();
  });
});

describe('npm run explain-hash', () => {
  it('prints the recipe fields, the masked input and both digests; the password stays out of the output', { timeout: 30_000 }, async () => {
    expect(signedExamples.length).toBeGreaterThan(0);
    for (const [, e, x] of signedExamples.filter(([, e]) => e.examples.length).slice(0, 3)) {
      const body = e.operation.contentType === 'application/x-www-form-urlencoded' ? new URLSearchParams(x.value).toString() : JSON.stringify(x.value);
      const run = await execa('node', ['tools/cli/explain-hash.mjs', e.document, '--path', e.operation.path, '--method', e.operation.method], { cwd: root, input: body, env: { GATEWAY_PASSWORD: x.password }, reject: false });
      expect(run.exitCode, run.stderr).toBe(0);
      const values = e.recipe!.fields.map((f) => at(x.value, f) as string);
      e.recipe!.fields.forEach((f) => expect(run.stdout).toContain(f));
      expect(run.stdout).toContain(values.join('').toUpperCase() + '*'.repeat(x.password!.length));
      expect(run.stdout).toContain(signatureOf(values, x.password!));
      expect(run.stdout).toContain(md5((values.join('') + x.password).toUpperCase()));
      expect(run.stdout).toMatch(/matches/);
      expect(run.stdout).not.toContain(x.password);
    }
  });

  it('without a password it says how to give one', async () => {
    const run = await execa('node', ['tools/cli/explain-hash.mjs', all[0].document, '--body', '{}'], { cwd: root, env: { GATEWAY_PASSWORD: undefined }, extendEnv: false, reject: false });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/GATEWAY_PASSWORD|--path/);
  });
});
