import {
  type AmountWordsLanguage,
  amountWordsLanguages,
  type PluralForms,
} from './amount-words-languages.ts';
import { currencyDecimals, defaultCurrency, isoCurrencyCode } from './currencies.ts';
import { toFixedDecimal } from './to-fixed-decimal.ts';

export interface AmountInWordsOptions {
  /** A language or locale tag (fr, fr-BE); an unknown one falls back to English. */
  language?: string;
  currency?: string;
}

/**
 * An amount written out in words, as on a cheque or a contract, with the currency's decimals.
 * Currency names come from the locale data of Intl, in the plural the number takes.
 * Answers '' for a non-number.
 * @example amountInWords(1234.56, { language: 'fr', currency: 'EUR' })
 *   // 'mille deux cent trente-quatre euros et cinquante-six centimes'
 * @example amountInWords(21, { language: 'en', currency: 'USD' }) // 'twenty-one US dollars'
 */
export function amountInWords(value: unknown, options: AmountInWordsOptions = {}): string {
  const currency = /^[A-Z]{3}$/.test(options.currency ?? '') ? (options.currency ?? '') : defaultCurrency;
  const fixed = toFixedDecimal(value, currencyDecimals(currency));
  if (fixed === null) return '';
  const code = (options.language ?? 'en').slice(0, 2).toLowerCase();
  const language = amountWordsLanguages[code] ?? amountWordsLanguages.en;
  if (!language) return '';
  const negative = fixed.startsWith('-') && /[1-9]/.test(fixed);
  const [major = '0', minor = ''] = fixed.replace('-', '').split('.');
  const minorValue = minor === '' ? 0 : Number(minor);
  const words: string[] = [];
  if (major !== '0' || minorValue === 0) {
    const name = currencyName(code, currency, major);
    words.push(join(language, beforeNoun(language, language.cardinal(major)), name));
  }
  if (minorValue > 0) {
    if (words.length > 0 && language.and !== '') words.push(language.and);
    const forms = language.minorUnits?.[currency] ?? language.cent;
    const unit = pluralForm(code, forms, minorValue);
    words.push(join(language, beforeNoun(language, language.cardinal(String(minorValue))), unit));
  }
  const text = words.join(language.space === '' ? '' : ' ');
  return negative ? `${minusWord(language)}${language.space}${text}` : text;
}

function join(language: AmountWordsLanguage, number: string, unit: string): string {
  return `${number}${language.space}${unit}`;
}

function beforeNoun(language: AmountWordsLanguage, words: string): string {
  return language.beforeNoun ? words.replace(language.beforeNoun[0], language.beforeNoun[1]) : words;
}

function minusWord(language: AmountWordsLanguage): string {
  const one = language.cardinal('1');
  return language.cardinal('-1').replace(one, '').trim();
}

const nameFormatters = new Map<string, Intl.NumberFormat>();

function currencyName(language: string, currency: string, major: string): string {
  const key = `${language}|${currency}`;
  let formatter = nameFormatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(language, {
      style: 'currency',
      currency: isoCurrencyCode(currency),
      currencyDisplay: 'name',
      maximumFractionDigits: 0,
    });
    nameFormatters.set(key, formatter);
  }
  // Intl picks the plural; an integer literal keeps huge amounts exact.
  const parts = formatter.formatToParts(BigInt(major));
  return parts.find((part) => part.type === 'currency')?.value ?? currency;
}

function pluralForm(language: string, forms: PluralForms, count: number): string {
  const category = new Intl.PluralRules(language).select(count);
  return forms[category] ?? forms.other;
}
