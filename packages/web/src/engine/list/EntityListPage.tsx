import type { EntityDefinition } from '@lessor/domain/entities';
import type { ComponentType } from 'react';
import { EntityListView } from './EntityListView.tsx';
import { ListContext } from './ListContext.tsx';
import type { RowToolProps } from './ListRow.tsx';
import { useBulkTransitions } from './useBulkTransitions.ts';
import { useEntityListController } from './useEntityListController.ts';
import { usePinnedRows } from './usePinnedRows.ts';

/**
 * An entity's list page: the controllers of its state, and the view that renders it. The list's
 * controller reaches the view, the advanced search and the entity's tools through `ListContext`.
 */
export function EntityListPage({
  entity,
  Tools,
  RowTool,
}: {
  entity: EntityDefinition;
  Tools?: ComponentType | undefined;
  RowTool?: ComponentType<RowToolProps> | undefined;
}) {
  const list = useEntityListController(entity);
  const pinned = usePinnedRows(entity, list.parameters.include);
  const bulk = useBulkTransitions(entity, [...list.selected], list.showRegistrations);
  return (
    <ListContext.Provider value={list}>
      <EntityListView pinned={pinned} bulk={bulk} Tools={Tools} RowTool={RowTool} />
    </ListContext.Provider>
  );
}
