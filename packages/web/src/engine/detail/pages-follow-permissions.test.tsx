// @vitest-environment happy-dom
import { apiPaths, type ListKpis } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedCall } from '../../api/create-api-stub.ts';
import { LocaleProviders } from '../../shell/LocaleProviders.tsx';
import { theme } from '../../shell/theme.ts';
import { EntityListPage } from '../list/EntityListPage.tsx';
import {
  prepareSimulatedDom,
  renderDetailPage,
  seriousViolations,
  stubServer,
} from './every-entity-page-kit.tsx';

prepareSimulatedDom();

const persons = findEntity('Person');
const contracts = findEntity('Contract');
if (!persons || !contracts) throw new Error('Person and Contract are declared');

/** A clerk who may read contracts and nothing else; the server as the pages call it. */
function clerkServer(permissions: Record<string, boolean> = { 'read /api/financing/contracts': true }) {
  const calls: StubbedCall[] = [];
  const api = createApiStub((call) => {
    calls.push(call);
    if (call.path === apiPaths.userConfiguration) return { body: { userPermissions: permissions } };
    // A list's KPI strip reads its figures beside the rows.
    if (call.path.endsWith('/kpis'))
      return { body: { count: 0, countIsLimited: false, statuses: [], sums: [] } satisfies ListKpis };
    return call.method === 'GET' ? { body: [] } : undefined;
  });
  vi.stubGlobal('fetch', api.fetch);
  return calls;
}

function renderListPage(entity: NonNullable<typeof persons>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter([
    {
      path: '*',
      element: (
        <LocaleProviders>
          <main>
            <EntityListPage entity={entity} />
          </main>
        </LocaleProviders>
      ),
    },
  ]);
  return render(
    <MantineProvider theme={theme}>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('pages follow the permissions of a user who is no admin', () => {
  it('tells a user who may not read persons which permission the list needs, and asks nothing of the list', async () => {
    const calls = clerkServer();
    const { container } = renderListPage(persons);
    expect(await screen.findByText("Permission 'read /api/person/persons' is required")).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Persons');
    expect(calls.some((call) => call.path === persons.apiPath)).toBe(false);
    expect(await seriousViolations(container)).toEqual([]);
  });

  it('lists what they may read, without Add when they may not write it', async () => {
    clerkServer();
    renderListPage(contracts);
    expect(await screen.findByRole('heading', { level: 1, name: 'Contracts' })).toBeTruthy();
    await waitFor(() => expect(screen.queryByText(/Permission '/)).toBeNull());
    expect(screen.queryByRole('link', { name: 'Add' })).toBeNull();
  });

  it('offers Add to one who may write', async () => {
    clerkServer({ 'read all': true, 'write /api/financing/contracts': true });
    renderListPage(contracts);
    expect(await screen.findByRole('link', { name: 'Add' })).toBeTruthy();
  });

  it('tells them a record page needs its read permission, rather than that the record is not found', async () => {
    clerkServer();
    renderDetailPage(persons, 'PER00000001');
    expect(await screen.findByText("Permission 'read /api/person/persons' is required")).toBeTruthy();
    expect(screen.queryByText(/not found/)).toBeNull();
  });

  it('refuses a new record to one who may not write, and shows a saved one read-only', async () => {
    clerkServer();
    renderDetailPage(contracts, undefined);
    expect(await screen.findByText("Permission 'write /api/financing/contracts' is required")).toBeTruthy();
  });
});

describe('a record page of a reader who may not write', () => {
  it('shows the record without Save, its fields read-only', async () => {
    const { api } = stubServer(contracts);
    const stubbed = api.fetch;
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input).includes(apiPaths.userConfiguration)
        ? Promise.resolve(Response.json({ userPermissions: { 'read all': true } }))
        : stubbed(input, init),
    );
    renderDetailPage(contracts, 'CON00000001');
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 10_000 })).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Save' })).toBeNull());
  });
});
