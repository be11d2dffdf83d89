// The request collections of generated/collections/ (tools/generate/collections.mjs), read as their tools read
// them: every .http file (REST Client / JetBrains) and every Bruno collection is parsed here, its variables
// substituted, its hash computed as the file documents it (the .http files' shell command; the Bruno
// collection's pre-request script, run with a stand-in for Bruno's `bru`, `req` and crypto-js), and every
// request is sent to the suite's mock, which must answer 200. Also: one request per operation and action
// branch of the model in each format, hashes equal to section 5's (tests/support/hash.ts) and to the signed
// examples', environments on the mock's and the sandbox's ports, and the committed files as the stage writes them.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { describe, expect, inject, it } from 'vitest';
import { FORM, generatedDir, loadModel } from '../../tools/model/index.mjs';
import { collectionFiles } from '../../tools/generate/collections.mjs';
import { DEFAULT_PORTS } from '../../packages/sandbox/server.mjs';
import { at, signatureOf } from '../support/hash.ts';

const model = loadModel();
const dir = path.join(generatedDir, 'collections');
const read = (...p: string[]) => fs.readFileSync(path.join(dir, ...p), 'utf8');

/** The requests the model calls for, per host: an operation's id, or the action of a form branch. */
const expectedNames = (hostName: string) => model.host(hostName).operations.flatMap((o: any) => (o.elements.length ? o.elements : [{ value: null }]).map((e: any) => e.value ?? o.operationId));
/** The contract's test password: the signed examples' x-hash-password. */
const password: string = model.elements.flatMap((e: any) => e.examples).find((x: any) => typeof x.password === 'string').password;
/** The signed example of an element whose hash this password makes, by element name. */
const signedExample = (hostName: string, name: string) => {
  const e = model.host(hostName).elements.find((x: any) => (x.value ?? x.operation.operationId) === name);
  return e?.examples[0]?.password === password ? e.examples[0].value : undefined;
};

const substitute = (text: string, vars: Record<string, string>) =>
  text.replace(/\{\{([A-Za-z0-9_.-]+)\}\}/g, (_, n) => {
    if (!(n in vars)) throw new Error(`no variable ${n}`);
    return vars[n];
  });

const parseBody = (contentType: string | undefined, text: string): any =>
  contentType === FORM ? Object.fromEntries(new URLSearchParams(text)) : JSON.parse(text);

async function send(baseUrl: string, method: string, url: string, headers: Record<string, string>, body: string | undefined) {
  const res = await fetch(url.replace(/^\{\{baseUrl\}\}/, baseUrl), { method, headers, body });
  return { status: res.status, text: await res.text() };
}

// ---------------------------------------------------------------------------------------------------------
// .http files

type HttpRequest = { name: string; method: string; url: string; headers: Record<string, string>; body: string | undefined; comments: string[] };
type HashDoc = { variable: string; fields: string[] | null; command: string | null; gap: string | null; when: string | null };

function parseHttp(text: string) {
  const [head, ...blocks] = text.split(/^###[^\n]*\n/m);
  const vars: Record<string, string> = {};
  const hashes: Record<string, HashDoc> = {};
  const lines = head.split('\n');
  lines.forEach((line, i) => {
    const v = /^@([A-Za-z0-9_]+)\s*=\s*(.*)$/.exec(line);
    if (v) vars[v[1]] = v[2];
    const doc = /^# (hash_[A-Za-z0-9_]+): (.*)$/.exec(line);
    if (doc) {
      const fields = /recipe fields, in order: ([^(]+?)(?: \(the recipe applies when (.*)\))?$/.exec(doc[2]);
      const next = lines[i + 1].replace(/^#\s+/, '');
      hashes[doc[1]] = { variable: doc[1], fields: fields ? fields[1].split(', ') : null, when: fields?.[2] ?? null, command: fields ? next : null, gap: fields ? null : next };
    }
  });
  const requests: HttpRequest[] = blocks.map((block) => {
    const all = block.replace(/\n+$/, '').split('\n');
    const comments = all.filter((l) => l.startsWith('#'));
    const rest = all.filter((l) => !l.startsWith('#'));
    const name = /^# @name (.+)$/m.exec(block)![1];
    const [method, url] = rest[0].split(' ');
    const blank = rest.indexOf('');
    const headers = Object.fromEntries(rest.slice(1, blank < 0 ? undefined : blank).map((h) => [h.slice(0, h.indexOf(':')), h.slice(h.indexOf(':') + 1).trim()]));
    return { name, method, url, headers, body: blank < 0 ? undefined : rest.slice(blank + 1).join('\n'), comments };
  });
  return { vars, hashes, requests };
}

describe('.http files (REST Client / JetBrains HTTP Client)', () => {
  for (const host of model.hosts) {
    describe(host.name, () => {
      const file = parseHttp(read('http', `${host.name}.http`));

      it('has one request per operation and action branch, named after it', () => {
        expect(file.requests.map((r) => r.name)).toEqual(expectedNames(host.name));
        expect(file.vars.baseUrl).toBe(`http://127.0.0.1:${host.defaultPort}`);
      });

      it('documents each hash variable: recipe fields and a shell command that gives the prefilled value, or the gap', () => {
        for (const r of file.requests) {
          const used = /\{\{(hash_[A-Za-z0-9_]+)\}\}/.exec(r.body ?? '')?.[1];
          const element = host.elements.find((e: any) => (e.value ?? e.operation.operationId) === r.name);
          if (!used) {
            // No hash sent: the request says why, with the element's gap.
            if (element?.signed) expect(r.comments.join('\n')).toContain(element.gap);
            continue;
          }
          const doc = file.hashes[used];
          expect(doc, `${r.name}: ${used} is documented at the top`).toBeDefined();
          if (!element.recipe) {
            expect(doc.fields).toBeNull();
            expect(doc.gap).toBe(element.gap);
            continue;
          }
          expect(doc.fields).toEqual(element.recipe.fields);
          // The documented command, run as a user would: GATEWAY_PASSWORD set, GNU coreutils.
          const viaShell = execFileSync('sh', ['-c', doc.command!], { env: { ...process.env, GATEWAY_PASSWORD: password }, encoding: 'utf8' }).replace(/\n$/, '');
          const body = parseBody(r.headers['Content-Type'], substitute(r.body!, file.vars));
          const values = element.recipe.fields.map((p: string) => at(body, p));
          expect(viaShell, `${r.name}: the shell command`).toBe(signatureOf(values, password));
          expect(file.vars[used], `${r.name}: the prefilled ${used}`).toBe(viaShell);
          const signed = signedExample(host.name, r.name);
          if (signed) expect(file.vars[used], `${r.name}: the signed example's hash`).toBe(signed.hash);
        }
      });

      it("sends every request to the suite's mock and gets 200", async () => {
        const baseUrl = (inject('mockUrls') as Record<string, string>)[host.name];
        for (const r of file.requests) {
          const headers = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, substitute(v, file.vars)]));
          const res = await send(baseUrl, r.method, r.url, headers, r.body === undefined ? undefined : substitute(r.body, file.vars));
          expect(res.status, `${host.name} ${r.name}: ${res.text}`).toBe(200);
        }
      });
    });
  }
});

