// Client request overhead: the generated S2S CARD client (fill the key, sign by the recipe, validate the
// complete body against its schema, form-encode, send, parse) against raw fetch of the same bytes, to the
// same local server (a worker thread) through the same keep-alive agent (undici's global dispatcher, which
// both use). Robust on a busy 2-core machine: after a warm-up, the two alternate request by request (raw
// then client, client then raw, ...), so that whatever else the machine does falls on both alike; each
// request is timed on its own, and the figure is the ratio of the two median latencies. Its spread is
// that ratio over ten consecutive blocks of the run; the ratios of 10%-trimmed and of plain means are
// printed beside it. A control row times raw fetch against itself the same way.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { ContractRefusal, contract, createS2sCardClient } from '../../generated/client/index.js';
import { documents } from '../lib/documents.mjs';
import { deref } from '../lib/pointer.mjs';

export const name = 'client request overhead';

const TARGET = 1.1;
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
  const doc = JSON.parse(fs.readFileSync(documents.find((d) => d.name === 's2s-card').bundled, 'utf8'));
  const [, facts] = Object.entries(contract['s2s-card'].operations).find(([, o]) => o.body?.branches);
  const examples = doc.paths[facts.path][facts.method].requestBody.content[facts.contentType].examples;
  for (const ex of Object.values(examples)) {
    const example = deref(doc, ex);
    const branch = facts.body.branches[example.value[facts.body.discriminator]];
    if (branch?.recipe && !branch.recipe.when && example['x-hash-password']) return { facts, value: example.value, password: example['x-hash-password'] };
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
    const { facts, value, password } = signedExample();
    const { hash, client_key, ...body } = value;
    const client = createS2sCardClient({ baseUrl, clientKey: client_key, password });
    const url = `${baseUrl}${facts.path}`;
    const wire = new URLSearchParams({ ...body, client_key, hash }).toString();
    const raw = async () => {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': facts.contentType }, body: wire });
      await res.json();
    };
    const viaClient = async () => {
      const { data } = await client.POST(facts.path, { body });
      if (!data) throw new Error('no data');
    };

    // What is measured is checked, not assumed: the client sends the documented bytes (hash recomputed
    // from the recipe) and validates what it sends (a body outside the schema is refused).
    // The probe is made as the measured client is (no fetch option: it sends by the fetch it finds), with
    // globalThis.fetch standing in for the network while it is made.
    let sent;
    const real = globalThis.fetch;
    globalThis.fetch = async (url, init) => ((sent = { url, body: init.body, type: new Headers(init.headers).get('content-type') }), new Response('{}', { headers: { 'content-type': 'application/json' } }));
    let probe;
    try {
      probe = createS2sCardClient({ baseUrl, clientKey: client_key, password });
    } finally {
      globalThis.fetch = real;
    }
    await probe.POST(facts.path, { body });
    if (sent?.url !== url || sent.body !== wire || sent.type !== facts.contentType) {
      throw new Error(`client and raw fetch send different requests:\n${JSON.stringify(sent)}\n${JSON.stringify({ url, body: wire, type: facts.contentType })}`);
    }
    const refused = await client.POST(facts.path, { body: { ...body, not_in_the_contract: 'x' } }).then(() => null, (err) => err);
    if (!(refused instanceof ContractRefusal) || refused.code !== 'INVALID_BODY') throw new Error('the benchmarked client does not validate bodies');

    const fmt = (x) => `${x.toFixed(3)}x`;
    const us = (ns) => `${(ns / 1000).toFixed(1)} µs`;
    const overhead = await pairs(raw, viaClient, PAIRS);
    // The control: raw fetch against itself, timed the same way; what it shows beside 1.000x is the
    // method's own bias and noise.
    const control = await pairs(raw, raw, CONTROL_PAIRS);
    const spread = (m) => `over ${BLOCKS} blocks of the run ${fmt(Math.min(...m.blocks))}-${fmt(Math.max(...m.blocks))}; 10%-trimmed means ${fmt(m.trimmed)}, plain means ${fmt(m.mean)}`;
    return [
      {
        subject: `createS2sCardClient POST ${facts.path} ${value[facts.body.discriminator]} (sign + validate + form + parse)`,
        result: `${us(overhead.median)}/request (median)`,
        baseline: `raw fetch, same bytes: ${us(overhead.baselineMedian)}/request (median)`,
        ratio: fmt(overhead.ratio),
        target: `≤ ${TARGET.toFixed(2)}x`,
        verdict: overhead.ratio <= TARGET ? 'yes' : 'no',
        note: `ratio of median latencies over ${PAIRS} interleaved pairs of sequential keep-alive requests (after ${WARMUP} warm-up pairs), same agent and server (worker thread); ${spread(overhead)} (plain means carry the machine's rare stalls of milliseconds, which fall on either side); client overhead ${us(overhead.median - overhead.baselineMedian)}`,
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
