import { setTimeout as sleep } from 'node:timers/promises';
import { generate } from 'otplib';
import { beforeAll, expect, it } from 'vitest';
import { issueLoginToken } from '../auth/login-tokens.ts';
import { withTenant } from '../tenancy/with-tenant.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const tenant = 'mfa';
const stepSeconds = 30;

describeOnEachDatabase('TOTP codes and challenges on the $name database', (testApp) => {
  let admin: TestClient;
  let address = 0;
  /** Each call from an address of its own: what is limited here is the account, not the address. */
  const nextAddress = () => `198.51.100.${(address++ % 250) + 1}`;

  /** A user with MFA on, and the codes of the steps around now (the server takes one step either side). */
  const userWithMfa = async (name: string) => {
    const username = `${name}@${tenant}`;
    const created = await admin.request({ method: 'POST', url: '/api/core/users', payload: { username } });
    expect(created.statusCode, created.body).toBe(201);
    const user = await testApp.userClient(tenant, username);
    // Codes of the previous, current and next steps all stay good for ten seconds at least.
    if (Date.now() / 1000 - currentStep() * stepSeconds > stepSeconds - 10)
      await sleep((stepSeconds * (currentStep() + 1) + 0.5) * 1000 - Date.now());
    const step = currentStep();
    const { secret } = (await user.request({ method: 'POST', url: '/api/core/users/current/totp' })).json();
    const codeOf = (offset: number) => generate({ secret, epoch: (step + offset) * stepSeconds });
    const activated = await user.request({
      method: 'POST',
      url: '/api/core/users/current/totp/activate',
      payload: { code: await codeOf(-1) },
    });
    expect(activated.json()).toEqual({ hasActivatedMfa: true });
    return { user, username, secret, codeOf };
  };
  const firstFactor = async (username: string): Promise<string> => {
    const token = await issueLoginToken(testApp.db.app, { tenant, username });
    const answer = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token },
      remoteAddress: nextAddress(),
    });
    return answer.json().totpToken;
  };
  const totpLogin = (totpToken: string, code: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/totp/login',
      payload: { totpToken, code },
      remoteAddress: nextAddress(),
    });
  const sessionsOf = async (username: string) =>
    Number(
      (
        await withTenant(testApp.db.app, tenant, (trx) =>
          trx
            .selectFrom('auth_sessions')
            .select((eb) => eb.fn.countAll<string>().as('count'))
            .where('username', '=', username)
            .executeTakeFirstOrThrow(),
        )
      ).count,
    );
  const totpRowOf = (username: string) =>
    withTenant(testApp.db.app, tenant, (trx) =>
      trx
        .selectFrom('users')
        .select(['totp_secret', 'has_activated_mfa'])
        .where('username', '=', username)
        .executeTakeFirstOrThrow(),
    );

  beforeAll(async () => {
    admin = await testApp.tenantClient(tenant);
  });

  it('opens one session for a challenge and its code, however often or in parallel they are sent', async () => {
    const { username, codeOf } = await userWithMfa('ada');
    const before = await sessionsOf(username);
    const challenge = await firstFactor(username);
    const code = await codeOf(0);
    const answers = await Promise.all([totpLogin(challenge, code), totpLogin(challenge, code)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 401]);
    expect((await totpLogin(challenge, code)).json()).toMatchObject({
      status: 401,
      code: 'INVALID_TOTP_CODE',
    });
    // A fresh code does not revive a used challenge, and a used code does not pass a fresh one.
    expect((await totpLogin(challenge, await codeOf(1))).json()).toMatchObject({ code: 'INVALID_TOKEN' });
    expect((await totpLogin(await firstFactor(username), code)).json()).toMatchObject({
      code: 'INVALID_TOTP_CODE',
    });
    expect(await sessionsOf(username)).toBe(before + 1);
  });

  it('refuses the code of an earlier step once a later one was used', async () => {
    const { username, codeOf } = await userWithMfa('bob');
    expect((await totpLogin(await firstFactor(username), await codeOf(1))).statusCode).toBe(200);
    const before = await sessionsOf(username);
    const earlier = await totpLogin(await firstFactor(username), await codeOf(0));
    expect(earlier.statusCode).toBe(401);
    expect(earlier.json()).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    expect(earlier.headers.authorization).toBeUndefined();
    expect(await sessionsOf(username)).toBe(before);
  });

  it('asks for the current code before a session replaces the secret of a user with MFA on', async () => {
    const { user, username, codeOf } = await userWithMfa('cleo');
    const enrolled = await totpRowOf(username);
    for (const payload of [undefined, { code: '000000' }]) {
      const refused = await user.request({ method: 'POST', url: '/api/core/users/current/totp', payload });
      expect(refused.statusCode).toBe(401);
      expect(refused.json()).toMatchObject({ code: 'INVALID_TOTP_CODE' });
      expect(await totpRowOf(username)).toEqual(enrolled);
    }
    const renewed = await user.request({
      method: 'POST',
      url: '/api/core/users/current/totp',
      payload: { code: await codeOf(0) },
    });
    expect(renewed.statusCode).toBe(200);
    expect((await totpRowOf(username)).totp_secret).toBe(renewed.json().secret);
  });

  it('locks the second factor of an account after five wrong codes, from whatever addresses', async () => {
    const { username, codeOf } = await userWithMfa('dan');
    const right = await codeOf(0);
    const wrong = String((Number(right) + 1) % 1_000_000).padStart(6, '0');
    const challenge = await firstFactor(username);
    for (let attempt = 0; attempt < 5; attempt++)
      expect((await totpLogin(challenge, wrong)).json()).toMatchObject({ code: 'INVALID_TOTP_CODE' });
    const before = await sessionsOf(username);
    const locked = await totpLogin(challenge, right);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toMatchObject({ status: 429, code: 'TOO_MANY_REQUESTS' });
    expect(await sessionsOf(username)).toBe(before);
  });
});

function currentStep(): number {
  return Math.floor(Date.now() / 1000 / stepSeconds);
}
