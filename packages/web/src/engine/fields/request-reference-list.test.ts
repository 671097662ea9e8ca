import { describe, expect, it } from 'vitest';
import { readList } from './request-reference-list.ts';

describe('an answered reference list', () => {
  it('gives its entries as options, labelled or bare', () => {
    expect(
      readList([{ value: 'MAIN', label: 'Main' }, 'BILLING', { label: 'no value' }], 'addressType'),
    ).toEqual({
      options: [
        { value: 'MAIN', label: 'Main' },
        { value: 'BILLING', label: 'BILLING' },
      ],
    });
  });

  it('keeps the country an entry belongs to', () => {
    expect(readList([{ value: '2HBR', label: 'GmbH (DE)', country: 'DE' }], 'legalForm')).toEqual({
      options: [{ value: '2HBR', label: 'GmbH (DE)', country: 'DE' }],
    });
  });

  it("gives the server's error for a list nobody declared", () => {
    expect(readList(['ERROR', 'List not found colour'], 'colour')).toEqual({
      error: 'List not found colour',
    });
    expect(readList(undefined, 'colour')).toEqual({ error: 'List not found colour' });
  });
});
