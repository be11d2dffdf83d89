// The tests' view of the contract: the contract model (tools/model) of the committed bundles, so tests take
// every fact of the contract from spec/ (through generated/openapi/) and restate none by hand. Nothing here
// walks a bundle or parses spec/ itself; it names what the model answers in the shapes the tests use.
import { deref, escapeToken as pointerEscape, loadModel, root } from '../../tools/model/index.mjs';

export { deref, pointerEscape, root };

type Json = any;

/** The contract model of the committed bundles (loaded once per test file). */
export const model = loadModel();
export const documentNames = model.hosts.map((h) => h.name) as DocumentName[];
export type DocumentName = 'checkout' | 's2s-card' | 's2s-apm';

export const host = (name: DocumentName) => model.host(name);
export const bundledPath = (name: DocumentName) => model.host(name).bundled;
/** A fresh copy of a bundle (tests may change it). */
export const loadBundled = (name: DocumentName): Json => structuredClone(model.host(name).document);
export const errorCatalogue: Record<string, Json> = model.catalogue;

/** A validator of a bundled document: `compile(pointer)` through the model's one ajv factory. */
export function validatorFor(name: DocumentName) {
  const h = model.host(name);
  return { doc: h.document, ajv: h.validator.ajv, compile: (pointer: string) => h.compile(pointer) };
}

/** Every media type object of a document's paths and webhooks, with its JSON Pointer. */
export function mediaObjects(doc: Json): Array<{ pointer: string; media: Json }> {
  const h = model.hosts.find((x) => x.document === doc) ?? model.hosts.find((x) => x.document.info?.title === doc.info?.title)!;
  return [...h.operations, ...h.webhooks].flatMap((o) => [
    ...(o.requestBody ? o.requestBody.contentTypes.map((t: string) => ({ pointer: `${o.pointer}/requestBody/content/${pointerEscape(t)}`, media: deref(h.document, h.document[o.kind === 'webhook' ? 'webhooks' : 'paths'][o.path][o.method].requestBody).content[t] })) : []),
    ...o.responses.filter((r: Json) => r.contentType).map((r: Json) => ({ pointer: `${o.pointer}/responses/${r.status}/content/${pointerEscape(r.contentType)}`, media: r.media })),
  ]);
}

/** The example named `name` of an operation's response, from the bundled document. */
export function responseExample(doc: Json, p: string, method: string, status: string, name: string, type = 'application/json'): Json {
  const h = model.hosts.find((x) => x.document === doc)!;
  const r = h.operation(method, p)?.responses.find((x: Json) => x.status === status && x.contentType === type);
  const example = r?.examples.find((e: Json) => e.name === name);
  if (!example) throw new Error(`no example "${name}" on ${method.toUpperCase()} ${p} ${status}`);
  return example.value;
}

/**
 * Every operation of a document with what a valid call of it sends: its media type, its first request
 * example, and the example of each required header parameter (such as Token).
 */
export function operationCalls(doc: Json) {
  const h = model.hosts.find((x) => x.document === doc)!;
  return h.operations
    .filter((o) => o.operationId)
    .map((o) => ({
      p: o.path,
      method: o.method,
      op: o.op,
      type: o.requestBody?.contentType as string,
      example: o.requestBody?.examples[0]?.value,
      headers: Object.fromEntries(o.parameters.filter((prm) => prm.in === 'header' && prm.required).map((prm) => [prm.name, String(prm.example)])) as Record<string, string>,
    }));
}

/** A request body as its media type sends it. */
export const encodeBody = (type: string, body: Json) => (type === 'application/x-www-form-urlencoded' ? new URLSearchParams(body).toString() : JSON.stringify(body));
