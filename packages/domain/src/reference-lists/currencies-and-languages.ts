import { languages } from '../entities/person/person-options.ts';
import { currencies, isoCurrencyCode } from '../formats/numbers/currencies.ts';
import { displayNames, localizedList } from './localized-list.ts';

/** The specification's currencies, named in the locale after ISO 4217 ('euro (EUR)' in fr). */
export const currencyList = localizedList((locale) => {
  const currencyName = displayNames('currency', locale);
  return currencies.map((value) => {
    const name = currencyName(isoCurrencyCode(value));
    return { value, label: name ? `${name} (${value})` : value };
  });
});

/** The preferred languages a person may have, named in the locale ('allemand' in fr). */
export const languageList = localizedList((locale) => {
  const languageName = displayNames('language', locale);
  return languages.map(({ value, label }) => ({ value, label: languageName(value) ?? label }));
});
