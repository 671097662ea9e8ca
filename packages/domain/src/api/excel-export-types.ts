/** How a column's cells read in the workbook. */
export type ExcelFormat = 'text' | 'number' | 'integer' | 'currency' | 'percentage' | 'date' | 'datetime';

/** A column of an export: its header, width in characters, and how its cells read. */
export interface ExcelColumn {
  headerLabel: string;
  /** Property of each data object; rows given as arrays are read by position instead. */
  key?: string;
  width?: number;
  format?: ExcelFormat;
}

/** The body of `POST /api/report/excel`: the rows of a list, written as an .xlsx file. */
export interface ExcelExport {
  fileName: string;
  sheetName?: string;
  columns: readonly ExcelColumn[];
  data: readonly (readonly unknown[] | Readonly<Record<string, unknown>>)[];
  autoFilter?: boolean;
}
