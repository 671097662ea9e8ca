// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { MemoryRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedAnswer, type StubbedCall } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { ReconciliationPage } from './ReconciliationPage.tsx';

const stored = (registration: string, fields: Record<string, unknown>): EntityRecord => ({
  _id: `id-${registration}`,
  _version: 1,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'import',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'import',
  registration,
  ...fields,
});

const payment = (registration: string, amount: number, fields: Record<string, unknown> = {}) =>
  stored(registration, {
    type: 'CREDIT',
    status: 'PENDING',
    date: '2026-05-05T00:00:00.000Z',
    amount,
    currency: 'EUR',
    statementRegistration: 'BKS00000003',
    ...fields,
  });

const acme = [{ role: 'PAYER', personRegistration: 'PER00000001', name: 'Acme SARL' }];
const invoice = (registration: string, totalBalance: number) =>
  stored(registration, {
    status: 'ISSUED',
    pr: 'R',
    currency: 'EUR',
    dueDate: '2026-05-01T00:00:00.000Z',
    totalBalance,
    persons: acme,
  });

const rentMay = invoice('INV00000101', 200);
const rentJune = invoice('INV00000102', 250);

/** The bank transactions, invoices and persons routes, over payments that allocating takes away. */
function reconciliationServer(allocate: (call: StubbedCall) => StubbedAnswer) {
  let pending = [
    payment('BKT00000010', 300, {
      counterparty: 'ACME SARL',
      remittance: 'Rent May and June',
      invoiceRegistration: 'INV00000101',
      matchedBy: 'amount',
      confidence: 0.5,
    }),
    payment('BKT00000011', 50, { counterparty: 'Jane Doe', remittance: 'Deposit' }),
  ];
  return createApiStub((call) => {
    const { path, query } = call;
    if (call.method === 'GET' && path === '/api/bank/bank-transactions') {
      expect(query.get('status')).toBe('PENDING');
      return { body: pending };
    }
    if (call.method === 'POST' && path === '/api/bank/bank-transactions/id-BKT00000010/allocations') {
      const answer = allocate(call);
      if ((answer.status ?? 200) < 300) pending = pending.slice(1);
      return answer;
    }
    if (path === '/api/person/persons')
      return { body: query.get('search') === 'acme' ? [stored('PER00000001', { name: 'Acme SARL' })] : [] };
    if (path !== '/api/billing/invoices') return undefined;
    expect(query.get('status')).toBe('ISSUED,SENT,PARTIALLY_PAID,COLLECTION_PENDING');
    if (query.get('registration') === 'INV00000101') return { body: [rentMay] };
    if (query.get('payerRegistration') === 'PER00000001') return { body: [rentMay, rentJune] };
    return { body: [] };
  });
}

function renderScreen() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <MemoryRouter initialEntries={['/bank/reconciliation']}>
          <Routes>
            <Route path="/bank/reconciliation" element={<ReconciliationPage />} />
          </Routes>
        </MemoryRouter>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const amountOf = (registration: string) =>
  screen.getByRole('textbox', { name: `Amount for ${registration}` }) as HTMLInputElement;
const allocateButton = () => screen.getByRole('button', { name: 'Allocate' });

