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
import { DirectDebitFileTool } from './PaymentFileListTools.tsx';

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
  ...fields,
});

const accounts = [
  record('BKA00000001', {
    name: 'Collections',
    status: 'ACTIVE',
    bankIban: 'FR7630006000011234567890189',
    sepaCreditorIdentifier: 'FR12ZZZ123456',
  }),
  // Without a creditor identifier, an account collects nothing.
  record('BKA00000002', { name: 'Operations', status: 'ACTIVE', bankIban: 'DE89370400440532013000' }),
];

const reason = 'Its payer Acme SARL has no active SEPA mandate for FR12ZZZ123456';

function paymentFilesServer(answer: (call: StubbedCall) => { status: number; body: unknown }) {
  return createApiStub((call) => {
    if (call.path === apiPaths.userConfiguration)
      return { body: { userPermissions: { 'write /api/bank/payment-files': true } } };
    if (call.method === 'GET' && call.path === entity.apiPath) return { body: [] };
    if (call.method === 'GET' && call.path === '/api/bank/bank-accounts') return { body: accounts };
    if (call.method === 'POST' && call.path === apiPaths.directDebitFiles) return answer(call);
    return undefined;
  });
}

const listCalls = (calls: readonly StubbedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === entity.apiPath).length;

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Direct-debit file' }));
  return screen.findByRole('dialog', { name: 'Direct-debit file' });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the payment files list's direct-debit file", () => {
  it('makes the file for the next business day and the account chosen, then shows it and the invoices left out', async () => {
    const api = paymentFilesServer((call) => ({
      status: 201,
      body: {
        ...record('PYF00000004', {
          name: 'Direct debits',
          type: 'DIRECT_DEBIT',
          status: 'GENERATED',
          amount: 1250.5,
          currency: 'EUR',
          lineCount: 3,
          collectionDate: `${(call.body as { dueDate: string }).dueDate}T00:00:00.000Z`,
        }),
        notCollected: [{ registration: 'INV00000007', reason }],
      },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, DirectDebitFileTool);
    const dialog = await openDialog();

    const account = await within(dialog).findByLabelText('Creditor account', { selector: 'input' });
    await act(async () => fireEvent.click(account));
    const options = await screen.findAllByRole('option');
    // Only an account holding a creditor identifier collects.
    expect(options.map((option) => option.textContent)).toEqual([
      'Collections · FR76 3000 6000 0112 3456 7890 189 (BKA00000001)',
    ]);
    await act(async () => fireEvent.click(options[0] as HTMLElement));
    const listedBefore = listCalls(api.calls);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Make file' }));

    const made = await within(dialog).findByRole('link', { name: 'PYF00000004' });
    expect(made.getAttribute('href')).toBe('/payment-file/PYF00000004');
    const post = api.calls.find((call) => call.method === 'POST');
    expect(post?.body).toEqual({ dueDate: nextCollectionDate(), creditorBankAccount: 'BKA00000001' });
    expect(within(dialog).getByRole('row', { name: 'Lines 3' })).toBeTruthy();
    expect(within(dialog).getByRole('row', { name: 'Total amount €1,250.50' })).toBeTruthy();
    expect(within(dialog).getByText('Invoices not collected (1)')).toBeTruthy();
    const left = within(dialog).getByRole('row', { name: `INV00000007 ${reason}` });
    expect(within(left).getByRole('link', { name: 'INV00000007' }).getAttribute('href')).toBe(
      '/invoice/INV00000007',
    );
    await waitFor(() => expect(listCalls(api.calls)).toBeGreaterThan(listedBefore));

    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });

  it("shows the server's refusal in the dialog, and leaves the form to try another day", async () => {
    const message = 'Nothing is due by 07/05/2026 that can be collected';
    const api = paymentFilesServer(() => ({
      status: 409,
      body: { status: 409, code: 'NOTHING_TO_COLLECT', message },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, DirectDebitFileTool);
    const dialog = await openDialog();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Make file' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(api.calls.find((call) => call.method === 'POST')?.body).toEqual({ dueDate: nextCollectionDate() });
    expect(within(dialog).getByRole('button', { name: 'Make file' })).toBeTruthy();
  });
});
