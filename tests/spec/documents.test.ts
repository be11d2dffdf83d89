// The bundled documents are valid OpenAPI 3.1 and are what spec/ bundles to today: the committed model
// (generated/openapi/) against the model bundled from spec/ now (packages/contract bundleModel, which also
// validates each fresh bundle as OpenAPI 3.1).
import SwaggerParser from '@apidevtools/swagger-parser';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compileStandalone } from '../../packages/contract/ajv.mjs';
import { ajvCacheFile, documentValidator, standaloneCacheFile, standaloneModule } from '../../packages/contract/compiled.mjs';
import { bundleModel, parseYaml, readYaml, specDir, validatedMarker, yamlCacheFile } from '../../packages/contract/index.mjs';
import { documentNames, loadBundled, model, schemaTargets, variants } from '../support/spec.ts';

let fresh: Awaited<ReturnType<typeof bundleModel>>;
beforeAll(async () => {
  fresh = await bundleModel();
}, 60_000);

it('spec/ and generated/openapi/ have the same hosts', () => {
  expect(fresh.hosts.map((h: any) => h.name)).toEqual(model.hosts.map((h) => h.name));
});

describe.each(documentNames)('%s bundle', (name) => {
  it('validates with swagger-parser', async () => {
    await expect(SwaggerParser.validate(loadBundled(name))).resolves.toBeTruthy();
  });

  it('is up to date with spec/', () => {
    expect(loadBundled(name)).toEqual(JSON.parse(JSON.stringify(fresh.host(name).document)));
  });

  it('declares the 2020-12 dialect and a server variable for its host', () => {
    const doc = loadBundled(name);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.servers[0].url).toMatch(/^\{[a-z0-9_]+_url\}$/);
  });
});

// bundleModel remembers a document that passed validation by its hash (node_modules/.cache/contract-validated/),
// and never one that failed.
describe('bundleModel: validation remembered only for documents that passed', () => {
  const copy = () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-spec-'));
    fs.cpSync(specDir, dir, { recursive: true });
    return dir;
  };
  const withoutVersion = (dir: string) => {
    const file = path.join(dir, 's2s-apm.yaml');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace(/^(info:\n(?:[ \t]+.*\n)*?)[ \t]+version:.*\n/m, '$1'));
    return dir;
  };
  const dirs: string[] = [];
  afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

  it('a document that fails validation fails it every time, and leaves no mark', async () => {
    const dir = withoutVersion(copy());
    dirs.push(dir);
    for (let i = 0; i < 2; i++) await expect(bundleModel({ specDir: dir, generatedDir: dir })).rejects.toThrow(/s2s-apm\.yaml: .*version/s);
    const invalid = await SwaggerParser.bundle(path.join(dir, 's2s-apm.yaml'));
    expect(fs.existsSync(validatedMarker(invalid))).toBe(false);
  });

  it('a document that passed is marked, and a marked document is not validated again', async () => {
    const valid = fresh.host('s2s-apm');
    const bundled = await SwaggerParser.bundle(valid.source);
    expect(fs.existsSync(validatedMarker(bundled)), 'the contract as it is, bundled in beforeAll, is marked').toBe(true);
    // A mark planted for an invalid document: it is taken as validated (which is how the mark saves the time).
    const dir = withoutVersion(copy());
    dirs.push(dir);
    const invalid = await SwaggerParser.bundle(path.join(dir, 's2s-apm.yaml'));
    const marker = validatedMarker(invalid);
    fs.writeFileSync(marker, '');
    try {
      const model = await bundleModel({ specDir: dir, generatedDir: dir, shape: false });
      expect(model.host('s2s-apm').document.info.version).toBeUndefined();
    } finally {
      fs.rmSync(marker, { force: true });
    }
  });
});

