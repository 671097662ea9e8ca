import { SignJWT } from 'jose';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { issueLoginToken } from './login-tokens.ts';
import { loadSessionSecret } from './session-tokens.ts';

const protectedUrls = ['/api/person/persons', '/api/core/users/current', '/api/core/users'];

describeOnEachDatabase('sessions on the $name database', (testApp) => {
  let admin: TestClient;
  let secret: Uint8Array;

  const signIn = async (tenant: string, username: string) => {
    const token = await issueLoginToken(testApp.db.app, { tenant, username });
    const response = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    return `Bearer ${response.headers.authorization}`;
  };
  const statusOf = async (url: string, authorization: string) =>
    (await testApp.app.inject({ method: 'GET', url, headers: { authorization } })).statusCode;

  beforeAll(async () => {
    admin = await testApp.tenantClient('sessions');
    await testApp.tenantClient('othertenant');
    secret = new TextEncoder().encode(await loadSessionSecret(testApp.db));
  });

  it('answers 401 everywhere once the session is logged out, and only that session', async () => {
    const session = await signIn('sessions', admin.username);
    for (const url of protectedUrls) expect(await statusOf(url, session)).toBe(200);
    const logout = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/auth/logout',
      headers: { authorization: session },
    });
    expect(logout.statusCode).toBe(204);
    expect(logout.headers.authorization).toBe('');
    for (const url of [...protectedUrls, '/api/core/auth/logout'])
      expect(await statusOf(url, session)).toBe(401);
    expect(await statusOf('/api/core/users/current', admin.authorization)).toBe(200);
  });

  it('cuts a locked user off at once and refuses their next sign-in', async () => {
    await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: 'clerk@sessions', profiles: ['SALES'] },
    });
    const clerk = await signIn('sessions', 'clerk@sessions');
    expect(await statusOf('/api/core/users/current', clerk)).toBe(200);
    const locked = await admin.request({
      method: 'PATCH',
      url: '/api/core/users/clerk@sessions',
      payload: { isLocked: true },
    });
    expect(locked.json()).toMatchObject({ isLocked: true });
    expect(await statusOf('/api/core/users/current', clerk)).toBe(401);
    const token = await issueLoginToken(testApp.db.app, { tenant: 'sessions', username: 'clerk@sessions' });
    const again = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
    });
    expect(again.statusCode).toBe(401);
  });

  it('refuses an expired or tampered token, and one for a session never opened', async () => {
    const session = (await signIn('sessions', admin.username)).slice('Bearer '.length);
    const [header, payload, signature] = session.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString());
    const tampered = Buffer.from(JSON.stringify({ ...claims, tenant: 'othertenant' })).toString('base64url');
    expect(await statusOf('/api/core/users/current', `Bearer ${header}.${tampered}.${signature}`)).toBe(401);

    const sign = (overrides: Record<string, unknown>, issuedAt: number, expiresAt: number) =>
      new SignJWT({ ...claims, ...overrides })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuedAt(issuedAt)
        .setExpirationTime(expiresAt)
        .sign(secret);
    const now = Math.floor(Date.now() / 1000);
    expect(await statusOf('/api/core/users/current', `Bearer ${await sign({}, now - 3600, now - 60)}`)).toBe(
      401,
    );
    const unknownSession = await sign({ jti: 'never-opened' }, now, now + 600);
    expect(await statusOf('/api/core/users/current', `Bearer ${unknownSession}`)).toBe(401);
  });

  it('renews an aged session through the authorization header, keeping it revocable', async () => {
    const session = (await signIn('sessions', admin.username)).slice('Bearer '.length);
    const claims = JSON.parse(Buffer.from(session.split('.')[1] ?? '', 'base64url').toString());
    const now = Math.floor(Date.now() / 1000);
    const aged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuedAt(now - 6 * 60)
      .setExpirationTime(now + 60)
      .sign(secret);
    const response = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/users/current',
      headers: { authorization: `Bearer ${aged}` },
    });
    expect(response.statusCode).toBe(200);
    const renewed = response.headers.authorization as string;
    expect(JSON.parse(Buffer.from(renewed.split('.')[1] ?? '', 'base64url').toString())).toMatchObject({
      jti: claims.jti,
      sub: admin.username,
    });
    await testApp.app.inject({
      method: 'GET',
      url: '/api/core/auth/logout',
      headers: { authorization: `Bearer ${aged}` },
    });
    expect(await statusOf('/api/core/users/current', `Bearer ${renewed}`)).toBe(401);
  });

  it("keeps a session to its own tenant's users", async () => {
    const listed = (await admin.request({ method: 'GET', url: '/api/core/users' })).json();
    expect(listed.map((user: { tenant: string }) => user.tenant)).not.toContain('othertenant');
    expect(
      (await admin.request({ method: 'GET', url: '/api/core/users/admin@othertenant' })).statusCode,
    ).toBe(404);
  });

  it('rate-limits sign-in attempts', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 35; attempt++) {
      const response = await testApp.app.inject({
        method: 'POST',
        url: '/api/core/auth/token/login',
        payload: { token: `guess-${attempt}` },
        remoteAddress: '203.0.113.7',
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });
});
