// Validator throughput: the generated standalone callback payload validator against ajv compiling the
// same schema at run time, on a documented payload, in validations per second on one core.
import fs from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import * as validators from '../../generated/validators/index.js';
import { documents } from '../lib/documents.mjs';
import { deref, escapeToken } from '../lib/pointer.mjs';

export const name = 'callback validator throughput';

/** The same schema the generated callback validator checks, and a documented payload it accepts. */
function subject() {
  const list = Object.values(validators).filter((m) => Array.isArray(m?.validators)).flatMap((m) => m.validators);
  const payload = list.find((v) => v.role === 'payload');
  for (const d of documents) {
    const doc = JSON.parse(fs.readFileSync(d.bundled, 'utf8'));
    const pointer = payload
      ? payload.webhook && doc.webhooks?.[payload.webhook] && `/webhooks/${escapeToken(payload.webhook)}/${payload.method}/requestBody/content/${escapeToken(payload.mediaType)}/schema`
      : doc.components?.schemas?.PaymentRecord && d.name === 's2s-card' && '/components/schemas/PaymentRecord';
    if (!pointer) continue;
    const standalone = payload ? payload.validate : validators.s2sCard.paymentRecord;
    const examples = [];
    const walk = (o) => {
      if (!o || typeof o !== 'object') return;
      if (o.examples && typeof o.examples === 'object' && !Array.isArray(o.examples)) for (const ex of Object.values(o.examples)) examples.push(deref(doc, ex)?.value);
      for (const v of Object.values(o)) walk(v);
    };
    walk(doc.webhooks);
    walk(doc.paths);
    const value = examples.find((v) => v && typeof v === 'object' && !Array.isArray(v) && !('error_code' in v) && standalone(v));
    if (!value) throw new Error(`no documented example is a valid callback payload (${d.name} ${pointer})`);
    return { doc: d, bundle: doc, pointer, standalone, value, label: validators.callbackPayloadSchema };
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
  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats.default(ajv);
  ajv.addSchema({ ...s.bundle, $id: 'https://contract.invalid/bench.json' });
  const compiled = ajv.compile({ $ref: `https://contract.invalid/bench.json#${s.pointer}` });
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
  const median = (xs) => [...xs].sort((x, y) => x - y)[Math.floor(xs.length / 2)];
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
