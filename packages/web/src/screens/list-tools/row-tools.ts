import { type ComponentType, lazy } from 'react';
import type { RowToolProps } from '../../engine/list/ListRow.tsx';

/**
 * The tool some lists have in every row beside the shared ones (business-areas.md §2, list
 * screens), by entity name. Each loads with its list, never with the shell.
 */
export const rowTools: Readonly<Record<string, ComponentType<RowToolProps>>> = {
  Invoice: lazy(async () => ({ default: (await import('./InvoiceDownloadTool.tsx')).InvoiceDownloadTool })),
};
