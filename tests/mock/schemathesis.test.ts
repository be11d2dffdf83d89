// schemathesis, through the execa wrapper in scripts/, against each running mock, in positive mode (valid
// requests get documented answers) and negative mode (invalid requests are rejected with a documented 4xx);
// every check passes. Bounded by --max-examples; JUnit reports go to reports/.
import { describe, expect, inject, it } from 'vitest';
import { runSchemathesis } from '../../scripts/schemathesis.mjs';
import { documentNames } from '../support/spec.ts';

const urls = inject('mockUrls');

describe.each(documentNames)('schemathesis against the %s mock', (name) => {
  it.each(['positive', 'negative'])('%s mode finds no failing check', { timeout: 240_000 }, async (mode) => {
    const result = await runSchemathesis({ name, baseUrl: urls[name], mode, maxExamples: 25 });
    expect(result.exitCode, `${result.command}\n${result.output}`).toBe(0);
    expect(result.output).toMatch(/No issues found/);
  });
});
