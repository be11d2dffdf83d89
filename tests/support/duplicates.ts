// Finds duplicated artefacts in a directory tree (generated/): two files of the same kind whose content,
// once normalised, is identical or nearly so. Normalising drops what a copy typically changes: banner and
// comment lines, blank lines, indentation and runs of white space, the formatting of JSON (parsed and printed
// again), and `declare`/`export` modifiers (a .d.ts copy of a .ts file). Two files are near-identical when
// most of the larger one's normalised lines also occur in the other (a multiset intersection); one is a copy
// of a part of the other when nearly all of the smaller one's lines occur in the larger.
import fs from 'node:fs';
import path from 'node:path';

export type Duplicate = { a: string; b: string; kind: 'identical' | 'near-identical' | 'contained'; share: number };

/** The kind of a file: files are compared only within a kind (`.d.ts` and `.ts` are one kind: TypeScript). */
export function kindOf(file: string): string {
  const base = path.basename(file);
  if (/\.d\.[cm]?ts$/.test(base) || /\.[cm]?ts$/.test(base)) return 'ts';
  if (/\.[cm]?js$/.test(base)) return 'js';
  return path.extname(base).slice(1).toLowerCase() || 'none';
}

const COMMENT = /^(\/\/|\/\*|\*|#|<!--|-->)/;

/** The normalised lines of a file's text: what is left to compare once formatting and banners are gone. */
export function normalisedLines(text: string, kind: string): string[] {
  if (kind === 'json') {
    try {
      text = JSON.stringify(JSON.parse(text), null, 1);
    } catch {
      // not JSON after all: compare it as text
    }
  }
  return text
    .split(/\r?\n/)
    // Minified code (ajv standalone validators) is a few very long lines: compare it statement by statement.
    .flatMap((l) => (l.length > 200 && kind !== 'json' ? l.split(/(?<=[;{}])/) : [l]))
    .map((l) => l.trim().replace(/\s+/g, ' '))
    .filter((l) => l !== '' && !(kind !== 'json' && kind !== 'md' && COMMENT.test(l)))
    .map((l) => (kind === 'ts' || kind === 'js' ? l.replace(/^(export )?(declare )?/, '') : l));
}

/** Files under a directory, relative to it, sorted. */
export function filesUnder(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true, withFileTypes: true }) as fs.Dirent[])
    .filter((d) => d.isFile())
    .map((d) => path.relative(dir, path.join(d.parentPath ?? (d as any).path, d.name)))
    .sort();
}

/** Share of the larger file's lines that also occur in the other (each line counted as often as it occurs). */
export function sharedLineShare(a: string[], b: string[]): number {
  if (!a.length || !b.length) return a.length === b.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const l of a) counts.set(l, (counts.get(l) ?? 0) + 1);
  let common = 0;
  for (const l of b) {
    const n = counts.get(l);
    if (n) {
      common++;
      counts.set(l, n - 1);
    }
  }
  return common / Math.max(a.length, b.length);
}

/**
 * Every pair of files of the same kind under `dir` that are identical after normalising, share at least
 * `threshold` of the larger one's lines (near-identical), or where at least `contained` of the smaller one's
 * lines (of `minContained` or more) occur in the larger (a copy of a part, such as a subset of validators).
 * Files with fewer than `minLines` normalised lines are only compared whole.
 */
export function findDuplicates(dir: string, { threshold = 0.8, contained = 0.95, minLines = 10, minContained = 50 } = {}): Duplicate[] {
  const files = filesUnder(dir).map((rel) => {
    const kind = kindOf(rel);
    const lines = normalisedLines(fs.readFileSync(path.join(dir, rel), 'utf8'), kind);
    return { rel, kind, lines, joined: lines.join('\n') };
  });
  const out: Duplicate[] = [];
  for (let i = 0; i < files.length; i++) {
    for (let j = i + 1; j < files.length; j++) {
      const [a, b] = [files[i], files[j]];
      if (a.kind !== b.kind) continue;
      if (a.joined === b.joined) {
        out.push({ a: a.rel, b: b.rel, kind: 'identical', share: 1 });
        continue;
      }
      const [small, large] = [Math.min(a.lines.length, b.lines.length), Math.max(a.lines.length, b.lines.length)];
      if (small < minLines) continue;
      const share = sharedLineShare(a.lines, b.lines);
      const round = (x: number) => Math.round(x * 1000) / 1000;
      if (share >= threshold) out.push({ a: a.rel, b: b.rel, kind: 'near-identical', share: round(share) });
      else if (small >= minContained && (share * large) / small >= contained) out.push({ a: a.rel, b: b.rel, kind: 'contained', share: round((share * large) / small) });
    }
  }
  return out;
}
