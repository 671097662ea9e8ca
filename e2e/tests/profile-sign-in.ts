import { profilesPermissionsDocument, profilesScreensDocument } from '@lessor/domain/permissions';
import { type Browser, expect, type Page } from '@playwright/test';
import { callApi } from './detail-records.ts';

/**
 * A user of a new profile holding `permissions` (the tenant's other profiles kept), signed in with a
 * sign-in link in a browser of their own; `screens` also restricts the profile to those screens.
 */
export async function signInWithProfile(
  shell: Page,
  browser: Browser,
  profile: string,
  permissions: string[],
  screens?: string[],
): Promise<{ page: Page; close(): Promise<void> }> {
  await shell.goto('/persons');
  const grant = async (document: string, value: unknown) => {
    const path = `/api/core/configuration-documents/${document}`;
    const current = await callApi(shell, 'GET', path);
    const kept = current.status === 200 ? (current.body as { value: Record<string, unknown> }).value : {};
    const written = await callApi(shell, 'PUT', path, { value: { ...kept, [profile]: value } });
    expect(written.status, JSON.stringify(written.body)).toBe(200);
  };
  await grant(profilesPermissionsDocument, permissions);
  if (screens) await grant(profilesScreensDocument, screens);
  const username = `${profile.toLowerCase()}-${Date.now()}@demo`;
  const created = await callApi(shell, 'POST', '/api/core/users', { username, profiles: [profile] });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  const link = await callApi(shell, 'POST', `/api/core/users/${encodeURIComponent(username)}/login-token`);
  expect(link.status, JSON.stringify(link.body)).toBe(201);
  const context = await browser.newContext({ baseURL: new URL(shell.url()).origin });
  const page = await context.newPage();
  await page.goto((link.body as { url: string }).url);
  await page.waitForURL((url) => !url.pathname.startsWith('/authentication'), { timeout: 30_000 });
  return { page, close: () => context.close() };
}
