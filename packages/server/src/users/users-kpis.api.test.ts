import type { ListKpis } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const users = '/api/core/users';
const tenant = 'figures';

describeOnEachDatabase(
  "the users list's KPIs on the $name database",
  { permissionsCacheMs: 0 },
  (testApp) => {
    let admin: TestClient;
    let reader: TestClient;
    let stranger: TestClient;

    const kpis = async (client: TestClient, query = '') => {
      const response = await client.request({ method: 'GET', url: `${users}/kpis${query}` });
      expect(response.statusCode, response.body).toBe(200);
      return response.json<ListKpis>();
    };
    const figures = (answer: ListKpis) =>
      Object.fromEntries([
        ['count', answer.count],
        ...answer.statuses.map(({ status, count }) => [status, count]),
      ]);
    const usernamesOf = async (client: TestClient, query: string) =>
      (await client.request({ method: 'GET', url: `${users}?${query}` }))
        .json<{ username: string }[]>()
        .map((user) => user.username);

    beforeAll(async () => {
      admin = await testApp.tenantClient(tenant);
      stranger = await testApp.tenantClient('strangers');
      await testApp.configure(admin, profilesPermissionsDocument, { READER: ['read /api/core/users'] });
      for (const payload of [
        { username: `ada@${tenant}`, lastName: 'Lovelace', isLocked: true },
        { username: `alan@${tenant}`, lastName: 'Turing' },
        { username: `grace@${tenant}`, lastName: 'Hopper', isAdmin: true },
        { username: `reader@${tenant}`, profiles: ['READER'] },
      ])
        expect((await admin.request({ method: 'POST', url: users, payload })).statusCode).toBe(201);
      // Alan signed in last week, Grace last year; the admin and the reader sign in below, today.
      await withTenant(testApp.db.app, tenant, async (trx) => {
        for (const [username, daysAgo] of [
          [`alan@${tenant}`, 7],
          [`grace@${tenant}`, 400],
        ] as const)
          await trx
            .updateTable('users')
            .set({ last_login_date: new Date(Date.now() - daysAgo * 86_400_000) })
            .where('tenant', '=', tenant)
            .where('username', '=', username)
            .execute();
      });
      reader = await testApp.userClient(tenant, `reader@${tenant}`);
    });

    it('counts the users, the locked ones, the admins and those signed in within 30 days', async () => {
      expect(figures(await kpis(admin))).toEqual({ count: 5, LOCKED: 1, ADMIN: 2, RECENT: 3 });
      expect(await kpis(admin)).toMatchObject({ countIsLimited: false, sums: [] });
    });

    it("counts within the list's filters and free text, and each figure is a filter of the list", async () => {
      // Ada never signed in; Grace did, a year ago.
      expect(figures(await kpis(admin, '?search=a&fromLastLoginDate=2000-01-01'))).toEqual({
        count: 4,
        LOCKED: 0,
        ADMIN: 2,
        RECENT: 3,
      });
      expect(await usernamesOf(admin, 'status=LOCKED')).toEqual([`ada@${tenant}`]);
      expect(await usernamesOf(admin, 'status=ADMIN')).toEqual([`admin@${tenant}`, `grace@${tenant}`]);
      expect(await usernamesOf(admin, 'status=RECENT&search=a')).toEqual([
        `admin@${tenant}`,
        `alan@${tenant}`,
        `reader@${tenant}`,
      ]);
      expect(figures(await kpis(admin, '?status=RECENT'))).toEqual({
        count: 3,
        LOCKED: 0,
        ADMIN: 1,
        RECENT: 3,
      });
      const refused = await admin.request({ method: 'GET', url: `${users}?status=ASLEEP` });
      expect(refused.statusCode).toBe(400);
    });

    it('counts admins for admins only, as it shows them the flag alone', async () => {
      expect(figures(await kpis(reader))).toEqual({ count: 5, LOCKED: 1, RECENT: 3 });
      expect(
        (await reader.request({ method: 'GET', url: `${users}/kpis?status=ADMIN` })).json(),
      ).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    });

    it("counts the caller's tenant alone, for a reader of users", async () => {
      expect(figures(await kpis(stranger))).toEqual({ count: 1, LOCKED: 0, ADMIN: 1, RECENT: 1 });
      await testApp.configure(stranger, profilesPermissionsDocument, { NOTHING: [] });
      expect(
        (
          await stranger.request({
            method: 'POST',
            url: users,
            payload: { username: 'nobody@strangers', profiles: ['NOTHING'] },
          })
        ).statusCode,
      ).toBe(201);
      const nobody = await testApp.userClient('strangers', 'nobody@strangers');
      expect((await nobody.request({ method: 'GET', url: `${users}/kpis` })).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
      });
    });
  },
);
