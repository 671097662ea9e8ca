import { Alert, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { RecordsTable } from '../inline/RecordsTable.tsx';
import { useRelatedRecords } from '../inline/useRelatedRecords.ts';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/** The security events about the record (who did what, when). Shown once the record is saved. */
export function AuditsCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity, record } = useRecordContext();
  const {
    entity: audit,
    records,
    isLoading,
    error,
  } = useRelatedRecords('Audit', {
    entityName: entity.name,
    entityRegistration: record?.registration,
  });
  if (!record || !audit) return null;
  return (
    <CardFrame card={card}>
      {isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {error && <Alert color="red">{error.message}</Alert>}
      {!isLoading && !error && (
        <RecordsTable
          entity={audit}
          records={records}
          columns={['date', 'username', 'action']}
          caption={t(card.title)}
        />
      )}
    </CardFrame>
  );
}
