// @vitest-environment happy-dom
import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { MantineProvider } from '@mantine/core';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import '../../i18n/i18n.ts';
import { PaymentFileDownloadTool } from './PaymentFileDownloadTool.tsx';

const paymentFiles = findEntity('PaymentFile');
if (!paymentFiles) throw new Error('PaymentFile is declared');
const entity = paymentFiles;

const file = (registration: string, status: string): EntityRecord => ({
  _id: `id-${registration}`,
  _version: 2,
  _insertDate: '2026-05-06T09:00:00.000Z',
  _insertUser: 'clerk',
  _updateDate: '2026-05-06T09:00:00.000Z',
  _updateUser: 'clerk',
  registration,
  type: 'DIRECT_DEBIT',
  status,
});

const xml = '<?xml version="1.0" encoding="UTF-8"?><Document/>';
const renderTool = (record: EntityRecord) =>
  render(
    <MantineProvider env="test">
      <PaymentFileDownloadTool entity={entity} record={record} />
    </MantineProvider>,
  );

let saved: { href: string; download: string }[];
let fetched: string[];
beforeEach(() => {
  saved = [];
  fetched = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
    fetched.push(String(input));
    return new Response(xml, { status: 200, headers: { 'content-type': 'application/xml' } });
  });
  vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:payment-file');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("the payment files list's XML download", () => {
  it("saves a made file's XML under its registration", async () => {
    renderTool(file('PYF00000004', 'GENERATED'));
    const button = screen.getByRole('button', { name: 'Download the XML of PYF00000004' });
    fireEvent.click(button);
    await waitFor(() => expect(saved).toEqual([{ href: 'blob:payment-file', download: 'PYF00000004.xml' }]));
    expect(fetched).toEqual(['/api/bank/payment-files/id-PYF00000004/content']);
    await waitFor(() => expect(button.getAttribute('aria-busy')).toBe('false'));
  });

  it('is not offered for a draft, whose XML is not written yet', () => {
    renderTool(file('PYF00000005', 'DRAFT'));
    expect(screen.queryByRole('button', { name: /Download/ })).toBeNull();
  });
});
