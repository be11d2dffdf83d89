// npm run mock (scripts/mock.mjs) as a user runs it: one ready line per host on the ports from the
// environment, a log line per request, --dynamic answers generated from the schemas, Ctrl-C stops all.
import { spawn, type ChildProcess } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { deref, documentNames, loadBundled, root, validatorFor } from './support/spec.ts';

const base = Number(process.env.MOCK_TEST_PORT_BASE ?? 14010) + 30;
const env = { CHECKOUT_PORT: String(base), S2S_CARD_PORT: String(base + 1), S2S_APM_PORT: String(base + 2) };
let child: ChildProcess | undefined;
let output = '';

function startMock(args: string[]) {
  output = '';
  child = spawn(process.execPath, ['scripts/mock.mjs', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return until(() => (output.match(/ ready at /g) ?? []).length === 3);
}

async function until(test: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out; output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterEach(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

const statusRequest = () => {
  const doc = loadBundled('s2s-card');
  const media = doc.paths['/post'].post.requestBody.content['application/x-www-form-urlencoded'];
  return new URLSearchParams(deref(doc, media.examples.GET_TRANS_STATUS).value).toString();
};

describe('npm run mock', () => {
  it('prints one ready line per host with its port, logs each request, and stops on Ctrl-C', async () => {
    await startMock([]);
    documentNames.forEach((name, i) => expect(output).toContain(`[mock] ${name} ready at http://127.0.0.1:${base + i}`));
    const res = await fetch(`http://127.0.0.1:${base + 1}/post`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: statusRequest() });
    expect(res.status).toBe(200);
    await until(() => /\[s2s-card\] POST \/post -> 200/.test(output));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('[mock] stopping');
  });

  it('--dynamic answers with bodies generated from the schema, not the examples', async () => {
    await startMock(['--dynamic', '--quiet']);
    const { compile } = validatorFor('s2s-card');
    const validate = compile('/paths/~1post/post/responses/200/content/application~1json/schema');
    const doc = loadBundled('s2s-card');
    const example = deref(doc, doc.paths['/post'].post.responses['200'].content['application/json'].examples['GET_TRANS_STATUS-settled']).value;
    const res = await fetch(`http://127.0.0.1:${base + 1}/post`, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: statusRequest() });
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(body).not.toEqual(example);
    expect(output).toContain(', dynamic)');
  });
});
