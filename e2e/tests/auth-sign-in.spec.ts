import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility.ts';
import { totpCode } from './totp-code.ts';

test.describe.configure({ mode: 'serial' });

const loginPage = '/authentication/login-page';

/** The session a signed-in page holds, to call the API as that user. */
const sessionOf = (page: Page) => page.evaluate(() => localStorage.getItem('lessor.session'));

test('signs in through the real OIDC provider, typing the credentials on its page', async ({
  page,
  baseURL,
}) => {
  await page.goto(`${loginPage}?redirect=%2Fpersons`);
  await expectNoSeriousViolations(page);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();

  // The provider's own page, on another port.
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
  expect(page.url().startsWith(baseURL ?? '')).toBe(false);
  await page.getByPlaceholder('Enter any login').fill('admin@demo');
  await page.getByPlaceholder('and password').fill('wrong');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByPlaceholder('and password')).toBeVisible();
  await page.getByPlaceholder('Enter any login').fill('admin@demo');
  await page.getByPlaceholder('and password').fill('demo');
  await page.getByRole('button', { name: 'Sign-in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  expect(page.url()).not.toMatch(/code=|state=/);
  await expect(page.getByText('admin@demo')).toBeVisible();

  // Signing out ends the provider's session too, on its own page, which sends the user back.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/session\/end/);
  await page.getByRole('button', { name: /Yes/ }).click();
  await expect(page).toHaveURL(/\/authentication\/login-page/);
  await expect(page.getByRole('button', { name: 'Sign in with SSO' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await expect(page.getByPlaceholder('Enter any login')).toBeVisible();
});

test('refuses a return from the provider whose state was never issued here', async ({ page }) => {
  await page.goto(`${loginPage}?code=stolen&state=forged`);
  await expect(page.getByRole('button', { name: 'Sign in with SSO' })).toBeVisible();
  expect(await sessionOf(page)).toBeNull();
});

test('signs a user with MFA in by token, then the TOTP code; signing out ends the session', async ({
  browser,
  page,
  request,
}) => {
  // The administrator, signed in by SSO, creates a user and hands out a sign-in token.
  await page.goto(loginPage);
  await page.getByRole('button', { name: 'Sign in with SSO' }).click();
  await page.getByPlaceholder('Enter any login').fill('admin@demo');
  await page.getByPlaceholder('and password').fill('demo');
  await page.getByRole('button', { name: 'Sign-in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  const admin = { authorization: `Bearer ${await sessionOf(page)}` };
  const username = `mfa${Date.now()}@demo`;
  expect(
    (await request.post('/api/core/users', { headers: admin, data: { username, isAdmin: true } })).status(),
  ).toBe(201);
  const tokenFor = async () =>
    (await (await request.post(`/api/core/users/${username}/login-token`, { headers: admin })).json())
      .token as string;

  // The new user enrols an authenticator application.
  const first = await request.post('/api/core/auth/token/login', { data: { token: await tokenFor() } });
  const user = { authorization: `Bearer ${first.headers().authorization}` };
  const { secret } = await (await request.post('/api/core/users/current/totp', { headers: user })).json();
  const activated = await request.post('/api/core/users/current/totp/activate', {
    headers: user,
    // The previous step's code: a code is good once, and the current one signs in below.
    data: { code: totpCode(secret, Date.now() - 30_000) },
  });
  expect(activated.status()).toBe(200);

  const mfaPage = await (await browser.newContext()).newPage();
  await mfaPage.goto(`${loginPage}?token=${await tokenFor()}`);
  await expect(mfaPage.getByLabel('Authentication code')).toBeVisible();
  expect(mfaPage.url()).not.toContain('token=');
  await expectNoSeriousViolations(mfaPage);
  await mfaPage.getByLabel('Authentication code').fill('000000');
  await mfaPage.getByRole('button', { name: 'Verify' }).click();
  await expect(mfaPage.getByText('Invalid authentication code')).toBeVisible();
  await mfaPage.getByLabel('Authentication code').fill(totpCode(secret));
  await mfaPage.getByRole('button', { name: 'Verify' }).click();
  await expect(mfaPage.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  await expect(mfaPage.getByText(username)).toBeVisible();

  const session = { authorization: `Bearer ${await sessionOf(mfaPage)}` };
  await mfaPage.getByRole('button', { name: 'Sign out' }).click();
  await expect(mfaPage).toHaveURL(/\/authentication\/login-page/);
  await expect
    .poll(async () => (await request.get('/api/core/users/current', { headers: session })).status())
    .toBe(401);
  await mfaPage.context().close();
});

test('signs in through the real SAML identity provider, typing the credentials on its page', async ({
  page,
}) => {
  await page.goto(`${loginPage}?redirect=%2Fpersons`);
  await page.getByRole('button', { name: 'Sign in with SAML' }).click();
  await page.getByLabel('Username').fill('admin@demo');
  await page.getByLabel('Password').fill('wrong');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid username or password');
  await page.getByLabel('Username').fill('admin@demo');
  await page.getByLabel('Password').fill('demo');
  await page.getByRole('button', { name: 'Sign in' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Persons' })).toBeVisible();
  expect(page.url()).not.toMatch(/token=|saml=|nameId=/);
  await expect(page.getByText('admin@demo')).toBeVisible();
});
