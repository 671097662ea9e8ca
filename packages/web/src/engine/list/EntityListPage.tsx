import type { EntityDefinition } from '@lessor/domain/entities';
import type { ComponentType } from 'react';
import { EntityListView, type ListToolProps } from './EntityListView.tsx';
import type { RowToolProps } from './ListRow.tsx';
import { useBulkTransitions } from './useBulkTransitions.ts';
import { useEntityListController } from './useEntityListController.ts';
import { usePinnedRows } from './usePinnedRows.ts';

/** An entity's list page: the controllers of its state, and the view that renders it. */
export function EntityListPage({
  entity,
  Tools,
  RowTool,
}: {
  entity: EntityDefinition;
  Tools?: ComponentType<ListToolProps> | undefined;
  RowTool?: ComponentType<RowToolProps> | undefined;
}) {
  const list = useEntityListController(entity);
  const pinned = usePinnedRows(entity);
  const bulk = useBulkTransitions(entity, [...list.selected], list.showRegistrations);
  return <EntityListView list={list} pinned={pinned} bulk={bulk} Tools={Tools} RowTool={RowTool} />;
}
