import { type Address, defaultAddressType } from './address.ts';

/**
 * An address as stored: text fields trimmed, empty fields null, type MAIN unless given (foundation.md §3).
 * @example normalizeAddress({ city: ' Paris ', state: '' }) // { city: 'Paris', state: null, type: 'MAIN' }
 */
export function normalizeAddress(address: Address): Address {
  const normalized: Address = {};
  for (const [field, value] of Object.entries(address)) {
    const trimmed = typeof value === 'string' ? value.trim() : value;
    normalized[field] = trimmed === '' || trimmed === undefined ? null : trimmed;
  }
  normalized.type = typeof normalized.type === 'string' ? normalized.type : defaultAddressType;
  return normalized;
}

/**
 * The main address of a list: the first one (foundation.md §3).
 * @example mainAddress([{ city: 'Paris' }, { city: 'Lyon' }]) // { city: 'Paris' }
 */
export function mainAddress<T>(addresses: readonly T[] | null | undefined): T | undefined {
  return addresses?.[0];
}
