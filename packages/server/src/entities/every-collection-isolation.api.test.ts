import { sampleRecord } from '@lessor/domain/entities';
import { entitiesWithThrowaway } from '@lessor/domain/testing';
import { beforeAll, expect, it } from 'vitest';
import { entityTables, withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

// With an entity nobody ships, which its folder and a registry line must be enough to keep apart.
const entities = entitiesWithThrowaway;
const writable = entities.filter((entity) => !entity.apiReadOnly);

describeOnEachDatabase('every collection kept per tenant on the $name database', { entities }, (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  it.each(writable.map((entity) => [entity.name, entity] as const))(
    '%s: tenant B cannot list, read, update, delete or run transitions on A records',
    async (_, entity) => {
      const created = await alpha.request({
        method: 'POST',
        url: entity.apiPath,
        payload: sampleRecord(entity, 'Alpha own'),
      });
      expect(created.statusCode, created.body).toBe(201);
      const record = created.json();
      const url = `${entity.apiPath}/${record._id}`;

      // Tenant B has records of its own in some collections (its sign-in is a system event): none is A's.
      const ids = async (query: string) =>
        (await beta.request({ method: 'GET', url: `${entity.apiPath}?${query}` }))
          .json<{ _id: string }[]>()
          .map((found) => found._id);
      expect(await ids('range=0-999')).not.toContain(record._id);
      expect(await ids('search=Alpha')).not.toContain(record._id);
      for (const method of ['GET', 'DELETE'] as const)
        expect((await beta.request({ method, url })).statusCode).toBe(404);
      for (const method of ['PATCH', 'PUT'] as const)
        expect((await beta.request({ method, url, payload: { name: 'Taken over' } })).statusCode).toBe(404);
      const transitions = await beta.request({
        method: 'POST',
        url: `${entity.apiPath}/transitions`,
        payload: [record._id],
      });
      expect(transitions.json()).toEqual([]);
      expect((await beta.request({ method: 'GET', url: `${url}/transitions/CANCEL` })).statusCode).toBe(404);

      // Row-level security holds even when the service layer is bypassed.
      const seen = await withTenant(testApp.db.app, 'beta', (trx) =>
        entityTables(trx).selectFrom(entity.table).select('id').execute(),
      );
      expect(seen.map((row) => row.id)).not.toContain(record._id);
      const smuggled = withTenant(testApp.db.app, 'beta', (trx) =>
        entityTables(trx)
          .insertInto(entity.table)
          .values({
            tenant: 'alpha',
            registration: 'XXX1',
            data: '{}',
            _insert_user: 'x',
            _update_user: 'x',
          })
          .execute(),
      );
      await expect(smuggled).rejects.toThrow(/row-level security/);
      const untouched = await alpha.request({ method: 'GET', url });
      expect(untouched.json()).toMatchObject({ name: 'Alpha own', _version: 1 });
    },
  );
});
