// The one ajv factory of the repository: JSON Schema 2020-12 with formats, as Prism and the generated
// validators read the contract. Everything that validates (the model, lint functions, the mock, tests,
// the validator generator) gets its ajv here; nothing else constructs one.
import { Ajv2020 } from 'ajv/dist/2020.js';
import standaloneCode from 'ajv/dist/standalone/index.js';
import addFormats from 'ajv-formats';

/**
 * A 2020-12 ajv with formats. `standalone: true` makes one that emits ES module code (ajv standalone);
 * `allErrors` (default true) lists every error rather than the first; `validateSchema: false` skips checking
 * each schema against the 2020-12 meta-schema before compiling it (lint's example rule: Spectral's
 * oas3-schema checks the schemas, and compiling the meta-schema is a third of that rule's time).
 */
export function createAjv({ standalone = false, allErrors = true, validateSchema = true } = {}) {
  const ajv = new Ajv2020({ allErrors, strict: false, validateSchema, ...(standalone ? { code: { source: true, esm: true } } : {}) });
  addFormats.default(ajv);
  return ajv;
}

/** The $id under which a bundle is registered with ajv, so that its `#/components/...` refs resolve. */
export const documentId = (name) => `https://contract.invalid/${name}.json`;

/**
 * An ajv that knows a bundled document: `compile(pointer)` validates against the schema at a JSON Pointer
 * of the document (compiled once per pointer). Without checking schemas against the 2020-12 meta-schema: the
 * document registered is a bundle already validated as OpenAPI 3.1 (bundleModel) and linted (Spectral's
 * oas3-schema checks each schema), the meta-schema check of the document itself looks at its root only (no
 * schema keyword there), and ajv's keyword code still refuses a malformed keyword when it compiles one (a
 * `type: strng`, a `minLength: 'x'`); compiling the meta-schema was about 90 ms of each process that starts the
 * mock or the sandbox.
 */
export function documentValidator(name, document) {
  const ajv = createAjv({ validateSchema: false });
  const id = documentId(name);
  ajv.addSchema({ ...document, $id: id });
  const compiled = new Map();
  const compile = (pointer) => {
    let fn = compiled.get(pointer);
    if (!fn) compiled.set(pointer, (fn = ajv.compile({ $ref: `${id}#${pointer}` })));
    return fn;
  };
  /** Compile a schema (not of the document) whose $refs may point into it as `#/...`. */
  const compileSchema = (schema) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${id}#/`)));
  return { ajv, compile, compileSchema };
}

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
