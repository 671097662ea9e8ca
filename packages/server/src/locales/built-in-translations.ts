import { frenchCatalogue } from './french-catalogue.ts';

const englishCatalogue: Readonly<Record<string, string>> = Object.fromEntries(
  Object.keys(frenchCatalogue).map((key) => [key, key]),
);

/** The translations Lessor ships for a locale: French for `fr-*`, English for `en-*`, else none. */
export function builtInTranslations(locale: string): Record<string, string> {
  const language = locale.split('-')[0]?.toLowerCase();
  if (language === 'fr') return { ...frenchCatalogue };
  if (language === 'en') return { ...englishCatalogue };
  return {};
}
