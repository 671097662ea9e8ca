import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const users = '/api/core/users';

describeOnEachDatabase('users API on the $name database', (testApp) => {
  let admin: TestClient;

  beforeAll(async () => {
    admin = await testApp.tenantClient('people');
  });

  it('creates a user, answers it by username, by person and for a uniqueness check', async () => {
    const created = await admin.request({
      method: 'POST',
      url: users,
      payload: {
        username: 'ada@people',
        firstName: 'Ada',
        lastName: 'Lovelace',
        profiles: ['SALES'],
        personRegistration: 'PER00000007',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ username: 'ada@people', profiles: ['SALES'], isAdmin: false });
    expect(created.json()).not.toHaveProperty('totpSecret');

    const taken = await admin.request({ method: 'GET', url: `${users}?username=ada@people` });
    expect(taken.json()).toHaveLength(1);
    expect((await admin.request({ method: 'GET', url: `${users}?username=free@people` })).json()).toEqual([]);
    const byPerson = await admin.request({
      method: 'GET',
      url: `${users}?person=PER00000007&projection=username`,
    });
    expect(byPerson.json()).toEqual([{ username: 'ada@people' }]);
    const projected = await admin.request({
      method: 'GET',
      url: `${users}/ada@people?projection=username,isNotificationsDisabled`,
    });
    expect(projected.json()).toEqual({ username: 'ada@people', isNotificationsDisabled: false });
  });

  it('refuses a duplicate and a username of another tenant with catalogued codes, and drops unknown fields', async () => {
    const again = await admin.request({ method: 'POST', url: users, payload: { username: 'ada@people' } });
    expect(again.json()).toMatchObject({ status: 400, code: 'VALUE_ALREADY_EXISTS' });
    const foreign = await admin.request({
      method: 'POST',
      url: users,
      payload: { username: 'bob@elsewhere' },
    });
    expect(foreign.json()).toMatchObject({ status: 400, code: 'INVALID_FIELD_VALUE' });
    const unknown = await admin.request({
      method: 'POST',
      url: users,
      payload: { username: 'x@people', rank: 1 },
    });
    expect(unknown.json()).not.toHaveProperty('rank');
    const badRange = await admin.request({ method: 'GET', url: `${users}?range=9-1` });
    expect(badRange.json()).toMatchObject({ code: 'INVALID_FIELD_IN_QUERY' });
    expect((await admin.request({ method: 'GET', url: `${users}/ghost@people` })).json()).toMatchObject({
      status: 404,
      code: 'USER_NOT_FOUND',
    });
  });

  it('pages the list with the pagination headers', async () => {
    const page = await admin.request({ method: 'GET', url: `${users}?range=0-0` });
    expect(page.json()).toHaveLength(1);
    expect(page.headers['pagination-continues']).toBe('true');
    expect(page.headers['pagination-limit']).toBe('1');
  });

  it('updates and deletes a user', async () => {
    const patched = await admin.request({
      method: 'PATCH',
      url: `${users}/ada@people`,
      payload: { lastName: 'King', profiles: ['SALES', 'CLIENT'] },
    });
    expect(patched.json()).toMatchObject({
      lastName: 'King',
      profiles: ['SALES', 'CLIENT'],
      firstName: 'Ada',
    });
    const renamed = await admin.request({
      method: 'PATCH',
      url: `${users}/ada@people`,
      payload: { username: 'x@people' },
    });
    expect(renamed.statusCode).toBe(400);
    await admin.request({ method: 'POST', url: users, payload: { username: 'gone@people' } });
    expect((await admin.request({ method: 'DELETE', url: `${users}/gone@people` })).statusCode).toBe(204);
    expect((await admin.request({ method: 'DELETE', url: `${users}/gone@people` })).statusCode).toBe(404);
  });

  it("keeps a user's preferences to themselves and answers them in the user configuration", async () => {
    const path = `${users}/${admin.username}/preferences`;
    const theme = { _id: 'theme', groupId: 'THEMING', type: 'UI', value: { colorScheme: 'dark' } };
    expect((await admin.request({ method: 'POST', url: path, payload: theme })).json()).toEqual(theme);
    const replaced = { ...theme, value: { colorScheme: 'light' } };
    await admin.request({ method: 'POST', url: path, payload: replaced });
    const configuration = (
      await admin.request({ method: 'GET', url: '/api/script/runs/user-configuration' })
    ).json();
    expect(configuration.userPreferences).toEqual([replaced]);
    expect(configuration.user).toMatchObject({ username: admin.username, isAdmin: true });
    expect(configuration.landingPage).toBe('/documentation/getting-started/getting-started');
    expect(configuration).not.toHaveProperty('menus');

    const badType = await admin.request({ method: 'POST', url: path, payload: { ...theme, type: 'OTHER' } });
    expect(badType.json()).toMatchObject({ code: 'INVALID_FIELD_IN_BODY' });
    const othersPath = `${users}/ada@people/preferences`;
    expect((await admin.request({ method: 'POST', url: othersPath, payload: theme })).statusCode).toBe(403);
    expect((await admin.request({ method: 'DELETE', url: `${path}/theme` })).statusCode).toBe(204);
    expect((await admin.request({ method: 'DELETE', url: `${path}/theme` })).json()).toMatchObject({
      code: 'USER_PREFERENCE_NOT_FOUND',
    });
  });

  it('hands out a one-time sign-in token for a user', async () => {
    const issued = await admin.request({ method: 'POST', url: `${users}/ada@people/login-token` });
    expect(issued.statusCode).toBe(201);
    const { token, url } = issued.json();
    expect(url).toBe(`/authentication/login-page?token=${token}`);
    const login = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    expect(login.json()).toMatchObject({ username: 'ada@people' });
    expect(
      (await admin.request({ method: 'POST', url: `${users}/ghost@people/login-token` })).statusCode,
    ).toBe(404);
  });

  it('creates the person of a new user with syncPerson=1, or links the one named, taking profiles from its roles', async () => {
    const created = await admin.request({
      method: 'POST',
      url: `${users}?syncPerson=1`,
      payload: { username: 'new.client@people', lastName: 'Client', email: 'client@example.com' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const { personRegistration, profiles } = created.json();
    expect(profiles).toEqual(['CLIENT']);
    const person = await admin.request({ method: 'GET', url: `/api/person/persons/${personRegistration}` });
    expect(person.json()).toMatchObject({ type: 'I', lastName: 'Client', username: 'new.client@people' });

    const seller = await admin.request({
      method: 'POST',
      url: '/api/person/persons',
      payload: { type: 'C', name: 'Sales office', roles: [{ role: 'SALES' }] },
    });
    const linked = await admin.request({
      method: 'POST',
      url: `${users}?syncPerson=1`,
      payload: { username: 'seller@people', personRegistration: seller.json().registration },
    });
    expect(linked.json()).toMatchObject({
      personRegistration: seller.json().registration,
      profiles: ['SALES'],
    });
    const taken = await admin.request({
      method: 'POST',
      url: `${users}?syncPerson=1`,
      payload: { username: 'seller@people' },
    });
    expect(taken.json()).toMatchObject({ code: 'VALUE_ALREADY_EXISTS' });
  });

  it('lets only admins grant admin flags', async () => {
    const refused = await admin.request({
      method: 'PATCH',
      url: `${users}/ada@people`,
      payload: { isSuperAdmin: true },
    });
    expect(refused.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    const granted = await admin.request({
      method: 'PATCH',
      url: `${users}/ada@people`,
      payload: { isAdmin: true },
    });
    expect(granted.json()).toMatchObject({ isAdmin: true });
  });
});
