// Validator throughput: the generated standalone callback payload validator against ajv compiling the
// same schema at run time, on a documented payload, in validations per second on one core.
import * as validators from '../../generated/validators/index.js';
import { createAjv, documentId } from '../../packages/contract/ajv.mjs';
import { escapeToken, loadModel } from '../../packages/contract/index.mjs';
import { median } from './support/stats.mjs';

export const name = 'callback validator throughput';

/** The same schema the generated callback validator checks, and a documented payload it accepts. */
function subject() {
  const model = loadModel();
  const list = Object.values(validators).filter((m) => Array.isArray(m?.validators)).flatMap((m) => m.validators);
  const payload = list.find((v) => v.role === 'payload');
  for (const host of model.hosts) {
    const webhook = payload?.webhook && host.webhooks.find((w) => w.path === payload.webhook && w.method === payload.method);
    const pointer = payload ? webhook?.requestBody && `${webhook.pointer}/requestBody/content/${escapeToken(payload.mediaType)}/schema` : host.component('schemas', 'PaymentRecord') && '/components/schemas/PaymentRecord';
    if (!pointer) continue;
    const standalone = payload ? payload.validate : validators[host.camel]?.paymentRecord;
    // Every documented example of the host (requests, responses, webhook payloads), first that is a payload.
    const examples = [...host.operations, ...host.webhooks].flatMap((o) => [...(o.requestBody?.examples ?? []), ...o.responses.flatMap((r) => r.examples)]).map((x) => x.value);
    const value = examples.find((v) => v && typeof v === 'object' && !Array.isArray(v) && !('error_code' in v) && standalone(v));
    if (!value) throw new Error(`no documented example is a valid callback payload (${host.name} ${pointer})`);
    return { host, pointer, standalone, value, label: validators.callbackPayloadSchema };
  }
  throw new Error('no callback payload schema');
}

function throughput(validate, value, ms) {
  let n = 0;
  let ok = true;
  const end = performance.now() + ms;
  while (performance.now() < end) {
    for (let i = 0; i < 10_000; i++) ok = validate(value) && ok;
    n += 10_000;
  }
  if (!ok) throw new Error('payload rejected');
  return n / (ms / 1000);
}

export async function run() {
  const s = subject();
  const t0 = performance.now();
  const ajv = createAjv();
  ajv.addSchema({ ...s.host.document, $id: documentId(s.host.name) });
  const compiled = ajv.compile({ $ref: `${documentId(s.host.name)}#${s.pointer}` });
  const compileMs = performance.now() - t0;
  throughput(s.standalone, s.value, 200);
  throughput(compiled, s.value, 200);
  const rounds = 3;
  const a = [];
  const b = [];
  for (let r = 0; r < rounds; r++) {
    a.push(throughput(s.standalone, s.value, 500));
    b.push(throughput(compiled, s.value, 500));
  }
  const standalone = median(a);
  const runtime = median(b);
  const fmt = (x) => `${Math.round(x).toLocaleString('en-US')}/s`;
  return [
    {
      subject: `generated/validators callback payload: ${s.label}`,
      result: fmt(standalone),
      baseline: `ajv compiled at run time: ${fmt(runtime)} (after ${compileMs.toFixed(0)} ms compiling)`,
      ratio: `${(standalone / runtime).toFixed(2)}x`,
      target: '≥ 1,000,000/s',
      verdict: standalone >= 1_000_000 ? 'yes' : 'no',
      note: `one core, median of ${rounds} rounds of 500 ms on a documented payload (${Object.keys(s.value).length} members)`,
    },
  ];
}
