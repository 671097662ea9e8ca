// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedCall } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { layoutFromEntity } from './layout/layout-from-entity.ts';
import { useEntityRecordController } from './useEntityRecordController.ts';

const currency = findEntity('Currency');
if (!currency) throw new Error('Currency is declared');
const entity = currency;
const layout = layoutFromEntity(entity);
const euroPath = `${entity.apiPath}/CUR00000001`;

/** The euro as the server stores it, at a version. */
function euro(version: number, changes: Partial<EntityRecord> = {}): EntityRecord {
  return {
    _id: 'a1b2c3',
    _version: version,
    _insertDate: '2026-01-05T09:00:00.000Z',
    _insertUser: 'admin',
    _updateDate: '2026-01-05T09:00:00.000Z',
    _updateUser: 'admin',
    registration: 'CUR00000001',
    name: 'Euro',
    status: 'ACTIVE',
    code: 'EUR',
    symbol: '€',
    decimals: 2,
    ...changes,
  };
}

/** The currency routes: the euro at version 1, and what a write of it answers. */
function currencyServer(write: (call: StubbedCall) => { status?: number; body: unknown }) {
  return createApiStub((call) => {
    if (call.method === 'GET' && call.path === euroPath) return { body: euro(1) };
    if (call.method === 'PUT' && call.path.startsWith(`${entity.apiPath}/`)) return write(call);
    if (call.method === 'POST' && call.path === entity.apiPath) return write(call);
    return undefined;
  });
}

const writes = (calls: readonly StubbedCall[]) => calls.filter((call) => call.method !== 'GET');

/** The detail page's hook under the providers the application gives it. */
function renderRecord(id: string | undefined) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[`/${entity.route}/${id ?? ''}`]}>{children}</MemoryRouter>
    </QueryClientProvider>
  );
  return renderHook(() => useEntityRecordController(entity, id, layout), { wrapper });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("an entity record's controller", () => {
  it('loads the record named by the address into its store, waiting until the store holds it', async () => {
    const api = currencyServer(() => ({ status: 500, body: {} }));
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderRecord('CUR00000001');
    expect(result.current.isLoading).toBe(true);
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    expect(result.current.isNew).toBe(false);
    expect(result.current.record?._version).toBe(1);
    expect(result.current.store.getValue('code')).toBe('EUR');
    expect(result.current.store.isDirty()).toBe(false);
    expect(api.calls.map((call) => `${call.method} ${call.path}`)).toEqual([`GET ${euroPath}`]);
  });

  it('stays the same object while nothing it holds changes, so the cards reading it do not redraw', async () => {
    vi.stubGlobal('fetch', currencyServer(() => ({ status: 500, body: {} })).fetch);
    const { result, rerender } = renderRecord('CUR00000001');
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    const held = result.current;
    rerender();
    expect(result.current).toBe(held);
  });

  it('saves the edits, then holds the record as saved with its new version and no unsaved change', async () => {
    const api = currencyServer((call) => ({
      body: euro(2, { ...(call.body as Partial<EntityRecord>), _updateUser: 'clerk' }),
    }));
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderRecord('CUR00000001');
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    act(() => result.current.store.setValue('symbol', 'EUR €'));
    expect(result.current.store.isDirty()).toBe(true);
    let submitted: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      submitted = await result.current.submit();
    });

    expect(submitted).toEqual({ saved: expect.objectContaining({ _version: 2, symbol: 'EUR €' }) });
    const [put] = writes(api.calls);
    expect(put?.method).toBe('PUT');
    expect(put?.path).toBe(euroPath);
    // The record's own fields are sent, never the bookkeeping ones the server keeps.
    expect(put?.body).toMatchObject({ registration: 'CUR00000001', code: 'EUR', symbol: 'EUR €' });
    expect(put?.body).not.toHaveProperty('_version');
    await waitFor(() => expect(result.current.record?._version).toBe(2));
    expect(result.current.record?._updateUser).toBe('clerk');
    expect(result.current.store.isDirty()).toBe(false);
    expect(result.current.saveError).toBeNull();
  });

  it('keeps what is typed when the same version is read again, and takes a newer version', async () => {
    let answer = euro(1);
    vi.stubGlobal(
      'fetch',
      createApiStub((call) =>
        call.method === 'GET' && call.path === euroPath ? { body: answer } : undefined,
      ).fetch,
    );
    const { result } = renderRecord('CUR00000001');
    await waitFor(() => expect(result.current.isLoading).toBe(false));
    act(() => result.current.store.setValue('symbol', 'EUR €'));

    // Read again as the page does on coming back to it: an equal answer, as a new object.
    answer = euro(1, { _updateDate: '2026-01-05T09:00:00.001Z' });
    await act(async () => result.current.reload());
    await waitFor(() => expect(result.current.record?._updateDate).toBe('2026-01-05T09:00:00.001Z'));
    expect(result.current.store.getValue('symbol')).toBe('EUR €');

    // A version someone else saved since replaces the form.
    answer = euro(2, { symbol: '€uro' });
    await act(async () => result.current.reload());
    await waitFor(() => expect(result.current.record?._version).toBe(2));
    expect(result.current.store.getValue('symbol')).toBe('€uro');
  });

  it('keeps the edits and tells the conflict when the record was changed meanwhile', async () => {
    const conflict = {
      status: 409,
      code: 'VERSION_CONFLICT',
      message: 'Currency "CUR00000001" was changed meanwhile: version 2 is current, not 1',
    };
    const api = currencyServer(() => ({ status: 409, body: conflict }));
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderRecord('CUR00000001');
    await waitFor(() => expect(result.current.isLoading).toBe(false));

    act(() => result.current.store.setValue('symbol', '€€'));
    let submitted: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      submitted = await result.current.submit();
    });

    expect(submitted).toEqual({ errorPaths: [] });
    await waitFor(() => expect(result.current.saveError?.message).toBe(conflict.message));
    expect(result.current.isSaving).toBe(false);
    expect(result.current.record?._version).toBe(1);
    expect(result.current.store.getValue('symbol')).toBe('€€');
    expect(result.current.store.isDirty()).toBe(true);
  });

  it('creates a record only once its mandatory fields are filled, and has no unsaved change after', async () => {
    const api = currencyServer((call) => ({
      status: 201,
      body: euro(1, { ...(call.body as Partial<EntityRecord>), registration: 'CUR00000002' }),
    }));
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderRecord(undefined);
    expect(result.current.isNew).toBe(true);
    expect(result.current.isLoading).toBe(false);
    expect(result.current.record).toBeUndefined();

    act(() => result.current.store.setValue('symbol', '$'));
    expect(result.current.store.isDirty()).toBe(true);
    let submitted: Awaited<ReturnType<typeof result.current.submit>> | undefined;
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(submitted).toEqual({ errorPaths: expect.arrayContaining(['code']) });
    expect(writes(api.calls)).toEqual([]);

    act(() => result.current.store.setValue('code', 'USD'));
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(submitted).toEqual({
      saved: expect.objectContaining({ registration: 'CUR00000002', code: 'USD' }),
    });
    expect(writes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${entity.apiPath}`,
    ]);
    expect(result.current.store.isDirty()).toBe(false);

    // Saved again before the page reaches the record's address, it updates what it created.
    act(() => result.current.store.setValue('symbol', 'US$'));
    await act(async () => {
      submitted = await result.current.submit();
    });
    expect(writes(api.calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      `POST ${entity.apiPath}`,
      `PUT ${entity.apiPath}/CUR00000002`,
    ]);
  });
});
