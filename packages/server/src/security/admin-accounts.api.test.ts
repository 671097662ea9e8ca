import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { readConfigurationDocument } from '../configuration-documents/configuration-document-store.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, multipart, type TestClient } from '../testing/index.ts';
import { findUser } from '../users/store/find-user.ts';

const tenant = 'guarded';
const users = '/api/core/users';
const profilesPermissions = {
  USER_WRITER: ['read /api/core/users', 'write /api/core/users'],
  WRITE_ALL: ['read all', 'write all'],
  FINANCE: ['read /api/billing/invoices'],
};
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const expectRefused = (response: LightMyRequestResponse, status: number, code: string) =>
  expect(response.json(), response.body).toMatchObject({ status, code });

/**
 * Users who may write users (`write /api/core/users`, or `write all`) but hold no admin flag try to
 * take the tenant over: every attempt is refused, and nothing changes.
 */
describeOnEachDatabase(
  'administrators’ accounts on the $name database',
  { permissionsCacheMs: 0 },
  (testApp) => {
    let admin: TestClient;
    const attackers = new Map<string, TestClient>();

    const create = (username: string, body: Record<string, unknown>) =>
      admin.request({ method: 'POST', url: users, payload: { username, ...body } });
    const stored = async (username: string) => findUser(testApp.db.app, tenant, username);
    const loginTokensOf = async (username: string) =>
      // Token hashes are out of the application role's reach: the owner reads them.
      (
        await testApp.db.owner
          .selectFrom('login_tokens')
          .select('username')
          .where('tenant', '=', tenant)
          .where('username', '=', username)
          .execute()
      ).length;

    beforeAll(async () => {
      admin = await testApp.tenantClient(tenant);
      await testApp.configure(admin, profilesPermissionsDocument, profilesPermissions);
      for (const [username, profile] of [
        [`writer@${tenant}`, 'USER_WRITER'],
        [`everything@${tenant}`, 'WRITE_ALL'],
      ] as const) {
        expect((await create(username, { profiles: [profile] })).statusCode).toBe(201);
        attackers.set(profile, await testApp.userClient(tenant, username));
      }
      await create(`clerk@${tenant}`, { profiles: ['FINANCE'] });
      await create(`deputy@${tenant}`, { isAdmin: true });
    });

    describe.each(['USER_WRITER', 'WRITE_ALL'])('a %s user', (profile) => {
      const attacker = () => attackers.get(profile) as TestClient;

      it('gets no sign-in link for the admin, nor for a user with more rights', async () => {
        for (const target of [admin.username, `deputy@${tenant}`, `clerk@${tenant}`]) {
          const before = await loginTokensOf(target);
          const link = await attacker().request({ method: 'POST', url: `${users}/${target}/login-token` });
          expectRefused(link, 403, 'FORBIDDEN');
          expect(link.json().message).toContain('canImpersonate');
          expect(await loginTokensOf(target)).toBe(before);
        }
      });

      it('gives itself no profile and no flag it does not hold', async () => {
        const self = attacker().username;
        for (const payload of [
          { profiles: [profile, 'FINANCE'] },
          { isAdmin: true },
          { isMainAdmin: true },
          { canImpersonate: true },
        ]) {
          for (const method of ['PATCH', 'PUT'] as const)
            expectRefused(
              await attacker().request({ method, url: `${users}/${self}`, payload }),
              403,
              'FORBIDDEN',
            );
        }
        expect(await stored(self)).toMatchObject({
          profiles: [profile],
          isAdmin: false,
          isMainAdmin: false,
          canImpersonate: false,
        });
      });

      it('creates no user with a profile or flag it does not hold, with or without a person', async () => {
        // The tenant has no person: a refused syncPerson must leave none behind.
        const persons = async () =>
          (await admin.request({ method: 'GET', url: '/api/person/persons' })).json();
        const made = `made.${profile.toLowerCase()}@${tenant}`;
        for (const [url, payload] of [
          [users, { username: made, profiles: ['FINANCE'] }],
          [users, { username: made, isAdmin: true }],
          [`${users}?syncPerson=1`, { username: made, profiles: ['FINANCE'] }],
          // A new person's user gets CLIENT, which the attacker does not hold either.
          [`${users}?syncPerson=1`, { username: made }],
        ] as const) {
          expectRefused(await attacker().request({ method: 'POST', url, payload }), 403, 'FORBIDDEN');
        }
        expect(await stored(made)).toBeUndefined();
        expect(await persons()).toEqual([]);
        const own = await attacker().request({
          method: 'POST',
          url: users,
          payload: { username: made, profiles: [profile] },
        });
        expect(own.statusCode, own.body).toBe(201);
      });

      it("does not lock, re-profile, rename, delete or change the photo of an admin's account", async () => {
        for (const target of [admin.username, `deputy@${tenant}`]) {
          const before = await stored(target);
          for (const payload of [
            { isLocked: true },
            { profiles: [profile] },
            { lastName: 'Owned' },
            { isAdmin: false },
          ])
            expectRefused(
              await attacker().request({ method: 'PATCH', url: `${users}/${target}`, payload }),
              403,
              'FORBIDDEN',
            );
          expectRefused(
            await attacker().request({ method: 'DELETE', url: `${users}/${target}` }),
            403,
            'FORBIDDEN',
          );
          expectRefused(
            await attacker().request({
              method: 'POST',
              url: `${users}/${target}/photo`,
              ...multipart([{ name: 'file', value: png, fileName: 'me.png', type: 'image/png' }]),
            }),
            403,
            'FORBIDDEN',
          );
          expect(await stored(target)).toEqual(before);
        }
        expect((await admin.request({ method: 'GET', url: '/api/core/users/current' })).statusCode).toBe(200);
      });

      it('configures no identity provider, no host and no profile permissions', async () => {
        const id = `rogue-${profile.toLowerCase()}`;
        const oidc = await attacker().request({
          method: 'PUT',
          url: `/api/core/oidc/${id}/settings`,
          payload: {
            issuer: 'https://idp.example.com',
            clientId: 'mine',
            redirectUri: 'https://app.example.com/',
          },
        });
        expectRefused(oidc, 403, 'FORBIDDEN');
        const saml = await attacker().request({
          method: 'PUT',
          url: `/api/core/saml/${id}/settings`,
          payload: {
            entryPoint: 'https://idp.example.com/sso',
            idpCert: 'A'.repeat(200),
            issuer: 'lessor',
            callbackUrl: 'https://app.example.com/callback',
            redirectUri: 'https://app.example.com/',
          },
        });
        expectRefused(saml, 403, 'FORBIDDEN');
        const host = await attacker().request({
          method: 'PUT',
          url: `/api/core/hosts/${id}.example.com`,
          payload: { oidc: id },
        });
        expectRefused(host, 403, 'FORBIDDEN');
        const claimed = await testApp.db.app
          .selectFrom('identity_directory')
          .select('key')
          .where('key', 'in', [id, `${id}.example.com`])
          .execute();
        expect(claimed).toEqual([]);

        const permissions = await attacker().request({
          method: 'PUT',
          url: `/api/core/configuration-documents/${profilesPermissionsDocument}`,
          payload: {
            value: { ...profilesPermissions, [profile]: ['read all', 'write all', 'approve everything'] },
          },
        });
        expectRefused(permissions, 403, 'FORBIDDEN');
        const document = await withTenant(testApp.db.app, tenant, (trx) =>
          readConfigurationDocument(trx, tenant, profilesPermissionsDocument),
        );
        expect(document?.value).toEqual(profilesPermissions);
      });
    });

    it('hands a sign-in link only to a holder of canImpersonate, for a user with no more rights', async () => {
      const deputy = await testApp.userClient(tenant, `deputy@${tenant}`);
      const refused = await deputy.request({ method: 'POST', url: `${users}/clerk@${tenant}/login-token` });
      expectRefused(refused, 403, 'FORBIDDEN');
      expect(await loginTokensOf(`clerk@${tenant}`)).toBe(0);
      const linked = await admin.request({ method: 'POST', url: `${users}/clerk@${tenant}/login-token` });
      expect(linked.statusCode, linked.body).toBe(201);

      // A holder of canImpersonate without admin rights reaches nobody beyond its own profiles.
      await create(`helpdesk@${tenant}`, { profiles: ['USER_WRITER'], canImpersonate: true });
      const helpdesk = await testApp.userClient(tenant, `helpdesk@${tenant}`);
      const beyond = await helpdesk.request({ method: 'POST', url: `${users}/clerk@${tenant}/login-token` });
      expectRefused(beyond, 403, 'FORBIDDEN');
      expect(beyond.json().message).toContain('profile FINANCE');
      const above = await helpdesk.request({ method: 'POST', url: `${users}/deputy@${tenant}/login-token` });
      expectRefused(above, 403, 'FORBIDDEN');
      const peer = await helpdesk.request({ method: 'POST', url: `${users}/writer@${tenant}/login-token` });
      expect(peer.statusCode, peer.body).toBe(201);
    });

    it('lets a plain admin grant neither main admin nor impersonation, nor act on the main admin', async () => {
      const deputy = await testApp.userClient(tenant, `deputy@${tenant}`);
      for (const payload of [{ isMainAdmin: true }, { canImpersonate: true }])
        expectRefused(
          await deputy.request({ method: 'PATCH', url: `${users}/deputy@${tenant}`, payload }),
          403,
          'FORBIDDEN',
        );
      const before = await stored(admin.username);
      expectRefused(
        await deputy.request({
          method: 'PATCH',
          url: `${users}/${admin.username}`,
          payload: { isLocked: true },
        }),
        403,
        'FORBIDDEN',
      );
      expect(await stored(admin.username)).toEqual(before);
    });
  },
);

