// Stage (runs at npm ci / npm install): a project-local, git-ignored Python virtualenv in .venv with the
// pinned packages of scripts/cli/requirements.txt (schemathesis, and what the generated python client imports).
// Skipped when .venv already holds exactly that list.
import fs from 'node:fs';
import path from 'node:path';
import { execa } from 'execa';
import crypto from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { stage } from '../lib/stage.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

const requirements = path.join(root, 'scripts', 'cli', 'requirements.txt');
export const venv = path.join(root, '.venv');
export const schemathesisBin = path.join(venv, 'bin', 'schemathesis');
export const pythonBin = path.join(venv, 'bin', 'python');
const digest = crypto.createHash('sha256').update(fs.readFileSync(requirements)).digest('hex').slice(0, 16);
const marker = path.join(venv, `.requirements-${digest}`);

export async function setupPython(log) {
  if (fs.existsSync(marker) && fs.existsSync(schemathesisBin)) {
    log('.venv has the packages of scripts/cli/requirements.txt');
    return;
  }
  const python = await execa('python3', ['--version'], { reject: false });
  if (python.failed) throw new Error('python3 was not found: install Python 3.9 or later (Debian: apt-get install python3 python3-venv)');
  const exists = fs.existsSync(pythonBin);
  log(exists ? '.venv exists; its packages differ from scripts/cli/requirements.txt' : `creating .venv with ${python.stdout.trim()}`);
  const made = exists ? { failed: false } : await execa('python3', ['-m', 'venv', venv], { reject: false });
  if (made.failed) throw new Error(`python3 -m venv failed: install the venv module (Debian: apt-get install python3-venv)\n${made.stderr}`);
  log('installing scripts/cli/requirements.txt');
  const pip = await execa(path.join(venv, 'bin', 'pip'), ['install', '--quiet', '--disable-pip-version-check', '-r', requirements], { reject: false });
  if (pip.failed) throw new Error(`pip install -r scripts/cli/requirements.txt failed:\n${pip.stderr}`);
  fs.writeFileSync(marker, '');
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) stage('python', setupPython).catch(() => process.exit(1));
