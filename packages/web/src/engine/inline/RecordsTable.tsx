import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { Anchor, Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cellText } from './cell-text.ts';
import { ScrollableTable } from './ScrollableTable.tsx';

interface Props {
  entity: EntityDefinition;
  records: readonly EntityRecord[];
  /** Columns shown, the registration first and linked to the record. */
  columns: readonly string[];
  caption: string;
}

/** A card's table of records of an entity, each registration linking to its detail page. */
export function RecordsTable({ entity, records, columns, caption }: Props) {
  const { t, i18n } = useTranslation();
  if (records.length === 0) return <Text size="sm">{t('No data')}</Text>;
  return (
    <ScrollableTable label={caption}>
      <Table striped highlightOnHover aria-label={caption}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column}>{t(entity.fields[column]?.label ?? column)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {records.map((record) => (
            <Table.Tr key={record._id}>
              {columns.map((column) => (
                <Table.Td key={column}>
                  {column === 'registration' ? (
                    <Anchor
                      component={Link}
                      to={`/${entity.route}/${encodeURIComponent(record.registration)}`}
                    >
                      {record.registration}
                    </Anchor>
                  ) : (
                    t(cellText(entity.fields[column], record[column], i18n.language))
                  )}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
