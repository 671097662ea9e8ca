// @vitest-environment happy-dom
import { contractSchedule } from '@lessor/domain/entities';
import { formatAmount } from '@lessor/domain/formats';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { createFormStore, type FormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import { CardStatesContext } from './CardStatesContext.tsx';
import { PaymentPlanCard } from './PaymentPlanCard.tsx';
import { useCardStates } from './useCardStates.ts';

// happy-dom lays nothing out: the scrolling box of a long plan gets the height a browser gives it.
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockImplementation(function (this: HTMLElement) {
    return this.classList.contains('lessor-plan-scroller') ? 480 : 0;
  });
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  localStorage.clear();
});

/** Thirty years of monthly rents on a house-sized lease: 360 rows. */
const longLease = {
  name: 'Warehouse lease',
  financedAmountExclTax: 1_250_000,
  downPayment: 50_000,
  residualValue: 100_000,
  duration: 360,
  frequency: 'MONTHLY',
  paymentTiming: 'ADVANCE',
  rate: 0.047,
  taxCode: 'STANDARD',
  startDate: '2025-01-31T00:00:00.000Z',
  currency: 'GBP',
};

function Page({ store }: { store: FormStore }) {
  const states = useCardStates('/contract', {});
  return (
    <CardStatesContext.Provider value={states}>
      <FormStoreContext.Provider value={store}>
        <PaymentPlanCard card={{ type: 'PaymentPlan', title: 'Payment plan' }} />
      </FormStoreContext.Provider>
    </CardStatesContext.Provider>
  );
}

function renderCard(contract: Record<string, unknown>): FormStore {
  const store = createFormStore(
    {
      duration: { type: 'integer', label: 'Duration (months)' },
      financedAmountExclTax: { type: 'currency', label: 'Financed amount excl. tax' },
    },
    contract,
  );
  render(
    <MantineProvider>
      <Page store={store} />
    </MantineProvider>,
  );
  return store;
}

const gbp = (value: number) => formatAmount(value, { currency: 'GBP', locale: 'en' });
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

describe('the payment plan card', () => {
  it("shows the contract's schedule, amounts in its currency, with a totals row", () => {
    renderCard(longLease);
    const schedule = contractSchedule(longLease);
    const table = screen.getByRole('table', { name: 'Payment plan' });
    expect(table.getAttribute('aria-rowcount')).toBe('362');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['#', 'Date', 'Principal', 'Interest', 'Payment', 'Tax', 'Total', 'Outstanding']);
    const first = schedule?.rows[0];
    const [firstRow] = within(table)
      .getAllByRole('row')
      .filter((row) => row.getAttribute('aria-rowindex') === '2');
    expect(firstRow && cells(firstRow)).toEqual([
      '1',
      '31/01/2025',
      gbp(first?.principal ?? Number.NaN),
      gbp(0),
      gbp(first?.payment ?? Number.NaN),
      gbp(first?.tax ?? Number.NaN),
      gbp(first?.total ?? Number.NaN),
      gbp(first?.outstanding ?? Number.NaN),
    ]);
    expect(firstRow?.textContent).toContain('£');
    const totals = within(table).getByRole('rowheader', { name: 'Total' }).closest('tr');
    expect(totals && cells(totals)).toEqual([
      gbp(1_100_000),
      gbp(schedule?.totals.interest ?? Number.NaN),
      gbp(schedule?.totals.payment ?? Number.NaN),
      gbp(schedule?.totals.tax ?? Number.NaN),
      gbp(schedule?.totals.total ?? Number.NaN),
      '',
    ]);
  });

  it('draws only the rows in view of a long plan, in a region the keyboard scrolls', () => {
    renderCard(longLease);
    const region = screen.getByRole('region', { name: 'Instalments' });
    expect(region.tabIndex).toBe(0);
    const drawn = within(region)
      .getAllByRole('row')
      .filter(
        (row) =>
          Number(row.getAttribute('aria-rowindex')) > 1 && within(row).queryByRole('rowheader') === null,
      );
    expect(drawn.length).toBeGreaterThan(5);
    expect(drawn.length).toBeLessThan(60);
  });

  it('follows the terms as they are edited, a frame later, and says which are missing', async () => {
    const store = renderCard(longLease);
    act(() => store.setValue('duration', 12));
    await waitFor(() =>
      expect(screen.getByRole('table', { name: 'Payment plan' }).getAttribute('aria-rowcount')).toBe('14'),
    );
    act(() => store.setValue('financedAmountExclTax', undefined));
    await screen.findByText('No payment plan for these terms');
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByText('Financed amount excl. tax is mandatory')).toBeTruthy();
  });

  it('has no serious accessibility finding', async () => {
    const { container } = render(
      <MantineProvider>
        <Page store={createFormStore({}, longLease)} />
      </MantineProvider>,
    );
    const results = await axe.run(container, { rules: { 'color-contrast': { enabled: false } } });
    const serious = results.violations.filter((violation) =>
      ['serious', 'critical'].includes(violation.impact ?? ''),
    );
    expect(serious.map((violation) => violation.id)).toEqual([]);
  });
});
