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
// `sandbox-admin` instead of a host name runs schemathesis on the sandbox's admin API, from the document it
// serves (/sandbox/openapi.json), every check on, with the admin token (SANDBOX_ADMIN_TOKEN, else
// .sandbox/admin-token) as Authorization: Bearer: `npm run schemathesis -- sandbox-admin --url http://127.0.0.1:4020`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { loadModel, rel, root } from '../../packages/contract/index.mjs';
import { stage } from '../lib/stage.mjs';
import { schemathesisBin, setupPython } from './setup-python.mjs';

// Checks left out, each with its reason:
// - unsupported_method: Prism answers an undocumented method with 405 but without an Allow header.
const EXCLUDED_CHECKS = ['unsupported_method'];

/**
 * The environment of a schemathesis process whose requests go to `baseUrls`: NO_COLOR, and each loopback host
 * among them added to no_proxy (NO_PROXY). Without it, requests (schemathesis's HTTP client) sends a request for
 * a local mock or sandbox through the HTTP_PROXY or HTTPS_PROXY of a developer's environment, which cannot reach
 * it; and it looks for proxy variables through the whole environment at every request (about 7% of the CPU of
 * the three hosts' runs against the mock, measured on two cores, 2026-11-28), which a matching no_proxy skips.
 */
export function schemathesisEnv(baseUrls) {
  const loopback = (host) => host === 'localhost' || host === '::1' || /^127\.\d+\.\d+\.\d+$/.test(host);
  const hosts = [...new Set(baseUrls.map((u) => new URL(u).hostname.replace(/^\[|\]$/g, '')).filter(loopback))];
  if (hosts.length === 0) return { NO_COLOR: '1' };
  const given = (process.env.no_proxy ?? process.env.NO_PROXY ?? '').split(',').map((h) => h.trim()).filter(Boolean);
  const noProxy = [...new Set([...given, ...hosts])].join(',');
  return { NO_COLOR: '1', no_proxy: noProxy, NO_PROXY: noProxy };
}

/** The base URL of a host's local mock, from the model. */
export const mockUrl = (host) => `http://127.0.0.1:${host.port}`;

export async function runSchemathesis(options) {
  return schemathesisRun(hostRun(options));
}

/** What runSchemathesis runs for a host: its bundle, against its mock unless `baseUrl`, the checks left out above. */
function hostRun({ name, baseUrl, mode = 'all', maxExamples = 25, seed = 1, excludeChecks = [], model = loadModel() }) {
  const host = model.host(name);
  return { location: host.bundled, baseUrl: baseUrl ?? mockUrl(host), label: name, mode, maxExamples, seed, excludeChecks: [...EXCLUDED_CHECKS, ...excludeChecks] };
}

/**
 * The command line of runSchemathesis(options) without running it: `args` (after the `schemathesis` executable),
 * `junit` (the report it writes, relative to the repository), `command` (as a result shows it) and `urls` (the
 * HTTP ones among the document and the base URL, for schemathesisEnv), for a caller that runs several in one Python
 * process (tests/support/schemathesis.ts).
 */
export function schemathesisCommand(options) {
  const { args, junit, command, urls } = commandLine(hostRun(options));
  return { args, junit: rel(junit), command, urls };
}

function commandLine({ location, baseUrl, label, mode = 'all', maxExamples = 25, seed = 1, excludeChecks = [], headers = {}, configFile }) {
  const junit = path.join(root, 'reports', `schemathesis-${label}-${mode}.xml`);
  const args = [
    ...(configFile ? ['--config-file', configFile] : []),
    'run', location,
    '--url', baseUrl,
    '--checks', 'all',
    ...(excludeChecks.length ? ['--exclude-checks', excludeChecks.join(',')] : []),
    ...Object.entries(headers).flatMap(([k, v]) => ['--header', `${k}: ${v}`]),
    '--mode', mode,
    '--max-examples', String(maxExamples),
    '--seed', String(seed),
    '--report', 'junit',
    '--report-junit-path', junit,
  ];
  const shown = args.map((a) => (/^authorization:/i.test(a) ? 'Authorization: Bearer [token]' : a));
  return { args, junit, command: `schemathesis ${shown.join(' ')}`, urls: [baseUrl, location].filter((u) => /^https?:/.test(u)) };
}

