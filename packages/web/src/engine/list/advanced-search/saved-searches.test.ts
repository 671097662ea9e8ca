import { describe, expect, it } from 'vitest';
import { readSavedSearch, whyNotSaved } from './saved-searches.ts';

describe('saved searches', () => {
  const saved = [{ name: 'Paid this year', parameters: { status: 'PAID', fromDueDate: '2026-01-01' } }];

  it('refuses an empty search and one identical to a saved one, whatever the order of its filters', () => {
    expect(whyNotSaved({}, saved)).toBe('empty');
    expect(whyNotSaved({ status: '' }, saved)).toBe('empty');
    expect(whyNotSaved({ fromDueDate: '2026-01-01', status: 'PAID' }, saved)).toBe('identical');
    expect(whyNotSaved({ status: 'PAID' }, saved)).toBeUndefined();
  });

  it('reads a saved search, ignoring what is not one', () => {
    expect(readSavedSearch({ name: 'x', parameters: { a: '1', b: 2 } })).toEqual({
      name: 'x',
      parameters: { a: '1' },
    });
    expect(readSavedSearch('x')).toBeUndefined();
  });
});
