// schemathesis against a running mock (or any base URL), through execa, one host of the contract model at
// a time: the host's committed bundle (generated/openapi/<host>.json) is the schema.
// CLI: npm run schemathesis -- [checkout|s2s-card|s2s-apm ...] [--mode positive|negative|all] [--max-examples N]
//      [--seed N] [--url URL] [--exclude-checks a,b]
// Without --url each host is tested at its mock (http://127.0.0.1:<port>, the port from the model: <HOST>_PORT
// or the server variable's default, as `npm run mock` serves it); --url sends every named host's requests to
// that base URL instead. JUnit reports go to reports/schemathesis-<host>-<mode>.xml. --exclude-checks adds
// schemathesis checks to leave out: against the stateful sandbox (or a gateway), positive_data_acceptance
// fails by design, since schema-valid requests with random keys, hashes or ids are refused as the gateway
// refuses them (`npm run schemathesis -- s2s-card --url http://127.0.0.1:4021 --exclude-checks
// positive_data_acceptance`).
import path from 'node:path';
import { execa } from 'execa';
import { loadModel, rel, root } from '../model/index.mjs';
import { stage } from '../lib/stage.mjs';
import { schemathesisBin, setupPython } from './setup-python.mjs';

// Checks left out, each with its reason:
// - unsupported_method: Prism answers an undocumented method with 405 but without an Allow header.
const EXCLUDED_CHECKS = ['unsupported_method'];

/** The base URL of a host's local mock, from the model. */
export const mockUrl = (host) => `http://127.0.0.1:${host.port}`;

export async function runSchemathesis({ name, baseUrl, mode = 'all', maxExamples = 25, seed = 1, excludeChecks = [], model = loadModel() }) {
  const host = model.host(name);
  await setupPython(() => {});
  const junit = path.join(root, 'reports', `schemathesis-${name}-${mode}.xml`);
  const args = [
    'run', host.bundled,
    '--url', baseUrl ?? mockUrl(host),
    '--checks', 'all',
    '--exclude-checks', [...EXCLUDED_CHECKS, ...excludeChecks].join(','),
    '--mode', mode,
    '--max-examples', String(maxExamples),
    '--seed', String(seed),
    '--report', 'junit',
    '--report-junit-path', junit,
  ];
  const run = await execa(schemathesisBin, args, { cwd: root, reject: false, all: true, env: { NO_COLOR: '1' } });
  return { exitCode: run.exitCode, output: run.all, junit: rel(junit), command: `schemathesis ${args.join(' ')}` };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const argv = process.argv.slice(2);
  const VALUED = ['--mode', '--max-examples', '--seed', '--url', '--exclude-checks'];
  const option = (flag, fallback) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : fallback);
  const names = argv.filter((a, i) => !a.startsWith('--') && !VALUED.includes(argv[i - 1]));
  const model = loadModel();
  let failed = false;
  let targets = [];
  try {
    targets = (names.length ? names : model.hosts.map((h) => h.name)).map((n) => model.host(n));
  } catch (err) {
    console.error(`[schemathesis] FAILED: ${err.message}`);
    process.exit(1);
  }
  for (const host of targets) {
    await stage(`schemathesis ${host.name}`, async (log) => {
      const baseUrl = option('--url', mockUrl(host));
      log(`${rel(host.bundled)} against ${baseUrl}`);
      const result = await runSchemathesis({ name: host.name, baseUrl, model, mode: option('--mode', 'all'), maxExamples: Number(option('--max-examples', 25)), seed: Number(option('--seed', 1)), excludeChecks: option('--exclude-checks', '').split(',').filter(Boolean) });
      console.log(result.output);
      log(`report: ${result.junit}`);
      if (result.exitCode !== 0) throw new Error(`${rel(host.bundled)}: schemathesis found failures against ${baseUrl} (exit ${result.exitCode})`);
    }).catch(() => (failed = true));
  }
  process.exit(failed ? 1 : 0);
}
