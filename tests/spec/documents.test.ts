// The bundled documents are valid OpenAPI 3.1 and are what the sources bundle to today.
import SwaggerParser from '@apidevtools/swagger-parser';
import { describe, expect, it } from 'vitest';
import { bundledPath, documentNames, loadBundled, root } from './support/spec.ts';

describe.each(documentNames)('%s bundle', (name) => {
  it('validates with swagger-parser', async () => {
    await expect(SwaggerParser.validate(bundledPath(name))).resolves.toBeTruthy();
  });

  it('is up to date with spec/', async () => {
    const fresh = await SwaggerParser.bundle(`${root}/spec/${name}.yaml`);
    expect(JSON.parse(JSON.stringify(fresh))).toEqual(loadBundled(name));
  });

  it('declares the 2020-12 dialect and a server variable for its host', () => {
    const doc = loadBundled(name);
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.jsonSchemaDialect).toBe('https://json-schema.org/draft/2020-12/schema');
    expect(doc.servers[0].url).toMatch(/^\{[a-z0-9_]+_url\}$/);
  });
});
