import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

/** The reverse proxy in front of the application: every request reaches it from this address. */
const proxy = '127.0.0.1';

describeOnEachDatabase('sign-in rate limits on the $name database', { trustProxy: [proxy] }, (testApp) => {
  let admin: TestClient;
  let other: TestClient;

  beforeAll(async () => {
    admin = await testApp.tenantClient('limits');
    await admin.request({ method: 'POST', url: '/api/core/users', payload: { username: 'bea@limits' } });
    other = await testApp.userClient('limits', 'bea@limits');
    for (const client of [admin, other]) {
      const { secret } = (
        await client.request({ method: 'POST', url: '/api/core/users/current/totp' })
      ).json();
      await client.request({
        method: 'POST',
        url: '/api/core/users/current/totp/activate',
        payload: { code: await generate({ secret }) },
      });
    }
  });

  const tokenLogin = (token: string, client: string, remoteAddress = proxy) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
      remoteAddress,
      headers: { 'x-forwarded-for': client },
    });
  it("limits one client's sign-ins behind the proxy, not everybody's", async () => {
    const attacker = '203.0.113.7';
    const statuses = [];
    for (let attempt = 0; attempt < 31; attempt++)
      statuses.push((await tokenLogin(`wrong-${attempt}`, attacker)).statusCode);
    expect(statuses.slice(0, 30).every((status) => status === 401)).toBe(true);
    const limited = await tokenLogin('wrong-again', attacker);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });

    // Not through the trusted proxy: its forwarded header is not believed.
    const spoofed = await tokenLogin('wrong-spoofed', '198.51.100.77', attacker);
    expect(spoofed.statusCode).toBe(429);

    const token = await issueLoginToken(testApp.db.app, { tenant: 'limits', username: 'bea@limits' });
    const colleague = await tokenLogin(token, '198.51.100.9');
    expect(colleague.statusCode).toBe(200);
    expect(colleague.json()).toMatchObject({ username: 'bea@limits', mfaMethods: ['TOTP'] });
  });
});
