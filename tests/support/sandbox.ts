// The sandbox for tests: in-process (createSandbox on free ports, a temp data dir or a PostgreSQL URL) or as a
// child process (`node packages/sandbox/sandbox.mjs`, for restart and kill tests), a real HTTP receiver for
// callbacks, and `checked`, a fetch that validates every answer against the bundle of its host.
import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { loadModel, root } from '../../packages/contract/index.mjs';
import { parseConfig } from '../../packages/sandbox/config.mjs';
import { createSandbox } from '../../packages/sandbox/server.mjs';
import { openStore } from '../../packages/sandbox/store.mjs';
import { afterThisProcess, scratch } from './postgres.ts';

export const model = loadModel();

export type Urls = { checkout: string; 's2s-card': string; 's2s-apm': string };
export type MerchantConfig = {
  environment: 'test' | 'live';
  merchant_key: string;
  client_key: string;
  password: string;
  callback_url?: string;
  ip_allowlist?: string[];
  payment_mode?: 'SMS' | 'DMS' | 'SMS/DMS';
  refunds?: 'api' | 'portal-only' | 'off';
  admin_token?: string;
};
export type SandboxConfig = {
  merchants: MerchantConfig[];
  duplicate_window_seconds?: number;
  admin_token?: string;
  admin_origins?: string[];
  public_urls?: string[];
  callbacks?: { timeout_seconds?: number; retry_seconds?: number[]; lease_seconds?: number; slots?: number; per_merchant?: number };
};

/**
 * The sandbox-wide admin token of every sandbox the tests start (in-process: the config's admin_token unless the
 * test gives one; child process: SANDBOX_ADMIN_TOKEN unless the test gives env), and the header that sends it.
 */
export const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';
export const adminAuth = (token = ADMIN_TOKEN) => ({ authorization: `Bearer ${token}` });

