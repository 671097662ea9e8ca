import * as client from 'openid-client';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DemoOidcProvider, startDemoOidcProvider } from '../identity-providers/demo-oidc-provider.ts';
import { saveOidcProvider } from '../identity-providers/oidc-settings.ts';
import { signInAtProvider } from '../identity-providers/sign-in-at-provider.ts';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';

const lessorRedirect = 'http://lessor.test/authentication/login-page';
const otherRedirect = 'http://other.test/callback';
const lessorClient = { clientId: 'lessor', clientSecret: 'lessor-client-secret' };
const credentials = { login: 'ada@sso', password: 'correct horse' };

describeOnEachDatabase('Sign-in by OIDC access token on the $name database', (testApp) => {
  let admin: TestClient;
  let provider: DemoOidcProvider;

  /** An access token for the user, issued by the provider to `clientId`, as that application gets it. */
  const accessTokenOf = async (clientId: string, redirectUri: string, clientSecret?: string) => {
    const config = await client.discovery(
      new URL(provider.issuer),
      clientId,
      clientSecret,
      clientSecret ? client.ClientSecretPost(clientSecret) : client.None(),
      { execute: [client.allowInsecureRequests] },
    );
    const verifier = client.randomPKCECodeVerifier();
    const state = client.randomState();
    const authorizationUrl = client.buildAuthorizationUrl(config, {
      redirect_uri: redirectUri,
      scope: 'openid email',
      state,
      code_challenge: await client.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
    });
    const back = await signInAtProvider(authorizationUrl.href, credentials);
    const tokens = await client.authorizationCodeGrant(config, back, {
      pkceCodeVerifier: verifier,
      expectedState: state,
    });
    return tokens.access_token;
  };
  const login = (accessToken: string) =>
    testApp.app.inject({ method: 'POST', url: '/api/core/oidc/corporate/login', payload: { accessToken } });
  const sessionsOfUser = async () =>
    (
      await testApp.db.app
        .selectFrom('auth_sessions')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .where('username', '=', credentials.login)
        .executeTakeFirstOrThrow()
    ).count;

  beforeAll(async () => {
    provider = await startDemoOidcProvider({
      users: [credentials.login].map((username) => ({ username, password: credentials.password })),
      clients: [
        { ...lessorClient, redirectUris: [lessorRedirect] },
        { clientId: 'other-application', redirectUris: [otherRedirect] },
      ],
    });
    admin = await testApp.tenantClient('sso');
    const created = await admin.request({
      method: 'POST',
      url: '/api/core/users',
      payload: { username: credentials.login },
    });
    expect(created.statusCode, created.body).toBe(201);
    await saveOidcProvider(
      testApp.db.app,
      {
        id: 'corporate',
        tenant: 'sso',
        settings: { issuer: provider.issuer, ...lessorClient, redirectUri: lessorRedirect },
      },
      admin.username,
    );
  });
  afterAll(() => provider.close());

  it('refuses an access token the provider issued to another application, and opens no session', async () => {
    const token = await accessTokenOf('other-application', otherRedirect);
    const before = await sessionsOfUser();
    const refused = await login(token);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ status: 401, code: 'OIDC_LOGIN_FAILED' });
    expect(refused.headers.authorization).toBeUndefined();
    expect(await sessionsOfUser()).toBe(before);
  });

  it('refuses a token the provider does not know', async () => {
    const before = await sessionsOfUser();
    expect((await login('not-a-token-of-this-provider')).json()).toMatchObject({
      code: 'OIDC_LOGIN_FAILED',
    });
    expect(await sessionsOfUser()).toBe(before);
  });

  it('signs the user in with an access token issued to the configured client', async () => {
    const token = await accessTokenOf(lessorClient.clientId, lessorRedirect, lessorClient.clientSecret);
    const signedIn = await login(token);
    expect(signedIn.statusCode, signedIn.body).toBe(200);
    expect(signedIn.json()).toMatchObject({ username: credentials.login, tenant: 'sso' });
    expect(signedIn.headers.authorization).toEqual(expect.any(String));
  });
});