// The YAML read at run time is parsed once per text and kept as JSON (node_modules/.cache/contract-yaml/): the
// next read of the same text takes the kept value, a changed text is parsed anew, a value JSON cannot hold is
// not kept, and a text that does not parse fails every time, naming the file.
describe('the YAML cache', () => {
  const texts: string[] = [];
  const unique = (body: string) => {
    const text = `# documents.test ${process.pid} ${Date.now()} ${texts.length}\n${body}`;
    texts.push(text);
    return text;
  };
  afterAll(() => texts.forEach((t) => fs.rmSync(yamlCacheFile(t), { force: true })));

  it('keeps a parsed text, and the kept value is what the next read of the same text gets', () => {
    const text = unique('rows:\n  - name: a\n    code: 1\n');
    expect(fs.existsSync(yamlCacheFile(text))).toBe(false);
    expect(parseYaml(text)).toEqual({ rows: [{ name: 'a', code: 1 }] });
    expect(JSON.parse(fs.readFileSync(yamlCacheFile(text), 'utf8'))).toEqual({ rows: [{ name: 'a', code: 1 }] });
    // A value planted in the cache is taken as the parse (which is how the cache saves the time)...
    fs.writeFileSync(yamlCacheFile(text), JSON.stringify({ planted: true }));
    expect(parseYaml(text)).toEqual({ planted: true });
    // ...but not with the cache off, nor for a text that differs by one character.
    vi.stubEnv('CONTRACT_YAML_CACHE', '0');
    try {
      expect(parseYaml(text)).toEqual({ rows: [{ name: 'a', code: 1 }] });
    } finally {
      vi.unstubAllEnvs();
    }
    expect(parseYaml(text.replace('code: 1', 'code: 2'))).toEqual({ rows: [{ name: 'a', code: 2 }] });
    texts.push(text.replace('code: 1', 'code: 2'));
  });

  it('does not keep a value JSON cannot hold, nor a cache file cut short', () => {
    const infinite = unique('limit: .inf\n');
    expect(parseYaml(infinite)).toEqual({ limit: Infinity });
    expect(fs.existsSync(yamlCacheFile(infinite))).toBe(false);
    expect(parseYaml(infinite)).toEqual({ limit: Infinity });
    const text = unique('a: [1, 2]\n');
    fs.mkdirSync(path.dirname(yamlCacheFile(text)), { recursive: true });
    fs.writeFileSync(yamlCacheFile(text), '{"a": [1');
    expect(parseYaml(text)).toEqual({ a: [1, 2] });
    expect(JSON.parse(fs.readFileSync(yamlCacheFile(text), 'utf8'))).toEqual({ a: [1, 2] });
  });

  it('a file that does not parse fails every time, naming the file, and is not kept', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'documents-yaml-'));
    try {
      const file = path.join(dir, 'errors.yaml');
      const text = unique('rows: [a, b\n');
      fs.writeFileSync(file, text);
      for (let i = 0; i < 2; i++) expect(() => readYaml(file)).toThrow(new RegExp(`${path.basename(dir)}/errors\\.yaml: Flow sequence`));
      expect(fs.existsSync(yamlCacheFile(text))).toBe(false);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('the catalogue and the Hosted Fields library the model reads are the parse of spec/', async () => {
    const { default: YAML } = await import('yaml');
    for (const file of ['errors.yaml', 'hosted-fields.yaml']) {
      const text = fs.readFileSync(path.join(specDir, file), 'utf8');
      expect(readYaml(path.join(specDir, file)), file).toEqual(YAML.parse(text));
      expect(fs.existsSync(yamlCacheFile(text)), file).toBe(true);
    }
    expect(model.catalogue).toEqual(YAML.parse(fs.readFileSync(path.join(specDir, 'errors.yaml'), 'utf8')));
  });
});

