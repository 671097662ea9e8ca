import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

const ListTools = lazy(async () => ({
  default: (await import('./AssetCatalogItemListTools.tsx')).AssetCatalogItemListTools,
}));

/** The company's own catalogue, of assets and of services: items imported from a spreadsheet or an Excel file. */
export const assetCatalogItemScreens: EntityScreens = { entity: 'AssetCatalogItem', ListTools };
export const assetServiceCatalogItemScreens: EntityScreens = { entity: 'AssetServiceCatalogItem', ListTools };
