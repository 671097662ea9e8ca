import { type CountryCode, getCountries, getCountryCallingCode } from 'libphonenumber-js/max';

export interface CallingCode {
  /** The country, which the picker keeps (several share +1 or +44). */
  value: CountryCode;
  /** What the closed picker shows: 'FR +33'. */
  label: string;
  /** What the list shows and the search reads: 'France +33'. */
  name: string;
  code: string;
}

/**
 * The countries a phone number can be in, with their calling code and their name in the locale
 * ('France +33'), from libphonenumber-js's registry, by name.
 */
export function callingCodes(locale: string): readonly CallingCode[] {
  const cached = byLocale.get(locale);
  if (cached) return cached;
  const codes = namedCallingCodes(locale);
  byLocale.set(locale, codes);
  return codes;
}

// Naming and sorting some 245 countries takes milliseconds: once per locale, not once per phone field.
const byLocale = new Map<string, readonly CallingCode[]>();

function namedCallingCodes(locale: string): CallingCode[] {
  const names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  return getCountries()
    .map((country) => {
      const code = `+${getCountryCallingCode(country)}`;
      return {
        value: country,
        code,
        label: `${country} ${code}`,
        name: `${names.of(country) ?? country} ${code}`,
      };
    })
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function isCountryCode(value: string | null | undefined): value is CountryCode {
  return value !== null && value !== undefined && (getCountries() as string[]).includes(value);
}
