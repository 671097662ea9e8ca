import { describe, expect, it } from 'vitest';
import { personsWithLineSuppliers } from './line-suppliers.ts';

const client = { role: 'CLIENT', personRegistration: 'PER00000001' };
const dealer = { role: 'SUPPLIER', personRegistration: 'PER00000002' };

describe("a file's SUPPLIER persons", () => {
  it('gain the supplier of a line chosen, once, after the other persons', () => {
    const lines = [
      { assetRegistration: 'AST00000001', supplierRegistration: 'PER00000003' },
      { assetRegistration: 'AST00000002', supplierRegistration: 'PER00000003' },
    ];
    expect(personsWithLineSuppliers([client], lines)).toEqual([
      client,
      { role: 'SUPPLIER', personRegistration: 'PER00000003' },
    ]);
  });

  it('keep a supplier entry already there, and answer the same list when nothing changes', () => {
    const persons = [client, dealer];
    expect(personsWithLineSuppliers(persons, [{ supplierRegistration: 'PER00000002' }])).toBe(persons);
  });

  it('lose the entry of a supplier whose line is deleted', () => {
    const before = [
      { assetRegistration: 'AST00000001', supplierRegistration: 'PER00000002' },
      { assetRegistration: 'AST00000002' },
    ];
    expect(personsWithLineSuppliers([client, dealer], [before[1] ?? {}], before)).toEqual([client]);
  });

  it('keep the entry while another line has the same supplier', () => {
    const before = [
      { assetRegistration: 'AST00000001', supplierRegistration: 'PER00000002' },
      { assetRegistration: 'AST00000002', supplierRegistration: 'PER00000002' },
    ];
    const persons = [client, dealer];
    expect(personsWithLineSuppliers(persons, before.slice(1), before)).toBe(persons);
  });

  it('leave a SUPPLIER entry no line ever named', () => {
    const other = { role: 'SUPPLIER', personRegistration: 'PER00000009' };
    expect(personsWithLineSuppliers([client, other], [], [{ supplierRegistration: 'PER00000002' }])).toEqual([
      client,
      other,
    ]);
  });

  it('follow a line given an asset of another supplier', () => {
    const before = [{ assetRegistration: 'AST00000001', supplierRegistration: 'PER00000002' }];
    const after = [{ assetRegistration: 'AST00000005', supplierRegistration: 'PER00000007' }];
    expect(personsWithLineSuppliers([client, dealer], after, before)).toEqual([
      client,
      { role: 'SUPPLIER', personRegistration: 'PER00000007' },
    ]);
  });
});
