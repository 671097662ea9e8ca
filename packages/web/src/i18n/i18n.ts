import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { createMissingKeyBatcher } from './missing-keys.ts';

/**
 * The application's i18next instance. Keys are the English texts themselves (the specification's
 * messages are their own translation keys), so `.` and `:` inside a key are plain characters.
 */
export const i18n = i18next.createInstance();

/** Who receives the missing keys; set once the user is known to be allowed to report them. */
let reportMissing: ((locale: string, keys: string[]) => void) | undefined;
const batcher = createMissingKeyBatcher((locale, keys) => reportMissing?.(locale, keys));

export function reportMissingKeysTo(reporter: ((locale: string, keys: string[]) => void) | undefined): void {
  reportMissing = reporter;
}

void i18n.use(initReactI18next).init({
  lng: 'en-EU',
  fallbackLng: false,
  resources: {},
  partialBundledLanguages: true,
  keySeparator: false,
  nsSeparator: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  initAsync: false,
  saveMissing: true,
  missingKeyHandler: (languages, _namespace, key) => {
    for (const language of languages) if (reportMissing) batcher.add(language, key);
  },
});
