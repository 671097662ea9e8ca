import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/**
 * The payment files list: a direct-debit file and a credit-transfer file made beside the filters,
 * each file's XML in its row.
 */
export const paymentFileScreens: EntityScreens = {
  entity: 'PaymentFile',
  ListTools: lazy(async () => ({
    default: (await import('./PaymentFileListTools.tsx')).PaymentFileListTools,
  })),
  RowTool: lazy(async () => ({
    default: (await import('./PaymentFileDownloadTool.tsx')).PaymentFileDownloadTool,
  })),
};
