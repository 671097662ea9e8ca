import type { SheetCell } from '@lessor/domain/api';
import { formatDate } from '@lessor/domain/formats';

/**
 * A workbook's rows as the text a user would paste from it: tab-separated, numbers and days
 * written the way the user's locale reads them, so that the paste dialog reads a file and a paste
 * alike. A tab or line break inside a text would split its row: it becomes a space.
 * @example sheetRowsText([['Name', 'Price'], ['Tractor', 98500.5]], 'fr-FR') // 'Name\tPrice\nTractor\t98500,5'
 */
export function sheetRowsText(rows: readonly (readonly SheetCell[])[], locale: string): string {
  const plain = new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits: 10 });
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 8 });
  const textOf = (cell: SheetCell): string => {
    if (cell === null) return '';
    if (typeof cell === 'number') return plain.format(cell);
    if (typeof cell === 'boolean') return cell ? 'true' : 'false';
    if (typeof cell === 'string') return cell.replace(/[\t\r\n]+/g, ' ').trim();
    if ('date' in cell) return formatDate(new Date(`${cell.date}T00:00:00Z`), locale);
    return percent.format(cell.percent);
  };
  return rows.map((row) => row.map(textOf).join('\t')).join('\n');
}
