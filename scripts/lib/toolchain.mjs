// The pinned code generators other languages' clients are made with, installed from their own registries on
// first use into git-ignored places of this project (nothing is downloaded outside the registries):
//   openapi-generator-cli  Maven Central, by mvn, into the local Maven repository (~/.m2 or MAVEN_REPO_LOCAL)
//   oapi-codegen           the Go module proxy, by `go install module@version`, into .tools/bin
//   openapi-python-client  PyPI, in .venv (scripts/cli/requirements.txt, installed by setup-python.mjs)
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { root } from '../../packages/contract/index.mjs';

export const OPENAPI_GENERATOR_VERSION = '7.25.0';
export const OAPI_CODEGEN_MODULE = 'github.com/oapi-codegen/oapi-codegen/v2/cmd/oapi-codegen';
export const OAPI_CODEGEN_VERSION = 'v2.8.2';
export const toolsBin = path.join(root, '.tools', 'bin');
/**
 * JVM options for the Java client stage's run of openapi-generator-cli: its batch is a few seconds of single-use code, so C2's compilations
 * and the parallel collector's threads cost more than they save. With the client compiler only and the serial
 * collector the Java client's three documents take 3.7 s of CPU instead of 6.1 s (2.4 s of wall time instead of
 * 3.4 s) on the two-core machine, and write the same files.
 */
export const OPENAPI_GENERATOR_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];

/**
 * The JVM options of a run of openapi-generator-cli's `jar`: OPENAPI_GENERATOR_JVM, and a class-data-sharing
 * archive of the classes the generator loads, in .tools/cds/ (git-ignored). The first run writes it as it exits
 * (-XX:ArchiveClassesAtExit, to a name of its own, renamed when the run succeeded: runs at the same time do not
 * meet); the next ones map it (-XX:SharedArchiveFile) instead of reading, parsing and verifying those classes
 * from the jar: a generate of one bundle took 2.4-2.6 s of CPU instead of 3.3-3.6 s on the two-core machine
 * (2026-11-29), with the same output. The archive's name holds a hash of what it is only good for (the jar, and
 * the java executable with its size and time); a JVM that still cannot use it runs without it, as before.
 * `finish(ok)` after the run puts a new archive in place (or removes it when the run failed). `flags`: the other
 * JVM options (npm run generators runs long batches with the JVM's defaults).
 */
export function openapiGeneratorJvm(jar, flags = OPENAPI_GENERATOR_JVM) {
  const java = javaExecutable();
  const key = createHash('sha256').update(`${jar}\0${java}\0${statKey(java)}\0${statKey(jar)}`).digest('hex').slice(0, 16);
  const dir = path.join(root, '.tools', 'cds');
  const archive = path.join(dir, `openapi-generator-${OPENAPI_GENERATOR_VERSION}-${key}.jsa`);
  if (fs.existsSync(archive)) return { args: [...flags, `-XX:SharedArchiveFile=${archive}`], finish: () => {} };
  fs.mkdirSync(dir, { recursive: true });
  const writing = `${archive}.${process.pid}.${Date.now()}`;
  return {
    args: [...flags, `-XX:ArchiveClassesAtExit=${writing}`],
    finish: (ok) => {
      try {
        if (ok && fs.existsSync(writing)) fs.renameSync(writing, archive);
        else fs.rmSync(writing, { force: true });
      } catch {
        // Another run put its archive there first, or the directory cannot be written: the next run makes one.
      }
    },
  };
}

const statKey = (file) => {
  try {
    const st = fs.statSync(file);
    return `${st.size}:${st.mtimeMs}`;
  } catch {
    return 'missing';
  }
};

/** The java executable PATH finds, its links followed (Debian's /usr/bin/java is an alternatives link). */
function javaExecutable() {
  for (const dir of (process.env.PATH ?? '').split(path.delimiter).filter(Boolean)) {
    const candidate = path.join(dir, 'java');
    try {
      fs.accessSync(candidate, fs.constants.X_OK);
      return fs.realpathSync(candidate);
    } catch {
      // not in this directory
    }
  }
  return 'java';
}

const tail = (text = '', n = 40) => text.split('\n').filter(Boolean).slice(-n).join('\n');

/** Runs a command; a non-zero exit throws with the command and the end of its output. */
export async function run(cmd, argv, opts = {}) {
  const r = await execa(cmd, argv, { reject: false, all: true, ...opts });
  if (r.exitCode !== 0) throw new Error(`${path.basename(cmd)} ${argv.join(' ')} exited ${r.exitCode ?? r.signal}:\n${tail(r.all)}`);
  return r;
}

/** The openapi-generator-cli jar in the local Maven repository, fetched from Maven Central by mvn when missing. */
export async function openapiGeneratorJar() {
  const repo = process.env.MAVEN_REPO_LOCAL ?? path.join(os.homedir(), '.m2', 'repository');
  const jar = path.join(repo, 'org', 'openapitools', 'openapi-generator-cli', OPENAPI_GENERATOR_VERSION, `openapi-generator-cli-${OPENAPI_GENERATOR_VERSION}.jar`);
  if (!fs.existsSync(jar)) {
    const java = await execa('java', ['-version'], { reject: false });
    if (java.failed) throw new Error('java was not found: install Java 17 or later (Debian: apt-get install openjdk-17-jre-headless)');
    await run('mvn', ['-q', '-B', 'dependency:get', `-Dartifact=org.openapitools:openapi-generator-cli:${OPENAPI_GENERATOR_VERSION}`, ...(process.env.MAVEN_REPO_LOCAL ? [`-Dmaven.repo.local=${repo}`] : [])]);
  }
  return jar;
}

/** oapi-codegen at the pinned version in .tools/bin, built by `go install` when missing or of another version. */
export async function oapiCodegenBin() {
  const bin = path.join(toolsBin, 'oapi-codegen');
  if (fs.existsSync(bin)) {
    const v = await execa(bin, ['--version'], { reject: false });
    if (v.exitCode === 0 && v.stdout.includes(OAPI_CODEGEN_VERSION)) return bin;
  }
  const go = await execa('go', ['version'], { reject: false });
  if (go.failed) throw new Error('go was not found: install Go (Debian: apt-get install golang-go)');
  fs.mkdirSync(toolsBin, { recursive: true });
  await run('go', ['install', `${OAPI_CODEGEN_MODULE}@${OAPI_CODEGEN_VERSION}`], { env: { GOBIN: toolsBin, GOTOOLCHAIN: 'local' } });
  return bin;
}
