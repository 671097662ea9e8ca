import type { EntityDefinition } from '@lessor/domain/entities';
import { useMemo, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../notifications/notify.ts';
import { recordFileStorage } from '../documents/record-file-storage.ts';
import { FieldComponentsProvider } from '../fields/FieldComponentsProvider.tsx';
import { FileStorageContext } from '../fields/file-storage.ts';
import { DebugModeContext } from '../form/DebugModeContext.tsx';
import { FormModeContext } from '../form/FormModeContext.tsx';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import { revealField } from '../form/reveal-field.ts';
import { listWidgets } from '../modals/list-widgets.ts';
import { RecordContext } from '../record/RecordContext.tsx';
import { EntityDetailView } from './EntityDetailView.tsx';
import { layoutFromEntity } from './layout/layout-from-entity.ts';
import { useEntityRecordController } from './useEntityRecordController.ts';
import './detail-page.css';

/**
 * An entity's detail page: `/{entity}` creates, `/{entity}/{id}` edits; cards from the layout.
 * An entity the server alone writes is read-only; the form is disabled while it saves.
 */
export function EntityDetailPage({ entity, id }: { entity: EntityDefinition; id: string | undefined }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const layout = useMemo(() => layoutFromEntity(entity), [entity]);
  const controller = useEntityRecordController(entity, id, layout, query);
  const [debug, setDebug] = useState(false);
  const readOnly = entity.apiReadOnly === true;
  const mode = useMemo(() => ({ readOnly, disabled: controller.isSaving }), [readOnly, controller.isSaving]);
  const recordId = controller.record?._id;
  const fileStorage = useMemo(() => recordFileStorage(entity, recordId), [entity, recordId]);

  const save = async () => {
    if (readOnly) return;
    const result = await controller.submit();
    if ('errorPaths' in result) {
      const first = result.errorPaths[0];
      if (first) revealField(first);
      return;
    }
    notifySuccess('{{entity}} {{registration}} saved', {
      entity: entity.label,
      registration: result.saved.registration,
    });
    if (controller.isNew)
      navigate(`/${entity.route}/${encodeURIComponent(result.saved.registration)}`, { replace: true });
  };

  return (
    <RecordContext.Provider value={controller}>
      <FormStoreContext.Provider value={controller.store}>
        <FormModeContext.Provider value={mode}>
          <DebugModeContext.Provider value={debug}>
            <FieldComponentsProvider widgets={listWidgets}>
              <FileStorageContext.Provider value={fileStorage}>
                <EntityDetailView
                  layout={layout}
                  readOnly={readOnly}
                  debug={debug}
                  onDebugChange={setDebug}
                  onSave={() => void save()}
                />
              </FileStorageContext.Provider>
            </FieldComponentsProvider>
          </DebugModeContext.Provider>
        </FormModeContext.Provider>
      </FormStoreContext.Provider>
    </RecordContext.Provider>
  );
}
