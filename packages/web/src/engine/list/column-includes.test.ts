import { findEntity } from '@lessor/domain/entities';
import { describe, expect, it } from 'vitest';
import { columnIncludes } from './column-includes.ts';

const shown = (name: string, keys?: readonly string[]) => {
  const entity = findEntity(name);
  if (!entity) throw new Error(`${name} is declared`);
  return entity.listColumns.filter((column) => (keys ? keys.includes(column.key) : !column.hidden));
};

describe('what the columns shown bring along', () => {
  it("asks a contract's client and an agreement's partner by name", () => {
    expect(columnIncludes(shown('Contract'))).toEqual(['clientName']);
    expect(columnIncludes(shown('Deal'))).toEqual(['clientName']);
    expect(columnIncludes(shown('Agreement'))).toEqual(['partnerName']);
  });

  it('asks the names of the persons shown by role', () => {
    expect(columnIncludes(shown('Invoice'))).toEqual(['personsNames']);
    expect(columnIncludes(shown('Amendment'))).toEqual(['personsNames']);
  });

  it("asks a credit line's organisation only while its column shows", () => {
    expect(columnIncludes(shown('CreditLine'))).toEqual(['personsNames']);
    expect(columnIncludes(shown('CreditLine', ['registration', 'organization']))).toEqual([
      'organizationName',
    ]);
  });
});
