import { describe, expect, it } from 'vitest';
import { markersOfAddresses } from './map-markers.ts';

describe('the markers of addresses', () => {
  it('puts one marker per located address, longitude first in the stored point', () => {
    expect(
      markersOfAddresses([
        {
          address1: '1 rue de la Paix',
          zipcode: '75002',
          city: 'Paris',
          location: { type: 'POINT', coordinates: [2.331, 48.869] },
        },
        { city: 'Nowhere' },
        { city: 'Lyon', location: { type: 'POINT', coordinates: [4.835, 45.764] } },
        { city: 'Broken', location: { type: 'POINT', coordinates: [200, 95] } },
        null,
      ]),
    ).toEqual([
      { lat: 48.869, lng: 2.331, label: '1 rue de la Paix, 75002 Paris' },
      { lat: 45.764, lng: 4.835, label: 'Lyon' },
    ]);
  });
});
