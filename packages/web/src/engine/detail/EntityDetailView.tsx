import { personDisplayName } from '@lessor/domain/entities';
import { Alert, Anchor, Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { DetailLayout } from '../cards/detail-layout.ts';
import { ModelViewer } from '../modals/ModelViewer.tsx';
import { useRecordContext } from '../record/RecordContext.tsx';
import { DebugToggle } from './DebugToggle.tsx';
import { DetailColumns } from './DetailColumns.tsx';
import { PrintMenu } from './PrintMenu.tsx';
import { useUnsavedChangesPrompt } from './useUnsavedChangesPrompt.ts';

interface Props {
  layout: DetailLayout;
  /** A record only the server writes: no Save. */
  readOnly: boolean;
  debug: boolean;
  onDebugChange(debug: boolean): void;
  onSave(): void;
}

/** Name plus registration in parentheses when both exist and differ (foundation.md §3). */
function displayLabel(name: string, registration: string): string {
  return name && name !== registration ? `${name} (${registration})` : registration;
}

/** The record's page: its title, Save (also Ctrl/Cmd+S) and its cards; the record from `RecordContext`. */
export function EntityDetailView({ layout, readOnly, debug, onDebugChange, onSave }: Props) {
  const { t } = useTranslation();
  const controller = useRecordContext();
  const { entity, record } = controller;
  const [viewingModel, setViewingModel] = useState(false);
  // Ctrl/Cmd+S saves even while typing in a field (foundation.md §2).
  useHotkeys([['mod+S', onSave]], []);
  useUnsavedChangesPrompt(controller.store);

  if (controller.isLoading) return <Loader role="status" aria-label={t('Loading')} />;
  if (controller.loadError) {
    return (
      <Stack>
        <Alert color="red" title={t('{{entity}} not found', { entity: t(entity.label) })}>
          {controller.loadError.message}
        </Alert>
        <Anchor component={Link} to={`/${entity.pluralRoute}`}>
          {t(entity.pluralLabel)}
        </Anchor>
      </Stack>
    );
  }

  // A person or a prospect saved without a name is known by first and last name (business-areas.md §5).
  const title = record
    ? displayLabel(personDisplayName(record), record.registration)
    : t('New {{entity}}', { entity: t(entity.label).toLowerCase() });
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSave();
  };

  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <Stack gap="md">
        <Group justify="space-between">
          <div>
            <Anchor component={Link} to={`/${entity.pluralRoute}`} size="sm">
              {t(entity.pluralLabel)}
            </Anchor>
            <Title order={1}>{title}</Title>
          </div>
          <Group gap="sm">
            <DebugToggle debug={debug} onChange={onDebugChange} />
            {record && (
              <PrintMenu entityName={entity.name} apiPath={entity.apiPath} id={record.registration} />
            )}
            {debug && (
              <Button variant="default" onClick={() => setViewingModel(true)}>
                {t('Model')}
              </Button>
            )}
            {!readOnly && (
              <Button type="submit" loading={controller.isSaving}>
                {t('Save')}
              </Button>
            )}
          </Group>
        </Group>
        {controller.saveError && (
          <Alert color="red" title={t('Not saved')}>
            {controller.saveError.message}
          </Alert>
        )}
        <DetailColumns layout={layout} routeKey={`/${entity.route}`} />
        {debug && (
          <ModelViewer
            entityName={entity.name}
            opened={viewingModel}
            onClose={() => setViewingModel(false)}
          />
        )}
        {record && (
          <Text size="xs">
            {t('Created by {{user}} on {{date}}', {
              user: record._insertUser,
              date: new Date(record._insertDate).toLocaleString(),
            })}{' '}
            ·{' '}
            {t('updated by {{user}} on {{date}}', {
              user: record._updateUser,
              date: new Date(record._updateDate).toLocaleString(),
            })}
          </Text>
        )}
      </Stack>
    </form>
  );
}
