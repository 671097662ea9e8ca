import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words.ts';
import { amountWordsLanguages } from './amount-words-languages.ts';

describe('amountInWords', () => {
  it('writes euros and cents in French and English', () => {
    expect(amountInWords(1234.56, { language: 'fr', currency: 'EUR' })).toBe(
      'mille deux cent trente-quatre euros et cinquante-six centimes',
    );
    expect(amountInWords(1234.56, { language: 'en-GB', currency: 'EUR' })).toBe(
      'one thousand two hundred and thirty-four euros and fifty-six cents',
    );
  });

  it('puts the currency name in the plural the number takes', () => {
    expect(amountInWords(1, { language: 'fr' })).toBe('un euro');
    expect(amountInWords(1, { language: 'en', currency: 'USD' })).toBe('one US dollar');
    expect(amountInWords(21, { language: 'de', currency: 'EUR' })).toBe('einundzwanzig Euro');
    expect(amountInWords(1, { language: 'de', currency: 'EUR' })).toBe('ein Euro');
  });

  it('writes Tunisian millimes with three decimals', () => {
    expect(amountInWords(2.5, { language: 'fr', currency: 'TND' })).toBe(
      'deux dinars tunisiens et cinq cents millimes',
    );
  });

  it('writes only the cents under one unit, zero for nothing, and the minus sign', () => {
    expect(amountInWords(0.5, { language: 'en' })).toBe('fifty cents');
    expect(amountInWords(0, { language: 'en' })).toBe('zero euros');
    expect(amountInWords(-3, { language: 'en' })).toBe('minus three euros');
    expect(amountInWords(-0.5, { language: 'fr' })).toBe('moins cinquante centimes');
  });

  it('has no decimals for yen and CFA francs', () => {
    expect(amountInWords(1500.4, { language: 'fr', currency: 'XOF' })).toBe(
      'mille cinq cents francs CFA (BCEAO)',
    );
  });

  it('writes at least 14 languages, each with a non-empty text', () => {
    const languages = Object.keys(amountWordsLanguages);
    expect(languages.length).toBeGreaterThanOrEqual(14);
    for (const language of languages) {
      const words = amountInWords(1234.56, { language, currency: 'EUR' });
      expect(words.length, language).toBeGreaterThan(5);
      expect(words, language).not.toMatch(/\d/);
    }
  });

  it('keeps huge amounts exact and falls back to English and euro', () => {
    expect(amountInWords('1000000000000000000', { language: 'xx', currency: '??' })).toBe(
      'one quintillion euros',
    );
  });

  it('answers an empty text for what is not an amount', () => {
    for (const value of [Number.NaN, 'abc', null, undefined, {}]) expect(amountInWords(value)).toBe('');
  });
});
