// @vitest-environment happy-dom
import { contractEntity as contract } from '@lessor/domain/entities';
import { formatAmount } from '@lessor/domain/formats';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../../api/create-api-stub.ts';
import { sessionStore } from '../../../api/session-store.ts';
import '../../../i18n/i18n.ts';
import { createFormStore, type FormStore } from '../../form/create-form-store.ts';
import { FormModeContext } from '../../form/FormModeContext.tsx';
import { FormStoreContext } from '../../form/FormStoreContext.tsx';
import type { EntityRecordController } from '../../record/entity-record-controller.ts';
import { RecordContext } from '../../record/RecordContext.tsx';
import { CardStatesContext } from '../CardStatesContext.tsx';
import { useCardStates } from '../useCardStates.ts';
import { AssetLinesCard } from './AssetLinesCard.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  localStorage.clear();
});

const euros = (value: number) => formatAmount(value, { currency: 'EUR', locale: 'en' });

const names: Record<string, string> = {
  AST00000001: 'Renault Master',
  AST00000002: 'Kubota KX057',
  AST00000007: 'Iveco Daily',
  PER00000001: 'Ada Lovelace',
  PER00000009: 'Vans & Co',
};
const iveco = {
  _id: 'b1',
  registration: 'AST00000007',
  name: 'Iveco Daily',
  unitPrice: 52_000,
  sourcePrice: 49_000,
  taxCode: 'GREEN',
  supplierRegistration: 'PER00000009',
};

/** The server the card calls: the user's rights, the tenant's rates, names, the assets searched and fetched. */
function server({ admin = true }: { admin?: boolean } = {}) {
  return createApiStub((call) => {
    if (call.method !== 'GET') return undefined;
    if (call.path === '/api/script/runs/user-configuration')
      return {
        body: admin
          ? { user: { username: 'clerk@demo', isAdmin: true }, userPermissions: {} }
          : { user: { username: 'auditor@demo' }, userPermissions: { 'read all': true } },
      };
    if (call.path === '/api/core/taxes') return { body: [{ code: 'GREEN', rate: 0.055, status: 'ACTIVE' }] };
    if (call.path === '/api/asset/assets/AST00000007') return { body: iveco };
    const registrations = call.query.get('registration')?.split(',');
    if (registrations)
      return {
        body: registrations
          .filter((registration) => registration in names)
          .map((registration) => ({ registration, name: names[registration] })),
      };
    if (call.path === '/api/asset/assets') return { body: [iveco] };
    return { body: [] };
  });
}

function Providers({ store, status }: { store: FormStore; status?: string }) {
  const states = useCardStates('/contract', {});
  const controller: EntityRecordController = {
    entity: contract,
    store,
    record: undefined,
    isNew: status === undefined,
    isLoading: false,
    loadError: null,
    reload: () => {},
    saveError: null,
    isSaving: false,
    submit: async () => ({ errorPaths: [] }),
  };
  return (
    <RecordContext.Provider value={controller}>
      <CardStatesContext.Provider value={states}>
        <FormStoreContext.Provider value={store}>
          <FormModeContext.Provider value={{ readOnly: false, disabled: false }}>
            <AssetLinesCard card={{ type: 'Assets', title: 'Assets', elements: [{ field: 'assets' }] }} />
          </FormModeContext.Provider>
        </FormStoreContext.Provider>
      </CardStatesContext.Provider>
    </RecordContext.Provider>
  );
}

