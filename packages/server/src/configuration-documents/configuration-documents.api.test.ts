import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

describeOnEachDatabase('configuration documents on the $name database', (testApp) => {
  let alpha: TestClient;
  let beta: TestClient;

  beforeAll(async () => {
    alpha = await testApp.tenantClient('alpha');
    beta = await testApp.tenantClient('beta');
  });

  const path = '/api/core/configuration-documents/user-configuration';

  it("lets an admin write a new version of a document that shapes the tenant's users' configuration", async () => {
    const first = await alpha.request({
      method: 'PUT',
      url: path,
      payload: { value: { landingPage: '/contracts' } },
    });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ name: 'user-configuration', version: 1, updatedBy: 'admin@alpha' });
    const second = await alpha.request({
      method: 'PUT',
      url: path,
      payload: { value: { landingPage: '/invoices', options: { hideKpis: true } } },
    });
    expect(second.json()).toMatchObject({ version: 2 });
    expect((await alpha.request({ method: 'GET', url: path })).json()).toMatchObject({
      version: 2,
      value: { landingPage: '/invoices', options: { hideKpis: true } },
    });
    const configuration = (
      await alpha.request({ method: 'GET', url: '/api/script/runs/user-configuration' })
    ).json();
    expect(configuration).toMatchObject({ landingPage: '/invoices', options: { hideKpis: true } });
  });

  it("keeps one tenant's documents from another", async () => {
    const other = await beta.request({ method: 'GET', url: path });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toMatchObject({ code: 'ENTITY_REGISTRATION_NOT_FOUND' });
  });

  it('refuses an unknown document and a value that is not an object', async () => {
    const unknown = await alpha.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/passwords',
      payload: { value: {} },
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ code: 'INVALID_FIELD_IN_PATH' });
    const notObject = await alpha.request({ method: 'PUT', url: path, payload: { value: [1, 2] } });
    expect(notObject.statusCode).toBe(400);
    expect(notObject.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
  });
});
