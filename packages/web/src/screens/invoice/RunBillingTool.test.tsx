// @vitest-environment happy-dom
import { apiPaths, type EntityRecord, jobPaths } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import axe from 'axe-core';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub, type StubbedAnswer, type StubbedCall } from '../../api/create-api-stub.ts';
import { renderListTool } from '../../engine/list/render-list-tool.tsx';
import '../../i18n/i18n.ts';
import { notificationHistory } from '../../notifications/notification-history.ts';
import { RunBillingTool } from './RunBillingTool.tsx';

const invoices = findEntity('Invoice');
if (!invoices) throw new Error('Invoice is declared');
const entity = invoices;

const running: EntityRecord = {
  _id: 'job-1',
  _version: 1,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'clerk',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'clerk',
  registration: 'BAT00000004',
  name: 'Billing run to 2026-05-06',
  type: 'BILLING',
  status: 'PROCESSING',
};

function billingServer(answer: (call: StubbedCall) => StubbedAnswer | undefined) {
  return createApiStub((call) => {
    if (call.path === apiPaths.userConfiguration)
      return { body: { userPermissions: { 'write /api/billing/invoices': true } } };
    if (call.method === 'GET' && call.path === entity.apiPath) return { body: [] };
    if (call.path === '/api/person/persons') return { body: [{ registration: 'PER00000009', name: 'Lyon' }] };
    if (call.path === apiPaths.runBilling) return answer(call);
    return undefined;
  });
}

const listCalls = (calls: readonly StubbedCall[]) =>
  calls.filter((call) => call.method === 'GET' && call.path === entity.apiPath).length;

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the invoices list's Run billing", () => {
  it('follows a long run as a job: its progress under the form, then the invoices created and the list again', async () => {
    const views = [
      { job: { ...running, processed: 100, total: 400 } },
      {
        job: { ...running, status: 'WARNING', processed: 400, failed: 50, total: 400 },
        answer: { nbTotal: 350, invoices: [], failures: [] },
      },
    ];
    const api = billingServer(() => ({ status: 202, body: { job: { ...running, processed: 0 } } }));
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) =>
      String(input) === jobPaths.job('job-1')
        ? Promise.resolve(Response.json(views.shift()))
        : api.fetch(input, init),
    );
    renderListTool(entity, RunBillingTool);
    fireEvent.click(await screen.findByRole('button', { name: 'Run billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run billing' });
    const listedBefore = listCalls(api.calls);
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Run billing' }));

    expect(await within(dialog).findByText('100 of 400 contracts done', {}, { timeout: 3000 })).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Work done' });
    expect(bar.getAttribute('aria-valuenow')).toBe('25');
    const results = await axe.run(dialog, { rules: { 'color-contrast': { enabled: false } } });
    expect(
      results.violations.filter((violation) => ['serious', 'critical'].includes(violation.impact ?? '')),
    ).toEqual([]);

    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Run billing' })).toBeNull(), {
      timeout: 3000,
    });
    expect(notificationHistory.get()[0]).toMatchObject({
      level: 'success',
      message: '350 invoice(s) created',
    });
    await waitFor(() => expect(listCalls(api.calls)).toBeGreaterThan(listedBefore));
    const run = api.calls.find((call) => call.path === apiPaths.runBilling);
    // The server is asked to answer within a second, and to hand over the job otherwise.
    expect(run?.headers.prefer).toBe('wait=1');
    expect(run?.query.get('date')).toMatch(/^\d{8}$/);
    expect(views).toEqual([]);
  });

  it('tells the invoices of a short run at once', async () => {
    const api = billingServer(() => ({ body: [running, running] }));
    vi.stubGlobal('fetch', api.fetch);
    renderListTool(entity, RunBillingTool);
    fireEvent.click(await screen.findByRole('button', { name: 'Run billing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Run billing' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Run billing' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Run billing' })).toBeNull());
    expect(notificationHistory.get()[0]).toMatchObject({ message: '2 invoice(s) created' });
    expect(within(document.body).queryByRole('progressbar')).toBeNull();
  });
});
