// @vitest-environment happy-dom
import { apiPaths, type EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedCall } from '../../api/create-api-stub.ts';
import { renderListTool } from '../../engine/list/render-list-tool.tsx';
import '../../i18n/i18n.ts';
import { nextCollectionDate } from './next-collection-date.ts';
import { CreditTransferFileTool, PaymentFileListTools } from './PaymentFileListTools.tsx';

const paymentFiles = findEntity('PaymentFile');
if (!paymentFiles) throw new Error('PaymentFile is declared');
const entity = paymentFiles;

const record = (registration: string, fields: Record<string, unknown>): EntityRecord => ({
  _id: `id-${registration}`,
  _version: 1,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'clerk',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'clerk',
  registration,
  status: 'ACTIVE',
  ...fields,
});

// As the server answers them: by name.
const accounts = [
  // A client's account is none of the company's; its business unit's is.
  record('BKA00000003', {
    name: "A client's",
    bankIban: 'DE89370400440532013000',
    personRegistration: 'PER00000001',
  }),
  record('BKA00000004', {
    name: 'Branch',
    bankIban: 'FR7630006000011234567890189',
    personRegistration: 'PER00000002',
  }),
  record('BKA00000001', { name: 'Operating', bankIban: 'FR7630001007941234567890185', currency: 'EUR' }),
  // Without an IBAN, an account pays nothing out.
  record('BKA00000002', { name: 'Petty cash', currency: 'EUR' }),
];

const reason = 'Its payee Garage Martin has no active bank account with an IBAN';

function paymentFilesServer(answer: (call: StubbedCall) => { status: number; body: unknown }) {
  return createApiStub((call) => {
    if (call.path === apiPaths.userConfiguration)
      return { body: { userPermissions: { 'write /api/bank/payment-files': true } } };
    if (call.method === 'GET' && call.path === entity.apiPath) return { body: [] };
    if (call.method === 'GET' && call.path === '/api/bank/bank-accounts') return { body: accounts };
    if (call.method === 'GET' && call.path === '/api/person/persons') {
      expect(call.query.get('roles.role')).toBe('OWNER,BUSINESSUNIT');
      return { body: [{ registration: 'PER00000002' }] };
    }
    if (call.method === 'POST' && call.path === apiPaths.creditTransferFiles) return answer(call);
    return undefined;
  });
}

const listCalls = (calls: readonly StubbedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === entity.apiPath).length;

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Credit-transfer file' }));
  return screen.findByRole('dialog', { name: 'Credit-transfer file' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the payment files list's credit-transfer file", () => {
  it('pays on the next business day from the account chosen, then shows the file and the invoices not paid', async () => {
    const api = paymentFilesServer((call) => ({
      status: 201,
      body: {
        ...record('PYF00000005', {
          name: 'Supplier payments',
          type: 'CREDIT_TRANSFER',
          status: 'GENERATED',
          amount: 48200,
          currency: 'EUR',
          lineCount: 2,
          collectionDate: `${(call.body as { executionDate: string }).executionDate}T00:00:00.000Z`,
        }),
        notPaid: [{ registration: 'INV00000012', reason }],
      },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, CreditTransferFileTool);
    const dialog = await openDialog();

    const account = await within(dialog).findByLabelText('Account to debit', { selector: 'input' });
    expect(within(dialog).getByLabelText(/Execution date/)).toBeTruthy();
    await act(async () => fireEvent.click(account));
    const options = await screen.findAllByRole('option');
    // The company's accounts with an IBAN, its business unit's among them.
    expect(options.map((option) => option.textContent)).toEqual([
      'Branch · FR76 3000 6000 0112 3456 7890 189 (BKA00000004)',
      'Operating · FR76 3000 1007 9412 3456 7890 185 (BKA00000001)',
    ]);
    await act(async () => fireEvent.click(options[0] as HTMLElement));
    const listedBefore = listCalls(api.calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make file' }));

    const made = await within(dialog).findByRole('link', { name: 'PYF00000005' });
    expect(made.getAttribute('href')).toBe('/payment-file/PYF00000005');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ executionDate: nextCollectionDate(), debtorBankAccount: 'BKA00000004' });
    expect(within(dialog).getByRole('row', { name: /^Execution date / })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Lines 2' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Total amount €48,200.00' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Download XML' })).toBeTruthy();
    expect(within(dialog).getByText('Invoices not paid (1)')).toBeTruthy();
    const left = within(dialog).getByRole('row', { name: `INV00000012 ${reason}` });
    expect(within(left).getByRole('link', { name: 'INV00000012' }).getAttribute('href')).toBe(
      '/invoice/INV00000012',
    );
    await waitFor(() => expect(listCalls(api.calls)).toBeGreaterThan(listedBefore));

    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });

  it("shows the server's refusal in the dialog, and leaves the form to try another day", async () => {
    const message = 'No payable invoice is due by 07/05/2026';
    const api = paymentFilesServer(() => ({
      status: 409,
      body: { status: 409, code: 'NOTHING_TO_PAY', message },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, CreditTransferFileTool);
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Make file' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({
      executionDate: nextCollectionDate(),
    });
    expect(within(dialog).getByRole('button', { name: 'Make file' })).toBeTruthy();
  });

  it('sits beside the direct-debit file on the list', async () => {
    vi.stubGlobal('fetch', paymentFilesServer(() => ({ status: 500, body: {} })).fetch);
    renderListTool(entity, PaymentFileListTools);
    expect(await screen.findByRole('button', { name: 'Direct-debit file' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Credit-transfer file' })).toBeTruthy();
  });
});
