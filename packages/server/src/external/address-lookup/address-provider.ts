import type { AddressLookupHit } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';

/** What every lookup may pass on (foundation.md §7); a provider ignores what it does not use. */
export interface AddressLookupOptions {
  language?: string;
  country?: string;
  region?: string;
}

/**
 * Where a tenant's addresses are looked up: nowhere (None), or a remote address base. A provider
 * that cannot answer throws `ADDRESS_LOOKUP_UNAVAILABLE`; an unknown place id is
 * `ADDRESS_PLACE_NOT_FOUND`.
 */
export interface AddressProvider {
  /** Addresses matching typed text, best first. */
  search(text: string, limit: number, options: AddressLookupOptions): Promise<AddressLookupHit[]>;
  /** The address a hit's `placeId` names. */
  detail(placeId: string, options: AddressLookupOptions): Promise<AddressLookupHit>;
  /** The addresses nearest a point, nearest first. */
  reverse(longitude: number, latitude: number, options: AddressLookupOptions): Promise<AddressLookupHit[]>;
}

/** Provider None: finds nothing (foundation.md §7). */
export const noAddressProvider: AddressProvider = {
  search: async () => [],
  detail: async (placeId) => {
    throw new LessorError('ADDRESS_PLACE_NOT_FOUND', [placeId]);
  },
  reverse: async () => [],
};