// This worker's temp dirs are made in one directory of `scratch` (memory where it can be), which is removed
// when its process ends, however it ends (vitest ends its workers with terminate() or SIGTERM, which run no 'exit'
// handler).
let own: string | undefined;
const ownDir = () => {
  if (own === undefined) {
    const dir = fs.mkdtempSync(path.join(scratch, `sandbox-tests-${process.pid}-`));
    process.once('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
    afterThisProcess('rm -rf "$1"', dir);
    own = dir;
  }
  return own;
};

const made: string[] = [];
/** A temp directory, removed by removeTempDirs() (call it in afterAll). */
export const tempDir = (prefix = 'sandbox-test-') => {
  const dir = fs.mkdtempSync(path.join(ownDir(), prefix));
  made.push(dir);
  return dir;
};
export const removeTempDirs = () => {
  for (const dir of made.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
};

// A fresh PGlite data dir takes seconds to initialise (about 3.5 s of CPU, ~9 s on two busy cores): one is
// initialised and closed cleanly (the template), and each store that starts empty opens a copy of it. The template
// is kept between runs in node_modules/.cache/sandbox-template/<key>, the key a hash of what makes it (the store's
// and its database thread's source, with the migrations and PGlite's settings, and PGlite's version): a run after a
// change to any of them makes a new one (and removes the others). The first process that needs it makes it, under a
// lock directory beside it, and the others wait for it; it appears (renamed) only once complete, and is never opened.
// tests/sandbox/store.test.ts still initialises a fresh data dir of its own.
let template: Promise<string> | undefined;
export async function emptyDataDir(prefix = 'sandbox-data-') {
  template ??= cachedTemplate();
  const dir = tempDir(prefix);
  fs.cpSync(await template, dir, { recursive: true });
  return dir;
}

async function initialise(dataDir: string) {
  const store = await openStore({ dataDir });
  await store.close();
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** The template's key: what makes the template, hashed. */
function templateKey() {
  const pglite = JSON.parse(fs.readFileSync(path.join(root, 'node_modules', '@electric-sql', 'pglite', 'package.json'), 'utf8')).version;
  const h = createHash('sha256').update(`pglite ${pglite}\0`);
  for (const f of ['packages/sandbox/store.mjs', 'packages/sandbox/pglite-worker.mjs']) h.update(fs.readFileSync(path.join(root, f))).update('\0');
  return h.digest('hex').slice(0, 16);
}

async function cachedTemplate() {
  const cache = path.join(root, 'node_modules', '.cache', 'sandbox-template');
  const done = path.join(cache, templateKey());
  const lock = `${done}.lock`;
  fs.mkdirSync(cache, { recursive: true });
  for (;;) {
    if (fs.existsSync(done)) return done;
    try {
      fs.mkdirSync(lock);
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      // Another process makes it. Should that process be gone before it was done, the next one to look makes it.
      let maker = 0;
      try {
        maker = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
      } catch {
        // its pid is not written yet
      }
      if (maker && !alive(maker)) fs.rmSync(lock, { recursive: true, force: true });
      await new Promise((r) => setTimeout(r, 100));
      continue;
    }
    fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
    // What a maker that died left half made.
    for (const left of fs.readdirSync(cache)) if (left.startsWith(`${path.basename(done)}.making-`)) fs.rmSync(path.join(cache, left), { recursive: true, force: true });
    const making = fs.mkdtempSync(`${done}.making-`);
    try {
      await initialise(making);
      fs.renameSync(making, done);
    } catch (err) {
      // The others then try for themselves (and fail as clearly) rather than wait.
      fs.rmSync(making, { recursive: true, force: true });
      throw err;
    } finally {
      fs.rmSync(lock, { recursive: true, force: true });
    }
    // Templates of other keys (an earlier store.mjs or PGlite) are not used again.
    for (const other of fs.readdirSync(cache)) {
      if (other !== path.basename(done) && /^[0-9a-f]{16}$/.test(other)) fs.rmSync(path.join(cache, other), { recursive: true, force: true });
    }
    return done;
  }
}

/** A sandbox in this process on free ports. */
export async function startSandbox(options: { config: SandboxConfig; dataDir?: string; databaseUrl?: string; explain?: boolean; log?: (line: string) => void; deliveryOptions?: object }) {
  const config = parseConfig({ admin_token: ADMIN_TOKEN, ...options.config }, { model });
  const dataDir = options.databaseUrl ? undefined : (options.dataDir ?? (await emptyDataDir()));
  const sandbox = await createSandbox({ model, config, dataDir, databaseUrl: options.databaseUrl, explain: options.explain ?? false, log: options.log ?? (() => {}), deliveryOptions: options.deliveryOptions ?? { backoffSeconds: [0.2, 0.4, 0.8], pollMs: 50 } });
  const hosts = await sandbox.listen({ checkout: 0, 's2s-card': 0, 's2s-apm': 0 });
  const urls = Object.fromEntries(hosts.map(({ host, url }: { host: { name: string }; url: string }) => [host.name, url])) as Urls;
  return { sandbox, urls, dataDir, close: () => sandbox.close() };
}

/** The sandbox CLI as a child process; resolves when every host printed its ready line. */
export async function spawnSandbox({ configFile, dataDir, env = {}, args = [] }: { configFile?: string; dataDir: string; env?: Record<string, string>; args?: string[] }) {
  const child = spawn(process.execPath, ['packages/sandbox/sandbox.mjs', ...(configFile ? ['--config', configFile] : []), '--data', dataDir, ...args], {
    cwd: root,
    env: { ...process.env, SANDBOX_CHECKOUT_PORT: '0', SANDBOX_S2S_CARD_PORT: '0', SANDBOX_S2S_APM_PORT: '0', SANDBOX_ADMIN_TOKEN: ADMIN_TOKEN, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stdout!.on('data', (c) => (out += c));
  child.stderr!.on('data', (c) => (err += c));
  const urls = await new Promise<Urls>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`sandbox did not start in 60 s:\n${out}\n${err}`)), 60_000);
    const check = () => {
      const ready = [...out.matchAll(/\[sandbox\] (\S+) ready at (http:\/\/\S+)/g)];
      if (ready.length === model.hosts.length && /\[sandbox\] duplicate window:/.test(out)) {
        clearTimeout(timer);
        resolve(Object.fromEntries(ready.map((m) => [m[1], m[2]])) as Urls);
      }
    };
    child.stdout!.on('data', check);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`sandbox exited with ${code}:\n${out}\n${err}`));
    });
  });
  return {
    child,
    urls,
    output: () => out,
    errors: () => err,
    /** SIGINT (Ctrl-C) and wait for the exit code. */
    stop: (signal: NodeJS.Signals = 'SIGINT') => new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : (child.once('exit', (code) => resolve(code)), child.kill(signal)))),
  };
}

