// Stage (runs at npm ci / npm install): a project-local, git-ignored Python virtualenv in .venv
// with the pinned schemathesis. Skipped when .venv already holds the pinned version.
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import { fileURLToPath } from 'node:url';
import { stage } from '../lib/stage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export const SCHEMATHESIS_VERSION = '4.32.5';
export const venv = path.join(root, '.venv');
export const schemathesisBin = path.join(venv, 'bin', 'schemathesis');
const marker = path.join(venv, `.schemathesis-${SCHEMATHESIS_VERSION}`);

export async function setupPython(log) {
  if (fs.existsSync(marker) && fs.existsSync(schemathesisBin)) {
    log(`.venv has schemathesis ${SCHEMATHESIS_VERSION}`);
    return;
  }
  const python = await execa('python3', ['--version'], { reject: false });
  if (python.failed) throw new Error('python3 was not found: install Python 3.9 or later (Debian: apt-get install python3 python3-venv)');
  log(`creating .venv with ${python.stdout.trim()}`);
  const made = await execa('python3', ['-m', 'venv', venv], { reject: false });
  if (made.failed) throw new Error(`python3 -m venv failed: install the venv module (Debian: apt-get install python3-venv)\n${made.stderr}`);
  log(`installing schemathesis==${SCHEMATHESIS_VERSION}`);
  const pip = await execa(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', `schemathesis==${SCHEMATHESIS_VERSION}`], { reject: false });
  if (pip.failed) throw new Error(`pip install schemathesis==${SCHEMATHESIS_VERSION} failed:\n${pip.stderr}`);
  fs.writeFileSync(marker, '');
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) stage('python', setupPython).catch(() => process.exit(1));
