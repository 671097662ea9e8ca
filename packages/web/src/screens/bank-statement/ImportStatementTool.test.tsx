// @vitest-environment happy-dom
import { apiPaths, type ImportedBankStatement, jobPaths } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedAnswer, type StubbedCall } from '../../api/create-api-stub.ts';
import { renderListTool } from '../../engine/list/render-list-tool.tsx';
import '../../i18n/i18n.ts';
import { ImportStatementTool } from './ImportStatementTool.tsx';

const bankStatements = findEntity('BankStatement');
if (!bankStatements) throw new Error('BankStatement is declared');
const entity = bankStatements;

const imported: ImportedBankStatement = {
  _id: 'id-BKS00000003',
  _version: 1,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'clerk',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'clerk',
  registration: 'BKS00000003',
  name: 'Statement 2026-05-05',
  status: 'RECEIVED',
  counts: { transactions: 12, matched: 9, returned: 2, toReconcile: 1 },
};

const camt = new File(['<Document xmlns="urn:iso:std:iso:20022:tech:xsd:camt.053.001.08"/>'], 'camt053.xml', {
  type: 'application/xml',
});

function statementsServer(answer: (call: StubbedCall) => StubbedAnswer | undefined) {
  return createApiStub((call) => {
    if (call.path === apiPaths.userConfiguration)
      return { body: { userPermissions: { 'write /api/bank/bank-statements': true } } };
    if (call.method === 'GET' && call.path === entity.apiPath) return { body: [] };
    if (call.method === 'POST' && call.path === apiPaths.bankStatementImports) return answer(call);
    return undefined;
  });
}

const listCalls = (calls: readonly StubbedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === entity.apiPath).length;

/** Opens the dialog and chooses the file, as the file picker hands it over. */
async function chooseFile() {
  fireEvent.click(await screen.findByRole('button', { name: 'Import statement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import statement' });
  const input = dialog.querySelector('input[type="file"]') as HTMLInputElement;
  expect(input.accept).toBe('.xml,application/xml,text/xml');
  await act(async () => fireEvent.change(input, { target: { files: [camt] } }));
  return dialog;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the bank statements list's import", () => {
  it('uploads the camt file as a multipart part named file, then counts its payments in words', async () => {
    const api = statementsServer(() => ({ status: 201, body: imported }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, ImportStatementTool);
    const dialog = await chooseFile();
    const importButton = within(dialog).getByRole('button', { name: 'Import' });
    await waitFor(() => expect(importButton.hasAttribute('disabled')).toBe(false));
    const listedBefore = listCalls(api.calls);
    fireEvent.click(importButton);

    expect(
      await within(dialog).findByText('12 transactions: 9 matched, 2 returned, 1 to reconcile'),
    ).toBeTruthy();
    const upload = api.calls.find((call) => call.method === 'POST');
    const sent = upload?.form?.get('file');
    expect(sent).toBeInstanceOf(File);
    expect((sent as File).name).toBe('camt053.xml');
    expect([...(upload?.form?.keys() ?? [])]).toEqual(['file']);
    expect(within(dialog).getByRole('link', { name: 'BKS00000003' }).getAttribute('href')).toBe(
      '/bank-statement/BKS00000003',
    );
    expect(within(dialog).getByRole('link', { name: 'Reconcile 1 payment(s)' }).getAttribute('href')).toBe(
      '/bank/reconciliation?statement=BKS00000003',
    );
    await waitFor(() => expect(listCalls(api.calls)).toBeGreaterThan(listedBefore));

    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);
  });

  it('follows a long import as a job: its progress while it runs, then the counts', async () => {
    const running = { ...imported, _id: 'job-1', registration: 'BAT00000001', status: 'PROCESSING' };
    const views = [
      { job: { ...running, processed: 250, total: 1000 } },
      { job: { ...running, status: 'SUCCESS', processed: 1000, total: 1000 }, answer: imported },
    ];
    const api = statementsServer((call) =>
      call.method === 'POST' ? { status: 202, body: { job: { ...running, processed: 0 } } } : undefined,
    );
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === jobPaths.job('job-1')
        ? Promise.resolve(Response.json(views.shift()))
        : api.fetch(input, init),
    );
    renderListTool(entity, ImportStatementTool);
    const dialog = await chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));

    expect(await within(dialog).findByText('250 of 1000 payments read', {}, { timeout: 3000 })).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Work done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    expect(
      await within(dialog).findByText(
        '12 transactions: 9 matched, 2 returned, 1 to reconcile',
        {},
        { timeout: 3000 },
      ),
    ).toBeTruthy();
    // The server is asked to answer within a second, and to hand over the job otherwise.
    expect(api.calls.find((call) => call.method === 'POST')?.headers.prefer).toBe('wait=1');
    expect(views).toEqual([]);
  });

  it("shows the server's message when the statement is refused", async () => {
    const message = 'Statement 2026-05-05-001 of FR7630006000011234567890189 is already imported';
    const api = statementsServer(() => ({
      status: 409,
      body: { status: 409, code: 'STATEMENT_ALREADY_IMPORTED', message },
    }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, ImportStatementTool);
    const dialog = await chooseFile();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Import' }));
    expect((await within(dialog).findByRole('alert')).textContent).toContain(message);
    expect(within(dialog).queryByText(/transactions:/)).toBeNull();
  });
});
