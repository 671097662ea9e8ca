// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedCall } from '../../api/create-api-stub.ts';
import { useEntityListController } from './useEntityListController.ts';

const currency = findEntity('Currency');
if (!currency) throw new Error('Currency is declared');
const entity = currency;

/** A stored currency as the list call answers it. */
function currencyRecord(index: number): EntityRecord {
  const registration = `CUR${String(index).padStart(8, '0')}`;
  return {
    _id: `id-${index}`,
    _version: 1,
    _insertDate: '2026-01-05T09:00:00.000Z',
    _insertUser: 'admin',
    _updateDate: '2026-01-05T09:00:00.000Z',
    _updateUser: 'admin',
    registration,
    name: `Currency ${index}`,
    status: 'ACTIVE',
    code: `C${index}`,
    decimals: 2,
  };
}

/** The currencies' list route over the records stored: the range asked for, and whether more follow. */
function currenciesServer(stored: () => readonly EntityRecord[]) {
  return createApiStub((call) => {
    if (call.method !== 'GET' || call.path !== entity.apiPath) return undefined;
    const [first = 0, last = 19] = (call.query.get('range') ?? '0-19').split('-').map(Number);
    const records = stored();
    return {
      body: records.slice(first, last + 1),
      headers: { 'pagination-continues': String(last + 1 < records.length) },
    };
  });
}

const listCalls = (calls: readonly StubbedCall[]) => calls.filter((call) => call.path === entity.apiPath);
const lastListCall = (calls: readonly StubbedCall[]) => listCalls(calls).at(-1);

/** The list page's hook under the providers the application gives it, at an address. */
function renderListAt(address: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[address]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => ({ list: useEntityListController(entity), location: useLocation() }), {
    wrapper,
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an entity list's controller", () => {
  const stored = Array.from({ length: 45 }, (_, index) => currencyRecord(index + 1));

  it('reads its page from the address, asks the rows of that page, and writes the page it moves to', async () => {
    const api = currenciesServer(() => stored);
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderListAt(`/${entity.pluralRoute}?page=2&pageSize=10`);
    await waitFor(() => expect(result.current.list.rows.isPending).toBe(false));
    expect(result.current.list.page).toBe(2);
    expect(lastListCall(api.calls)?.query.get('range')).toBe('10-19');
    expect(result.current.list.rows.records.map((record) => record.registration)[0]).toBe('CUR00000011');
    expect(result.current.list.rows.continues).toBe(true);

    act(() => result.current.list.setPage(5));
    expect(new URLSearchParams(result.current.location.search).get('page')).toBe('5');
    await waitFor(() => expect(result.current.list.rows.offset).toBe(40));
    expect(lastListCall(api.calls)?.query.get('range')).toBe('40-49');
    expect(result.current.list.rows.records).toHaveLength(5);
    expect(result.current.list.rows.continues).toBe(false);

    act(() => result.current.list.setPage(1));
    expect(result.current.location.search).toBe('?pageSize=10');
  });

  it('cycles a column through ascending, descending and unsorted, and keeps other columns on a Shift+click', async () => {
    const api = currenciesServer(() => stored);
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderListAt(`/${entity.pluralRoute}?page=3`);
    await waitFor(() => expect(result.current.list.rows.isPending).toBe(false));
    const sortInAddress = () => new URLSearchParams(result.current.location.search).get('sort');

    act(() => result.current.list.sortBy('code', false));
    expect(sortInAddress()).toBe('code');
    // A new order starts again from the first page.
    expect(result.current.list.page).toBe(1);
    await waitFor(() => expect(lastListCall(api.calls)?.query.get('sort')).toBe('code'));

    act(() => result.current.list.sortBy('name', true));
    expect(sortInAddress()).toBe('code,name');
    act(() => result.current.list.sortBy('code', true));
    expect(sortInAddress()).toBe('-code,name');
    await waitFor(() => expect(lastListCall(api.calls)?.query.get('sort')).toBe('-code,name'));

    act(() => result.current.list.sortBy('code', false));
    expect(sortInAddress()).toBeNull();
    expect(result.current.list.sort).toEqual([]);
  });

  it('searches the free text from the first page, and a link saying search is read the same', async () => {
    const api = currenciesServer(() => stored);
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderListAt(`/${entity.pluralRoute}?page=2&search=euro`);
    await waitFor(() => expect(result.current.list.rows.isPending).toBe(false));
    expect(result.current.list.text).toBe('euro');
    expect(lastListCall(api.calls)?.query.get('search')).toBe('euro');

    act(() => result.current.list.setText('dollar'));
    const address = new URLSearchParams(result.current.location.search);
    expect(Object.fromEntries(address)).toEqual({ filter: 'dollar' });
    await waitFor(() => expect(lastListCall(api.calls)?.query.get('search')).toBe('dollar'));
    expect(lastListCall(api.calls)?.query.get('range')).toBe('0-19');

    act(() => result.current.list.setText(''));
    expect(result.current.location.search).toBe('');
  });

  it('selects rows one by one or all, and a change of page clears the selection', async () => {
    const api = currenciesServer(() => stored);
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderListAt(`/${entity.pluralRoute}`);
    await waitFor(() => expect(result.current.list.rows.records).toHaveLength(20));

    act(() => result.current.list.toggleSelected('CUR00000002'));
    act(() => result.current.list.toggleSelected('CUR00000004'));
    expect([...result.current.list.selected]).toEqual(['CUR00000002', 'CUR00000004']);
    act(() => result.current.list.toggleSelected('CUR00000002'));
    expect([...result.current.list.selected]).toEqual(['CUR00000004']);

    act(() => result.current.list.selectAll(true));
    expect(result.current.list.selected.size).toBe(20);
    act(() => result.current.list.selectAll(false));
    expect(result.current.list.selected.size).toBe(0);

    act(() => result.current.list.toggleSelected('CUR00000003'));
    act(() => result.current.list.setPage(2));
    expect(result.current.list.selected.size).toBe(0);
  });

  it('reloads the same page on demand and shows what the server holds now', async () => {
    let records = stored.slice(0, 3);
    const api = currenciesServer(() => records);
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderListAt(`/${entity.pluralRoute}?status=ACTIVE`);
    await waitFor(() => expect(result.current.list.rows.records).toHaveLength(3));
    const callsBefore = listCalls(api.calls).length;

    records = [...records, currencyRecord(99)];
    act(() => result.current.list.rows.reload());
    await waitFor(() => expect(result.current.list.rows.records).toHaveLength(4));
    expect(listCalls(api.calls)).toHaveLength(callsBefore + 1);
    expect(Object.fromEntries(lastListCall(api.calls)?.query ?? [])).toEqual({
      status: 'ACTIVE',
      range: '0-19',
    });
    expect(result.current.location.search).toBe('?status=ACTIVE');
  });
});
