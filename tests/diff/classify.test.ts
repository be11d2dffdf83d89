// npm run diff's classification (scripts/diff/compare.mjs with the real oasdiff): one change of each kind is
// seeded in a temporary copy of spec/, the copy is bundled by the model, and the change must be found at the
// right operation, form action, webhook or error row, naming the member, breaking or not as an integrator
// sees it. The contract as it is is the base of every comparison.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { execa } from 'execa';
import YAML from 'yaml';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bundleModel, root } from '../../packages/contract/index.mjs';
import { compareModels, ensureOasdiff } from '../../scripts/diff/compare.mjs';
import { diffView } from '../../scripts/diff/view.mjs';

type Change = { host: string; where: { kind: string; name: string; label: string }; id: string; breaking: boolean; text: string; names: string[] };

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

/** A copy of spec/ with `edit` applied to it (files relative to the copy's root). */
function seededSpec(edit: (file: (name: string, change: (doc: any) => void) => void, dir: string) => void) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-seed-'));
  dirs.push(dir);
  fs.cpSync(path.join(root, 'spec'), path.join(dir, 'spec'), { recursive: true });
  const spec = path.join(dir, 'spec');
  edit((name, change) => {
    const file = path.join(spec, name);
    const doc = YAML.parse(fs.readFileSync(file, 'utf8'));
    change(doc);
    fs.writeFileSync(file, YAML.stringify(doc));
  }, spec);
  return spec;
}

// Each seeded change: the edit, and what the comparison must report.
const seeds: Record<string, { edit: Parameters<typeof seededSpec>[0]; expect: { host: string; kind: string; name: string; member: string; breaking: boolean } }> = {
  'remove a response member': {
    edit: (file) => file('schemas/SessionTokenResponse.yaml', (d) => {
      delete d.properties.token;
      d.required = (d.required ?? []).filter((m: string) => m !== 'token');
    }),
    expect: { host: 'checkout', kind: 'operation', name: 'createSessionToken', member: 'token', breaking: true },
  },
  'add a required request member': {
    edit: (file) => file('actions/s2s-apm/CREDIT2VIRTUAL.yaml', (d) => {
      d.properties.seeded_member = { type: 'string' };
      d.required.push('seeded_member');
    }),
    expect: { host: 's2s-apm', kind: 'action', name: 'CREDIT2VIRTUAL', member: 'seeded_member', breaking: true },
  },
  'narrow a request enum': {
    edit: (file) => file('actions/s2s-apm/CREDIT2VIRTUAL.yaml', (d) => {
      d.properties.order_currency.enum = d.properties.order_currency.enum.slice(0, -1);
    }),
    expect: { host: 's2s-apm', kind: 'action', name: 'CREDIT2VIRTUAL', member: 'order_currency', breaking: true },
  },
  "change an error row's code": {
    edit: (file) => file('errors.yaml', (d) => (d['hash-not-valid'].value.error_code += 1)),
    expect: { host: 'errors', kind: 'error-row', name: 'hash-not-valid', member: 'error_code', breaking: true },
  },
  'remove a webhook member': {
    edit: (file) => file('schemas/CallbackPayload.yaml', (d) => delete d.allOf[1].properties.ARN),
    expect: { host: 'checkout', kind: 'webhook', name: 'payment-outcome', member: 'ARN', breaking: true },
  },
  'add a webhook member': {
    edit: (file) => file('schemas/CallbackPayload.yaml', (d) => (d.allOf[1].properties.seeded_member = { type: 'string' })),
    expect: { host: 'checkout', kind: 'webhook', name: 'payment-outcome', member: 'seeded_member', breaking: false },
  },
  'add a required webhook member': {
    edit: (file) => file('schemas/CallbackPayload.yaml', (d) => {
      d.allOf[1].properties.seeded_required = { type: 'string' };
      d.allOf[1].required.push('seeded_required');
    }),
    expect: { host: 'checkout', kind: 'webhook', name: 'payment-outcome', member: 'seeded_required', breaking: false },
  },
  'add an optional request member': {
    edit: (file) => file('actions/s2s-apm/CREDIT2VIRTUAL.yaml', (d) => (d.properties.seeded_optional = { type: 'string' })),
    expect: { host: 's2s-apm', kind: 'action', name: 'CREDIT2VIRTUAL', member: 'seeded_optional', breaking: false },
  },
  'add an action': {
    edit: (file, spec) => {
      const branch = YAML.parse(fs.readFileSync(path.join(spec, 'actions/s2s-apm/CREDIT2VIRTUAL.yaml'), 'utf8'));
      branch.title = 'SeededPayoutRequest';
      branch.properties.action = { const: 'SEEDED_PAYOUT' };
      fs.writeFileSync(path.join(spec, 'actions/s2s-apm/SEEDED_PAYOUT.yaml'), YAML.stringify(branch));
      file('actions/s2s-apm/S2sApmRequest.yaml', (d) => d.oneOf.push({ $ref: './SEEDED_PAYOUT.yaml' }));
      file('s2s-apm.yaml', (d) => (d.components.schemas.SeededPayoutRequest = { $ref: './actions/s2s-apm/SEEDED_PAYOUT.yaml' }));
    },
    expect: { host: 's2s-apm', kind: 'action', name: 'SEEDED_PAYOUT', member: 'SEEDED_PAYOUT', breaking: false },
  },
};

