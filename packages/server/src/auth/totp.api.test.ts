import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { issueLoginToken } from './login-tokens.ts';

describeOnEachDatabase('TOTP sign-in on the $name database', (testApp) => {
  let admin: TestClient;

  const tokenLogin = async () => {
    const token = await issueLoginToken(testApp.db.app, { tenant: 'mfa', username: admin.username });
    return testApp.app.inject({ method: 'POST', url: '/api/core/auth/token/login', payload: { token } });
  };
  const totpLogin = (totpToken: string, code: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/core/auth/totp/login', payload: { totpToken, code } });

  beforeAll(async () => {
    admin = await testApp.tenantClient('mfa');
  });

  it('enrols with a QR code, then asks for the code between the first factor and the session', async () => {
    const enrolment = (await admin.request({ method: 'POST', url: '/api/core/users/current/totp' })).json();
    expect(enrolment.otpauthUrl).toMatch(/^otpauth:\/\/totp\//);
    expect(enrolment.qrCode).toMatch(/^data:image\/png;base64,/);
    const wrong = await admin.request({
      method: 'POST',
      url: '/api/core/users/current/totp/activate',
      payload: { code: '000000' },
    });
    expect(wrong.json()).toMatchObject({ status: 401, code: 'INVALID_TOTP_CODE' });
    const activated = await admin.request({
      method: 'POST',
      url: '/api/core/users/current/totp/activate',
      // The previous step's code: the current one is then still unused for signing in.
      payload: {
        code: await generate({ secret: enrolment.secret, epoch: Math.floor(Date.now() / 1000) - 30 }),
      },
    });
    expect(activated.json()).toEqual({ hasActivatedMfa: true });

    const first = await tokenLogin();
    expect(first.headers.authorization).toBeUndefined();
    const challenge = first.json();
    expect(challenge).toMatchObject({ username: admin.username, mfaMethods: ['TOTP'] });

    expect((await totpLogin(challenge.totpToken, '123')).json()).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    // The temporary token is no session.
    const asSession = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/users/current',
      headers: { authorization: `Bearer ${challenge.totpToken}` },
    });
    expect(asSession.statusCode).toBe(401);

    const second = await totpLogin(challenge.totpToken, await generate({ secret: enrolment.secret }));
    expect(second.statusCode).toBe(200);
    expect(second.json()).toMatchObject({ username: admin.username, hasActivatedMfa: true });
    expect(second.headers.authorization).toEqual(expect.any(String));
    const events = async () =>
      (await admin.request({ method: 'GET', url: '/api/system/system-events?range=0-99' }))
        .json()
        .map((event: { type: string; message: string }) => `${event.type}: ${event.message}`);
    await expect.poll(events).toContain('SIGN_IN: admin@mfa signed in with a TOTP code');
    await expect.poll(events).toContain('SIGN_IN_FAILED: admin@mfa gave a wrong TOTP code');
  });

  it('refuses a forged temporary token', async () => {
    expect((await totpLogin('forged', '123456')).json()).toMatchObject({
      status: 401,
      code: 'INVALID_TOKEN',
    });
  });
});
