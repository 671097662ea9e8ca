import { describe, expect, it } from 'vitest';
import { typedAmount } from './typed-amount.ts';

describe('a typed amount', () => {
  const euros = { decimals: 2, locale: 'en' };

  it('is the exact decimal text the API takes, in the locale the user types', () => {
    expect(typedAmount('1000', euros)).toBe('1000.00');
    expect(typedAmount(' 0.1 ', euros)).toBe('0.10');
    expect(typedAmount('1,234.5', euros)).toBe('1234.50');
    expect(typedAmount('1 234,56', { decimals: 2, locale: 'fr-FR' })).toBe('1234.56');
    expect(typedAmount('1500', { decimals: 0, locale: 'en' })).toBe('1500');
  });

  it('is none for zero, a negative amount, text or more decimals than the currency has', () => {
    for (const typed of ['', '0', '0.00', '-5', 'ten', '10.001'])
      expect(typedAmount(typed, euros), typed).toBeUndefined();
    expect(typedAmount('10.5', { decimals: 0, locale: 'en' })).toBeUndefined();
  });

  it('may be zero when zero is allowed: a limit taken away', () => {
    expect(typedAmount('0', { ...euros, zeroAllowed: true })).toBe('0.00');
    expect(typedAmount('-1', { ...euros, zeroAllowed: true })).toBeUndefined();
  });
});
