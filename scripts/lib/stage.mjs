// One pipeline stage: say what it does, run it, and on failure exit non-zero with a message that names
// the file and the problem. A stage is `(log, model) => Promise`: it gets the contract model (packages/contract).
import { bundleModel } from '../../packages/contract/index.mjs';

export async function stage(name, fn, model) {
  console.log(`[${name}] start`);
  try {
    await fn((msg) => console.log(`[${name}] ${msg}`), model);
    console.log(`[${name}] done`);
  } catch (err) {
    console.error(`[${name}] FAILED: ${err.message ?? err}`);
    process.exitCode = 1;
    throw err;
  }
}

// Run a stage module directly (`node scripts/generate/x.mjs`) on the model of spec/ as it is now,
// without a stack trace on failure.
export function runIfMain(meta, name, fn) {
  if (process.argv[1] && new URL(meta.url).pathname === process.argv[1]) {
    let model;
    stage('model', async (log) => {
      model = await bundleModel();
      log(`${model.hosts.map((h) => h.name).join(', ')} bundled from spec/`);
    })
      .then(() => stage(name, fn, model))
      .catch(() => process.exit(1));
  }
}
