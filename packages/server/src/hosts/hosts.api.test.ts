import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { saveHost } from './host-settings.ts';

describeOnEachDatabase('hosts on the $name database', (testApp) => {
  let admin: TestClient;

  beforeAll(async () => {
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
    const frameAncestors = {
      'framed.example': ['https://portal.example/path', 'not an origin'],
      'open.example': ['*'],
    };
    for (const [hostname, ancestors] of Object.entries(frameAncestors))
      await saveHost(
        testApp.db.app,
        { hostname, tenant: 'hosted', settings: { frameAncestors: ancestors } },
        admin.username,
      );
  });

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

  it("sends the host's frame-ancestors policy with pages, and only Lessor itself by default", async () => {
    const page = (host: string) => testApp.app.inject({ method: 'GET', url: '/persons', headers: { host } });
    const framed = await page('framed.example');
    expect(framed.headers['content-security-policy']).toContain(
      "frame-ancestors 'self' https://portal.example;",
    );
    expect(framed.headers['x-frame-options']).toBeUndefined();
    expect((await page('open.example')).headers['content-security-policy']).toContain('frame-ancestors *;');
    const plain = await page('leasing.example');
    expect(plain.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(plain.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it("lets a tenant's admin set a host and its identity providers, never another tenant's", async () => {
    const put = (client: TestClient, url: string, payload: object) =>
      client.request({ method: 'PUT', url, payload });
    const saved = await put(admin, '/api/core/hosts/portal.example', {
      oidc: 'portal',
      windowTitle: 'Portal',
    });
    expect(saved.json()).toMatchObject({ host: 'portal.example', loginTenant: 'hosted', oidc: 'portal' });
    const oidc = {
      // Saving checks the issuer's address; a literal loopback one needs no name resolution.
      issuer: 'https://127.0.0.1:9',
      clientId: 'lessor',
      redirectUri: 'https://portal.example/authentication/login-page',
    };
    expect((await put(admin, '/api/core/oidc/portal/settings', oidc)).statusCode).toBe(204);
    expect(
      (await put(admin, '/api/core/oidc/portal/settings', { ...oidc, issuer: 'not a url' })).statusCode,
    ).toBe(400);

    const rival = await testApp.tenantClient('rival2');
    expect((await put(rival, '/api/core/hosts/portal.example', {})).json()).toMatchObject({
      code: 'VALUE_ALREADY_EXISTS',
    });
    expect((await put(rival, '/api/core/oidc/portal/settings', oidc)).json()).toMatchObject({
      code: 'VALUE_ALREADY_EXISTS',
    });
  });
});
