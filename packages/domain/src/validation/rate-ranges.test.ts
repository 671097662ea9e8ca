import { describe, expect, it } from 'vitest';
import { financingTerms } from '../entities/shared/field-builders.ts';
import { defaultRateRanges, rateRangesFault, rateRangesOf } from './rate-ranges.ts';
import { validateRecord } from './validate-record.ts';

describe("a tenant's plausible rates", () => {
  it('start from -5 % to 50 % for interest, and take what tenant-config sets', () => {
    expect(rateRangesOf(undefined)).toEqual({ interest: { min: -0.05, max: 0.5 } });
    expect(rateRangesOf({ interest: { min: 0, max: 0.3 } })).toEqual({ interest: { min: 0, max: 0.3 } });
    // A hand-edited entry that cannot apply leaves the default in force.
    expect(rateRangesOf({ interest: { min: 0.3, max: 0 } })).toEqual(defaultRateRanges);
    expect(rateRangesOf({ interest: { min: 0, max: Number.NaN } })).toEqual(defaultRateRanges);
  });

  it('name the entry of a document that cannot apply', () => {
    expect(rateRangesFault(undefined)).toBe('');
    expect(rateRangesFault({ interest: { min: -0.02, max: 0.2 } })).toBe('');
    expect(rateRangesFault('wide')).toBe('rateRanges');
    expect(rateRangesFault({ interest: { min: 0.2 } })).toBe('rateRanges.interest');
    expect(rateRangesFault({ leasing: { min: 0, max: 1 } })).toBe('rateRanges.leasing');
  });
});

describe('a record with interest rates', () => {
  const fields = {
    ...financingTerms(),
    quotations: { type: 'list', label: 'Quotations', fields: financingTerms() },
  } as const;
  const context = { rateRanges: defaultRateRanges };

  it('is refused where a rate, nested ones included, lies outside the range, with the bound as a percentage', () => {
    expect(validateRecord(fields, { rate: 4.34, quotations: [{ rate: -0.06 }] }, context)).toEqual([
      { field: 'rate', code: 'RATE_OUT_OF_RANGE', message: 'Rate must be ≤ 50%' },
      { field: 'quotations[0].rate', code: 'RATE_OUT_OF_RANGE', message: 'Rate must be ≥ -5%' },
    ]);
    expect(validateRecord(fields, { rate: 0.5 }, { ...context, locale: 'fr-FR' })).toEqual([]);
    expect(
      validateRecord(
        fields,
        { rate: 0.75 },
        { locale: 'fr-FR', rateRanges: { interest: { min: 0, max: 0.125 } } },
      ).map((error) => error.message.replace(/\s/g, ' ')),
    ).toEqual(['Rate must be ≤ 12,5 %']);
  });

  it('is held to no range where the context gives none (a form that does not know the tenant’s)', () => {
    expect(validateRecord(fields, { rate: 4.34 })).toEqual([]);
  });
});
