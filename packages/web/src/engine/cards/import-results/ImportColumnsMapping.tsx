import type { ImportView } from '@lessor/domain/api';
import { Select, Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** Columns mapped by the user, by position: a field, or null to leave the column out. */
export type ColumnChoices = Readonly<Record<number, string | null>>;

/** A draft import's columns, each with the field it fills; the user changes any before starting. */
export function ImportColumnsMapping(props: {
  view: ImportView;
  choices: ColumnChoices;
  onChoose(position: number, field: string | null): void;
}) {
  const { t } = useTranslation();
  const fields = [
    { value: '', label: t('Left out') },
    ...props.view.fields.map(({ field, label }) => ({ value: field, label: t(label) })),
  ];
  return (
    <Table aria-label={t('Columns')}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th scope="col">{t('Column')}</Table.Th>
          <Table.Th scope="col">{t('Field')}</Table.Th>
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {props.view.columns.map((column) => {
          const chosen = column.position in props.choices ? props.choices[column.position] : column.field;
          return (
            <Table.Tr key={column.position}>
              <Table.Td>{column.header}</Table.Td>
              <Table.Td>
                <Select
                  aria-label={t('Field of column {{column}}', { column: column.header })}
                  data={fields}
                  value={chosen ?? ''}
                  onChange={(value) => props.onChoose(column.position, value ? value : null)}
                  searchable
                  allowDeselect={false}
                />
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
