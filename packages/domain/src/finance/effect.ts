import { invalidArgument } from './check-argument.ts';

/**
 * The effective annual rate of a nominal annual rate compounded `npery` times a year,
 * as Excel's and Calc's EFFECT (`npery` truncated to an integer, at least 1; a negative rate is refused. Excel also refuses
 * a zero rate, where Calc answers 0).
 * @example effect(0.0525, 4) // ≈ 0.0535427
 */
export function effect(nominalRate: number, npery: number): number {
  if (!(nominalRate >= 0) || nominalRate === Number.POSITIVE_INFINITY)
    invalidArgument('nominalRate', nominalRate);
  if (!(npery >= 1) || npery === Number.POSITIVE_INFINITY) invalidArgument('npery', npery);
  const periods = Math.floor(npery);
  return (1 + nominalRate / periods) ** periods - 1;
}
