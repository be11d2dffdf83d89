// Stage: what a client in any language reads besides the bundles and the recipes, in generated/schemas/:
//   errors.json            the error catalogue (spec/errors.yaml): every row with its status, code, every code a
//                          client should expect with its message (`codes`: the not-found rule of 6.7.0 applied),
//                          message, summary, gap and the operations it occurs in; and the not-found rule itself;
//   webhooks.json          every webhook payload (callback) in one self-contained JSON Schema 2020-12 document:
//                          each payload schema of the bundles under $defs/<webhook name> (payment-outcome, ...),
//                          with every component they reach under $defs/<component name> once, so a validator of
//                          any language (jsonschema, santhosh-tekuri/jsonschema, networknt) takes
//                          `webhooks.json#/$defs/<webhook name>` with no OpenAPI around it. It is the bundles'
//                          webhook schemas in another format (JSON Schema instead of OpenAPI), as the .yaml
//                          bundles are the .json ones in another.
// Deterministic: rows in catalogue order, $defs in webhook order, then components sorted by name.
import path from 'node:path';
import { at, deref, escapeToken, rel, tokensOf, walk } from '../../packages/contract/index.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { writeJson } from '../lib/write.mjs';
import { removeStale } from './validators.mjs';

export const FORMAT_VERSION = 1;
const DIALECT = 'https://json-schema.org/draft/2020-12/schema';

/** The catalogue as data: { formatVersion, notFoundRule, rows: [...] }. */
export function catalogueOf(model) {
  const rule = model.notFoundRule;
  return {
    formatVersion: FORMAT_VERSION,
    description: 'The error catalogue of spec/errors.yaml. Match an error body on error_code (compared as text: the source shows it as a number and as a string) and error_message together: a row matches when the code is one of `codes` and the message equals `message`; where the source shows only one of them (`null` for the other), that one. `codes` lists the row\'s own code, then the not-found rule\'s code for the row\'s entity where it differs.',
    notFoundRule: rule ? { description: rule.description, codes: rule.codes } : null,
    rows: model.errors.map((r) => ({
      name: r.name,
      constant: r.constant,
      status: r.status,
      code: r.code,
      codes: r.codes,
      message: r.message,
      summary: r.summary,
      ...(r.entity ? { entity: r.entity } : {}),
      ...(r.gap ? { gap: r.gap } : {}),
      occursIn: r.occursIn,
      source: r.source,
    })),
  };
}

/**
 * Schemas of `doc` as one document of their own: `roots` maps a name to a JSON Pointer of `doc`; each becomes
 * `$defs/<name>`, and every `#/components/<kind>/<name>` they reach becomes `$defs/<name>` once (a component name
 * taken by a root or by another kind gets the kind as a prefix).
 */
export function standaloneDocument(doc, roots, { id, description } = {}) {
  const defs = {};
  const nameOf = new Map();
  const taken = new Set(Object.keys(roots));
  const pending = [];
  const local = (ref) => {
    if (!nameOf.has(ref)) {
      const tokens = tokensOf(ref.slice(1));
      const name = taken.has(tokens.at(-1)) ? tokens.slice(1).join('_') : tokens.at(-1);
      taken.add(name);
      nameOf.set(ref, name);
      pending.push(ref);
    }
    return `#/$defs/${escapeToken(nameOf.get(ref))}`;
  };
  const rewrite = (node) => {
    walk(node, (value) => {
      if (value && typeof value === 'object' && typeof value.$ref === 'string' && value.$ref.startsWith('#/')) value.$ref = local(value.$ref);
    });
    return node;
  };
  const rootDefs = {};
  for (const [name, pointer] of Object.entries(roots)) {
    const schema = at(doc, pointer);
    if (schema === undefined) throw new Error(`${name}: ${pointer} resolves to nothing`);
    rootDefs[name] = rewrite(structuredClone(schema));
  }
  while (pending.length) {
    const ref = pending.shift();
    const target = at(doc, ref.slice(1));
    if (target === undefined) throw new Error(`$ref ${ref} resolves to nothing`);
    defs[nameOf.get(ref)] = rewrite(structuredClone(deref(doc, target)));
  }
  const components = Object.entries(defs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return { $schema: DIALECT, ...(id ? { $id: id } : {}), ...(description ? { description } : {}), $defs: { ...rootDefs, ...Object.fromEntries(components) } };
}

/** Every webhook payload of the model: [{ host, name, operationId, pointer }]. */
export function webhookPayloads(model) {
  return model.hosts.flatMap((host) =>
    host.webhooks.filter((w) => w.requestBody?.schemaPointer).map((w) => ({ host, name: w.path, operationId: w.operationId, pointer: w.requestBody.schemaPointer })),
  );
}

export async function generateSchemas(log, model) {
  const out = path.join(model.generatedDir, 'schemas');
  const written = new Set();
  const write = async (file, data) => {
    written.add(file);
    await writeJson(file, data);
  };
  const catalogue = catalogueOf(model);
  await write(path.join(out, 'errors.json'), catalogue);
  const payloads = webhookPayloads(model);
  const hosts = [...new Set(payloads.map((p) => p.host))];
  if (hosts.length > 1) throw new Error(`webhooks of several documents (${hosts.map((h) => h.name).join(', ')}): webhooks.json takes one`);
  if (hosts.length) {
    const description = `The callback payloads of ${hosts[0].name} (its bundle's webhooks, generated/openapi/${hosts[0].name}.json) as one JSON Schema 2020-12 document: validate a callback body against webhooks.json#/$defs/<webhook name> (${payloads.map((p) => p.name).join(', ')}). Generated by scripts/generate/schemas.mjs; do not edit.`;
    await write(path.join(out, 'webhooks.json'), standaloneDocument(hosts[0].document, Object.fromEntries(payloads.map((p) => [p.name, p.pointer])), { id: 'webhooks.json', description }));
  }
  await removeStale(out, written);
  log(`${catalogue.rows.length} error rows, ${payloads.length} webhook payload schemas in ${rel(out)}`);
}

runIfMain(import.meta, 'schemas', generateSchemas);
