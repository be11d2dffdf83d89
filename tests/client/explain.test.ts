// The hash explainer, as a function and as the CLI (scripts/cli/explain-hash.mjs), on every signed request example.
// The CLI runs as a user runs it, a process of its own, once for each exit code (0, 1, 2) and once reading the body
// from standard input; its other runs call the script's main() in this process with an environment of their own
// (a process costs about 0.13 s of CPU to start and load the client).
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { main } from '../../scripts/cli/explain-hash.mjs';
import { callCli, spawnCli, type CliOptions } from '../support/cli.ts';
import { signatureOf } from '../support/hash.ts';
import { applies, at, elements, paramsFor, setAt } from './contract.ts';
import { clientFor, keyField, pkg } from './harness.ts';

const all = elements();
const signedExamples = all.flatMap((e) => e.examples.filter((x) => x.password && applies(e.recipe, x.value)).map((x) => [`${e.label} ${x.name}`, e, x] as const));
const gapExamples = all.flatMap((e) => e.examples.filter((x) => !applies(e.recipe, x.value)).map((x) => [`${e.label} ${x.name}`, e, x] as const));
const md5 = (s: string) => createHash('md5').update(s, 'utf8').digest('hex');

type RunOptions = CliOptions & { extendEnv?: boolean };
/** `env` over this process's environment, unless extendEnv is false. */
const options = ({ env, input, extendEnv = true }: RunOptions): CliOptions => ({ env: extendEnv ? { ...process.env, ...env } : env, input });
/** npm run explain-hash -- args, as a process of its own. */
const spawned = (args: string[], o: RunOptions) => spawnCli('explain-hash.mjs', args, options(o));
/** The same run through the script's main() in this process. */
const inProcess = (args: string[], o: RunOptions) => callCli(main, args, options(o));

describe('explainHash', () => {
  it.each(signedExamples)('%s: fields in recipe order, masked input, both digests, verdict', (_l, e, x) => {
    const out = pkg.explainHash({ document: e.document, path: e.operation.path, method: e.operation.method, body: x.value, password: x.password! });
    const values = e.recipe!.fields.map((f) => at(x.value, f) as string);
    expect(out.fields).toEqual(e.recipe!.fields.map((pointer, i) => ({ pointer, value: values[i] })));
    // The password is written <password>: neither it nor its length shows.
    expect(out.input).toBe(`${values.join('').toUpperCase()}<password>`);
    expect(out.md5).toBe(md5((values.join('') + x.password).toUpperCase()));
    expect(out.sha1).toBe(signatureOf(values, x.password!));
    expect(out.matches).toBe(true);
    expect(JSON.stringify(out)).not.toContain(x.password);
    const wrong = pkg.explainHash({ document: e.document, path: e.operation.path, method: e.operation.method, body: x.value, password: x.password!.toUpperCase() + 'x' });
    expect(wrong.matches).toBe(false);
    expect(wrong.input).toBe(out.input);
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
    for (const [i, [, e, x]] of signedExamples.filter(([, e]) => e.examples.length).slice(0, 3).entries()) {
      const body = e.operation.contentType === 'application/x-www-form-urlencoded' ? new URLSearchParams(x.value).toString() : JSON.stringify(x.value);
      const run = await (i === 0 ? spawned : inProcess)([e.document, '--path', e.operation.path, '--method', e.operation.method], { input: body, env: { GATEWAY_PASSWORD: x.password } });
      expect(run.exitCode, run.stderr).toBe(0);
      const values = e.recipe!.fields.map((f) => at(x.value, f) as string);
      e.recipe!.fields.forEach((f) => expect(run.stdout).toContain(f));
      expect(run.stdout).toContain(`upper(fields + password): ${values.join('').toUpperCase()}<password>\n`);
      expect(run.stdout).not.toContain('*'.repeat(x.password!.length));
      expect(run.stdout).toContain(signatureOf(values, x.password!));
      expect(run.stdout).toContain(md5((values.join('') + x.password).toUpperCase()));
      expect(run.stdout).toMatch(/matches/);
      expect(run.stdout).not.toContain(x.password);
    }
  });

  // Exit status: 0 when the hash sent matches (or none was sent), 1 when it differs or a field the recipe hashes is
  // missing, so that a script can tell; and the output is the same whatever the password's length.
  it('exits 1 on a hash that differs or a missing field, 0 on a match or no hash; the output never shows the password length', { timeout: 30_000 }, async () => {
    const [, e, x] = signedExamples.find(([, e]) => e.operation.contentType === 'application/x-www-form-urlencoded')!;
    const run = (value: Record<string, unknown>, password: string, how = inProcess) =>
      how([e.document, '--path', e.operation.path, '--method', e.operation.method, '--body', new URLSearchParams(value as Record<string, string>).toString()], { env: { GATEWAY_PASSWORD: password } });
    const match = await run(x.value, x.password!);
    expect(match.exitCode, match.stderr).toBe(0);
    expect(match.stdout).toMatch(/matches/);
    const differs = await run(x.value, `${x.password}-other`, spawned);
    expect(differs.exitCode, differs.stdout).toBe(1);
    expect(differs.stdout).toMatch(/DIFFERS/);
    const { hash: _hash, ...unsigned } = x.value;
    const none = await run(unsigned, x.password!);
    expect(none.exitCode, none.stdout).toBe(0);
    const field = e.recipe!.fields[0].slice(1);
    const { [field]: _field, ...lacking } = unsigned;
    const missing = await run(lacking, x.password!);
    expect(missing.exitCode, missing.stdout).toBe(1);
    expect(missing.stdout).toContain(`problem: /${field} is missing`);
    // Two passwords of different lengths: the same lines but the digests and the verdict.
    const [short, long] = await Promise.all([run(unsigned, 'p'), run(unsigned, 'p'.repeat(37))]);
    const shown = (out: string) => out.split('\n').filter((l) => !/^(md5|sha1):/.test(l));
    expect(shown(short.stdout)).toEqual(shown(long.stdout));
    expect(short.stdout).toContain('<password>');
  });

  it('without a password it says how to give one', async () => {
    const run = await spawned([all[0].document, '--body', '{}'], { env: { GATEWAY_PASSWORD: undefined }, extendEnv: false });
    expect(run.exitCode).toBe(2);
    expect(run.stderr).toMatch(/GATEWAY_PASSWORD|--path/);
  });
});

