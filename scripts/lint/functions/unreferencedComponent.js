// A component that nothing in the document references must say why it stands alone:
// an x-gap (typically: its path or method is not shown) or an x-standalone reason.
function collectRefs(node, out) {
  if (Array.isArray(node)) node.forEach((n) => collectRefs(n, out));
  else if (node && typeof node === 'object') {
    if (typeof node.$ref === 'string') out.add(node.$ref);
    // The sets of a union that accepts any object, listed by the shaping (packages/contract/shape.mjs, rewrite 10).
    if (Array.isArray(node['x-parameter-sets'])) node['x-parameter-sets'].forEach((ref) => out.add(ref));
    Object.values(node).forEach((n) => collectRefs(n, out));
  }
}

const cache = new WeakMap();

export default function unreferencedComponent(component, _opts, context) {
  const data = context.document.data;
  if (!cache.has(data)) {
    const refs = new Set();
    collectRefs(data, refs);
    cache.set(data, refs);
  }
  const [, type, name] = context.path;
  const pointer = `#/components/${type}/${String(name).replace(/~/g, '~0').replace(/\//g, '~1')}`;
  if (cache.get(data).has(pointer)) return [];
  const reason = component?.['x-gap'] ?? component?.['x-standalone'];
  if (typeof reason === 'string' && reason.trim()) return [];
  return [{ message: `${type}/${name} is referenced by nothing: reference it, or say why it stands alone (x-gap or x-standalone)` }];
}
