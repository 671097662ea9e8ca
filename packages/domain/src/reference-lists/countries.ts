import * as isoCountries from 'i18n-iso-countries/index.js';
import * as nationalityNames from 'i18n-nationality/index.js';
import de from 'i18n-nationality/langs/de.json' with { type: 'json' };
import en from 'i18n-nationality/langs/en.json' with { type: 'json' };
import es from 'i18n-nationality/langs/es.json' with { type: 'json' };
import fi from 'i18n-nationality/langs/fi.json' with { type: 'json' };
import fr from 'i18n-nationality/langs/fr.json' with { type: 'json' };
import it from 'i18n-nationality/langs/it.json' with { type: 'json' };
import nl from 'i18n-nationality/langs/nl.json' with { type: 'json' };
import no from 'i18n-nationality/langs/no.json' with { type: 'json' };
import { displayNames, localizedList } from './localized-list.ts';

/**
 * The ISO 3166-1 alpha-2 codes, from the maintained `i18n-iso-countries` code table.
 * (Its entry point without locales: names come from Intl, which has them in every locale.)
 */
const countryCodes: readonly string[] = Object.keys(isoCountries.getAlpha2Codes());

/** Countries: ISO 3166-1 codes named in the user's locale ('Allemagne' in fr, 'Germany' in en). */
export const countryList = localizedList((locale) => {
  const regionName = displayNames('region', locale);
  return countryCodes.map((value) => ({ value, label: regionName(value) ?? value }));
});

// Registered here rather than through the package's Node entry, which a browser build would skip.
for (const names of [de, en, es, fi, fr, it, nl, no]) nationalityNames.registerLocale(names);
const nationalityLanguages = new Set<string>(nationalityNames.langs());

/**
 * Nationalities: the same ISO 3166-1 codes, named by their demonym ('Allemand', 'German') in the
 * languages `i18n-nationality` covers, and by the country's name in the others.
 */
export const nationalityList = localizedList((locale) => {
  const language = locale.split('-')[0] ?? 'en';
  const regionName = displayNames('region', locale);
  const demonym = (code: string) =>
    nationalityLanguages.has(language) ? nationalityNames.getName(code, language) : undefined;
  return countryCodes.map((value) => ({ value, label: demonym(value) || regionName(value) || value }));
});
