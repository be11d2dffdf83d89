// Stage: bundle each root document of spec/ with swagger-parser into one file,
// generated/openapi/<name>.json and .yaml, and validate the result.
import SwaggerParser from '@apidevtools/swagger-parser';
import { documents, rel } from './lib/documents.mjs';
import { runIfMain } from './lib/stage.mjs';
import { writeJson, writeYaml } from './lib/write.mjs';
import { escapeToken } from './lib/pointer.mjs';

// In a bundle every schema $ref must name a registered component (or its $defs): a schema file that the
// root document does not register under components is placed wherever swagger-parser first met it, such as
// a parameter's schema, and openapi-typescript then emits a type path that does not compile.
const NAMED = /^#\/components\/[^/]+\/[^/]+(\/\$defs\/.+)?$/;
const EXAMPLE = /\/examples\/[^/]+$/;

function strayRefs(node, at = '#', out = []) {
  if (Array.isArray(node)) node.forEach((n, i) => strayRefs(n, `${at}/${i}`, out));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string' && !NAMED.test(node.$ref) && !EXAMPLE.test(node.$ref)) out.push(`${at}: $ref ${node.$ref}`);
    for (const [k, v] of Object.entries(node)) strayRefs(v, `${at}/${escapeToken(k)}`, out);
  }
  return out;
}

export async function bundle(log) {
  for (const doc of documents) {
    let bundled;
    try {
      bundled = await SwaggerParser.bundle(doc.source);
      await SwaggerParser.validate(structuredClone(bundled));
    } catch (err) {
      throw new Error(`${rel(doc.source)}: ${err.message}`);
    }
    const stray = strayRefs(bundled);
    if (stray.length) {
      throw new Error(`${rel(doc.source)}: schemas referenced but not registered under components (register each file in the root document):\n  ${stray.join('\n  ')}`);
    }
    await writeJson(doc.bundled, bundled);
    await writeYaml(doc.bundled.replace(/\.json$/, '.yaml'), bundled);
    log(`${rel(doc.source)} -> ${rel(doc.bundled)} (+ .yaml)`);
  }
}

runIfMain(import.meta, 'bundle', bundle);
