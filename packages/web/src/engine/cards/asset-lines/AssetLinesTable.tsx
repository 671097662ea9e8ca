import { Box } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { AssetLineRow } from './AssetLineRow.tsx';
import { AssetLinesTotals } from './AssetLinesTotals.tsx';
import type { AssetLinesController } from './useAssetLinesController.ts';
import './asset-lines.css';

const headers = [
  'Asset',
  'Quantity',
  'Unit price',
  'Discount',
  'Price excl. tax',
  'Price incl. tax',
  'Tax code',
  'Currency',
  'Financed',
  'Part exchange',
  'Actions',
] as const;
const numeric = new Set<string>(['Quantity', 'Unit price', 'Discount', 'Price excl. tax', 'Price incl. tax']);
/** Widths of the columns, in rem: the table's layout is fixed (asset-lines.css). */
const widths: Readonly<Record<(typeof headers)[number], number>> = {
  Asset: 16,
  Quantity: 5.5,
  'Unit price': 8.5,
  Discount: 6.5,
  'Price excl. tax': 8.5,
  'Price incl. tax': 8.5,
  'Tax code': 10,
  Currency: 5,
  Financed: 5.5,
  'Part exchange': 6,
  Actions: 16,
};

/** Above this many lines only those in view are drawn: 200 lines of inputs drawn whole take several frames. */
const virtualisedFrom = 60;
const rowHeight = 41;
// The same objects at each render: a keystroke does not restyle the scrolling region.
const scrolling = { maxHeight: 560 };
const unbounded = {};

/**
 * The lines of a file as a table, then their totals; the table scrolls in a region the keyboard
 * reaches (sideways when wide; a long list scrolls within it, its header and totals staying in
 * view, and draws only the lines in view and a few around, so that Tab reaches the next ones).
 * Each row is drawn again only when its line changes.
 */
export function AssetLinesTable({ controller }: { controller: AssetLinesController }) {
  const { t } = useTranslation();
  const { lines, blank, problems, path } = controller;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualised = lines.length > virtualisedFrom;
  const virtualizer = useVirtualizer({
    count: lines.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    enabled: virtualised,
    // Before the browser lays the card out, a first screen of lines is drawn rather than none.
    initialRect: { width: 0, height: 560 },
  });
  const items = virtualised ? virtualizer.getVirtualItems() : [];
  const shown = virtualised ? items.map((item) => item.index) : lines.map((_, index) => index);
  const paddingTop = virtualised ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtualised ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  return (
    // The region scrolls by keyboard: sideways when the table is wider than the card, down a long list.
    <Box
      ref={scroller}
      className="lessor-line-scroller"
      style={virtualised ? scrolling : unbounded}
      role="region"
      aria-label={t('Asset lines')}
      tabIndex={0}
    >
      <table
        className="lessor-line-table"
        data-virtualised={virtualised || undefined}
        aria-label={t('Assets')}
        aria-rowcount={lines.length + 2}
      >
        <colgroup>
          {headers.map((header) => (
            <col key={header} style={{ width: `${widths[header]}rem` }} />
          ))}
        </colgroup>
        <thead>
          <tr aria-rowindex={1}>
            {headers.map((header) => (
              <th key={header} scope="col" className={numeric.has(header) ? 'lessor-line-number' : undefined}>
                {t(header)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {paddingTop > 0 && <tr data-spacer style={{ height: paddingTop }} />}
          {shown.map((index) => {
            const line = lines[index];
            return line === undefined ? null : (
              <AssetLineRow
                key={index}
                line={line}
                index={index}
                blank={blank}
                taxCodeProblem={problems.get(`${path}[${index}].taxCode`)}
                currencyProblem={problems.get(`${path}[${index}].currency`)}
              />
            );
          })}
          {paddingBottom > 0 && <tr data-spacer style={{ height: paddingBottom }} />}
        </tbody>
        <AssetLinesTotals controller={controller} />
      </table>
    </Box>
  );
}
