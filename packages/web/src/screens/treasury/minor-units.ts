import { toFixedDecimal } from '@lessor/domain/formats';

/**
 * A stored amount in whole minor units (cents) of its currency, so that sums are exact; 0 when it
 * is none.
 * @example minorUnits(1250.5, 2) // 125050
 */
export function minorUnits(value: unknown, decimals: number): number {
  const exact = toFixedDecimal(value, decimals);
  return exact === null ? 0 : Number(exact.replace('.', ''));
}

/**
 * Minor units as a decimal amount, for display.
 * @example fromMinorUnits(-125050, 2) // -1250.5
 */
export function fromMinorUnits(units: number, decimals: number): number {
  return units / 10 ** decimals;
}
