import type { FundChoice } from './fund-choice.ts';
import type { RefinancedContract } from './useRefinancedContracts.ts';

/** Which figure holds an arbitration back: what the source carries or refinances, or the target's room. */
export type LimitKind = 'carried' | 'refinanced' | 'available';

/**
 * The most an arbitration may move, in minor units, and the figure that says so, as the server
 * checks it: what the source fund carries (of the contract, when one is chosen) and what the
 * target fund has available, when it has a credit limit.
 * @example arbitrationLimit(bank, vehicle, undefined) // { units: 30000030, kind: 'carried', fund: bank }
 */
export function arbitrationLimit(
  from: FundChoice,
  to: FundChoice | undefined,
  contract: RefinancedContract | undefined,
): { units: number; kind: LimitKind; fund: FundChoice } {
  const source = contract
    ? { units: Math.min(contract.refinanced, from.outstanding), kind: 'refinanced' as const, fund: from }
    : { units: from.outstanding, kind: 'carried' as const, fund: from };
  if (to?.available !== undefined && to.available < source.units)
    return { units: to.available, kind: 'available', fund: to };
  return source;
}
