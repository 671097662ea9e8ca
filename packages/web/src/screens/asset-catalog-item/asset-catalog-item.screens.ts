import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/** The company's own catalogue: its items imported from a spreadsheet or an Excel file. */
export const assetCatalogItemScreens: EntityScreens = {
  entity: 'AssetCatalogItem',
  ListTools: lazy(async () => ({
    default: (await import('./AssetCatalogItemListTools.tsx')).AssetCatalogItemListTools,
  })),
};
