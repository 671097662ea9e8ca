import type { UserSignIn } from '@lessor/domain/api';
import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const users = '/api/core/users';
const tenant = 'history';
const ada = `ada@${tenant}`;

describeOnEachDatabase(
  "a user's sign-in history on the $name database",
  { permissionsCacheMs: 0 },
  (testApp) => {
    let admin: TestClient;
    let reader: TestClient;
    let stranger: TestClient;

    const signInsOf = (client: TestClient, username: string, range = '') =>
      client.request({ method: 'GET', url: `${users}/${encodeURIComponent(username)}/sign-ins${range}` });
    // Events are written after the sign-in's answer, off its path: they show a moment later.
    const history = async (username: string) =>
      (await signInsOf(admin, username)).json<UserSignIn[]>().map(({ outcome, how }) => [outcome, how]);

    beforeAll(async () => {
      admin = await testApp.tenantClient(tenant);
      stranger = await testApp.tenantClient('strangers');
      await testApp.configure(admin, profilesPermissionsDocument, {
        READER: ['read /api/core/users'],
        NOTHING: [],
      });
      for (const payload of [
        { username: ada, lastName: 'Lovelace' },
        { username: `reader@${tenant}`, profiles: ['READER'] },
        { username: `nobody@${tenant}`, profiles: ['NOTHING'] },
      ])
        expect((await admin.request({ method: 'POST', url: users, payload })).statusCode).toBe(201);
      reader = await testApp.userClient(tenant, `reader@${tenant}`);
    });

    it("lists a user's sign-ins and refused sign-ins, newest first, with how each went", async () => {
      expect((await signInsOf(admin, ada)).json()).toEqual([]);
      // Ada signs in with a link, turns MFA on, gives a wrong code, then the right one.
      const asAda = await testApp.userClient(tenant, ada);
      await expect.poll(() => history(ada)).toEqual([['SIGNED_IN', 'a sign-in link']]);
      const { secret } = (await asAda.request({ method: 'POST', url: `${users}/current/totp` })).json();
      const epoch = Math.floor(Date.now() / 1000);
      await asAda.request({
        method: 'POST',
        url: `${users}/current/totp/activate`,
        payload: { code: await generate({ secret, epoch: epoch - 30 }) },
      });
      const token = await issueLoginToken(testApp.db.app, { tenant, username: ada });
      const first = await testApp.app.inject({
        method: 'POST',
        url: '/api/core/auth/token/login',
        payload: { token },
      });
      const { totpToken } = first.json();
      const totpLogin = (code: string) =>
        testApp.app.inject({
          method: 'POST',
          url: '/api/core/auth/totp/login',
          payload: { totpToken, code },
        });
      expect((await totpLogin('000000')).statusCode).toBe(401);
      await expect.poll(() => history(ada)).toHaveLength(2);
      expect((await totpLogin(await generate({ secret, epoch }))).statusCode).toBe(200);
      await expect
        .poll(() => history(ada))
        .toEqual([
          ['SIGNED_IN', 'a TOTP code'],
          ['REFUSED', 'gave a wrong TOTP code'],
          ['SIGNED_IN', 'a sign-in link'],
        ]);

      const [latest] = (await signInsOf(admin, ada)).json<UserSignIn[]>();
      expect(latest).toEqual({
        registration: expect.stringMatching(/^SEV\d+$/),
        date: expect.any(String),
        outcome: 'SIGNED_IN',
        how: 'a TOTP code',
      });
      expect(Date.now() - Date.parse(latest?.date ?? '')).toBeLessThan(60_000);
      // Only Ada's: the admin's and the reader's own sign-ins are theirs.
      expect(await history(`reader@${tenant}`)).toEqual([['SIGNED_IN', 'a sign-in link']]);
    });

    it('pages the history with the paging headers of a list', async () => {
      const page = await signInsOf(admin, ada, '?range=1-1');
      expect(page.json<UserSignIn[]>().map((signIn) => signIn.outcome)).toEqual(['REFUSED']);
      expect(page.headers['pagination-continues']).toBe('true');
      expect(page.headers['pagination-offset']).toBe('1');
      expect((await signInsOf(admin, ada, '?range=0-500')).json()).toMatchObject({
        status: 400,
        code: 'INVALID_FIELD_IN_QUERY',
      });
    });

    it('answers whoever may read users, and nobody else', async () => {
      expect((await signInsOf(reader, ada)).json()).toHaveLength(3);
      const nobody = await testApp.userClient(tenant, `nobody@${tenant}`);
      expect((await signInsOf(nobody, ada)).json()).toMatchObject({
        status: 403,
        code: 'FORBIDDEN',
        message: "Permission 'read /api/core/users' is required",
      });
    });

    it('answers 404 for a user of another tenant, and for one that does not exist', async () => {
      for (const username of [ada, 'ghost@strangers'])
        expect((await signInsOf(stranger, username)).json()).toMatchObject({
          status: 404,
          code: 'USER_NOT_FOUND',
        });
      // The stranger's own sign-ins are in their tenant.
      await expect
        .poll(async () => (await signInsOf(stranger, stranger.username)).json<UserSignIn[]>().length)
        .toBe(1);
    });
  },
);
