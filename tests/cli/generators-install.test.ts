// `npm run generators -- --install` (scripts/cli/generators.mjs): the pinned generators that `npm run build`'s
// language-client stages run, installed where missing and named where they are, nothing else run (.ci/run calls it
// before npm test). On this machine they are there already (CI installs them first; otherwise the release test's
// rebuild did), so this checks that it finds them at the pinned versions and generates nothing.
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, it } from 'vitest';
import { root } from '../../packages/contract/index.mjs';
import { OAPI_CODEGEN_VERSION, OPENAPI_GENERATOR_VERSION } from '../../scripts/lib/toolchain.mjs';

it('npm run generators -- --install names each pinned generator where it is installed, and runs no generator', { timeout: 300_000 }, async () => {
  const command: string = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8')).scripts.generators;
  expect(command).toBe('node scripts/cli/generators.mjs');
  const outputs = path.join(root, '.generators');
  const before = fs.existsSync(outputs) ? fs.statSync(outputs).mtimeMs : undefined;
  const { stdout } = await promisify(execFile)(process.execPath, ['scripts/cli/generators.mjs', '--install'], { cwd: root, encoding: 'utf8', timeout: 280_000 });
  const at = (label: string) => {
    const line = stdout.split('\n').find((l) => l.startsWith(`[generators] ${label}: `));
    expect(line, `${label} in:\n${stdout}`).toBeDefined();
    return path.resolve(root, line!.slice(`[generators] ${label}: `.length));
  };
  const jar = at(`openapi-generator-cli ${OPENAPI_GENERATOR_VERSION}`);
  expect(path.basename(jar)).toBe(`openapi-generator-cli-${OPENAPI_GENERATOR_VERSION}.jar`);
  expect(fs.statSync(jar).size).toBeGreaterThan(1_000_000);
  const codegen = at(`oapi-codegen ${OAPI_CODEGEN_VERSION}`);
  expect(codegen).toBe(path.join(root, '.tools', 'bin', 'oapi-codegen'));
  const { stdout: version } = await promisify(execFile)(codegen, ['--version'], { encoding: 'utf8' });
  expect(version).toContain(OAPI_CODEGEN_VERSION);
  expect(fs.statSync(at('openapi-python-client')).mode & 0o111).not.toBe(0);
  // Only installs: the generator matrix's output folder is neither made nor cleared.
  expect(fs.existsSync(outputs) ? fs.statSync(outputs).mtimeMs : undefined).toBe(before);
});
