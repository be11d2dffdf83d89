// npm run build: the model of spec/ (bundled and validated once), then every generator stage, in order,
// each writing its part of generated/ (model.generatedDir).
import { bundleModel } from '../../packages/contract/index.mjs';
import { bundle } from './bundle.mjs';
import { buildDocs } from './docs.mjs';
import { generateTypes } from './types.mjs';
import { generateClient } from './client.mjs';
import { generateHash } from './hash.mjs';
import { generateSchemas } from './schemas.mjs';
import { generateValidators } from './validators.mjs';
import { generateHostedFields } from './hosted-fields.mjs';
import { stage } from '../lib/stage.mjs';
import { generateCollections } from './collections.mjs';
import { generateClientGo } from './client-go.mjs';
import { generateClientJava } from './client-java.mjs';
import { generateClientPython } from './client-python.mjs';

export const stages = [
  ['bundle', bundle],
  ['types', generateTypes],
  ['validators', generateValidators],
  ['client', generateClient],
  ['hash', generateHash],
  ['schemas', generateSchemas],
  ['hosted-fields', generateHostedFields],
  ['docs', buildDocs],
  ['collections', generateCollections],
];

/**
 * The stages that write another language's client package (packages/client-<language>/, generated code and the
 * artefacts it embeds), after the stages above: each runs its pinned generator only when its inputs changed
 * (scripts/generate/language-client.mjs). They write into packages/, not into the model's generated/, so `build()`
 * (which tests run on a copy of the contract) leaves them out.
 */
export const clientStages = [['client-python', generateClientPython], ['client-java', generateClientJava], ['client-go', generateClientGo]];

/** Every stage on a model; `log` gets each stage's lines. */
export async function build(model, log = () => {}) {
  for (const [name, fn] of stages) await fn((line) => log(`[${name}] ${line}`), model);
}

if (process.argv[1] && new URL(import.meta.url).pathname === process.argv[1]) {
  try {
    let model;
    await stage('model', async (log) => {
      model = await bundleModel();
      log(`${model.hosts.map((h) => `${h.name} (${h.operations.length} operations, ${h.elements.length} elements)`).join(', ')}; ${model.errors.length} error rows`);
    });
    for (const [name, fn] of [...stages, ...clientStages]) await stage(name, fn, model);
  } catch {
    process.exit(1);
  }
}
