import type { PlanTerms } from './plan-terms.ts';

/**
 * The balance left after the last instalment, unrounded and in minor units, as a linear
 * function of the regular instalment: `constant + perPayment × payment`.
 */
export function endBalance(terms: PlanTerms): { constant: number; perPayment: number } {
  const growth = 1 + terms.periodicRate;
  let constant = terms.amountMinor + (terms.capitaliseBroken ? terms.brokenMinor : 0);
  let perPayment = 0;
  for (let index = 1; index <= terms.count; index++) {
    const grace = index <= terms.gracePeriods;
    // An interest-only grace period pays exactly what accrues: the balance stays.
    if (grace && !terms.capitaliseGrace) continue;
    // Nothing has accrued yet when the first instalment is due at the start.
    if (!(terms.advance && index === 1)) {
      constant *= growth;
      perPayment *= growth;
    }
    if (!grace) perPayment -= 1;
  }
  return { constant, perPayment };
}

/**
 * The balance the residual value calls for after the last instalment: the residual value itself
 * in arrears; in advance it falls due one period later, so that period's interest comes off.
 */
export function residualBalance(terms: PlanTerms, residualMinor: number): number {
  return terms.advance ? residualMinor / (1 + terms.periodicRate) : residualMinor;
}

/** The regular instalment, unrounded, in minor units, that brings the balance to the residual value. */
export function regularPaymentMinor(terms: PlanTerms): number {
  const { constant, perPayment } = endBalance(terms);
  return (residualBalance(terms, terms.residualMinor) - constant) / perPayment;
}
