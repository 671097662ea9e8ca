import { describe, expect, it } from 'vitest';
import { dashed, pluralise, words } from './names.ts';

describe('entity names', () => {
  it('pluralises collections as the specification names them', () => {
    expect(pluralise('person')).toBe('persons');
    expect(pluralise('history')).toBe('histories');
    expect(pluralise('tax')).toBe('taxes');
    expect(pluralise('timeEntry')).toBe('timeEntries');
    expect(pluralise('keyValue')).toBe('keyValues');
    expect(pluralise('accessLog')).toBe('accessLogs');
  });

  it('dashes names for routes and splits them into words for labels', () => {
    expect(dashed('CreditLine')).toBe('credit-line');
    expect(dashed('bankAccounts')).toBe('bank-accounts');
    expect(words('PrivateEquityAsset')).toBe('Private equity asset');
  });
});
