// Stage (runs first at npm ci / npm install): the system packages the Quick start needs, installed when they
// are missing and this user can install them, so that `npm ci && npm start`, then `npm test`, work on a fresh
// Debian or Ubuntu machine.
//
//   what                      why                                              Debian package
//   python3 venv + ensurepip  .venv with schemathesis (setup-python.mjs)       python3-venv
//   /usr/bin/chromium         a person's browser: the docs' cold-load bench    chromium
//   /usr/bin/chromium-headless-shell  the browser tests (docs, payer pages,    chromium-headless-shell
//                             Hosted Fields): Chromium's headless-only build, the one Playwright itself runs
//                             headless; about a quarter less CPU than the full browser for the same tests
//   PostgreSQL server binaries the sandbox tests start their own server        postgresql
//   curl                      the README's sandbox walkthrough, run by a test  curl
//
// Installs with apt-get when the user is root, or has passwordless sudo; otherwise (or on a system without
// apt-get) it prints one line naming the exact command and goes on: `npm ci` does not fail for a browser
// that only the tests need. SETUP_SYSTEM=skip skips the check; SETUP_SYSTEM=dry-run prints what it would run.
// The probes can be pointed elsewhere for tests (SETUP_SYSTEM_CHROMIUM, SETUP_SYSTEM_HEADLESS_SHELL,
// SETUP_SYSTEM_POSTGRES_DIR).
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { stage } from '../lib/stage.mjs';

/** Each requirement: a probe (true when present) and the Debian package that provides it. */
export function requirements(env = process.env) {
  const chromium = env.SETUP_SYSTEM_CHROMIUM ?? '/usr/bin/chromium';
  const headlessShell = env.SETUP_SYSTEM_HEADLESS_SHELL ?? '/usr/bin/chromium-headless-shell';
  const pgDir = env.SETUP_SYSTEM_POSTGRES_DIR ?? '/usr/lib/postgresql';
  return [
    { what: 'the Python venv module', package: 'python3-venv', probe: async () => !(await execa('python3', ['-c', 'import venv, ensurepip'], { reject: false })).failed },
    { what: `Chromium at ${chromium}`, package: 'chromium', probe: async () => isExecutable(chromium) },
    { what: `Chromium's headless shell at ${headlessShell}`, package: 'chromium-headless-shell', probe: async () => isExecutable(headlessShell) },
    { what: `PostgreSQL's server binaries in ${pgDir}`, package: 'postgresql', probe: async () => fs.existsSync(pgDir) && fs.readdirSync(pgDir).some((v) => fs.existsSync(path.join(pgDir, v, 'bin', 'initdb'))) },
    { what: 'curl', package: 'curl', probe: async () => !(await execa('curl', ['--version'], { reject: false })).failed },
  ];
}

function isExecutable(file) {
  try {
    fs.accessSync(file, fs.constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** How this user can install Debian packages: 'root', 'sudo' (passwordless), or null. */
async function installer() {
  if ((await execa('apt-get', ['--version'], { reject: false })).failed) return null;
  if (process.getuid?.() === 0) return 'root';
  if (!(await execa('sudo', ['-n', 'true'], { reject: false })).failed) return 'sudo';
  return null;
}

export async function setupSystem(log, { env = process.env } = {}) {
  const mode = env.SETUP_SYSTEM ?? 'install';
  if (mode === 'skip') return log('skipped (SETUP_SYSTEM=skip)');
  const missing = [];
  for (const r of requirements(env)) if (!(await r.probe())) missing.push(r);
  if (!missing.length) return log('python3-venv, chromium, chromium-headless-shell, postgresql and curl are present');
  const packages = missing.map((r) => r.package);
  const command = `apt-get install -y ${packages.join(' ')}`;
  log(`missing: ${missing.map((r) => r.what).join(', ')}`);
  const how = mode === 'dry-run' ? null : await installer();
  if (!how) {
    // One line a user can copy; the tests that need them fail naming them too.
    console.log(`[system] to install them run: sudo apt-get update && sudo ${command}${mode === 'dry-run' ? ' (dry run)' : ''}`);
    return;
  }
  const run = (args) => (how === 'root' ? execa('apt-get', args, { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }, reject: false }) : execa('sudo', ['-n', 'env', 'DEBIAN_FRONTEND=noninteractive', 'apt-get', ...args], { reject: false }));
  log(`installing with apt-get${how === 'sudo' ? ' (sudo)' : ''}: ${packages.join(' ')}`);
  const update = await run(['update', '-qq']);
  const install = update.failed ? update : await run(['install', '-y', '-qq', ...packages]);
  if (install.failed) {
    console.log(`[system] apt-get failed (${String(install.stderr || install.stdout).trim().split('\n').at(-1)}); run: sudo apt-get update && sudo ${command}`);
    return;
  }
  log(`installed ${packages.join(' ')}`);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) stage('system', setupSystem).catch(() => process.exit(1));
