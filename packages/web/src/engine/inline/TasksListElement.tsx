import { findEntity } from '@lessor/domain/entities';
import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { InlineProps } from './inline-props.ts';
import { recordProp } from './prop-readers.ts';
import { RecordsTable } from './RecordsTable.tsx';
import { useRelatedRecords } from './useRelatedRecords.ts';

/** The tasks matching the layout's filters (`props.filters`: `{ ownerUsername: 'ada' }`), newest first. */
export function TasksListElement({ props }: InlineProps) {
  const { t } = useTranslation();
  const filters = Object.fromEntries(
    Object.entries(recordProp(props.filters)).map(([key, value]) => [key, String(value ?? '')]),
  );
  const { records, isLoading, error } = useRelatedRecords('Task', filters);
  const task = findEntity('Task');
  if (!task) return null;
  if (isLoading) return <Loader size="sm" role="status" aria-label={t('Loading')} />;
  if (error) return <Alert color="red">{error.message}</Alert>;
  return (
    <RecordsTable
      entity={task}
      records={records}
      columns={['registration', 'subject', 'dueDate', 'status']}
      caption={t('Tasks')}
    />
  );
}
