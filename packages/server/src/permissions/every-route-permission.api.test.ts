import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import type { InjectOptions } from 'fastify';
import { beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const tenant = 'everyroute';
/** Each sweep calls every route, a few hundred requests: more than one ordinary test's time. */
const sweepTimeout = 120_000;

/** Walks every /api route the application registers: none is left open by mistake. */
describeOnEachDatabase('every API route on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;
  let nobody: string;

  const call = (route: { method: string; url: string }, authorization?: string) => {
    const url = route.url
      .replace(':username', admin.username)
      .replace(/:[A-Za-z]+/g, 'PER00000001')
      .replace('*', 'anything');
    const options: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url,
      headers: authorization ? { authorization } : {},
    };
    return testApp.app.inject(options);
  };

  beforeAll(async () => {
    admin = await testApp.tenantClient(tenant);
    await testApp.configure(admin, profilesPermissionsDocument, { NOTHING: [] });
    const username = `nobody@${tenant}`;
    await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username, profiles: ['NOTHING'] },
    });
    const token = await issueLoginToken(testApp.db.app, { tenant, username });
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    nobody = `Bearer ${login.headers.authorization}`;
  });

  it('knows the routes it walks', () => {
    expect(testApp.app.apiRoutes.length).toBeGreaterThan(20);
    expect(testApp.app.apiRoutes).toContainEqual({
      method: 'GET',
      url: '/api/person/persons',
      access: 'permission',
    });
  });

  it(
    'refuses a caller without a session on every route that is not public',
    async () => {
      for (const route of testApp.app.apiRoutes.filter((candidate) => candidate.access !== 'public')) {
        const response = await call(route);
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    },
    sweepTimeout,
  );

  it(
    'refuses a signed-in user without permissions on every route that needs one',
    async () => {
      for (const route of testApp.app.apiRoutes.filter((candidate) =>
        ['permission', 'admin', 'super-admin'].includes(candidate.access),
      )) {
        const response = await call(route, nobody);
        expect(response.json(), `${route.method} ${route.url}`).toMatchObject({
          status: 403,
          code: 'FORBIDDEN',
        });
      }
    },
    sweepTimeout,
  );

  it(
    'lets an admin through the permission check on every route',
    async () => {
      // Signing out and deleting oneself end the session: the first is called last, the second not at all.
      const endsSession = (route: { method: string; url: string }) =>
        route.url === '/api/core/auth/logout' ||
        (route.method === 'DELETE' && route.url === '/api/core/users/:username');
      for (const route of testApp.app.apiRoutes.filter(
        (candidate) => !['public', 'super-admin'].includes(candidate.access) && !endsSession(candidate),
      )) {
        const response = await call(route, admin.authorization);
        expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(
          response.statusCode,
        );
      }
      // What reaches past the tenant is for super admins alone: a main admin is refused it.
      const superAdminRoutes = testApp.app.apiRoutes.filter(
        (candidate) => candidate.access === 'super-admin',
      );
      expect(superAdminRoutes.length).toBeGreaterThan(0);
      const username = `super@${tenant}`;
      await admin.request({ method: 'POST', url: '/api/core/users', payload: { username } });
      await withTenant(testApp.db.app, tenant, (trx) =>
        trx.updateTable('users').set({ is_super_admin: true }).where('username', '=', username).execute(),
      );
      const superAdmin = await testApp.userClient(tenant, username);
      for (const route of superAdminRoutes) {
        expect((await call(route, admin.authorization)).json(), `${route.method} ${route.url}`).toMatchObject(
          {
            status: 403,
            code: 'FORBIDDEN',
          },
        );
        const response = await call(route, superAdmin.authorization);
        expect([401, 403], `${route.method} ${route.url}: ${response.body}`).not.toContain(
          response.statusCode,
        );
      }
      expect(
        (await call({ method: 'GET', url: '/api/core/auth/logout' }, admin.authorization)).statusCode,
      ).toBe(204);
    },
    sweepTimeout,
  );
});
