// @vitest-environment happy-dom
import { apiPaths, type User, type UserSignIn, userSignInsPath } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { createApiStub } from '../../api/create-api-stub.ts';
import { UserPage } from './UserPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const flags = { isAdmin: false, isMainAdmin: false, isSuperAdmin: false, canImpersonate: false };
const person = (username: string, changes: Partial<User> = {}): User => ({
  username,
  tenant: 'demo',
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: null,
  mobile: null,
  locale: 'en-EU',
  profiles: ['CLIENT'],
  personRegistration: null,
  partnerRegistration: null,
  orgaRegistration: null,
  isLocked: false,
  hasActivatedMfa: true,
  lastLoginDate: null,
  isNotificationsDisabled: false,
  ...flags,
  ...changes,
});

/** The page at `/user/ada%2Elovelace%40demo`, seen by an admin who is no super admin. */
function renderUserPage(signIns: UserSignIn[] = []) {
  let stored = person('ada.lovelace@demo');
  const api = createApiStub((call) => {
    if (call.path === apiPaths.currentUser) return { body: person('admin@demo', { isAdmin: true }) };
    if (call.path === apiPaths.userConfiguration) return { body: { userPermissions: {} } };
    if (call.path === userSignInsPath('ada.lovelace@demo')) return { body: signIns };
    if (decodeURIComponent(call.path) !== `${apiPaths.users}/ada.lovelace@demo`) return undefined;
    if (call.method === 'PATCH') stored = { ...stored, ...(call.body as Partial<User>) };
    return { body: stored };
  });
  vi.stubGlobal('fetch', api.fetch);
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/user/ada%2Elovelace%40demo']}>
          <Routes>
            <Route path="/user/:username" element={<UserPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return api;
}

describe("a user's page", () => {
  it('offers the flags the viewer holds, and saves only the fields changed', async () => {
    const api = renderUserPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'ada.lovelace@demo' })).toBeTruthy();
    await screen.findByRole('checkbox', { name: 'Is admin' });
    expect(screen.queryByRole('checkbox', { name: 'Is super admin' })).toBeNull();
    expect(screen.queryByRole('checkbox', { name: 'Can impersonate' })).toBeNull();

    fireEvent.change(screen.getByLabelText('Mobile'), { target: { value: '+33612345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(api.calls.some((call) => call.method === 'PATCH')).toBe(true));
    expect(api.calls.filter((call) => call.method === 'PATCH').map((call) => call.body)).toEqual([
      { mobile: '+33612345678' },
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Lock' }));
    expect(await screen.findByRole('button', { name: 'Unlock' })).toBeTruthy();
    expect(api.calls.filter((call) => call.method === 'PATCH').at(-1)?.body).toEqual({ isLocked: true });

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });

  it('lists the latest sign-ins and refused sign-ins: when, how, and the outcome', async () => {
    const api = renderUserPage([
      {
        registration: 'SEV00000009',
        date: '2026-03-02T09:15:00.000Z',
        outcome: 'SIGNED_IN',
        how: 'a TOTP code',
      },
      {
        registration: 'SEV00000008',
        date: '2026-03-02T09:14:00.000Z',
        outcome: 'REFUSED',
        how: 'gave a wrong TOTP code',
      },
    ]);
    const card = await screen.findByRole('region', { name: 'Sign-in history' });
    const table = await within(card).findByRole('table', { name: 'Sign-ins' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(1)
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['a TOTP code', 'Signed in'],
      ['gave a wrong TOTP code', 'Refused'],
    ]);
    expect(within(rows[0] as HTMLElement).getAllByRole('cell')[0]?.textContent).toMatch(/2026/);
    const asked = api.calls.find((call) => call.path === userSignInsPath('ada.lovelace@demo'));
    expect(asked?.query.get('range')).toBe('0-19');
  });

  it('says when the user never signed in', async () => {
    renderUserPage([]);
    const card = await screen.findByRole('region', { name: 'Sign-in history' });
    expect(await within(card).findByText('No sign-in yet')).toBeTruthy();
  });
});
