import type { HistoryChange } from '@lessor/domain/api';
import { formatDate } from '@lessor/domain/formats';
import { Alert, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useRelatedRecords } from '../inline/useRelatedRecords.ts';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/**
 * Who changed the record, when, and which fields from what to what (the server writes a history
 * entry on every write and transition), newest first. Shown once the record is saved.
 */
export function HistoryCard({ card }: CardProps) {
  const { t, i18n } = useTranslation();
  const { entity, record } = useRecordContext();
  const { records, isLoading, error } = useRelatedRecords('History', {
    entityName: entity.name,
    entityRegistration: record?.registration,
  });
  if (!record) return null;
  return (
    <CardFrame card={card}>
      {isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {error && <Alert color="red">{error.message}</Alert>}
      {!isLoading && records.length === 0 && <Text size="sm">{t('No data')}</Text>}
      <Timeline bulletSize={12} lineWidth={2}>
        {records.map((entry) => {
          const date = typeof entry.date === 'string' ? new Date(entry.date) : undefined;
          const changes = Array.isArray(entry.changes) ? (entry.changes as HistoryChange[]) : [];
          const what =
            typeof entry.transition === 'string' && entry.transition ? entry.transition : entry.type;
          return (
            <Timeline.Item key={entry._id} title={t(String(what ?? ''))}>
              <Text size="xs">
                {date ? `${formatDate(date, i18n.language)} ${date.toISOString().slice(11, 16)}` : ''} ·{' '}
                {String(entry.username ?? '')}
              </Text>
              <Stack gap={0}>
                {changes.map((change) => (
                  <Text key={change.field} size="xs">
                    {t(entity.fields[change.field ?? '']?.label ?? change.field ?? '')}: {change.from ?? '∅'}{' '}
                    → {change.to ?? '∅'}
                  </Text>
                ))}
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </CardFrame>
  );
}
