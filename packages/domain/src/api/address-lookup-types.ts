import type { Address } from '../formats/address/address.ts';

/** foundation.md §7 "Addresses": one route answers autocomplete, detail and reverse geocoding. */
export const addressLookupPath = '/api/external/pivot/addresses';

/** A point, longitude first then latitude (foundation.md §3, an address's `location`, a POINT). */
export interface AddressLocation {
  type: 'POINT';
  coordinates: [longitude: number, latitude: number];
}

/**
 * What the client asks: `search` (with `limit`) for suggestions while typing; `placeId` for the
 * detail of a suggestion; `coordinates` (longitude, latitude) for the address at a point. The
 * other fields of §7 (provider, language, country, sessiontoken, region, extraInfo) are passed on
 * to providers that use them.
 */
export interface AddressLookupRequest {
  search?: string;
  limit?: number;
  placeId?: string;
  coordinates?: [longitude: number, latitude: number];
  language?: string;
  country?: string;
  region?: string;
  sessiontoken?: string;
  extraInfo?: boolean;
}

/** One address a provider found: its id for a detail call, its label, and the fields it fills. */
export interface AddressLookupHit {
  placeId: string;
  label: string;
  /** The address fields of foundation.md §3 the provider knows, `location` among them. */
  address: Address & { location: AddressLocation | null };
  /** How well the hit matches the text, 0 to 1, when the provider says. */
  score: number | null;
}

/** The answer: the hits, best first; none when the tenant's provider is None. */
export interface AddressLookupAnswer {
  hits: AddressLookupHit[];
}