// ---------------------------------------------------------------------------------------------------------
// Bruno

type Bru = Record<string, string>;

/** A .bru file's blocks, by name: each block's text with its two-space indent removed. */
function parseBru(text: string): Bru {
  const out: Bru = {};
  for (const m of text.matchAll(/^([a-z][a-z:-]*) \{\n([\s\S]*?)\n\}$/gm)) out[m[1]] = m[2].split('\n').map((l) => l.replace(/^ {2}/, '')).join('\n');
  return out;
}
/** A dictionary block (meta, vars, headers, body:form-urlencoded) as key -> value. */
const dictionary = (block = ''): Record<string, string> =>
  Object.fromEntries(block.split('\n').filter(Boolean).map((l) => [l.slice(0, l.indexOf(':')), l.slice(l.indexOf(':') + 1).trim()]));

const hex = (algorithm: string, s: string) => createHash(algorithm).update(s, 'utf8').digest('hex');
/** The part of crypto-js the script uses. */
const cryptoJs = { MD5: (s: string) => ({ toString: () => hex('md5', s) }), SHA1: (s: string) => ({ toString: () => hex('sha1', s) }) };

/** Runs collection.bru's pre-request script for a request, as Bruno does before it interpolates: the runtime variables it sets. */
function runScript(script: string, env: Record<string, string>, req: { url: string; method: string; body: unknown }) {
  const runtime: Record<string, string> = {};
  const warnings: string[] = [];
  const bru = { getVar: (n: string) => runtime[n], setVar: (n: string, v: string) => (runtime[n] = v), getEnvVar: (n: string) => env[n] };
  const request = { getUrl: () => req.url, getMethod: () => req.method.toUpperCase(), getBody: () => req.body };
  const require = (m: string) => {
    if (m !== 'crypto-js') throw new Error(`the script requires ${m}, which is not one of Bruno's built-in libraries used here`);
    return cryptoJs;
  };
  vm.runInNewContext(script, { bru, req: request, require, console: { warn: (s: string) => warnings.push(s), log: () => {} } });
  return { runtime, warnings };
}

function brunoCollection(hostName: string) {
  const base = path.join(dir, 'bruno', hostName);
  const files = fs.readdirSync(base).filter((f) => f.endsWith('.bru') && f !== 'collection.bru');
  const requests = files
    .map((f) => {
      const bru = parseBru(fs.readFileSync(path.join(base, f), 'utf8'));
      const meta = dictionary(bru.meta);
      const method = ['get', 'post', 'put', 'patch', 'delete'].find((m) => bru[m])!;
      const http = dictionary(bru[method]);
      return { file: f, name: meta.name, seq: Number(meta.seq), method, url: http.url, mode: http.body, headers: dictionary(bru.headers), bru };
    })
    .sort((a, b) => a.seq - b.seq);
  const envs = Object.fromEntries(fs.readdirSync(path.join(base, 'environments')).map((f) => [path.basename(f, '.bru'), dictionary(parseBru(fs.readFileSync(path.join(base, 'environments', f), 'utf8')).vars)]));
  const collection = parseBru(fs.readFileSync(path.join(base, 'collection.bru'), 'utf8'));
  return { bruno: JSON.parse(fs.readFileSync(path.join(base, 'bruno.json'), 'utf8')), requests, envs, script: collection['script:pre-request'] };
}

