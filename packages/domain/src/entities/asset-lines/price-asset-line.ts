import { Money } from '../../finance/money.ts';
import { type AssetLine, decimalsOf, numberOf } from './asset-line.ts';

/** What a line's prices are computed with: the rate of its tax code and the decimals of its currency. */
export interface LinePricing {
  /** A fraction: 0.2 for 20 %. */
  taxRate: number;
  decimals: number;
}

/**
 * What a line is priced with: the rate of its tax code (undefined when the tenant has none of it)
 * and the decimals of its currency, else of the file's.
 */
export function pricingOfLine(
  line: AssetLine,
  taxRateOf: (code: unknown) => number | undefined,
  fileCurrency?: string,
): LinePricing | undefined {
  const taxRate = taxRateOf(line.taxCode);
  return taxRate === undefined ? undefined : { taxRate, decimals: decimalsOf(line, fileCurrency) };
}

/** A line's prices; undefined when it has neither a unit price nor a price of its own. */
export interface LinePrices {
  priceExclTax: number | undefined;
  priceInclTax: number | undefined;
}

/** Discounts are stored as percentages are: fractions rounded to 10 decimals (foundation.md §5). */
const discountDecimals = 10;

const rounded = (value: InstanceType<typeof Money>, decimals: number) =>
  value.toDecimalPlaces(decimals).toNumber() + 0;

/**
 * A line's prices (business-areas.md §5): excl. tax = unit price × quantity × (1 − discount);
 * incl. tax = excl. tax × (1 + tax rate); quantity 1, discount 0 and tax 0 by default. Exact
 * (decimal arithmetic), each price rounded half away from zero to the currency's decimals. A line
 * without a unit price keeps its own price excl. tax (or the one its price incl. tax gives).
 * @example linePrices({ unitPrice: 999.99, quantity: 3, discount: 0.05 }, { taxRate: 0.2, decimals: 2 })
 * // { priceExclTax: 2849.97, priceInclTax: 3419.96 }
 */
export function linePrices(line: AssetLine, { taxRate, decimals }: LinePricing): LinePrices {
  const unitPrice = numberOf(line.unitPrice);
  const rate = new Money(taxRate);
  let exclTax: InstanceType<typeof Money> | undefined;
  if (unitPrice !== undefined) {
    const quantity = new Money(numberOf(line.quantity) ?? 1);
    const kept = new Money(1).minus(numberOf(line.discount) ?? 0);
    exclTax = new Money(unitPrice).times(quantity).times(kept).toDecimalPlaces(decimals);
  } else {
    const own = numberOf(line.priceExclTax);
    const inclusive = numberOf(line.priceInclTax);
    if (own !== undefined) exclTax = new Money(own).toDecimalPlaces(decimals);
    else if (inclusive !== undefined && !rate.eq(-1))
      exclTax = new Money(inclusive).dividedBy(rate.plus(1)).toDecimalPlaces(decimals);
  }
  if (exclTax === undefined) return { priceExclTax: undefined, priceInclTax: undefined };
  return {
    priceExclTax: rounded(exclTax, decimals),
    priceInclTax: rounded(exclTax.times(rate.plus(1)), decimals),
  };
}

/**
 * The line with its prices derived (`linePrices`); the same object when they are already its own,
 * so that a list re-priced keeps the lines that did not change.
 */
export function priceAssetLine(line: AssetLine, pricing: LinePricing): AssetLine {
  const { priceExclTax, priceInclTax } = linePrices(line, pricing);
  if (line.priceExclTax === priceExclTax && line.priceInclTax === priceInclTax) return line;
  const { priceExclTax: _excl, priceInclTax: _incl, ...rest } = line;
  return {
    ...rest,
    ...(priceExclTax === undefined ? {} : { priceExclTax }),
    ...(priceInclTax === undefined ? {} : { priceInclTax }),
  };
}

/**
 * The line after a price is entered (business-areas.md §5): the discount becomes the relative
 * deviation of the price excl. tax (the one entered, or the one the price incl. tax gives) from unit
 * price × quantity, and the prices follow from it, so that they stay what the unit price, quantity
 * and discount make (the price entered, or a cent from it where the currency's rounding says so).
 * A line without a unit price (or at 0) takes the price entered as its unit price, quantity
 * allowing, with no discount.
 * @example lineWithEnteredPrice({ unitPrice: 1000, quantity: 2 }, { priceExclTax: 1800 }, { taxRate: 0.2, decimals: 2 })
 * // { unitPrice: 1000, quantity: 2, discount: 0.1, priceExclTax: 1800, priceInclTax: 2160 }
 */
export function lineWithEnteredPrice(
  line: AssetLine,
  entered: { priceExclTax: number } | { priceInclTax: number },
  pricing: LinePricing,
): AssetLine {
  const rate = new Money(pricing.taxRate);
  const target =
    'priceExclTax' in entered
      ? new Money(entered.priceExclTax)
      : rate.eq(-1)
        ? undefined
        : new Money(entered.priceInclTax).dividedBy(rate.plus(1));
  const quantity = numberOf(line.quantity) ?? 1;
  if (target === undefined || quantity === 0) return line;
  const unitPrice = numberOf(line.unitPrice);
  if (unitPrice === undefined || unitPrice === 0) {
    const unit = rounded(target.dividedBy(quantity), pricing.decimals);
    return priceAssetLine({ ...line, unitPrice: unit, discount: 0 }, pricing);
  }
  const base = new Money(unitPrice).times(quantity);
  const discount = rounded(new Money(1).minus(target.dividedBy(base)), discountDecimals);
  return priceAssetLine({ ...line, discount }, pricing);
}