describeOnEachDatabase('the last active admin on the $name database', (testApp) => {
  it('cannot be locked, demoted or deleted, by themselves or anybody', async () => {
    const admin = await testApp.tenantClient('solo');
    const self = `${users}/${admin.username}`;
    const before = await findUser(testApp.db.app, 'solo', admin.username);
    for (const payload of [{ isLocked: true }, { isAdmin: false, isMainAdmin: false }])
      expectRefused(await admin.request({ method: 'PATCH', url: self, payload }), 409, 'LAST_ACTIVE_ADMIN');
    expectRefused(await admin.request({ method: 'DELETE', url: self }), 409, 'LAST_ACTIVE_ADMIN');
    expect(await findUser(testApp.db.app, 'solo', admin.username)).toEqual(before);
    expect((await admin.request({ method: 'GET', url: '/api/core/users/current' })).statusCode).toBe(200);

    // A locked admin does not count: the active one stays.
    await admin.request({ method: 'POST', url: users, payload: { username: 'dormant@solo', isAdmin: true } });
    await admin.request({ method: 'PATCH', url: `${users}/dormant@solo`, payload: { isLocked: true } });
    expectRefused(await admin.request({ method: 'DELETE', url: self }), 409, 'LAST_ACTIVE_ADMIN');
  });

  it('keeps one of two admins who remove each other at the same time', async () => {
    const first = await testApp.tenantClient('pair');
    await first.request({
      method: 'POST',
      url: users,
      payload: { username: 'second@pair', isAdmin: true, isMainAdmin: true },
    });
    const second = await testApp.userClient('pair', 'second@pair');
    const answers = await Promise.all([
      first.request({ method: 'PATCH', url: `${users}/second@pair`, payload: { isLocked: true } }),
      second.request({ method: 'DELETE', url: `${users}/${first.username}` }),
    ]);
    expect(answers.filter((answer) => answer.statusCode < 300)).toHaveLength(1);
    const active = await withTenant(testApp.db.app, 'pair', (trx) =>
      trx
        .selectFrom('users')
        .select('username')
        .where('tenant', '=', 'pair')
        .where('is_locked', '=', false)
        .execute(),
    );
    expect(active).toHaveLength(1);
  });
});
