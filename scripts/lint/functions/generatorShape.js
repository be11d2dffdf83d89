// The bundles (generated/openapi/*.json, and the lint's <host>.bundle.json) are shaped for code generators:
// no $ref siblings, typed const/enum and branches, examples under components/examples, no $defs, a
// discriminator on each form union, security on every operation (packages/contract/shape.mjs says why each).
// The source documents in spec/ keep the readable form: .spectral.yaml switches the rule off for them.
import { shapeProblems } from '../../../packages/contract/shape.mjs';

// Spectral hands the rule the document with its $refs resolved; the shape is about the $refs, so the rule
// reads the document as written (context.document.data).
export default function generatorShape(_resolved, _opts, context) {
  return shapeProblems(context.document.data).map((p) => ({ message: p.message, path: p.path }));
}
