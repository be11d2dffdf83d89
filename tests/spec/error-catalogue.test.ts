// The error catalogue (section 7) against the contract: every row is referenced where the source says it
// occurs (x-occurs-in), each place lists exactly the rows that occur there (x-errors), and every row with a
// body is served as a named example of that place's error response, and nowhere else. Every fact comes from
// the model: model.placesOf(row) (x-occurs-in resolved), host.errorLists() (every x-errors), model.servedRows()
// (response examples that are catalogue rows).
import { describe, expect, it } from 'vitest';
import { model } from '../support/spec.ts';

type Json = any;
type Place = ReturnType<typeof model.placesOf>[number];

/** The node of the bundle that a place names: the operation, the action branch or the component. */
const nodeOf = (p: Place): Json => p.operation?.op ?? p.element?.schema ?? p.component;
/** What a place lists in x-errors. */
const listedAt = (p: Place): string[] => p.operation?.errors ?? p.element?.errors ?? p.component?.['x-errors'] ?? [];
/** The component response that answers a component request body (the status lookup): `<Name>Request` -> `<Name>Error`. */
const componentResponse = (p: Place) => p.host!.component('responses', p.place.split(':')[1].replace(/Request$/, 'Error'));
/** The named examples a place serves under a status: its operation's response, or its component response. */
function servedAt(p: Place, status: number): Record<string, Json> {
  const operation = p.operation ?? p.element?.operation;
  if (operation) {
    const r = operation.response(status);
    return Object.fromEntries((r?.examples ?? []).map((e: Json) => [e.name, e.value]));
  }
  const response = status === 400 ? componentResponse(p) : undefined;
  const media: Json = Object.values(response?.content ?? {})[0];
  return Object.fromEntries(Object.entries<Json>(media?.examples ?? {}).map(([name, ex]) => [name, p.host!.deref(ex)?.value]));
}

/** Every x-errors list of every host, with the node that carries it. */
const lists = model.hosts.flatMap((h) => h.errorLists().map((l: Json) => ({ host: h, node: h.at(l.pointer), label: `${h.name} ${l.label}`, rows: l.rows as string[] })));
const rowNames = model.errors.map((r) => r.name);

describe('error catalogue', () => {
  it('has rows, and x-errors lists in every host', () => {
    expect(model.errors.length).toBeGreaterThan(10);
    for (const h of model.hosts) expect(lists.filter((l) => l.host === h).length, h.name).toBeGreaterThan(0);
  });

  it('x-errors names only rows that exist', () => {
    for (const l of lists) for (const row of l.rows) expect(rowNames, `${l.label} lists ${row}`).toContain(row);
  });

  it.each(model.errors.map((r) => [r.name, r] as const))('%s occurs exactly where the source says', (name, row) => {
    expect(row.occursIn.length, `${name} has x-occurs-in`).toBeGreaterThan(0);
    const places = model.placesOf(row);
    for (const p of places) {
      expect(nodeOf(p), `${p.place} names an operation, action or component of its host`).toBeTruthy();
      expect(listedAt(p), `${p.place} lists ${name} in x-errors`).toContain(name);
    }
    // And nothing else lists it.
    const nodes = new Set(places.map(nodeOf));
    for (const l of lists.filter((x) => x.rows.includes(name))) expect(nodes.has(l.node), `${l.label} lists ${name} but is not in its x-occurs-in`).toBe(true);
  });

  it.each(model.errors.filter((r) => r.body).map((r) => [r.name, r] as const))('%s is served as a named example wherever it occurs', (name, row) => {
    for (const p of model.placesOf(row)) expect(servedAt(p, row.status!)[name], `${p.place} serves ${name} under ${row.status}`).toEqual(row.body);
  });

  it('a row without a body is served nowhere', () => {
    const bodiless = model.errors.filter((r) => !r.body).map((r) => r.name);
    for (const s of model.servedRows()) expect(s.rows.filter((r: string) => bodiless.includes(r))).toEqual([]);
  });

  it('serves no catalogue row where it does not occur', () => {
    const served = model.servedRows();
    expect(served.length).toBeGreaterThan(0);
    for (const s of served) {
      for (const name of s.rows) {
        const row = model.error(name)!;
        expect(String(row.status), `${name} served under ${s.status} at ${s.operation.label}`).toBe(s.status);
        // A host-level response (S2S POST /post) serves the union of its branches' rows.
        const occurs = model.placesOf(row).some((p) => (p.operation ?? p.element?.operation) === s.operation);
        expect(occurs, `${s.host.name} ${s.operation.label} serves ${name}, which does not occur there`).toBe(true);
      }
    }
    for (const p of model.errors.flatMap((r) => model.placesOf(r)).filter((x) => x.component)) {
      for (const name of Object.keys(servedAt(p, 400)).filter((n) => rowNames.includes(n))) {
        expect(model.error(name)!.occursIn, `${p.place} serves ${name}`).toContain(p.place);
      }
    }
  });
});
