import { type ComponentType, lazy } from 'react';
import type { ListToolProps } from '../../engine/list/EntityListView.tsx';

const RunBillingTool = lazy(async () => ({
  default: (await import('./RunBillingTool.tsx')).RunBillingTool,
}));
const OnboardPartnerTool = lazy(async () => ({
  default: (await import('./OnboardPartnerTool.tsx')).OnboardPartnerTool,
}));
const ProductListTools = lazy(async () => ({
  default: (await import('./ProductListTools.tsx')).ProductListTools,
}));

/**
 * The buttons some lists have beside Add (business-areas.md §2, list screens), by entity name.
 * Each loads with its list, never with the shell.
 */
export const listTools: Readonly<Record<string, ComponentType<ListToolProps>>> = {
  Product: ProductListTools,
  Invoice: RunBillingTool,
  Agreement: OnboardPartnerTool,
};
