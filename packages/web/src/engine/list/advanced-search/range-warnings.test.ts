import { findEntity } from '@lessor/domain/entities';
import { searchCriteria } from '@lessor/domain/query';
import { describe, expect, it } from 'vitest';
import { rangeWarnings } from './range-warnings.ts';

const criteria = searchCriteria(findEntity('Invoice') ?? (undefined as never));
const t = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, key: string) => values[key] ?? '');

describe('range warnings of the advanced search', () => {
  it('warns on both sides of a range whose bounds are reversed', () => {
    expect(rangeWarnings(criteria, { minAmountExclTax: '500', maxAmountExclTax: '100' }, t, 'en-EU')).toEqual(
      {
        minAmountExclTax: 'Min Amount excl. tax must be less than Max Amount excl. tax',
        maxAmountExclTax: 'Max Amount excl. tax must be greater than Min Amount excl. tax',
      },
    );
    expect(
      rangeWarnings(criteria, { fromDueDate: '2026-02-01', toDueDate: '2026-01-01' }, t, 'en-EU'),
    ).toEqual({
      fromDueDate: 'From Due date must be less than To Due date',
      toDueDate: 'To Due date must be greater than From Due date',
    });
  });

  it('accepts ordered, equal or one-sided ranges', () => {
    expect(
      rangeWarnings(
        criteria,
        { minAmountExclTax: '100', maxAmountExclTax: '100', fromDueDate: '2026-02-01' },
        t,
        'en-EU',
      ),
    ).toEqual({});
  });
});
