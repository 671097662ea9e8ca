import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/** The invoices list: the billing run beside Add, the invoice's document in every row. */
export const invoiceScreens: EntityScreens = {
  entity: 'Invoice',
  ListTools: lazy(async () => ({ default: (await import('./RunBillingTool.tsx')).RunBillingTool })),
  RowTool: lazy(async () => ({ default: (await import('./InvoiceDownloadTool.tsx')).InvoiceDownloadTool })),
};
