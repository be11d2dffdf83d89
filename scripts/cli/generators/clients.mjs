// npm run generators, per language: one generated client on the wire and on the sandbox's real answers.
//
// (i)  Every S2S action's first example (S2S CARD and S2S APM), sent by this project's client to a local
//      capture server, is sent again by the generated client of each language, given the same members; the two
//      bodies are compared byte for byte. Where a generator fixes the order of the members itself (it flattens
//      the action union into one parameter list, or encodes through a sorted or hashed map), the pairs
//      `name=value` are compared byte for byte and the check says in which order the generator sends them.
// (ii) The sandbox (packages/sandbox, in this process) has an authorization per language; the generated client
//      captures it (a 200 that must parse into the response type and not throw), then captures it again (the
//      400 of row 208003, which must reach the caller as an ErrorBody with its error_code and error_message).
//
// The drivers are small programs in each language (./drivers/, and a Rust main written here), run in
// .generators/drivers/<language>/ against the clients generated under .generators/<host>/<generator>/.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { root } from '../../../packages/contract/index.mjs';
import { cargoTarget, out, pyPackage, requireCargo, run } from '../generators.mjs';
import { pythonBin } from '../setup-python.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
/** .generators/drivers/ (set when the checks start: generators.mjs, which defines `out`, imports this module). */
let drivers;
const S2S = ['s2s-card', 's2s-apm'];

/** The one generated client per language that these checks drive, and the directory its code is in. */
const CLIENTS = {
  typescript: { generator: '@hey-api/openapi-ts', dir: 'hey-api', order: 'exact' },
  python: { generator: 'openapi-python-client', dir: 'openapi-python-client', order: "the required members, then the optional ones (the model's to_dict)" },
  go: { generator: 'openapi-generator go', dir: 'go', order: "sorted by name (Go's url.Values.Encode)" },
  java: { generator: 'openapi-generator java (native)', dir: 'java', order: 'the flattened parameter list (each member where it is first met across the actions)' },
  rust: { generator: 'openapi-generator rust', dir: 'rust', order: "any (reqwest's form of a HashMap)" },
};

export async function clientChecks({ model, hosts, wanted, check }) {
  const languages = Object.keys(CLIENTS).filter((l) => wanted(l) || wanted(CLIENTS[l].generator.replace(/^openapi-generator /, '').replace(/ \(native\)$/, '')));
  const s2s = hosts.filter((h) => S2S.includes(h.name));
  if (!languages.length || !s2s.length) return;
  drivers = path.join(out, 'drivers');
  const usable = (l) => s2s.every((h) => fs.existsSync(path.join(out, h.name, CLIENTS[l].dir)));
  fs.mkdirSync(drivers, { recursive: true });

  const capture = await captureServer();
  let sandbox;
  try {
    const cases = await wireCases(s2s, capture);
    const card = s2s.find((h) => h.name === 's2s-card');
    for (const language of languages) {
      const { generator } = CLIENTS[language];
      const info = { language, generator: `${generator} (${language} client on the wire and on the sandbox)` };
      if (!usable(language)) {
        await check({ ...info, name: `${language} client (${generator}): the bytes on the wire and the sandbox's answers` }, () => {
          throw new Error(`no ${generator} client was generated for ${s2s.map((h) => h.name).join(' and ')} (see its checks above)`);
        });
        continue;
      }
      let capture2;
      if (card) {
        sandbox ??= await startSandbox(model);
        capture2 = await sandbox.captureCase(capture);
      }
      const input = { wire: cases.map((c) => ({ ...c, url: `${capture.url}/c${c.index}` })), sandbox: capture2 ?? null };
      let result;
      await check({ ...info, name: `${language} client (${generator}) sends the same bytes as the project client for every S2S action's example` }, async () => {
        capture.clear();
        result = await DRIVE[language](input, s2s);
        return compareWire(cases, capture, CLIENTS[language].order);
      });
      if (capture2) {
        await check({ ...info, name: `${language} client (${generator}) parses the sandbox's answers to CAPTURE (a success, then 208003 as an ErrorBody)` }, async () => sandboxVerdict(result?.sandbox, capture2));
      }
    }
  } finally {
    capture.close();
    await sandbox?.close();
  }
}

