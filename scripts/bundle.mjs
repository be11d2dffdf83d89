// Stage: bundle each root document of spec/ with swagger-parser into one file,
// generated/openapi/<name>.json and .yaml, and validate the result.
import SwaggerParser from '@apidevtools/swagger-parser';
import { documents, rel } from './lib/documents.mjs';
import { runIfMain } from './lib/stage.mjs';
import { writeJson, writeYaml } from './lib/write.mjs';

export async function bundle(log) {
  for (const doc of documents) {
    let bundled;
    try {
      bundled = await SwaggerParser.bundle(doc.source);
      await SwaggerParser.validate(structuredClone(bundled));
    } catch (err) {
      throw new Error(`${rel(doc.source)}: ${err.message}`);
    }
    await writeJson(doc.bundled, bundled);
    await writeYaml(doc.bundled.replace(/\.json$/, '.yaml'), bundled);
    log(`${rel(doc.source)} -> ${rel(doc.bundled)} (+ .yaml)`);
  }
}

runIfMain(import.meta, 'bundle', bundle);
