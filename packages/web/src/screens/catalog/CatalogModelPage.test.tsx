// @vitest-environment happy-dom
import type { CatalogModel, RegressorAnswer } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useParams } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { CatalogModelPage } from './CatalogModelPage.tsx';

const cascadia: CatalogModel = {
  id: '2501',
  name: 'Cascadia',
  manufacturer: { id: '450', name: 'Freightliner' },
  category: { id: 'trucks', name: 'Trucks' },
  subCategory: { id: 'trucks.truck-tractor', name: 'Truck-Tractor' },
  yearFrom: 2001,
  yearTo: null,
  parameters: { bodyClass: 'Truck-Tractor', vehicleTypes: ['Truck'] },
  unitPrice: null,
  currency: null,
  taxCode: null,
  source: 'builtin',
};

/** The trucks' curves: three around the reference usage without one, else the one asked. */
function curves(usage: string | null): RegressorAnswer {
  const curve = (each: number, shares: number[]) => ({
    usage: each,
    points: shares.map((share, index) => ({ ageMonths: index * 12, share })),
  });
  return {
    modelName: 'Cascadia',
    manufacturerName: 'Freightliner',
    year: null,
    model: cascadia,
    category: { id: 'trucks', name: 'Trucks' },
    usageUnit: 'km',
    ageMonths: null,
    parametersSource: 'default',
    curves:
      usage === null
        ? [curve(50_000, [1, 0.87]), curve(100_000, [1, 0.85]), curve(150_000, [1, 0.82])]
        : [curve(Number(usage), [1, 0.8])],
  };
}

const api = createApiStub((call) => {
  if (call.path === '/api/external/lectura/models/2501') return { body: cascadia };
  if (call.path === '/api/external/lectura/v2/regressor') return { body: curves(call.query.get('usage')) };
  if (call.method === 'POST' && call.path === '/api/script/runs/lectura-to-asset')
    return {
      body: {
        name: 'Freightliner Cascadia',
        manufacturer: 'Freightliner',
        model: 'Cascadia',
        paramsCatalog: { modelId: '2501' },
      },
    };
  if (call.method === 'POST' && call.path === '/api/asset/assets')
    return { status: 201, body: { registration: 'AST00000042', ...(call.body as object) } };
  return undefined;
});

function AssetPage() {
  return <p>Asset {useParams().id}</p>;
}

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider>
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/catalog/lectura/models/2501']}>
          <Routes>
            <Route path="/catalog/:name/models/:modelId" element={<CatalogModelPage />} />
            <Route path="/asset/:id" element={<AssetPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

beforeEach(() => vi.stubGlobal('fetch', api.fetch));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  api.calls.length = 0;
});

describe("a catalogue model's page", () => {
  it('shows the reference curve, and its values for the price typed in', async () => {
    renderPage();
    expect(await screen.findByRole('heading', { name: 'Freightliner Cascadia', level: 1 })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Residual values' });
    // The middle of the three curves: the reference usage.
    await waitFor(() => expect(within(table).getAllByRole('row')[2]?.textContent).toBe('1285%'));
    fireEvent.change(screen.getByRole('textbox', { name: 'New price' }), { target: { value: '120000' } });
    await waitFor(() => expect(within(table).getAllByRole('row')[2]?.textContent).toBe('1285%€102,000.00'));
  });

  it('draws the curve of the yearly usage typed in', async () => {
    renderPage();
    await screen.findByRole('table', { name: 'Residual values' });
    fireEvent.change(screen.getByRole('textbox', { name: 'Yearly usage (km)' }), {
      target: { value: '200000' },
    });
    await waitFor(() => expect(api.calls.some((call) => call.query.get('usage') === '200000')).toBe(true));
    const table = screen.getByRole('table', { name: 'Residual values' });
    await waitFor(() => expect(within(table).getAllByRole('row')[2]?.textContent).toBe('1280%'));
  });

  it('creates the asset from the catalogue data with the price typed in, then opens it', async () => {
    renderPage();
    await screen.findByRole('heading', { name: 'Freightliner Cascadia', level: 1 });
    fireEvent.change(screen.getByRole('textbox', { name: 'New price' }), { target: { value: '120000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create asset' }));
    expect(await screen.findByText('Asset AST00000042')).toBeTruthy();
    const posts = api.calls.filter((call) => call.method === 'POST');
    expect(posts.map((call) => call.path)).toEqual([
      '/api/script/runs/lectura-to-asset',
      '/api/asset/assets',
    ]);
    expect(posts[0]?.body).toEqual(cascadia);
    expect(posts[1]?.body).toEqual({
      name: 'Freightliner Cascadia',
      manufacturer: 'Freightliner',
      model: 'Cascadia',
      paramsCatalog: { modelId: '2501' },
      unitPrice: 120_000,
    });
  });
});
