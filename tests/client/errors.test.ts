// The error constants are the catalogue's rows (spec/errors.yaml), and the matcher needs code AND message.
import { describe, expect, it } from 'vitest';
import { errorCatalogue, model } from '../support/spec.ts';
import { pkg } from './harness.ts';

const rows = Object.entries(errorCatalogue);
const constants = Object.values(pkg.errors) as any[];
/** The codes a client should expect with a row's message: its code, and the not-found rule's for its entity (x-entity). */
const expectedCodes = (row: any): number[] => {
  const own = row.value?.error_code ?? row['x-error-code'];
  const rule = row['x-entity'] === undefined ? undefined : model.notFoundRule.codes[row['x-entity']];
  return [...new Set([own, rule].filter((c) => c !== undefined))];
};

describe('error constants', () => {
  it('one constant per catalogue row, with its status, code and message', () => {
    expect(constants.map((c) => c.name).sort()).toEqual(rows.map(([name]) => name).sort());
    for (const [name, row] of rows) {
      const c = constants.find((x) => x.name === name);
      expect(c.status).toBe(row['x-status']);
      expect(c.code).toBe(row.value?.error_code ?? row['x-error-code'] ?? null);
      expect(c.message).toBe(row.value?.error_message ?? row['x-error-message'] ?? null);
      expect(c.codes, name).toEqual(expectedCodes(row));
      if (row['x-gap']) expect(c.gap).toBe(row['x-gap']);
    }
  });

  it('payment-does-not-exist carries the table\'s code and the not-found rule\'s code for payment entities, read from the rule', () => {
    const row = errorCatalogue['payment-does-not-exist'];
    expect(row['x-entity']).toBe('payment');
    const ruleCode = model.notFoundRule.codes.payment;
    expect(ruleCode).not.toBe(row.value.error_code);
    expect(pkg.errors.PAYMENT_DOES_NOT_EXIST.codes).toEqual([row.value.error_code, ruleCode]);
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

  it.each(full)('%s: the same code with another row\'s message does not match, nor the same message with a code the row does not list', (name, row) => {
    const c = constants.find((x) => x.name === name);
    for (const [other, otherRow] of full) {
      if (other === name) continue;
      expect(pkg.matchesError({ ...row.value, error_message: otherRow.value.error_message }, c)).toBe(otherRow.value.error_message === row.value.error_message);
      if (!expectedCodes(row).includes(otherRow.value.error_code)) expect(pkg.matchesError({ ...row.value, error_code: otherRow.value.error_code }, c)).toBe(false);
    }
  });

  it('a blind replacement of one not-found code by the other matches no row (section 7)', () => {
    // Rows whose message names an entity's absence, with the code of another such row that the row does not list.
    const notFound = full.filter(([, row]) => /not found|does not exist/i.test(row.value.error_message));
    const codes = [...new Set(notFound.map(([, row]) => row.value.error_code))];
    expect(codes.length).toBeGreaterThan(1);
    let tried = 0;
    for (const [, row] of notFound) {
      for (const code of codes.filter((x) => !expectedCodes(row).includes(x))) {
        tried++;
        expect(pkg.identifyError({ ...row.value, error_code: code })).toBeUndefined();
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  it('payment-does-not-exist: the body with the table\'s code (101000) and the body with the rule\'s code (100000) both match and both identify the row', () => {
    const row = errorCatalogue['payment-does-not-exist'];
    const c = pkg.errors.PAYMENT_DOES_NOT_EXIST;
    const byTable = row.value;
    const byRule = { ...row.value, error_code: model.notFoundRule.codes.payment };
    for (const body of [byTable, byRule, { ...byRule, error_code: String(byRule.error_code) }]) {
      expect(pkg.matchesError(body, c, 400), JSON.stringify(body)).toBe(true);
      expect(pkg.identifyError(body, 400)?.name, JSON.stringify(body)).toBe('payment-does-not-exist');
    }
    // The message still decides: the rule's code with another not-found message is not this row.
    expect(pkg.matchesError({ ...byRule, error_message: 'Order does not exist.' }, c)).toBe(false);
    // A row given without codes (an object a caller built) is matched on its code alone, as before.
    const { codes: _codes, ...withoutCodes } = c;
    expect(pkg.matchesError(byRule, withoutCodes as any)).toBe(false);
    expect(pkg.matchesError(byTable, withoutCodes as any)).toBe(true);
  });

  it('a status other than the row\'s does not match', () => {
    const [name, row] = full[0];
    const c = constants.find((x) => x.name === name);
    expect(pkg.matchesError(row.value, c, row['x-status'] + 1)).toBe(false);
  });
});
