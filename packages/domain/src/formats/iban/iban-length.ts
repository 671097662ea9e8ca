import { getCountrySpecifications } from 'ibantools';

const specifications = getCountrySpecifications();

/**
 * The length of a country's IBAN (FR 27, DE 22, GB 22, ES 24, IT 27, BE 16, NL 18, CH 21, TN 24,
 * MA 28, ...), or undefined for a country without IBAN.
 * @example ibanLength('FR') // 27
 * @example ibanLength('US') // undefined
 */
export function ibanLength(country: unknown): number | undefined {
  if (typeof country !== 'string' || !/^[A-Za-z]{2}$/.test(country)) return undefined;
  return specifications[country.toUpperCase()]?.chars ?? undefined;
}
