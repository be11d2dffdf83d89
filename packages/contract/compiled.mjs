// A bundle's validators: an ajv that knows one bundled document and compiles the schema at a JSON Pointer of it,
// each compiled validator kept across processes as ajv standalone code (the compile cache below). The model
// (Host.compile), the sandbox's admin API and tests get theirs here; the validators generator gets its standalone
// modules through the same cache (standaloneModule).
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import standaloneCode from 'ajv/dist/standalone/index.js';
import { compileStandalone, createAjv, documentId } from './ajv.mjs';
import { cacheDir, cacheOn, keep, packageVersion } from './cache.mjs';

/**
 * An ajv that knows a bundled document: `compile(pointer)` validates against the schema at a JSON Pointer
 * of the document (compiled once per pointer). Without checking schemas against the 2020-12 meta-schema: the
 * document registered is a bundle already validated as OpenAPI 3.1 (bundleModel) and linted (Spectral's
 * oas3-schema checks each schema), the meta-schema check of the document itself looks at its root only (no
 * schema keyword there), and ajv's keyword code still refuses a malformed keyword when it compiles one (a
 * `type: strng`, a `minLength: 'x'`); compiling the meta-schema was about 90 ms of each process that starts the
 * mock or the sandbox. `allErrors` as createAjv's.
 *
 * What `compile(pointer)` compiles is kept across processes (see the compile cache below): the next process that
 * asks for the same pointer of the same document loads ajv's standalone code of that validator instead.
 */
export function documentValidator(name, document, { allErrors = true } = {}) {
  const caching = cacheOn('CONTRACT_AJV_CACHE');
  const ajv = createAjv({ validateSchema: false, allErrors, source: caching });
  const id = documentId(name);
  ajv.addSchema({ ...document, $id: id });
  const compiled = new Map();
  let documentKey;
  const compile = (pointer) => {
    let fn = compiled.get(pointer);
    if (!fn) {
      const schema = { $ref: `${id}#${pointer}` };
      if (caching) {
        documentKey ??= documentKeyOf(name, document, allErrors);
        fn = cachedCompile(ajv, schema, cacheFileOf(documentKey, pointer));
      } else {
        fn = ajv.compile(schema);
      }
      compiled.set(pointer, fn);
    }
    return fn;
  };
  /** Compile a schema (not of the document) whose $refs may point into it as `#/...`. */
  const compileSchema = (schema) => ajv.compile(JSON.parse(JSON.stringify(schema).replaceAll('"$ref":"#/', `"$ref":"${id}#/`)));
  return { ajv, compile, compileSchema };
}

// The compile cache. Compiling a bundle's schemas is most of what ajv costs a process that validates (the
// sandbox's request and answer schemas, about 0.2-0.4 s in each sandbox and mock process the tests start, and in
// each test worker): a pure function of ajv's and ajv-formats' versions, ajv.mjs and this file (the options
// createAjv gives), the document and the pointer. So each validator compiled is also written as ajv's standalone code (the same
// code ajv runs, with its runtime helpers and formats required from the same packages) to
// node_modules/.cache/contract-ajv/<sha256 of all that>.cjs, and a process that finds the file evaluates it (a
// few milliseconds) instead of compiling. A file that is missing, cut short or does not evaluate to a function is
// compiled again; a schema that does not compile throws, every time, and is never kept.
// CONTRACT_AJV_CACHE=0 turns the cache off.
const ajvCacheDir = cacheDir('contract-ajv');
const requireHere = createRequire(import.meta.url);
let compilerKeyText;
/** What the compiled code depends on besides the schema: ajv's and ajv-formats' versions, ajv.mjs and this file. */
function compilerKey() {
  if (compilerKeyText === undefined) {
    compilerKeyText = createHash('sha256').update(`ajv ${packageVersion('ajv')}\0ajv-formats ${packageVersion('ajv-formats')}\0`).update(fs.readFileSync(new URL('./ajv.mjs', import.meta.url))).update('\0').update(fs.readFileSync(new URL(import.meta.url))).digest('hex');
  }
  return compilerKeyText;
}

const documentKeyOf = (name, document, allErrors) =>
  createHash('sha256').update(`${compilerKey()}\0${JSON.stringify({ allErrors })}\0${documentId(name)}\0`).update(JSON.stringify(document)).digest('hex');
const cacheFileOf = (documentKey, pointer) => path.join(ajvCacheDir, `${createHash('sha256').update(`${documentKey}\0${pointer}`).digest('hex')}.cjs`);

/** The cache file of the validator `documentValidator(name, document, options).compile(pointer)` (whether or not it exists). */
export const ajvCacheFile = (name, document, pointer, { allErrors = true } = {}) => cacheFileOf(documentKeyOf(name, document, allErrors), pointer);

function cachedCompile(ajv, schema, file) {
  try {
    const module = { exports: {} };
    new Function('module', 'exports', 'require', fs.readFileSync(file, 'utf8'))(module, module.exports, requireHere);
    if (typeof module.exports === 'function') return module.exports;
  } catch {
    // Not compiled before (or a file cut short): compiled below, and kept again.
  }
  const fn = ajv.compile(schema);
  let code;
  try {
    code = standaloneCode(ajv, fn);
  } catch {
    // A validator ajv cannot write as standalone code is compiled by each process.
  }
  if (code) keep(ajvCacheDir, file, code);
  return fn;
}

/**
 * ajv.mjs compileStandalone's module code, through the compile cache: kept by a hash of the same compiler key, the
 * document, its name and the exports, with a SHA-256 of the code on its first line (a file whose code does not
 * match it is compiled again). npm run build, the release's build of its copy and the reach test's build of a
 * seeded copy write the same validators from the same bundles; each compiled them anew (about 0.5 s).
 */
export function standaloneModule(document, name, exportsMap, label = name) {
  if (!cacheOn('CONTRACT_AJV_CACHE')) return compileStandalone(document, name, exportsMap, label);
  const file = standaloneCacheFile(document, name, exportsMap);
  try {
    const text = fs.readFileSync(file, 'utf8');
    const newline = text.indexOf('\n');
    const code = text.slice(newline + 1);
    if (text.slice(0, newline) === createHash('sha256').update(code).digest('hex')) return code;
  } catch {
    // not compiled before
  }
  const code = compileStandalone(document, name, exportsMap, label);
  keep(ajvCacheDir, file, `${createHash('sha256').update(code).digest('hex')}\n${code}`);
  return code;
}

/** The cache file of standaloneModule(document, name, exportsMap) (whether or not it exists). */
export const standaloneCacheFile = (document, name, exportsMap) =>
  path.join(ajvCacheDir, `${createHash('sha256').update(`${compilerKey()}\0standalone\0${name}\0${JSON.stringify(exportsMap)}\0`).update(JSON.stringify(document)).digest('hex')}.module`);
