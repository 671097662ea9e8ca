import { lazy } from 'react';
import type { EntityScreens } from '../entity-screens-definition.ts';

/** The imports list (/imports): a file is uploaded from here; its page maps and runs it. */
export const importScreens: EntityScreens = {
  entity: 'Import',
  ListTools: lazy(async () => ({ default: (await import('./ImportFileTool.tsx')).ImportFileTool })),
};
