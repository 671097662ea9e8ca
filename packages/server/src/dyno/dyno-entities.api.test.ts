import { beforeAll, expect, it } from 'vitest';
import { writeConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

describeOnEachDatabase('dynamic entities on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  const describeDynos = (client: TestClient, value: unknown) =>
    withTenant(testApp.db.app, client.tenant, (trx) =>
      writeConfigurationDocument(trx, client.tenant, 'dyno-descriptors', value, client.username),
    );

  it('serves an entity declared at run time, without a restart, and only to its tenant', async () => {
    const url = '/api/dyno/dyno-vehicle-checks';
    expect((await alpha.request({ method: 'GET', url })).json()).toMatchObject({
      status: 400,
      code: 'UNSUPPORTED_ENTITY',
    });
    await describeDynos(alpha, {
      DynoVehicleCheck: {
        fields: {
          mileage: { type: 'integer', label: 'Mileage', mandatory: true },
          checkedOn: { type: 'date', label: 'Checked on' },
        },
        statuses: ['OPEN', 'DONE'],
        initialStatus: 'OPEN',
      },
      DynoOther: { fields: { note: { type: 'text', label: 'Note' } } },
    });
    const created = await alpha.request({
      method: 'POST',
      url,
      payload: { name: 'Truck 12', mileage: 120000 },
    });
    expect(created.json()).toMatchObject({ registration: 'DYN00000001', status: 'OPEN', mileage: 120000 });
    expect((await alpha.request({ method: 'POST', url, payload: { name: 'x' } })).json().code).toBe(
      'MISSING_FIELD_IN_BODY',
    );
    await alpha.request({ method: 'POST', url: '/api/dyno/DynoOther', payload: { name: 'Elsewhere' } });

    const listed = (await alpha.request({ method: 'GET', url: `${url}?mileage=120000` })).json();
    expect(listed.map((record: { name: string }) => record.name)).toEqual(['Truck 12']);
    const item = `${url}/${created.json().registration}`;
    expect(
      (await alpha.request({ method: 'PATCH', url: item, payload: { mileage: 121000 } })).json()._version,
    ).toBe(2);

    expect((await beta.request({ method: 'GET', url })).json().code).toBe('UNSUPPORTED_ENTITY');
    await describeDynos(beta, { DynoVehicleCheck: { fields: {} } });
    expect((await beta.request({ method: 'GET', url })).json()).toEqual([]);
    expect((await beta.request({ method: 'GET', url: `${url}/${created.json()._id}` })).statusCode).toBe(404);
  });

  it('refuses a malformed descriptor as configuration, not as a server fault', async () => {
    await describeDynos(alpha, { DynoBroken: { fields: { size: { type: 'spaceship' } } } });
    const response = await alpha.request({ method: 'GET', url: '/api/dyno/DynoBroken' });
    expect(response.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_CONFIG' });
  });
});
