// Stage: each host document of the model, bundled from spec/, into generated/openapi/<host>.json and .yaml.
// The model bundles and validates (packages/contract); this stage only writes.
import { rel } from '../../packages/contract/index.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeJson, writeYaml } from '../lib/write.mjs';

export async function bundle(log, model) {
  for (const host of model.hosts) {
    await writeJson(host.bundled, host.document);
    await writeYaml(host.bundled.replace(/\.json$/, '.yaml'), host.document);
    log(`${rel(host.source)} -> ${rel(host.bundled)} (+ .yaml)`);
  }
}

runIfMain(import.meta, 'bundle', bundle);
