// Stage: the Java signing client, packages/client-java/ (a Maven project, `mvn install`).
//
//   src/generated/java/   openapi-generator `java`, library `native` (java.net.http and Jackson), one package per
//                         host (example.paymentgateway.client.checkout, .s2scard, .s2sapm), from the bundles in
//                         generated/openapi/ with the key and hash members not required in request bodies (the
//                         layer fills them: generatorInput); run by `regenerate()` only when the bundles, the options or this
//                         file changed (REGENERATE_CLIENTS=1 forces it), all three hosts in one JVM (`batch`).
//                         The pom adds the folder as a source root. Never edit it by hand.
//   src/main/resources/example/paymentgateway/client/
//                         what the hand-written layer (src/main/java) reads at run time, from the installed jar:
//                         recipes.json, errors.json and webhooks.json, byte-identical copies of
//                         generated/hash/recipes.json, generated/schemas/errors.json and
//                         generated/schemas/webhooks.json; and contract.json, written here from the model: per host
//                         and request element, the member that carries the merchant's key (x-credential: key)
//                         (and the one a hash is sent in) and the members in the schema's order (a form is sent in that order, as the TypeScript
//                         client sends it). The signing recipes themselves are read from recipes.json only.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { at, rel, root } from '../../packages/contract/index.mjs';
import { OPENAPI_GENERATOR_VERSION, openapiGeneratorJar, openapiGeneratorJvm, run } from '../lib/toolchain.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { fingerprint, regenerate, writeIfChanged } from './language-client.mjs';
import { webhookPayloads } from './schemas.mjs';

export const packageDir = path.join(root, 'packages', 'client-java');
export const generatedDir = path.join(packageDir, 'src', 'generated');
export const resourcesDir = path.join(packageDir, 'src', 'main', 'resources', 'example', 'paymentgateway', 'client');
/** The Java package of a host's generated code: s2s-card -> example.paymentgateway.client.s2scard. */
export const javaPackage = (host) => `example.paymentgateway.client.${host.name.replace(/[^a-z0-9]/g, '')}`;

/** openapi-generator's options for a host (the same for every host but the packages). */
export function generatorOptions(host) {
  const pkg = javaPackage(host);
  return {
    generatorName: 'java',
    library: 'native',
    additionalProperties: {
      invokerPackage: pkg,
      apiPackage: `${pkg}.api`,
      modelPackage: `${pkg}.model`,
      groupId: 'example.paymentgateway',
      artifactId: 'payment-gateway-client',
      // Reproducible output: no date in @Generated.
      hideGenerationTimestamp: true,
      // No org.openapitools:jackson-databind-nullable dependency (the contract's nullable members are few and
      // plain Java null serves them).
      openApiNullable: false,
      // jakarta.annotation (Nullable, Nonnull, Generated) rather than javax and jsr305.
      useJakartaEe: true,
      // A request object with a builder per operation, beside the positional methods: the S2S operations take
      // fifteen form members, of which an action uses two or three.
      useSingleRequestParameter: true,
    },
    // Sources only: no tests or docs (the package has its own), and the generator's pom is not used.
    globalProperties: { models: '', apis: '', supportingFiles: '', modelTests: 'false', apiTests: 'false', modelDocs: 'false', apiDocs: 'false' },
  };
}

/** contract.json: per host, its key member and each operation's elements with their key member and members in order. */
/** The member a hash is sent in: the one every recipe of recipes.json names (the elements without a recipe send it there too). */
export function hashMemberOf(recipes) {
  const hashMembers = [...new Set(recipes.recipes.map((r) => r.hashMember))];
  if (hashMembers.length !== 1) throw new Error(`recipes.json names ${hashMembers.length} hash members (${hashMembers.join(', ')}); the Java layer expects one`);
  return hashMembers[0];
}

export function contractFacts(model, recipes, webhooks = []) {
  const hashMember = hashMemberOf(recipes);
  const hosts = {};
  for (const host of model.hosts) {
    hosts[host.name] = {
      title: host.title,
      keyMember: host.keyField,
      operations: host.operations.filter((op) => op.requestBody).map((op) => ({
        method: op.method.toUpperCase(),
        path: op.path,
        operationId: op.operationId,
        contentType: op.requestBody.contentType,
        discriminator: op.discriminator ?? null,
        elements: op.elements.map((e) => ({ action: e.value, keyMember: e.keyField ?? null, hashMember: e.signed ? hashMember : null, members: [...e.members] })),
      })),
    };
  }
  return {
    description: "The request elements of the gateway's three hosts, for the Java client's signing layer: for each operation with a body (and each action of a form union), the member that carries the merchant's key (x-credential: key; null where the element has none), the member a hash is sent in (null where the element has none) and the body's members in the schema's order (forms are sent in that order, then any other member as given). The signing recipes are in recipes.json. Generated by scripts/generate/client-java.mjs from the model; do not edit.",
    interfaceVersion: model.version ?? null,
    hosts,
    // The webhooks whose payload schemas webhooks.json carries (at #/$defs/<name>).
    webhooks,
  };
}

