import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { AddressLookupAnswer } from '@lessor/domain/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

/**
 * The national address base on a loopback port, answering in the shapes of its public API
 * (api-adresse.data.gouv.fr, "API Adresse" v1, `/search/` and `/reverse/`: a GeoJSON
 * FeatureCollection, the address in each feature's `properties`).
 */
const portFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.290084, 49.897443] },
  properties: {
    label: '8 Boulevard du Port 80000 Amiens',
    score: 0.49159121588068583,
    housenumber: '8',
    id: '80021_6590_00008',
    type: 'housenumber',
    name: '8 Boulevard du Port',
    postcode: '80000',
    citycode: '80021',
    x: 648952.58,
    y: 6977867.25,
    city: 'Amiens',
    context: '80, Somme, Hauts-de-France',
    importance: 0.6706612694243868,
    street: 'Boulevard du Port',
  },
};
const cityFeature = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [2.291276, 49.900577] },
  properties: {
    label: 'Amiens',
    score: 0.31,
    id: '80021',
    type: 'municipality',
    name: 'Amiens',
    postcode: '80000',
    citycode: '80021',
    x: 649030.84,
    y: 6978215.44,
    city: 'Amiens',
    context: '80, Somme, Hauts-de-France',
    importance: 0.74,
    population: 133625,
  },
};

const calls: string[] = [];
let failing: 'status' | 'shape' | false = false;

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://ban.test');
  calls.push(url.pathname + url.search);
  const [status, body] = routed(url);
  response.writeHead(status, { 'content-type': 'application/json; charset=utf-8' });
  response.end(JSON.stringify(body));
}

/** What the address base answers a call with. */
function routed(url: URL): [number, unknown] {
  if (failing === 'status') return [503, { code: 503, message: 'Service unavailable' }];
  if (failing === 'shape') return [200, { features: [{ properties: {} }] }];
  const collection = (features: unknown[]) => ({
    type: 'FeatureCollection',
    version: 'draft',
    features,
    attribution: 'BAN',
    licence: 'ETALAB-2.0',
    limit: Number(url.searchParams.get('limit') ?? 5),
  });
  if (url.pathname === '/search/') {
    const q = (url.searchParams.get('q') ?? '').toLowerCase();
    const found = [portFeature, cityFeature].filter((feature) =>
      feature.properties.label.toLowerCase().includes(q),
    );
    return [200, { ...collection(found), query: q }];
  }
  if (url.pathname === '/reverse/') {
    const type = url.searchParams.get('type');
    return [200, collection(type === 'municipality' ? [cityFeature] : [portFeature])];
  }
  return [404, { code: 404, message: 'Not found' }];
}

const ban = createServer(answer);
await new Promise<void>((resolve) => ban.listen(0, '127.0.0.1', resolve));
const banUrl = `http://127.0.0.1:${(ban.address() as AddressInfo).port}`;
afterAll(() => new Promise<void>((resolve) => ban.close(() => resolve())));

