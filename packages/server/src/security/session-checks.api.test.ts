import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { writeConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const tenant = 'checked';
const users = '/api/core/users';
const overridden = { Find: 'Chercher chez nous' };

/** A token whose signature holds says nothing of its session: every route asks the session, at once. */
describeOnEachDatabase('session checks on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;

  const find = async (authorization: string) =>
    (
      await testApp.app.inject({ method: 'GET', url: '/api/core/locales/fr', headers: { authorization } })
    ).json().Find;
  const statusOf = async (client: TestClient, method: 'GET' | 'POST', url: string, payload?: object) =>
    (await client.request({ method, url, ...(payload ? { payload } : {}) })).statusCode;

  beforeAll(async () => {
    admin = await testApp.tenantClient(tenant);
    await withTenant(testApp.db.app, tenant, async (trx) => {
      await writeConfigurationDocument(trx, tenant, 'string-overrides', { '*': overridden }, admin.username);
      await writeConfigurationDocument(
        trx,
        tenant,
        profilesPermissionsDocument,
        { USER_WRITER: ['read /api/core/users', 'write /api/core/users'] },
        admin.username,
      );
    });
  });

  it("gives a logged-out token the built-in translations, never the tenant's overrides", async () => {
    const session = await testApp.userClient(tenant, admin.username);
    expect(await find(session.authorization)).toBe(overridden.Find);
    const logout = await session.request({ method: 'GET', url: '/api/core/auth/logout' });
    expect(logout.statusCode).toBe(204);
    expect(await find(session.authorization)).toBe('Rechercher');
  });

  it("gives a locked or deleted user's token the built-in translations", async () => {
    for (const [username, end] of [
      ['locked@checked', { method: 'PATCH', payload: { isLocked: true } }],
      ['deleted@checked', { method: 'DELETE' }],
    ] as const) {
      await admin.request({ method: 'POST', url: users, payload: { username } });
      const user = await testApp.userClient(tenant, username);
      expect(await find(user.authorization)).toBe(overridden.Find);
      const ended = await admin.request({ url: `${users}/${username}`, ...end });
      expect(ended.statusCode, ended.body).toBeLessThan(300);
      expect(await find(user.authorization)).toBe('Rechercher');
      expect(await statusOf(user, 'GET', '/api/core/users/current')).toBe(401);
    }
  });

  it('ends a demoted admin’s admin rights at their very next request', async () => {
    await admin.request({
      method: 'POST',
      url: users,
      payload: { username: 'deputy@checked', isAdmin: true },
    });
    const deputy = await testApp.userClient(tenant, 'deputy@checked');
    expect(await statusOf(deputy, 'POST', users, { username: 'first@checked' })).toBe(201);
    const demoted = await admin.request({
      method: 'PATCH',
      url: `${users}/deputy@checked`,
      payload: { isAdmin: false },
    });
    expect(demoted.json()).toMatchObject({ isAdmin: false });
    const refused = await deputy.request({
      method: 'POST',
      url: users,
      payload: { username: 'second@checked' },
    });
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await statusOf(deputy, 'GET', `${users}/second@checked`)).toBe(403);
    const configuration = await deputy.request({ method: 'GET', url: '/api/script/runs/user-configuration' });
    expect(configuration.json().user).toMatchObject({ isAdmin: false });
    const count = await withTenant(testApp.db.app, tenant, (trx) =>
      trx.selectFrom('users').select('username').where('username', '=', 'second@checked').execute(),
    );
    expect(count).toEqual([]);
  });

  it('takes a removed profile away at the next request, and a granted one at once', async () => {
    await admin.request({
      method: 'POST',
      url: users,
      payload: { username: 'clerk@checked', profiles: ['USER_WRITER'] },
    });
    const clerk = await testApp.userClient(tenant, 'clerk@checked');
    expect(await statusOf(clerk, 'GET', users)).toBe(200);
    await admin.request({ method: 'PATCH', url: `${users}/clerk@checked`, payload: { profiles: [] } });
    expect(await statusOf(clerk, 'GET', users)).toBe(403);
    await admin.request({
      method: 'PATCH',
      url: `${users}/clerk@checked`,
      payload: { profiles: ['USER_WRITER'] },
    });
    expect(await statusOf(clerk, 'GET', users)).toBe(200);
  });
});
