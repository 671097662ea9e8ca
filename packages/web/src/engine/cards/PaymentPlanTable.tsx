import type { ContractSchedule, ScheduleRow } from '@lessor/domain/entities';
import { formatAmount, formatDate } from '@lessor/domain/formats';
import { Box, Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { memo, useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import './payment-plan.css';

/** Above this many rows only those in view are drawn: a plan of 360 months drawn whole is slow to show. */
const virtualisedFrom = 60;
const rowHeight = 33;
const amountColumns = ['principal', 'interest', 'payment', 'tax', 'total', 'outstanding'] as const;
const headers = ['#', 'Date', 'Principal', 'Interest', 'Payment', 'Tax', 'Total', 'Outstanding'] as const;

type Format = (value: number) => string;

const PlanRow = memo(function PlanRow({
  row,
  date,
  money,
}: {
  row: ScheduleRow;
  date: string;
  money: Format;
}) {
  return (
    <tr className="lessor-plan-row" aria-rowindex={row.index + 1}>
      <td>{row.index}</td>
      <td>{date}</td>
      {amountColumns.map((column) => (
        <td key={column} className="lessor-plan-amount">
          {money(row[column])}
        </td>
      ))}
    </tr>
  );
});

/**
 * The rows of a schedule and its totals, amounts in the contract's currency and dates in the
 * user's locale. Long plans scroll inside the card and draw only the rows in view, with spacer
 * rows keeping the scroll height; the totals stay at the bottom of the view.
 */
export function PaymentPlanTable({ schedule }: { schedule: ContractSchedule }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = useMemo<Format>(
    () => (value) => formatAmount(value, { currency: schedule.currency, locale }),
    [schedule.currency, locale],
  );
  const { rows, totals } = schedule;
  const scroller = useRef<HTMLDivElement>(null);
  const virtualised = rows.length > virtualisedFrom;
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scroller.current,
    estimateSize: () => rowHeight,
    overscan: 8,
    enabled: virtualised,
    // Before the browser lays the card out, a first screen of rows is drawn rather than none.
    initialRect: { width: 0, height: 480 },
  });
  const items = virtualised ? virtualizer.getVirtualItems() : [];
  const shown = virtualised ? items.flatMap((item) => rows[item.index] ?? []) : rows;
  const paddingTop = virtualised ? (items[0]?.start ?? 0) : 0;
  const paddingBottom = virtualised ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const label = t('Payment plan');
  return (
    // A scrolling region (a long plan, or a wide one on a narrow screen) is reachable by keyboard.
    <Box
      ref={scroller}
      className="lessor-plan-scroller"
      style={{ maxHeight: virtualised ? 480 : undefined }}
      tabIndex={0}
      role="region"
      aria-label={t('Instalments')}
    >
      <Table
        striped
        stickyHeader={virtualised}
        aria-label={label}
        aria-rowcount={rows.length + 2}
        className="lessor-plan-table"
      >
        <Table.Thead>
          <Table.Tr aria-rowindex={1}>
            {headers.map((header) => (
              <Table.Th
                key={header}
                scope="col"
                className={header === '#' || header === 'Date' ? undefined : 'lessor-plan-amount'}
              >
                {t(header)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <tbody>
          {paddingTop > 0 && <tr data-spacer style={{ height: paddingTop }} />}
          {shown.map((row) => (
            <PlanRow key={row.index} row={row} date={formatDate(new Date(row.date), locale)} money={money} />
          ))}
          {paddingBottom > 0 && <tr data-spacer style={{ height: paddingBottom }} />}
        </tbody>
        <tfoot className="lessor-plan-totals">
          <tr aria-rowindex={rows.length + 2}>
            <th scope="row" colSpan={2}>
              {t('Total')}
            </th>
            {amountColumns.map((column) => (
              <td key={column} className="lessor-plan-amount">
                {column === 'outstanding' ? '' : money(totals[column])}
              </td>
            ))}
          </tr>
        </tfoot>
      </Table>
    </Box>
  );
}
