// npm run lint: the contract model bundles spec/ in memory (tools/model bundleModel), the bundles are written
// to a temporary directory as <host>.bundle.json, and Spectral (.spectral.yaml: spectral:oas + house rules)
// runs once over the source root documents and those bundles. Nothing is written into the repository
// (generated/ holds the committed bundles; npm run build writes them). Spectral names each problem's file:
// a bundle is reported as <tmp>/<host>.bundle.json, and each bundle is listed below with its host.
// Extra arguments go to Spectral, for example `npm run lint -- -f junit -o reports/lint.xml` or
// `-f github-actions`.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import { bundleModel, rel, root } from '../model/index.mjs';
import { stage } from '../lib/stage.mjs';

let model;
let dir;
try {
  await stage('bundle', async (log) => {
    model = await bundleModel();
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-'));
    for (const host of model.hosts) {
      const file = path.join(dir, `${host.name}.bundle.json`);
      fs.writeFileSync(file, `${JSON.stringify(host.document, null, 2)}\n`);
      log(`${host.name}: ${rel(host.source)} bundled in memory -> ${file}`);
    }
  });
  await stage('lint', async (log) => {
    const targets = model.hosts.flatMap((h) => [rel(h.source), path.join(dir, `${h.name}.bundle.json`)]);
    log(`spectral lint ${targets.join(' ')}`);
    const args = ['lint', ...targets, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', ...process.argv.slice(2)];
    const run = await execa('spectral', args, { cwd: root, preferLocal: true, stdio: 'inherit', reject: false });
    if (run.exitCode !== 0) throw new Error(`Spectral reported problems (rule names above, by file; <host>.bundle.json is the bundle of spec/<host>.yaml); exit code ${run.exitCode}`);
  });
} catch {
  process.exitCode = 1;
} finally {
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
