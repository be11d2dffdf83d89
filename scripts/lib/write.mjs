// Deterministic writers for generated/: stable key order from the source, LF endings, trailing newline.
import fs from 'node:fs/promises';
import path from 'node:path';
import YAML from 'yaml';

export async function writeText(file, text) {
  await fs.mkdir(path.dirname(file), { recursive: true });
  await fs.writeFile(file, text.endsWith('\n') ? text : `${text}\n`);
}

export const writeJson = (file, data) => writeText(file, JSON.stringify(data, null, 2));

export const writeYaml = (file, data) =>
  writeText(file, YAML.stringify(data, { aliasDuplicateObjects: false, lineWidth: 0 }));
