// Load on the mocks: autocannon drives each host's mock (packages/mock/mock.mjs, a separate process) with the
// first request example of its first operation (from the contract model), 50 connections for BENCH_SECONDS
// (10) seconds, and reports requests per second and p99 latency. Baseline, in the same run: Prism's own
// server (scripts/bench/prism-server.mjs)
// serving a one-operation document, measured before and after the hosts (their mean is the baseline, so a
// machine that gets busier or quieter during the run moves both sides). Target: each host at least 0.8 of
// the baseline's throughput.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { FORM, loadModel, root } from '../../packages/contract/index.mjs';

export const name = 'mock load';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 50;
const TARGET = 0.8;
const BASE_PORT = Number(process.env.BENCH_PORT_BASE ?? 18010);

// The baseline document: one JSON operation with a small closed body and one example, like the hosts' own.
export const baselineDocument = {
  openapi: '3.1.0',
  jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
  info: { title: 'baseline', version: '1' },
  paths: {
    '/ping': {
      post: {
        operationId: 'ping',
        requestBody: { required: true, content: { 'application/json': { schema: { type: 'object', required: ['id'], properties: { id: { type: 'string' } }, additionalProperties: false } } } },
        responses: { 200: { description: 'ok', content: { 'application/json': { schema: { type: 'object' }, examples: { ok: { value: { ok: true } } } } } } },
      },
    },
  },
};

function start(args, env = {}) {
  const child = spawn(process.execPath, args, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  return new Promise((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (c) => {
      out += c;
      if (/ready/.test(out) && (out.match(/ready/g) ?? []).length >= (env.EXPECT_READY ?? 1)) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`${args.join(' ')} exited with ${code}`)));
  });
}

const stop = (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : (child.once('exit', resolve), child.kill('SIGTERM'))));

function load(request) {
  return new Promise((resolve, reject) => {
    autocannon({ ...request, connections: CONNECTIONS, duration: SECONDS }, (err, result) => (err ? reject(err) : resolve(result)));
  });
}

/** The first request example of a host's first operation with a request body, as autocannon sends it. */
function firstRequest(host, baseUrl) {
  const op = host.operations.find((o) => o.requestBody?.examples.length);
  const type = op.requestBody.contentType;
  const example = op.requestBody.examples[0].value;
  const headers = { 'content-type': type };
  for (const prm of op.parameters) if (prm.in === 'header' && prm.required) headers[prm.name.toLowerCase()] = String(prm.example);
  const body = type === FORM ? new URLSearchParams(example).toString() : JSON.stringify(example);
  return { url: `${baseUrl}${op.path}`, method: op.method.toUpperCase(), headers, body, label: `${op.method.toUpperCase()} ${op.path} (${op.operationId})` };
}

const fmt = (r) => `${Math.round(r.requests.average)} req/s, p99 ${r.latency.p99} ms${r.non2xx ? `, ${r.non2xx} non-2xx` : ''}`;

export async function run() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-'));
  const baselineFile = path.join(dir, 'baseline.json');
  fs.writeFileSync(baselineFile, JSON.stringify(baselineDocument));
  const rows = [];

  const measureBaseline = async () => {
    const server = await start(['scripts/bench/prism-server.mjs', baselineFile, String(BASE_PORT + 9)]);
    try {
      return await load({ url: `http://127.0.0.1:${BASE_PORT + 9}/ping`, method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ id: 'x' }) });
    } finally {
      await stop(server);
    }
  };
  const before = await measureBaseline();
  const measured = [];

  const hosts = loadModel().hosts;
  const env = Object.fromEntries(hosts.map((h, i) => [h.portEnv, String(BASE_PORT + i)]));
  const mocks = await start(['packages/mock/mock.mjs', '--quiet'], { ...env, EXPECT_READY: hosts.length });
  try {
    for (const [i, d] of hosts.entries()) {
      const request = firstRequest(d, `http://127.0.0.1:${BASE_PORT + i}`);
      measured.push({ d, request, result: await load(request) });
    }
  } finally {
    await stop(mocks);
  }
  const after = await measureBaseline();
  const baselineRps = (before.requests.average + after.requests.average) / 2;
  for (const { d, request, result } of measured) {
    const ratio = result.requests.average / baselineRps;
    rows.push({
      subject: `${d.name} mock: ${request.label}, ${CONNECTIONS} connections, ${SECONDS} s`,
      result: fmt(result),
      baseline: `Prism, one-operation document: ${Math.round(baselineRps)} req/s (before ${fmt(before)}; after ${fmt(after)})`,
      ratio: `${ratio.toFixed(2)}x throughput`,
      target: `>= ${TARGET}x`,
      verdict: ratio >= TARGET && result.non2xx === 0 ? 'yes' : 'no',
      note: result.errors ? `${result.errors} connection errors` : '',
    });
  }
  return rows;
}
