import { sampleRecord } from '@lessor/domain/entities';
import { errorCatalogue } from '@lessor/domain/errors';
import { entitiesWithThrowaway } from '@lessor/domain/testing';
import fc from 'fast-check';
import { beforeAll, expect, it } from 'vitest';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const runs = Number(process.env.FUZZ_RUNS ?? 4);
// With an entity nobody ships, which its folder and a registry line must be enough to make robust.
const entities = entitiesWithThrowaway;

const jsonValue = fc.oneof(
  fc.string({ maxLength: 12 }),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(
    '2026-01-15',
    '2026-13-45',
    '31/12/2026',
    'FR7630006000011234567890189',
    '-1',
    'DRAFT',
    '__proto__',
    'constructor',
  ),
  fc.array(
    fc.oneof(
      fc.string({ maxLength: 5 }),
      fc.integer(),
      fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 })),
    ),
    { maxLength: 3 },
  ),
  fc.dictionary(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }), { maxKeys: 3 }),
);

/** Text PostgreSQL compresses badly: 3,000 different CJK characters, 9 KB of UTF-8. */
const oversizeText = Array.from({ length: 3000 }, (_, index) =>
  String.fromCodePoint(0x4e00 + ((index * 7919) % 20000)),
).join('');

const deepValue = Array.from({ length: 100 }).reduce<unknown>((inner) => [inner], []);

/** Values no storage should choke on, one of each kind, put in every field at once. */
const hostileValues = {
  nul: 'a\u0000b',
  loneSurrogate: '\ud800x',
  empty: '',
  blank: ' \t',
  deep: deepValue,
  oversize: oversizeText,
} as const;

function everyField(fields: readonly string[], value: unknown): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, value]));
}

function expectCatalogued(status: number, body: string): void {
  expect(status, body).toBeLessThan(500);
  if (status >= 400) expect(Object.keys(errorCatalogue), body).toContain(JSON.parse(body).code);
}

