// The Python client's signing layer (packages/client-python: GatewayAuth, an httpx.Auth) against the bare
// generated client (openapi-python-client) making the same S2S CARD CAPTURE with the complete body, one local
// server, alternating request by request: packages/client-python/bench/bench.py, run with the project's .venv,
// prints one JSON line {"language", "layer_median_us", "bare_median_us", "ratio", "pairs", "layer_only_median_us"}.
// BENCH_PY_PAIRS sets the pairs (default 5000, after a tenth as many warm-up pairs).
import path from 'node:path';
import { execa } from 'execa';
import { root } from '../../packages/contract/index.mjs';
import { pythonBin, setupPython } from '../cli/setup-python.mjs';

export const name = 'python client layer';

const TARGET = 1.05;
const PAIRS = Number(process.env.BENCH_PY_PAIRS ?? 5000);

export async function run() {
  await setupPython(() => {});
  const dir = path.join(root, 'packages', 'client-python');
  const r = await execa(pythonBin, [path.join(dir, 'bench', 'bench.py'), String(PAIRS)], { cwd: dir, env: { PYTHONPATH: path.join(dir, 'src') } });
  const line = r.stdout.trim().split('\n').at(-1);
  const m = JSON.parse(line);
  console.log(line);
  return [
    {
      subject: 'payment_gateway_client (Python): S2S CARD CAPTURE through GatewayAuth (key filled, hash by the recipe, form in the contract order)',
      result: `${m.layer_median_us} µs/request (median)`,
      baseline: `bare openapi-python-client, complete body: ${m.bare_median_us} µs/request (median)`,
      ratio: `${m.ratio.toFixed(3)}x`,
      target: `<= ${TARGET}x at the median`,
      verdict: m.ratio <= TARGET ? 'yes' : 'no',
      note: `${m.pairs} alternating pairs of sequential keep-alive requests to one local server (a separate Python process), after a tenth as many warm-up pairs; GatewayAuth.sign alone (no network) ${m.layer_only_median_us} µs at the median`,
    },
  ];
}
