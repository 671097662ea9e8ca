import { beforeAll, expect, it } from 'vitest';
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
    const seller = await (await testApp.userClient(tenant, 'seller@configured')).request({
      method: 'GET',
      url: path,
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

  it("opens a user the screens of their profiles, as allowed routes beside the tenant's", async () => {
    const screens = { SALES: ['/persons', '/deals'], CLIENT: ['/contracts'] };
    const badDocument = await admin.request({
      method: 'PUT',
      url: '/api/core/configuration-documents/profilesScreens',
      payload: { value: { SALES: 'persons' } },
    });
    expect(badDocument.statusCode).toBe(400);
    await testApp.configure(admin, 'profilesScreens', screens);
    try {
      const seller = await testApp.userClient(tenant, 'seller@configured');
      const sellerRoutes = (await seller.request({ method: 'GET', url: path })).json().options.allowedRoutes;
      expect(sellerRoutes).toEqual(['/tenant', '/persons', '/deals']);
      // The admin opens every screen: only the tenant's own allowed routes.
      const forAdmin = (await admin.request({ method: 'GET', url: path })).json();
      expect(forAdmin.options.allowedRoutes).toEqual(['/tenant']);
      // Only an admin says who sees what.
      const refused = await seller.request({
        method: 'PUT',
        url: '/api/core/configuration-documents/profilesScreens',
        payload: { value: { SALES: ['/'] } },
      });
      expect(refused.statusCode).toBe(403);
    } finally {
      await testApp.configure(admin, 'profilesScreens', {});
    }
  });
});
