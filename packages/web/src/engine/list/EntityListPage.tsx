import type { EntityDefinition } from '@lessor/domain/entities';
import { Loader } from '@mantine/core';
import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { NotPermittedPage } from '../../shell/NotPermittedPage.tsx';
import { useMayRead } from '../record/usePermissionChecks.ts';
import { EntityListView } from './EntityListView.tsx';
import { ListContext } from './ListContext.tsx';
import type { RowToolProps } from './ListRow.tsx';
import { useBulkTransitions } from './useBulkTransitions.ts';
import { useEntityListController } from './useEntityListController.ts';
import { usePinnedRows } from './usePinnedRows.ts';

interface Props {
  entity: EntityDefinition;
  Tools?: ComponentType | undefined;
  RowTool?: ComponentType<RowToolProps> | undefined;
}

/**
 * An entity's list page, for a user who may read the entity; one who may not is told which
 * permission the screen needs, and nothing is asked of the server.
 */
export function EntityListPage(props: Props) {
  const { t } = useTranslation();
  const { entity } = props;
  const mayRead = useMayRead(entity);
  if (mayRead === undefined) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (!mayRead)
    return <NotPermittedPage title={t(entity.pluralLabel)} permission={`read ${entity.apiPath}`} />;
  return <EntityList {...props} />;
}

/**
 * The controllers of the list's state, and the view that renders it. The list's controller
 * reaches the view, the advanced search and the entity's tools through `ListContext`.
 */
function EntityList({ entity, Tools, RowTool }: Props) {
  const list = useEntityListController(entity);
  const pinned = usePinnedRows(entity, list.parameters.include);
  const bulk = useBulkTransitions(entity, [...list.selected], list.showRegistrations);
  return (
    <ListContext.Provider value={list}>
      <EntityListView pinned={pinned} bulk={bulk} Tools={Tools} RowTool={RowTool} />
    </ListContext.Provider>
  );
}
