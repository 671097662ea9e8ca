/**
 * A cell of a workbook as `POST /api/report/sheet-rows` answers it: its value typed as the
 * spreadsheet holds it, so that the screen can write it the way its user reads numbers and dates.
 * A date is a calendar day (`YYYY-MM-DD`); a number shown as a percentage keeps its fraction.
 */
export type SheetCell = string | number | boolean | null | { date: string } | { percent: number };

/** The first worksheet of a workbook: its name and its rows, the header row first. */
export interface SheetRows {
  sheet: string;
  rows: SheetCell[][];
}
