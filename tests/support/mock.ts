// The suite's mock: tests/support/global-setup.ts starts it with the run and does not wait for it (the workers start
// and the tests that need no mock run meanwhile); a test that sends to it awaits mockUrls(), which resolves once
// the mock has printed its three ready lines, and fails with the mock's output if it did not start.
import fs from 'node:fs';
import { inject } from 'vitest';

export type MockUrls = ReturnType<typeof inject<'mockUrls'>>;

let ready: Promise<MockUrls> | undefined;

/** The mock's URL of each host, once the mock answers on all three. */
export function mockUrls(): Promise<MockUrls> {
  ready ??= (async () => {
    const status = inject('mockStatus');
    for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 25))) {
      let text = '';
      try {
        text = fs.readFileSync(status, 'utf8');
      } catch {
        // not written yet: the mock is starting
      }
      if (text === 'ready') return inject('mockUrls');
      if (text.startsWith('failed\n')) throw new Error(`the suite's mock (tests/support/global-setup.ts) did not start:\n${text.slice('failed\n'.length)}`);
      if (Date.now() > deadline) throw new Error(`the suite's mock (tests/support/global-setup.ts) was not ready after 60 s (${status} says ${JSON.stringify(text)})`);
    }
  })();
  return ready;
}