function renderCard(
  values: Record<string, unknown>,
  options: { admin?: boolean; onPageSubmit?: () => void } = {},
) {
  // Signed in: the user's configuration says whether the user may write contracts.
  sessionStore.set('session-token');
  const api = server(options);
  vi.stubGlobal('fetch', api.fetch);
  const store = createFormStore(contract.fields, values);
  render(
    <MantineProvider>
      <Notifications />
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <MemoryRouter>
          {/* The detail page's own form, which Ctrl+S and Enter in its fields submit. */}
          <form
            onSubmit={(event) => {
              event.preventDefault();
              options.onPageSubmit?.();
            }}
          >
            <Providers store={store} />
          </form>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
  return { store, api };
}

const table = () => screen.getByRole('table', { name: 'Assets' });
const input = (name: string) => within(table()).getByRole('textbox', { name }) as HTMLInputElement;
const type = (name: string, value: string) => fireEvent.change(input(name), { target: { value } });
const cell = (label: string) => within(table()).getByRole('cell', { name: label });
const lines = (store: FormStore) => store.getValue('assets') as Record<string, unknown>[];

const twoVans = {
  name: 'Two vans',
  currency: 'EUR',
  persons: [{ role: 'CLIENT', personRegistration: 'PER00000001' }],
  assets: [
    {
      assetRegistration: 'AST00000001',
      quantity: 2,
      unitPrice: 38_000,
      discount: 0.05,
      taxCode: 'STANDARD',
      priceExclTax: 72_200,
      priceInclTax: 86_640,
      isFinanced: true,
      currency: 'EUR',
    },
    {
      assetRegistration: 'AST00000002',
      quantity: 1,
      unitPrice: 62_000,
      taxCode: 'GREEN',
      priceExclTax: 62_000,
      priceInclTax: 65_410,
      isFinanced: true,
      currency: 'EUR',
    },
  ],
};

describe('the asset-lines editor', () => {
  it('shows one blank line on an empty list, which the first figure typed makes a line of the file', async () => {
    const { store } = renderCard({ name: 'New lease', currency: 'EUR' });
    await within(table()).findByRole('button', { name: /^Choose an asset/ });
    expect(lines(store)).toBeUndefined();
    expect(input('Quantity, line 1').value).toBe('1');
    type('Unit price, line 1', '1234.5');
    expect(lines(store)).toEqual([
      {
        quantity: 1,
        currency: 'EUR',
        isFinanced: true,
        isPartExchange: false,
        unitPrice: 1234.5,
        priceExclTax: 1234.5,
        priceInclTax: 1234.5,
      },
    ]);
    expect(store.getValue('financedAmountExclTax')).toBe(1234.5);
    expect(cell('Total price excl. tax').textContent).toBe(euros(1234.5));
  });

  it('prices a line as it is typed, with the tax code chosen among the tenant’s rates', async () => {
    const { store } = renderCard(twoVans);
    await screen.findByRole('link', { name: 'Renault Master (AST00000001)' });
    type('Quantity, line 1', '3');
    // 38,000 × 3 × 0.95 = 108,300; × 1.2 = 129,960.
    expect(input('Price excl. tax, line 1').value).toBe('108,300.00');
    expect(input('Price incl. tax, line 1').value).toBe('129,960.00');
    const taxCode = within(table()).getByRole('combobox', { name: 'Tax code, line 1' }) as HTMLSelectElement;
    await waitFor(() => expect(within(taxCode).getByRole('option', { name: 'GREEN (5.5%)' })).toBeTruthy());
    fireEvent.change(taxCode, { target: { value: 'GREEN' } });
    // 108,300 × 1.055 = 114,256.50.
    expect(lines(store)[0]).toMatchObject({ taxCode: 'GREEN', priceInclTax: 114_256.5 });
    expect(store.getValue('financedAmountExclTax')).toBe(170_300);
  });

  it('derives the discount from a price typed, and shows the totals and the total discount', async () => {
    const { store } = renderCard(twoVans);
    await screen.findByRole('link', { name: 'Kubota KX057 (AST00000002)' });
    expect(cell('Total quantity').textContent).toBe('3');
    expect(cell('Total unit price × quantity').textContent).toBe(euros(138_000));
    expect(cell('Total price excl. tax').textContent).toBe(euros(134_200));
    expect(cell('Total price incl. tax').textContent).toBe(euros(152_050));
    // 1 − 134,200 ÷ 138,000.
    expect(input('Total discount').value).toBe('2.7536%');
    type('Price excl. tax, line 2', '55800');
    expect(lines(store)[1]).toMatchObject({ discount: 0.1, priceExclTax: 55_800, priceInclTax: 58_869 });
    type('Total discount', '10');
    expect(lines(store).map((line) => [line.discount, line.priceExclTax])).toEqual([
      [0.1, 68_400],
      [0.1, 55_800],
    ]);
    expect(store.getValue('financedAmountExclTax')).toBe(124_200);
  });

  it('draws only the lines in view of a long list, and totals them all', async () => {
    const many = Array.from({ length: 150 }, (_, index) => ({
      assetRegistration: 'AST00000001',
      quantity: 1,
      unitPrice: 100 + index,
      priceExclTax: 100 + index,
      priceInclTax: 100 + index,
      isFinanced: true,
      currency: 'EUR',
    }));
    // happy-dom lays nothing out: the scrolling region gets the height a browser gives it.
    vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.classList.contains('lessor-line-scroller') ? 560 : 0;
    });
    const { store } = renderCard({ ...twoVans, assets: many });
    await waitFor(() => expect(table().getAttribute('aria-rowcount')).toBe('152'));
    await within(table()).findByRole('textbox', { name: 'Unit price, line 2' });
    const drawn = table().querySelectorAll('tbody tr.lessor-line-row').length;
    expect(drawn).toBeGreaterThan(5);
    expect(drawn).toBeLessThan(60);
    expect(screen.getByRole('region', { name: 'Asset lines' }).tabIndex).toBe(0);
    // Σ (100 + i) for i < 150.
    expect(cell('Total price excl. tax').textContent).toBe(euros(26_175));
    type('Unit price, line 2', '1101');
    expect(lines(store)[1]).toMatchObject({ unitPrice: 1101, priceExclTax: 1101 });
    expect(cell('Total price excl. tax').textContent).toBe(euros(27_175));
  });

  it('hides the total discount with a single line', async () => {
    renderCard({ ...twoVans, assets: twoVans.assets.slice(0, 1) });
    await screen.findByRole('link', { name: 'Renault Master (AST00000001)' });
    expect(within(table()).queryByRole('textbox', { name: 'Total discount' })).toBeNull();
  });

  it('copies a line and says Done, and deletes one with its SUPPLIER person', async () => {
    const { store } = renderCard({
      ...twoVans,
      persons: [...twoVans.persons, { role: 'SUPPLIER', personRegistration: 'PER00000009' }],
      assets: [{ ...twoVans.assets[0], supplierRegistration: 'PER00000009' }, twoVans.assets[1]],
    });
    await screen.findByRole('link', { name: 'Renault Master (AST00000001)' });
    fireEvent.click(within(table()).getByRole('button', { name: 'Copy line 2' }));
    expect(lines(store).map((line) => line.assetRegistration)).toEqual([
      'AST00000001',
      'AST00000002',
      'AST00000002',
    ]);
    expect(await screen.findByText('Done')).toBeTruthy();
    fireEvent.click(within(table()).getByRole('button', { name: 'Delete line 1' }));
    expect(lines(store).map((line) => line.assetRegistration)).toEqual(['AST00000002', 'AST00000002']);
    expect(store.getValue('persons')).toEqual([{ role: 'CLIENT', personRegistration: 'PER00000001' }]);
  });

  it('chooses an asset through the search modal: fetched, it fills the line and adds its supplier', async () => {
    const onPageSubmit = vi.fn();
    const { store, api } = renderCard(
      { name: 'New lease', currency: 'EUR', persons: twoVans.persons },
      { onPageSubmit },
    );
    fireEvent.click(await within(table()).findByRole('button', { name: /^Choose an asset/ }));
    const modal = await screen.findByRole('dialog', { name: 'Search assets' });
    // Enter in the search's filter searches; it does not save the page the modal opened from.
    const filter = within(modal).getByRole('textbox', { name: 'Filter' });
    fireEvent.change(filter, { target: { value: 'Iveco' } });
    fireEvent.submit(filter);
    await waitFor(() =>
      expect(
        api.calls.some((call) => call.path === '/api/asset/assets' && call.query.get('search') === 'Iveco'),
      ).toBe(true),
    );
    expect(onPageSubmit).not.toHaveBeenCalled();
    fireEvent.click(await within(modal).findByRole('button', { name: 'Choose AST00000007' }));
    await waitFor(() => expect(lines(store)).toHaveLength(1));
    expect(api.calls.some((call) => call.path === '/api/asset/assets/AST00000007')).toBe(true);
    expect(lines(store)[0]).toEqual({
      quantity: 1,
      currency: 'EUR',
      isFinanced: true,
      isPartExchange: false,
      assetRegistration: 'AST00000007',
      name: 'Iveco Daily',
      unitPrice: 52_000,
      sourcePrice: 49_000,
      taxCode: 'GREEN',
      supplierRegistration: 'PER00000009',
      priceExclTax: 52_000,
      priceInclTax: 54_860,
    });
    expect(store.getValue('persons')).toEqual([
      ...twoVans.persons,
      { role: 'SUPPLIER', personRegistration: 'PER00000009' },
    ]);
    expect(input('Unit price, line 1').value).toBe('52,000.00');
    expect(await screen.findByText('Source price × quantity: €49,000.00')).toBeTruthy();
  });

  it('edits a line in its dialog, kept on Save and left as it was on Cancel', async () => {
    const { store } = renderCard(twoVans);
    fireEvent.click(await within(table()).findByRole('button', { name: 'Edit line 2' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edit asset line 2' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    expect((within(dialog).getByRole('textbox', { name: 'Price excl. tax' }) as HTMLInputElement).value).toBe(
      '124,000.00',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(lines(store)[1]).toMatchObject({ quantity: 1, priceExclTax: 62_000 });
    fireEvent.click(within(table()).getByRole('button', { name: 'Edit line 2' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit asset line 2' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantity' }), { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(lines(store)[1]).toMatchObject({ quantity: 2, priceExclTax: 124_000, priceInclTax: 130_820 });
  });

  it('is read-only for a user who may not write contracts: View alone, no inputs, no blank line', async () => {
    renderCard(twoVans, { admin: false });
    await waitFor(() =>
      expect(within(table()).getAllByRole('button', { name: /^View line/ })).toHaveLength(2),
    );
    expect(within(table()).queryAllByRole('textbox')).toEqual([]);
    expect(within(table()).queryByRole('button', { name: /^(Edit|Copy|Delete) line/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add a line' })).toBeNull();
    expect(cell('Total discount').textContent).toBe('2.7536%');
    fireEvent.click(within(table()).getByRole('button', { name: 'View line 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Asset line 1' });
    expect(within(dialog).queryByRole('button', { name: 'Save' })).toBeNull();
    // The dialog's own close and its footer's Close; its figures read, not typed.
    expect(within(dialog).getAllByRole('button', { name: 'Close' })).toHaveLength(2);
    expect(within(dialog).getByRole('textbox', { name: 'Unit price' }).hasAttribute('readonly')).toBe(true);
    expect(within(dialog).queryByRole('button', { name: 'Search an asset' })).toBeNull();
  });

  it('names a line whose currency is not the file’s, and has no serious accessibility finding', async () => {
    renderCard({ ...twoVans, assets: [{ ...twoVans.assets[0], currency: 'GBP' }] });
    await screen.findByRole('link', { name: 'Renault Master (AST00000001)' });
    expect(within(table()).getByText("Currency must be EUR, the file's currency")).toBeTruthy();
    await act(async () => {
      const { violations } = await axe.run(document.body, {
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(
        violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
      ).toEqual([]);
    });
  });
});
