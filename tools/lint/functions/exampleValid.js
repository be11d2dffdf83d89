// Every example of a media type (example, examples[*].value) validates against the media type's schema,
// with JSON Schema 2020-12 and formats, as Prism and the generated validators read it: the ajv comes from the
// model's one factory (tools/model/ajv.mjs).
import { createAjv } from '../../model/ajv.mjs';

const ajv = createAjv();
const compiled = new Map();

const describe = (errors) =>
  errors.map((e) => `${e.instancePath || '/'} ${e.message}${e.params?.allowedValues ? ` (${e.params.allowedValues.join(', ')})` : ''}`).join('; ');

export default function exampleValid(media, _opts, context) {
  if (!media || typeof media !== 'object' || !media.schema) return [];
  const cases = [];
  if ('example' in media) cases.push([media.example, [...context.path, 'example']]);
  for (const [name, ex] of Object.entries(media.examples ?? {})) {
    if (ex && typeof ex === 'object' && 'value' in ex) cases.push([ex.value, [...context.path, 'examples', name, 'value']]);
  }
  if (cases.length === 0) return [];
  let validate;
  try {
    // Compiled once per distinct schema: npm run lint lints six documents in one process, and the same
    // schema (an error body, a shared response) stands under many media types and in several documents.
    const text = JSON.stringify(media.schema);
    validate = compiled.get(text);
    if (!validate) compiled.set(text, (validate = ajv.compile(JSON.parse(text))));
  } catch (err) {
    return [{ message: `schema does not compile: ${err.message}`, path: [...context.path, 'schema'] }];
  }
  const out = [];
  for (const [value, path] of cases) {
    if (!validate(value)) out.push({ message: `example does not match its schema: ${describe(validate.errors)}`, path });
  }
  return out;
}
