import { type AssetLine, textOf } from './asset-line.ts';

/**
 * A new line of a file (business-areas.md §5): quantity 1, the currency of the file or else of its
 * first person, financed (not a part exchange).
 * @example newAssetLine({ currency: 'GBP' }) // { quantity: 1, currency: 'GBP', isFinanced: true, isPartExchange: false }
 */
export function newAssetLine(
  file: Readonly<Record<string, unknown>>,
  firstPersonCurrency?: string,
): AssetLine {
  const currency = textOf(file.currency) ?? textOf(firstPersonCurrency);
  return { quantity: 1, ...(currency ? { currency } : {}), isFinanced: true, isPartExchange: false };
}

/**
 * The line with the defaults a line left without them takes: quantity 1, financed unless a part
 * exchange, the file's currency. The same object when it lacks none.
 */
export function withLineDefaults(line: AssetLine, fileCurrency: string | undefined): AssetLine {
  const missing = {
    ...(line.quantity === undefined ? { quantity: 1 } : {}),
    ...(line.isFinanced === undefined ? { isFinanced: line.isPartExchange !== true } : {}),
    ...(line.currency === undefined && fileCurrency ? { currency: fileCurrency } : {}),
  };
  return Object.keys(missing).length === 0 ? line : { ...line, ...missing };
}
