import { profilesPermissionsDocument } from '@lessor/domain/permissions';
import { beforeAll, describe, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const tenant = 'matrix';
const profilesPermissions = {
  READER: ['read all'],
  WRITER: ['read all', 'write all'],
  PERSON_GETTER: ['get persons'],
  USER_ADMIN: ['read /api/core/users', 'write /api/core/users'],
  NOTHING: [],
};

/** One row per route the matrix walks: who may call it. */
const routes = [
  { method: 'GET', url: '/api/person/persons', allowed: ['ADMIN', 'READER', 'WRITER', 'PERSON_GETTER'] },
  {
    method: 'GET',
    url: '/api/person/persons/PER00000001',
    allowed: ['ADMIN', 'READER', 'WRITER', 'PERSON_GETTER'],
  },
  {
    method: 'GET',
    url: '/api/person/persons/PER00000001/hierarchy',
    allowed: ['ADMIN', 'READER', 'WRITER', 'PERSON_GETTER'],
  },
  { method: 'GET', url: '/api/financing/products-schema', allowed: ['ADMIN', 'READER', 'WRITER'] },
  { method: 'POST', url: '/api/person/persons', allowed: ['ADMIN', 'WRITER'] },
  { method: 'PATCH', url: '/api/person/persons/PER00000001', allowed: ['ADMIN', 'WRITER'] },
  { method: 'GET', url: '/api/core/users', allowed: ['ADMIN', 'READER', 'WRITER', 'USER_ADMIN'] },
  { method: 'POST', url: '/api/core/users', allowed: ['ADMIN', 'WRITER', 'USER_ADMIN'] },
  { method: 'GET', url: '/api/core/users/current', allowed: 'everybody' },
  { method: 'GET', url: '/api/script/runs/user-configuration', allowed: 'everybody' },
] as const;

const profiles = ['ADMIN', ...Object.keys(profilesPermissions)];

describeOnEachDatabase('route permissions on the $name database', { permissionsCacheMs: 0 }, (testApp) => {
  let admin: TestClient;
  const clients = new Map<string, string>();
  let created = 0;

  const bodyFor = (method: string, url: string) => {
    if (method === 'PATCH') return { name: 'Renamed' };
    if (url === '/api/core/users') return { username: `made${created++}@${tenant}` };
    if (method === 'POST') return { type: 'C', name: `Made ${created++}` };
    return undefined;
  };

  beforeAll(async () => {
    admin = await testApp.tenantClient(tenant);
    clients.set('ADMIN', admin.authorization);
    await testApp.configure(admin, profilesPermissionsDocument, profilesPermissions);
    await admin.request({
      method: 'POST',
      url: '/api/person/persons',
      payload: { type: 'C', name: 'First' },
    });
    for (const profile of Object.keys(profilesPermissions)) {
      const username = `${profile.toLowerCase()}@${tenant}`;
      await admin.request({
        method: 'POST',
        url: '/api/core/users',
        payload: { username, profiles: [profile] },
      });
      const token = await issueLoginToken(testApp.db.app, { tenant, username });
      const login = await testApp.app.inject({
        method: 'POST',
        url: '/api/core/auth/token/login',
        payload: { token },
      });
      clients.set(profile, `Bearer ${login.headers.authorization}`);
    }
  });

  describe.each(routes)('$method $url', (route) => {
    it.each(profiles)('%s', async (profile) => {
      const payload = bodyFor(route.method, route.url);
      const response = await testApp.app.inject({
        method: route.method,
        url: route.url,
        headers: { authorization: clients.get(profile) ?? '' },
        ...(payload ? { payload } : {}),
      });
      const allowed = route.allowed === 'everybody' || (route.allowed as readonly string[]).includes(profile);
      if (allowed) expect(response.statusCode, response.body).toBeLessThan(300);
      else expect(response.json()).toMatchObject({ status: 403, code: 'FORBIDDEN' });
    });
  });

  it('sees a changed profilesPermissions document on the next call', async () => {
    const nothing = clients.get('NOTHING') ?? '';
    const read = () =>
      testApp.app.inject({ method: 'GET', url: '/api/person/persons', headers: { authorization: nothing } });
    expect((await read()).statusCode).toBe(403);
    await testApp.configure(admin, profilesPermissionsDocument, {
      ...profilesPermissions,
      NOTHING: ['read persons'],
    });
    expect((await read()).statusCode).toBe(200);
  });

  it('answers the permission map in the user configuration', async () => {
    const configuration = await testApp.app.inject({
      method: 'GET',
      url: '/api/script/runs/user-configuration',
      headers: { authorization: clients.get('USER_ADMIN') ?? '' },
    });
    expect(configuration.json().userPermissions).toEqual({
      'read /api/core/users': true,
      'write /api/core/users': true,
    });
  });
});
