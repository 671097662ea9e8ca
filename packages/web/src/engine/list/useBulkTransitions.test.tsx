// @vitest-environment happy-dom
import { type EntityRecord, jobPaths } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import type { AvailableTransition } from '@lessor/domain/workflow';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { notificationHistory } from '../../notifications/notification-history.ts';
import { bulkJobThreshold, useBulkTransitions } from './useBulkTransitions.ts';

const invoices = findEntity('Invoice');
if (!invoices) throw new Error('Invoice is declared');
const entity = invoices;
const issue: AvailableTransition = {
  code: 'ISSUE',
  label: 'Issue',
  to: 'ISSUED',
  orderIndex: 1,
  props: { pullRight: false },
};
const registrations = (count: number) =>
  Array.from({ length: count }, (_, index) => `INV${String(index + 1).padStart(8, '0')}`);

const running: EntityRecord = {
  _id: 'job-7',
  _version: 1,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'clerk',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'clerk',
  registration: 'BAT00000007',
  type: 'TRANSITION',
  status: 'PROCESSING',
};

function wrapper({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('transitions of the selected rows', () => {
  it('runs a large selection as one job: its progress while it runs, then the records moved and those refused', async () => {
    const selected = registrations(bulkJobThreshold + 10);
    const views = [
      { job: { ...running, processed: 30, total: 60 } },
      {
        job: { ...running, status: 'WARNING', processed: 60, failed: 1, total: 60 },
        answer: {
          transition: 'ISSUE',
          done: selected.slice(1),
          refused: [
            {
              registration: selected[0],
              status: 400,
              code: 'TRANSITION_NOT_ALLOWED',
              message: 'Not from PAID',
            },
          ],
        },
      },
    ];
    const api = createApiStub((call) => {
      if (call.path === `${entity.apiPath}/transitions`) return { body: [issue] };
      if (call.path === `${entity.apiPath}/transitions/ISSUE`) return { status: 202, body: { job: running } };
      if (call.path === jobPaths.job('job-7')) return { body: views.shift() };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const afterRun = vi.fn();
    const { result } = renderHook(() => useBulkTransitions(entity, selected, afterRun), { wrapper });

    let ran: Promise<void> | undefined;
    act(() => {
      ran = result.current.run(issue);
    });
    await waitFor(() => expect(result.current.progress).toEqual({ processed: 30, total: 60 }), {
      timeout: 3000,
    });
    expect(result.current.running).toBe('ISSUE');
    await act(async () => ran);

    const started = api.calls.find((call) => call.path === `${entity.apiPath}/transitions/ISSUE`);
    expect(started).toMatchObject({ method: 'POST', body: { ids: selected } });
    expect(started?.headers.prefer).toBe('wait=1');
    // One call for the whole selection, none per record.
    expect(api.calls.filter((call) => call.path.endsWith('/transitions/ISSUE'))).toHaveLength(1);
    const [refusals, moved] = notificationHistory.get();
    expect(moved).toMatchObject({
      level: 'success',
      message: 'Transition "Issue" executed successfully for 59 Invoices',
    });
    expect(refusals).toMatchObject({
      level: 'warning',
      message: `Transition "Issue" refused for 1 Invoices: \n${selected[0]}: Not from PAID`,
    });
    expect(result.current.progress).toBeUndefined();
    expect(result.current.running).toBeUndefined();
    expect(afterRun).toHaveBeenCalledWith(selected);
  });

  it('runs a small selection record by record, as the specification says', async () => {
    const selected = registrations(2);
    const api = createApiStub((call) => {
      if (call.method === 'POST' && call.path === `${entity.apiPath}/transitions`) return { body: [issue] };
      if (call.method === 'GET' && call.path.endsWith('/transitions/ISSUE')) return { body: {} };
      return undefined;
    });
    vi.stubGlobal('fetch', api.fetch);
    const { result } = renderHook(() => useBulkTransitions(entity, selected, () => {}), { wrapper });
    await act(() => result.current.run(issue));
    expect(
      api.calls.filter((call) => call.path.endsWith('/transitions/ISSUE')).map((call) => call.path),
    ).toEqual(selected.map((registration) => `${entity.apiPath}/${registration}/transitions/ISSUE`));
    expect(notificationHistory.get()[0]).toMatchObject({
      message: `Transition "Issue" executed successfully for Invoice "${selected[1]}"`,
    });
  });
});
