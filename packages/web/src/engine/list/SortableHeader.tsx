import type { SortKey } from '@lessor/domain/query';
import { Table, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';

interface Props {
  field: string;
  label: string;
  sort: readonly SortKey[];
  onSort(field: string, added: boolean): void;
}

/**
 * A column header that sorts the list: a click cycles ascending, descending, unsorted; Shift+click
 * adds the column to the order. `aria-sort` tells assistive technology the current order.
 */
export function SortableHeader({ field, label, sort, onSort }: Props) {
  const { t } = useTranslation();
  const position = sort.findIndex((key) => key.field === field);
  const key = sort[position];
  const direction = key ? (key.descending ? 'descending' : 'ascending') : 'none';
  return (
    <Table.Th scope="col" aria-sort={direction}>
      <UnstyledButton
        fw={700}
        fz="sm"
        onClick={(event) => onSort(field, event.shiftKey)}
        title={t('Sort; Shift+click adds to the order')}
      >
        {label}
        {key && (
          <span aria-hidden="true">
            {key.descending ? ' ▼' : ' ▲'}
            {sort.length > 1 ? position + 1 : ''}
          </span>
        )}
      </UnstyledButton>
    </Table.Th>
  );
}
