// @vitest-environment happy-dom
import { personEntity } from '@lessor/domain/entities';
import { defaultReferenceList } from '@lessor/domain/reference-lists';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { createApiStub } from '../../api/create-api-stub.ts';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import type { FormFields } from '../form/form-field.ts';
import { listWidgets } from '../modals/list-widgets.ts';
import { FieldComponentsProvider } from './FieldComponentsProvider.tsx';
import { FieldGrid } from './FieldGrid.tsx';

beforeAll(() => {
  if (!('fonts' in document)) Object.defineProperty(document, 'fonts', { value: new EventTarget() });
});
afterEach(cleanup);
afterAll(() => vi.unstubAllGlobals());

const fields: FormFields = { roles: { ...personEntity.fields.roles, widget: 'roles' } } as FormFields;

function renderRoles(values: Record<string, unknown>): FormStore {
  const lists = createApiStub((call) =>
    call.path === '/api/script/lists'
      ? { body: (call.query.get('lists') ?? '').split(',').map((name) => defaultReferenceList(name) ?? []) }
      : undefined,
  );
  vi.stubGlobal('fetch', lists.fetch);
  const store = createFormStore(fields, values, { locale: 'en-GB' });
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <FieldComponentsProvider widgets={listWidgets}>
          <FormStoreContext.Provider value={store}>
            <FieldGrid paths={['roles']} />
          </FormStoreContext.Provider>
        </FieldComponentsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return store;
}

describe("a person's roles", () => {
  it("are chosen in one multiple select, an unknown stored role kept and marked '(???)'", {
    timeout: 30_000,
  }, async () => {
    const store = renderRoles({ roles: [{ role: 'CLIENT' }, { role: 'ZOMBIE' }] });
    await waitFor(() => expect(screen.getAllByText('ZOMBIE (???)').length).toBeGreaterThan(0));
    expect(screen.getAllByText('Client').length).toBeGreaterThan(0);

    await act(async () => fireEvent.click(screen.getByLabelText('Roles', { selector: 'input' })));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(expect.arrayContaining(['Tenant', 'Fundorgaregistration', 'Person']));
    await act(async () => fireEvent.click(screen.getByRole('option', { name: 'Supplier' })));
    expect(store.getValue('roles')).toEqual([{ role: 'CLIENT' }, { role: 'ZOMBIE' }, { role: 'SUPPLIER' }]);
  });
});
