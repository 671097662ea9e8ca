// @vitest-environment happy-dom
import type { EntityRecord, RecordDocument } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiStub } from '../../api/create-api-stub.ts';
import '../../i18n/i18n.ts';
import { notificationHistory } from '../../notifications/notification-history.ts';
import { InvoiceDownloadTool } from './InvoiceDownloadTool.tsx';

const invoiceEntity = findEntity('Invoice');
if (!invoiceEntity) throw new Error('Invoice is declared');
const entity = invoiceEntity;

const invoice = (registration: string, fields: Record<string, unknown> = {}): EntityRecord => ({
  _id: `id-${registration}`,
  _version: 1,
  _insertDate: '2026-03-01T09:00:00.000Z',
  _insertUser: 'admin',
  _updateDate: '2026-03-01T09:00:00.000Z',
  _updateUser: 'admin',
  registration,
  name: 'Rent March',
  ...fields,
});

/** The invoice's PDF as the documents list answers it: newest first, each with its content token. */
const pdf = (registration: string, id: string, token: string): RecordDocument => ({
  _id: id,
  name: `${registration}.pdf`,
  type: 'INVOICE',
  mimeType: 'application/pdf',
  size: 2048,
  entityName: 'Invoice',
  entityRegistration: registration,
  _insertDate: '2026-03-01T09:00:00.000Z',
  _insertUser: 'admin',
  _updateDate: '2026-03-01T09:00:00.000Z',
  _updateUser: 'admin',
  contentToken: token,
});

const stored: Record<string, RecordDocument[]> = {
  INV00000001: [pdf('INV00000001', 'doc-new', 'token new'), pdf('INV00000001', 'doc-old', 'token old')],
  INV00000003: [],
};
const api = createApiStub((call) => {
  const match = /^\/api\/billing\/invoices\/([^/]+)\/documents$/.exec(call.path);
  const documents = match?.[1] ? stored[match[1]] : undefined;
  if (call.method !== 'GET' || !documents || call.query.get('type') !== 'INVOICE') return undefined;
  return { body: documents };
});

const renderTool = (record: EntityRecord) =>
  render(
    <MantineProvider>
      <InvoiceDownloadTool entity={entity} record={record} />
    </MantineProvider>,
  );
const downloadButton = (registration: string) =>
  screen.queryByRole('button', { name: `Download the invoice ${registration}` });

let opened: ReturnType<typeof vi.fn>;
beforeEach(() => {
  vi.stubGlobal('fetch', api.fetch);
  opened = vi.fn();
  vi.stubGlobal('open', opened);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("the invoices list's download icon", () => {
  it("opens the newest PDF of an invoice that has one, inline, through its document's token", async () => {
    renderTool(invoice('INV00000001', { documentTypes: ['CONTRACT', 'INVOICE'] }));
    const button = downloadButton('INV00000001');
    expect(button).not.toBeNull();
    fireEvent.click(button as HTMLElement);
    await waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
    expect(opened).toHaveBeenCalledWith(
      '/api/billing/invoices/INV00000001/documents/doc-new/content?contentDisposition=inline&token=token%20new',
      '_blank',
      'noopener',
    );
    await waitFor(() => expect(button?.getAttribute('aria-busy')).toBe('false'));
  });

  it('is not shown for an invoice whose documents hold no INVOICE', () => {
    const callsBefore = api.calls.length;
    renderTool(invoice('INV00000002', { documentTypes: [] }));
    renderTool(invoice('INV00000004', { documentTypes: ['OTHER'] }));
    expect(downloadButton('INV00000002')).toBeNull();
    expect(downloadButton('INV00000004')).toBeNull();
    expect(api.calls).toHaveLength(callsBefore);
  });

  it("is offered when the list does not say the row's document types, and tells when there is none", async () => {
    renderTool(invoice('INV00000003'));
    fireEvent.click(downloadButton('INV00000003') as HTMLElement);
    await waitFor(() =>
      expect(notificationHistory.get()[0]).toMatchObject({
        level: 'warning',
        message: 'Invoice INV00000003 has no invoice document yet',
      }),
    );
    expect(opened).not.toHaveBeenCalled();
  });
});
