// @vitest-environment happy-dom
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { CardStatesContext } from '../cards/CardStatesContext.tsx';
import { ElementsCard } from '../cards/ElementsCard.tsx';
import { useCardStates } from '../cards/useCardStates.ts';
import { FieldComponentsProvider } from '../fields/FieldComponentsProvider.tsx';
import { FieldGrid } from '../fields/FieldGrid.tsx';
import { listWidgets } from '../modals/list-widgets.ts';
import { collectErrors } from './collect-errors.ts';
import { createFormStore, type FormStore } from './create-form-store.ts';
import { FormModeContext } from './FormModeContext.tsx';
import { FormStoreContext } from './FormStoreContext.tsx';
import type { FormFields } from './form-field.ts';

const fields: FormFields = {
  lastName: { type: 'text', label: 'Last name', mandatory: true },
  phone: { type: 'phone', label: 'Phone' },
  mobile: { type: 'phone', label: 'Mobile' },
  email: { type: 'email', label: 'Email' },
  website: { type: 'text', label: 'Website' },
  addresses: {
    type: 'list',
    label: 'Addresses',
    widget: 'addresses',
    fields: {
      type: { type: 'select', label: 'Type', mandatory: true },
      city: { type: 'text', label: 'City' },
    },
  },
  bankAccounts: {
    type: 'list',
    label: 'Bank accounts',
    widget: 'bank accounts',
    fields: { name: { type: 'text', label: 'Account name', mandatory: true } },
  },
};

afterEach(cleanup);

/** The fields named, and a Web section of the website alone, as a record's page shows them. */
function Page({ store, paths, readOnly }: { store: FormStore; paths: readonly string[]; readOnly: boolean }) {
  const states = useCardStates('/person', {});
  return (
    <CardStatesContext.Provider value={states}>
      <FormModeContext.Provider value={{ readOnly, disabled: false }}>
        <FormStoreContext.Provider value={store}>
          <FieldGrid paths={paths} />
          <ElementsCard card={{ title: 'Web', elements: [{ field: 'website' }] }} />
        </FormStoreContext.Provider>
      </FormModeContext.Provider>
    </CardStatesContext.Provider>
  );
}

function renderFields(store: FormStore, paths: readonly string[], readOnly = false) {
  return render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FieldComponentsProvider widgets={listWidgets}>
          <Page store={store} paths={paths} readOnly={readOnly} />
        </FieldComponentsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe("a record's props_<field> flags (business-areas.md §3, §5)", () => {
  it('hide, disable or make read-only the field they name, and follow the record as it changes', () => {
    const store = createFormStore(fields, {
      lastName: 'Lovelace',
      phone: '+33 1 23 45 67 89',
      props_phone: { hidden: true },
      props_mobile: { disabled: true },
      props_email: { readOnly: true },
    });
    expect(store.snapshot('phone').shown).toBe(false);
    expect(store.snapshot('mobile')).toMatchObject({ shown: true, disabled: true, readOnly: false });
    expect(store.snapshot('email')).toMatchObject({ shown: true, readOnly: true });
    renderFields(store, ['lastName', 'phone', 'mobile', 'email']);
    expect(screen.queryByLabelText('Phone')).toBeNull();
    expect(screen.getByLabelText('Mobile')).toHaveProperty('disabled', true);
    // A read-only e-mail with no value says nothing: it is left out.
    expect(screen.queryByLabelText('Email')).toBeNull();

    act(() => store.setValue('props_phone', { hidden: false }));
    expect(screen.getByLabelText('Phone')).toBeTruthy();
  });

  it('leave a hidden field out of what stops a save', () => {
    const values = { props_lastName: { hidden: true } };
    expect(collectErrors(fields, values, {})).toEqual([]);
    expect(collectErrors(fields, {}, {}).map((error) => error.path)).toEqual(['lastName']);
  });

  it("force the address and bank-account panels read-only or hidden, as the entity's props say", () => {
    const store = createFormStore(fields, {
      addresses: [{ type: 'MAIN', city: 'Paris' }],
      bankAccounts: [{ name: 'Main account' }],
      props_bankAccounts: { readOnly: true },
    });
    renderFields(store, ['addresses', 'bankAccounts']);
    expect(screen.getByRole('button', { name: 'View Bank accounts' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Edit Addresses' })).toBeTruthy();
    act(() => store.setValue('props_addresses', { hidden: true }));
    expect(screen.queryByRole('button', { name: 'Edit Addresses' })).toBeNull();
  });

  it('hide a section whose every field they hide', () => {
    const store = createFormStore(fields, { website: 'https://example.com' });
    renderFields(store, []);
    expect(screen.getByRole('region', { name: 'Web' })).toBeTruthy();
    act(() => store.setValue('props_website', { hidden: true }));
    expect(screen.queryByRole('region', { name: 'Web' })).toBeNull();
  });
});

describe('a read-only form', () => {
  it('leaves out empty phone, mobile and e-mail, and shows the others', () => {
    const store = createFormStore(fields, { lastName: 'Lovelace', mobile: '+33 6 12 34 56 78' });
    renderFields(store, ['lastName', 'phone', 'mobile', 'email'], true);
    expect(screen.getByText('Last name')).toBeTruthy();
    expect(screen.getByText('Mobile')).toBeTruthy();
    expect(screen.queryByText('Phone')).toBeNull();
    expect(screen.queryByText('Email')).toBeNull();
  });
});
