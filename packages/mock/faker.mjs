// Prism's body generator (@stoplight/prism-http's mocker/generator/JSONSchema.js, loaded with Prism) requires
// @faker-js/faker and uses its default instance, whose locale is English. That package's main entry builds the
// instance with all 57 of its locales: about 2,000 modules and 0.7 s of CPU at every start of the mock (about half
// of what loading the mock's server module cost). Imported before Prism, this module puts the English-only build
// of the same package and version (@faker-js/faker/locale/en: the same Faker class, locale and fallback "en") in
// Node's require cache under the entry Prism resolves, with the entry's export names. Prism then generates from
// the same data. A process that has loaded that entry already keeps it.
import { createRequire, Module } from 'node:module';
import path from 'node:path';

const prismRequire = createRequire(createRequire(import.meta.url).resolve('@stoplight/prism-http/dist/mocker/generator/JSONSchema.js'));
const entry = prismRequire.resolve('@faker-js/faker');

if (!prismRequire.cache[entry]) {
  const english = prismRequire('@faker-js/faker/locale/en');
  const module = new Module(entry);
  module.filename = entry;
  // The main entry's exports (dist/cjs/index.js): Faker, FakerError, Gender, faker and default (the instance).
  module.exports = {
    Faker: english.constructor,
    FakerError: prismRequire(path.join(path.dirname(entry), 'errors', 'faker-error.js')).FakerError,
    Gender: prismRequire(path.join(path.dirname(entry), 'name.js')).Gender,
    faker: english,
    default: english,
  };
  module.loaded = true;
  prismRequire.cache[entry] = module;
}
