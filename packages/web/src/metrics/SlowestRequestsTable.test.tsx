// @vitest-environment happy-dom
import { metricPaths, type RequestTimings } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../api/create-api-stub.ts';
import { sessionStore } from '../api/session-store.ts';
import '../i18n/i18n.ts';
import { SlowestRequestsTable } from './SlowestRequestsTable.tsx';

let timings: RequestTimings;
const api = createApiStub((call) =>
  call.method === 'GET' && call.path === metricPaths.requests ? { body: timings } : undefined,
);

beforeEach(() => {
  sessionStore.set('a session');
  vi.stubGlobal('fetch', api.fetch);
});
afterEach(() => {
  cleanup();
  sessionStore.clear();
  vi.unstubAllGlobals();
});

const renderTable = () =>
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <SlowestRequestsTable />
      </QueryClientProvider>
    </MantineProvider>,
  );

describe('the slowest requests', () => {
  it('shows each route with its count and durations, under labelled columns', async () => {
    timings = {
      since: '2026-03-01T08:00:00.000Z',
      routes: [
        { method: 'GET', route: '/api/person/persons', count: 12, p50Ms: 8.5, p95Ms: 240, maxMs: 310.2 },
        { method: 'PUT', route: '/api/financing/contracts/:id', count: 3, p50Ms: 20, p95Ms: 45, maxMs: 50 },
      ],
    };
    renderTable();
    const table = await screen.findByRole('table', { name: 'Slowest requests' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers).toEqual(['Route', 'Requests', 'Median', '95th percentile', 'Longest']);
    const [, first] = within(table).getAllByRole('row');
    expect(
      within(first as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['GET /api/person/persons', '12', '8.5 ms', '240 ms', '310.2 ms']);
    expect(api.calls.at(-1)?.query.get('limit')).toBe('20');
  });

  it('says when no request was counted yet', async () => {
    timings = { since: '2026-03-01T08:00:00.000Z', routes: [] };
    renderTable();
    expect(await screen.findByText('No request counted yet.')).toBeTruthy();
  });
});
