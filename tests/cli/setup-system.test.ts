// scripts/cli/setup-system.mjs, the first step of `npm ci`: it finds the Quick start's system packages, and
// where one is missing and it cannot install it (here: a dry run), it prints the one command that does.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { root } from '../../packages/contract/index.mjs';

const run = (env: Record<string, string>) =>
  execFileSync(process.execPath, ['scripts/cli/setup-system.mjs'], { cwd: root, encoding: 'utf8', env: { ...process.env, ...env } });

describe('npm ci: system packages', () => {
  it('runs before the Python set-up in postinstall', () => {
    const pkg = JSON.parse(fs.readFileSync(`${root}/package.json`, 'utf8'));
    expect(pkg.scripts.postinstall).toBe('node scripts/cli/setup-system.mjs && node scripts/cli/setup-python.mjs');
  });

  it('names the exact apt-get command for what is missing, and does not fail npm ci', () => {
    const out = run({ SETUP_SYSTEM: 'dry-run', SETUP_SYSTEM_CHROMIUM: '/nonexistent/chromium', SETUP_SYSTEM_HEADLESS_SHELL: '/nonexistent/chromium-headless-shell', SETUP_SYSTEM_POSTGRES_DIR: '/nonexistent/postgresql' });
    expect(out).toContain('missing: Chromium at /nonexistent/chromium, Chromium\'s headless shell at /nonexistent/chromium-headless-shell, PostgreSQL\'s server binaries in /nonexistent/postgresql');
    expect(out).toMatch(/^\[system\] to install them run: sudo apt-get update && sudo apt-get install -y chromium chromium-headless-shell postgresql \(dry run\)$/m);
  });

  it('says so when everything is there (this machine, as .ci/run prepares it)', () => {
    const out = run({ SETUP_SYSTEM: 'dry-run' });
    expect(out).toContain('python3-venv, chromium, chromium-headless-shell, postgresql and curl are present');
    expect(out).not.toContain('apt-get install');
  });
});
