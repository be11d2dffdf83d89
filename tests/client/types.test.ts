// The package's declarations and the validators typecheck on their own as other teams compile them: with
// skipLibCheck off (every .d.ts they reach is checked, openapi-fetch's included) and without Node's types (only
// the ES and DOM libraries, as in a browser project). The calls other teams write are type-checked in
// types.check.ts, by tests/generated/typecheck.test.ts.
import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, it } from 'vitest';
import { root } from '../support/spec.ts';
import { inProject, tscBuild } from '../support/tsc-build.ts';

it('the package declarations and the validators typecheck on their own (skipLibCheck off, no Node types)', { timeout: 120_000 }, async () => {
  // In tsc's build mode (tests/support/tsc-build.ts): checked again when a declaration or a validator changed.
  const project = inProject('types-package');
  const run = await tscBuild('types-package', {
    extends: project('tsconfig.json'),
    compilerOptions: { skipLibCheck: false, skipDefaultLibCheck: true, types: [], lib: ['ES2022', 'DOM'] },
    // The declarations and validators, and the generated types they import.
    include: ['generated/client/**/*.d.ts', 'generated/validators/**/*.ts', 'packages/client/src/**/*.d.ts', 'generated/types/**/*.ts'].map(project),
  });
  expect(run.exitCode, run.output).toBe(0);
});

// openapi-typescript writes a schema's $defs as a member of its object type; no instance has such a member,
// so no type of the package may offer one (the bundles keep no $defs inside a schema).
it('no generated type has a $defs member', async () => {
  const dir = path.join(root, 'generated', 'types');
  const found: string[] = [];
  for (const file of (await fs.readdir(dir)).filter((f) => f.endsWith('.ts'))) {
    const lines = (await fs.readFile(path.join(dir, file), 'utf8')).split('\n');
    lines.forEach((line, i) => {
      if (/^\s+\$defs\??:/.test(line) || /\["\$defs"\]/.test(line)) found.push(`generated/types/${file}:${i + 1}: ${line.trim()}`);
    });
  }
  expect(found, found.join('\n')).toEqual([]);
});
