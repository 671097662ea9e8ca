import type { EntityRecord } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import type { SortKey } from '@lessor/domain/query';
import { Box, Checkbox, Table, VisuallyHidden } from '@mantine/core';
import { type ColumnDef, getCoreRowModel, useReactTable } from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { followListLink, ListCell } from './ListCell.tsx';
import { ListRow, type RowOptions } from './ListRow.tsx';
import './list-table.css';
import { SortableHeader } from './SortableHeader.tsx';

interface Props extends Omit<RowOptions, 'labels' | 'entity'> {
  entity: EntityDefinition;
  columns: readonly ColumnDefinition[];
  records: readonly EntityRecord[];
  pinned: readonly EntityRecord[];
  /** Rows are being fetched: the ones shown are the previous answer's. */
  busy: boolean;
  sort: readonly SortKey[];
  selected: ReadonlySet<string>;
  focused: string | undefined;
  isPinned(registration: string): boolean;
  onSort(field: string, added: boolean): void;
  onSelectAll(all: boolean): void;
}

/**
 * Above this many rows only the rows in view are drawn, in a scrolling region: a page of 250 rows
 * drawn whole took about three times the 100 ms a page may take to show.
 */
const virtualisedFrom = 100;
const rowHeight = 37;

/**
 * The list's table: selection, pinned rows first, sortable headers, and the declared cells. Above
 * 100 rows it draws only the rows in view, with spacer rows keeping the scroll height.
 */
export function ListTable(props: Props) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { entity, columns, sort, selected, records, pinned } = props;
  const rows = useMemo(
    () => [...pinned, ...records.filter((record) => !pinned.some((pin) => pin._id === record._id))],
    [pinned, records],
  );
  const definitions = useMemo<ColumnDef<EntityRecord>[]>(
    () =>
      columns.map((column) => ({
        id: column.key,
        header: column.label,
        cell: ({ row }) => (
          <ListCell entity={entity} column={column} record={row.original} locale={i18n.language} />
        ),
      })),
    [columns, entity, i18n.language],
  );
  const table = useReactTable({
    data: rows,
    columns: definitions,
    getCoreRowModel: getCoreRowModel(),
    getRowId: (record) => record.registration,
  });
  const tableRows = table.getRowModel().rows;

  const scroller = useRef<HTMLDivElement>(null);
  const virtualised = tableRows.length > virtualisedFrom;
  const virtualizer = useVirtualizer({
    count: tableRows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    enabled: virtualised,
  });
  const items = virtualised ? virtualizer.getVirtualItems() : [];
  const shown = virtualised ? items.flatMap((item) => tableRows[item.index] ?? []) : tableRows;
  const paddingTop = virtualised ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtualised ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const allSelected = records.length > 0 && records.every((record) => selected.has(record.registration));
  const span = columns.length + (props.selectable ? 2 : 1);
  // Rows compare their props to skip redrawing: hand them callbacks that stay the same object and
  // call the latest handlers.
  const latest = useRef(props);
  latest.current = props;
  const rowOptions = useMemo<RowOptions>(
    () => ({
      // i18next keeps `{{registration}}` when asked to fill it with itself; each row fills it.
      labels: {
        select: t('Select {{registration}}', { registration: '{{registration}}' }),
        details: t('Details of {{registration}}', { registration: '{{registration}}' }),
        pin: t('Pin {{registration}}', { registration: '{{registration}}' }),
        unpin: t('Unpin {{registration}}', { registration: '{{registration}}' }),
      },
      selectable: props.selectable,
      rowActions: props.rowActions,
      expandPath: props.expandPath,
      RowTool: props.RowTool,
      entity,
      onToggleSelected: (registration) => latest.current.onToggleSelected(registration),
      onTogglePinned: (registration) => latest.current.onTogglePinned(registration),
      onFocus: (registration) => latest.current.onFocus(registration),
      onReload: () => latest.current.onReload(),
    }),
    [t, props.selectable, props.rowActions, props.expandPath, props.RowTool, entity],
  );

  return (
    // A scrolling region is reachable by keyboard (tabIndex) so its rows can be scrolled without a mouse.
    <Box
      ref={scroller}
      style={{ flex: 1, minWidth: 0, overflow: 'auto', maxHeight: virtualised ? '70vh' : undefined }}
      {...(virtualised ? { tabIndex: 0, role: 'region', 'aria-label': entity.pluralLabel } : {})}
    >
      <Table
        striped
        highlightOnHover
        stickyHeader={virtualised}
        aria-label={entity.pluralLabel}
        aria-busy={props.busy}
        // With rows drawn only in view, assistive technology still learns how many there are.
        aria-rowcount={virtualised ? tableRows.length + 1 : undefined}
      >
        <Table.Thead>
          <Table.Tr>
            {props.selectable && (
              <Table.Th w={40}>
                <Checkbox
                  aria-label={t('Select all')}
                  checked={allSelected}
                  indeterminate={!allSelected && selected.size > 0}
                  onChange={(event) => props.onSelectAll(event.currentTarget.checked)}
                />
              </Table.Th>
            )}
            {columns.map((column) =>
              isSortable(entity, column) ? (
                <SortableHeader
                  key={column.key}
                  field={column.key}
                  label={column.label}
                  sort={sort}
                  onSort={props.onSort}
                />
              ) : (
                <Table.Th key={column.key} scope="col">
                  {column.label}
                </Table.Th>
              ),
            )}
            <Table.Th w={40}>
              <VisuallyHidden>{t('Row tools')}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody onClick={(event) => followListLink(event, navigate)}>
          {tableRows.length === 0 && (
            <Table.Tr>
              <Table.Td colSpan={span}>{t('No data')}</Table.Td>
            </Table.Tr>
          )}
          {paddingTop > 0 && <tr data-spacer style={{ height: paddingTop }} />}
          {shown.map((row) => (
            <ListRow
              key={row.id}
              row={row}
              rowIndex={virtualised ? row.index + 2 : undefined}
              height={rowHeight}
              span={span}
              selected={selected.has(row.id)}
              focused={props.focused === row.id}
              pinned={props.isPinned(row.id)}
              options={rowOptions}
            />
          ))}
          {paddingBottom > 0 && <tr data-spacer style={{ height: paddingBottom }} />}
        </Table.Tbody>
      </Table>
    </Box>
  );
}

/** The list call sorts by declared fields and the record's own columns, not by paths into lists. */
function isSortable(entity: EntityDefinition, column: ColumnDefinition): boolean {
  if (column.path || column.personRole) return false;
  const type = entity.fields[column.key]?.type;
  return type !== undefined && type !== 'list' && type !== 'object';
}
