// Client request overhead: the generated S2S CARD client (fill the key, sign by the recipe, validate the
// complete body against its schema, form-encode, send, parse) against raw fetch of the same bytes, to the
// same local server (a worker thread) through the same keep-alive agent (undici's global dispatcher, which
// both use). Robust on a busy 2-core machine: after a warm-up, the two alternate request by request (raw
// then client, client then raw, ...), so that whatever else the machine does falls on both alike; each
// request is timed on its own, and the figure is the ratio of the two median latencies. Its spread is
// that ratio over ten consecutive blocks of the run; the ratios of 10%-trimmed and of plain means are
// printed beside it.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { ContractRefusal, contract, createS2sCardClient } from '../../generated/client/index.js';
import { documents } from '../lib/documents.mjs';
import { deref } from '../lib/pointer.mjs';

export const name = 'client request overhead';

const TARGET = 1.1;
// Pairs of requests measured (one raw, one through the client), after WARMUP pairs; about 5 s in all.
const PAIRS = Number(process.env.BENCH_PAIRS ?? 10000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);
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

    // Warm up both (JIT, connection), alternating.
    for (let i = 0; i < WARMUP; i++) {
      await raw();
      await viaClient();
    }

    // One pair at a time, the order alternating: each request timed on its own (ns).
    const rawTimes = new Float64Array(PAIRS);
    const clientTimes = new Float64Array(PAIRS);
    const now = process.hrtime.bigint;
    for (let i = 0; i < PAIRS; i++) {
      const rawFirst = i % 2 === 0;
      let t = now();
      await (rawFirst ? raw() : viaClient());
      const first = Number(now() - t);
      t = now();
      await (rawFirst ? viaClient() : raw());
      const second = Number(now() - t);
      rawTimes[i] = rawFirst ? first : second;
      clientTimes[i] = rawFirst ? second : first;
    }
    const ratio = median(clientTimes) / median(rawTimes);
    const size = Math.floor(PAIRS / BLOCKS);
    const blocks = Array.from({ length: BLOCKS }, (_, b) => median(clientTimes.subarray(b * size, (b + 1) * size)) / median(rawTimes.subarray(b * size, (b + 1) * size)));
    const fmt = (x) => `${x.toFixed(3)}x`;
    const us = (ns) => `${(ns / 1000).toFixed(1)} µs`;
    return [
      {
        subject: `createS2sCardClient POST ${facts.path} ${value[facts.body.discriminator]} (sign + validate + form + parse)`,
        result: `${us(median(clientTimes))}/request (median)`,
        baseline: `raw fetch, same bytes: ${us(median(rawTimes))}/request (median)`,
        ratio: fmt(ratio),
        target: `≤ ${TARGET.toFixed(2)}x`,
        verdict: ratio <= TARGET ? 'yes' : 'no',
        note: `ratio of median latencies over ${PAIRS} interleaved pairs of sequential keep-alive requests (after ${WARMUP} warm-up pairs), same agent and server (worker thread); over ${BLOCKS} blocks of the run ${fmt(Math.min(...blocks))}-${fmt(Math.max(...blocks))}; 10%-trimmed means ${fmt(trimmedMean(clientTimes) / trimmedMean(rawTimes))}, plain means ${fmt(trimmedMean(clientTimes, 0) / trimmedMean(rawTimes, 0))} (with the machine's rare stalls of milliseconds, which fall on either side); client overhead ${us(median(clientTimes) - median(rawTimes))}`,
      },
    ];
  } finally {
    await worker.terminate();
  }
}
