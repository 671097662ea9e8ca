import { currencyDecimals, defaultCurrency } from '../../formats/numbers/currencies.ts';

/**
 * An asset line of a contract, deal or credit line as stored (business-areas.md §3): its asset
 * (`assetRegistration`, `name`, `supplierRegistration`), `quantity`, `unitPrice`, `sourcePrice`,
 * `discount` (a fraction), `taxCode`, `currency`, `priceExclTax`, `priceInclTax`, `isFinanced`,
 * `isPartExchange`. Read as data: a value of the wrong type is left to the declaration to refuse.
 */
export type AssetLine = Readonly<Record<string, unknown>>;

/** A finite number, or undefined. */
export const numberOf = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** A non-empty text, or undefined. */
export const textOf = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined;

/** Whether an item of a file's `assets` is a line: an object (anything else the declaration refuses). */
export const isAssetLine = (item: unknown): item is AssetLine =>
  typeof item === 'object' && item !== null && !Array.isArray(item);

const noLines: readonly AssetLine[] = [];

/** The lines of a file: its `assets` items that are objects; its very list when they all are. */
export function linesOf(file: Readonly<Record<string, unknown>>): readonly AssetLine[] {
  const lines: unknown = file.assets;
  if (!Array.isArray(lines)) return noLines;
  return lines.every(isAssetLine) ? lines : lines.filter(isAssetLine);
}

/** Decimals of the line's currency (else the file's, else the default's): its prices are rounded to them. */
export const decimalsOf = (line: AssetLine, fileCurrency?: string): number =>
  currencyDecimals(textOf(line.currency) ?? fileCurrency ?? defaultCurrency);

/** A line is financed unless it says otherwise, or is a part exchange (business-areas.md §5). */
export const isFinancedLine = (line: AssetLine): boolean =>
  line.isPartExchange !== true && (typeof line.isFinanced === 'boolean' ? line.isFinanced : true);
