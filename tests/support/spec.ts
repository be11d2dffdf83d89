// Read-only access to the bundled documents and the error catalogue, so tests take every fact
// of the contract from spec/ (through generated/openapi/) and restate none by hand.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';

export const root = path.resolve(import.meta.dirname, '../..');
export const documentNames = ['checkout', 's2s-card', 's2s-apm'] as const;
export type DocumentName = (typeof documentNames)[number];

type Json = any;

export const bundledPath = (name: DocumentName) => path.join(root, 'generated', 'openapi', `${name}.json`);
export const loadBundled = (name: DocumentName): Json => JSON.parse(fs.readFileSync(bundledPath(name), 'utf8'));
export const errorCatalogue: Record<string, Json> = YAML.parse(fs.readFileSync(path.join(root, 'spec', 'errors.yaml'), 'utf8'));

/** An ajv (2020-12, formats on) that knows a bundled document, so `#/components/...` refs resolve. */
export function validatorFor(name: DocumentName) {
  const doc = loadBundled(name);
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  formats.default(ajv);
  const id = `https://contract.invalid/${name}.json`;
  ajv.addSchema({ ...doc, $id: id });
  const compile = (pointer: string) => ajv.compile({ $ref: `${id}#${pointer}` });
  return { doc, ajv, compile };
}

export const pointerEscape = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

/** Every media type object of a document's paths and webhooks, with its JSON Pointer. */
export function mediaObjects(doc: Json): Array<{ pointer: string; media: Json }> {
  const out: Array<{ pointer: string; media: Json }> = [];
  const items = [
    ...Object.entries<Json>(doc.paths ?? {}).map(([p, item]) => [`/paths/${pointerEscape(p)}`, item] as const),
    ...Object.entries<Json>(doc.webhooks ?? {}).map(([w, item]) => [`/webhooks/${pointerEscape(w)}`, item] as const),
  ];
  for (const [itemPointer, item] of items) {
    for (const [method, op] of Object.entries<Json>(item)) {
      if (typeof op !== 'object' || !op) continue;
      const base = `${itemPointer}/${method}`;
      for (const [type, media] of Object.entries<Json>(op.requestBody?.content ?? {})) {
        out.push({ pointer: `${base}/requestBody/content/${pointerEscape(type)}`, media });
      }
      for (const [status, response] of Object.entries<Json>(op.responses ?? {})) {
        for (const [type, media] of Object.entries<Json>(response.content ?? {})) {
          out.push({ pointer: `${base}/responses/${status}/content/${pointerEscape(type)}`, media });
        }
      }
    }
  }
  return out;
}

/** Resolve a local $ref chain inside a bundled document. */
export function deref(doc: Json, value: Json): Json {
  let v = value;
  while (v && typeof v === 'object' && typeof v.$ref === 'string' && v.$ref.startsWith('#/')) {
    v = v.$ref
      .slice(2)
      .split('/')
      .map((s: string) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce((o: Json, k: string) => o?.[k], doc);
  }
  return v;
}

/** The example named `name` of an operation's response, from the bundled document. */
export function responseExample(doc: Json, p: string, method: string, status: string, name: string, type = 'application/json'): Json {
  const media = doc.paths[p][method].responses[status].content[type];
  const example = deref(doc, media.examples?.[name]);
  if (!example) throw new Error(`no example "${name}" on ${method.toUpperCase()} ${p} ${status}`);
  return example.value;
}
