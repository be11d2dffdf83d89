// Stage: what a client in any language reads besides the bundles and the recipes, in generated/schemas/:
//   errors.json            the error catalogue (spec/errors.yaml): every row with its status, code, every code a
//                          client should expect with its message (`codes`: the not-found rule of 6.7.0 applied),
//                          message, summary, gap and the operations it occurs in; and the not-found rule itself;
//   webhooks/<name>.json   each webhook payload (callback) as a self-contained JSON Schema 2020-12 document: the
//                          payload schema of the bundle with every component it reaches under $defs, so a
//                          validator of any language (jsonschema, santhosh-tekuri/jsonschema, networknt) takes it
//                          with no OpenAPI around it.
// Deterministic: rows in catalogue order, $defs sorted by name.
import path from 'node:path';
import { at, deref, escapeToken, rel, tokensOf, walk } from '../model/index.mjs';
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
 * A schema of `doc` at `pointer` as a document of its own: every `#/components/<kind>/<name>` it reaches becomes
 * `#/$defs/<name>` (a name used by two kinds gets the kind as a prefix).
 */
export function standaloneSchema(doc, pointer, { title, id } = {}) {
  const root = structuredClone(at(doc, pointer));
  const defs = {};
  const nameOf = new Map();
  const pending = [];
  const local = (ref) => {
    if (!nameOf.has(ref)) {
      const tokens = tokensOf(ref.slice(1));
      const base = tokens.at(-1);
      const taken = new Set(nameOf.values());
      const name = taken.has(base) ? tokens.slice(1).join('_') : base;
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
  rewrite(root);
  while (pending.length) {
    const ref = pending.shift();
    const target = at(doc, ref.slice(1));
    if (target === undefined) throw new Error(`${title ?? pointer}: $ref ${ref} resolves to nothing`);
    defs[nameOf.get(ref)] = rewrite(structuredClone(deref(doc, target)));
  }
  const sorted = Object.fromEntries(Object.entries(defs).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { $schema: DIALECT, ...(id ? { $id: id } : {}), ...(title && !root.title ? { title } : {}), ...root, ...(Object.keys(sorted).length ? { $defs: { ...(root.$defs ?? {}), ...sorted } } : {}) };
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
  for (const p of payloads) {
    await write(path.join(out, 'webhooks', `${p.name}.json`), standaloneSchema(p.host.document, p.pointer, { title: `The ${p.name} callback payload`, id: `${p.name}.json` }));
  }
  await removeStale(out, written);
  log(`${catalogue.rows.length} error rows, ${payloads.length} webhook payload schemas in ${rel(out)}`);
}

runIfMain(import.meta, 'schemas', generateSchemas);
