import type { AddressLookupHit } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import type { AddressLookupOptions, AddressProvider } from './address-provider.ts';

/**
 * The French national address base (Base Adresse Nationale), as its public geocoding API answers
 * (api-adresse.data.gouv.fr, "API Adresse" v1: `GET /search/?q=&limit=` and
 * `GET /reverse/?lon=&lat=`): a GeoJSON FeatureCollection whose features carry the address in
 * `properties` and the point, longitude first, in `geometry.coordinates`.
 */
interface BanFeature {
  type: 'Feature';
  geometry: { type: 'Point'; coordinates: [number, number] };
  properties: {
    label: string;
    score?: number;
    housenumber?: string;
    id: string;
    type: 'housenumber' | 'street' | 'locality' | 'municipality';
    name: string;
    postcode?: string;
    citycode?: string;
    city?: string;
    /** "department number, department, region", e.g. "75, Paris, Île-de-France". */
    context?: string;
    street?: string;
  };
}
interface BanFeatureCollection {
  type: 'FeatureCollection';
  features: BanFeature[];
}

/** The address base answers in well under a second; a slow answer is given five. */
const timeoutMs = 5_000;
const maxAnswerBytes = 2 * 1024 * 1024;
/** The API refuses more than 20 results a call. */
const maxLimit = 20;

export class BanAddressProvider implements AddressProvider {
  readonly #baseUrl: string;

  /** `baseUrl`: the server's address of the API (LESSOR_BAN_URL). */
  constructor(baseUrl: string) {
    this.#baseUrl = baseUrl.replace(/\/+$/, '');
  }

  async search(text: string, limit: number, _options: AddressLookupOptions): Promise<AddressLookupHit[]> {
    const answer = await this.#get('/search/', { q: text, limit: String(Math.min(limit, maxLimit)) });
    return answer.features.map(toHit);
  }

  /**
   * The address base has no call by id, so a place id carries the hit's type and point
   * (`type@longitude,latitude@id`): the detail is the reverse lookup there that finds that id.
   */
  async detail(placeId: string, _options: AddressLookupOptions): Promise<AddressLookupHit> {
    const place = /^(housenumber|street|locality|municipality)@(-?[\d.]+),(-?[\d.]+)@(.+)$/.exec(placeId);
    if (!place) throw new LessorError('ADDRESS_PLACE_NOT_FOUND', [placeId]);
    const [, type = '', longitude = '', latitude = '', id] = place;
    const answer = await this.#get('/reverse/', { lon: longitude, lat: latitude, type, limit: '5' });
    const found = answer.features.find((feature) => feature.properties.id === id);
    if (!found) throw new LessorError('ADDRESS_PLACE_NOT_FOUND', [placeId]);
    return toHit(found);
  }

  async reverse(
    longitude: number,
    latitude: number,
    _options: AddressLookupOptions,
  ): Promise<AddressLookupHit[]> {
    const answer = await this.#get('/reverse/', { lon: String(longitude), lat: String(latitude) });
    return answer.features.map(toHit);
  }

  async #get(path: string, query: Record<string, string>): Promise<BanFeatureCollection> {
    const url = new URL(`${this.#baseUrl}${path}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    let response: Response;
    try {
      response = await fetch(url, {
        headers: { accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch {
      throw unavailable('no answer');
    }
    if (!response.ok) throw unavailable(`status ${response.status}`);
    const text = await response.text();
    if (text.length > maxAnswerBytes) throw unavailable('the answer is too large');
    let answer: unknown;
    try {
      answer = JSON.parse(text);
    } catch {
      throw unavailable('the answer is not JSON');
    }
    if (!isFeatureCollection(answer)) throw unavailable('the answer is not a collection of addresses');
    return answer;
  }
}

const unavailable = (reason: string) => new LessorError('ADDRESS_LOOKUP_UNAVAILABLE', [reason]);

function isFeatureCollection(value: unknown): value is BanFeatureCollection {
  if (typeof value !== 'object' || value === null) return false;
  const features = (value as { features?: unknown }).features;
  return (
    Array.isArray(features) &&
    features.every((feature: Partial<BanFeature> | null) => {
      const coordinates = feature?.geometry?.coordinates;
      return (
        typeof feature?.properties?.id === 'string' &&
        typeof feature.properties.label === 'string' &&
        Array.isArray(coordinates) &&
        typeof coordinates[0] === 'number' &&
        typeof coordinates[1] === 'number'
      );
    })
  );
}

/**
 * A feature as the address fields of foundation.md §3. `address1` is the street line (the
 * feature's name: number and street, or the street, or the locality); a municipality has none.
 * `state` is the region, the last part of the context.
 */
function toHit(feature: BanFeature): AddressLookupHit {
  const { properties } = feature;
  const [longitude, latitude] = feature.geometry.coordinates;
  const region = properties.context?.split(',').at(-1)?.trim();
  return {
    placeId: `${properties.type}@${longitude},${latitude}@${properties.id}`,
    label: properties.label,
    score: properties.score ?? null,
    address: {
      addressLine: properties.label,
      address1: properties.type === 'municipality' ? null : properties.name,
      zipcode: properties.postcode ?? null,
      city: properties.city ?? null,
      cityCode: properties.citycode ?? null,
      state: region || null,
      country: 'FR',
      streetNumber: properties.housenumber ?? null,
      streetName: properties.street ?? (properties.type === 'street' ? properties.name : null),
      location: { type: 'POINT', coordinates: [longitude, latitude] },
    },
  };
}
