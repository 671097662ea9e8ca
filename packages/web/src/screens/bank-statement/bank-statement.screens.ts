import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/** The bank statements list: the bank's camt file imported from here, its payments then reconciled. */
export const bankStatementScreens: EntityScreens = {
  entity: 'BankStatement',
  ListTools: lazy(async () => ({ default: (await import('./ImportStatementTool.tsx')).ImportStatementTool })),
};
