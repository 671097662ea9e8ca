import { beforeAll, describe, expect, it, vi } from 'vitest';
import { describeOnEachDatabase } from '../testing/index.ts';
import { issueLoginToken } from './login-tokens.ts';
import { SessionTokens } from './session-tokens.ts';

const login = '/api/core/auth/token/login';
const flags = { sid: 's', isAdmin: false, isMainAdmin: false, isSuperAdmin: false, profiles: [] };

describeOnEachDatabase('token sign-in on the $name database', (testApp) => {
  const user = { tenant: 'signin', username: 'admin@signin' };
  const signIn = (token: string) => testApp.app.inject({ method: 'POST', url: login, payload: { token } });

  beforeAll(async () => {
    await testApp.tenantClient('signin');
  });

  it('turns a one-time token into a session, once', async () => {
    const token = await issueLoginToken(testApp.db.app, user);
    const first = await signIn(token);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ username: 'admin@signin', tenant: 'signin', isAdmin: true });
    const session = first.headers.authorization as string;
    const current = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/users/current',
      headers: { authorization: `Bearer ${session}` },
    });
    expect(current.json()).toMatchObject({ username: 'admin@signin' });

    const replay = await signIn(token);
    expect(replay.statusCode).toBe(401);
    expect(replay.json()).toMatchObject({ code: 'INVALID_TOKEN' });
  });

  it('refuses an expired or unknown token, and a locked user', async () => {
    expect((await signIn(await issueLoginToken(testApp.db.app, user, -1))).statusCode).toBe(401);
    expect((await signIn('not-a-token')).statusCode).toBe(401);
    expect((await testApp.app.inject({ method: 'POST', url: login, payload: {} })).json().code).toBe(
      'INVALID_FIELD_IN_BODY',
    );

    await testApp.db.owner
      .updateTable('users')
      .set({ is_locked: true })
      .where('username', '=', 'admin@signin')
      .execute();
    const locked = await signIn(await issueLoginToken(testApp.db.app, user));
    await testApp.db.owner
      .updateTable('users')
      .set({ is_locked: false })
      .where('username', '=', 'admin@signin')
      .execute();
    expect(locked.statusCode).toBe(401);
  });

  it('answers 401 on every protected route without a valid session', async () => {
    const forged = await new SessionTokens('another secret entirely, 32 chars+').sign({
      ...user,
      ...flags,
      isAdmin: true,
    });
    for (const authorization of [undefined, 'Bearer nonsense', `Bearer ${forged}`]) {
      for (const url of [
        '/api/person/persons',
        '/api/person/persons/PER00000001',
        '/api/core/users/current',
      ]) {
        const response = await testApp.app.inject({
          method: 'GET',
          url,
          headers: authorization ? { authorization } : {},
        });
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({
          status: 401,
          code: 'UNAUTHENTICATED',
          message: 'Session has expired',
        });
      }
    }
    expect((await testApp.app.inject({ method: 'GET', url: '/api/core/ping' })).statusCode).toBe(200);
  });
});

describe('session tokens', () => {
  it('renew once five minutes old', async () => {
    const tokens = new SessionTokens('a secret of at least thirty-two characters');
    const session = await tokens.verify(await tokens.sign({ tenant: 't', username: 'u', ...flags }));
    expect(session).toMatchObject({ tenant: 't', username: 'u', isAdmin: false });
    if (!session) return;
    expect(tokens.needsRenewal(session)).toBe(false);
    expect(tokens.needsRenewal(session, Date.now() + 5 * 60 * 1000)).toBe(true);
  });

  it('sign one renewed token for an aged session, answered for a minute while it carries the same rights', async () => {
    const tokens = new SessionTokens('a secret of at least thirty-two characters');
    const session = await tokens.verify(await tokens.sign({ tenant: 't', username: 'u', ...flags }));
    if (!session) throw new Error('the token did not verify');
    const signs = vi.spyOn(tokens, 'sign');
    const now = Date.now() + 6 * 60 * 1000;
    const renewed = await tokens.renew(session, now);
    expect(await tokens.verify(renewed)).toMatchObject({ sid: 's', tenant: 't', username: 'u' });
    expect(await tokens.renew(session, now + 59_000)).toBe(renewed);
    expect(signs).toHaveBeenCalledTimes(1);

    const promoted = await tokens.renew({ ...session, isAdmin: true }, now + 1_000);
    expect(await tokens.verify(promoted)).toMatchObject({ sid: 's', isAdmin: true });
    expect(signs).toHaveBeenCalledTimes(2);
    await tokens.renew({ ...session, isAdmin: true }, now + 61_001);
    expect(signs).toHaveBeenCalledTimes(3);
  });
});
