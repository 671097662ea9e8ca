import { LessorError } from '@lessor/domain/errors';
import type { DepreciationProfile, ResidualValueParameters } from '@lessor/domain/finance';
import { isResidualValueParameters, residualValueParametersFault } from '@lessor/domain/finance';
import { excel, loadWorkbook } from '../../report/load-workbook.ts';

/** The sheet's columns, in order: what a company fills in, one row per category. */
const columns = [
  ['category', 'Category'],
  ['firstYearDrop', 'First-year drop'],
  ['annualRate', 'Annual rate'],
  ['usageUnit', 'Usage unit'],
  ['referenceUsage', 'Reference usage'],
  ['usageSensitivity', 'Usage sensitivity'],
  ['floor', 'Floor'],
] as const;
const fractionColumns = new Set(['firstYearDrop', 'annualRate', 'usageSensitivity', 'floor']);
const sheetName = 'Residual values';
/** The row of the profile that applies to every category without one. */
const defaultRow = 'default';

/** The parameters as an .xlsx sheet: a row per category, rates as percentages. */
export async function residualValueSheet(parameters: ResidualValueParameters): Promise<Buffer> {
  const workbook = new (await excel()).Workbook();
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map(([key, header]) => ({
    header,
    key,
    width: Math.max(header.length + 4, 14),
    ...(fractionColumns.has(key) ? { style: { numFmt: '0.00%' } } : {}),
  }));
  sheet.getRow(1).font = { bold: true };
  const rows: [string, DepreciationProfile][] = [
    [defaultRow, parameters.default],
    ...Object.entries(parameters.categories),
  ];
  for (const [category, profile] of rows) sheet.addRow({ category, ...profile });
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

/**
 * The parameters a sheet holds: its first worksheet, headers in the first row (any order, matched
 * by their names), a `default` row and one row per category. A rate is a fraction or a
 * percentage cell (20 %, "20%" or 0.2). A faulty sheet is refused whole, naming the row's entry
 * (`categories.trucks.annualRate`).
 */
export async function readResidualValueSheet(bytes: Buffer): Promise<ResidualValueParameters> {
  const workbook = await loadWorkbook(bytes);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new LessorError('INVALID_FIELD_IN_CONFIG', [sheetName]);
  const headerRow = sheet.getRow(1);
  const positions = new Map<string, number>();
  headerRow.eachCell((cell, column) => {
    const known = columns.find(
      ([, header]) => header.toLowerCase() === String(cell.text).trim().toLowerCase(),
    );
    if (known) positions.set(known[0], column);
  });
  const missing = columns.find(([key]) => !positions.has(key));
  if (missing) throw new LessorError('MISSING_FIELD_IN_CONFIG', [missing[1]]);
  const profiles = new Map<string, Record<string, unknown>>();
  sheet.eachRow((row, rowNumber) => {
    if (rowNumber === 1) return;
    const entry = Object.fromEntries(
      columns.map(([key]) => [
        key,
        cellValue(row.getCell(positions.get(key) ?? 0).value, fractionColumns.has(key)),
      ]),
    );
    const category = typeof entry.category === 'string' ? entry.category.trim() : '';
    if (category === '') return;
    const { category: _category, ...profile } = entry;
    profiles.set(category, profile);
  });
  const { [defaultRow]: fallback, ...categories } = Object.fromEntries(profiles);
  const parameters = { default: fallback, categories };
  if (isResidualValueParameters(parameters)) return parameters;
  throw new LessorError('INVALID_FIELD_IN_CONFIG', [residualValueParametersFault(parameters) ?? 'default']);
}

/** A cell as the parameters hold it: numbers as numbers (a "20%" text as 0.2), text trimmed. */
function cellValue(value: unknown, fraction: boolean): unknown {
  if (typeof value === 'number') return value;
  if (value && typeof value === 'object' && 'result' in value) return cellValue(value.result, fraction);
  if (typeof value !== 'string') return value ?? undefined;
  const text = value.trim();
  const percent = /^(-?\d+(?:[.,]\d+)?)\s*%$/.exec(text);
  if (percent?.[1] && fraction) return Number(percent[1].replace(',', '.')) / 100;
  if (/^-?\d+(?:[.,]\d+)?$/.test(text)) return Number(text.replace(',', '.'));
  return text;
}