describe('the compile cache (a bundle\'s validators kept as ajv standalone code)', () => {
  const files: string[] = [];
  afterAll(() => files.forEach((f) => fs.rmSync(f, { force: true })));
  // The checkout bundle with a mark of this run: its validators are not in the cache yet.
  const host = model.host('checkout');
  const unique = () => ({ ...structuredClone(host.document), info: { ...host.document.info, 'x-documents-test': `${process.pid} ${Date.now()} ${files.length}` } });
  const targets = schemaTargets(host);

  it('keeps each validator compiled; the next process\'s validator is the kept code, with the same answers and errors', () => {
    const doc = unique();
    expect(targets.length).toBeGreaterThan(5);
    const first = documentValidator('checkout', doc);
    const kept = documentValidator('checkout', doc);
    vi.stubEnv('CONTRACT_AJV_CACHE', '0');
    const off = documentValidator('checkout', doc);
    vi.unstubAllEnvs();
    let compared = 0;
    for (const { pointer, examples } of targets) {
      const file = ajvCacheFile('checkout', doc, pointer);
      files.push(file);
      expect(fs.existsSync(file), pointer).toBe(false);
      const compiled = first.compile(pointer);
      expect(fs.existsSync(file), pointer).toBe(true);
      const loaded = kept.compile(pointer);
      expect(loaded, pointer).not.toBe(compiled);
      expect(fs.readFileSync(file, 'utf8')).toContain(loaded.toString());
      const reference = off.compile(pointer);
      for (const instance of [...examples.flatMap((e: any) => variants(e.value)), {}, [], null, 'text']) {
        const want = reference(instance);
        expect(loaded(instance), `${pointer} ${JSON.stringify(instance)}`).toBe(want);
        expect(loaded.errors, `${pointer} ${JSON.stringify(instance)}`).toEqual(reference.errors);
        compared++;
      }
    }
    expect(compared).toBeGreaterThan(100);
  });

  it('a kept validator is what the next one runs, unless the cache is off, the document differs, or the file is cut short', () => {
    const doc = unique();
    const { pointer } = targets[0];
    const file = ajvCacheFile('checkout', doc, pointer);
    files.push(file);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Planted: a validator that accepts anything is taken as the compiled one (which is how the cache saves time)...
    fs.writeFileSync(file, 'module.exports = function validate() { return true; };');
    expect(documentValidator('checkout', doc).compile(pointer)(42)).toBe(true);
    // ...but not with the cache off, nor for a document that differs, nor with allErrors off (another key).
    vi.stubEnv('CONTRACT_AJV_CACHE', '0');
    expect(documentValidator('checkout', doc).compile(pointer)(42)).toBe(false);
    vi.unstubAllEnvs();
    const other = unique();
    files.push(ajvCacheFile('checkout', other, pointer), ajvCacheFile('checkout', doc, pointer, { allErrors: false }));
    expect(ajvCacheFile('checkout', other, pointer)).not.toBe(file);
    expect(documentValidator('checkout', other).compile(pointer)(42)).toBe(false);
    expect(documentValidator('checkout', doc, { allErrors: false }).compile(pointer)(42)).toBe(false);
    // A file cut short is compiled again, and kept whole.
    fs.writeFileSync(file, 'module.exports = function validate(data) { return');
    expect(documentValidator('checkout', doc).compile(pointer)(42)).toBe(false);
    const module = { exports: {} as unknown };
    new Function('module', 'exports', 'require', fs.readFileSync(file, 'utf8'))(module, module.exports, createRequire(import.meta.url));
    expect(typeof module.exports).toBe('function');
  });

  it("the validators generator's standalone modules: compileStandalone's code, kept whole, compiled again when the kept code does not match its hash", () => {
    const doc = unique();
    const exportsMap = Object.fromEntries(targets.slice(0, 3).map((t: any, i: number) => [`v${i}`, t.pointer]));
    const file = standaloneCacheFile(doc, 'checkout', exportsMap);
    files.push(file);
    const code = compileStandalone(doc, 'checkout', exportsMap);
    expect(fs.existsSync(file)).toBe(false);
    expect(standaloneModule(doc, 'checkout', exportsMap)).toBe(code);
    expect(fs.readFileSync(file, 'utf8')).toBe(`${createHash('sha256').update(code).digest('hex')}\n${code}`);
    // The kept code is what the next build gets...
    const planted = '// planted\n';
    fs.writeFileSync(file, `${createHash('sha256').update(planted).digest('hex')}\n${planted}`);
    expect(standaloneModule(doc, 'checkout', exportsMap)).toBe(planted);
    // ...unless the cache is off, the exports differ, or the code does not match its hash (compiled and kept again).
    vi.stubEnv('CONTRACT_AJV_CACHE', '0');
    expect(standaloneModule(doc, 'checkout', exportsMap)).toBe(code);
    vi.unstubAllEnvs();
    expect(standaloneCacheFile(doc, 'checkout', { v0: exportsMap.v0 })).not.toBe(file);
    fs.writeFileSync(file, `${createHash('sha256').update(planted).digest('hex')}\n${planted.slice(0, -2)}`);
    expect(standaloneModule(doc, 'checkout', exportsMap)).toBe(code);
    expect(fs.readFileSync(file, 'utf8').endsWith(code)).toBe(true);
  });

  it('a schema that does not compile fails every time and is not kept', () => {
    const doc = unique();
    doc.components.schemas.Broken = { type: 'strng' };
    const file = ajvCacheFile('checkout', doc, '/components/schemas/Broken');
    files.push(file);
    for (let i = 0; i < 2; i++) expect(() => documentValidator('checkout', doc).compile('/components/schemas/Broken')).toThrow(/type must be JSONType/);
    expect(fs.existsSync(file)).toBe(false);
  });
});
