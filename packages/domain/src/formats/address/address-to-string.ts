import type { Address } from './address.ts';

/**
 * An address on one line, as `parseAddress` reads it back: street, second line, postcode and city,
 * country, separated by commas; empty parts left out.
 * @example addressToString({ address1: '1 rue de la Paix', zipcode: '75002', city: 'Paris', country: 'France' })
 *   // '1 rue de la Paix, 75002 Paris, France'
 */
export function addressToString(address: Address | null | undefined): string {
  if (!address) return '';
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const town = [text(address.zipcode), text(address.city)].filter(Boolean).join(' ');
  return [text(address.address1), text(address.address2), town, text(address.country)]
    .filter(Boolean)
    .join(', ');
}
