// Client request overhead: the S2S CARD client of packages/client (fill the key, sign by the recipe, validate
// the complete body against its schema, form-encode, then openapi-fetch sends and parses) against raw fetch of
// the same bytes, and against a bare openapi-fetch client (createClient, same URL, the same form bytes through
// a bodySerializer) making the same call: the second ratio is what the signing layer itself adds. Same local
// server (a worker thread), same keep-alive agent (undici's global dispatcher, which all use). Robust on a busy 2-core machine: after a warm-up, the two alternate request by request (raw
// then client, client then raw, ...), so that whatever else the machine does falls on both alike; each
// request is timed on its own, and the figure is the ratio of the two median latencies. Its spread is
// that ratio over ten consecutive blocks of the run; the ratios of 10%-trimmed and of plain means are
// printed beside it. A control row times raw fetch against itself the same way.
import { Worker } from 'node:worker_threads';
import createClient from 'openapi-fetch';
import { ContractRefusal, contract, createS2sCardClient } from '../../packages/client/src/index.js';
import { loadModel } from '../../packages/contract/index.mjs';

export const name = 'client request overhead';

// Against raw fetch the figure is reported, not judged: its old target (1.10x) was met by a copy of
// openapi-fetch's request path that skipped the Request it builds; the client is now a layer on openapi-fetch,
// and what the layer itself adds is judged against bare openapi-fetch (LAYER_TARGET).
// What the layer may add over bare openapi-fetch making the same call, at the median.
const LAYER_TARGET = 1.05;
// Pairs of requests measured (one raw, one through the client), after WARMUP pairs of each; then the
// control, raw against raw. About 12 s in all.
const PAIRS = Number(process.env.BENCH_PAIRS ?? 10000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
const CONTROL_PAIRS = Number(process.env.BENCH_CONTROL_PAIRS ?? 4000);
const BLOCKS = 10;

const server = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const s = http.createServer((req, res) => { req.resume(); req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end('{"result":"ok"}'); }); });
s.keepAliveTimeout = 60000;
s.listen(0, '127.0.0.1', () => parentPort.postMessage(s.address().port));
`;

/** A documented, signed S2S CARD request: the first request example whose branch has a recipe, with its password. */
function signedExample() {
  const host = loadModel().host('s2s-card');
  for (const op of host.operations) {
    const facts = contract[host.name].operations[`${op.method.toUpperCase()} ${op.path}`];
    for (const e of op.elements) {
      if (e.value === null || !e.recipe || e.recipe.when) continue;
      const example = e.examples.find((x) => x.password);
      if (example) return { facts, value: example.value, password: example.password, discriminator: e.discriminator };
    }
  }
  throw new Error('no signed S2S CARD request example with x-hash-password');
}

/**
 * `baseline` and `subject` alternating request by request (the order swapped every pair), each request
 * timed on its own after a warm-up: the ratio of median latencies, per block of the run, and of means.
 */
async function pairs(baseline, subject, count) {
  for (let i = 0; i < WARMUP; i++) {
    await baseline();
    await subject();
  }
  const base = new Float64Array(count);
  const measured = new Float64Array(count);
  const now = process.hrtime.bigint;
  for (let i = 0; i < count; i++) {
    const baseFirst = i % 2 === 0;
    let t = now();
    await (baseFirst ? baseline() : subject());
    const first = Number(now() - t);
    t = now();
    await (baseFirst ? subject() : baseline());
    const second = Number(now() - t);
    base[i] = baseFirst ? first : second;
    measured[i] = baseFirst ? second : first;
  }
  const size = Math.floor(count / BLOCKS);
  const block = (xs, b) => xs.subarray(b * size, (b + 1) * size);
  return {
    median: median(measured),
    baselineMedian: median(base),
    ratio: median(measured) / median(base),
    blocks: Array.from({ length: BLOCKS }, (_, b) => median(block(measured, b)) / median(block(base, b))),
    trimmed: trimmedMean(measured) / trimmedMean(base),
    mean: trimmedMean(measured, 0) / trimmedMean(base, 0),
  };
}

const sorted = (xs) => Float64Array.from(xs).sort();
const median = (xs) => {
  const s = sorted(xs);
  const i = (s.length - 1) / 2;
  return (s[Math.floor(i)] + s[Math.ceil(i)]) / 2;
};
/** The mean of the middle of the sorted values, `trim` of them left off each end. */
const trimmedMean = (xs, trim = 0.1) => {
  const s = sorted(xs);
  const k = Math.floor(s.length * trim);
  let sum = 0;
  for (let i = k; i < s.length - k; i++) sum += s[i];
  return sum / (s.length - 2 * k);
};

export async function run() {
  const worker = new Worker(server, { eval: true });
  const port = await new Promise((resolve) => worker.once('message', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const { facts, value, password, discriminator } = signedExample();
    const { hash, client_key, ...body } = value;
    const client = createS2sCardClient({ baseUrl, clientKey: client_key, password });
    const url = `${baseUrl}${facts.path}`;
    // The example as the contract writes it: its members in the schema's order, the order the client sends.
    const wire = new URLSearchParams(value).toString();
    const raw = async () => {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': facts.contentType }, body: wire });
      await res.json();
    };
    const viaClient = async () => {
      const { data } = await client.POST(facts.path, { body });
      if (!data) throw new Error('no data');
    };
    // Bare openapi-fetch as an integrator would write it: the complete body (key and hash given), the form
    // bytes from a bodySerializer.
    const bare = createClient({ baseUrl });
    const complete = { ...value };
    const formSerializer = (b) => new URLSearchParams(b).toString();
    const formHeaders = { 'Content-Type': facts.contentType };
    const viaBare = async () => {
      const { data } = await bare.POST(facts.path, { body: complete, headers: formHeaders, bodySerializer: formSerializer });
      if (!data) throw new Error('no data');
    };

    // What is measured is checked, not assumed: the client sends the documented bytes (hash recomputed
    // from the recipe) and validates what it sends (a body outside the schema is refused).
    // The probe is made as the measured client is (no fetch option: it sends by the fetch it finds), with
    // globalThis.fetch standing in for the network while it is made.
    let sent;
    const real = globalThis.fetch;
    const record = async (input, init) => {
      const request = new Request(input, init);
      return { url: request.url, body: await request.text(), type: request.headers.get('content-type') };
    };
    globalThis.fetch = async (input, init) => ((sent = await record(input, init)), new Response('{}', { headers: { 'content-type': 'application/json' } }));
    let probe;
    try {
      probe = createS2sCardClient({ baseUrl, clientKey: client_key, password });
    } finally {
      globalThis.fetch = real;
    }
    await probe.POST(facts.path, { body });
    const bareProbe = createClient({ baseUrl, fetch: async (request) => ((bareSent = await record(request)), new Response('{}', { headers: { 'content-type': 'application/json' } })) });
    let bareSent;
    await bareProbe.POST(facts.path, { body: complete, headers: formHeaders, bodySerializer: formSerializer });
    if (JSON.stringify(bareSent) !== JSON.stringify(sent)) throw new Error(`client and bare openapi-fetch send different requests:\n${JSON.stringify(sent)}\n${JSON.stringify(bareSent)}`);
    if (sent?.url !== url || sent.body !== wire || sent.type !== facts.contentType) {
      throw new Error(`client and raw fetch send different requests:\n${JSON.stringify(sent)}\n${JSON.stringify({ url, body: wire, type: facts.contentType })}`);
    }
    const refused = await client.POST(facts.path, { body: { ...body, not_in_the_contract: 'x' } }).then(() => null, (err) => err);
    if (!(refused instanceof ContractRefusal) || refused.code !== 'INVALID_BODY') throw new Error('the benchmarked client does not validate bodies');

    const fmt = (x) => `${x.toFixed(3)}x`;
    const us = (ns) => `${(ns / 1000).toFixed(1)} µs`;
    const overhead = await pairs(raw, viaClient, PAIRS);
    const layer = await pairs(viaBare, viaClient, PAIRS);
    // The control: raw fetch against itself, timed the same way; what it shows beside 1.000x is the
    // method's own bias and noise.
    const control = await pairs(raw, raw, CONTROL_PAIRS);
    const spread = (m) => `over ${BLOCKS} blocks of the run ${fmt(Math.min(...m.blocks))}-${fmt(Math.max(...m.blocks))}; 10%-trimmed means ${fmt(m.trimmed)}, plain means ${fmt(m.mean)}`;
    return [
      {
        subject: `createS2sCardClient POST ${facts.path} ${value[discriminator]} (sign + validate + form + openapi-fetch)`,
        result: `${us(overhead.median)}/request (median)`,
        baseline: `raw fetch, same bytes: ${us(overhead.baselineMedian)}/request (median)`,
        ratio: fmt(overhead.ratio),
        target: 'reported (the layer is judged in the next row)',
        verdict: '-',
        note: `openapi-fetch builds a Request per call, which raw fetch does not (the layer's own share is the next row); ratio of median latencies over ${PAIRS} interleaved pairs of sequential keep-alive requests (after ${WARMUP} warm-up pairs), same agent and server (worker thread); ${spread(overhead)} (plain means carry the machine's rare stalls of milliseconds, which fall on either side); client overhead ${us(overhead.median - overhead.baselineMedian)}`,
      },
      {
        subject: `createS2sCardClient POST ${facts.path} ${value[discriminator]}: the signing layer over openapi-fetch`,
        result: `${us(layer.median)}/request (median)`,
        baseline: `bare openapi-fetch createClient, same call and form bytes (bodySerializer): ${us(layer.baselineMedian)}/request (median)`,
        ratio: fmt(layer.ratio),
        target: `≤ ${LAYER_TARGET.toFixed(2)}x`,
        verdict: layer.ratio <= LAYER_TARGET ? 'yes' : 'no',
        note: `ratio of median latencies over ${PAIRS} interleaved pairs, as above; ${spread(layer)}; layer overhead ${us(layer.median - layer.baselineMedian)}`,
      },
      {
        subject: 'control: raw fetch against itself',
        result: `${us(control.median)}/request (median)`,
        baseline: `raw fetch: ${us(control.baselineMedian)}/request (median)`,
        ratio: fmt(control.ratio),
        target: 'about 1.000x',
        verdict: Math.abs(control.ratio - 1) <= 0.02 ? 'yes' : 'no',
        note: `the same method over ${CONTROL_PAIRS} pairs; ${spread(control)}`,
      },
    ];
  } finally {
    await worker.terminate();
  }
}
