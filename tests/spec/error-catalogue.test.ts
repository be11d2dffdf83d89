// The error catalogue (section 7) against the contract: every row is referenced where the source says it
// occurs (x-occurs-in), each place lists exactly the rows that occur there (x-errors), and every row with a
// body is served as a named example of that place's error response.
import { describe, expect, it } from 'vitest';
import { deref, documentNames, errorCatalogue, validatorFor } from './support/spec.ts';

type Place = { id: string; rows: string[]; examples: (status: number) => Record<string, any> };

// Every place that lists x-errors: operations (by operationId), S2S action branches (by action),
// and request-body components whose path is not shown (by component name).
function places(): Place[] {
  const out: Place[] = [];
  for (const name of documentNames) {
    const { doc } = validatorFor(name);
    const examplesOf = (responses: any) => (status: number) => {
      const response = deref(doc, responses?.[String(status)]);
      return Object.values<any>(response?.content ?? {})[0]?.examples ?? {};
    };
    for (const item of Object.values<any>(doc.paths)) {
      for (const op of Object.values<any>(item)) {
        if (!op?.operationId) continue;
        if (op['x-errors']) out.push({ id: `${name}:${op.operationId}`, rows: op['x-errors'], examples: examplesOf(op.responses) });
        for (const media of Object.values<any>(op.requestBody?.content ?? {})) {
          for (const branch of (deref(doc, media.schema)?.oneOf ?? []).map((b: any) => deref(doc, b))) {
            const action = branch.properties?.action?.const;
            if (action && branch['x-errors']) out.push({ id: `${name}:${action}`, rows: branch['x-errors'], examples: examplesOf(op.responses) });
          }
        }
      }
    }
    for (const [component, body] of Object.entries<any>(doc.components?.requestBodies ?? {})) {
      if (!body['x-errors']) continue;
      // Its answers are the components.responses that name it: <Component without "Request">Error.
      const errorResponse = doc.components.responses?.[component.replace(/Request$/, 'Error')];
      out.push({ id: `${name}:${component}`, rows: body['x-errors'], examples: (status) => (status === 400 ? Object.values<any>(errorResponse?.content ?? {})[0]?.examples ?? {} : {}) });
    }
  }
  return out;
}

const all = places();
const rows = Object.entries<any>(errorCatalogue);

describe('error catalogue', () => {
  it('names only rows that exist', () => {
    for (const place of all) for (const row of place.rows) expect(Object.keys(errorCatalogue), `${place.id} lists ${row}`).toContain(row);
  });

  it.each(rows)('%s occurs exactly where the source says', (name, row) => {
    expect(row['x-occurs-in']?.length, `${name} has x-occurs-in`).toBeGreaterThan(0);
    const listedBy = all.filter((p) => p.rows.includes(name)).map((p) => p.id).sort();
    expect(listedBy).toEqual([...row['x-occurs-in']].sort());
  });

  it.each(rows.filter(([, row]) => 'value' in row))('%s is served as a named example wherever it occurs', (name, row) => {
    for (const place of all.filter((p) => p.rows.includes(name))) {
      const served = deref(validatorFor(place.id.split(':')[0] as any).doc, place.examples(row['x-status'])[name]);
      expect(served?.value, `${place.id} serves ${name} under ${row['x-status']}`).toEqual(row.value);
    }
  });

  it('serves no catalogue row where it does not occur', () => {
    for (const place of all) {
      for (const status of [400, 404]) {
        for (const [example, ref] of Object.entries<any>(place.examples(status))) {
          if (!(example in errorCatalogue)) continue;
          // A host-level response serves the union of its branches' rows.
          const host = place.id.split(':')[0];
          const siblings = all.filter((p) => p.id.startsWith(`${host}:`) && p.examples(status)[example] === ref);
          expect(siblings.some((p) => p.rows.includes(example)), `${example} served at ${place.id}`).toBe(true);
        }
      }
    }
  });
});
