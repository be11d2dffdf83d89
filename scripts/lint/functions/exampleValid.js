// Every example validates against its schema, with JSON Schema 2020-12 and formats, as Prism and the
// generated validators read it: the ajv comes from the model's one factory (packages/contract/ajv.mjs).
// Two kinds of target (functionOptions.of):
// - 'media' (default): a media type, parameter or header object: its `example` and each `examples[*].value`
//   against its `schema`;
// - 'schema': a schema object: each item of its `examples`, its `example` and its `default` against the
//   schema itself (without those keywords).
// It replaces Spectral's oas3-valid-media-example and oas3-valid-schema-example (switched off in
// .spectral.yaml), which check the same with their own ajv and compile every schema once more.
import { createAjv } from '../../../packages/contract/ajv.mjs';

// Without the meta-schema check: oas3-schema (on the bundles) and the build's validators check the schemas.
const ajv = createAjv({ validateSchema: false });
const compiled = new Map();

const describe = (errors) =>
  errors.map((e) => `${e.instancePath || '/'} ${e.message}${e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : ''}`).join('; ');

/** The cases of a media type, parameter or header: [value, path, schema]. */
function mediaCases(media, path) {
  if (!media.schema || typeof media.schema !== 'object') return [];
  const cases = [];
  if ('example' in media) cases.push([media.example, [...path, 'example']]);
  for (const [name, ex] of Object.entries(media.examples ?? {})) {
    if (ex && typeof ex === 'object' && 'value' in ex) cases.push([ex.value, [...path, 'examples', name, 'value']]);
  }
  return cases.map(([value, at]) => [value, at, media.schema, path.concat('schema')]);
}

/** The cases of a schema object: its examples, example and default against itself. */
function schemaCases(schema, path) {
  // An example value that happens to hold a member named `examples` or `default` is not a schema.
  if (path.some((p, i) => (p === 'examples' && path[i + 2] === 'value') || p === 'example' || p === 'const' || p === 'enum')) return [];
  const { examples, example, default: byDefault, ...rest } = schema;
  const cases = [];
  if (Array.isArray(examples)) examples.forEach((v, i) => cases.push([v, [...path, 'examples', i]]));
  if (example !== undefined) cases.push([example, [...path, 'example']]);
  if (byDefault !== undefined) cases.push([byDefault, [...path, 'default']]);
  return cases.map(([value, at]) => [value, at, rest, path]);
}

export default function exampleValid(target, opts, context) {
  if (!target || typeof target !== 'object' || Array.isArray(target)) return [];
  const cases = opts?.of === 'schema' ? schemaCases(target, context.path) : mediaCases(target, context.path);
  const out = [];
  for (const [value, at, schema, schemaPath] of cases) {
    let validate;
    try {
      // Compiled once per distinct schema: npm run lint lints several documents in one process, and the same
      // schema (an error body, a shared response) stands under many media types and in several documents.
      const text = JSON.stringify(schema);
      validate = compiled.get(text);
      if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text))));
    } catch (err) {
      out.push({ message: `schema does not compile: ${err.message}`, path: schemaPath });
      continue;
    }
    if (!validate(value)) out.push({ message: `example does not match its schema: ${describe(validate.errors)}`, path: at });
  }
  return out;
}
