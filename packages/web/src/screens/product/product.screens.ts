import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/** The products list: its product tables and the paste of products from a spreadsheet. */
export const productScreens: EntityScreens = {
  entity: 'Product',
  ListTools: lazy(async () => ({ default: (await import('./ProductListTools.tsx')).ProductListTools })),
};