let base: any;
beforeAll(async () => {
  await ensureOasdiff();
  base = await bundleModel();
}, 120_000);

describe('npm run diff classifies each kind of change', () => {
  it('finds no change between the contract and itself, giving oasdiff no host (each is the same on both sides)', { timeout: 60_000 }, async () => {
    const lines: string[] = [];
    expect(await compareModels(base, base, { log: (l: string) => lines.push(l) })).toEqual([]);
    expect(lines).toEqual(base.hosts.map((h: any) => `${h.name}: the same on both sides, not given to oasdiff`).sort());
  });

  it.each(Object.entries(seeds))('%s', { timeout: 60_000 }, async (_label, seed) => {
    const head = await bundleModel({ specDir: seededSpec(seed.edit), generatedDir: path.join(os.tmpdir(), 'diff-seed-unused') });
    const same: string[] = [];
    const changes: Change[] = await compareModels(base, head, { log: (l: string) => same.push(l.split(':')[0]) });
    const e = seed.expect;
    // The changed host goes to oasdiff; a host the seed leaves alone does not.
    expect(same).not.toContain(e.host);
    if (e.kind === 'action') expect(same.sort()).toEqual(base.hosts.map((h: any) => h.name).filter((n: string) => n !== e.host).sort());
    const found = changes.filter((c) => c.host === e.host && c.where.kind === e.kind && c.where.name === e.name && (c.names.includes(e.member) || (e.kind === 'action' && e.member === e.name)));
    expect(found, JSON.stringify(changes, null, 1)).not.toEqual([]);
    expect(found.map((c) => c.breaking), JSON.stringify(found, null, 1)).toContain(e.breaking);
    // A non-breaking seed makes no breaking change anywhere; a breaking one is breaking where it is found.
    if (!e.breaking) expect(changes.filter((c) => c.breaking), JSON.stringify(changes, null, 1)).toEqual([]);
    else expect(found.every((c) => c.breaking), JSON.stringify(found, null, 1)).toBe(true);
  });
});

describe('the view oasdiff compares', () => {
  it('has one operation per form action and one per webhook, with the payload as the response', () => {
    for (const host of base.hosts) {
      const { document, where } = diffView(host);
      const actions = host.operations.flatMap((o: any) => o.elements.filter((e: any) => e.value !== null));
      for (const a of actions) expect(document.paths[`${a.operation.path}/${a.value}`]?.[a.operation.method], `${host.name} ${a.value}`).toBeDefined();
      for (const w of host.webhooks) {
        const op = document.paths[`/webhooks/${w.path}`]?.get;
        expect(op?.responses?.['200']?.content, `${host.name} webhook ${w.path}`).toBeDefined();
        expect(op.requestBody).toBeUndefined();
      }
      expect(document.webhooks).toBeUndefined();
      expect([...where.values()].filter((w: any) => w.kind === 'action').map((w: any) => w.name).sort()).toEqual(actions.map((a: any) => a.value).sort());
    }
  });

  it("corrects oasdiff's direction for webhooks: a new required callback member is breaking on the raw bundles, not in the view", { timeout: 60_000 }, async () => {
    // The reason for the view: oasdiff reads a webhook payload as a request body the merchant sends, where a
    // new required member breaks the sender. The merchant receives it: nothing breaks. Shown on the raw
    // bundles, so that the view can be dropped the day oasdiff gets this right.
    const spec = seededSpec(seeds['add a required webhook member'].edit);
    const head = await bundleModel({ specDir: spec, generatedDir: path.join(os.tmpdir(), 'diff-seed-unused') });
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'diff-raw-'));
    dirs.push(dir);
    const files = [base, head].map((m, i) => {
      const file = path.join(dir, `${i}.json`);
      fs.writeFileSync(file, JSON.stringify(m.host('checkout').document));
      return file;
    });
    const run = await execa(await ensureOasdiff(), ['changelog', ...files, '--format', 'json']);
    const raw = JSON.parse(run.stdout || '[]');
    expect(raw.filter((c: any) => c.level >= 2 && /seeded_required/.test(c.text)).map((c: any) => c.id)).toContain('new-required-request-property');
    const viewed: Change[] = await compareModels(base, head);
    expect(viewed.filter((c) => c.names.includes('seeded_required')).length).toBeGreaterThan(0);
    expect(viewed.filter((c) => c.breaking)).toEqual([]);
  });
});
