// npm run sandbox: the stateful sandbox gateway on 127.0.0.1, one port per host of the contract model
// (SANDBOX_CHECKOUT_PORT 4020, SANDBOX_S2S_CARD_PORT 4021, SANDBOX_S2S_APM_PORT 4022).
//   --config FILE   merchants (JSON, see config.mjs); without it the default test merchant, printed
//   --data DIR      the embedded store's directory (default .sandbox/); DATABASE_URL=postgres://... uses a
//                   PostgreSQL server instead
//   --explain       a hash mismatch also carries X-Sandbox-Hash-Explanation (recipe and masked input)
//   --listen ADDR   the address to listen on (default 127.0.0.1; 0.0.0.0 for a load balancer on another
//                   machine: the Host header is still checked, against the machine's addresses and public_urls)
//   --quiet         no request log
// SANDBOX_ADMIN_TOKEN: the admin API's sandbox-wide token (over the config's admin_token); with neither, one is
// generated and kept in <data dir>/admin-token (mode 0600; reused by later starts on the same data dir).
// Prints a ready line per host, the merchants in use (keys, never a password or a token) and where the admin
// token is; Ctrl-C stops cleanly (requests in flight and callback deliveries finish, the store is closed).
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import v8 from 'node:v8';
import { loadModel, rel } from '../contract/index.mjs';
import { ConfigError, adminTokenProblem, loadConfig } from './config.mjs';
import { createSandbox } from './server.mjs';
import { defaultDataDir } from './store.mjs';

/**
 * The sandbox-wide admin token when the configuration has none: the one kept in `<dir>/admin-token`, else a new
 * random one written there (mode 0600, readable by this user only). Never printed: the path is.
 */
export function generatedAdminToken(dir) {
  const file = path.join(dir, 'admin-token');
  let token = null;
  try {
    token = fs.readFileSync(file, 'utf8').trim();
  } catch (err) {
    if (err.code !== 'ENOENT') throw new ConfigError(null, null, `cannot read the admin token ${file}: ${err.message}`);
  }
  if (token === null || adminTokenProblem(token)) {
    token = crypto.randomBytes(32).toString('base64url');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, `${token}\n`, { mode: 0o600 });
  }
  fs.chmodSync(file, 0o600);
  return { token, file };
}

/**
 * Starts a sandbox with CLI-like options; resolves to { sandbox, hosts: [{ host, url }], close() }. The admin
 * token: `adminToken` (SANDBOX_ADMIN_TOKEN), else the config's admin_token, else generatedAdminToken(data dir).
 */
export async function startSandbox({ config: configFile, data, databaseUrl = process.env.DATABASE_URL, explain = false, quiet = false, print = console.log, ports = {}, listen = '127.0.0.1', model = loadModel(), adminToken = process.env.SANDBOX_ADMIN_TOKEN || undefined } = {}) {
  const dir = path.resolve(data ?? defaultDataDir);
  const loaded = loadConfig(configFile, { model, adminToken });
  const generated = loaded.adminToken === null ? generatedAdminToken(dir) : null;
  const config = generated ? { ...loaded, adminToken: generated.token } : loaded;
  const log = quiet ? undefined : (line) => print(`[sandbox] ${line}`);
  const sandbox = await createSandbox({ model, config, dataDir: data ?? defaultDataDir, databaseUrl: databaseUrl || undefined, explain, log });
  let hosts;
  try {
    hosts = await sandbox.listen(ports, listen);
  } catch (err) {
    await sandbox.close();
    throw err;
  }
  const where = sandbox.store.kind === 'postgres' ? 'PostgreSQL (DATABASE_URL)' : rel(dir).startsWith('..') ? dir : rel(dir) || '.';
  for (const { host, url } of hosts) print(`[sandbox] ${host.name} ready at ${url} (store: ${where}; admin API and payer pages under ${url}/sandbox/)`);
  print(`[sandbox] merchants${configFile ? ` from ${configFile}` : ' (default test merchant; --config FILE to change)'}:`);
  // No password and no token is printed: a log is often shared (CI output, a terminal on a screen).
  for (const m of config.merchants) {
    print(`[sandbox]   ${m.environment} merchant_key=${m.merchant_key} client_key=${m.client_key} payment_mode=${m.payment_mode} refunds=${m.refunds}${m.callback_url ? ` callback_url=${m.callback_url}` : ''}${m.ip_allowlist ? ` ip_allowlist=${m.ip_allowlist.join(',')}` : ''}${m.admin_token ? ' (own admin token)' : ''}`);
  }
  const tokenFrom = generated ? `generated, in ${rel(generated.file).startsWith('..') ? generated.file : rel(generated.file)} (mode 0600)` : adminToken !== undefined ? 'from SANDBOX_ADMIN_TOKEN' : `from admin_token in ${configFile}`;
  print(`[sandbox] admin API: Authorization: Bearer <admin token>, the sandbox-wide token ${tokenFrom}; CORS for ${config.adminOrigins.join(', ') || 'no origin'}`);
  print(`[sandbox] duplicate window: ${config.duplicateWindowSeconds} s${explain ? '; --explain: hash mismatches carry X-Sandbox-Hash-Explanation' : ''}`);
  return { sandbox, hosts, close: () => sandbox.close() };
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  // V8's heap kept small without the pauses of --optimize-for-size. By default the heap grows to several times
  // its live data between collections (under the mixed load it held 210 MB for 60 MB live); --optimize-for-size
  // held it down but collected the old generation every two seconds or so in each thread, compacting (7-8 ms
  // pauses, plus marking steps), and those pauses were the open-loop run's tail (p99 34-47 ms at 2,500 req/s on
  // the two-core machine, scripts/bench/sandbox-open-loop.mjs). A small young generation (1 MB semi-spaces: more
  // scavenges, each under a millisecond) and a fixed growth of 1.5x the live data per collection bound the heap
  // about as well (362 MB at its highest in the saturation run with 30,000 auths preloaded, against 511 MB with
  // V8's defaults; scripts/bench/sandbox-memory.mjs's target is 400 MB) with p99 11-15 ms in the same open-loop
  // run. Process-wide (the PGlite thread too); set before the sandbox allocates anything.
  v8.setFlagsFromString('--max-semi-space-size=1');
  v8.setFlagsFromString('--heap-growing-percent=50');
  let args;
  try {
    args = parseArgs({ options: { config: { type: 'string' }, data: { type: 'string' }, explain: { type: 'boolean' }, quiet: { type: 'boolean' }, listen: { type: 'string' } }, strict: true }).values;
  } catch (err) {
    console.error(`[sandbox] ${err.message}\nusage: npm run sandbox -- [--config FILE] [--data DIR] [--listen ADDRESS] [--explain] [--quiet]`);
    process.exit(2);
  }
  let running;
  try {
    running = await startSandbox(args);
  } catch (err) {
    console.error(`[sandbox] FAILED: ${err instanceof ConfigError ? err.message : (err?.message ?? err)}`);
    process.exit(err instanceof ConfigError ? 2 : 1);
  }
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('[sandbox] stopping');
    await running.close();
    console.log('[sandbox] stopped');
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}
