// schemathesis, through the execa wrapper in scripts/, against each running mock: every check passes.
import { describe, expect, inject, it } from 'vitest';
import { runSchemathesis } from '../../scripts/schemathesis.mjs';
import { documentNames } from '../support/spec.ts';

const urls = inject('mockUrls');

describe.each(documentNames)('schemathesis against the %s mock', (name) => {
  it('finds no failing check', { timeout: 240_000 }, async () => {
    const result = await runSchemathesis({ name, baseUrl: urls[name], mode: 'all', maxExamples: 25 });
    expect(result.exitCode, `${result.command}\n${result.output}`).toBe(0);
    expect(result.output).toMatch(/No issues found/);
  });
});
