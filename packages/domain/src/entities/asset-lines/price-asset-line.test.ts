import { describe, expect, it } from 'vitest';
import { linePrices, lineWithEnteredPrice, priceAssetLine } from './price-asset-line.ts';

const euros = { taxRate: 0.2, decimals: 2 };

describe("an asset line's prices", () => {
  it('are unit price × quantity × (1 − discount), then × (1 + tax rate), each rounded to the cent', () => {
    // 999.99 × 3 × 0.95 = 2849.9715 → 2849.97; × 1.2 = 3419.964 → 3419.96.
    expect(linePrices({ unitPrice: 999.99, quantity: 3, discount: 0.05 }, euros)).toEqual({
      priceExclTax: 2849.97,
      priceInclTax: 3419.96,
    });
  });

  it('round half away from zero, on the decimal value and not its binary approximation', () => {
    // 0.125 × 1 = 0.125 excl. tax rounds up to 0.13; 1.005 is 1.01 as typed, not 1.00 as its double.
    expect(linePrices({ unitPrice: 0.125 }, { taxRate: 0, decimals: 2 }).priceExclTax).toBe(0.13);
    expect(linePrices({ unitPrice: 1.005 }, { taxRate: 0, decimals: 2 }).priceExclTax).toBe(1.01);
    // 0.1 + 0.2 in doubles is 0.30000000000000004: here 0.1 × 3 is 0.3 exactly.
    expect(linePrices({ unitPrice: 0.1, quantity: 3 }, { taxRate: 0.2, decimals: 2 })).toEqual({
      priceExclTax: 0.3,
      priceInclTax: 0.36,
    });
    expect(linePrices({ unitPrice: -10.005 }, { taxRate: 0, decimals: 2 }).priceExclTax).toBe(-10.01);
  });

  it("round to the currency's decimals: none for the yen, three for the dinar", () => {
    expect(linePrices({ unitPrice: 1234.5, quantity: 1 }, { taxRate: 0.1, decimals: 0 })).toEqual({
      priceExclTax: 1235,
      priceInclTax: 1359,
    });
    expect(linePrices({ unitPrice: 10.0005, quantity: 1 }, { taxRate: 0.19, decimals: 3 })).toEqual({
      priceExclTax: 10.001,
      priceInclTax: 11.901,
    });
  });

  it('take quantity 1, discount 0 and no tax by default', () => {
    expect(linePrices({ unitPrice: 4200 }, { taxRate: 0, decimals: 2 })).toEqual({
      priceExclTax: 4200,
      priceInclTax: 4200,
    });
  });

  it("keep a line's own price when it has no unit price, and have none without either", () => {
    expect(linePrices({ priceExclTax: 500 }, euros)).toEqual({ priceExclTax: 500, priceInclTax: 600 });
    expect(linePrices({ priceInclTax: 600 }, euros)).toEqual({ priceExclTax: 500, priceInclTax: 600 });
    expect(linePrices({ assetRegistration: 'AST00000001' }, euros)).toEqual({
      priceExclTax: undefined,
      priceInclTax: undefined,
    });
  });

  it('leave a line already priced as the same object, and give a new one otherwise', () => {
    const priced = { unitPrice: 100, quantity: 2, priceExclTax: 200, priceInclTax: 240 };
    expect(priceAssetLine(priced, euros)).toBe(priced);
    const repriced = priceAssetLine({ ...priced, quantity: 3 }, euros);
    expect(repriced).toEqual({ unitPrice: 100, quantity: 3, priceExclTax: 300, priceInclTax: 360 });
  });
});

describe('a price entered on a line', () => {
  it('sets the discount to its relative deviation from unit price × quantity', () => {
    expect(lineWithEnteredPrice({ unitPrice: 1000, quantity: 2 }, { priceExclTax: 1800 }, euros)).toEqual({
      unitPrice: 1000,
      quantity: 2,
      discount: 0.1,
      priceExclTax: 1800,
      priceInclTax: 2160,
    });
  });

  it('works back from a price incl. tax through the tax rate', () => {
    const line = lineWithEnteredPrice({ unitPrice: 1000, quantity: 1 }, { priceInclTax: 1080 }, euros);
    expect(line).toMatchObject({ discount: 0.1, priceExclTax: 900, priceInclTax: 1080 });
  });

  it('keeps the discount to 10 decimals, which gives the price entered back', () => {
    const line = lineWithEnteredPrice({ unitPrice: 9999, quantity: 1 }, { priceExclTax: 9000 }, euros);
    expect(line.discount).toBe(0.099909991);
    expect(line.priceExclTax).toBe(9000);
  });

  it('makes a markup a negative discount', () => {
    const line = lineWithEnteredPrice({ unitPrice: 200, quantity: 1 }, { priceExclTax: 250 }, euros);
    expect(line).toMatchObject({ discount: -0.25, priceExclTax: 250, priceInclTax: 300 });
  });

  it('becomes the unit price of a line that has none', () => {
    expect(lineWithEnteredPrice({ quantity: 2 }, { priceExclTax: 300 }, euros)).toEqual({
      quantity: 2,
      unitPrice: 150,
      discount: 0,
      priceExclTax: 300,
      priceInclTax: 360,
    });
  });
});
