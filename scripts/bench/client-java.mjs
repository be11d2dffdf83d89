// The Java client's signing layer (packages/client-java: SigningInterceptor, the generated ApiClient's request
// interceptor) against the bare generated client (openapi-generator java, native) making the same S2S CARD CAPTURE
// with the complete body, to one local server (a Node worker thread, outside the JVM), both through one HttpClient,
// alternating request by request after a warm-up that lasts until the JIT has settled (the same pairs, unrecorded):
// packages/client-java's test class example.paymentgateway.client.bench.ClientBench checks that both send the same
// body, then prints one JSON line {"language", "layer_median_us", "bare_median_us", "ratio", "pairs",
// "warmup_pairs", "jit_settled", "layer_only_median_us"}.
// Needs Java 17 and Maven (the classes and the test classpath come from `mvn test-compile dependency:build-classpath`).
// BENCH_JAVA_PAIRS sets the pairs (default 20000: the medians sit between the two modes of a bimodal distribution on a
// busy machine, where fewer pairs leave them a few per cent apart from run to run). The warm-up is at least 15,000
// pairs, in rounds of 1,000, until two rounds in a row add less than 20 ms of JIT compilation (at most 100,000).
import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { execa } from 'execa';
import { root } from '../../packages/contract/index.mjs';
import { run as runCommand } from '../lib/toolchain.mjs';

export const name = 'java client layer';

const TARGET = 1.05;
const PAIRS = Number(process.env.BENCH_JAVA_PAIRS ?? 20000);

const server = `
const http = require('node:http');
const { parentPort } = require('node:worker_threads');
const answer = '{"trans_id":"4f1c2e3a-0000-4000-8000-00000000a001","order_id":"order-1001","order_status":"settled"}';
const s = http.createServer((req, res) => { req.resume(); req.on('end', () => { res.setHeader('content-type', 'application/json'); res.end(answer); }); });
s.keepAliveTimeout = 60000;
s.listen(0, '127.0.0.1', () => parentPort.postMessage(s.address().port));
`;

export async function run() {
  const dir = path.join(root, 'packages', 'client-java');
  const maven = process.env.MAVEN_REPO_LOCAL ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`] : [];
  await runCommand('mvn', ['-B', '-q', ...maven, 'test-compile', 'dependency:build-classpath', '-Dmdep.outputFile=target/classpath.txt', '-Dmdep.includeScope=test'], { cwd: dir });
  const classpath = ['target/test-classes', 'target/classes', fs.readFileSync(path.join(dir, 'target', 'classpath.txt'), 'utf8').trim()].join(path.delimiter);
  const worker = new Worker(server, { eval: true });
  try {
    const port = await new Promise((resolve, reject) => worker.once('message', resolve).once('error', reject));
    const r = await execa('java', ['-cp', classpath, 'example.paymentgateway.client.bench.ClientBench', `http://127.0.0.1:${port}`, String(PAIRS)], { cwd: dir });
    const line = r.stdout.trim().split('\n').at(-1);
    const m = JSON.parse(line);
    console.log(line);
    return [
      {
        subject: 'payment-gateway-client (Java): S2S CARD CAPTURE through SigningInterceptor (key filled, hash by the recipe, form rewritten in the contract order)',
        result: `${m.layer_median_us} µs/request (median)`,
        baseline: `bare generated client (openapi-generator java, native), complete body: ${m.bare_median_us} µs/request (median)`,
        ratio: `${m.ratio.toFixed(3)}x`,
        target: `<= ${TARGET}x at the median`,
        verdict: m.ratio <= TARGET ? 'yes' : 'no',
        note: `${m.pairs} alternating pairs of sequential requests to one local server (a Node worker), both through one HttpClient, after ${m.warmup_pairs} warm-up pairs (${m.jit_settled ? 'until the JIT settled' : 'the JIT had not settled'}), one JVM; both send the same body (the layer's with a Content-Length, the generated form body chunked); the interceptor alone (no network) ${m.layer_only_median_us} µs at the median`,
      },
    ];
  } finally {
    await worker.terminate();
  }
}
