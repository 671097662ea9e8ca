// @vitest-environment happy-dom
import type { UserNotification } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../api/create-api-stub.ts';
import { sessionStore } from '../api/session-store.ts';
import '../i18n/i18n.ts';
import { NotificationBell } from '../shell/NotificationBell.tsx';
import { NotificationsPage } from './NotificationsPage.tsx';

const notification = (
  id: string,
  title: string,
  readAt: string | null,
  link: string | null,
): UserNotification => ({
  id,
  createdAt: '2026-03-01T09:00:00.000Z',
  level: 'success',
  title,
  message: `${title} done`,
  link,
  readAt,
});

let stored: UserNotification[] = [];
const api = createApiStub((call) => {
  if (call.method === 'GET' && call.path === '/api/notification/notifications')
    return { body: { notifications: stored, unread: stored.filter((n) => n.readAt === null).length } };
  if (call.method === 'POST' && call.path === '/api/notification/notifications/read') {
    stored = stored.map((n) => ({ ...n, readAt: n.readAt ?? '2026-03-01T10:00:00.000Z' }));
    return { body: { unread: 0 } };
  }
  return undefined;
});

beforeEach(() => {
  sessionStore.set('a session');
  stored = [
    notification('n2', 'Import', null, '/persons'),
    notification('n1', 'Export', '2026-03-01T09:30:00.000Z', null),
  ];
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const renderWithApp = (children: React.ReactNode) =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>{children}</MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the notification centre', () => {
  it("names the bell after the unread count and links it to the user's notifications", async () => {
    renderWithApp(<NotificationBell />);
    const bell = await screen.findByRole('link', { name: 'Notifications, 1 unread' });
    expect(bell.getAttribute('href')).toBe('/notifications');
  });

  it("lists the server's notifications with their links, and marks them all read", async () => {
    renderWithApp(<NotificationsPage />);
    expect(await screen.findByText('Import done')).toBeTruthy();
    expect(screen.getByText('Export done')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open' }).getAttribute('href')).toBe('/persons');
    expect(screen.getByText('1 unread')).toBeTruthy();
    expect(screen.getByText('No notification since this page was opened.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() => expect(screen.getByText('0 unread')).toBeTruthy());
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ all: true });
  });
});
