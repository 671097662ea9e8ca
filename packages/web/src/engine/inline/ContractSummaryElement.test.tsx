// @vitest-environment happy-dom
import { formatAmount } from '@lessor/domain/formats';
import { MantineProvider } from '@mantine/core';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { createFormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import { InlineElement } from './InlineElement.tsx';

afterEach(cleanup);

const euros = (value: number) => formatAmount(value, { currency: 'EUR', locale: 'en' });

function renderSummary(values: Record<string, unknown>) {
  const store = createFormStore(
    {
      financedAmountExclTax: { type: 'currency', label: 'Financed amount excl. tax' },
      duration: { type: 'integer', label: 'Duration (months)' },
    },
    values,
  );
  render(
    <MantineProvider>
      <FormStoreContext.Provider value={store}>
        <InlineElement type="contractsummary" />
      </FormStoreContext.Provider>
    </MantineProvider>,
  );
  return store;
}

const figure = (label: string) =>
  within(screen.getByRole('table', { name: 'Contract summary' }))
    .getByRole('rowheader', { name: label })
    .closest('tr')
    ?.querySelector('td')?.textContent;

describe('the contract summary inline element', () => {
  it("shows a contract's figures, and follows its terms as they are typed", async () => {
    const store = renderSummary({
      financedAmountExclTax: 1_200,
      duration: 12,
      rate: 0,
      startDate: '2025-01-15T00:00:00.000Z',
      taxCode: 'STANDARD',
      currency: 'EUR',
      assets: [{ assetRegistration: 'AST00000001', quantity: 2, priceExclTax: 1_200, priceInclTax: 1_440 }],
      quotations: [{ assetMarginRate: 0.035 }],
    });
    expect(figure('Financed amount excl. tax')).toBe(euros(1_200));
    expect(figure('Asset lines')).toBe('1');
    expect(figure('Units')).toBe('2');
    expect(figure('Assets incl. tax')).toBe(euros(1_440));
    expect(figure('Instalment excl. tax')).toBe(euros(100));
    expect(figure('Instalment incl. tax')).toBe(euros(120));
    expect(figure('Total cost')).toBe(euros(1_440));
    expect(figure('Rate')).toBe('0%');
    expect(figure('Duration (months)')).toBe('12');
    expect(figure('Asset margin rate')).toBe('3.5%');
    act(() => store.setValue('duration', 6));
    // A frame after the change.
    await waitFor(() => expect(figure('Instalment excl. tax')).toBe(euros(200)));
  });

  it('shows no asset margin rate where the quotation has none, and a dash for what the terms cannot give', () => {
    renderSummary({ financedAmountExclTax: 5_000 });
    expect(screen.queryByRole('rowheader', { name: 'Asset margin rate' })).toBeNull();
    expect(figure('Instalment excl. tax')).toBe('—');
    expect(figure('Total cost')).toBe('—');
  });
});
