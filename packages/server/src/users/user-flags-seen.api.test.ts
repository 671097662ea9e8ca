import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const users = '/api/core/users';
const tenant = 'ranks';
const flags = ['isAdmin', 'isMainAdmin', 'isSuperAdmin', 'canImpersonate'];

describeOnEachDatabase(
  'the admin flags a reader of users sees on the $name database',
  { permissionsCacheMs: 0 },
  (testApp) => {
    let main: TestClient;
    let superAdmin: TestClient;
    let plainAdmin: TestClient;
    let reader: TestClient;

    /** The flags a user's answer holds, in the catalogue's order. */
    const flagsIn = (user: Record<string, unknown>) => flags.filter((flag) => flag in user);
    const seenBy = async (client: TestClient, username: string) => {
      const response = await client.request({ method: 'GET', url: `${users}/${username}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<Record<string, unknown>>();
    };

    beforeAll(async () => {
      main = await testApp.tenantClient(tenant);
      await testApp.configure(main, profilesPermissionsDocument, {
        READER: ['read /api/core/users'],
        WRITER: ['read /api/core/users', 'write /api/core/users'],
      });
      const create = async (payload: Record<string, unknown>) =>
        expect((await main.request({ method: 'POST', url: users, payload })).statusCode).toBe(201);
      await create({ username: `root@${tenant}`, isAdmin: true });
      await create({ username: `deputy@${tenant}`, isAdmin: true });
      await create({ username: `reader@${tenant}`, profiles: ['READER'] });
      // Nobody grants super admin through the API but a super admin: the first one is set in the database.
      await withTenant(testApp.db.app, tenant, (trx) =>
        trx
          .updateTable('users')
          .set({ is_super_admin: true })
          .where('tenant', '=', tenant)
          .where('username', '=', `root@${tenant}`)
          .execute(),
      );
      superAdmin = await testApp.userClient(tenant, `root@${tenant}`);
      plainAdmin = await testApp.userClient(tenant, `deputy@${tenant}`);
      reader = await testApp.userClient(tenant, `reader@${tenant}`);
    });

    it('answers each reader the flags they hold themselves, a higher admin those below theirs', async () => {
      const target = `root@${tenant}`;
      expect(flagsIn(await seenBy(superAdmin, target))).toEqual(['isAdmin', 'isMainAdmin', 'isSuperAdmin']);
      // The main admin may impersonate; they do not learn who is super admin.
      expect(await seenBy(main, target)).toMatchObject({
        isAdmin: true,
        isMainAdmin: false,
        canImpersonate: false,
      });
      expect(flagsIn(await seenBy(main, target))).toEqual(['isAdmin', 'isMainAdmin', 'canImpersonate']);
      expect(flagsIn(await seenBy(plainAdmin, target))).toEqual(['isAdmin']);
      const plain = await seenBy(reader, target);
      expect(flagsIn(plain)).toEqual([]);
      // The rest of the user is there for every reader.
      expect(plain).toMatchObject({ username: target, isLocked: false, profiles: [] });
    });

    it('keeps to the same flags in the list, its projections and the answers of a change', async () => {
      const listed = await plainAdmin.request({ method: 'GET', url: `${users}?search=root` });
      expect(listed.json<Record<string, unknown>[]>().map(flagsIn)).toEqual([['isAdmin']]);
      const projected = await reader.request({
        method: 'GET',
        url: `${users}?search=root&projection=username,isAdmin,isSuperAdmin`,
      });
      expect(projected.json()).toEqual([{ username: `root@${tenant}` }]);
      const changed = await plainAdmin.request({
        method: 'PATCH',
        url: `${users}/reader@${tenant}`,
        payload: { mobile: '+33600' },
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(flagsIn(changed.json())).toEqual(['isAdmin']);
      const created = await plainAdmin.request({
        method: 'POST',
        url: users,
        payload: { username: `new@${tenant}` },
      });
      expect(flagsIn(created.json())).toEqual(['isAdmin']);
    });

    it('refuses to order or filter the list by a flag its reader does not see', async () => {
      const bySuper = await plainAdmin.request({ method: 'GET', url: `${users}?sort=-isSuperAdmin` });
      expect(bySuper.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
      const ordered = await superAdmin.request({
        method: 'GET',
        url: `${users}?sort=-isSuperAdmin&range=0-0`,
      });
      expect(ordered.json()).toMatchObject([{ username: `root@${tenant}`, isSuperAdmin: true }]);
      expect((await reader.request({ method: 'GET', url: `${users}?sort=isAdmin` })).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
      expect((await reader.request({ method: 'GET', url: `${users}?status=ADMIN` })).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    });

    it('still shows a user their own flags in full', async () => {
      const own = await plainAdmin.request({ method: 'GET', url: `${users}/current` });
      expect(flagsIn(own.json())).toEqual(flags);
    });
  },
);
