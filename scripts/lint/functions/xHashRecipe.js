// x-hash is a machine-readable signature recipe: the algorithm of section 5, the ordered fields as
// JSON Pointers into the request body, and optionally `when` (pointer -> value) saying when it applies.
const ALGORITHM = 'sha1(md5(upper(fields+password)))';

export default function xHashRecipe(recipe) {
  const out = [];
  if (!recipe || typeof recipe !== 'object') return [{ message: 'x-hash must be an object' }];
  if (recipe.algorithm !== ALGORITHM) out.push({ message: `x-hash.algorithm must be "${ALGORITHM}"` });
  if (!Array.isArray(recipe.fields) || recipe.fields.length === 0 || !recipe.fields.every((f) => typeof f === 'string' && f.startsWith('/'))) {
    out.push({ message: 'x-hash.fields must be a non-empty list of JSON Pointers into the request body, in hash order' });
  }
  if (recipe.when !== undefined && (typeof recipe.when !== 'object' || !Object.keys(recipe.when).every((k) => k.startsWith('/')))) {
    out.push({ message: 'x-hash.when must map JSON Pointers to the values for which the recipe applies' });
  }
  const extra = Object.keys(recipe).filter((k) => !['algorithm', 'fields', 'when'].includes(k));
  if (extra.length) out.push({ message: `x-hash has unknown members: ${extra.join(', ')}` });
  return out;
}
