import { Table, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFieldSnapshot } from '../form/FormStoreContext.tsx';
import type { InlineProps } from './inline-props.ts';
import { listProp, recordProp, textProp } from './prop-readers.ts';
import { ScrollableTable } from './ScrollableTable.tsx';

/**
 * A table of rows given by the layout (`props.rows`) or read from a list of the record
 * (`props.field`), with the columns it names (`props.columns`: key and label).
 */
export function TableElement({ props }: InlineProps) {
  const { t } = useTranslation();
  const { value } = useFieldSnapshot(textProp(props, 'field'));
  const rows = (props.rows !== undefined ? listProp(props.rows) : listProp(value)).map(recordProp);
  const columns = listProp(props.columns)
    .map(recordProp)
    .map((column) => ({ key: textProp(column, 'key'), label: textProp(column, 'label') }));
  if (rows.length === 0) return <Text size="sm">{t('No data')}</Text>;
  return (
    <ScrollableTable label={t(textProp(props, 'caption'))}>
      <Table striped aria-label={t(textProp(props, 'caption'))}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key}>{t(column.label || column.key)}</Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: rows are shown in the order given.
            <Table.Tr key={index}>
              {columns.map((column) => (
                <Table.Td key={column.key}>{String(row[column.key] ?? '')}</Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollableTable>
  );
}
