import { sql } from 'kysely';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { entityTables, readAsTenant, withTenant } from './with-tenant.ts';

const persons = '/api/person/persons';

describeOnEachDatabase('tenant isolation on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;
  let alphaPerson: { _id: string; registration: string; name: string };

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
    const created = await alpha.request({
      method: 'POST',
      url: persons,
      payload: { type: 'C', name: 'Alpha Leasing' },
    });
    alphaPerson = created.json();
    await beta.request({ method: 'POST', url: persons, payload: { type: 'C', name: 'Beta Finance' } });
  });

  it("never shows one tenant's persons to another, by list, id, registration, update or delete", async () => {
    const listed = (await beta.request({ method: 'GET', url: `${persons}?range=0-99` })).json();
    expect(listed.map((person: { name: string }) => person.name)).toEqual(['Beta Finance']);
    expect((await beta.request({ method: 'GET', url: `${persons}?search=Alpha` })).json()).toEqual([]);

    const url = `${persons}/${alphaPerson._id}`;
    expect((await beta.request({ method: 'GET', url })).statusCode).toBe(404);
    expect((await beta.request({ method: 'PATCH', url, payload: { name: 'Taken over' } })).statusCode).toBe(
      404,
    );
    expect(
      (await beta.request({ method: 'PUT', url, payload: { type: 'C', name: 'Taken over' } })).statusCode,
    ).toBe(404);
    expect((await beta.request({ method: 'DELETE', url })).statusCode).toBe(404);
    // Registrations are numbered per tenant: the same one names beta's own person.
    const sameRegistration = await beta.request({
      method: 'GET',
      url: `${persons}/${alphaPerson.registration}`,
    });
    expect(sameRegistration.json().name).toBe('Beta Finance');
    const untouched = await alpha.request({ method: 'GET', url: `${persons}/${alphaPerson._id}` });
    expect(untouched.json()).toMatchObject({ name: 'Alpha Leasing', _version: 1 });
  });

  it('numbers registrations per tenant', async () => {
    const betaFirst = (await beta.request({ method: 'GET', url: `${persons}?range=0-0` })).json()[0];
    expect(alphaPerson.registration).toBe('PER00000001');
    expect(betaFirst.registration).toBe('PER00000001');
  });

  it('holds in the database even when a query forgets the tenant filter', async () => {
    const seenByBeta = await withTenant(testApp.db.app, 'beta', (trx) =>
      entityTables(trx).selectFrom('persons').select('name').execute(),
    );
    expect(seenByBeta).toEqual([{ name: 'Beta Finance' }]);

    const smuggled = withTenant(testApp.db.app, 'beta', (trx) =>
      entityTables(trx)
        .insertInto('persons')
        .values({
          tenant: 'alpha',
          registration: 'PER99999999',
          data: '{}',
          _insert_user: 'x',
          _update_user: 'x',
        })
        .execute(),
    );
    await expect(smuggled).rejects.toThrow(/row-level security/);

    const rewritten = await withTenant(testApp.db.app, 'beta', (trx) =>
      entityTables(trx)
        .updateTable('persons')
        .set({ name: 'Rewritten' })
        .where('registration', '=', 'PER00000001')
        .execute(),
    );
    expect(Number(rewritten[0]?.numUpdatedRows)).toBe(1);
    expect((await alpha.request({ method: 'GET', url: `${persons}/${alphaPerson._id}` })).json().name).toBe(
      'Alpha Leasing',
    );

    const outsideAnyTenant = await testApp.db.app
      .withTables<{ persons: { name: string } }>()
      .selectFrom('persons')
      .select('name')
      .execute();
    expect(outsideAnyTenant).toEqual([]);
  });

  it("binds a tenant reader's every statement to its tenant, and to nothing after it", async () => {
    const beta = readAsTenant(testApp.db, 'beta');
    const names = () => entityTables(beta).selectFrom('persons').select(['tenant', 'name']).execute();
    const betas = await withTenant(testApp.db.app, 'beta', (trx) =>
      entityTables(trx).selectFrom('persons').select(['tenant', 'name']).execute(),
    );
    expect(betas).toEqual([{ tenant: 'beta', name: expect.any(String) }]);
    expect(await names()).toEqual(betas);
    const setting = sql<{ tenant: string; dyno: string }>`select
      coalesce(current_setting('lessor.tenant', true), '') as tenant,
      coalesce(current_setting('lessor.dyno', true), '') as dyno`;
    const withDyno = readAsTenant(testApp.db, 'alpha', { 'lessor.dyno': 'Vessel' });
    expect((await setting.execute(withDyno)).rows).toEqual([{ tenant: 'alpha', dyno: 'Vessel' }]);
    // A failed statement answers its error, and the readers and connections go on as before.
    await expect(sql`select no_such_column from persons`.execute(beta)).rejects.toThrow(/no_such_column/);
    expect(await Promise.all([names(), names(), names()])).toEqual(Array(3).fill(betas));
    // The settings were local to each statement's own transaction: the role's next statements, on
    // whichever of the pool's connections, have none.
    const after = await Promise.all(Array.from({ length: 12 }, () => setting.execute(testApp.db.app)));
    expect(after.map(({ rows }) => rows)).toEqual(Array(12).fill([{ tenant: '', dyno: '' }]));
    await expect(beta.transaction().execute(async () => {})).rejects.toThrow(/transaction of its own/);
  });

  it('serves requests as a role that cannot bypass row-level security', async () => {
    const { rows } = await sql<{ rolsuper: boolean; rolbypassrls: boolean; owns: boolean }>`
      select r.rolsuper, r.rolbypassrls, pg_has_role(current_user, t.tableowner, 'USAGE') as owns
      from pg_roles r, pg_tables t where r.rolname = current_user and t.tablename = 'persons'`.execute(
      testApp.db.app,
    );
    expect(rows).toEqual([{ rolsuper: false, rolbypassrls: false, owns: false }]);
  });
});
