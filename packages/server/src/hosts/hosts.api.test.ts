import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { availableTestDatabases, startTestApp, type TestApp, type TestClient } from '../testing/index.ts';
import { saveHost } from './host-settings.ts';

describe.each(await availableTestDatabases())('hosts on the $name database', (database) => {
  let testApp: TestApp;
  let admin: TestClient;

  beforeAll(async () => {
    testApp = await startTestApp(await database.open());
    admin = await testApp.tenantClient('hosted');
    await testApp.tenantClient('rival');
    await saveHost(
      testApp.db.app,
      {
        hostname: 'Leasing.Example',
        tenant: 'hosted',
        settings: { oidc: 'corporate', windowTitle: 'Leasing' },
      },
      admin.username,
    );
  });
  afterAll(() => testApp.close());

  it("answers a host's configuration without a session, with the tenant's default public path", async () => {
    const host = await testApp.app.inject({ method: 'GET', url: '/api/core/hosts/leasing.example' });
    expect(host.json()).toEqual({
      host: 'leasing.example',
      loginTenant: 'hosted',
      imp: '/imp/hosted',
      oidc: 'corporate',
      windowTitle: 'Leasing',
    });
  });

  it('answers 404 for an unknown host, 400 for a malformed one, and keeps a host to its tenant', async () => {
    expect(
      (await testApp.app.inject({ method: 'GET', url: '/api/core/hosts/nowhere.example' })).json(),
    ).toMatchObject({
      status: 404,
      code: 'HOST_NOT_FOUND',
    });
    expect((await testApp.app.inject({ method: 'GET', url: '/api/core/hosts/bad_host!' })).statusCode).toBe(
      400,
    );
    await expect(
      saveHost(testApp.db.app, { hostname: 'leasing.example', tenant: 'rival', settings: {} }, 'admin@rival'),
    ).rejects.toMatchObject({ code: 'VALUE_ALREADY_EXISTS' });
  });
});
