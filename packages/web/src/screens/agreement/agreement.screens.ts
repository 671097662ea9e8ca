import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/** The agreements list: a partner's onboarding beside Add. */
export const agreementScreens: EntityScreens = {
  entity: 'Agreement',
  ListTools: lazy(async () => ({ default: (await import('./OnboardPartnerTool.tsx')).OnboardPartnerTool })),
};
