import type { EntityRecord, ExcelExport, ExcelFormat } from '@lessor/domain/api';
import type { ColumnDefinition, EntityDefinition } from '@lessor/domain/entities';
import type { FieldType } from '@lessor/domain/fields';
import { valueAt } from '../record-value.ts';
import { cellContent } from './cell-content.ts';

const formatOfType: Partial<Record<FieldType, ExcelFormat>> = {
  number: 'number',
  integer: 'integer',
  currency: 'currency',
  percentage: 'percentage',
  date: 'date',
  datetime: 'datetime',
};

/**
 * The body of `POST /api/report/excel` for the rows shown: numbers and dates as values the
 * spreadsheet can compute with, everything else as the list shows it (labels, names), uncut.
 */
export function excelExportRequest(
  entity: EntityDefinition,
  columns: readonly ColumnDefinition[],
  records: readonly EntityRecord[],
  locale: string,
): ExcelExport {
  const formats = columns.map((column) => (column.personRole ? undefined : formatOf(entity, column)));
  return {
    fileName: `${entity.pluralLabel} ${new Date().toISOString().slice(0, 10)}.xlsx`,
    sheetName: entity.pluralLabel,
    autoFilter: true,
    columns: columns.map((column, index) => ({
      headerLabel: column.label,
      ...(formats[index] ? { format: formats[index] } : {}),
    })),
    data: records.map((record) =>
      columns.map((column, index) => {
        if (formats[index]) return valueAt(record, column.path ?? column.key) ?? null;
        const content = cellContent(entity, column, record, locale);
        return content.fullText ?? content.text;
      }),
    ),
  };
}

/** How a column's cells read in a workbook: numbers and dates as values; labels and names as text. */
export function formatOf(entity: EntityDefinition, column: ColumnDefinition): ExcelFormat | undefined {
  const field = entity.fields[column.key];
  if (field?.options) return undefined;
  const type = column.type ?? field?.type;
  return type ? formatOfType[type] : undefined;
}