export type Received = { method: string; url: string; headers: http.IncomingHttpHeaders; body: string };

/** A real HTTP receiver for callbacks: answers `status()` (default 200) and records every request. */
export async function startReceiver(status: (n: number) => number = () => 200) {
  const received: Received[] = [];
  const waiters: Array<() => void> = [];
  /** What `ready()` returns once it is something, checked at each arrival (and every 100 ms); fails after `ms`. */
  const until = async <T,>(ready: () => T | undefined, ms: number, failure: () => string): Promise<T> => {
    const end = Date.now() + ms;
    for (;;) {
      const found = ready();
      if (found !== undefined) return found;
      if (Date.now() > end) throw new Error(failure());
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 100);
      });
    }
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      received.push({ method: req.method!, url: req.url!, headers: req.headers, body: Buffer.concat(chunks).toString('utf8') });
      res.statusCode = status(received.length);
      res.end('ok');
      waiters.splice(0).forEach((w) => w());
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as { port: number }).port}/callbacks`;
  return {
    url,
    received,
    /** Waits until `n` requests have arrived (or fails after `ms`). */
    async waitFor(n: number, ms = 10_000) {
      await until(() => received.length >= n || undefined, ms, () => `receiver got ${received.length} of ${n} callbacks in ${ms} ms`);
      return received;
    },
    /**
     * Waits until a request whose parsed JSON body satisfies `match` has arrived (or fails after `ms`) and
     * returns it: a test that waits for its own payment's callback this way is not misled by another test's
     * callback arriving late.
     */
    waitForBody: (match: (body: any) => boolean, ms = 10_000) =>
      until(
        () =>
          received.find((r) => {
            try {
              return match(JSON.parse(r.body));
            } catch {
              return false;
            }
          }),
        ms,
        () => `receiver got no matching callback in ${ms} ms (${received.length} received)`,
      ),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * A fetch for the generated clients (`fetch` option) that validates every answer against its host's bundle:
 * the operation's response schema for the status (a status the operation does not document fails too). The
 * violations go into `problems`; tests assert it stays empty.
 */
export function checkedFetch(problems: string[]) {
  return async (input: Request | string | URL, init?: RequestInit) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const response = await fetch(request.clone());
    const url = new URL(request.url);
    const host = model.hosts.find((h: { port: number; name: string }) => urlsOfHost.get(h.name)?.has(url.origin));
    const text = await response.clone().text();
    problems.push(...responseProblems(host, request.method, url.pathname, response.status, text));
    return response;
  };
}
const urlsOfHost = new Map<string, Set<string>>();
/** Tells checkedFetch which origin serves which host. */
export function registerUrls(urls: Urls) {
  for (const [name, url] of Object.entries(urls)) {
    if (!urlsOfHost.has(name)) urlsOfHost.set(name, new Set());
    urlsOfHost.get(name)!.add(new URL(url).origin);
  }
}

/** What is wrong with one answer of a contract operation, by the bundle (empty when nothing). */
export function responseProblems(host: any, method: string, pathname: string, status: number, text: string): string[] {
  if (!host) return [`no host serves ${pathname}`];
  const operation = host.operation(method, pathname);
  if (!operation) return [`${host.name}: ${method} ${pathname} is not an operation`];
  const documented = operation.response(status);
  if (!documented) return [`${host.name} ${operation.label}: status ${status} is not documented`];
  if (!documented.schemaPointer) return [];
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return [`${host.name} ${operation.label} ${status}: body is not JSON: ${text.slice(0, 100)}`];
  }
  const validate = host.compile(documented.schemaPointer);
  return validate(body) ? [] : [`${host.name} ${operation.label} ${status}: ${JSON.stringify(validate.errors?.slice(0, 3))} in ${text.slice(0, 200)}`];
}

/** Writes a config file into a temp dir and returns its path. */
export function configFile(config: SandboxConfig | string) {
  const file = path.join(tempDir('sandbox-config-'), 'sandbox.json');
  fs.writeFileSync(file, typeof config === 'string' ? config : JSON.stringify(config, null, 2));
  return file;
}
