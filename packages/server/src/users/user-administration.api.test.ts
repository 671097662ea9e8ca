import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, expect, it } from 'vitest';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const users = '/api/core/users';
const tenant = 'staff';

describeOnEachDatabase('user administration on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;
  let reader: TestClient;
  let writer: TestClient;
  let stranger: TestClient;

  const usernamesOf = async (client: TestClient, query: string) =>
    (await client.request({ method: 'GET', url: `${users}?${query}` }))
      .json()
      .map((user: { username: string }) => user.username);

  /** What only a sign-in or an enrolment writes: the last sign-in and MFA. */
  const signedIn = (username: string, lastLoginDate: string, hasActivatedMfa = false) =>
    withTenant(testApp.db.app, tenant, (trx) =>
      trx
        .updateTable('users')
        .set({ last_login_date: lastLoginDate, has_activated_mfa: hasActivatedMfa, totp_secret: 'SECRET' })
        .where('tenant', '=', tenant)
        .where('username', '=', username)
        .execute(),
    );

  beforeAll(async () => {
    admin = await testApp.tenantClient(tenant);
    stranger = await testApp.tenantClient('outsiders');
    await testApp.configure(admin, profilesPermissionsDocument, {
      READER: ['read /api/core/users'],
      WRITER: ['read /api/core/users', 'write /api/core/users'],
    });
    const create = (payload: Record<string, unknown>) =>
      admin.request({ method: 'POST', url: users, payload });
    await create({
      username: 'ada.lovelace@staff',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
    });
    await create({
      username: 'alan@staff',
      firstName: 'Alan',
      lastName: 'Turing',
      email: 'alan@example.org',
    });
    await create({ username: 'grace@staff', firstName: 'Grace', lastName: 'Hopper', isAdmin: true });
    await create({ username: 'reader@staff', profiles: ['READER'] });
    await create({ username: 'writer@staff', profiles: ['WRITER'] });
    reader = await testApp.userClient(tenant, 'reader@staff');
    writer = await testApp.userClient(tenant, 'writer@staff');
    await signedIn('ada.lovelace@staff', '2026-03-10T09:30:00Z', true);
    await signedIn('alan@staff', '2026-05-20T23:59:00Z', true);
    await signedIn('grace@staff', '2026-07-01T08:00:00Z', true);
  });

  it('finds users by free text in the username, the names or the e-mail, % and _ taken literally', async () => {
    expect(await usernamesOf(admin, 'search=LOVE')).toEqual(['ada.lovelace@staff']);
    expect(await usernamesOf(admin, 'search=example.org')).toEqual(['alan@staff']);
    expect(await usernamesOf(admin, 'search=hopper')).toEqual(['grace@staff']);
    expect(await usernamesOf(admin, 'search=%25')).toEqual([]);
    expect(await usernamesOf(admin, 'search=_')).toEqual([]);
  });

  it('filters on the last sign-in, a date bound taking its whole day', async () => {
    expect(await usernamesOf(admin, 'fromLastLoginDate=2026-05-01&toLastLoginDate=2026-05-20')).toEqual([
      'alan@staff',
    ]);
    expect(await usernamesOf(admin, 'fromLastLoginDate=2026-05-21&toLastLoginDate=2026-10-01')).toEqual([
      'grace@staff',
    ]);
    expect(await usernamesOf(admin, 'toLastLoginDate=2026-03-10T09:00:00Z')).toEqual([]);
    expect(await usernamesOf(admin, 'toLastLoginDate=2026-03-10T10:00:00Z&search=a')).toEqual([
      'ada.lovelace@staff',
    ]);
    for (const bad of ['fromLastLoginDate=yesterday', 'toLastLoginDate=2026-13-45']) {
      const refused = await admin.request({ method: 'GET', url: `${users}?${bad}` });
      expect(refused.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
    }
  });

  it('orders the list by the fields asked for, and refuses a field users do not have', async () => {
    const signedInFirst = await usernamesOf(admin, 'sort=lastLoginDate&search=a&toLastLoginDate=2026-10-01');
    expect(signedInFirst).toEqual(['ada.lovelace@staff', 'alan@staff', 'grace@staff']);
    expect(await usernamesOf(admin, 'sort=-lastName&search=example')).toEqual([
      'alan@staff',
      'ada.lovelace@staff',
    ]);
    const refused = await admin.request({ method: 'GET', url: `${users}?sort=totpSecret` });
    expect(refused.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_IN_QUERY' });
  });

  it("creates users only for those with 'write /api/core/users'", async () => {
    const refused = await reader.request({ method: 'POST', url: users, payload: { username: 'eve@staff' } });
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await usernamesOf(admin, 'username=eve@staff')).toEqual([]);
    const created = await writer.request({ method: 'POST', url: users, payload: { username: 'eve@staff' } });
    expect(created.statusCode).toBe(201);
  });

  it('lets a writer of users change only the flags they hold themselves', async () => {
    for (const payload of [{ isAdmin: true }, { canImpersonate: true }]) {
      const refused = await writer.request({ method: 'PATCH', url: `${users}/alan@staff`, payload });
      expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    }
    const named = await writer.request({
      method: 'PATCH',
      url: `${users}/alan@staff`,
      payload: { mobile: '+33611' },
    });
    // The writer holds no admin flag: their answer shows none.
    expect(named.json()).toMatchObject({ mobile: '+33611' });
    expect(named.json()).not.toHaveProperty('isAdmin');
    const stored = await admin.request({ method: 'GET', url: `${users}/alan@staff` });
    expect(stored.json()).toMatchObject({ mobile: '+33611', isAdmin: false, canImpersonate: false });
  });

  it('answers several usernames at once, as pinned rows ask for them', async () => {
    expect(await usernamesOf(admin, 'username=grace@staff,alan@staff,ghost@staff')).toEqual([
      'alan@staff',
      'grace@staff',
    ]);
  });

  it('locks and unlocks a user', async () => {
    const lock = (isLocked: boolean) =>
      admin.request({ method: 'PATCH', url: `${users}/alan@staff`, payload: { isLocked } });
    expect((await lock(true)).json()).toMatchObject({ isLocked: true });
    expect(await usernamesOf(admin, 'search=alan&projection=username,isLocked')).toEqual(['alan@staff']);
    expect((await admin.request({ method: 'GET', url: `${users}/alan@staff` })).json()).toMatchObject({
      isLocked: true,
    });
    expect((await lock(false)).json()).toMatchObject({ isLocked: false });
    const refused = await reader.request({
      method: 'PATCH',
      url: `${users}/alan@staff`,
      payload: { isLocked: true },
    });
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
  });

  it("resets a user's MFA for a writer of users, and for nobody else", async () => {
    const reset = (client: TestClient, username: string) =>
      client.request({ method: 'DELETE', url: `${users}/${username}/totp` });
    const mfaOf = async (username: string) =>
      (await admin.request({ method: 'GET', url: `${users}/${username}` })).json().hasActivatedMfa;

    expect((await reset(reader, 'ada.lovelace@staff')).json()).toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      message: "Permission 'write /api/core/users' is required",
    });
    expect(await mfaOf('ada.lovelace@staff')).toBe(true);
    // A writer who is no admin reaches no admin's account.
    expect((await reset(writer, 'grace@staff')).json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    expect(await mfaOf('grace@staff')).toBe(true);
    expect((await reset(admin, admin.username)).json()).toMatchObject({ status: 409, code: 'OWN_MFA_RESET' });

    const done = await reset(writer, 'ada.lovelace@staff');
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ username: 'ada.lovelace@staff', hasActivatedMfa: false });
    expect(done.json()).not.toHaveProperty('totpSecret');
    expect(await mfaOf('ada.lovelace@staff')).toBe(false);
    expect((await reset(admin, 'grace@staff')).json()).toMatchObject({ hasActivatedMfa: false });
    expect((await reset(admin, 'ghost@staff')).json()).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
  });

  it("keeps another tenant's users out of reach: not listed, not found, not changed", async () => {
    expect(await usernamesOf(stranger, 'search=alan')).toEqual([]);
    expect(await usernamesOf(stranger, 'username=alan@staff')).toEqual([]);
    for (const request of [
      { method: 'GET', url: `${users}/alan@staff` },
      { method: 'PATCH', url: `${users}/alan@staff`, payload: { isLocked: true } },
      { method: 'DELETE', url: `${users}/alan@staff/totp` },
    ] as const) {
      expect((await stranger.request(request)).json()).toMatchObject({ status: 404, code: 'USER_NOT_FOUND' });
    }
    expect((await admin.request({ method: 'GET', url: `${users}/alan@staff` })).json()).toMatchObject({
      isLocked: false,
      hasActivatedMfa: true,
    });
  });
});
