// @vitest-environment happy-dom
import { findEntity } from '@lessor/domain/entities';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../api/create-api-stub.ts';
import { expectDetailPage, prepareSimulatedDom, renderDetailPage } from './every-entity-page-kit.tsx';

prepareSimulatedDom();

const contract = findEntity('Contract');
if (!contract) throw new Error('Contract is declared');

const names: Record<string, string> = {
  PER00000001: 'Ada Lovelace',
  PER00000002: 'Grace Hopper',
  AST00000001: 'Renault Master L2H2',
};

const saved = {
  _id: '0f8fad5b-d9cb-469f-a165-70867728950e',
  _version: 2,
  _insertDate: '2026-01-05T09:00:00.000Z',
  _insertUser: 'admin',
  _updateDate: '2026-01-06T09:00:00.000Z',
  _updateUser: 'admin',
  registration: 'CTR00000001',
  name: 'Van lease',
  status: 'DRAFT',
  currency: 'EUR',
  clientRegistration: 'PER00000001',
  persons: [
    { role: 'CLIENT', personRegistration: 'PER00000001' },
    { role: 'PARTNER', personRegistration: 'PER00000002' },
  ],
  assets: [{ assetRegistration: 'AST00000001', quantity: 1 }],
};

const history = {
  _id: 'h1',
  registration: 'HIS00000001',
  entityName: 'Contract',
  entityRegistration: 'CTR00000001',
  type: 'UPDATE',
  username: 'clerk@demo',
  date: '2026-01-06T09:00:00.000Z',
  changes: [
    { field: 'clientRegistration', from: 'PER00000002', to: 'PER00000001' },
    { field: 'financedAmountExclTax', from: '1000', to: '1200.5' },
    { field: 'rate', to: '0.045' },
    { field: 'startDate', to: '2026-03-15T00:00:00.000Z' },
    { field: 'frequency', to: 'QUARTERLY' },
    { field: 'persons', to: JSON.stringify([{ role: 'PARTNER', personRegistration: 'PER00000002' }]) },
  ],
};

/** The server a contract's page calls: the record, its history, and the names of what it names. */
function contractServer() {
  return createApiStub((call) => {
    if (call.method !== 'GET') return { body: [] };
    if (call.path === `${contract?.apiPath}/CTR00000001`) return { body: saved };
    if (call.path === '/api/core/histories') return { body: [history] };
    const registrations = call.query.get('registration')?.split(',');
    if (registrations && call.query.get('projection') === 'registration,name')
      return {
        body: registrations
          .filter((registration) => registration in names)
          .map((registration) => ({ registration, name: names[registration] })),
      };
    return { body: [] };
  });
}

describe("a record's page names the records it names", () => {
  it('shows the persons and assets of its cards by name, each linked, asking each name once', async () => {
    const api = contractServer();
    vi.stubGlobal('fetch', api.fetch);
    const { container } = renderDetailPage(contract, 'CTR00000001');
    await expectDetailPage(container);
    const persons = await screen.findByRole('table', { name: 'Persons' });
    const ada = await within(persons).findByRole('link', { name: 'Ada Lovelace (PER00000001)' });
    expect(ada.getAttribute('href')).toBe('/person/PER00000001');
    expect(within(persons).getByRole('link', { name: 'Grace Hopper (PER00000002)' })).toBeTruthy();
    const assets = await screen.findByRole('table', { name: 'Assets' });
    expect(
      await within(assets).findByRole('link', { name: 'Renault Master L2H2 (AST00000001)' }),
    ).toBeTruthy();
    // Cards mount one after another: each batch of names is one call, and no name is asked twice.
    const asked = api.calls
      .filter((call) => call.query.get('projection') === 'registration,name')
      .flatMap((call) =>
        (call.query.get('registration') ?? '').split(',').map((value) => `${call.path} ${value}`),
      );
    expect(asked.sort()).toEqual([
      '/api/asset/assets AST00000001',
      '/api/person/persons PER00000001',
      '/api/person/persons PER00000002',
    ]);
  });

  it('shows its history with labels, formatted values and names', async () => {
    vi.stubGlobal('fetch', contractServer().fetch);
    const { container } = renderDetailPage(contract, 'CTR00000001');
    await expectDetailPage(container);
    const card = await screen.findByRole('region', { name: 'History' }, { timeout: 10_000 });
    const entry = await within(card).findByRole('list');
    await waitFor(() =>
      expect(entry.textContent).toContain('Client: Grace Hopper (PER00000002) → Ada Lovelace (PER00000001)'),
    );
    expect(entry.textContent).toContain('Financed amount excl. tax: €1,000.00 → €1,200.50');
    expect(entry.textContent).toContain('Rate: — → 4.5%');
    expect(entry.textContent).toContain('Start date: — → ');
    expect(entry.textContent).toContain('Frequency: — → Quarterly');
    expect(entry.textContent).toContain('Persons: — → Role: Partner, Person: Grace Hopper (PER00000002)');
    expect(entry.textContent).not.toContain('{');
  });

  it('titles a prospect saved without a name by its first and last name, never blank', async () => {
    const prospect = findEntity('Prospect');
    if (!prospect) throw new Error('Prospect is declared');
    const unnamed = {
      ...saved,
      registration: 'PSP00000001',
      name: '',
      type: 'I',
      firstName: 'Ada',
      lastName: 'Lovelace',
      status: 'NEW',
    };
    vi.stubGlobal(
      'fetch',
      createApiStub((call) => {
        if (call.method !== 'GET') return { body: [] };
        if (call.path === `${prospect.apiPath}/PSP00000001`) return { body: unnamed };
        // Its relations diagram: the prospect alone.
        if (call.path === `${prospect.apiPath}/PSP00000001/hierarchy`)
          return {
            body: {
              persons: [{ registration: 'PSP00000001', name: '', type: 'I', status: 'NEW' }],
              links: [],
              isTruncated: false,
            },
          };
        return { body: [] };
      }).fetch,
    );
    const { container } = renderDetailPage(prospect, 'PSP00000001');
    await expectDetailPage(container);
    expect(await screen.findByRole('heading', { name: 'Ada Lovelace (PSP00000001)' })).toBeTruthy();
  });
});
