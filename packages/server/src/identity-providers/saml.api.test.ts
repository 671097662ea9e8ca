import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeOnEachDatabase, type TestClient } from '../testing/index.ts';
import { type DemoSamlIdp, startDemoSamlIdp } from './demo-saml-idp.ts';
import { saveSamlProvider } from './saml-settings.ts';

const callbackUrl = 'http://lessor.test/api/core/saml/corporate/assertion';
const redirectUri = 'http://lessor.test/authentication/login-page';
const issuer = 'lessor-test';

/** Plays the browser at the identity provider: its page, its form, and the response it posts back. */
async function samlResponseFor(
  loginUrl: string,
  username: string,
  password: string,
): Promise<string | undefined> {
  const page = await fetch(loginUrl);
  const html = await page.text();
  const hidden = (name: string) => new RegExp(`name="${name}" value="([^"]*)"`).exec(html)?.[1] ?? '';
  const posted = await fetch(new URL('/sso', loginUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      SAMLRequest: hidden('SAMLRequest'),
      RelayState: hidden('RelayState'),
      username,
      password,
    }),
  });
  return /name="SAMLResponse" value="([^"]*)"/.exec(await posted.text())?.[1];
}

describeOnEachDatabase('SAML sign-in on the $name database', (testApp) => {
  let admin: TestClient;
  let idp: DemoSamlIdp;

  const loginUrl = async () =>
    (await testApp.app.inject({ method: 'GET', url: '/api/core/saml/corporate' })).json().loginUrl as string;
  const consume = (SAMLResponse: string) =>
    testApp.app.inject({
      method: 'POST',
      url: '/api/core/saml/corporate/assertion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ SAMLResponse }).toString(),
    });

  beforeAll(async () => {
    idp = await startDemoSamlIdp({
      users: [{ username: 'grace@saml', password: 'secret' }],
      serviceProvider: { entityId: issuer, assertionConsumerUrl: callbackUrl },
    });
    admin = await testApp.tenantClient('saml');
    await admin.request({ method: 'POST', url: '/api/core/users', payload: { username: 'grace@saml' } });
    await saveSamlProvider(
      testApp.db.app,
      {
        id: 'corporate',
        tenant: 'saml',
        settings: { entryPoint: idp.entryPoint, idpCert: idp.certificate, issuer, callbackUrl, redirectUri },
      },
      admin.username,
    );
  });
  afterAll(() => idp.close());

  it('checks the signed response and hands the browser a one-time token for the sign-in page', async () => {
    const response = await samlResponseFor(await loginUrl(), 'grace@saml', 'secret');
    expect(response).toBeTruthy();
    const consumed = await consume(response ?? '');
    expect(consumed.statusCode, consumed.body).toBe(303);
    const back = new URL(consumed.headers.location as string);
    expect(back.origin + back.pathname).toBe(redirectUri);
    expect(back.searchParams.get('saml')).toBe('corporate');
    expect(back.searchParams.get('nameId')).toBe('grace@saml');
    const signIn = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/auth/token/login',
      payload: { token: back.searchParams.get('token') },
    });
    expect(signIn.json()).toMatchObject({ username: 'grace@saml', tenant: 'saml' });

    // The same response again answers no request any more.
    expect((await consume(response ?? '')).json()).toMatchObject({ status: 401, code: 'SAML_LOGIN_FAILED' });
  });

  it('refuses a tampered response and wrong credentials', async () => {
    const response = await samlResponseFor(await loginUrl(), 'grace@saml', 'secret');
    const xml = Buffer.from(response ?? '', 'base64')
      .toString()
      .replace('grace@saml', 'admin@saml');
    expect((await consume(Buffer.from(xml).toString('base64'))).json()).toMatchObject({
      code: 'SAML_LOGIN_FAILED',
    });
    expect(await samlResponseFor(await loginUrl(), 'grace@saml', 'wrong')).toBeUndefined();
    const missing = await testApp.app.inject({
      method: 'POST',
      url: '/api/core/saml/corporate/assertion',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'other=1',
    });
    expect(missing.json()).toMatchObject({ status: 400, code: 'MISSING_FIELD_IN_BODY' });
  });
});
