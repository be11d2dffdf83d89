// The one ajv factory of the repository: JSON Schema 2020-12 with formats, as Prism and the generated
// validators read the contract. Everything that validates (the model, lint functions, the mock, tests,
// the validator generator) gets its ajv here; nothing else constructs one. A bundle's validators, kept across
// processes, come from ./compiled.mjs (documentValidator). This file reads no file and no import.meta: Spectral
// bundles it into lint's house functions (scripts/lint/functions/exampleValid.js).
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';

/**
 * A 2020-12 ajv with formats. `standalone: true` makes one that emits ES module code (ajv standalone);
 * `allErrors` (default true) lists every error rather than the first; `source: true` keeps each validator's code
 * (ajv's code.source, for standalone code of it); `validateSchema: false` skips checking
 * each schema against the 2020-12 meta-schema before compiling it (lint's example rule: Spectral's
 * oas3-schema checks the schemas, and compiling the meta-schema is a third of that rule's time).
 */
export function createAjv({ standalone = false, allErrors = true, validateSchema = true, source = false } = {}) {
  const ajv = new Ajv2020({ allErrors, strict: false, validateSchema, ...(standalone ? { code: { source: true, esm: true } } : source ? { code: { source: true } } : {}) });
  addFormats.default(ajv);
  return ajv;
}

/** The $id under which a bundle is registered with ajv, so that its `#/components/...` refs resolve. */
export const documentId = (name) => `https://contract.invalid/${name}.json`;

/** A validator of a standalone schema (no $refs into a document). */
export const compileSchema = (schema, options) => createAjv(options).compile(schema);

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
export function compileStandalone(document, name, exportsMap, label = name) {
  const ajv = createAjv({ standalone: true });
  const id = documentId(name);
  ajv.addSchema({ ...document, $id: id });
  const refs = {};
  for (const [exportName, pointer] of Object.entries(exportsMap)) {
    ajv.addSchema({ $id: `urn:validator:${exportName}`, $ref: `${id}#${pointer}` });
    refs[exportName] = `urn:validator:${exportName}`;
  }
  try {
    return `${esmPrelude}${standaloneCode(ajv, refs)}`;
  } catch (err) {
    throw new Error(`${label}: ${err.message}`);
  }
}
