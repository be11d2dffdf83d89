// A command of scripts/cli/ run two ways: as a user runs it, a process of its own (what its exit code and output are
// as a process), or through the script's exported main() in the test's process (a process costs a Node start and
// the modules the script loads, 0.1-0.3 s of CPU). Both answer { exitCode, stdout, stderr }.
import path from 'node:path';
import { execa } from 'execa';
import { root } from '../../packages/contract/index.mjs';

export type CliRun = { exitCode: number | undefined; stdout: string; stderr: string };
/** A run's environment (exactly this: nothing of the test's is added) and what its standard input holds. */
export type CliOptions = { env: Record<string, string | undefined>; input?: string };
type Main = (argv: string[], io: { env: Record<string, string | undefined>; stdin: () => Promise<string>; out: (line: string) => void; err: (line: string) => void }) => Promise<number>;

/** `node scripts/cli/<script> ...args`. */
export async function spawnCli(script: string, args: string[], { env, input }: CliOptions): Promise<CliRun> {
  const r = await execa(process.execPath, [path.join(root, 'scripts', 'cli', script), ...args], { cwd: root, env, extendEnv: false, input, reject: false, timeout: 20_000 });
  return { exitCode: r.exitCode, stdout: r.stdout, stderr: r.stderr };
}

/** The same run through the script's `main`: its exit code and the lines it printed. */
export async function callCli(main: Main, args: string[], { env, input }: CliOptions): Promise<CliRun> {
  const out: string[] = [];
  const err: string[] = [];
  const exitCode = await main(args, { env, stdin: async () => input ?? '', out: (line) => out.push(line), err: (line) => err.push(line) });
  return { exitCode, stdout: out.join('\n'), stderr: err.join('\n') };
}