describeOnEachDatabase('random input to every collection on the $name database', { entities }, (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('fuzz');
  });

  const rowCount = async (table: string) =>
    (
      await withTenant(testApp.db.app, client.tenant, (trx) =>
        entityTables(trx).selectFrom(table).select('id').execute(),
      )
    ).length;

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    '%s answers only catalogued 4xx codes and writes nothing it refuses',
    async (_, entity) => {
      const fields = Object.keys(entity.fields);
      const key = fc.oneof(
        fc.constantFrom(
          ...fields,
          'range',
          'sort',
          'search',
          'projection',
          'include',
          'page',
          'nextPagination',
        ),
        fc
          .tuple(fc.constantFrom('from', 'to', 'min', 'max'), fc.constantFrom(...fields))
          .map(([bound, field]) => `${bound}${field.charAt(0).toUpperCase()}${field.slice(1)}`),
        fc.string({ minLength: 1, maxLength: 8 }),
      );
      const value = fc.oneof(
        fc.string({ maxLength: 12 }),
        fc.constantFrom('0-19', '9-0', '-name', '/^a/', '/%_\\/', 'x,-y', '1e309', '2026-01-01'),
      );
      await fc.assert(
        fc.asyncProperty(fc.array(fc.tuple(key, value), { maxLength: 4 }), async (pairs) => {
          const query = new URLSearchParams(pairs).toString();
          const response = await client.request({ method: 'GET', url: `${entity.apiPath}?${query}` });
          expectCatalogued(response.statusCode, response.body);
        }),
        { numRuns: runs },
      );

      if (entity.apiReadOnly) {
        const refused = await client.request({
          method: 'POST',
          url: entity.apiPath,
          payload: sampleRecord(entity),
        });
        expect(refused.json()).toMatchObject({ status: 405, code: 'APPEND_ONLY' });
        return;
      }
      const before = await rowCount(entity.table);
      let created = 0;
      const bodyKey = fc.oneof(
        fc.constantFrom(...fields, '_version', '_id', 'constructor', 'toString'),
        fc.string({ maxLength: 8 }),
      );
      await fc.assert(
        fc.asyncProperty(fc.dictionary(bodyKey, jsonValue, { maxKeys: 5 }), async (extra) => {
          const payload = { ...sampleRecord(entity), ...extra };
          const response = await client.request({ method: 'POST', url: entity.apiPath, payload });
          expectCatalogued(response.statusCode, response.body);
          if (response.statusCode === 201) created++;
        }),
        { numRuns: runs },
      );
      expect(await rowCount(entity.table)).toBe(before + created);

      const base = await client.request({
        method: 'POST',
        url: entity.apiPath,
        payload: sampleRecord(entity),
      });
      expect(base.statusCode, base.body).toBe(201);
      const url = `${entity.apiPath}/${base.json()._id}`;
      let version: number = base.json()._version;
      await fc.assert(
        fc.asyncProperty(fc.dictionary(bodyKey, jsonValue, { maxKeys: 4 }), async (patch) => {
          const response = await client.request({ method: 'PATCH', url, payload: patch });
          expectCatalogued(response.statusCode, response.body);
          if (response.statusCode === 200) version = response.json()._version;
          // A refused patch leaves the record as it was.
          else expect((await client.request({ method: 'GET', url })).json()._version).toBe(version);
        }),
        { numRuns: runs },
      );
    },
  );

  it.each(entities.map((entity) => [entity.name, entity] as const))(
    '%s refuses or stores hostile values in every field, and writes nothing it refuses',
    async (_, entity) => {
      const fields = Object.keys(entity.fields);
      for (const [kind, value] of Object.entries(hostileValues)) {
        if (typeof value !== 'string' || kind === 'oversize') continue;
        const query = new URLSearchParams(fields.map((field) => [field, value])).toString();
        const response = await client.request({ method: 'GET', url: `${entity.apiPath}?${query}` });
        expectCatalogued(response.statusCode, response.body);
      }
      if (entity.apiReadOnly) return;

      const before = await rowCount(entity.table);
      let created = 0;
      const post = async (payload: Record<string, unknown>) => {
        const response = await client.request({ method: 'POST', url: entity.apiPath, payload });
        expectCatalogued(response.statusCode, response.body);
        if (response.statusCode === 201) created++;
        return response;
      };
      for (const value of Object.values(hostileValues))
        await post({ ...sampleRecord(entity), ...everyField(fields, value) });
      // Oversize text in every text field that takes it: an indexed one is refused, and left out
      // of the next try, until the rest is stored or refused for another reason.
      const texts = fields.filter((field) => entity.fields[field]?.type === 'text');
      for (let tries = 0; tries <= texts.length; tries++) {
        const response = await post({ ...sampleRecord(entity), ...everyField(texts, oversizeText) });
        const refused = response.json();
        if (response.statusCode !== 400 || refused.code !== 'TEXT_TOO_LONG') break;
        texts.splice(texts.indexOf(refused.message.match(/'(.+?)'/)?.[1] ?? ''), 1);
      }
      expect(await rowCount(entity.table)).toBe(before + created);

      const base = await post(sampleRecord(entity));
      const url = `${entity.apiPath}/${base.json()._id}`;
      let version: number = base.json()._version;
      for (const value of Object.values(hostileValues)) {
        const response = await client.request({ method: 'PATCH', url, payload: everyField(fields, value) });
        expectCatalogued(response.statusCode, response.body);
        if (response.statusCode === 200) version = response.json()._version;
      }
      // Refused patches left the record as the last accepted one made it.
      expect((await client.request({ method: 'GET', url })).json()._version).toBe(version);
      const list = await client.request({ method: 'GET', url: `${entity.apiPath}?range=0-99` });
      expect(list.statusCode, list.body).toBe(200);
    },
  );
});
