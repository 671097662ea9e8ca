import { scheduleTermFields } from '@lessor/domain/entities';
import { formatAmount, formatNumber, formatPercentage } from '@lessor/domain/formats';
import { Table } from '@mantine/core';
import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormSelector } from '../form/FormStoreContext.tsx';
import { useValueAfterPaint } from '../form/useValueAfterPaint.ts';
import { type ContractSummary, contractSummary } from './contract-summary.ts';

/** The fields the summary reads: the schedule's terms and the asset lines. */
const summaryFields = [...scheduleTermFields, 'assets'] as const;

/**
 * The `contractsummary` inline element of a contract or deal page (foundation.md §2): financed
 * amount, asset totals, instalment, total cost, rate, duration, residual value and, where the
 * current quotation has one, its asset margin rate, computed in the page from the values being
 * edited by the domain's finance (`contractSchedule`), so it follows what is typed, a render after.
 */
export function ContractSummaryElement() {
  // The values it reads, by identity: a change elsewhere in the form computes nothing again. The
  // summary follows a frame after a keystroke: the figure typed paints first.
  const values = useValueAfterPaint(useFormSelector((store) => store.getValues()));
  const deps = summaryFields.map((field) => values[field]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the summary reads only the fields listed.
  const summary = useMemo(() => contractSummary(values), deps);
  return <SummaryTable summary={summary} />;
}

/** The summary's figures, drawn again only when they change (not at each keystroke before them). */
const SummaryTable = memo(function SummaryTable({ summary }: { summary: ContractSummary }) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = (value: number | undefined) =>
    value === undefined ? '—' : formatAmount(value, { currency: summary.currency, locale });
  const percent = (value: number | undefined) =>
    value === undefined ? '—' : formatPercentage(value, { locale });
  const rows: [string, string][] = [
    [t('Financed amount excl. tax'), money(summary.financedAmount)],
    [t('Asset lines'), formatNumber(summary.lineCount, { locale, decimals: 0 })],
    [t('Units'), formatNumber(summary.assets.quantity, { locale, decimals: 0 })],
    [t('Assets excl. tax'), money(summary.assets.priceExclTax)],
    [t('Assets incl. tax'), money(summary.assets.priceInclTax)],
    [t('Instalment excl. tax'), money(summary.instalment?.payment)],
    [t('Instalment incl. tax'), money(summary.instalment?.total)],
    [t('Instalments'), summary.instalments === undefined ? '—' : String(summary.instalments)],
    [t('Interest'), money(summary.interest)],
    [t('Total cost'), money(summary.totalCost)],
    [t('Rate'), percent(summary.rate)],
    [
      t('Duration (months)'),
      summary.duration === undefined ? '—' : formatNumber(summary.duration, { locale, decimals: 0 }),
    ],
    [t('Residual value'), money(summary.residualValue)],
  ];
  if (summary.assetMarginRate !== undefined)
    rows.push([t('Asset margin rate'), percent(summary.assetMarginRate)]);
  return (
    <Table aria-label={t('Contract summary')} verticalSpacing={4}>
      <Table.Tbody>
        {rows.map(([label, value]) => (
          <Table.Tr key={label}>
            <Table.Th scope="row" fw={500}>
              {label}
            </Table.Th>
            <Table.Td ta="end" style={{ fontVariantNumeric: 'tabular-nums' }}>
              {value}
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
});
