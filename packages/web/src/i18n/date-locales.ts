/**
 * Day.js locales for date pickers, loaded when a locale is chosen: each is a small chunk of its own.
 * Keys are Day.js names; a locale without its own (fr-BE) takes its language's (fr).
 */
const loaders: Record<string, () => Promise<unknown>> = {
  'en-gb': () => import('dayjs/locale/en-gb'),
  'en-ie': () => import('dayjs/locale/en-ie'),
  'en-ca': () => import('dayjs/locale/en-ca'),
  'en-au': () => import('dayjs/locale/en-au'),
  fr: () => import('dayjs/locale/fr'),
  'fr-ch': () => import('dayjs/locale/fr-ch'),
  'fr-ca': () => import('dayjs/locale/fr-ca'),
  de: () => import('dayjs/locale/de'),
  'de-at': () => import('dayjs/locale/de-at'),
  'de-ch': () => import('dayjs/locale/de-ch'),
  nl: () => import('dayjs/locale/nl'),
  'nl-be': () => import('dayjs/locale/nl-be'),
  it: () => import('dayjs/locale/it'),
  'it-ch': () => import('dayjs/locale/it-ch'),
  es: () => import('dayjs/locale/es'),
  'es-mx': () => import('dayjs/locale/es-mx'),
  pt: () => import('dayjs/locale/pt'),
  'pt-br': () => import('dayjs/locale/pt-br'),
  pl: () => import('dayjs/locale/pl'),
  cs: () => import('dayjs/locale/cs'),
  hu: () => import('dayjs/locale/hu'),
  ro: () => import('dayjs/locale/ro'),
  sv: () => import('dayjs/locale/sv'),
  da: () => import('dayjs/locale/da'),
  fi: () => import('dayjs/locale/fi'),
  nb: () => import('dayjs/locale/nb'),
  el: () => import('dayjs/locale/el'),
  tr: () => import('dayjs/locale/tr'),
  ru: () => import('dayjs/locale/ru'),
  ja: () => import('dayjs/locale/ja'),
  'zh-cn': () => import('dayjs/locale/zh-cn'),
  ar: () => import('dayjs/locale/ar'),
  'ar-ma': () => import('dayjs/locale/ar-ma'),
  'ar-tn': () => import('dayjs/locale/ar-tn'),
  'ar-dz': () => import('dayjs/locale/ar-dz'),
};

/** The Day.js locale of a Lessor locale: its own, else its language's, else English. */
export function dateLocaleOf(locale: string): string {
  const code = locale.toLowerCase();
  if (loaders[code]) return code;
  const language = code.split('-')[0] ?? code;
  return loaders[language] ? language : 'en';
}

/** Loads a Day.js locale; answers its name once dates can be written in it. */
export async function loadDateLocale(locale: string): Promise<string> {
  const name = dateLocaleOf(locale);
  await loaders[name]?.().catch(() => undefined);
  return name;
}

/** foundation.md §9: weeks start on Monday for French and Belgian locales; on Sunday in the United States. */
export function firstDayOfWeek(locale: string): 0 | 1 {
  return /-US$/i.test(locale) && !/^fr/i.test(locale) ? 0 : 1;
}
