// npm run lint: bundle the sources, then Spectral (.spectral.yaml: spectral:oas + house rules)
// over the source root documents and the bundles. Extra arguments go to Spectral, for example
// `npm run lint -- -f junit -o reports/lint.xml` or `-f github-actions`.
import { execa } from 'execa';
import { bundle } from './bundle.mjs';
import { documents, rel, root } from './lib/documents.mjs';
import { stage } from './lib/stage.mjs';

const targets = documents.flatMap((d) => [d.source, d.bundled]).map(rel);

try {
  await stage('bundle', bundle);
  await stage('lint', async (log) => {
    log(`spectral lint ${targets.join(' ')}`);
    const args = ['lint', ...targets, '--ruleset', '.spectral.yaml', '--fail-severity', 'warn', ...process.argv.slice(2)];
    const run = await execa('spectral', args, { cwd: root, preferLocal: true, stdio: 'inherit', reject: false });
    if (run.exitCode !== 0) throw new Error(`Spectral reported problems (rule names above, by file); exit code ${run.exitCode}`);
  });
} catch {
  process.exit(1);
}