/** Opens the first payment with its suggestion, then finds the payer's other invoice and adds it. */
async function splitOverTwoInvoices() {
  renderScreen();
  await screen.findByRole('heading', { name: 'Payment BKT00000010' });
  // The suggestion comes first, for what it owes.
  await waitFor(() => expect(amountOf('INV00000101').value).toBe('200.00'));
  fireEvent.change(screen.getByRole('searchbox', { name: 'Find an invoice' }), { target: { value: 'acme' } });
  fireEvent.click(await screen.findByRole('button', { name: 'Add INV00000102' }, { timeout: 3000 }));
  // The payment had 100.00 left for it, less than it owes.
  expect(amountOf('INV00000102').value).toBe('100.00');
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the reconciliation screen', () => {
  it('splits a payment over two invoices, posts the allocation, and moves on to the next payment', async () => {
    const api = reconciliationServer(() => ({
      status: 201,
      body: payment('BKT00000010', 300, { status: 'MATCHED' }),
    }));
    vi.stubGlobal('fetch', api.fetch);
    await splitOverTwoInvoices();
    expect(screen.getByText('Total: €300.00')).toBeTruthy();
    expect(screen.getByText('Left after this: €0.00')).toBeTruthy();

    const results = await axe.run(document.body, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);

    fireEvent.click(allocateButton());
    await screen.findByRole('heading', { name: 'Payment BKT00000011' });
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      allocations: [
        { invoiceRegistration: 'INV00000101', amount: '200.00' },
        { invoiceRegistration: 'INV00000102', amount: '100.00' },
      ],
    });
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });

  it("refuses a total above the payment, and shows the server's refusal", async () => {
    const message = 'Invoice INV00000102 owes 150.00 less than the 250.00 allocated to it';
    const api = reconciliationServer(() => ({
      status: 409,
      body: { status: 409, code: 'ALLOCATION_ABOVE_BALANCE', message },
    }));
    vi.stubGlobal('fetch', api.fetch);
    await splitOverTwoInvoices();

    fireEvent.change(amountOf('INV00000102'), { target: { value: '250' } });
    expect(screen.getByText('Left after this: -€150.00')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(
      'The total is more than the payment has left (€300.00)',
    );
    expect(allocateButton().hasAttribute('disabled')).toBe(true);

    fireEvent.click(screen.getByRole('button', { name: 'Remove INV00000101' }));
    expect(allocateButton().hasAttribute('disabled')).toBe(false);
    fireEvent.click(allocateButton());
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(api.calls.filter((call) => call.method === 'POST').map((call) => call.body)).toEqual([
      { allocations: [{ invoiceRegistration: 'INV00000102', amount: '250.00' }] },
    ]);
    expect(screen.getByRole('heading', { name: 'Payment BKT00000010' })).toBeTruthy();
  });

  it('selects payments with the arrow keys, one tab stop for the list', async () => {
    vi.stubGlobal('fetch', reconciliationServer(() => ({ status: 201 })).fetch);
    renderScreen();
    const list = await screen.findByRole('listbox', { name: 'Payments to reconcile' });
    const [first, second] = within(list).getAllByRole('option');
    expect(first?.getAttribute('aria-selected')).toBe('true');
    expect([first?.tabIndex, second?.tabIndex]).toEqual([0, -1]);
    first?.focus();
    await act(async () => fireEvent.keyDown(list, { key: 'ArrowDown' }));
    expect(await screen.findByRole('heading', { name: 'Payment BKT00000011' })).toBeTruthy();
    expect(second?.getAttribute('aria-selected')).toBe('true');
    expect(document.activeElement).toBe(second);
    expect(screen.getByText('Find the invoices this payment settles and add them.')).toBeTruthy();
  });

  it("allocates money paid out to what we owe a supplier, found by the supplier's name", async () => {
    const supplier = [{ role: 'PAYEE', personRegistration: 'PER00000007', name: 'Volvo Trucks France' }];
    const truckInvoice = stored('INV00000201', {
      status: 'PAYMENT_PENDING',
      pr: 'P',
      currency: 'EUR',
      dueDate: '2026-05-02T00:00:00.000Z',
      totalBalance: 1500,
      persons: supplier,
    });
    const api = createApiStub((call) => {
      const { path, query } = call;
      if (path === '/api/bank/bank-transactions')
        return { body: [payment('BKT00000020', 1500, { type: 'DEBIT', counterparty: 'Volvo Trucks' })] };
      if (path === '/api/person/persons')
        return { body: query.get('search') === 'volvo' ? [stored('PER00000007', { name: 'Volvo' })] : [] };
      if (path !== '/api/billing/invoices') return undefined;
      // Money paid out settles payables, found by their payee.
      expect(query.get('pr')).toBe('P');
      expect(query.get('status')).toBe('ISSUED,SENT,PARTIALLY_PAID,PAYMENT_PENDING');
      return { body: query.get('payeeRegistration') === 'PER00000007' ? [truckInvoice] : [] };
    });
    vi.stubGlobal('fetch', api.fetch);
    renderScreen();
    const option = await screen.findByRole('option', { name: /Volvo Trucks/ });
    expect(option.textContent).toContain('-€1,500.00');
    expect(screen.getByText('Paid out: settles what we owe')).toBeTruthy();
    const search = screen.getByRole('searchbox', { name: 'Find an invoice' });
    expect(search.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.change(search, { target: { value: 'volvo' } });
    fireEvent.click(await screen.findByRole('button', { name: 'Add INV00000201' }, { timeout: 3000 }));
    expect(amountOf('INV00000201').value).toBe('1500.00');
    const lines = screen.getByRole('table', { name: 'Invoices to settle' });
    expect(within(lines).getByRole('columnheader', { name: 'Payee' })).toBeTruthy();
    expect(within(lines).getByText('Volvo Trucks France')).toBeTruthy();
  });
});
