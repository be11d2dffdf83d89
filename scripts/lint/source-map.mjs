// Where a place of a bundle was written in spec/: npm run lint lints the model's bundles only (Spectral does not
// resolve spec/ a second time), and reports each finding at the file of spec/ it comes from.
// From a bundle's JSON Pointer, walk the host's root document (spec/<host>.yaml) token by token, following every
// $ref on the way (into other files of spec/, or within a file) as the bundler did. Where the bundle differs
// from what was written (the generator shape of packages/contract/shape.mjs: examples moved under components/examples,
// a $ref wrapped in allOf, ...), the walk stops at the deepest place that exists: the right file, the nearest
// line. `locate(rootFile, tokens)` -> { file, path (in that file), range, exact } where `exact` says whether the
// whole pointer was found.
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';

const cli = createRequire(createRequire(import.meta.url).resolve('@stoplight/spectral-cli/package.json'));
const { parseWithPointers, getLocationForJsonPath } = cli('@stoplight/yaml');

const decode = (token) => token.replace(/~1/g, '/').replace(/~0/g, '~');
const tokensOf = (pointer) => (pointer ? pointer.replace(/^#?\//, '').split('/').map(decode) : []);

export function createSourceMap() {
  const files = new Map();
  const load = (file) => {
    if (!files.has(file)) files.set(file, parseWithPointers(fs.readFileSync(file, 'utf8')));
    return files.get(file);
  };
  const at = (value, tokens) => {
    let node = value;
    for (const t of tokens) {
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, t)) return undefined;
      node = node[t];
    }
    return node;
  };

  /** The file, path and range in spec/ of a bundle's place (tokens), starting from the host's root document. */
  function locate(rootFile, tokens) {
    let file = rootFile;
    let node = load(file).data;
    let where = [];
    let found = 0;
    const follow = () => {
      for (let hops = 0; hops < 20 && node && typeof node === 'object' && typeof node.$ref === 'string'; hops++) {
        const [target, fragment = ''] = node.$ref.split('#');
        const nextFile = target ? path.resolve(path.dirname(file), target) : file;
        if (!fs.existsSync(nextFile)) return;
        const next = at(load(nextFile).data, tokensOf(fragment));
        if (next === undefined) return;
        file = nextFile;
        node = next;
        where = tokensOf(fragment);
      }
    };
    for (const token of tokens) {
      follow();
      if (node === null || typeof node !== 'object' || !Object.hasOwn(node, String(token))) break;
      node = node[token];
      where = [...where, String(token)];
      found++;
    }
    const location = getLocationForJsonPath(load(file), where, true) ?? getLocationForJsonPath(load(file), [], true);
    return { file, path: where, range: location?.range, exact: found === tokens.length };
  }

  return { locate };
}