/**
 * The bundle as the generator gets it: the bundle, with the members the layer fills (the host's key member and the
 * hash member) taken out of `required` in every schema a request body reaches. The generated code checks required
 * parameters and members before any interceptor runs ("Missing the required parameter 'hash'"), so it must not
 * demand what the layer fills; the layer refuses a call it cannot sign (HASH_REQUIRED, HASH_FIELD) instead. As the
 * TypeScript client's types make the key and hash optional. Nothing else changes.
 */
export function generatorInput(host, hashMember) {
  const doc = JSON.parse(fs.readFileSync(host.bundled, 'utf8'));
  const filled = new Set([host.keyField, hashMember].filter(Boolean));
  const seen = new Set();
  const visit = (node) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || seen.has(node)) return;
    seen.add(node);
    if (typeof node.$ref === 'string' && node.$ref.startsWith('#/')) visit(at(doc, node.$ref.slice(1)));
    if (Array.isArray(node.required)) {
      const kept = node.required.filter((m) => !filled.has(m));
      if (kept.length) node.required = kept;
      else delete node.required;
    }
    for (const [k, v] of Object.entries(node)) if (k !== 'examples' && k !== 'example' && k !== 'required') visit(v);
  };
  for (const item of Object.values(doc.paths ?? {})) {
    for (const op of Object.values(item ?? {})) if (op && typeof op === 'object' && op.requestBody) visit(op.requestBody);
  }
  return doc;
}

/** Each path operation's operationId has a public method in the host's generated api package. */
function checkOperations(host, dir) {
  const apiDir = path.join(dir, ...javaPackage(host).split('.'), 'api');
  const text = fs.existsSync(apiDir) ? fs.readdirSync(apiDir).filter((f) => f.endsWith('.java')).map((f) => fs.readFileSync(path.join(apiDir, f), 'utf8')).join('\n') : '';
  const missing = host.operations.filter((op) => op.operationId && !new RegExp(`^\\s*public\\s+[\\w<>\\[\\], ?]+\\s+${op.operationId}\\s*\\(`, 'm').test(text));
  if (missing.length) throw new Error(`openapi-generator java wrote no method for ${missing.map((o) => o.label).join(', ')} of ${rel(host.bundled)}`);
}

export async function generateClientJava(log, model) {
  // The artefacts the layer reads at run time, copied byte for byte.
  const copies = [
    [path.join(model.generatedDir, 'hash', 'recipes.json'), path.join(resourcesDir, 'recipes.json')],
    [path.join(model.generatedDir, 'schemas', 'errors.json'), path.join(resourcesDir, 'errors.json')],
    [path.join(model.generatedDir, 'schemas', 'webhooks.json'), path.join(resourcesDir, 'webhooks.json')],
  ];
  let changed = 0;
  for (const [from, to] of copies) changed += Number(writeIfChanged(to, fs.readFileSync(from, 'utf8')));
  const recipes = JSON.parse(fs.readFileSync(copies[0][0], 'utf8'));
  const webhooks = webhookPayloads(model).map((w) => w.name);
  const hashMember = hashMemberOf(recipes);
  changed += Number(writeIfChanged(path.join(resourcesDir, 'contract.json'), `${JSON.stringify(contractFacts(model, recipes, webhooks), null, 2)}\n`));
  for (const stale of ['webhooks']) {
    if (fs.existsSync(path.join(resourcesDir, stale))) fs.rmSync(path.join(resourcesDir, stale), { recursive: true }), changed++;
  }
  log(`${rel(resourcesDir)}: ${copies.length + 1} resources (${changed} changed)`);

  // The generated code, when its inputs changed.
  const hosts = model.hosts;
  const self = fileURLToPath(import.meta.url);
  const print = fingerprint({
    parts: ['openapi-generator', OPENAPI_GENERATOR_VERSION, ...hosts.map((h) => JSON.stringify(generatorOptions(h)))],
    files: [self, ...hosts.map((h) => h.bundled)],
  });
  await regenerate({
    outDir: generatedDir,
    print,
    log,
    async generate(tmp) {
      const jar = await openapiGeneratorJar();
      const work = path.join(tmp, 'work');
      fs.mkdirSync(work, { recursive: true });
      const configs = hosts.map((host) => {
        const input = path.join(work, `${host.name}.openapi.json`);
        fs.writeFileSync(input, JSON.stringify(generatorInput(host, hashMember)));
        const file = path.join(work, `${host.name}.json`);
        fs.writeFileSync(file, JSON.stringify({ ...generatorOptions(host), inputSpec: input, outputDir: path.join(work, host.name) }, null, 2));
        return file;
      });
      const jvm = openapiGeneratorJvm(jar);
      try {
        await run('java', [...jvm.args, '-jar', jar, 'batch', '--fail-fast', ...configs]);
        jvm.finish(true);
      } catch (err) {
        jvm.finish(false);
        throw err;
      }
      const out = path.join(tmp, 'java');
      for (const host of hosts) {
        const src = path.join(work, host.name, 'src', 'main', 'java');
        if (!fs.existsSync(src)) throw new Error(`openapi-generator java wrote no sources for ${rel(host.bundled)}`);
        fs.cpSync(src, out, { recursive: true });
        checkOperations(host, out);
      }
      fs.rmSync(work, { recursive: true, force: true });
    },
  });
}

runIfMain(import.meta, 'client-java', generateClientJava);
