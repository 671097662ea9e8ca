import type { HistoryChange } from '@lessor/domain/api';
import { formatDateTime } from '@lessor/domain/formats';
import { Alert, Loader, Stack, Text, Timeline } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { browserTimeZone } from '../../api/api-client.ts';
import { useRelatedRecords } from '../inline/useRelatedRecords.ts';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';
import { HistoryChangeValue } from './HistoryChangeValue.tsx';
import { historyValue } from './history-value.ts';

/**
 * Who changed the record, when, and which fields from what to what (the server writes a history
 * entry on every write and transition), newest first: each field by its label, each value as the
 * form shows it (dates, amounts, percentages, choices, the names of the records referenced).
 * Shown once the record is saved.
 */
export function HistoryCard({ card }: CardProps) {
  const { t, i18n } = useTranslation();
  const { entity, record } = useRecordContext();
  const { records, isLoading, error } = useRelatedRecords('History', {
    entityName: entity.name,
    entityRegistration: record?.registration,
  });
  if (!record) return null;
  const currency = typeof record.currency === 'string' ? record.currency : undefined;
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
                {date ? formatDateTime(date, i18n.language, { timeZone: browserTimeZone }) : ''} ·{' '}
                {String(entry.username ?? '')}
              </Text>
              <Stack gap={0} component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
                {changes.map((change) => {
                  const field = entity.fields[change.field ?? ''];
                  const value = (text: string | undefined) => (
                    <HistoryChangeValue field={field} value={historyValue(field, text)} currency={currency} />
                  );
                  return (
                    <Text key={change.field} size="xs" component="li">
                      <Text span size="xs" fw={600}>
                        {t(field?.label ?? change.field ?? '')}
                      </Text>
                      {': '}
                      {change.from === undefined && change.to === undefined ? (
                        t('changed')
                      ) : (
                        <>
                          {value(change.from)} → {value(change.to)}
                        </>
                      )}
                    </Text>
                  );
                })}
              </Stack>
            </Timeline.Item>
          );
        })}
      </Timeline>
    </CardFrame>
  );
}
