import { describe, expect, it } from 'vitest';
import { taxCodesInForce, taxRateOfCode } from './tax-rate-of-code.ts';

const taxes = [
  {
    code: 'STANDARD',
    rate: 0.196,
    status: 'ACTIVE',
    startDate: '2000-01-01T00:00:00.000Z',
    endDate: '2013-12-31T00:00:00.000Z',
  },
  { code: 'STANDARD', rate: 0.2, status: 'ACTIVE', startDate: '2014-01-01T00:00:00.000Z' },
  { code: 'GREEN', rate: 0.055, status: 'ACTIVE' },
  { code: 'OLD', rate: 0.07, status: 'INACTIVE' },
];

describe("a tax code's rate", () => {
  it("is the tenant's Tax record of that code in force on the day", () => {
    expect(taxRateOfCode('STANDARD', taxes, '2013-06-30')).toBe(0.196);
    expect(taxRateOfCode('STANDARD', taxes, '2014-01-01')).toBe(0.2);
    expect(taxRateOfCode('GREEN', taxes, '2025-03-01')).toBe(0.055);
  });

  it('falls back to the rent tax codes when the tenant has no record of the code', () => {
    expect(taxRateOfCode('REDUCED', taxes, '2025-03-01')).toBe(0.1);
    expect(taxRateOfCode('EXEMPT', [], '2025-03-01')).toBe(0);
  });

  it('is none for a code nobody knows, or one the tenant has only out of force', () => {
    expect(taxRateOfCode('UNKNOWN', taxes, '2025-03-01')).toBeUndefined();
    expect(taxRateOfCode('OLD', taxes, '2025-03-01')).toBeUndefined();
    expect(taxRateOfCode('STANDARD', taxes.slice(0, 1), '2025-03-01')).toBeUndefined();
    expect(taxRateOfCode(12, taxes, '2025-03-01')).toBeUndefined();
  });

  it('is 0 without a code', () => {
    expect(taxRateOfCode(undefined, taxes, '2025-03-01')).toBe(0);
    expect(taxRateOfCode('', taxes, '2025-03-01')).toBe(0);
  });

  it('lists the codes a line may take, the tenant’s first', () => {
    expect(taxCodesInForce(taxes, '2025-03-01')).toEqual([
      { code: 'STANDARD', rate: 0.2 },
      { code: 'GREEN', rate: 0.055 },
      { code: 'REDUCED', rate: 0.1 },
      { code: 'EXEMPT', rate: 0 },
    ]);
  });
});