// Without a path, the operation is inferred from the body: every request example of every document is either
// explained as a body of its own operation, or refused as ambiguous with its own operation among the
// candidates; never explained as another operation's. A value the recipe hashes that is not a string (a JSON
// number) is refused, naming the field and saying to send the exact string.
const requestExamples = all.flatMap((e) => e.examples.map((x) => [`${e.label} ${x.name}`, e, x] as const));
const isRefusal = (err: unknown, code: string) => err instanceof pkg.ExplainRefusal && (err as any).code === code;
const withoutPath = (e: (typeof all)[number], body: unknown, password = 'p') => pkg.explainHash({ document: e.document, method: e.operation.method, body: body as any, password });
/** The example with its first recipe field written as text of a number (`10.00`) replaced by a JSON number with a fraction (10.5). */
function withNumber(e: (typeof all)[number], value: any) {
  const field = e.recipe!.fields.find((f) => Number.isFinite(Number(at(value, f))) && String(at(value, f)).trim() !== '');
  if (!field) return null;
  const number = Math.trunc(Number(at(value, field))) + 0.5;
  return { field, number, body: setAt(value, field, number) };
}
const numberCases = signedExamples.flatMap(([label, e, x]) => {
  const c = withNumber(e, x.value);
  return c ? [[label, e, x, c] as const] : [];
});

describe('explainHash without a path', () => {
  it.each(requestExamples)('%s: its own operation, or refused as ambiguous naming it', (_l, e, x) => {
    let out;
    try {
      out = withoutPath(e, x.value, x.password ?? 'p');
    } catch (err) {
      expect(isRefusal(err, 'AMBIGUOUS_OPERATION'), String(err)).toBe(true);
      expect((err as any).candidates).toContain(e.operation.path);
      expect((err as Error).message).toContain(e.operation.path);
      return;
    }
    expect(out.path).toBe(e.operation.path);
    expect(out.method).toBe(e.operation.method);
    expect(out.inferred).toBeTruthy();
    if (x.password && applies(e.recipe, x.value)) expect(out.matches).toBe(true);
  });

  it('infers the operation of a JSON document with several operations from the body (a signed example whose recipe applies)', () => {
    const documents = new Set(all.map((e) => e.document).filter((d) => new Set(all.filter((e) => e.document === d).map((e) => e.operation.path)).size > 1));
    const cases = signedExamples.filter(([, e]) => documents.has(e.document));
    expect(cases.length).toBeGreaterThan(0);
    const inferred = cases.filter(([, e, x]) => {
      try {
        return withoutPath(e, x.value, x.password).path === e.operation.path;
      } catch {
        return false;
      }
    });
    expect(inferred.length, 'at least one is not ambiguous').toBeGreaterThan(0);
    const [, e, x] = inferred[0];
    const out = withoutPath(e, x.value, x.password);
    expect(out.recipe).toEqual(e.recipe);
    expect(out.matches).toBe(true);
    // Without its key and hash (what the client fills) the body still fits its schema alone.
    const { hash: _h, [keyField(e.document)]: _k, ...bare } = x.value;
    expect(withoutPath(e, bare, x.password).path).toBe(e.operation.path);
  });

  it('a body no schema takes and no recipe applies to is refused, naming every candidate path', () => {
    const multi = all.find((e) => all.some((o) => o.document === e.document && o.operation.path !== e.operation.path))!;
    const paths = [...new Set(all.filter((o) => o.document === multi.document && o.operation.method === multi.operation.method).map((o) => o.operation.path))];
    let err: unknown;
    try {
      withoutPath(multi, { not_a_member: 'x' });
    } catch (e) {
      err = e;
    }
    expect(isRefusal(err, 'NO_OPERATION'), String(err)).toBe(true);
    expect([...(err as any).candidates].sort()).toEqual([...paths].sort());
    for (const p of paths) expect((err as Error).message).toContain(p);
  });
});

