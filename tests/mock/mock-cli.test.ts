// npm run mock (packages/mock/mock.mjs) as a user runs it: one ready line per host of the model on the port
// from the environment (<HOST>_PORT, the model's portEnv), a log line per request, --dynamic answers generated
// from the schemas, Ctrl-C stops all.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { model, root } from '../support/spec.ts';

const base = Number(process.env.MOCK_TEST_PORT_BASE ?? 14010) + 30;
type Mock = { child: ChildProcess; output: () => string; portOf: Map<string, number> };
const mocks: Mock[] = [];

/** `npm run mock` with `args`, its hosts on the ports from `first` on (through the environment), once every host is ready. */
async function startMock(args: string[], first: number): Promise<Mock> {
  const portOf = new Map<string, number>(model.hosts.map((h: any, i: number) => [h.name as string, first + i]));
  const env = Object.fromEntries(model.hosts.map((h: any) => [h.portEnv, String(portOf.get(h.name))]));
  let output = '';
  const child = spawn(process.execPath, ['packages/mock/mock.mjs', ...args], { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (c) => (output += c));
  child.stderr!.on('data', (c) => (output += c));
  const mock = { child, output: () => output, portOf };
  mocks.push(mock);
  await until(() => (output.match(/ ready at /g) ?? []).length === model.hosts.length, () => output);
  return mock;
}

async function until(test: () => boolean, output: () => string, ms = 20_000) {
  const end = Date.now() + ms;
  while (!test()) {
    if (Date.now() > end) throw new Error(`timed out; output:\n${output()}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

afterAll(() => {
  for (const { child } of mocks) if (child.exitCode === null) child.kill('SIGKILL');
});

// The first form host's operation and its first action element's request example.
const formHost = model.hosts.find((h: any) => h.operations.some((o: any) => o.discriminator))!;
const formOperation = formHost.operations.find((o: any) => o.discriminator)!;
const element = formOperation.elements.find((e: any) => e.examples.length)!;
const send = (mock: Mock) =>
  fetch(`http://127.0.0.1:${mock.portOf.get(formHost.name)}${formOperation.path}`, {
    method: formOperation.method.toUpperCase(),
    headers: { 'Content-Type': formOperation.requestBody!.contentType },
    body: new URLSearchParams(element.examples[0].value).toString(),
  });
const ok = formOperation.response(200)!;

describe('npm run mock', () => {
  // Two mocks: the plain one for what it prints while it serves and then how it stops, and a --dynamic one on
  // ports of its own, started at once beside it (each start is mostly waiting on its own process).
  let plain: Promise<Mock>;
  let dynamic: Promise<Mock>;
  beforeAll(() => {
    plain = startMock([], base);
    dynamic = startMock(['--dynamic', '--quiet'], base + model.hosts.length);
    // Awaited by the tests; a start that fails fails the test that needs it.
    plain.catch(() => {});
    dynamic.catch(() => {});
  });

  it('prints one ready line per host with its port, logs each request', async () => {
    const mock = await plain;
    for (const h of model.hosts) expect(mock.output()).toContain(`[mock] ${h.name} ready at http://127.0.0.1:${mock.portOf.get(h.name)} (generated/openapi/${h.name}.json)`);
    const res = await send(mock);
    expect(res.status).toBe(200);
    await until(() => mock.output().includes(`[${formHost.name}] ${formOperation.method.toUpperCase()} ${formOperation.path} -> 200`), mock.output);
  });

  it('stops on Ctrl-C (exit code 0) within about two seconds while a client holds a connection with half a body', async () => {
    const mock = await plain;
    expect(mock.child.exitCode, 'the mock of the test before is running').toBeNull();
    const socket = net.connect(mock.portOf.get(formHost.name)!, '127.0.0.1');
    socket.on('error', () => {});
    await new Promise((r) => socket.once('connect', r));
    socket.write(`POST ${formOperation.path} HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: ${formOperation.requestBody!.contentType}\r\nContent-Length: 1000\r\n\r\naction=`);
    await new Promise((r) => setTimeout(r, 200));
    const exited = new Promise<number | null>((resolve) => mock.child.once('exit', resolve));
    const started = Date.now();
    mock.child.kill('SIGINT');
    expect(await exited).toBe(0);
    expect(mock.output()).toContain('[mock] stopping');
    // The request in flight gets a second's grace (packages/gateway-http/limits.mjs), then its connection is closed.
    expect(Date.now() - started).toBeLessThan(2500);
    socket.destroy();
  });

  it('--dynamic answers with bodies generated from the schema, not the examples', async () => {
    const mock = await dynamic;
    const validate = formHost.compile(ok.schemaPointer!);
    const res = await send(mock);
    const body = await res.json();
    expect(res.status).toBe(200);
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
    expect(ok.examples.length).toBeGreaterThan(0);
    for (const example of ok.examples) expect(body).not.toEqual(example.value);
    expect(mock.output()).toContain(', dynamic)');
    expect(mock.output()).not.toMatch(/\] POST /);
  });
});
