// Stage (clientStages): the Python client package, packages/client-python/ (`payment-gateway-client` on pip,
// import name payment_gateway_client):
//   src/payment_gateway_client/<host>/   openapi-python-client's client of each bundle (checkout, s2s_card,
//                                        s2s_apm), made by the generator pinned in scripts/cli/requirements.txt and
//                                        formatted by its pinned ruff; regenerated only when the bundle, the
//                                        generator, ruff or this stage changed (REGENERATE_CLIENTS=1: always);
//   src/payment_gateway_client/contract/ the artefacts the hand-written layer reads at run time, copied byte for
//                                        byte: generated/hash/recipes.json, generated/schemas/errors.json,
//                                        generated/schemas/webhooks.json and the bundles generated/openapi/*.json;
//   src/payment_gateway_client/_version.py   the package version: the contract's interface version.
// The hand-written layer (signing.py, errors.py, callbacks.py, __init__.py) and the tests are not touched here.
// The generator goes on past a schema it cannot read, dropping it, and says so in a warning: that fails this
// stage, naming the bundle and the warning.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { root } from '../../packages/contract/index.mjs';
import { run } from '../lib/toolchain.mjs';
import { runIfMain } from '../lib/stage.mjs';
import { pythonBin, setupPython, venv } from '../cli/setup-python.mjs';
import { fingerprint, regenerate, writeIfChanged } from './language-client.mjs';

export const packageDir = path.join(root, 'packages', 'client-python');
export const importName = 'payment_gateway_client';
const srcDir = path.join(packageDir, 'src', importName);
const contractDir = path.join(srcDir, 'contract');
const self = fileURLToPath(import.meta.url);

/** The subpackage of a host's generated client: its name with `-` as `_` (s2s-card -> s2s_card). */
export const subpackageOf = (host) => host.name.replace(/-/g, '_');

/** The generator's options, written as its config file (part of the fingerprint). */
const configOf = (host) => `project_name_override: ${host.name}-client\npackage_name_override: ${subpackageOf(host)}\npost_hooks:\n  - ruff check . --fix-only --isolated --extend-select I,F,UP --quiet\n  - ruff format . --isolated --quiet\n`;

async function versionOf(bin, args) {
  const r = await run(bin, args);
  return r.stdout.trim();
}

/** The artefacts the package embeds, as [source, destination] pairs. */
function artefacts(model) {
  const gen = model.generatedDir;
  return [
    [path.join(gen, 'hash', 'recipes.json'), path.join(contractDir, 'recipes.json')],
    [path.join(gen, 'schemas', 'errors.json'), path.join(contractDir, 'errors.json')],
    [path.join(gen, 'schemas', 'webhooks.json'), path.join(contractDir, 'webhooks.json')],
    ...model.hosts.map((h) => [h.bundled, path.join(contractDir, 'openapi', path.basename(h.bundled))]),
  ];
}

export async function generateClientPython(log, model) {
  // The embedded artefacts, byte for byte; files of a removed artefact go.
  const pairs = artefacts(model);
  let copied = 0;
  for (const [from, to] of pairs) if (writeIfChanged(to, fs.readFileSync(from, 'utf8'))) copied++;
  const wanted = new Set(pairs.map(([, to]) => to));
  const stale = (dir) => fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? stale(path.join(dir, e.name)) : [path.join(dir, e.name)]));
  for (const f of stale(contractDir)) if (!wanted.has(f)) fs.rmSync(f), copied++;
  for (const e of fs.readdirSync(contractDir, { withFileTypes: true })) {
    if (e.isDirectory() && fs.readdirSync(path.join(contractDir, e.name)).length === 0) fs.rmdirSync(path.join(contractDir, e.name));
  }
  log(`${pairs.length} artefacts embedded in ${path.relative(root, contractDir)} (${copied} changed)`);
  const version = [...new Set(model.hosts.map((h) => h.version))];
  if (version.length !== 1) throw new Error(`the bundles give different versions (${version.join(', ')}); the package has one`);
  writeIfChanged(path.join(srcDir, '_version.py'), `# Written by scripts/generate/client-python.mjs: the contract's interface version.\n__version__ = "${version[0]}"\n`);

  await setupPython(() => {});
  const bin = path.join(venv, 'bin');
  const generator = await versionOf(pythonBin, ['-c', 'import importlib.metadata as m; print(m.version("openapi-python-client"))']);
  const ruff = await versionOf(path.join(bin, 'ruff'), ['--version']);
  for (const host of model.hosts) {
    const config = configOf(host);
    const print = fingerprint({
      parts: [`openapi-python-client ${generator}`, ruff, config],
      files: [host.bundled, self, path.join(path.dirname(self), 'language-client.mjs')],
    });
    await regenerate({
      outDir: path.join(srcDir, subpackageOf(host)),
      print,
      log,
      generate: async (tmp) => {
        const configFile = path.join(tmp, '..', `${path.basename(tmp)}.yaml`);
        fs.writeFileSync(configFile, config);
        const out = path.join(tmp, 'out');
        try {
          const r = await run(path.join(bin, 'openapi-python-client'), ['generate', '--meta', 'none', '--path', host.bundled, '--output-path', out, '--config', configFile, '--overwrite'], {
            env: { PATH: `${bin}:${process.env.PATH}`, RUFF_NO_CACHE: 'true' },
          });
          if (/warning\(s\) encountered|unable to (process|parse)|^error/im.test(r.all ?? '')) throw new Error(`openapi-python-client on ${path.relative(root, host.bundled)}:\n${r.all}`);
        } finally {
          fs.rmSync(configFile, { force: true });
        }
        fs.rmSync(path.join(out, '.ruff_cache'), { recursive: true, force: true });
        for (const f of fs.readdirSync(out)) fs.renameSync(path.join(out, f), path.join(tmp, f));
        fs.rmdirSync(out);
      },
    });
  }
}

runIfMain(import.meta, 'client-python', generateClientPython);
