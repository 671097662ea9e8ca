import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { CatalogModel, RegressorAnswer } from '@lessor/domain/api';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../../testing/index.ts';

/**
 * LECTURA's API on a loopback port, answering in the shapes the provider speaks
 * (docs/vehicle-catalogue.md, "The LECTURA provider"), for the one key it knows.
 */
const validKey = 'lectura-key-of-alpha';
const calls: { url: string; key: string | undefined; language: string | undefined }[] = [];
let failing = false;

const excavator = {
  id: 4711,
  name: '320 GC',
  manufacturer: { id: 17, name: 'Caterpillar' },
  category: { id: 3, name: 'Excavators' },
  subcategory: { id: 31, name: 'Crawler excavators' },
  year_from: 2018,
  year_to: null,
  specs: { operating_weight_kg: 21_300, engine_power_kw: 108 },
  price_new: { amount: 189_000, currency: 'EUR' },
};

function answer(request: IncomingMessage, response: ServerResponse): void {
  const url = new URL(request.url ?? '/', 'http://lectura.test');
  const key = request.headers['x-api-key'];
  calls.push({
    url: url.pathname + url.search,
    key: typeof key === 'string' ? key : undefined,
    language: request.headers['accept-language'],
  });
  const send = (status: number, body: unknown) => {
    response.writeHead(status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(body));
  };
  if (failing) send(503, { error: 'maintenance' });
  else if (key !== validKey) send(401, { error: 'invalid api key' });
  else send(...routed(url.pathname));
}

/** What LECTURA answers a path with the right key. */
function routed(path: string): [number, unknown] {
  const routes: Record<string, unknown> = {
    '/v1/root-categories': [{ id: 3, name: 'Excavators', parent_id: null }],
    '/v1/categories/3/sub-categories': [{ id: 31, name: 'Crawler excavators', parent_id: 3 }],
    '/v1/categories/3/manufacturers': [{ id: 17, name: 'Caterpillar', models_count: 1 }],
    '/v1/categories/3/manufacturers/17/models': [excavator],
    '/v1/models/4711': excavator,
    '/v1/manufacturers/17': { id: 17, name: 'Caterpillar', models_count: 212 },
    '/v1/search/320%20GC': [excavator],
    '/v1/v2/regressor': {
      category: { id: 3, name: 'Excavators' },
      usage_unit: 'hours',
      curves: [
        {
          usage: 1000,
          values: [
            { age_months: 0, residual: 1 },
            { age_months: 12, residual: 0.82 },
          ],
        },
      ],
    },
  };
  const body = routes[path];
  return body === undefined ? [404, { error: 'not found' }] : [200, body];
}

const lectura = createServer(answer);
await new Promise<void>((resolve) => lectura.listen(0, '127.0.0.1', resolve));
const lecturaUrl = `http://127.0.0.1:${(lectura.address() as AddressInfo).port}/v1`;
afterAll(() => new Promise<void>((resolve) => lectura.close(() => resolve())));

