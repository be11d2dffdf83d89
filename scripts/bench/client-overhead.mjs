// Client request overhead: the generated S2S CARD client (fill key, sign by the recipe, form-encode, parse)
// against raw fetch of the same prepared request, to a local server in a worker thread, alternating rounds.
import { Worker } from 'node:worker_threads';
import { contract, createS2sCardClient } from '../../generated/client/index.js';
import { documents } from '../lib/documents.mjs';
import fs from 'node:fs';

export const name = 'client request overhead';

const server = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const s = http.createServer((req, res) => { req.resume(); req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end('{"result":"ok"}'); }); });
s.keepAliveTimeout = 60000;
s.listen(0, '127.0.0.1', () => parentPort.postMessage(s.address().port));
`;

/** A documented, signed S2S CARD request: the first request example whose branch has a recipe. */
function signedExample() {
  const doc = JSON.parse(fs.readFileSync(documents.find((d) => d.name === 's2s-card').bundled, 'utf8'));
  const op = contract['s2s-card'].operations;
  const [key, facts] = Object.entries(op).find(([, o]) => o.body?.branches);
  const examples = doc.paths[facts.path][facts.method].requestBody.content[facts.contentType].examples;
  for (const ex of Object.values(examples)) {
    const value = ex.$ref ? ex.$ref.slice(2).split('/').reduce((o, k) => o[k.replace(/~1/g, '/').replace(/~0/g, '~')], doc).value : ex.value;
    const branch = facts.body.branches[value[facts.body.discriminator]];
    if (branch?.recipe && (ex['x-hash-password'] || ex.$ref)) return { key, facts, value, password: ex['x-hash-password'] ?? 'bench-password' };
  }
  throw new Error('no signed S2S CARD example');
}

async function timeIt(n, fn) {
  const start = process.hrtime.bigint();
  for (let i = 0; i < n; i++) await fn();
  return Number(process.hrtime.bigint() - start) / n / 1000; // µs per request
}

export async function run() {
  const worker = new Worker(server, { eval: true });
  const port = await new Promise((resolve) => worker.once('message', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    const { facts, value, password } = signedExample();
    const { hash, client_key, ...body } = value;
    const client = createS2sCardClient({ baseUrl, clientKey: client_key, password });
    const wire = new URLSearchParams({ ...body, client_key, hash }).toString();
    const url = `${baseUrl}${facts.path}`;
    const raw = async () => {
      const res = await fetch(url, { method: 'POST', headers: { 'Content-Type': facts.contentType }, body: wire });
      await res.json();
    };
    const viaClient = async () => {
      const { data } = await client.POST(facts.path, { body });
      if (!data) throw new Error('no data');
    };
    // Same request on the wire? (Checked, not assumed.)
    let sent;
    const probe = createS2sCardClient({ baseUrl, clientKey: client_key, password, fetch: async (r) => { sent = await r.text(); return new Response('{}', { headers: { 'content-type': 'application/json' } }); } });
    await probe.POST(facts.path, { body });
    if (sent !== wire) throw new Error(`client and raw fetch send different bodies:\n${sent}\n${wire}`);

    await timeIt(300, raw);
    await timeIt(300, viaClient);
    // Short batches in ABBA order, so that load from elsewhere on the machine falls on both alike.
    const rounds = 40;
    const n = 40;
    const ratios = [];
    const rawTimes = [];
    const clientTimes = [];
    for (let r = 0; r < rounds; r++) {
      const first = r % 2 === 0;
      const x = first ? await timeIt(n, raw) : await timeIt(n, viaClient);
      const y = first ? await timeIt(n, viaClient) : await timeIt(n, raw);
      const [rt, ct] = first ? [x, y] : [y, x];
      rawTimes.push(rt);
      clientTimes.push(ct);
      ratios.push(ct / rt);
    }
    const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
    const c = median(clientTimes);
    const b = median(rawTimes);
    const ratio = median(ratios);
    return [
      {
        subject: `createS2sCardClient POST ${facts.path} ${value[facts.body.discriminator]} (sign + form + parse)`,
        result: `${c.toFixed(1)} µs/request`,
        baseline: `raw fetch, same bytes: ${b.toFixed(1)} µs/request`,
        ratio: `${ratio.toFixed(3)}x`,
        target: '≤ 1.10x',
        verdict: ratio <= 1.1 ? 'yes' : 'no',
        note: `median ratio of ${rounds} paired batches (ABBA) of ${n} sequential keep-alive requests; server in a worker thread`,
      },
    ];
  } finally {
    await worker.terminate();
  }
}
