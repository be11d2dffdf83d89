// ajv standalone code from a bundled document: the compilation shared by generated/validators/
// (scripts/generate-validators.mjs) and the client package's request validators (scripts/generate-client.mjs).
// One ajv per document, 2020-12 with formats (as the tests'), emitting an ES module with no compilation at run time.
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';

/** An ajv like the tests' (2020-12, formats on, all errors) that emits ES module code. */
export function standaloneAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: false, code: { source: true, esm: true } });
  addFormats.default(ajv);
  return ajv;
}

// ajv's ESM output still calls require() for its runtime helpers and formats; give the module one.
export const esmPrelude = `import { createRequire } from 'node:module';\nconst require = createRequire(import.meta.url);\n`;

/** The npm packages a standalone module requires at run time (ajv's helpers, ajv-formats' formats), from its code. */
export function runtimeRequires(code) {
  return [...new Set([...code.matchAll(/require\("((?:@[^/"]+\/)?[^/"]+)[^"]*"\)/g)].map((m) => m[1]))].sort();
}

/**
 * ES module code (prelude included) exporting one validator per entry of `exportsMap`
 * ({ exportName: JSON Pointer into the bundle }). `label` names the bundle in error messages.
 */
export function compileStandalone(bundle, documentName, exportsMap, label = documentName) {
  const ajv = standaloneAjv();
  const id = `https://contract.invalid/${documentName}.json`;
  ajv.addSchema({ ...bundle, $id: id });
  const refs = {};
  for (const [name, pointer] of Object.entries(exportsMap)) {
    ajv.addSchema({ $id: `urn:validator:${name}`, $ref: `${id}#${pointer}` });
    refs[name] = `urn:validator:${name}`;
  }
  try {
    return `${esmPrelude}${standaloneCode(ajv, refs)}`;
  } catch (err) {
    throw new Error(`${label}: ${err.message}`);
  }
}
