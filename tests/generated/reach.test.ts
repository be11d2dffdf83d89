// A form action added to spec/ reaches every artefact with no generator touched: a copy of spec/ gets one more
// action branch (a copy of a signed one under a new name, written as README's "Adding an operation" says),
// the model bundles that copy, every stage of `npm run build` writes into a temporary generated/, and the new
// action is then in the types, the validators, the client's facts (a client built on them signs and sends it),
// the docs' error table, and the mock's allowlist. The committed contract does not have it: the running mock
// answers it with the allowlist's 404, so what the test sees comes from the copy.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { mockUrls } from '../support/mock.ts';
import { bundleModel, escapeToken } from '../../packages/contract/index.mjs';
import { build } from '../../scripts/generate/build.mjs';
import { createMockServer } from '../../packages/mock/server.mjs';
import { createSigningClient } from '../../packages/client/src/runtime.js';
import { model, root } from '../support/spec.ts';
import { signatureOf, at } from '../support/hash.ts';

const NEW = 'REACH_PROBE';
// The template: the first signed action branch whose recipe always applies, with a documented example.
const template = model.elements.find((e) => e.value !== null && e.recipe && !e.recipe.when && e.examples.some((x) => x.password))!;
const hostName = template.host.name;
const component = template.pointer.split('/').pop()!;
const unionComponent = template.operation.requestBody!.schemaPointer!.split('/').pop()!;

let work: string;
let built: Awaited<ReturnType<typeof bundleModel>>;
const imported = (file: string) => import(pathToFileURL(path.join(work, 'generated', file)).href);

beforeAll(async () => {
  work = await fs.mkdtemp(path.join(os.tmpdir(), 'reach-'));
  await fs.cp(path.join(root, 'spec'), path.join(work, 'spec'), { recursive: true });
  // The generated validators require ajv's helpers at run time, from the repository's node_modules.
  await fs.symlink(path.join(root, 'node_modules'), path.join(work, 'node_modules'));
  const actions = path.join(work, 'spec', 'actions', hostName);
  const branch = (await fs.readFile(path.join(actions, `${template.value}.yaml`), 'utf8'))
    .replace(`title: ${template.title}`, `title: ReachProbeRequest`)
    .replace(`const: ${template.value} }`, `const: ${NEW} }`);
  expect(branch).toContain(`const: ${NEW} }`);
  await fs.writeFile(path.join(actions, `${NEW}.yaml`), branch);
  const union = path.join(actions, `${unionComponent}.yaml`);
  await fs.writeFile(union, `${(await fs.readFile(union, 'utf8')).trimEnd()}\n  - $ref: ./${NEW}.yaml\n`);
  const rootDoc = path.join(work, 'spec', `${hostName}.yaml`);
  const registered = `    ${component}: { $ref: ./actions/${hostName}/${template.value}.yaml }\n`;
  const text = await fs.readFile(rootDoc, 'utf8');
  expect(text).toContain(registered);
  await fs.writeFile(rootDoc, text.replace(registered, `${registered}    ReachProbeRequest: { $ref: ./actions/${hostName}/${NEW}.yaml }\n`));

  built = await bundleModel({ specDir: path.join(work, 'spec'), generatedDir: path.join(work, 'generated') });
  await build(built);
}, 120_000);

afterAll(() => work && fs.rm(work, { recursive: true, force: true }));

/** The template's documented request, as the new action. */
const probeBody = () => {
  const example = template.examples.find((x) => x.password)!;
  const body = { ...example.value, action: NEW };
  return { body, password: example.password as string };
};

it('the model of the copy has the new action, and the committed model does not', () => {
  expect(built.host(hostName).elements.map((e: any) => e.value)).toContain(NEW);
  expect(model.host(hostName).elements.map((e) => e.value)).not.toContain(NEW);
});

it('reaches the types', async () => {
  const types = await fs.readFile(path.join(work, 'generated', 'types', `${hostName}.ts`), 'utf8');
  expect(types).toContain(`action: "${NEW}"`);
});

it('reaches the validators: the branch has its own validator, and the body validator accepts it', async () => {
  const validators = await imported(`validators/${hostName}.js`);
  const entry = validators.elements.find((e: any) => e.action === NEW);
  expect(entry).toBeDefined();
  const { body } = probeBody();
  expect(entry.validate(body)).toBe(true);
  expect(entry.validate({ ...body, action: template.value })).toBe(false);
  const whole = validators.validators.find((v: any) => v.role === 'request' && v.path === template.operation.path);
  expect(whole.validate(body)).toBe(true);
});

it('reaches the client: a client on the generated facts signs the new action by its recipe', async () => {
  const { contract } = await imported('client/contract.js');
  const facts = contract[hostName];
  const branch = facts.operations[`${template.operation.method.toUpperCase()} ${template.operation.path}`].body.branches[NEW];
  expect(branch.recipe.fields).toEqual(template.recipe!.fields);
  const validators = await imported(`validators/${hostName}.js`);
  const { body, password } = probeBody();
  const { hash, [built.host(hostName).keyField!]: key, ...callerBody } = body;
  let sent = '';
  // The probe's paths are not in any committed type: a client over untyped paths.
  const client = createSigningClient<Record<string, any>>(facts, {
    baseUrl: 'http://gateway.invalid',
    [facts.factory.keyOption]: key,
    password,
    fetch: async (request: Request) => {
      sent = await request.text();
      return new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    },
  }, validators);
  await client.POST(template.operation.path, { body: callerBody });
  const form = Object.fromEntries(new URLSearchParams(sent));
  expect(form.action).toBe(NEW);
  expect(form.hash).toBe(signatureOf(template.recipe!.fields.map((p: string) => String(at(body, p))), password));
});

it('reaches the docs: the error table lists the new action under the rows it can produce', async () => {
  const errors = await fs.readFile(path.join(work, 'generated', 'docs', 'errors.md'), 'utf8');
  const row = template.errors[0];
  const line = errors.split('\n').find((l) => l.includes(`\`${row}\``))!;
  expect(line).toContain(NEW);
});

it('reaches the mock: the new action is in its allowlist; the committed mock answers it 404', async () => {
  const { body } = probeBody();
  const wire = new URLSearchParams(body).toString();
  const post = (base: string) =>
    fetch(`${base}${template.operation.path}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: wire });
  const server = await createMockServer(built.host(hostName));
  const url = await server.listen(0);
  try {
    expect((await post(url)).status).toBe(200);
  } finally {
    await server.close();
  }
  expect((await post((await mockUrls())[hostName as 's2s-card'])).status).toBe(404);
});

it('the bundle of the copy names the branch where the model says', () => {
  const element = built.host(hostName).elements.find((e: any) => e.value === NEW)!;
  expect(element.pointer).toBe(`/components/schemas/${escapeToken('ReachProbeRequest')}`);
});
