import { invalidArgument } from './check-argument.ts';

/**
 * The nominal annual rate that compounds `npery` times a year into an effective annual rate,
 * as Excel's and Calc's NOMINAL (`npery` truncated to an integer; rate and npery must be positive).
 * @example nominal(0.053543, 4) // ≈ 0.0525003
 */
export function nominal(effectRate: number, npery: number): number {
  if (!(effectRate > 0) || effectRate === Number.POSITIVE_INFINITY) invalidArgument('effectRate', effectRate);
  if (!(npery >= 1) || npery === Number.POSITIVE_INFINITY) invalidArgument('npery', npery);
  const periods = Math.floor(npery);
  return ((1 + effectRate) ** (1 / periods) - 1) * periods;
}
