import { Money } from '../../finance/money.ts';
import { type AssetLine, numberOf } from './asset-line.ts';
import { type LinePricing, priceAssetLine } from './price-asset-line.ts';

/** The totals of a file's lines (business-areas.md §5), exact sums of the lines' figures. */
export interface AssetLineTotals {
  quantity: number;
  /** Σ unit price × quantity: the lines' prices before discount. */
  unitPriceTimesQuantity: number;
  /** Σ source price × quantity. */
  sourcePriceTimesQuantity: number;
  priceExclTax: number;
  priceInclTax: number;
}

const discountDecimals = 10;

/**
 * The totals of lines: their quantities, unit prices and source prices times quantity, and their
 * prices excl. and incl. tax, summed exactly (a line missing a figure adds nothing to its sum;
 * its quantity counts 1 by default). Lists are read as values, never changed in place: a list's
 * totals are computed once.
 * @example assetLineTotals([{ unitPrice: 10, quantity: 2, priceExclTax: 18, priceInclTax: 21.6 }]).unitPriceTimesQuantity // 20
 */
export function assetLineTotals(lines: readonly AssetLine[]): AssetLineTotals {
  const known = totalsOf.get(lines);
  if (known) return known;
  const totals = sumOf(lines);
  totalsOf.set(lines, totals);
  return totals;
}

// The totals of a list of lines, once: the editor and the contract summary read the same list.
const totalsOf = new WeakMap<readonly AssetLine[], AssetLineTotals>();

function sumOf(lines: readonly AssetLine[]): AssetLineTotals {
  let quantity = new Money(0);
  let gross = new Money(0);
  let source = new Money(0);
  let exclTax = new Money(0);
  let inclTax = new Money(0);
  for (const line of lines) {
    const count = numberOf(line.quantity) ?? 1;
    quantity = quantity.plus(count);
    gross = gross.plus(new Money(numberOf(line.unitPrice) ?? 0).times(count));
    source = source.plus(new Money(numberOf(line.sourcePrice) ?? 0).times(count));
    exclTax = exclTax.plus(numberOf(line.priceExclTax) ?? 0);
    inclTax = inclTax.plus(numberOf(line.priceInclTax) ?? 0);
  }
  return {
    quantity: quantity.toNumber() + 0,
    unitPriceTimesQuantity: gross.toNumber() + 0,
    sourcePriceTimesQuantity: source.toNumber() + 0,
    priceExclTax: exclTax.toNumber() + 0,
    priceInclTax: inclTax.toNumber() + 0,
  };
}

/**
 * The total discount of lines (business-areas.md §5): 1 − total excl. tax ÷ Σ unit price ×
 * quantity, a fraction rounded to 10 decimals; undefined while the lines have no price to discount.
 * @example totalDiscount({ quantity: 2, unitPriceTimesQuantity: 2000, sourcePriceTimesQuantity: 0, priceExclTax: 1700, priceInclTax: 2040 }) // 0.15
 */
export function totalDiscount(totals: AssetLineTotals): number | undefined {
  if (totals.unitPriceTimesQuantity === 0) return undefined;
  return (
    new Money(1)
      .minus(new Money(totals.priceExclTax).dividedBy(totals.unitPriceTimesQuantity))
      .toDecimalPlaces(discountDecimals)
      .toNumber() + 0
  );
}

/**
 * Every line with the total discount entered as its own, and its prices derived again with its
 * pricing (business-areas.md §5: editing the total discount applies it to every line).
 */
export function withTotalDiscount(
  lines: readonly AssetLine[],
  discount: number,
  pricingOf: (line: AssetLine) => LinePricing,
): AssetLine[] {
  return lines.map((line) => {
    const discounted = line.discount === discount ? line : { ...line, discount };
    return priceAssetLine(discounted, pricingOf(discounted));
  });
}
