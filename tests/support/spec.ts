// Read-only access to the bundled documents and the error catalogue, so tests take every fact
// of the contract from spec/ (through generated/openapi/) and restate none by hand.
import fs from 'node:fs';
import path from 'node:path';
import YAML from 'yaml';
import { Ajv2020 } from 'ajv/dist/2020.js';
import formats from 'ajv-formats';
import { deref, escapeToken as pointerEscape } from '../../scripts/lib/pointer.mjs';

// JSON Pointers and local $refs: the scripts' own helpers.
export { deref, pointerEscape };

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


/** The example named `name` of an operation's response, from the bundled document. */
export function responseExample(doc: Json, p: string, method: string, status: string, name: string, type = 'application/json'): Json {
  const media = doc.paths[p][method].responses[status].content[type];
  const example = deref(doc, media.examples?.[name]);
  if (!example) throw new Error(`no example "${name}" on ${method.toUpperCase()} ${p} ${status}`);
  return example.value;
}

/**
 * Every operation of a document with what a valid call of it sends: its media type, its first request
 * example, and the example of each required header parameter (such as Token).
 */
export function operationCalls(doc: Json) {
  return Object.entries<Json>(doc.paths).flatMap(([p, item]) =>
    Object.entries<Json>(item)
      .filter(([, op]) => op?.operationId)
      .map(([method, op]) => {
        const [type, media] = Object.entries<Json>(op.requestBody?.content ?? {})[0] ?? [];
        const example = media && deref(doc, Object.values<Json>(media.examples ?? {})[0])?.value;
        const headers: Record<string, string> = Object.fromEntries(
          (op.parameters ?? []).map((prm: Json) => deref(doc, prm)).filter((prm: Json) => prm.in === 'header' && prm.required).map((prm: Json) => [prm.name, String(prm.example)]),
        );
        return { p, method, op, type: type as string, example, headers };
      }),
  );
}

/** A request body as its media type sends it. */
export const encodeBody = (type: string, body: Json) => (type === 'application/x-www-form-urlencoded' ? new URLSearchParams(body).toString() : JSON.stringify(body));
