import type { AddressLines } from './address.ts';

const postcodeAndCity = /^(.*?)\b(\d{5})\b\s*(.*)$/;
const noCommaPostcode = /^(.*?)\s*(\d{5,})\s*(.*)$/;

/**
 * Reads an address typed on one line (foundation.md §5). Split on commas: street, second line,
 * postcode and city, country (four parts); street, postcode and city, country or street, second line,
 * postcode and city (three); street, postcode and city or street, city (two). The postcode is 5
 * digits. Without commas, a number longer than 4 digits is the postcode, the text after it the city
 * and the text before it the street. Parts not found are null.
 * @example parseAddress('1 rue de la Paix, Bât. B, 75002 Paris, France')
 *   // { address1: '1 rue de la Paix', address2: 'Bât. B', zipcode: '75002', city: 'Paris', country: 'France' }
 * @example parseAddress('1 rue de la Paix 75002 Paris')
 *   // { address1: '1 rue de la Paix', address2: null, zipcode: '75002', city: 'Paris', country: null }
 */
export function parseAddress(text: unknown): AddressLines {
  const address: AddressLines = { address1: null, address2: null, zipcode: null, city: null, country: null };
  if (typeof text !== 'string') return address;
  const parts = text
    .slice(0, 2000)
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  if (parts.length === 0) return address;
  if (parts.length === 1) return readWithoutComma(parts[0] ?? '', address);
  // The postcode part is the last one holding five digits; the first part only when it starts with
  // them ('75002 Paris, France'), since a street may carry a long number.
  let postcodeAt = -1;
  for (let index = parts.length - 1; index >= 0; index--) {
    const part = parts[index] ?? '';
    if (index > 0 ? postcodeAndCity.test(part) : /^\d{5}\b/.test(part)) {
      postcodeAt = index;
      break;
    }
  }
  if (postcodeAt === -1) {
    // No postcode: the last part is the city, or the country after a city when there are three or more.
    const cityAt = parts.length >= 3 ? parts.length - 2 : parts.length - 1;
    address.city = parts[cityAt] ?? null;
    address.country = orNull(parts.slice(cityAt + 1).join(', '));
    setStreet(address, parts.slice(0, cityAt));
    return address;
  }
  const match = postcodeAndCity.exec(parts[postcodeAt] ?? '');
  address.zipcode = match?.[2] ?? null;
  const before = orNull(match?.[1]);
  setStreet(address, [...parts.slice(0, postcodeAt), ...(before ? [before] : [])]);
  // A postcode standing alone is followed by its city ('75002, Paris, France').
  const cityApart = !orNull(match?.[3]) && postcodeAt < parts.length - 1;
  address.city = cityApart ? (parts[postcodeAt + 1] ?? null) : orNull(match?.[3]);
  address.country = orNull(parts.slice(postcodeAt + (cityApart ? 2 : 1)).join(', '));
  return address;
}

function readWithoutComma(text: string, address: AddressLines): AddressLines {
  const match = noCommaPostcode.exec(text);
  if (!match) {
    address.address1 = text;
    return address;
  }
  address.address1 = orNull(match[1]);
  address.zipcode = match[2] ?? null;
  address.city = orNull(match[3]);
  return address;
}

function setStreet(address: AddressLines, lines: readonly string[]): void {
  address.address1 = lines[0] ?? null;
  address.address2 = orNull(lines.slice(1).join(', '));
}

function orNull(text: string | undefined): string | null {
  const trimmed = text?.trim();
  return trimmed ? trimmed : null;
}
