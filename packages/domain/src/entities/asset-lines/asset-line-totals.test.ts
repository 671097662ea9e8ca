import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assetLineTotals, totalDiscount, withTotalDiscount } from './asset-line-totals.ts';
import { type LinePricing, priceAssetLine } from './price-asset-line.ts';

const euros: LinePricing = { taxRate: 0.2, decimals: 2 };

/** Lines as a clerk keys them: whole cents, quantities, discounts in hundredths of a percent. */
const line = fc
  .record({
    unitCents: fc.integer({ min: 0, max: 50_000_000 }),
    sourceCents: fc.option(fc.integer({ min: 0, max: 50_000_000 })),
    quantity: fc.integer({ min: 0, max: 500 }),
    discountBasisPoints: fc.integer({ min: 0, max: 10_000 }),
    taxRate: fc.constantFrom(0, 0.055, 0.1, 0.2, 0.21),
  })
  .map(({ unitCents, sourceCents, quantity, discountBasisPoints, taxRate }) =>
    priceAssetLine(
      {
        unitPrice: unitCents / 100,
        quantity,
        discount: discountBasisPoints / 10_000,
        ...(sourceCents === null ? {} : { sourcePrice: sourceCents / 100 }),
      },
      { taxRate, decimals: 2 },
    ),
  );

const cents = (value: unknown) => Math.round(Number(value ?? 0) * 100);

describe("the totals of a file's lines", () => {
  it('sum the quantities, unit and source prices times quantity, and the prices', () => {
    const lines = [
      priceAssetLine({ unitPrice: 38_000, quantity: 2, discount: 0.05, sourcePrice: 36_500 }, euros),
      priceAssetLine({ unitPrice: 1_250.5, quantity: 1 }, euros),
    ];
    expect(assetLineTotals(lines)).toEqual({
      quantity: 3,
      unitPriceTimesQuantity: 77_250.5,
      sourcePriceTimesQuantity: 73_000,
      priceExclTax: 73_450.5,
      priceInclTax: 88_140.6,
    });
  });

  it('equal the sum of the lines, to the cent, whatever the lines', () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 60 }), (lines) => {
        const totals = assetLineTotals(lines);
        const sum = (pick: (item: (typeof lines)[number]) => unknown) =>
          lines.reduce((total, item) => total + cents(pick(item)), 0);
        expect(cents(totals.priceExclTax)).toBe(sum((item) => item.priceExclTax));
        expect(cents(totals.priceInclTax)).toBe(sum((item) => item.priceInclTax));
        expect(cents(totals.unitPriceTimesQuantity)).toBe(
          lines.reduce((total, item) => total + cents(item.unitPrice) * Number(item.quantity), 0),
        );
        expect(totals.quantity).toBe(lines.reduce((total, item) => total + Number(item.quantity), 0));
        // Every total reads as a whole number of cents: no binary drift in the sums.
        for (const value of Object.values(totals)) expect(String(value)).toMatch(/^-?\d+(\.\d{1,2})?$/);
      }),
    );
  });

  it('count a line without a quantity once, and a line without prices for nothing', () => {
    expect(assetLineTotals([{ assetRegistration: 'AST00000001' }])).toEqual({
      quantity: 1,
      unitPriceTimesQuantity: 0,
      sourcePriceTimesQuantity: 0,
      priceExclTax: 0,
      priceInclTax: 0,
    });
  });
});

describe('the total discount', () => {
  it('is 1 − total excl. tax ÷ Σ unit price × quantity', () => {
    const lines = [
      priceAssetLine({ unitPrice: 1000, quantity: 1, discount: 0.1 }, euros),
      priceAssetLine({ unitPrice: 1000, quantity: 1, discount: 0.2 }, euros),
    ];
    expect(totalDiscount(assetLineTotals(lines))).toBe(0.15);
    expect(totalDiscount(assetLineTotals([]))).toBeUndefined();
  });

  it('entered, becomes every line’s discount and their prices follow', () => {
    const lines = [
      priceAssetLine({ unitPrice: 1000, quantity: 1, discount: 0.1, taxCode: 'STANDARD' }, euros),
      priceAssetLine({ unitPrice: 333.33, quantity: 3, taxCode: 'EXEMPT' }, { taxRate: 0, decimals: 2 }),
    ];
    const discounted = withTotalDiscount(lines, 0.125, (item) =>
      item.taxCode === 'EXEMPT' ? { taxRate: 0, decimals: 2 } : euros,
    );
    expect(discounted.map((item) => [item.discount, item.priceExclTax, item.priceInclTax])).toEqual([
      [0.125, 875, 1050],
      // 999.99 × 0.875 = 874.99125 → 874.99.
      [0.125, 874.99, 874.99],
    ]);
    // 1 − 1749.99 ÷ 1999.99: the cent the second line lost to rounding shows in the total discount.
    expect(totalDiscount(assetLineTotals(discounted))).toBe(0.125000625);
  });

  it('applied to any lines, gives back the discount entered within the rounding of a cent a line', () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 2, maxLength: 30 }),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, basisPoints) => {
          const discount = basisPoints / 10_000;
          const discounted = withTotalDiscount(lines, discount, () => euros);
          const totals = assetLineTotals(discounted);
          const result = totalDiscount(totals);
          if (result === undefined) return;
          const tolerance = (lines.length * 0.005) / totals.unitPriceTimesQuantity + 1e-9;
          expect(Math.abs(result - discount)).toBeLessThanOrEqual(tolerance);
        },
      ),
    );
  });
});
