// vegeta, the open-loop HTTP load generator (https://github.com/tsenart/vegeta), pinned: built from the Go module
// proxy by `go install module@version` into the project's git-ignored .tools/bin on first use, and rebuilt when
// the binary there is of another version (its module version, as `go version -m` reads it from the binary).
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../../packages/contract/index.mjs';

export const VEGETA_MODULE = 'github.com/tsenart/vegeta/v12';
export const VEGETA_VERSION = 'v12.12.0';
const bin = path.join(root, '.tools', 'bin', 'vegeta');

const versionOf = (file) => {
  try {
    return /\bmod\s+\S+\s+(v\S+)/.exec(execFileSync('go', ['version', '-m', file], { encoding: 'utf8' }))?.[1];
  } catch {
    return undefined;
  }
};

/** The path of vegeta at VEGETA_VERSION, installed when missing. Throws saying what is missing (Go). */
export async function vegetaBin() {
  if (fs.existsSync(bin) && versionOf(bin) === VEGETA_VERSION) return bin;
  try {
    execFileSync('go', ['version'], { stdio: 'ignore' });
  } catch {
    throw new Error('go was not found: the open-loop benchmark builds vegeta with it (Debian: apt-get install golang-go)');
  }
  fs.mkdirSync(path.dirname(bin), { recursive: true });
  console.error(`[bench] installing ${VEGETA_MODULE}@${VEGETA_VERSION} into .tools/bin`);
  execFileSync('go', ['install', `${VEGETA_MODULE}@${VEGETA_VERSION}`], { stdio: ['ignore', 'ignore', 'inherit'], env: { ...process.env, GOBIN: path.dirname(bin), GOTOOLCHAIN: 'local' } });
  if (versionOf(bin) !== VEGETA_VERSION) throw new Error(`go install ${VEGETA_MODULE}@${VEGETA_VERSION} did not leave that version in ${bin}`);
  return bin;
}
