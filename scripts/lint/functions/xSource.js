// x-source names the section(s) of the interface document an element models: "4.2" or ["2.2", "5"].
const SECTION = /^[1-9][0-9]*(\.[0-9]+)*$/;

export default function xSource(target) {
  const value = target?.['x-source'];
  if (value === undefined) return [{ message: 'missing x-source (the section of the interface document it models)' }];
  const sections = Array.isArray(value) ? value : [value];
  if (sections.length === 0 || !sections.every((s) => typeof s === 'string' && SECTION.test(s))) {
    return [{ message: `x-source must be a section number such as "4.2", or a list of them; got ${JSON.stringify(value)}` }];
  }
  return [];
}
