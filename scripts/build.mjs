// npm run build: every stage from spec/ to generated/, in order.
import { bundle } from './bundle.mjs';
import { buildDocs } from './build-docs.mjs';
import { generateTypes } from './generate-types.mjs';
import { generateClient } from './generate-client.mjs';
import { generateValidators } from './generate-validators.mjs';
import { generateHostedFields } from './generate-hosted-fields.mjs';
import { stage } from './lib/stage.mjs';

const stages = [
  ['bundle', bundle],
  ['types', generateTypes],
  ['client', generateClient],
  ['validators', generateValidators],
  ['hosted-fields', generateHostedFields],
  ['docs', buildDocs],
];

try {
  for (const [name, fn] of stages) await stage(name, fn);
} catch {
  process.exit(1);
}