/** The body Bruno's script sees (JSON parsed; a form as its members) and the one it sends, interpolated. */
function bodiesOf(r: ReturnType<typeof brunoCollection>['requests'][number]) {
  if (r.mode === 'json') return { seen: JSON.parse(r.bru['body:json']), raw: r.bru['body:json'] };
  if (r.mode === 'formUrlEncoded') return { seen: dictionary(r.bru['body:form-urlencoded']), raw: null };
  return { seen: undefined, raw: null };
}

describe('Bruno collections', () => {
  for (const host of model.hosts) {
    describe(host.name, () => {
      const c = brunoCollection(host.name);

      it('is a collection with one request per operation and action branch, environments for the mock and the sandbox', () => {
        expect(c.bruno).toMatchObject({ version: '1', type: 'collection' });
        expect(c.requests.map((r) => r.name)).toEqual(expectedNames(host.name));
        expect(c.requests.map((r) => r.seq)).toEqual(c.requests.map((_, i) => i + 1));
        expect(Object.keys(c.envs).sort()).toEqual(['mock', 'sandbox']);
        expect(c.envs.mock.baseUrl).toBe(`http://127.0.0.1:${host.defaultPort}`);
        expect(c.envs.sandbox.baseUrl).toBe(`http://127.0.0.1:${(DEFAULT_PORTS as Record<string, number>)[host.name]}`);
        for (const env of Object.values(c.envs)) {
          expect(env.password).toBe(password);
          expect(env[host.keyField]).toBeTruthy();
        }
        // Where the contract has no recipe, the request's docs carry the element's gap.
        for (const r of c.requests) {
          const element = host.elements.find((e: any) => (e.value ?? e.operation.operationId) === r.name);
          if (element?.signed && !element.recipe) expect(r.bru.docs).toContain(element.gap);
        }
      });

      it("computes each hash with the collection's script and sends every request to the suite's mock: 200", async () => {
        const baseUrl = (inject('mockUrls') as Record<string, string>)[host.name];
        const env = c.envs.mock;
        for (const r of c.requests) {
          const element = host.elements.find((e: any) => (e.value ?? e.operation.operationId) === r.name);
          const { seen, raw } = bodiesOf(r);
          const { runtime } = runScript(c.script, env, { url: r.url, method: r.method, body: seen });
          const vars = { ...env, ...runtime };
          if (element?.recipe && r.mode === 'formUrlEncoded') {
            // Bruno versions hand a form body to scripts as an object or as a list of { name, value }: the same hash.
            const asList = Object.entries(seen).map(([name, value]) => ({ name, value, enabled: true }));
            expect(runScript(c.script, env, { url: r.url, method: r.method, body: asList }).runtime.hash).toBe(runtime.hash);
          }
          if (element?.recipe) {
            const values = element.recipe.fields.map((p: string) => at(seen, p));
            expect(runtime.hash, `${r.name}: the script's hash`).toBe(signatureOf(values, password));
            const signed = signedExample(host.name, r.name);
            if (signed) expect(runtime.hash, `${r.name}: the signed example's hash`).toBe(signed.hash);
          }
          const headers: Record<string, string> = Object.fromEntries(Object.entries(r.headers).map(([k, v]) => [k, substitute(v, vars)]));
          let body: string | undefined;
          if (r.mode === 'json') {
            headers['content-type'] = 'application/json';
            body = substitute(raw!, vars);
          } else if (r.mode === 'formUrlEncoded') {
            headers['content-type'] = FORM;
            body = new URLSearchParams(Object.entries(seen as Record<string, string>).map(([k, v]) => [k, substitute(v, vars)])).toString();
          }
          const res = await send(baseUrl, r.method.toUpperCase(), substitute(r.url, { ...vars, baseUrl }), headers, body);
          expect(res.status, `${host.name} ${r.name}: ${res.text}`).toBe(200);
        }
      });
    });
  }

  it('the script leaves hash empty and says why where no recipe applies (a debit session)', () => {
    const c = brunoCollection('checkout');
    const r = c.requests.find((x) => x.name === 'createSession')!;
    const body = { ...bodiesOf(r).seen, operation: 'debit' };
    const { runtime, warnings } = runScript(c.script, c.envs.mock, { url: r.url, method: r.method, body });
    expect(runtime.hash).toBe('');
    expect(warnings.join('\n')).toContain(model.host('checkout').operation('post', '/api/v1/session').elements[0].gap);
  });
});

it('generated/collections/ is what the stage writes from the model (npm run build is up to date)', () => {
  const files = collectionFiles(model);
  const onDisk = (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.join(d.parentPath ?? (d as any).path, d.name))
    .sort();
  expect(onDisk).toEqual([...files.keys()].sort());
  for (const [file, text] of files) expect(fs.readFileSync(file, 'utf8'), path.relative(generatedDir, file)).toBe(text);
});
