// Reading Markdown in tests: the rows of a table that the docs hold equal to the code or the model.

/** The rows of the first table after `heading` (header and separator skipped). */
export function tableRows(text: string, heading: string): string[] {
  const lines = text.slice(text.indexOf(heading)).split('\n');
  const first = lines.findIndex((l) => l.startsWith('|'));
  const rows: string[] = [];
  for (const l of lines.slice(first + 2)) {
    if (!l.startsWith('|')) break;
    rows.push(l);
  }
  return rows;
}