describeOnEachDatabase('address lookup on the $name database', { banUrl }, (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  const lookup = (client: TestClient, payload: object) =>
    client.request({ method: 'POST', url: '/api/external/pivot/addresses', payload });

  beforeAll(async () => {
    alpha = await testApp.tenantClient('addressalpha');
    beta = await testApp.tenantClient('addressbeta');
    await testApp.configure(alpha, 'tenant-config', { addressLookup: { provider: 'ban' } });
  });
  beforeEach(() => {
    calls.length = 0;
    failing = false;
  });

  it('proposes the addresses matching typed text, every field filled from the address base', async () => {
    const response = await lookup(alpha, { search: '  8 boulevard du port ', limit: 3, language: 'fr' });
    expect(response.statusCode).toBe(200);
    expect(calls).toEqual(['/search/?q=8+boulevard+du+port&limit=3']);
    expect(response.json<AddressLookupAnswer>()).toEqual({
      hits: [
        {
          placeId: 'housenumber@2.290084,49.897443@80021_6590_00008',
          label: '8 Boulevard du Port 80000 Amiens',
          score: 0.49159121588068583,
          address: {
            addressLine: '8 Boulevard du Port 80000 Amiens',
            address1: '8 Boulevard du Port',
            zipcode: '80000',
            city: 'Amiens',
            cityCode: '80021',
            state: 'Hauts-de-France',
            country: 'FR',
            streetNumber: '8',
            streetName: 'Boulevard du Port',
            location: { type: 'POINT', coordinates: [2.290084, 49.897443] },
          },
        },
      ],
    });
  });

  it('gives a municipality no street line', async () => {
    const { hits } = (await lookup(alpha, { search: 'amiens' })).json<AddressLookupAnswer>();
    const city = hits.find((hit) => hit.placeId.startsWith('municipality@'));
    expect(city?.address).toMatchObject({
      address1: null,
      streetNumber: null,
      streetName: null,
      city: 'Amiens',
    });
  });

  it('answers the detail of a hit from its place id, and refuses a place it does not know', async () => {
    const placeId = 'housenumber@2.290084,49.897443@80021_6590_00008';
    const detail = await lookup(alpha, { placeId });
    expect(detail.statusCode).toBe(200);
    expect(calls).toEqual(['/reverse/?lon=2.290084&lat=49.897443&type=housenumber&limit=5']);
    expect(detail.json<AddressLookupAnswer>().hits.map((hit) => hit.address.zipcode)).toEqual(['80000']);

    const unknown = await lookup(alpha, { placeId: 'housenumber@2.29,49.89@80021_0000_00001' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({
      code: 'ADDRESS_PLACE_NOT_FOUND',
      message: 'The address provider knows no place "housenumber@2.29,49.89@80021_0000_00001"',
    });
    expect((await lookup(alpha, { placeId: 'garbage' })).json()).toMatchObject({
      code: 'ADDRESS_PLACE_NOT_FOUND',
    });
  });

  it('finds the address at a point, longitude first', async () => {
    const response = await lookup(alpha, { coordinates: [2.2901, 49.8974] });
    expect(response.statusCode).toBe(200);
    expect(calls).toEqual(['/reverse/?lon=2.2901&lat=49.8974']);
    expect(response.json<AddressLookupAnswer>().hits[0]?.address.address1).toBe('8 Boulevard du Port');
  });

  it("answers nothing for a tenant without a provider, never asking another tenant's", async () => {
    for (const payload of [{ search: '8 boulevard du port' }, { coordinates: [2.29, 49.89] }]) {
      const response = await lookup(beta, payload);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ hits: [] });
    }
    const detail = await lookup(beta, { placeId: 'housenumber@2.290084,49.897443@80021_6590_00008' });
    expect(detail.statusCode).toBe(404);
    expect(calls).toEqual([]);
  });

  describe('when the address base fails', () => {
    it('answers a typed error naming the failure, not a server error', async () => {
      failing = 'status';
      const down = await lookup(alpha, { search: 'amiens' });
      expect(down.statusCode).toBe(502);
      expect(down.json()).toMatchObject({
        code: 'ADDRESS_LOOKUP_UNAVAILABLE',
        message: 'The address provider did not answer as expected: status 503',
      });
      failing = 'shape';
      expect((await lookup(alpha, { search: 'amiens' })).json()).toMatchObject({
        code: 'ADDRESS_LOOKUP_UNAVAILABLE',
        message:
          'The address provider did not answer as expected: the answer is not a collection of addresses',
      });
    });
  });

  it('refuses a request that asks for nothing, or for two things, or with bad fields', async () => {
    for (const payload of [{}, { search: '   ' }, { search: 'amiens', coordinates: [2.29, 49.89] }]) {
      const response = await lookup(alpha, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'ADDRESS_LOOKUP_REQUEST',
        message: 'An address lookup asks for one of search, placeId or coordinates',
      });
    }
    const badFields: [object, string][] = [
      [{ search: 'amiens', limit: 0 }, 'limit'],
      [{ coordinates: [200, 49] }, 'coordinates'],
      [{ search: 'amiens', unknown: 1 }, 'unknown'],
    ];
    for (const [payload, field] of badFields) {
      const response = await lookup(alpha, payload);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(response.json())).toContain(field);
    }
    expect(calls).toEqual([]);
  });

  it('refuses an unknown provider in the tenant configuration', async () => {
    const response = await beta.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/tenant-config',
      payload: { value: { addressLookup: { provider: 'google' } } },
    });
    expect(response.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_CONFIG',
      message: "Invalid field 'addressLookup.provider' in configuration",
    });
  });
});
