// The faker that Prism's generator gets in the mock (packages/mock/faker.mjs): the English-only build of the
// package Prism depends on, under the entry Prism resolves, with that entry's export names, and no other locale
// loaded. Each side is read in a process of its own: one loads the package's own entry, the other the mock's
// server module (which imports faker.mjs before Prism) and then what Prism's require of the package answers.
import { execa } from 'execa';
import { describe, expect, it } from 'vitest';
import { root } from '../support/spec.ts';

const PRISM_GENERATOR = '@stoplight/prism-http/dist/mocker/generator/JSONSchema.js';

/** What `require('@faker-js/faker')` gives Prism's generator in a new process, after `before` (an import, or none). */
async function fakerAsPrismSees(before: string) {
  const script = `
    ${before}
    import { createRequire } from 'node:module';
    const prismRequire = createRequire(createRequire(import.meta.url).resolve(${JSON.stringify(PRISM_GENERATOR)}));
    const entry = prismRequire.resolve('@faker-js/faker');
    const exported = prismRequire('@faker-js/faker');
    const f = exported.default;
    f.seed(7);
    const locales = [...new Set(Object.keys(prismRequire.cache).filter((k) => k.includes('/@faker-js/faker/dist/cjs/locales/')).map((k) => k.split('/locales/')[1].split('/')[0]))];
    console.log(JSON.stringify({
      entry,
      names: Object.keys(exported).sort(),
      sameInstance: exported.default === exported.faker,
      isFaker: exported.default instanceof exported.Faker,
      errorClass: typeof exported.FakerError === 'function' && new exported.FakerError('x') instanceof Error,
      gender: exported.Gender,
      locale: f.locale,
      fallback: f.localeFallback,
      words: [f.lorem.word(), f.lorem.word(), f.name.firstName(), f.internet.email()],
      locales,
    }));
  `;
  const run = await execa(process.execPath, ['--input-type=module', '-e', script], { cwd: root });
  return JSON.parse(run.stdout);
}

describe("the mock's faker", () => {
  it("is the package's English instance under Prism's entry, with the entry's exports and data, and loads no other locale", async () => {
    const [own, mock] = await Promise.all([fakerAsPrismSees(''), fakerAsPrismSees("import './packages/mock/server.mjs';")]);
    expect(own.locales.length, 'the package entry builds every locale').toBeGreaterThan(1);
    expect(mock.entry).toBe(own.entry);
    expect(mock.names).toEqual(own.names);
    expect(mock).toMatchObject({ sameInstance: true, isFaker: true, errorClass: true, gender: own.gender, locale: 'en', fallback: 'en' });
    expect(own).toMatchObject({ locale: 'en', fallback: 'en' });
    // Seeded alike, both generate the same English data.
    expect(mock.words).toEqual(own.words);
    expect(mock.locales).toEqual(['en']);
  });
});
