// @vitest-environment happy-dom

import { contractSchedule } from '@lessor/domain/entities';
import { formatNumber } from '@lessor/domain/formats';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../i18n/i18n.ts';
import { FieldComponentsProvider } from '../fields/FieldComponentsProvider.tsx';
import { createFormStore } from '../form/create-form-store.ts';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import { CalculatorElement } from './CalculatorElement.tsx';

afterEach(cleanup);

// The rate is mandatory: its label carries the required mark.
const rateInput = () => screen.getByRole('textbox', { name: /^Rate/ }) as HTMLInputElement;

/** The calculator on a contract's page, starting from the contract's amount, rate and duration. */
function renderOnContract(contract: Record<string, unknown>) {
  const page = createFormStore(
    {
      financedAmountExclTax: { type: 'currency', label: 'Financed amount excl. tax' },
      rate: { type: 'percentage', label: 'Rate' },
      duration: { type: 'integer', label: 'Duration (months)' },
    },
    contract,
  );
  render(
    <MantineProvider>
      <QueryClientProvider client={new QueryClient()}>
        <FieldComponentsProvider>
          <FormStoreContext.Provider value={page}>
            <CalculatorElement
              props={{ from: { amount: 'financedAmountExclTax', rate: 'rate', count: 'duration' } }}
            />
          </FormStoreContext.Provider>
        </FieldComponentsProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

describe('the loan calculator', () => {
  it("shows the contract's rate as a percentage and pays 761.38 a month on 41,000 over 60 months at 4.34 %", () => {
    renderOnContract({ financedAmountExclTax: 41_000, rate: 0.0434, duration: 60 });
    expect(rateInput().value).toBe('4.34%');
    // PMT(4.34 % / 12; 60; -41,000) = 761.38; the rate read as 4.34 (434 %) would give 14,828.33.
    expect(screen.getByRole('status').textContent).toBe('Payment: 761.38');
  });

  it('takes a percentage typed in the rate field as its fraction', () => {
    renderOnContract({ financedAmountExclTax: 41_000, rate: 0.0434, duration: 60 });
    fireEvent.change(rateInput(), { target: { value: '0 %' } });
    expect(screen.getByRole('status').textContent).toBe('Payment: 683.33');
    fireEvent.change(rateInput(), { target: { value: '4.34' } });
    expect(screen.getByRole('status').textContent).toBe('Payment: 761.38');
  });

  it("starts from the contract's own terms: its start date, frequency, timing, down payment and residual value", () => {
    const contract = {
      financedAmountExclTax: 48_000,
      downPayment: 3_000,
      residualValue: 5_000,
      duration: 24,
      frequency: 'QUARTERLY',
      paymentTiming: 'ADVANCE',
      rate: 0.061,
      startDate: '2025-03-31T00:00:00.000Z',
    };
    renderOnContract(contract);
    const regular = contractSchedule(contract)?.rows[1]?.payment ?? Number.NaN;
    expect(screen.getByRole('status').textContent).toBe(`Payment: ${formatNumber(regular)}`);
    expect((screen.getByRole('textbox', { name: /^Duration \(periods\)/ }) as HTMLInputElement).value).toBe(
      '8',
    );
    expect(
      screen.getAllByLabelText(/^Frequency/).map((input) => (input as HTMLInputElement).value),
    ).toContain('Quarterly');
    const plan = screen.getByRole('table', { name: 'Payment plan' });
    const dates = within(plan)
      .getAllByRole('row')
      .slice(1, 3)
      .map((row) => within(row).getAllByRole('cell')[1]?.textContent);
    expect(dates).toEqual(['2025-03-31', '2025-06-30']);
  });
});
