// Client request overhead: the generated S2S CARD client (fill the key, sign by the recipe, validate the
// complete body against its schema, form-encode, send through openapi-fetch, parse) against raw fetch of the
// same bytes, to the same local server (a worker thread) through the same keep-alive agent (undici's global
// dispatcher, which both use). Robust on a busy 2-core machine: both sides are warmed up, then measured in
// short interleaved batches (A B B A ...), each client batch divided by the raw batch beside it; the figure
// is the median of those paired ratios, with their spread (25th-75th percentile) and the extremes.
import fs from 'node:fs';
import { Worker } from 'node:worker_threads';
import { ContractRefusal, contract, createS2sCardClient } from '../../generated/client/index.js';
import { documents } from '../lib/documents.mjs';
import { deref } from '../lib/pointer.mjs';

export const name = 'client request overhead';

const TARGET = 1.1;
// Time budget: PAIRS pairs of batches (A then B, or B then A) of about BATCH_MS each, about 2 s in all.
// Short batches close together: load from elsewhere on the machine falls on both sides of a pair alike.
const BATCH_MS = Number(process.env.BENCH_BATCH_MS ?? 3);
const PAIRS = Number(process.env.BENCH_PAIRS ?? 300);
const WARMUP_MS = 400;

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

async function batch(n, fn) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - start) / n / 1000; // µs per request
}

const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  const i = (s.length - 1) * q;
  return s[Math.floor(i)] + (s[Math.ceil(i)] - s[Math.floor(i)]) * (i - Math.floor(i));
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
    let sent;
    const probe = createS2sCardClient({ baseUrl, clientKey: client_key, password, fetch: async (r) => ((sent = await r.text()), new Response('{}', { headers: { 'content-type': 'application/json' } })) });
    await probe.POST(facts.path, { body });
    if (sent !== wire) throw new Error(`client and raw fetch send different bodies:\n${sent}\n${wire}`);
    const refused = await client.POST(facts.path, { body: { ...body, not_in_the_contract: 'x' } }).then(() => null, (err) => err);
    if (!(refused instanceof ContractRefusal) || refused.code !== 'INVALID_BODY') throw new Error('the benchmarked client does not validate bodies');

    // Warm up both (JIT, connection), alternating, then size the batches to the time budget.
    const warmEnd = performance.now() + WARMUP_MS;
    let perRequest = Infinity;
    while (performance.now() < warmEnd) perRequest = Math.min(perRequest, await batch(50, raw), await batch(50, viaClient));
    const n = Math.max(5, Math.round((BATCH_MS * 1000) / perRequest));

    const ratios = [];
    const rawTimes = [];
    const clientTimes = [];
    for (let r = 0; r < PAIRS; r++) {
      const rawFirst = r % 4 === 0 || r % 4 === 3; // A B B A A B B A ...
      const first = await batch(n, rawFirst ? raw : viaClient);
      const second = await batch(n, rawFirst ? viaClient : raw);
      const [rt, ct] = rawFirst ? [first, second] : [second, first];
      rawTimes.push(rt);
      clientTimes.push(ct);
      ratios.push(ct / rt);
    }
    const ratio = quantile(ratios, 0.5);
    const fmt = (x) => `${x.toFixed(3)}x`;
    return [
      {
        subject: `createS2sCardClient POST ${facts.path} ${value[facts.body.discriminator]} (sign + validate + form + parse)`,
        result: `${quantile(clientTimes, 0.5).toFixed(1)} µs/request`,
        baseline: `raw fetch, same bytes: ${quantile(rawTimes, 0.5).toFixed(1)} µs/request`,
        ratio: fmt(ratio),
        target: `≤ ${TARGET.toFixed(2)}x`,
        verdict: ratio <= TARGET ? 'yes' : 'no',
        note: `median of ${PAIRS} paired batches (ABBA) of ${n} sequential keep-alive requests, same agent and server (worker thread); spread p25-p75 ${fmt(quantile(ratios, 0.25))}-${fmt(quantile(ratios, 0.75))}, min-max ${fmt(Math.min(...ratios))}-${fmt(Math.max(...ratios))}`,
      },
    ];
  } finally {
    await worker.terminate();
  }
}
