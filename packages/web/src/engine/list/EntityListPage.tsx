import type { EntityDefinition } from '@lessor/domain/entities';
import { EntityListView } from './EntityListView.tsx';
import { useEntityListController } from './useEntityListController.ts';

export function EntityListPage({ entity }: { entity: EntityDefinition }) {
  const controller = useEntityListController(entity);
  return <EntityListView entity={entity} controller={controller} />;
}
