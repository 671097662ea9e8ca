import type { EntityDefinition } from '@lessor/domain/entities';
import { notifications } from '@mantine/notifications';
import { useNavigate, useParams } from 'react-router';
import { EntityFormView } from './EntityFormView.tsx';
import { useEntityRecordController } from './useEntityRecordController.ts';

/** An entity's detail page: `/{entity}` creates, `/{entity}/{id}` edits. */
export function EntityDetailPage({ entity }: { entity: EntityDefinition }) {
  const { id } = useParams();
  const navigate = useNavigate();
  const controller = useEntityRecordController(entity, id);

  const save = async () => {
    const saved = await controller.submit();
    if (!saved) {
      // Bring the first field in error into view (foundation.md §2: scrolled to and highlighted).
      requestAnimationFrame(() => document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    notifications.show({ color: 'green', message: `${entity.label} ${saved.registration} saved` });
    if (controller.isNew)
      navigate(`/${entity.route}/${encodeURIComponent(saved.registration)}`, { replace: true });
  };

  return <EntityFormView entity={entity} controller={controller} onSave={save} />;
}