// ---- the wire ------------------------------------------------------------------------------------------

/** A local HTTP server that records each request's body by the first path segment (/c<index>/...). */
async function captureServer() {
  const seen = new Map();
  const server = http.createServer((req, res) => {
    const chunks = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      const key = req.url.split('/')[1];
      seen.set(key, { type: req.headers['content-type'], body: Buffer.concat(chunks), path: req.url });
      res.writeHead(200, { 'content-type': 'application/json' }).end('{}');
    });
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${server.address().port}`, seen, clear: () => seen.clear(), close: () => server.close() };
}

/** Each S2S action's first example as this project's client sends it: { index, host, action, model, pairs, body }. */
async function wireCases(hosts, capture) {
  const client = await import('../../../packages/client/src/index.js');
  const cases = [];
  for (const host of hosts) {
    for (const element of host.elements) {
      if (!element.examples.length) continue;
      const index = cases.length;
      const { value: example, password = 'not-shown' } = element.examples[0];
      const { [element.keyField]: key, hash, ...input } = example;
      const ours = client[`create${host.pascal}Client`]({ baseUrl: `${capture.url}/c${index}`, clientKey: key, password });
      await ours.POST(element.operation.path, { body: element.recipe ? input : { ...input, hash } });
      const sent = capture.seen.get(`c${index}`);
      if (!sent) throw new Error(`${host.name} ${element.value}: the project client sent nothing`);
      cases.push({ index, host: host.name, action: element.value, model: element.schema.title, pairs: [...new URLSearchParams(sent.body.toString('utf8'))], body: sent.body.toString('utf8'), type: sent.type });
    }
  }
  return cases;
}

const essence = (t) => String(t).split(';')[0].trim().toLowerCase();
const pairsOf = (body) => body.split('&').filter(Boolean);

/** Each case as the generated client sent it, against the project client's bytes. */
function compareWire(cases, capture, order) {
  const problems = [];
  let exact = 0;
  for (const c of cases) {
    const theirs = capture.seen.get(`c${c.index}`);
    const label = `${c.host} ${c.action}`;
    if (!theirs) {
      problems.push(`${label}: the generated client sent nothing`);
      continue;
    }
    if (essence(theirs.type) !== essence(c.type)) problems.push(`${label}: content type ${theirs.type}, the project client's is ${c.type}`);
    const body = theirs.body.toString('utf8');
    if (body === c.body) {
      exact++;
      continue;
    }
    const sortedTheirs = pairsOf(body).sort();
    const sortedOurs = pairsOf(c.body).sort();
    if (order === 'exact' || JSON.stringify(sortedTheirs) !== JSON.stringify(sortedOurs)) problems.push(`${label}: bodies differ\n  generated: ${body || '(empty)'}\n  project:   ${c.body}`);
  }
  if (problems.length) throw Object.assign(new Error(problems.join('\n')), { first: problems[0].split('\n')[0] });
  const bytes = cases.reduce((n, c) => n + c.body.length, 0);
  return `${cases.length} actions, ${bytes} bytes: ${exact} byte for byte${exact < cases.length ? `, ${cases.length - exact} with the same name=value bytes in the generator's order (${order})` : ''}`;
}

// ---- the sandbox ---------------------------------------------------------------------------------------

const MERCHANT = { environment: 'test', merchant_key: 'mk-generators', client_key: 'ck-generators', password: 'pw-generators', payment_mode: 'DMS' };

