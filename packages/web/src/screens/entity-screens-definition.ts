import type { ComponentType } from 'react';
import type { RowToolProps } from '../engine/list/ListRow.tsx';

/**
 * What one entity's folder under `screens/` adds to the generic pages (business-areas.md §2, list
 * screens): buttons beside Add, a tool in every row. Each loads with its list, never with the shell.
 */
export interface EntityScreens {
  /** The declared entity's name. */
  entity: string;
  /** Buttons beside Add, reading the list with `useListContext`. */
  ListTools?: ComponentType;
  RowTool?: ComponentType<RowToolProps>;
}
