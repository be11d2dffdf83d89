// The view of a host's bundle that oasdiff compares (scripts/diff/compare.mjs), made from the contract model so
// that oasdiff's rules apply in the right direction and at the right grain:
// - A form operation whose body is a union of action branches (S2S CARD and S2S APM: one POST /post, the
//   `action` member picks the operation) becomes one operation per action, at the path
//   `<path>/<ACTION>` with the branch as its whole request body and the operation's responses: a change to a
//   branch is reported against its action, and a new action is a new operation, not a changed oneOf.
// - A webhook (a callback the gateway POSTs to the merchant) becomes an operation whose 200 response is the
//   callback payload, at `/webhooks/<name>`: the merchant receives the payload, so for the merchant a removed
//   member breaks (oasdiff's response rules) and a new one does not. oasdiff reads a webhook's payload as a
//   request body, the opposite direction, and the view corrects it.
// Every other operation is kept as it is. `where` maps each view operation back to what the contract names it:
// { kind: 'operation' | 'action' | 'webhook', name, label }.
import { HTTP_METHODS } from '../../packages/contract/index.mjs';

export function diffView(host) {
  const document = structuredClone(host.document);
  const paths = {};
  const where = new Map(); // `${METHOD} ${view path}` -> { kind, name, label }
  for (const op of host.operations) {
    const item = (paths[op.path] ??= Object.fromEntries(Object.entries(host.document.paths[op.path]).filter(([k]) => !HTTP_METHODS.includes(k))));
    const actions = op.elements.filter((e) => e.value !== null);
    if (actions.length === 0) {
      item[op.method] = structuredClone(op.op);
      where.set(`${op.method.toUpperCase()} ${op.path}`, { kind: 'operation', name: op.operationId ?? `${op.method.toUpperCase()} ${op.path}`, label: op.label });
      continue;
    }
    for (const element of actions) {
      const viewPath = `${op.path}/${element.value}`;
      const { examples, ...media } = structuredClone(op.requestBody.media);
      paths[viewPath] = {
        [op.method]: {
          ...structuredClone(op.op),
          operationId: `${op.operationId ?? op.method}_${element.value}`,
          requestBody: { required: op.requestBody.required, content: { [op.requestBody.contentType]: { ...media, schema: { $ref: `#${element.pointer}` } } } },
        },
      };
      where.set(`${op.method.toUpperCase()} ${viewPath}`, { kind: 'action', name: element.value, label: `${op.method.toUpperCase()} ${op.path} action=${element.value}` });
    }
    if (Object.keys(item).length === 0 || HTTP_METHODS.every((m) => !item[m])) delete paths[op.path];
  }
  for (const hook of host.webhooks) {
    const viewPath = `/webhooks/${hook.path}`;
    const content = structuredClone(host.deref(hook.op.requestBody)?.content ?? {});
    for (const media of Object.values(content)) delete media.examples;
    paths[viewPath] = {
      get: {
        operationId: `webhook_${hook.path}`,
        summary: hook.op.summary,
        responses: { 200: { description: `The callback payload the merchant receives (webhook ${hook.path}).`, content } },
      },
    };
    where.set(`GET ${viewPath}`, { kind: 'webhook', name: hook.path, label: `webhook ${hook.path}` });
  }
  document.paths = paths;
  delete document.webhooks;
  return { document, where };
}
