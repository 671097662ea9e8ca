import { addressToString } from '@lessor/domain/formats';

/** A point on the map: latitude and longitude, and what its popup says. */
export interface MapMarker {
  lat: number;
  lng: number;
  label: string;
}

/** foundation.md §9: maps start about Paris. */
export const mapStart = { lat: 48.8566, lng: 2.3522, zoom: 11 };

/**
 * One marker per address that has a location (a POINT whose coordinates are longitude then
 * latitude, foundation.md §3), labelled with the address on one line.
 * @example markersOfAddresses([{ city: 'Paris', location: { type: 'POINT', coordinates: [2.35, 48.85] } }])
 *   // [{ lat: 48.85, lng: 2.35, label: 'Paris' }]
 */
export function markersOfAddresses(addresses: readonly unknown[]): MapMarker[] {
  return addresses.flatMap((address) => {
    if (typeof address !== 'object' || address === null) return [];
    const lines: Record<string, unknown> = { ...address };
    const location = (lines.location ?? {}) as { coordinates?: unknown };
    const coordinates = Array.isArray(location?.coordinates) ? location.coordinates : [];
    const [lng, lat] = coordinates;
    if (typeof lat !== 'number' || typeof lng !== 'number' || Math.abs(lat) > 90 || Math.abs(lng) > 180)
      return [];
    return [{ lat, lng, label: addressToString(lines) }];
  });
}
