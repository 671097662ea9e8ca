import type { CatalogCategory, CatalogModel, RegressorAnswer } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const lectura = '/api/external/lectura';

describeOnEachDatabase(
  'the vehicle catalogue on the $name database',
  { permissionsCacheMs: 0 },
  (testApp) => {
    let admin: TestClient;
    let other: TestClient;
    const get = (client: TestClient, url: string) => client.request({ method: 'GET', url });

    beforeAll(async () => {
      admin = await testApp.tenantClient('catalogue');
      other = await testApp.tenantClient('catalogueother');
    });

    describe('browsing the built-in catalogue', () => {
      it('answers the root categories a leasing company knows, then their sub-categories', async () => {
        const roots = (await get(admin, `${lectura}/root-categories?list=true`)).json<CatalogCategory[]>();
        expect(roots.map((category) => category.id)).toEqual([
          'passenger-cars',
          'light-commercial-vehicles',
          'trucks',
          'buses',
          'motorcycles',
          'trailers',
          'off-road-vehicles',
        ]);
        expect(roots[0]).toEqual({ id: 'passenger-cars', name: 'Passenger cars', parentId: null });
        const subs = (await get(admin, `${lectura}/categories/passenger-cars/sub-categories?list=true`)).json<
          CatalogCategory[]
        >();
        expect(subs).toContainEqual({
          id: 'passenger-cars.sedan-saloon',
          name: 'Sedan/Saloon',
          parentId: 'passenger-cars',
        });
        expect(subs.every((sub) => sub.parentId === 'passenger-cars')).toBe(true);
      });

      it("walks from a category to its manufacturers, a manufacturer's models and one model", async () => {
        const makers = (
          await get(admin, `${lectura}/categories/passenger-cars/manufacturers?list=true`)
        ).json<{ id: string; name: string; modelCount: number }[]>();
        const toyota = makers.find((maker) => maker.name === 'Toyota');
        expect(toyota?.modelCount).toBeGreaterThan(20);
        const models = (
          await get(
            admin,
            `${lectura}/categories/passenger-cars/manufacturers/${toyota?.id}/models?list=true`,
          )
        ).json<{ id: string; name: string; yearFrom: number | null }[]>();
        const camry = models.find((model) => model.name === 'Camry');
        expect(camry?.yearFrom).toBeLessThan(2000);
        const model = (await get(admin, `${lectura}/models/${camry?.id}`)).json<CatalogModel>();
        expect(model).toMatchObject({
          id: camry?.id,
          name: 'Camry',
          manufacturer: { id: toyota?.id, name: 'Toyota' },
          category: { id: 'passenger-cars', name: 'Passenger cars' },
          subCategory: { id: 'passenger-cars.sedan-saloon' },
          unitPrice: null,
          source: 'builtin',
          parameters: { bodyClass: 'Sedan/Saloon' },
        });
        const maker = (await get(admin, `${lectura}/manufacturers/${toyota?.id}`)).json();
        expect(maker).toMatchObject({ id: toyota?.id, name: 'Toyota' });
        // A sub-category narrows the manufacturers and models to its own.
        const sedans = (
          await get(
            admin,
            `${lectura}/categories/passenger-cars.sedan-saloon/manufacturers/${toyota?.id}/models`,
          )
        ).json<{ name: string }[]>();
        expect(sedans.map((each) => each.name)).toContain('Camry');
        expect(sedans.length).toBeLessThan(models.length);
      });

      it('answers an unknown category, model or manufacturer with its catalogued 404', async () => {
        for (const url of [
          `${lectura}/categories/rockets/sub-categories?list=true`,
          `${lectura}/categories/rockets/manufacturers?list=true`,
          `${lectura}/models/999999999`,
          `${lectura}/manufacturers/999999999`,
          `${lectura}/models/tenant:ASC99999999`,
        ]) {
          expect((await get(admin, url)).json(), url).toMatchObject({
            status: 404,
            code: 'CATALOG_ITEM_NOT_FOUND',
          });
        }
        expect((await get(admin, `${lectura}/root-categories?list=maybe`)).json()).toMatchObject({
          status: 400,
          code: 'INVALID_FIELD_IN_QUERY',
        });
      });
    });

    describe('searching', () => {
      it('finds nothing for an empty or blank term', async () => {
        for (const url of [
          `${lectura}/search/?list=`,
          `${lectura}/search/%20%20?list=`,
          `${lectura}/search?list=`,
        ]) {
          const response = await get(admin, url);
          expect(response.statusCode, url).toBe(200);
          expect(response.json(), url).toEqual([]);
        }
      });

      it('finds models by every word of the manufacturer and model names, the exact name first', async () => {
        const hits = (await get(admin, `${lectura}/search/toyota%20camry?list=`)).json<CatalogModel[]>();
        expect(hits[0]).toMatchObject({ name: 'Camry', manufacturer: { name: 'Toyota' }, source: 'builtin' });
        expect(
          hits.every((hit) => `${hit.manufacturer.name} ${hit.name}`.toLowerCase().includes('camry')),
        ).toBe(true);
        const many = (await get(admin, `${lectura}/search/ford?list=`)).json<CatalogModel[]>();
        expect(many).toHaveLength(50);
        // Wildcards of SQL are plain characters in a term.
        expect((await get(admin, `${lectura}/search/%25%25%25?list=`)).json()).toEqual([]);
      });

      it("puts the company's own items first, marked as its own, and never another tenant's", async () => {
        const created = await admin.request({
          method: 'POST',
          url: '/api/asset/asset-catalog-items',
          payload: {
            name: 'Camry Hybrid fleet pack',
            manufacturer: 'Toyota',
            model: 'Camry Hybrid',
            category: 'passenger-cars',
            unitPrice: 35990,
            currency: 'EUR',
            taxCode: 'VAT20',
          },
        });
        expect(created.statusCode, created.body).toBe(201);
        const registration = created.json<{ registration: string }>().registration;
        const hits = (await get(admin, `${lectura}/search/camry?list=`)).json<CatalogModel[]>();
        expect(hits[0]).toMatchObject({
          id: `tenant:${registration}`,
          name: 'Camry Hybrid',
          manufacturer: { name: 'Toyota' },
          unitPrice: 35990,
          currency: 'EUR',
          taxCode: 'VAT20',
          source: 'tenant',
        });
        expect(hits.slice(1).every((hit) => hit.source === 'builtin')).toBe(true);
        expect((await get(admin, `${lectura}/models/tenant:${registration}`)).json()).toMatchObject({
          source: 'tenant',
          unitPrice: 35990,
        });
        const theirs = (await get(other, `${lectura}/search/camry?list=`)).json<CatalogModel[]>();
        expect(theirs.some((hit) => hit.source === 'tenant')).toBe(false);
        expect((await get(other, `${lectura}/models/tenant:${registration}`)).json()).toMatchObject({
          code: 'CATALOG_ITEM_NOT_FOUND',
        });
      });
    });

    describe('the regressor', () => {
      it('needs both the model name and the manufacturer name', async () => {
        for (const query of [
          'modelName=Camry',
          'manufacturerName=Toyota',
          'modelName=%20&manufacturerName=Toyota',
          '',
        ]) {
          const response = await get(admin, `${lectura}/v2/regressor?${query}`);
          expect(response.json(), query).toEqual({
            status: 400,
            code: 'CATALOG_REGRESSOR_NAMES_MISSING',
            message: 'The regressor needs both model name and manufacturer name',
          });
        }
        expect(
          (
            await get(admin, `${lectura}/v2/regressor?modelName=Camry&manufacturerName=Toyota&year=20x`)
          ).json(),
        ).toMatchObject({
          code: 'INVALID_FIELD_IN_QUERY',
        });
      });

      it("draws a model's value curves from its category's depreciation profile", async () => {
        const answer = (
          await get(
            admin,
            `${lectura}/v2/regressor?modelName=camry&manufacturerName=TOYOTA&year=2020&usage=30000`,
          )
        ).json<RegressorAnswer>();
        expect(answer).toMatchObject({
          modelName: 'camry',
          manufacturerName: 'TOYOTA',
          year: 2020,
          model: { name: 'Camry', source: 'builtin' },
          category: { id: 'passenger-cars' },
          usageUnit: 'km',
          parametersSource: 'default',
        });
        expect(answer.ageMonths).toBe((new Date().getUTCFullYear() - 2020) * 12);
        expect(answer.curves).toHaveLength(1);
        expect(answer.curves[0]?.points.slice(0, 3)).toEqual([
          { ageMonths: 0, share: 1 },
          { ageMonths: 12, share: 0.76 },
          { ageMonths: 24, share: 0.6137 },
        ]);
        // Without a usage: curves at half, once and one and a half times the reference usage.
        const three = (
          await get(admin, `${lectura}/v2/regressor?modelName=Cascadia&manufacturerName=Freightliner`)
        ).json<RegressorAnswer>();
        expect(three.category.id).toBe('trucks');
        expect(three.curves.map((curve) => curve.usage)).toEqual([50_000, 100_000, 150_000]);
        // A model the catalogue lacks follows the default profile.
        const unknown = (
          await get(admin, `${lectura}/v2/regressor?modelName=Clio&manufacturerName=Renault`)
        ).json<RegressorAnswer>();
        expect(unknown).toMatchObject({ model: null, category: { id: 'default' } });
      });

      it("follows the company's own parameters, and only for that company", async () => {
        const own = {
          default: {
            firstYearDrop: 0.3,
            annualRate: 0.2,
            usageUnit: 'km',
            referenceUsage: 20_000,
            usageSensitivity: 0,
            floor: 0.1,
          },
          categories: {
            'passenger-cars': {
              firstYearDrop: 0.25,
              annualRate: 0.1,
              usageUnit: 'km',
              referenceUsage: 20_000,
              usageSensitivity: 0,
              floor: 0.1,
            },
          },
        };
        const refused = await admin.request({
          method: 'PUT',
          url: '/api/core/configuration-documents/residual-value-parameters',
          payload: { value: { ...own, default: { ...own.default, annualRate: 1.5 } } },
        });
        expect(refused.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_CONFIG' });
        expect(refused.json<{ message: string }>().message).toContain('default.annualRate');
        const saved = await admin.request({
          method: 'PUT',
          url: '/api/core/configuration-documents/residual-value-parameters',
          payload: { value: own },
        });
        expect(saved.statusCode).toBe(200);
        const url = `${lectura}/v2/regressor?modelName=Camry&manufacturerName=Toyota&usage=20000`;
        const mine = (await get(admin, url)).json<RegressorAnswer>();
        expect(mine.parametersSource).toBe('tenant');
        expect(mine.curves[0]?.points[1]).toEqual({ ageMonths: 12, share: 0.75 });
        expect(mine.curves[0]?.points[2]).toEqual({ ageMonths: 24, share: 0.675 });
        const theirs = (await get(other, url)).json<RegressorAnswer>();
        expect(theirs.parametersSource).toBe('default');
        expect(theirs.curves[0]?.points[1]?.share).not.toBe(0.75);
      });
    });

    describe('turning a catalogue model into an asset', () => {
      it('answers the asset fields, the price when known and paramsCatalog', async () => {
        const model = (await get(admin, `${lectura}/search/toyota%20camry?list=`))
          .json<CatalogModel[]>()
          .find((hit) => hit.source === 'builtin');
        const response = await admin.request({
          method: 'POST',
          url: '/api/script/runs/lectura-to-asset',
          payload: model,
        });
        expect(response.json()).toEqual({
          name: 'Toyota Camry',
          type: 'VEHICLE',
          manufacturer: 'Toyota',
          model: 'Camry',
          category: 'Passenger cars',
          categories: [
            { name: 'Passenger cars', code: 'passenger-cars' },
            { name: 'Sedan/Saloon', code: 'passenger-cars.sedan-saloon' },
          ],
          paramsCatalog: expect.objectContaining({
            catalogName: 'LECTURA',
            source: 'builtin',
            modelId: model?.id,
            manufacturerId: model?.manufacturer.id,
            categoryId: 'passenger-cars',
            subCategoryId: 'passenger-cars.sedan-saloon',
            bodyClass: 'Sedan/Saloon',
          }),
        });
        const asset = await admin.request({
          method: 'POST',
          url: '/api/asset/assets',
          payload: response.json(),
        });
        expect(asset.statusCode, asset.body).toBe(201);
        expect(asset.json()).toMatchObject({
          manufacturer: 'Toyota',
          model: 'Camry',
          paramsCatalog: { modelId: model?.id },
        });
      });

      it('answers an empty object for data that is no catalogue model', async () => {
        for (const payload of [{}, { name: 'Camry' }, [1, 2], { name: 'Camry', manufacturer: 'Toyota' }]) {
          const response = await admin.request({
            method: 'POST',
            url: '/api/script/runs/lectura-to-asset',
            payload,
          });
          expect(response.statusCode).toBe(200);
          expect(response.json()).toEqual({});
        }
      });
    });

    describe('the named catalogues', () => {
      it('refuses a catalogue the tenant has not configured, then answers from the provider it chose', async () => {
        expect((await get(admin, '/api/script/runs/autovista?search=camry')).json()).toEqual({
          status: 404,
          code: 'CATALOG_NOT_CONFIGURED',
          message: 'No catalogue AUTOVISTA is configured for this tenant',
        });
        const bad = await admin.request({
          method: 'PUT',
          url: '/api/core/configuration-documents/tenant-config',
          payload: { value: { catalogs: { KBB: { provider: 'builtin' } } } },
        });
        expect(bad.json()).toMatchObject({
          code: 'INVALID_FIELD_IN_CONFIG',
          message: "Invalid field 'catalogs.KBB' in configuration",
        });
        await testApp.configure(admin, 'tenant-config', { catalogs: { AUTOVISTA: { provider: 'builtin' } } });
        const hits = (await get(admin, '/api/script/runs/autovista?search=camry')).json<CatalogModel[]>();
        expect(hits.some((hit) => hit.name === 'Camry' && hit.source === 'builtin')).toBe(true);
        expect((await get(admin, '/api/script/runs/autovista?search=')).json()).toEqual([]);
        // Another tenant's choice is not this one's.
        expect((await get(other, '/api/script/runs/autovista?search=camry')).json()).toMatchObject({
          code: 'CATALOG_NOT_CONFIGURED',
        });
      });
    });

    describe('permissions', () => {
      it('lets a reader of the catalogue browse it and refuses the others', async () => {
        await testApp.configure(admin, profilesPermissionsDocument, {
          PRICING: ['read /api/external/lectura'],
          NOTHING: [],
        });
        for (const [username, profile] of [
          ['pricer@catalogue', 'PRICING'],
          ['nobody@catalogue', 'NOTHING'],
        ]) {
          await admin.request({
            method: 'POST',
            url: '/api/core/users',
            payload: { username, profiles: [profile] },
          });
        }
        const pricer = await testApp.userClient('catalogue', 'pricer@catalogue');
        const nobody = await testApp.userClient('catalogue', 'nobody@catalogue');
        for (const url of [`${lectura}/root-categories?list=true`, `${lectura}/search/camry?list=`]) {
          expect((await get(pricer, url)).statusCode).toBe(200);
          expect((await get(nobody, url)).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
        }
        const toAsset = { method: 'POST' as const, url: '/api/script/runs/lectura-to-asset', payload: {} };
        expect((await pricer.request(toAsset)).statusCode).toBe(200);
        expect((await nobody.request(toAsset)).json()).toMatchObject({ code: 'FORBIDDEN' });
        // A named catalogue has its own permission.
        expect((await get(pricer, '/api/script/runs/autovista?search=camry')).json()).toMatchObject({
          code: 'FORBIDDEN',
          message: "Permission 'read /api/external/autovista' is required",
        });
        expect(
          (await testApp.app.inject({ method: 'GET', url: `${lectura}/root-categories` })).statusCode,
        ).toBe(401);
      });
    });
  },
);
