// The error constants are the catalogue's rows (spec/errors.yaml), and the matcher needs code AND message.
import { describe, expect, it } from 'vitest';
import { errorCatalogue } from '../support/spec.ts';
import { pkg } from './harness.ts';

const rows = Object.entries(errorCatalogue);
const constants = Object.values(pkg.errors) as any[];

describe('error constants', () => {
  it('one constant per catalogue row, with its status, code and message', () => {
    expect(constants.map((c) => c.name).sort()).toEqual(rows.map(([name]) => name).sort());
    for (const [name, row] of rows) {
      const c = constants.find((x) => x.name === name);
      expect(c.status).toBe(row['x-status']);
      expect(c.code).toBe(row.value?.error_code ?? row['x-error-code'] ?? null);
      expect(c.message).toBe(row.value?.error_message ?? row['x-error-message'] ?? null);
      if (row['x-gap']) expect(c.gap).toBe(row['x-gap']);
    }
  });
});

describe('matchesError / identifyError', () => {
  const full = rows.filter(([, row]) => row.value);

  it.each(full)('%s: its own body matches, with the code as number or string', (name, row) => {
    const c = constants.find((x) => x.name === name);
    expect(pkg.matchesError(row.value, c, row['x-status'])).toBe(true);
    expect(pkg.matchesError({ ...row.value, error_code: String(row.value.error_code) }, c)).toBe(true);
    expect(pkg.identifyError(row.value, row['x-status'])?.name).toBe(name);
  });

  it.each(full)('%s: the same code with another row\'s message does not match, nor the same message with another code', (name, row) => {
    const c = constants.find((x) => x.name === name);
    for (const [other, otherRow] of full) {
      if (other === name) continue;
      expect(pkg.matchesError({ ...row.value, error_message: otherRow.value.error_message }, c)).toBe(otherRow.value.error_message === row.value.error_message);
      if (otherRow.value.error_code !== row.value.error_code) expect(pkg.matchesError({ ...row.value, error_code: otherRow.value.error_code }, c)).toBe(false);
    }
  });

  it('a blind replacement of one not-found code by the other matches no row (section 7)', () => {
    // Rows whose message names an entity's absence, with the code of another such row.
    const notFound = full.filter(([, row]) => /not found|does not exist/i.test(row.value.error_message));
    const codes = [...new Set(notFound.map(([, row]) => row.value.error_code))];
    expect(codes.length).toBeGreaterThan(1);
    for (const [, row] of notFound) {
      for (const code of codes.filter((x) => x !== row.value.error_code)) {
        expect(pkg.identifyError({ ...row.value, error_code: code })).toBeUndefined();
      }
    }
  });

  it('a status other than the row\'s does not match', () => {
    const [name, row] = full[0];
    const c = constants.find((x) => x.name === name);
    expect(pkg.matchesError(row.value, c, row['x-status'] + 1)).toBe(false);
  });
});
