// README.md is the integrator's front door, the rest is in CONTRIBUTING.md and the guides under docs/:
// - the README's table of hash recipes is what generated/hash/recipes.json (written from the model) says, row
//   for row, in its order: every recipe (host, request, fields in order), then every request without one;
// - every relative link of README.md, CONTRIBUTING.md and docs/*.md resolves: to a file or folder of the
//   repository, and its #fragment to a heading of the Markdown file it names (GitHub's anchors);
// - the README stays under 200 lines.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { root } from '../../packages/contract/index.mjs';
import { tableRows } from '../support/markdown.ts';

const read = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
const readme = read('README.md');

type When = { keys: string[]; equals: unknown };
type Request = { host: { name: string }; method: string | null; path: string | null; operationId: string | null; action: { value: string } | null; component?: string | null; when?: When[] | null; unless?: When[] | null };
const code = (s: string) => `\`${s}\``;
const condition = (ws: When[]) => ws.map((w) => `${code(w.keys.join('.'))} is ${code(String(w.equals))}`).join(' and ');
const request = (r: Request, word: 'when' | 'unless') => {
  const name = r.action ? code(r.action.value)
    : r.operationId ? `${code(`${r.method} ${r.path}`)} (${code(r.operationId)})`
    : r.path ? `${code(r.path)} (method not shown)`
    : `${code(String(r.component).split('/').at(-1)!)} (path not shown)`;
  const ws = word === 'when' ? r.when : r.unless;
  return ws?.length ? `${name}, ${word} ${condition(ws)}` : name;
};


/** GitHub's anchors of a Markdown file's headings (outside code fences), duplicates numbered. */
export function anchors(markdown: string): Set<string> {
  const seen = new Map<string, number>();
  const out = new Set<string>();
  let fence = false;
  for (const line of markdown.split('\n')) {
    if (line.startsWith('```')) fence = !fence;
    const m = !fence && /^#{1,6} (.*)$/.exec(line);
    if (!m) continue;
    const base = m[1].trim().toLowerCase().replace(/[^\p{L}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
    const n = seen.get(base) ?? 0;
    seen.set(base, n + 1);
    out.add(n === 0 ? base : `${base}-${n}`);
  }
  return out;
}

/** Every relative link of a Markdown file that does not resolve, as `file: target (why)`. */
export function brokenLinks(file: string, markdown: string, exists = (p: string) => fs.existsSync(path.join(root, p)), readFile = read): string[] {
  const broken: string[] = [];
  // Links outside code fences and inline code: [text](target) and ![alt](target).
  const prose = markdown.replace(/^```[\s\S]*?^```$/gm, '').replace(/`[^`\n]*`/g, '``');
  for (const m of prose.matchAll(/\]\(([^)\s]+)(?:\s+"[^"]*")?\)/g)) {
    const target = m[1];
    if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // https:, mailto:
    const [ref, fragment] = target.split('#');
    const resolved = ref === '' ? file : path.posix.normalize(path.posix.join(path.posix.dirname(file), decodeURIComponent(ref)));
    if (resolved.startsWith('..') || !exists(resolved)) {
      broken.push(`${file}: ${target} (no ${resolved})`);
      continue;
    }
    if (fragment !== undefined && resolved.endsWith('.md') && !anchors(readFile(resolved)).has(fragment)) broken.push(`${file}: ${target} (no heading #${fragment} in ${resolved})`);
  }
  return broken;
}

describe('README.md, CONTRIBUTING.md and docs/', () => {
  it("the README's hash recipes are recipes.json's: every recipe's fields in order, then every request without one", () => {
    const recipes = JSON.parse(read('generated/hash/recipes.json'));
    const expected = [
      ...recipes.recipes.map((r: Request & { fields: Array<{ name: string }> }) => `| ${r.host.name} | ${request(r, 'when')} | ${r.fields.map((f) => code(f.name)).join(', ')} |`),
      ...recipes.withoutRecipe.map((r: Request) => `| ${r.host.name} | ${request(r, 'unless')} | not shown: pass \`hash\` yourself |`),
    ];
    expect(expected.length).toBeGreaterThan(recipes.recipes.length);
    expect(tableRows(readme, '## Hash recipes')).toEqual(expected);
  });

  it('the README stays under 200 lines', () => {
    expect(readme.split('\n').length).toBeLessThan(200);
  });

  const files = ['README.md', 'CONTRIBUTING.md', ...fs.readdirSync(path.join(root, 'docs')).filter((f) => f.endsWith('.md')).map((f) => `docs/${f}`)];

  it('every relative link resolves, to a file and to a heading of it', () => {
    expect(files.length).toBeGreaterThan(2);
    expect(files.flatMap((f) => brokenLinks(f, read(f)))).toEqual([]);
  });

  it('finds a broken link: a missing file, a missing heading, a path out of the repository', () => {
    const md = '# Top\n\n## Sandbox choices\n\n[ok](#sandbox-choices) [ok](https://example.com/x) `[not a link](nope.md)`\n```\n[in a fence](nope.md)\n```\n[a](nope.md) [b](#nope) [c](../../etc/passwd) [d](README.md#top)\n';
    const fakeFiles: Record<string, string> = { 'docs/a.md': md, 'docs/README.md': '# Elsewhere\n' };
    const broken = brokenLinks('docs/a.md', md, (p) => p in fakeFiles, (p) => fakeFiles[p]);
    expect(broken).toEqual(['docs/a.md: nope.md (no docs/nope.md)', 'docs/a.md: #nope (no heading #nope in docs/a.md)', 'docs/a.md: ../../etc/passwd (no ../etc/passwd)', 'docs/a.md: README.md#top (no heading #top in docs/README.md)']);
  });
});
