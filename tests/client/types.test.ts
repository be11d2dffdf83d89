// The package's declarations and the validators typecheck on their own, with skipLibCheck off, as other teams
// compile them. (The calls other teams write are type-checked in types.check.ts, by tests/generated/typecheck.test.ts.)
import { expect, it } from 'vitest';

it('the package declarations and the validators typecheck on their own (skipLibCheck off)', { timeout: 120_000 }, async () => {
  const { execa } = await import('execa');
  const fs = await import('node:fs/promises');
  const path = await import('node:path');
  const { root } = await import('../support/spec.ts');
  const config = path.join(root, 'reports', 'tsconfig.generated.json');
  await fs.mkdir(path.dirname(config), { recursive: true });
  await fs.writeFile(config, JSON.stringify({ extends: '../tsconfig.json', compilerOptions: { skipLibCheck: false }, include: ['../generated/client/**/*.d.ts', '../generated/validators/**/*.ts', '../packages/client/src/**/*.d.ts'] }));
  const run = await execa('tsc', ['--noEmit', '-p', config], { cwd: root, preferLocal: true, reject: false, all: true });
  expect(run.exitCode, run.all).toBe(0);
});
