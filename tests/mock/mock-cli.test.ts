// npm run mock (packages/mock/mock.mjs) as a user runs it: one ready line per host of the model on the port
// from the environment (<HOST>_PORT, the model's portEnv), a log line per request, --dynamic answers generated
// from the schemas, Ctrl-C stops all.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { model, root } from '../support/spec.ts';

const base = Number(process.env.MOCK_TEST_PORT_BASE ?? 14010) + 30;
const portOf = new Map(model.hosts.map((h: any, i: number) => [h.name as string, base + i]));
const env = Object.fromEntries(model.hosts.map((h: any) => [h.portEnv, String(portOf.get(h.name))]));
let child: ChildProcess | undefined;
let output = '';

function startMock(args: string[]) {
  if (child && child.exitCode === null) child.kill('SIGKILL');
  output = '';
  child = spawn(process.execPath, ['packages/mock/mock.mjs', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  return until(() => (output.match(/ ready at /g) ?? []).length === model.hosts.length);
}

async function until(test: () => boolean, ms = 20_000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out; output:\n${output}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => {
  if (child && child.exitCode === null) child.kill('SIGKILL');
});

// The first form host's operation and its first action element's request example.
const formHost = model.hosts.find((h: any) => h.operations.some((o: any) => o.discriminator))!;
const formOperation = formHost.operations.find((o: any) => o.discriminator)!;
const element = formOperation.elements.find((e: any) => e.examples.length)!;
const send = () =>
  fetch(`http://127.0.0.1:${portOf.get(formHost.name)}${formOperation.path}`, {
    method: formOperation.method.toUpperCase(),
    headers: { 'Content-Type': formOperation.requestBody!.contentType },
    body: new URLSearchParams(element.examples[0].value).toString(),
  });
const ok = formOperation.response(200)!;

describe('npm run mock', () => {
  // One mock for both: what it prints while it serves, then how it stops.
  it('prints one ready line per host with its port, logs each request', async () => {
    await startMock([]);
    for (const h of model.hosts) expect(output).toContain(`[mock] ${h.name} ready at http://127.0.0.1:${portOf.get(h.name)} (generated/openapi/${h.name}.json)`);
    const res = await send();
    expect(res.status).toBe(200);
    await until(() => output.includes(`[${formHost.name}] ${formOperation.method.toUpperCase()} ${formOperation.path} -> 200`));
  });

  it('stops on Ctrl-C (exit code 0) within about two seconds while a client holds a connection with half a body', async () => {
    expect(child?.exitCode, 'the mock of the test before is running').toBeNull();
    const socket = net.connect(portOf.get(formHost.name)!, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((r) => socket.once('connect', r));
    socket.write(`POST ${formOperation.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${formOperation.requestBody!.contentType}\r\nContent-Length: 1000\r\n\r\naction=`);
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((resolve) => child!.once('exit', resolve));
    const started = Date.now();
    child!.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(output).toContain('[mock] stopping');
    // The request in flight gets a second's grace (packages/gateway-http/limits.mjs), then its connection is closed.
    expect(Date.now() - started).toBeLessThan(2500);
    socket.destroy();
  });

  it('--dynamic answers with bodies generated from the schema, not the examples', async () => {
    await startMock(['--dynamic', '--quiet']);
    const validate = formHost.compile(ok.schemaPointer!);
    const res = await send();
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(ok.examples.length).toBeGreaterThan(0);
    for (const example of ok.examples) expect(body).not.toEqual(example.value);
    expect(output).toContain(', dynamic)');
    expect(output).not.toMatch(/\] POST /);
  });
});
