// The password only ever enters the hash: no request schema may carry a member named password
// (also as a literal bracket key such as parameters[password]).
const isPassword = (name) => /^(.*\[)?password\]?$/i.test(name);

function walk(schema, path, seen, out) {
  if (!schema || typeof schema !== 'object' || seen.has(schema)) return;
  seen.add(schema);
  for (const [name, sub] of Object.entries(schema.properties ?? {})) {
    if (isPassword(name)) out.push({ message: `request schema has a property named "${name}": the password only enters the hash`, path: [...path, 'properties', name] });
    walk(sub, [...path, 'properties', name], seen, out);
  }
  for (const key of ['oneOf', 'anyOf', 'allOf', 'prefixItems']) {
    (schema[key] ?? []).forEach((sub, i) => walk(sub, [...path, key, i], seen, out));
  }
  for (const key of ['items', 'additionalProperties', 'not', 'if', 'then', 'else']) walk(schema[key], [...path, key], seen, out);
  for (const key of ['patternProperties', 'dependentSchemas', '$defs']) {
    for (const [name, sub] of Object.entries(schema[key] ?? {})) walk(sub, [...path, key, name], seen, out);
  }
  for (const name of schema.required ?? []) {
    if (isPassword(name)) out.push({ message: `request schema requires a member named "${name}": the password only enters the hash`, path: [...path, 'required'] });
  }
}

export default function noPasswordProperty(operation, _opts, context) {
  const out = [];
  for (const [type, media] of Object.entries(operation?.requestBody?.content ?? {})) {
    walk(media?.schema, [...context.path, 'requestBody', 'content', type, 'schema'], new Set(), out);
  }
  (operation?.parameters ?? []).forEach((p, i) => {
    if (p && isPassword(String(p.name))) out.push({ message: `parameter "${p.name}": the password only enters the hash`, path: [...context.path, 'parameters', i] });
  });
  return out;
}
