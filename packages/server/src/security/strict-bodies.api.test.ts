import { Writable } from 'node:stream';
import { beforeAll, describe, expect, it } from 'vitest';
import { loadSessionSecret } from '../auth/session-tokens.ts';
import { buildApp } from '../http/build-app.ts';
import { availableTestDatabases, describeOnEachDatabase, type TestClient } from '../testing/index.ts';

describeOnEachDatabase('strict request bodies on the $name database', (testApp) => {
  let client: TestClient;

  beforeAll(async () => {
    client = await testApp.tenantClient('strict');
  });

  const keyValue = async (key: string) =>
    client.request({ method: 'GET', url: `/api/core/key-values/${key}` });

  it('refuses an unknown property, naming it, instead of dropping it', async () => {
    const response = await client.request({
      method: 'PUT',
      url: '/api/core/key-values/greeting',
      payload: { value: 'hello', isAdmin: true },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field 'isAdmin' in body",
    });
    expect((await keyValue('greeting')).statusCode).toBe(404);

    const user = await client.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'ada@strict', profiles: ['SALES'], role: 'root' },
    });
    expect(user.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field 'role' in body",
    });
    const users = await client.request({ method: 'GET', url: '/api/core/users?username=ada@strict' });
    expect(users.json()).toEqual([]);

    const nested = await client.request({
      method: 'POST',
      url: '/api/report/excel?entity=Invoice',
      payload: { fileName: 'x', columns: [{ headerLabel: 'A', colour: 'red' }], data: [] },
    });
    expect(nested.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field 'columns.0.colour' in body",
    });
  });

  it('refuses a string where a body wants a boolean, and writes nothing', async () => {
    const response = await client.request({
      method: 'PUT',
      url: '/api/core/key-values/short',
      payload: { value: 'https://example.com', isShortUrl: 'true' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field 'isShortUrl' in body",
    });
    expect((await keyValue('short')).statusCode).toBe(404);
  });

  it('refuses an unknown property on the sign-in and report routes as well', async () => {
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token: 'x', username: 'admin' },
    });
    expect(signIn.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field 'username' in body",
    });
    const keys = await client.request({
      method: 'POST',
      url: '/api/core/locales/en-GB/keys',
      payload: { keysToAdd: ['menu.home'], locale: 'fr-FR' },
    });
    expect(keys.json()).toMatchObject({
      code: 'INVALID_FIELD_IN_BODY',
      message: "Invalid field 'locale' in body",
    });
    const missing = await client.request({ method: 'GET', url: '/api/core/locales/en-GB/keys' });
    expect(missing.json()).toEqual([]);
  });

  it('still answers the query strings a route declares', async () => {
    const response = await client.request({ method: 'GET', url: '/api/core/global-search?search=x&limit=5' });
    expect(response.statusCode).toBe(200);
  });
});

describe('request ids', () => {
  // Opens a database and builds an app of its own in the test: more than one test's time on a busy machine.
  it('generates its own id, echoes it, and logs the client-chosen one apart', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const [database] = await availableTestDatabases();
    if (!database) throw new Error('no test database');
    const db = await database.open();
    const app = await buildApp({
      db,
      sessionSecret: await loadSessionSecret(db),
      logger: { level: 'info', stream },
    });
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/api/core/ping',
        headers: { 'x-request-id': 'forged-reference' },
      });
      const id = response.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      const logged = lines.filter((line) => line.reqId === id);
      expect(logged.length).toBeGreaterThan(0);
      for (const line of logged) expect(line.clientRequestId).toBe('forged-reference');
      expect(lines.some((line) => line.reqId === 'forged-reference')).toBe(false);
    } finally {
      await app.close();
      await db.close();
    }
  }, 120_000);
});