describeOnEachDatabase('the LECTURA provider on the $name database', { lecturaUrl }, (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  const get = (client: TestClient, url: string) => client.request({ method: 'GET', url });
  const useLectura = {
    catalogs: { LECTURA: { provider: 'lectura', language: 'fr' }, ACB: { provider: 'lectura' } },
  };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('lecturaalpha');
    beta = await testApp.tenantClient('lecturabeta');
    await testApp.configure(alpha, 'tenant-config', useLectura);
    await testApp.configure(beta, 'tenant-config', useLectura);
  });
  beforeEach(() => {
    calls.length = 0;
    failing = false;
  });

  describe('API keys', () => {
    it('keeps a key sealed, tells only whether it is set, and lets administrators alone set it', async () => {
      const put = await alpha.request({
        method: 'PUT',
        url: '/api/external/catalog-credentials/lectura',
        payload: { apiKey: validKey },
      });
      expect(put.statusCode).toBe(204);
      const states = (await get(alpha, '/api/external/catalog-credentials')).json<
        { catalog: string; isSet: boolean; updatedBy: string | null }[]
      >();
      expect(states.find((state) => state.catalog === 'LECTURA')).toMatchObject({
        isSet: true,
        updatedBy: 'admin@lecturaalpha',
      });
      expect(states.find((state) => state.catalog === 'ACB')?.isSet).toBe(false);
      expect(JSON.stringify(states)).not.toContain(validKey);
      const stored = await testApp.db.owner
        .withTables<{ catalog_credentials: { tenant: string; value: string } }>()
        .selectFrom('catalog_credentials')
        .select('value')
        .where('tenant', '=', 'lecturaalpha')
        .executeTakeFirstOrThrow();
      expect(stored.value).toMatch(/^enc1:/);
      expect(stored.value).not.toContain(validKey);

      expect(
        (
          await alpha.request({
            method: 'PUT',
            url: '/api/external/catalog-credentials/kbb',
            payload: { apiKey: 'x' },
          })
        ).json(),
      ).toMatchObject({ code: 'INVALID_FIELD_IN_PATH' });
      expect(
        (
          await alpha.request({
            method: 'PUT',
            url: '/api/external/catalog-credentials/acb',
            payload: { apiKey: '  ' },
          })
        ).json(),
      ).toMatchObject({ code: 'INVALID_NON_EMPTY_STRING_FIELD' });

      await alpha.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username: 'clerk@lecturaalpha', profiles: [] },
      });
      const clerk = await testApp.userClient('lecturaalpha', 'clerk@lecturaalpha');
      const refused = await clerk.request({
        method: 'PUT',
        url: '/api/external/catalog-credentials/lectura',
        payload: { apiKey: 'stolen' },
      });
      expect(refused.statusCode).toBe(403);
    });
  });

  describe('browsing LECTURA with the tenant’s key', () => {
    it('answers categories, manufacturers, models and one model in the catalogue’s shapes', async () => {
      expect((await get(alpha, '/api/external/lectura/root-categories?list=true')).json()).toEqual([
        { id: '3', name: 'Excavators', parentId: null },
      ]);
      expect(
        (await get(alpha, '/api/external/lectura/categories/3/sub-categories?list=true')).json(),
      ).toEqual([{ id: '31', name: 'Crawler excavators', parentId: '3' }]);
      expect((await get(alpha, '/api/external/lectura/categories/3/manufacturers?list=true')).json()).toEqual(
        [{ id: '17', name: 'Caterpillar', modelCount: 1 }],
      );
      expect(
        (await get(alpha, '/api/external/lectura/categories/3/manufacturers/17/models?list=true')).json(),
      ).toEqual([{ id: '4711', name: '320 GC', yearFrom: 2018, yearTo: null }]);
      expect((await get(alpha, '/api/external/lectura/manufacturers/17')).json()).toEqual({
        id: '17',
        name: 'Caterpillar',
        modelCount: 212,
      });
      const model = (await get(alpha, '/api/external/lectura/models/4711')).json<CatalogModel>();
      expect(model).toEqual({
        id: '4711',
        name: '320 GC',
        manufacturer: { id: '17', name: 'Caterpillar' },
        category: { id: '3', name: 'Excavators' },
        subCategory: { id: '31', name: 'Crawler excavators' },
        yearFrom: 2018,
        yearTo: null,
        parameters: { operating_weight_kg: 21_300, engine_power_kw: 108 },
        unitPrice: 189_000,
        currency: 'EUR',
        taxCode: null,
        source: 'lectura',
      });
      expect(calls.every((call) => call.key === validKey && call.language === 'fr')).toBe(true);
      // Its price goes to the asset.
      const asset = await alpha.request({
        method: 'POST',
        url: '/api/script/runs/lectura-to-asset',
        payload: model,
      });
      expect(asset.json()).toMatchObject({
        name: 'Caterpillar 320 GC',
        unitPrice: 189_000,
        currency: 'EUR',
        paramsCatalog: { source: 'lectura', modelId: '4711', categoryId: '3' },
      });
    });

    it('searches and reads value curves from LECTURA', async () => {
      const hits = (await get(alpha, '/api/external/lectura/search/320%20GC?list=')).json<CatalogModel[]>();
      expect(hits.map((hit) => [hit.name, hit.source])).toEqual([['320 GC', 'lectura']]);
      expect(calls.at(-1)?.url).toBe('/v1/search/320%20GC?list=true');
      const curves = (
        await get(
          alpha,
          '/api/external/lectura/v2/regressor?modelName=320%20GC&manufacturerName=Caterpillar&year=2022&usage=1000',
        )
      ).json<RegressorAnswer>();
      expect(curves).toMatchObject({
        category: { id: '3', name: 'Excavators' },
        usageUnit: 'hours',
        parametersSource: 'provider',
        curves: [
          {
            usage: 1000,
            points: [
              { ageMonths: 0, share: 1 },
              { ageMonths: 12, share: 0.82 },
            ],
          },
        ],
      });
      expect(calls.at(-1)?.url).toBe(
        '/v1/v2/regressor?modelName=320+GC&manufacturerName=Caterpillar&year=2022&usage=1000',
      );
    });

    it('answers what LECTURA does not know, a refused key and an outage with catalogued errors', async () => {
      expect((await get(alpha, '/api/external/lectura/models/1')).json()).toEqual({
        status: 404,
        code: 'CATALOG_ITEM_NOT_FOUND',
        message: 'Catalogue LECTURA has no model "1"',
      });
      // ACB is configured with LECTURA but has no key of its own.
      expect((await get(alpha, '/api/script/runs/acb?search=320')).json()).toMatchObject({
        status: 400,
        code: 'CATALOG_CREDENTIALS_MISSING',
      });
      await alpha.request({
        method: 'PUT',
        url: '/api/external/catalog-credentials/acb',
        payload: { apiKey: 'wrong' },
      });
      expect((await get(alpha, '/api/script/runs/acb?search=320')).json()).toEqual({
        status: 502,
        code: 'CATALOG_UNAVAILABLE',
        message: 'Catalogue ACB did not answer as expected: the API key was refused',
      });
      failing = true;
      expect((await get(alpha, '/api/external/lectura/root-categories?list=true')).json()).toMatchObject({
        status: 502,
        code: 'CATALOG_UNAVAILABLE',
        message: 'Catalogue LECTURA did not answer as expected: status 503',
      });
    });

    it("never sends one tenant's key for another", async () => {
      expect((await get(beta, '/api/external/lectura/root-categories?list=true')).json()).toMatchObject({
        status: 400,
        code: 'CATALOG_CREDENTIALS_MISSING',
        message: 'Catalogue LECTURA has no API key: an administrator sets it',
      });
      expect(calls).toEqual([]);
      await beta.request({
        method: 'PUT',
        url: '/api/external/catalog-credentials/lectura',
        payload: { apiKey: 'beta-key' },
      });
      expect((await get(beta, '/api/external/lectura/root-categories?list=true')).statusCode).toBe(502);
      expect(calls.map((call) => call.key)).toEqual(['beta-key']);
      // Forgetting the key stops the calls.
      await beta.request({ method: 'DELETE', url: '/api/external/catalog-credentials/lectura' });
      expect((await get(beta, '/api/external/lectura/root-categories?list=true')).json()).toMatchObject({
        code: 'CATALOG_CREDENTIALS_MISSING',
      });
    });
  });
});
