// The bundled documents are valid OpenAPI 3.1 and are what spec/ bundles to today: the committed model
// (generated/openapi/) against the model bundled from spec/ now (packages/contract bundleModel, which also
// validates each fresh bundle as OpenAPI 3.1).
import SwaggerParser from '@apidevtools/swagger-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { bundleModel } from '../../packages/contract/index.mjs';
import { documentNames, loadBundled, model } from '../support/spec.ts';

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
