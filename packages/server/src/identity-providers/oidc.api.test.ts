import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { type DemoOidcProvider, startDemoOidcProvider } from './demo-oidc-provider.ts';
import { saveOidcProvider } from './oidc-settings.ts';
import { signInAtProvider } from './sign-in-at-provider.ts';

const redirectUri = 'http://lessor.test/authentication/login-page';
const credentials = { login: 'ada@sso', password: 'correct horse' };

describeOnEachDatabase('OIDC sign-in on the $name database', (testApp) => {
  let admin: TestClient;
  let provider: DemoOidcProvider;

  const configuration = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/core/oidc/corporate' })).json();
  const login = (payload: Record<string, string>) =>
    testApp.app.inject({ method: 'POST', url: '/api/core/oidc/corporate/login', payload });
  const eventMessages = async (type: string): Promise<unknown[]> =>
    (await admin.request({ method: 'GET', url: `/api/system/system-events?type=${type}` }))
      .json()
      .map((event: { message: unknown }) => event.message);
  const codeFor = async (authorizationUrl: string) => {
    const back = await signInAtProvider(authorizationUrl, credentials);
    return { code: back.searchParams.get('code') ?? '', state: back.searchParams.get('state') ?? '' };
  };

  beforeAll(async () => {
    provider = await startDemoOidcProvider({
      users: [
        { username: credentials.login, password: credentials.password },
        { username: 'nobody@sso', password: 'x' },
      ],
      clients: [{ clientId: 'lessor', redirectUris: [redirectUri], postLogoutRedirectUris: [redirectUri] }],
    });
    admin = await testApp.tenantClient('sso');
    await admin.request({ method: 'POST', url: '/api/core/users', payload: { username: credentials.login } });
    await saveOidcProvider(
      testApp.db.app,
      {
        id: 'corporate',
        tenant: 'sso',
        settings: {
          issuer: provider.issuer,
          clientId: 'lessor',
          redirectUri,
          postLogoutRedirectUri: redirectUri,
        },
      },
      admin.username,
    );
  });
  afterAll(() => provider.close());

  it('signs a user in through the provider with state, nonce and PKCE, and renews by refresh token', async () => {
    const config = await configuration();
    expect(config).toMatchObject({
      oidcId: 'corporate',
      clientId: 'lessor',
      codeChallengeMethod: 'S256',
      redirectUri,
    });
    const authorizationUrl = new URL(config.authorizationUrl);
    expect(authorizationUrl.searchParams.get('code_challenge')).toBe(config.codeChallenge);
    expect(config.logoutUrl).toContain('/session/end');

    const { code, state } = await codeFor(config.authorizationUrl);
    expect(state).toBe(config.state);
    const signedIn = await login({ code, state, nonce: config.nonce, codeVerifier: config.codeVerifier });
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({
      username: credentials.login,
      tenant: 'sso',
      idToken: expect.any(String),
    });
    const authorization = `Bearer ${signedIn.headers.authorization}`;
    const current = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/users/current',
      headers: { authorization },
    });
    expect(current.json()).toMatchObject({ username: credentials.login });
    await expect
      .poll(() => eventMessages('SIGN_IN'))
      .toContain('ada@sso signed in with the identity provider corporate');

    const keepAlive = await testApp.app.inject({
      method: 'GET',
      url: '/api/core/oidc/corporate/keep-alive',
      headers: { authorization },
    });
    expect(keepAlive.statusCode).toBe(204);
    const refreshed = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/oidc/corporate/access-token',
      headers: { authorization },
      payload: { grantType: 'refresh_token' },
    });
    expect(refreshed.statusCode, refreshed.body).toBe(200);
    expect(refreshed.json()).toEqual({
      ssoRefreshTokenIat: expect.any(Number),
      ssoRefreshTokenExpiresIn: expect.any(Number),
    });

    // The same state, even with a fresh code, is refused.
    const replay = await login({ ...(await codeFor(config.authorizationUrl)), state });
    expect(replay.json()).toMatchObject({ status: 401, message: 'Cannot authenticate user with OIDC' });
  });

  it('refuses a wrong nonce, an unknown state, a missing code and a user Lessor does not know', async () => {
    const config = await configuration();
    const { code, state } = await codeFor(config.authorizationUrl);
    expect((await login({ code, state, nonce: 'forged' })).statusCode).toBe(401);
    expect((await login({ code, state: 'never-issued' })).statusCode).toBe(401);
    expect((await login({ state })).statusCode).toBe(401);

    const stranger = await configuration();
    const back = await signInAtProvider(stranger.authorizationUrl, { login: 'nobody@sso', password: 'x' });
    const refused = await login({ code: back.searchParams.get('code') ?? '', state: stranger.state });
    expect(refused.json()).toMatchObject({ code: 'OIDC_LOGIN_FAILED' });
    await expect
      .poll(() => eventMessages('SIGN_IN_FAILED'))
      .toContain('nobody@sso, signed in by the identity provider corporate, is no active user');
  });

  it('keeps the user on the provider page with a wrong password, and answers 404 for an unknown provider', async () => {
    const config = await configuration();
    await expect(
      signInAtProvider(config.authorizationUrl, { ...credentials, password: 'wrong' }),
    ).rejects.toThrow('refused the credentials');
    const unknown = await testApp.app.inject({ method: 'GET', url: '/api/core/oidc/elsewhere' });
    expect(unknown.json()).toMatchObject({ status: 404, code: 'IDENTITY_PROVIDER_NOT_FOUND' });
  });
});
