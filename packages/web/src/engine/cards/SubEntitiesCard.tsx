import { Alert, Anchor, Group, Loader } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { RecordsTable } from '../inline/RecordsTable.tsx';
import { useRelatedRecords } from '../inline/useRelatedRecords.ts';
import { useRecordContext } from '../record/RecordContext.tsx';
import { CardFrame } from './CardFrame.tsx';
import type { CardProps } from './card-props.ts';

/** The Invoices, Communications and Tasks cards list these entities. */
const entityOfCardType: Readonly<Record<string, string>> = {
  Invoices: 'Invoice',
  Communications: 'Communication',
  Tasks: 'Task',
};

/**
 * The records of another entity that name this one (`props.entity` whose `props.field`, by default
 * `{entity}Registration`, holds the record's registration): invoices of a contract, communications
 * of a person, tasks of a project. Add opens a new one already naming the record. Shown once the
 * record is saved.
 */
export function SubEntitiesCard({ card }: CardProps) {
  const { t } = useTranslation();
  const { entity: owner, record } = useRecordContext();
  const entityName = String(card.props?.entity ?? entityOfCardType[card.type ?? ''] ?? '');
  const field = String(
    card.props?.field ?? `${owner.name.charAt(0).toLowerCase()}${owner.name.slice(1)}Registration`,
  );
  const { entity, records, isLoading, error } = useRelatedRecords(entityName, {
    [field]: record?.registration,
  });
  if (!record || !entity) return null;
  const columns = entity.listColumns
    .map((column) => column.key)
    .filter((key) => key !== field && key in entity.fields);
  const add = (
    <Group>
      <Anchor
        component={Link}
        size="sm"
        to={`${entity.newRoute}?${new URLSearchParams({ [field]: record.registration })}`}
      >
        {t('Add')}
      </Anchor>
    </Group>
  );
  return (
    <CardFrame card={card} action={card.readOnly ? undefined : add}>
      {isLoading && <Loader size="sm" role="status" aria-label={t('Loading')} />}
      {error && <Alert color="red">{error.message}</Alert>}
      {!isLoading && !error && (
        <RecordsTable
          entity={entity}
          records={records}
          columns={['registration', ...columns.filter((c) => c !== 'registration')]}
          caption={t(card.title)}
        />
      )}
    </CardFrame>
  );
}