/**
 * One schemathesis run of the document at `location` (a file or a URL) against `baseUrl`, `--checks all` less
 * `excludeChecks`. `headers` go with every request (schemathesis filters an Authorization value out of its
 * output); `config` is the text of a schemathesis.toml (per-operation settings), written to a temp file.
 */
export async function schemathesisRun({ config, ...options }) {
  await setupPython(() => {});
  let configFile;
  if (config) {
    configFile = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'schemathesis-')), 'schemathesis.toml');
    fs.writeFileSync(configFile, config);
  }
  const { args, junit, command, urls } = commandLine({ ...options, configFile });
  try {
    const run = await execa(schemathesisBin, args, { cwd: root, reject: false, all: true, env: schemathesisEnv(urls) });
    return { exitCode: run.exitCode, output: run.all, junit: rel(junit), command };
  } finally {
    if (configFile) fs.rmSync(path.dirname(configFile), { recursive: true, force: true });
  }
}

/**
 * schemathesis on the sandbox's admin API (packages/sandbox/admin-openapi.yaml, as the sandbox at `baseUrl`
 * serves it at /sandbox/openapi.json), every check on, with `token` (the sandbox-wide admin token) as
 * Authorization: Bearer. `parameters`: { operationId: { name: value } }, real identifiers (a payment, a callback,
 * a session) so that the operations that read them get past 404. One setting, with its reason: the Checkout
 * status lookup is the gateway's operation served at a sandbox path; a schema-valid body with an unknown
 * merchant or order gets the gateway's 400 rows, as on the gateway, so 400 is an expected answer to positive
 * data there (positive_data_acceptance stays on).
 */
export function runAdminSchemathesis({ baseUrl, token, parameters = {}, mode = 'all', maxExamples = 25, seed = 1 }) {
  const toml = (v) => JSON.stringify(String(v));
  const config = [
    '[[operations]]',
    'include-operation-id = "checkoutStatus"',
    'checks.positive_data_acceptance.expected-statuses = ["2xx", "3xx", "400", "401", "403", "404"]',
    ...Object.entries(parameters).flatMap(([operationId, values]) => ['', '[[operations]]', `include-operation-id = ${toml(operationId)}`, `parameters = { ${Object.entries(values).map(([k, v]) => `${toml(k)} = ${toml(v)}`).join(', ')} }`]),
    '',
  ].join('\n');
  return schemathesisRun({ location: `${baseUrl}/sandbox/openapi.json`, baseUrl, label: 'sandbox-admin', mode, maxExamples, seed, headers: { Authorization: `Bearer ${token}` }, config });
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  const argv = process.argv.slice(2);
  const VALUED = ['--mode', '--max-examples', '--seed', '--url', '--exclude-checks'];
  const option = (flag, fallback) => (argv.includes(flag) ? argv[argv.indexOf(flag) + 1] : fallback);
  const names = argv.filter((a, i) => !a.startsWith('--') && !VALUED.includes(argv[i - 1]));
  const model = loadModel();
  let failed = false;
  if (names.includes('sandbox-admin')) {
    await stage('schemathesis sandbox-admin', async (log) => {
      const baseUrl = option('--url', 'http://127.0.0.1:4020');
      let token = process.env.SANDBOX_ADMIN_TOKEN;
      if (!token) {
        try {
          token = fs.readFileSync(path.join(root, '.sandbox', 'admin-token'), 'utf8').trim();
        } catch {
          throw new Error('sandbox-admin needs the admin token: set SANDBOX_ADMIN_TOKEN (or run the sandbox with its default data dir, .sandbox/)');
        }
      }
      log(`${baseUrl}/sandbox/openapi.json`);
      const result = await runAdminSchemathesis({ baseUrl, token, mode: option('--mode', 'all'), maxExamples: Number(option('--max-examples', 25)), seed: Number(option('--seed', 1)) });
      console.log(result.output);
      log(`report: ${result.junit}`);
      if (result.exitCode !== 0) throw new Error(`the sandbox admin API: schemathesis found failures against ${baseUrl} (exit ${result.exitCode})`);
    }).catch(() => (failed = true));
    process.exit(failed ? 1 : 0);
  }
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
