// Deterministic writers for generated/: stable key order from the source, LF endings, trailing newline.
// A file whose content is unchanged is left alone, and a changed one is replaced atomically
// (write beside, then rename), so a reader never sees a half-written file.
import fs from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';

export async function writeText(file, text) {
  const content = text.endsWith('\n') ? text : `${text}\n`;
  const current = await fs.readFile(file, 'utf8').catch(() => undefined);
  if (current === content) return false;
  await fs.mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${process.pid}.tmp`;
  await fs.writeFile(temp, content);
  await fs.rename(temp, file);
  return true;
}

export const writeJson = (file, data) => writeText(file, JSON.stringify(data, null, 2));

export const writeYaml = (file, data) =>
  writeText(file, YAML.stringify(data, { aliasDuplicateObjects: false, lineWidth: 0 }));
