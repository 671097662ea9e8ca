import { Money } from '../../finance/money.ts';
import { type AssetLine, isFinancedLine, numberOf } from './asset-line.ts';

/**
 * What a file's lines finance: the prices excl. tax of its financed lines, less those of its
 * part-exchange lines (a vehicle traded in pays for part of the new one). Undefined when no line
 * has a price excl. tax: lines without prices say nothing of the amount.
 * @example financedAmountOfLines([{ priceExclTax: 30000 }, { priceExclTax: 5000, isPartExchange: true }]) // 25000
 */
export function financedAmountOfLines(lines: readonly AssetLine[]): number | undefined {
  let amount = new Money(0);
  let priced = false;
  for (const line of lines) {
    const price = numberOf(line.priceExclTax);
    if (price === undefined) continue;
    priced = true;
    if (line.isPartExchange === true) amount = amount.minus(price);
    else if (isFinancedLine(line)) amount = amount.plus(price);
  }
  return priced ? amount.toNumber() + 0 : undefined;
}
