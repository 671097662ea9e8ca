import { createContext, useContext } from 'react';
import type { EntityListController } from './useEntityListController.ts';

/** The list page's controller, provided by the page to its view and to the entity's own tools. */
export const ListContext = createContext<EntityListController | undefined>(undefined);

/**
 * The list page around a component: its rows, query, selection and what changes them.
 * @example const { entity, rows } = useListContext();
 */
export function useListContext(): EntityListController {
  const list = useContext(ListContext);
  if (!list) throw new Error('useListContext needs a ListContext provider: render it inside a list page');
  return list;
}
