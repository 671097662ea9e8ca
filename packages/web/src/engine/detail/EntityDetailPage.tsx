import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { Loader } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notifySuccess } from '../../notifications/notify.ts';
import { NotPermittedPage } from '../../shell/NotPermittedPage.tsx';
import { recordFileStorage } from '../documents/record-file-storage.ts';
import { FieldComponentsProvider } from '../fields/FieldComponentsProvider.tsx';
import { FileStorageContext } from '../fields/file-storage.ts';
import { DebugModeContext } from '../form/DebugModeContext.tsx';
import { FormModeContext } from '../form/FormModeContext.tsx';
import { FormStoreContext } from '../form/FormStoreContext.tsx';
import { revealField } from '../form/reveal-field.ts';
import { listWidgets } from '../modals/list-widgets.ts';
import { RecordContext } from '../record/RecordContext.tsx';
import { useMayRead, useWriteRefused } from '../record/usePermissionChecks.ts';
import { EntityDetailView } from './EntityDetailView.tsx';
import { layoutFromEntity } from './layout/layout-from-entity.ts';
import { useScriptedLayout } from './layout/useScriptedLayout.ts';
import { savedEffects } from './saved-effects.ts';
import { useEntityRecordController } from './useEntityRecordController.ts';
import './detail-page.css';

interface Props {
  entity: EntityDefinition;
  id: string | undefined;
}

/**
 * An entity's detail page, for a user who may read the entity (and, for a new record, write it);
 * one who may not is told which permission the page needs, rather than 'not found'.
 */
export function EntityDetailPage({ entity, id }: Props) {
  const { t } = useTranslation();
  const mayRead = useMayRead(entity);
  const writeRefused = useWriteRefused(entity.apiPath);
  if (mayRead === undefined) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (!mayRead) return <NotPermittedPage title={t(entity.label)} permission={`read ${entity.apiPath}`} />;
  if (id === undefined && writeRefused)
    return <NotPermittedPage title={t(entity.label)} permission={`write ${entity.apiPath}`} />;
  return <EntityDetail entity={entity} id={id} writeRefused={writeRefused} />;
}

/**
 * The page itself: `/{entity}` creates, `/{entity}/{id}` edits; cards from the layout, the
 * tenant's layout script's when it has one. An entity
 * the server alone writes, or one the user may not write, is read-only; the form is disabled while
 * it saves.
 */
function EntityDetail({ entity, id, writeRefused }: Props & { writeRefused: boolean }) {
  const [query] = useSearchParams();
  const navigate = useNavigate();
  const { t } = useTranslation();
  const declared = useMemo(() => layoutFromEntity(entity), [entity]);
  const scripted = useScriptedLayout(entity, id, declared, query);
  const { layout } = scripted;
  const controller = useEntityRecordController(entity, id, layout, query);
  const [debug, setDebug] = useState(false);
  const readOnly = entity.apiReadOnly === true || writeRefused;
  const mode = useMemo(() => ({ readOnly, disabled: controller.isSaving }), [readOnly, controller.isSaving]);
  const recordId = controller.record?._id;
  const fileStorage = useMemo(() => recordFileStorage(entity, recordId), [entity, recordId]);

  const save = async () => {
    if (readOnly) return;
    // What was last saved: a new record saved once already is its saved self, not nothing.
    const held = controller.store.getSaved();
    const before = held._id === undefined ? undefined : (held as EntityRecord);
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
    await savedEffects[entity.name]?.(before, result.saved);
    if (controller.isNew)
      navigate(`/${entity.route}/${encodeURIComponent(result.saved.registration)}`, { replace: true });
  };

  if (scripted.pending) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
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
