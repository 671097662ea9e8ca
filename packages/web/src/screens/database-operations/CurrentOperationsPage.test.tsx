// @vitest-environment happy-dom
import { type DatabaseOperation, databaseOperationPaths } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../api/create-api-stub.ts';
import { sessionStore } from '../../api/session-store.ts';
import '../../i18n/i18n.ts';
import { CurrentOperationsPage } from './CurrentOperationsPage.tsx';

const operation = (pid: number, state: string, query: string): DatabaseOperation => ({
  pid,
  user: 'lessor',
  applicationName: 'psql',
  clientAddress: '10.0.0.7',
  state,
  waitEvent: state === 'active' ? 'Timeout: PgSleep' : 'Client: ClientRead',
  queryStart: '2026-03-01T09:00:00.000Z',
  durationMs: 125_000,
  query,
  backendType: 'client backend',
});

let superAdmin = true;
const api = createApiStub((call) => {
  if (!superAdmin) return { status: 403, body: { status: 403, code: 'FORBIDDEN', message: 'Forbidden' } };
  if (call.method === 'GET' && call.path === databaseOperationPaths.list)
    return { body: [operation(4242, 'active', 'select pg_sleep(600)'), operation(77, 'idle', 'commit')] };
  if (call.method === 'POST' && call.path === databaseOperationPaths.cancel(4242))
    return { body: { pid: 4242, cancelled: true } };
  return undefined;
});

beforeEach(() => {
  superAdmin = true;
  sessionStore.set('a session');
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const renderPage = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <CurrentOperationsPage />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the current database operations', () => {
  it('shows each backend under labelled columns, and cancels a running query once confirmed', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Database backends' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Process id',
      'User',
      'Application',
      'Client address',
      'Status',
      'Waiting for',
      'Started at',
      'Duration',
      'Query',
      'Actions',
    ]);
    const [, running, idle] = within(table).getAllByRole('row') as HTMLElement[];
    expect(within(running as HTMLElement).getByText('2 min 5 s')).toBeDefined();
    // An idle backend runs no query to cancel.
    expect(within(idle as HTMLElement).queryByRole('button')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel the query of backend 4242' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel the query' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.method === 'POST' && call.path.endsWith('/4242/cancel'))).toBe(
        true,
      ),
    );
  });

  it('tells one who is no super admin why, without asking again', async () => {
    superAdmin = false;
    const before = api.calls.length;
    renderPage();
    expect(
      await screen.findByText(
        "Only super admins see the database's operations: its sessions run every tenant's queries.",
      ),
    ).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Refresh' })).toBeNull();
    expect(api.calls.length - before).toBe(1);
  });
});
