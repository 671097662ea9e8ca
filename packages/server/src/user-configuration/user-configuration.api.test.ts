import { beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { userConfigurationDocument } from './build-user-configuration.ts';

const path = '/api/script/runs/user-configuration';
const tenant = 'configured';

describeOnEachDatabase('user configuration on the $name database', (testApp) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = await testApp.tenantClient(tenant);
    await testApp.configure(admin, userConfigurationDocument, {
      menus: [
        { path: '/users', profiles: ['ADMIN'] },
        { path: '/persons', profiles: ['SALES'] },
      ],
      options: { allowedRoutes: ['/tenant'] },
      environment: { UAT: true },
    });
    await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'seller@configured', profiles: ['SALES'] },
    });
  });

  it("answers the tenant's menus filtered by the user's profiles, with the first as landing page", async () => {
    const token = await issueLoginToken(testApp.db.app, { tenant, username: 'seller@configured' });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    const seller = await testApp.app.inject({
      method: 'GET',
      url: path,
      headers: { authorization: `Bearer ${login.headers.authorization}` },
    });
    expect(seller.json()).toMatchObject({
      user: { username: 'seller@configured', profiles: ['SALES'], isAdmin: false },
      menus: [{ path: '/persons', profiles: ['SALES'] }],
      landingPage: '/persons',
      options: { allowedRoutes: ['/tenant'], oidc: { useKeepAlive: false } },
      environment: { UAT: true, production: false },
      userPermissions: {},
      userPreferences: [],
    });
    const forAdmin = (await admin.request({ method: 'GET', url: path })).json();
    expect(forAdmin.menus.map((menu: { path: string }) => menu.path)).toEqual(['/users', '/persons']);
  });
});