/** A sandbox in this process; each captureCase() is a new paid authorization and its CAPTURE body as the project client signs it. */
async function startSandbox(model) {
  const { parseConfig } = await import('../../../packages/sandbox/config.mjs');
  const { createSandbox } = await import('../../../packages/sandbox/server.mjs');
  const client = await import('../../../packages/client/src/index.js');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'generators-sandbox-'));
  const config = parseConfig({ merchants: [MERCHANT] }, { model });
  const sandbox = await createSandbox({ model, config, dataDir, explain: false, deliver: false });
  const hosts = await sandbox.listen({ checkout: 0, 's2s-card': 0, 's2s-apm': 0 });
  const urls = Object.fromEntries(hosts.map(({ host, url }) => [host.name, url]));
  const checkout = client.createCheckoutClient({ baseUrl: urls.checkout, merchantKey: MERCHANT.merchant_key, password: MERCHANT.password });
  let n = 0;
  return {
    urls,
    async captureCase(capture) {
      const number = `generators-${Date.now()}-${n++}`;
      const session = await checkout.POST('/api/v1/session', { body: { operation: 'purchase', auth: true, order: { number, amount: '10.00', currency: 'USD', description: 'npm run generators' }, success_url: 'https://shop.example/ok', cancel_url: 'https://shop.example/cancel' } });
      if (!session.data?.redirect_url) throw new Error(`the sandbox made no session: ${JSON.stringify(session.error ?? session.data)}`);
      const paid = await fetch(`${session.data.redirect_url}?outcome=success`, { method: 'POST', redirect: 'manual' });
      await paid.text();
      const transId = new URL(paid.headers.get('location')).searchParams.get('trans_id');
      if (!transId) throw new Error(`the sandbox's payer page did not redirect with a trans_id (${paid.status})`);
      // The CAPTURE body as the project client signs it, taken from the capture server.
      const card = client.createS2sCardClient({ baseUrl: `${capture.url}/sandbox${n}`, clientKey: MERCHANT.client_key, password: MERCHANT.password });
      await card.POST('/post', { body: { action: 'CAPTURE', trans_id: transId } });
      const sent = capture.seen.get(`sandbox${n}`);
      return { url: urls['s2s-card'], host: 's2s-card', action: 'CAPTURE', model: 'CaptureRequest', trans_id: transId, pairs: [...new URLSearchParams(sent.body.toString('utf8'))] };
    },
    async close() {
      await sandbox.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the driver saw: the first CAPTURE parsed as a success, the second as an ErrorBody with 208003 and its message. */
function sandboxVerdict(result, capture) {
  if (!result) throw new Error('the driver reported nothing for the sandbox');
  const { first, second } = result;
  if (!first || first.threw) throw new Error(`the successful CAPTURE threw in the generated client: ${first?.threw ?? 'no result'}`);
  if (first.status !== 200) throw new Error(`the first CAPTURE answered ${first.status}: ${JSON.stringify(first)}`);
  if (first.trans_id !== capture.trans_id) throw new Error(`the first CAPTURE's answer was parsed without its trans_id (${JSON.stringify(first)})`);
  if (!second || second.status !== 400) throw new Error(`the second CAPTURE: expected the 400 of 208003, got ${JSON.stringify(second)}`);
  if (second.type !== 'ErrorBody') throw new Error(`the second CAPTURE's answer reached the caller as ${second.type}, not ErrorBody: ${JSON.stringify(second)}`);
  if (String(second.error_code) !== '208003' || typeof second.error_message !== 'string') throw new Error(`the second CAPTURE's ErrorBody has error_code ${second.error_code} and error_message ${JSON.stringify(second.error_message)}`);
  return `200 parsed as ${first.type} (trans_id ${first.trans_id}); 400 reached the caller as ErrorBody ${second.error_code} "${second.error_message}"${second.how ? ` (${second.how})` : ''}`;
}

// ---- the drivers ---------------------------------------------------------------------------------------

const DRIVE = {
  /** @hey-api/openapi-ts: the generated SDK compiled to CommonJS and called in this process. */
  async typescript(input, hosts) {
    const sdks = {};
    for (const host of hosts) {
      const dir = path.join(out, host.name, 'hey-api');
      const js = path.join(drivers, 'typescript', host.name);
      await run(path.join(root, 'node_modules', '.bin', 'tsc'), ['--outDir', js, '--module', 'commonjs', '--moduleResolution', 'node10', '--target', 'es2022', '--lib', 'es2022,dom,dom.iterable', '--skipLibCheck', '--declaration', 'false', 'index.ts'], { cwd: dir });
      fs.writeFileSync(path.join(js, 'package.json'), '{ "type": "commonjs" }\n');
      sdks[host.name] = createRequire(path.join(js, 'index.js'))('./index.js');
    }
    const call = (c) => {
      const sdk = sdks[c.host];
      const fn = sdk[Object.keys(sdk).find((k) => /^postS2s/.test(k))];
      return fn({ baseUrl: c.url, body: Object.fromEntries(c.pairs) });
    };
    for (const c of input.wire) await call(c);
    if (!input.sandbox) return {};
    const answer = async () => {
      try {
        const r = await call(input.sandbox);
        const body = r.data ?? r.error;
        return { status: r.response.status, type: r.error ? 'ErrorBody' : 'PostS2sCardResponse', trans_id: body?.trans_id, error_code: r.error?.error_code, error_message: r.error?.error_message, how: r.error ? 'the `error` of the result, typed PostS2sCardErrors (ErrorBody)' : undefined };
      } catch (err) {
        return { threw: String(err) };
      }
    };
    return { sandbox: { first: await answer(), second: await answer() } };
  },

  /** openapi-python-client: drivers/driver.py with .venv's python. */
  async python(input, hosts) {
    const dir = path.join(drivers, 'python');
    fs.mkdirSync(dir, { recursive: true });
    const modules = Object.fromEntries(hosts.map((h) => [h.name, apiModule(h, path.join(out, h.name, 'openapi-python-client'))]));
    const file = path.join(dir, 'input.json');
    fs.writeFileSync(file, JSON.stringify({ ...input, packages: Object.fromEntries(hosts.map((h) => [h.name, pyPackage(h)])), modules }));
    const r = await run(pythonBin, [path.join(here, 'drivers', 'driver.py'), file], { env: { PYTHONPATH: hosts.map((h) => path.join(out, h.name, 'openapi-python-client')).join(':') } });
    return JSON.parse(r.stdout.trim().split('\n').pop());
  },

  /** openapi-generator go: drivers/main.go, calling each request builder's setters by reflection. */
  async go(input, hosts) {
    const dir = path.join(drivers, 'go');
    fs.mkdirSync(dir, { recursive: true });
    const apis = {};
    let mod = 'module driver\n\ngo 1.22\n\nrequire (\n';
    let replace = '';
    for (const host of hosts) {
      const gen = path.join(out, host.name, 'go');
      const module = /^module (\S+)/m.exec(fs.readFileSync(path.join(gen, 'go.mod'), 'utf8'))[1];
      mod += `\t${module} v0.0.0\n`;
      replace += `replace ${module} => ${gen}\n`;
      const api = fs.readdirSync(gen).filter((f) => /^api_.*\.go$/.test(f)).map((f) => fs.readFileSync(path.join(gen, f), 'utf8')).join('\n');
      const service = /^func \(a \*(\w+)Service\) (\w+)\(ctx context\.Context\) (\w+) \{/m.exec(api);
      if (!service) throw new Error(`${host.name}: no request builder in the go client`);
      // wire name -> setter: the builder's fields are added to the form under their wire names.
      const setters = {};
      for (const [, wire, field] of api.matchAll(/parameterAddToHeaderOrQuery\(localVarFormParams, "([^"]+)", r\.(\w+),/g)) setters[wire] = field[0].toUpperCase() + field.slice(1);
      apis[host.name] = { service: service[1], method: service[2], setters, module };
    }
    fs.writeFileSync(path.join(dir, 'go.mod'), `${mod})\n\n${replace}`);
    const imports = hosts.map((h, i) => `\tc${i} "${apis[h.name].module}"`).join('\n');
    const clients = hosts.map((h, i) => `\t"${h.name}": func(url string) interface{} { cfg := c${i}.NewConfiguration(); cfg.Servers = c${i}.ServerConfigurations{{URL: url}}; return c${i}.NewAPIClient(cfg) },`).join('\n');
    fs.writeFileSync(path.join(dir, 'main.go'), fs.readFileSync(path.join(here, 'drivers', 'main.go'), 'utf8').replace('\t// IMPORTS', imports).replace('\t// CLIENTS', clients));
    const file = path.join(dir, 'input.json');
    fs.writeFileSync(file, JSON.stringify({ ...input, apis }));
    const env = { GOFLAGS: '-mod=mod', GOTOOLCHAIN: 'local' };
    await run('go', ['mod', 'tidy'], { cwd: dir, env });
    const r = await run('go', ['run', '.', file], { cwd: dir, env });
    return JSON.parse(r.stdout.trim().split('\n').pop());
  },

  /** openapi-generator java (native): drivers/Driver.java against the compiled client and its dependencies. */
  async java(input, hosts) {
    const dir = path.join(drivers, 'java');
    fs.mkdirSync(dir, { recursive: true });
    const classpath = [];
    const apis = {};
    for (const host of hosts) {
      const gen = path.join(out, host.name, 'java');
      const cp = path.join(dir, `${host.name}.classpath`);
      await run('mvn', ['-q', '-B', 'dependency:build-classpath', `-Dmdep.outputFile=${cp}`, ...(process.env.MAVEN_REPO_LOCAL ? [`-Dmaven.repo.local=${process.env.MAVEN_REPO_LOCAL}`] : [])], { cwd: gen });
      classpath.push(path.join(gen, 'target', 'classes'), ...fs.readFileSync(cp, 'utf8').trim().split(':'));
      const apiFile = fs.readdirSync(path.join(gen, 'src'), { recursive: true }).find((f) => /Api\.java$/.test(f));
      const source = fs.readFileSync(path.join(gen, 'src', apiFile), 'utf8');
      const pkg = /^package (\S+);/m.exec(source)[1];
      const cls = path.basename(apiFile, '.java');
      const method = /public [\w<>, ]+? (postS2s\w*)\(([^)]*)\) throws ApiException \{/.exec(source);
      const params = method[2].split(',').map((p) => p.trim().split(/\s+/).pop());
      // parameter -> wire name, from the form the method builds.
      const wire = {};
      for (const [, name, param] of source.matchAll(/formValues\.add\(new BasicNameValuePair\("([^"]+)", (\w+)\.toString\(\)\)\)/g)) wire[param] = name;
      apis[host.name] = { api: `${pkg}.${cls}`, invoker: pkg.replace(/\.api$/, ''), method: method[1], params: params.map((p) => wire[p] ?? p) };
    }
    const cp = [...new Set(classpath)].join(':');
    await run('javac', ['-d', dir, '-cp', cp, path.join(here, 'drivers', 'Driver.java')]);
    const file = path.join(dir, 'input.json');
    fs.writeFileSync(file, JSON.stringify({ ...input, apis }));
    const r = await run('java', ['-cp', `${dir}:${cp}`, 'Driver', file]);
    return JSON.parse(r.stdout.trim().split('\n').pop());
  },

  /** openapi-generator rust: a binary crate written here (one call per case, positional arguments), cargo run. */
  async rust(input, hosts) {
    await requireCargo();
    const dir = path.join(drivers, 'rust');
    fs.mkdirSync(path.join(dir, 'src'), { recursive: true });
    const deps = [];
    const fns = {};
    for (const host of hosts) {
      const gen = path.join(out, host.name, 'rust');
      const crate = /^name = "([^"]+)"/m.exec(fs.readFileSync(path.join(gen, 'Cargo.toml'), 'utf8'))[1];
      deps.push(`${crate} = { path = "${gen}" }`);
      const apiDir = path.join(gen, 'src', 'apis');
      const apiFile = fs.readdirSync(apiDir).find((f) => f.endsWith('_api.rs'));
      const source = fs.readFileSync(path.join(apiDir, apiFile), 'utf8');
      const sig = /pub async fn (post_s2\w*)\(configuration: &configuration::Configuration, ([^)]*)\) -> Result<(.+), Error<(\w+)>> \{/.exec(source);
      const params = sig[2].split(/,\s*(?=\w+:)/).map((p) => {
        const [name, type] = p.split(/:\s*/);
        return { name: name.trim(), optional: type.trim().startsWith('Option<') };
      });
      // parameter -> wire name, from the form the function builds (p_form_<parameter>).
      const byParam = {};
      for (const [, name, param] of source.matchAll(/multipart_form_params\.insert\("([^"]+)", p_form_(\w+)\.to_string\(\)\)/g)) byParam[param] = name;
      for (const [, param, name] of source.matchAll(/if let Some\(param_value\) = p_form_(\w+) \{\s*multipart_form_params\.insert\("([^"]+)"/g)) byParam[param] = name;
      fns[host.name] = { crate: crate.replace(/-/g, '_'), module: path.basename(apiFile, '.rs'), fn: sig[1], params: params.map((p) => ({ ...p, wire: byParam[p.name] ?? p.name })), error: sig[4] };
    }
    fs.writeFileSync(path.join(dir, 'Cargo.toml'), `[package]\nname = "driver"\nversion = "0.1.0"\nedition = "2021"\n\n[dependencies]\n${deps.join('\n')}\ntokio = { version = "1", features = ["macros", "rt-multi-thread"] }\nserde_json = "1"\n`);
    const lit = (s) => JSON.stringify(s);
    const callOf = (c, url) => {
      const f = fns[c.host];
      const values = Object.fromEntries(c.pairs);
      const args = f.params.map((p) => (values[p.wire] === undefined ? (p.optional ? 'None' : lit('')) : p.optional ? `Some(${lit(values[p.wire])})` : lit(values[p.wire])));
      return `{ let mut c = ${f.crate}::apis::configuration::Configuration::new(); c.base_path = ${lit(url)}.to_string(); ${f.crate}::apis::${f.module}::${f.fn}(&c, ${args.join(', ')}).await }`;
    };
    const wire = input.wire.map((c) => `    let _ = ${callOf(c, c.url)};`).join('\n');
    let sandbox = '    println!("{{}}");';
    if (input.sandbox) {
      const f = fns['s2s-card'];
      const answer = (n) => `    let ${n} = match ${callOf(input.sandbox, input.sandbox.url)} {
        Ok(v) => serde_json::json!({ "status": 200, "type": "${f.crate}::models::S2sCardResponse", "trans_id": serde_json::to_value(&v).ok().and_then(|j| j.get("trans_id").cloned()) }),
        Err(${f.crate}::apis::Error::ResponseError(r)) => match r.entity {
            Some(${f.crate}::apis::${f.module}::${f.error}::Status400(e)) => serde_json::json!({ "status": r.status.as_u16(), "type": "ErrorBody", "error_code": serde_json::to_value(&e.error_code).unwrap(), "error_message": e.error_message, "how": "Error::ResponseError, entity ${f.error}::Status400(ErrorBody)" }),
            other => serde_json::json!({ "status": r.status.as_u16(), "type": format!("{:?}", other) }),
        },
        Err(e) => serde_json::json!({ "threw": e.to_string() }),
    };`;
      sandbox = `${answer('first')}\n${answer('second')}\n    println!("{}", serde_json::json!({ "sandbox": { "first": first, "second": second } }));`;
    }
    fs.writeFileSync(path.join(dir, 'src', 'main.rs'), `#[tokio::main]\nasync fn main() {\n${wire}\n${sandbox}\n}\n`);
    const r = await run('cargo', ['run', '--quiet'], { cwd: dir, env: { CARGO_TARGET_DIR: cargoTarget } });
    const last = r.stdout.trim().split('\n').pop();
    return last === '{}' ? {} : JSON.parse(last);
  },
};

/** openapi-python-client's module of a host's one operation (api/<tag>/<operation>.py), as a dotted name. */
function apiModule(host, dir) {
  const pkg = pyPackage(host);
  const file = fs.readdirSync(path.join(dir, pkg, 'api'), { recursive: true }).find((f) => /post_s2/.test(f) && f.endsWith('.py'));
  if (!file) throw new Error(`${host.name}: openapi-python-client wrote no module for the operation`);
  return `${pkg}.api.${file.replace(/\.py$/, '').split(path.sep).join('.')}`;
}
