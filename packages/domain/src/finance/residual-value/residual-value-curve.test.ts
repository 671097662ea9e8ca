import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  type DepreciationProfile,
  defaultResidualValueParameters,
  profileOfCategory,
} from './depreciation-profiles.ts';
import {
  addedResidualValue,
  residualShare,
  residualValueCurve,
  residualValueOf,
  shareAtAge,
} from './residual-value-curve.ts';
import { residualValueParametersFault } from './residual-value-parameters-fault.ts';

const car: DepreciationProfile = {
  firstYearDrop: 0.2,
  annualRate: 0.15,
  usageUnit: 'km',
  referenceUsage: 15_000,
  usageSensitivity: 0.05,
  floor: 0.05,
};

describe('the residual value of a vehicle', () => {
  it('drops by the first-year share over 12 months, then by the annual rate each year', () => {
    expect(residualShare(car, 0)).toBe(1);
    expect(residualShare(car, 6)).toBe(0.9);
    expect(residualShare(car, 12)).toBe(0.8);
    expect(residualShare(car, 24)).toBe(0.68);
    expect(residualShare(car, 36)).toBe(0.578);
    // 0.8 × 0.85^(1/2) = 0.737563...
    expect(residualShare(car, 18)).toBe(0.7376);
  });

  it('loses more with more use and less with less, and never falls below the floor', () => {
    // Twice the reference usage: the yearly factor is 1 − 0.05 × 1 = 0.95; at 24 months 0.68 × 0.95².
    expect(residualShare(car, 24, 30_000)).toBe(0.6137);
    // Half of it: 1 + 0.05 × 0.5 = 1.025; 0.68 × 1.025² = 0.714425.
    expect(residualShare(car, 24, 7_500)).toBe(0.7144);
    expect(residualShare(car, 600)).toBe(0.05);
    expect(residualShare({ ...car, floor: 0 }, 600, 10_000_000)).toBe(0);
  });

  it('draws a curve of points a step apart up to its horizon, never rising with age', () => {
    const curve = residualValueCurve(car, { usage: 20_000 });
    expect(curve.map((point) => point.ageMonths)).toEqual([0, 12, 24, 36, 48, 60, 72, 84, 96, 108, 120]);
    expect(residualValueCurve(car, { horizonMonths: 12, stepMonths: 6 })).toEqual([
      { ageMonths: 0, share: 1 },
      { ageMonths: 6, share: 0.9 },
      { ageMonths: 12, share: 0.8 },
    ]);
    fc.assert(
      fc.property(
        fc.record({
          firstYearDrop: fc.double({ min: 0, max: 0.99, noNaN: true }),
          annualRate: fc.double({ min: 0, max: 0.99, noNaN: true }),
          usageSensitivity: fc.double({ min: 0, max: 0.99, noNaN: true }),
          floor: fc.double({ min: 0, max: 0.99, noNaN: true }),
        }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (rates, usage) => {
          const shares = residualValueCurve({ ...car, ...rates }, { usage, stepMonths: 6 }).map(
            (point) => point.share,
          );
          for (const [index, share] of shares.entries()) {
            expect(share).toBeGreaterThanOrEqual(0);
            expect(share).toBeLessThanOrEqual(1);
            if (usage >= car.referenceUsage && index > 0)
              expect(share).toBeLessThanOrEqual(shares[index - 1] ?? 1);
          }
        },
      ),
    );
  });

  it('values a price at a share to the cent, half away from zero', () => {
    expect(residualValueOf(35_990, 0.6137)).toBe(22_087.06);
    expect(residualValueOf(0.05, 0.5)).toBe(0.03);
    expect(residualValueOf(1000, 0.3333, 0)).toBe(333);
  });

  it("takes a category's profile from the tenant, else the shipped one, else the default", () => {
    const own = { default: car, categories: { trucks: { ...car, annualRate: 0.3 } } };
    expect(profileOfCategory(own, 'trucks').annualRate).toBe(0.3);
    expect(profileOfCategory(own, 'trailers')).toEqual(defaultResidualValueParameters.categories.trailers);
    expect(profileOfCategory(own, 'rockets')).toBe(car);
  });

  it('reads a curve between its yearly points, and holds its ends outside them', () => {
    const points = residualValueCurve(car, { horizonMonths: 60 });
    expect(shareAtAge(points, 24)).toBe(points[2]?.share);
    const halfway = shareAtAge(points, 30);
    expect(halfway).toBeCloseTo(((points[2]?.share ?? 0) + (points[3]?.share ?? 0)) / 2, 4);
    expect(halfway).toBeLessThan(points[2]?.share ?? 0);
    expect(shareAtAge(points, -3)).toBe(1);
    expect(shareAtAge(points, 600)).toBe(points.at(-1)?.share);
    expect(shareAtAge([], 12)).toBe(0);
  });

  it("adds a line's residual value to the file's exactly, an empty one counting as none", () => {
    expect(addedResidualValue(0.1, 0.2)).toBe(0.3);
    expect(addedResidualValue(undefined, 4512.35)).toBe(4512.35);
    expect(addedResidualValue(Number.NaN, 7)).toBe(7);
  });

  it('names the first faulty entry of a set of parameters', () => {
    expect(residualValueParametersFault(defaultResidualValueParameters)).toBeUndefined();
    expect(
      residualValueParametersFault({ default: car, categories: { trucks: { ...car, annualRate: 12 } } }),
    ).toBe('categories.trucks.annualRate');
    expect(residualValueParametersFault({ default: { ...car, usageUnit: 'miles' }, categories: {} })).toBe(
      'default.usageUnit',
    );
    expect(residualValueParametersFault({ default: { ...car, referenceUsage: 0 }, categories: {} })).toBe(
      'default.referenceUsage',
    );
    expect(residualValueParametersFault({ default: { ...car, colour: 'red' }, categories: {} })).toBe(
      'default.colour',
    );
    expect(residualValueParametersFault({ default: car })).toBe('categories');
    expect(residualValueParametersFault({ default: car, categories: {}, extra: 1 })).toBe('extra');
    expect(residualValueParametersFault([])).toBe('value');
  });
});
