import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { flexRender, type Row } from '@tanstack/react-table';
import { type ComponentType, Fragment, memo, Suspense, useState } from 'react';
import { fillTemplate } from './fill-template.ts';
import type { RowAction } from './list-page-settings.ts';
import { RowActions } from './RowActions.tsx';
import { RowDetails } from './RowDetails.tsx';

/** Texts of a row's controls, translated once for the whole table: `{{registration}}` stays to fill. */
interface RowLabels {
  select: string;
  details: string;
  pin: string;
  unpin: string;
}

/** What an entity's own row tool (an invoice's download icon) is given. */
export interface RowToolProps {
  entity: EntityDefinition;
  record: EntityRecord;
}

/** What every row of a table shares; the table keeps it stable so unchanged rows do not redraw. */
export interface RowOptions {
  labels: RowLabels;
  selectable: boolean;
  rowActions: readonly RowAction[];
  /** API path template of a row's details; rows expand when there is one. */
  expandPath: string | undefined;
  /** One entity's own tool in every row, beside the shared ones (business-areas.md §2). */
  RowTool: ComponentType<RowToolProps> | undefined;
  entity: EntityDefinition;
  onToggleSelected(registration: string): void;
  onTogglePinned(registration: string): void;
  onFocus(registration: string): void;
  onReload(): void;
}

interface Props {
  row: Row<EntityRecord>;
  /** Its place in the whole list (header first) when only some rows are drawn. */
  rowIndex: number | undefined;
  options: RowOptions;
  height: number;
  span: number;
  selected: boolean;
  focused: boolean;
  pinned: boolean;
}

/**
 * One row of a list: its selection, its cells, its tools (details, actions, pin) and its details
 * once expanded. Drawn with plain elements (list-table.css), and again only when its own props change.
 */
export const ListRow = memo(function ListRow({
  row,
  rowIndex,
  options,
  height,
  span,
  selected,
  focused,
  pinned,
}: Props) {
  const [expanded, setExpanded] = useState(false);
  const label = (text: string) => text.replace('{{registration}}', registration);
  const record = row.original;
  const registration = row.id;
  const detailsPath = options.expandPath ? fillTemplate(options.expandPath, record) : undefined;
  return (
    <Fragment>
      <tr
        className="lessor-list-row"
        aria-rowindex={rowIndex}
        data-pinned={pinned || undefined}
        data-focused={focused || undefined}
        onClick={() => options.onFocus(registration)}
        style={{ height }}
      >
        {options.selectable && (
          <td>
            <input
              type="checkbox"
              className="lessor-list-check"
              aria-label={label(options.labels.select)}
              checked={selected}
              onChange={() => options.onToggleSelected(registration)}
              onClick={(event) => event.stopPropagation()}
            />
          </td>
        )}
        {row.getVisibleCells().map((cell) => (
          <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
        ))}
        <td className="lessor-list-tools">
          {detailsPath && (
            <button
              type="button"
              className="lessor-list-tool"
              aria-expanded={expanded}
              aria-label={label(options.labels.details)}
              onClick={(event) => {
                event.stopPropagation();
                setExpanded((open) => !open);
              }}
            >
              <span aria-hidden="true">{expanded ? '▾' : '▸'}</span>
            </button>
          )}
          {options.RowTool && (
            <Suspense fallback={null}>
              <options.RowTool entity={options.entity} record={record} />
            </Suspense>
          )}
          {options.rowActions.length > 0 && (
            <RowActions record={record} actions={options.rowActions} onReload={options.onReload} />
          )}
          <button
            type="button"
            className="lessor-list-tool"
            aria-pressed={pinned}
            aria-label={label(pinned ? options.labels.unpin : options.labels.pin)}
            onClick={(event) => {
              event.stopPropagation();
              options.onTogglePinned(registration);
            }}
          >
            <span aria-hidden="true">{pinned ? '★' : '☆'}</span>
          </button>
        </td>
      </tr>
      {expanded && detailsPath && <RowDetails path={detailsPath} span={span} />}
    </Fragment>
  );
});
