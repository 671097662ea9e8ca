import { Box } from '@mantine/core';
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

/**
 * The lines of a file as a table, then their totals; a wide table scrolls sideways in a region the
 * keyboard reaches. Each row is drawn again only when its line changes.
 */
export function AssetLinesTable({ controller }: { controller: AssetLinesController }) {
  const { t } = useTranslation();
  const { lines, blank, problems, path } = controller;
  return (
    // A wide table scrolls sideways: the region is reachable by keyboard to scroll it.
    <Box className="lessor-line-scroller" role="region" aria-label={t('Asset lines')} tabIndex={0}>
      <table className="lessor-line-table" aria-label={t('Assets')} aria-rowcount={lines.length + 2}>
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
          {lines.map((line, index) => (
            <AssetLineRow
              // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited by position, as the form names them.
              key={index}
              line={line}
              index={index}
              blank={blank}
              taxCodeProblem={problems.get(`${path}[${index}].taxCode`)}
              currencyProblem={problems.get(`${path}[${index}].currency`)}
            />
          ))}
        </tbody>
        <AssetLinesTotals controller={controller} />
      </table>
    </Box>
  );
}
