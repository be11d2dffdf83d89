// Whether vitest has run in this checkout: it writes its results (each file's duration and state) to
// node_modules/.vite/vitest/<hash>/results.json at the end of every run. A checkout without them is on its first run,
// whose caches are still empty (tests/vitest.config.ts gives it a worker more; `npm run bench -- suite-time` does
// not count it).
import fs from 'node:fs';
import path from 'node:path';
import { root } from '../../packages/contract/cache.mjs';

export function hasVitestResults() {
  const dir = path.join(root, 'node_modules', '.vite', 'vitest');
  return fs.existsSync(dir) && fs.readdirSync(dir).some((d) => fs.existsSync(path.join(dir, d, 'results.json')));
}
