// schemathesis, through the execa wrapper tools/cli/schemathesis.mjs, against each running mock, in positive
// mode (valid requests get documented answers) and negative mode (invalid requests are rejected with a
// documented 4xx); every check passes. Bounded by --max-examples and a fixed seed; JUnit reports go to
// reports/. The runs are concurrent: each schemathesis is its own process.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { runSchemathesis } from '../../tools/cli/schemathesis.mjs';
import { documentNames, root } from '../support/spec.ts';

const urls = inject('mockUrls');

describe.concurrent.each(documentNames)('schemathesis against the %s mock', (name) => {
  it.each(['positive', 'negative'])('%s mode finds no failing check', { timeout: 300_000 }, async (mode) => {
    const started = Date.now();
    const result = await runSchemathesis({ name, baseUrl: urls[name], mode, maxExamples: 25, seed: 1 });
    expect(result.exitCode, `${result.command}\n${result.output}`).toBe(0);
    expect(result.output, result.command).toMatch(/No issues found/);
    // The run is the one asked for: against this host's mock, with its report written by this run.
    expect(result.command).toContain(`--url ${urls[name]} `);
    expect(fs.statSync(path.join(root, result.junit)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);
  });
});
