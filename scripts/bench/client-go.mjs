// The Go client's layer (packages/client-go/gateway) against the bare generated client (oapi-codegen) making the
// same S2S CARD CAPTURE to the same local server: `go run ./internal/bench` in packages/client-go, which
// alternates the two request by request and prints one JSON line (see its header). Needs Go (the module's
// dependencies come from the Go module proxy, cached after the first run).
import path from 'node:path';
import { execa } from 'execa';
import { root } from '../../packages/contract/index.mjs';

export const name = 'Go client layer';

const TARGET = 1.05;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 10000);
const WARMUP = Number(process.env.BENCH_WARMUP ?? 2000);

export async function run() {
  const r = await execa('go', ['run', './internal/bench', '-pairs', String(PAIRS), '-warmup', String(WARMUP)], {
    cwd: path.join(root, 'packages', 'client-go'),
    env: { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' },
    reject: false,
    all: true,
  });
  const line = r.stdout?.split('\n').find((l) => l.startsWith('{'));
  if (r.exitCode !== 0 || !line) throw new Error(`go run ./internal/bench exited ${r.exitCode}:\n${r.all}`);
  const m = JSON.parse(line);
  const fmt = (x) => `${x.toFixed(3)}x`;
  return [
    {
      subject: 'Go: gateway.FormOf + Signer.EditRequest + s2scard PostS2sCardWithBodyWithResponse CAPTURE',
      result: `${m.layer_median_us} µs/request (median)`,
      baseline: `bare s2scard client, the complete form (key and hash given) encoded per call, same call: ${m.bare_median_us} µs/request (median)`,
      ratio: fmt(m.ratio),
      target: `<= ${TARGET.toFixed(2)}x at the median`,
      verdict: m.ratio <= TARGET ? 'yes' : 'no',
      note: `ratio of median latencies over ${m.pairs} interleaved pairs of sequential keep-alive requests to an in-process httptest server; over ten blocks of the run ${fmt(m.block_ratios[0])}-${fmt(m.block_ratios[1])}; control (bare against itself) ${fmt(m.control_ratio)}; layer overhead ${(m.layer_median_us - m.bare_median_us).toFixed(1)} µs`,
    },
  ];
}
