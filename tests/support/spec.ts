// The tests' view of the contract: the contract model (packages/contract) of the committed bundles, so tests take
// every fact of the contract from spec/ (through generated/openapi/) and restate none by hand. Nothing here
// walks a bundle or parses spec/ itself; it names what the model answers in the shapes the tests use.
import { deref, escapeToken as pointerEscape, loadModel, root } from '../../packages/contract/index.mjs';

export { deref, pointerEscape, root };

type Json = any;

// The model is JavaScript whose collections TypeScript infers as `any`; these are the shapes the tests rely
// on (members not named here stay `any`), so that callbacks over hosts, operations and rows typecheck.
export type ModelExample = { name: string; value: Json; summary?: string; password?: string; example: Json };
export type ModelResponse = { status: string; contentType: Json; contentTypes?: string[]; response: Json; media?: Json; schemaPointer: string | null; schema: Json; examples: ModelExample[] };
export type ModelParameter = { in: string; name: string; required: boolean; schema: Json; example: Json };
export type ModelRequestBody = { required: boolean; contentType: string; contentTypes: string[]; media: Json; schemaPointer: string | null; schema: Json; examples: ModelExample[] };
export interface ModelOperation {
  [member: string]: any;
  host: ModelHost;
  kind: 'path' | 'webhook';
  path: string;
  method: string;
  op: Json;
  operationId: string | null;
  pointer: string;
  label: string;
  gap?: string;
  recipe: Json;
  errors: string[];
  parameters: ModelParameter[];
  /** null where the operation has no body. */
  requestBody: ModelRequestBody | Json;
  responses: ModelResponse[];
  elements: ModelElement[];
  /** The first response of a status (undefined where there is none). */
  response(status: string | number): ModelResponse | Json;
}
export interface ModelElement {
  [member: string]: any;
  operation: ModelOperation;
  host: ModelHost;
  schema: Json;
  pointer: string;
  value: string | null;
  label: string;
  title: string | null;
  recipe: Json;
  errors: string[];
  examples: ModelExample[];
  gap: string | null;
  keyField: string | null;
}
export interface ModelHost {
  [member: string]: any;
  name: string;
  document: Json;
  bundled: string;
  operations: ModelOperation[];
  webhooks: ModelOperation[];
  elements: ModelElement[];
  keyField: string | null;
  validator: { ajv: Json; compile: (pointer: string) => Json; compileSchema: (schema: Json) => Json };
  compile(pointer: string): Json;
  deref(value: Json): Json;
  at(pointer: string): Json;
  /** The operation of a method and path (undefined where there is none). */
  operation(method: string, path: string): ModelOperation | Json;
  component(kind: string, name: string): Json;
  errorLists(): Array<{ pointer: string; label: string; rows: string[] }>;
}
export interface ModelErrorRow {
  [member: string]: any;
  name: string;
  raw: Json;
  summary?: string;
  source: Json;
  status: number | null;
  code: number | string | null;
  message: string | null;
  body: Json;
  gap: string | null;
  occursIn: string[];
  constant: string;
}
export type ModelPlace = { place: string; host?: ModelHost; operation?: ModelOperation; element?: ModelElement; component?: Json };
export interface ContractModel {
  [member: string]: any;
  hosts: ModelHost[];
  errors: ModelErrorRow[];
  elements: ModelElement[];
  catalogue: Record<string, Json>;
  host(name: string): ModelHost;
  error(name: string): ModelErrorRow | undefined;
  placesOf(row: ModelErrorRow): ModelPlace[];
  servedRows(): Array<{ host: ModelHost; operation: ModelOperation; status: string; rows: string[] }>;
}

/** The contract model of the committed bundles (loaded once per test file). */
export const model: ContractModel = loadModel();
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

/** Every request and response schema of a host's operations and webhooks: its pointer, its examples, the operation's label. */
export const schemaTargets = (h: Json): Array<{ pointer: string; examples: ModelExample[]; label: string }> =>
  h.operations.concat(h.webhooks).flatMap((op: Json) => [
    ...(op.requestBody?.schemaPointer ? [{ pointer: op.requestBody.schemaPointer, examples: op.requestBody.examples, label: op.label }] : []),
    ...op.responses.filter((r: Json) => r.schemaPointer).map((r: Json) => ({ pointer: r.schemaPointer, examples: r.examples, label: op.label })),
  ]);

/** The instance, then for each top-level member: the instance without it, and with it as a number. */
export function variants(value: Json): Json[] {
  const out = [value];
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const k of Object.keys(value)) {
      const { [k]: _drop, ...rest } = value;
      out.push(rest, { ...value, [k]: 12345 });
    }
  }
  return out;
}

/** A request body as its media type sends it. */
export const encodeBody = (type: string, body: Json) => (type === 'application/x-www-form-urlencoded' ? new URLSearchParams(body).toString() : JSON.stringify(body));

