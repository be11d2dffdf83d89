// One pipeline stage: say what it does, run it, and on failure exit non-zero
// with a message that names the file and the problem.
export async function stage(name, fn) {
  console.log(`[${name}] start`);
  try {
    await fn((msg) => console.log(`[${name}] ${msg}`));
    console.log(`[${name}] done`);
  } catch (err) {
    console.error(`[${name}] FAILED: ${err.message ?? err}`);
    process.exitCode = 1;
    throw err;
  }
}

// Run a stage module directly (`node scripts/x.mjs`) without a stack trace on failure.
export function runIfMain(meta, name, fn) {
  if (process.argv[1] && new URL(meta.url).pathname === process.argv[1]) {
    stage(name, fn).catch(() => process.exit(1));
  }
}