describe('explainHash refuses a hashed value that is not the string sent', () => {
  it('there are signed examples with a hashed number written as text', () => expect(numberCases.length).toBeGreaterThan(0));

  it.each(numberCases)('%s with a JSON number: refused naming the field, with or without a path', (_l, e, x, c) => {
    for (const path of [e.operation.path, undefined]) {
      let err: unknown;
      try {
        pkg.explainHash({ document: e.document, path, method: e.operation.method, body: c.body, password: x.password! });
      } catch (caught) {
        err = caught;
      }
      expect(isRefusal(err, 'HASH_FIELD'), String(err)).toBe(true);
      expect((err as Error).message).toContain(c.field);
      expect((err as Error).message).toMatch(/exact string sent/);
      expect((err as Error).message).toContain(JSON.stringify(`${c.number}0`));
      expect((err as Error).message).not.toContain(x.password);
    }
  });

  it.each(numberCases)('%s with a JSON number: the client refuses it the same way (HASH_FIELD), unsent', async (_l, e, x, c) => {
    const { hash: _h, [keyField(e.document)]: _k, ...body } = c.body;
    const refusal = await clientFor(e.document, x.password!).request(e.operation.method, e.operation.path, { body, params: paramsFor(e) }).then(() => undefined, (err: unknown) => err);
    expect((refusal as any)?.code).toBe('HASH_FIELD');
    expect((refusal as Error).message).toContain(c.field);
    expect((refusal as Error).message).toMatch(/exact string sent/);
  });
});

describe('npm run explain-hash without --path', () => {
  const cli = (document: string, body: string, password: string) => inProcess([document, '--body', body], { env: { GATEWAY_PASSWORD: password } });

  it('infers the operation of a signed example and explains it', async () => {
    const [, e, x] = signedExamples.find(([, e, x]) => {
      try {
        return withoutPath(e, x.value, x.password).path === e.operation.path && new Set(all.filter((o) => o.document === e.document).map((o) => o.operation.path)).size > 1;
      } catch {
        return false;
      }
    })!;
    const run = await cli(e.document, JSON.stringify(x.value), x.password!);
    expect(run.exitCode, run.stderr).toBe(0);
    expect(run.stdout).toContain(`path:      ${e.operation.path}, inferred: `);
    expect(run.stdout).toMatch(/matches/);
    expect(run.stdout).not.toContain(x.password);
  });

  it('an ambiguous body is refused, listing the candidate paths', async () => {
    const ambiguous = requestExamples.filter(([, e, x]) => {
      try {
        withoutPath(e, x.value);
        return false;
      } catch (err) {
        return isRefusal(err, 'AMBIGUOUS_OPERATION');
      }
    });
    expect(ambiguous.length, 'an example fits more than one request schema').toBeGreaterThan(0);
    const [, e, x] = ambiguous[0];
    let candidates: string[] = [];
    try {
      withoutPath(e, x.value);
    } catch (err) {
      candidates = (err as any).candidates;
    }
    const run = await cli(e.document, JSON.stringify(x.value), 'p');
    expect(run.exitCode).toBe(1);
    expect(run.stdout).toBe('');
    for (const p of candidates) expect(run.stderr).toContain(`--path ${p}`);
    expect(run.stderr).toMatch(/fits the request schema of/);
  });

  it('a hashed JSON number is refused with a non-zero exit, naming the field and the string to send', async () => {
    const [, e, x, c] = numberCases.find(([, e]) => e.operation.contentType !== 'application/x-www-form-urlencoded')!;
    const run = await cli(e.document, JSON.stringify(c.body), x.password!);
    expect(run.exitCode).not.toBe(0);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain(c.field);
    expect(run.stderr).toContain(`is the number ${c.number}`);
    expect(run.stderr).toContain(JSON.stringify(`${c.number}0`));
    expect(run.stderr).not.toContain(x.password);
  });
});
