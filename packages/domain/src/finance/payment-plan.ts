import { businessDayTest, nextBusinessDayNumber } from './business-calendar.ts';
import { civilFromDays, formatDay, monthsAfter } from './civil-date.ts';
import { FinanceError } from './finance-error.ts';
import { fromMinor, roundedProduct } from './money.ts';
import type { PaymentPlan, PaymentPlanParams, PaymentPlanRow } from './payment-plan-types.ts';
import { regularPaymentMinor, residualBalance } from './plan-balance.ts';
import { type PlanTerms, planTerms } from './plan-terms.ts';

// Minor units stay exact integers in doubles up to 2^53; a plan that grows beyond is refused.
const MAX_EXACT_MINOR = Number.MAX_SAFE_INTEGER;

function tooLarge(): never {
  throw new FinanceError('NO_ACCEPTABLE_RESULT', ['the plan grows beyond exactly representable amounts']);
}

function roundHalfAway(value: number): number {
  return Math.sign(value) * Math.round(Math.abs(value)) + 0;
}

/** Due dates period after period, each moved to a business day: the first one is number 0. */
function dueDates(params: PaymentPlanParams, terms: PlanTerms): (periodsAfterFirst: number) => string {
  const anchor = civilFromDays(terms.anchorDay);
  const isBusinessDay = businessDayTest(params.calendar);
  return (periodsAfterFirst) => {
    const day = monthsAfter(anchor, (periodsAfterFirst + terms.dueOffset) * terms.months);
    return formatDay(nextBusinessDayNumber(day, isBusinessDay));
  };
}

/**
 * The payment plan of a loan or lease, to the cent: one row per instalment with its due date,
 * principal, interest, payment and the balance left. Interest is the balance times the periodic
 * rate, rounded half away from zero to the currency's decimals (in decimal arithmetic at ties);
 * the regular instalment is rounded likewise, and the last instalment absorbs what rounding left,
 * so the principal column sums exactly to the financed amount.
 *
 * - `timing` 'advance': the first instalment falls due at the start and carries no interest.
 * - `residualValue`: due at the end of the last period; in arrears it is part of the last
 *   instalment (a balloon); in advance it comes as one more row, one period after the last instalment.
 * - `gracePeriods`: first instalments that repay no principal ('interest-only') or pay nothing
 *   ('capitalised', their interest is added to the balance).
 * - `firstDueDate`: a deferred or broken first period. Its extra interest, the balance times the
 *   periodic rate times the extra days over the period's days (30-day months), is paid with the
 *   first instalment or, with `brokenPeriodInterest` 'capitalised', added to the balance.
 * - `calendar`: due dates on week-end days or holidays move to the next business day; interest
 *   still runs period by period.
 *
 * Throws INVALID_FIELD_VALUE, INVALID_PERIOD or INVALID_DATE_FIELD on bad terms, and
 * NO_VALID_CALENDAR_DATE when a calendar leaves no business day within 1000 days.
 * @example
 * paymentPlan({ amount: 10_000, rate: 0.06, count: 12, startDate: '2025-01-15' }).rows[0]
 * // { index: 1, date: '2025-02-15', principal: 810.66, interest: 50, payment: 860.66, balance: 9189.34 }
 */
export function paymentPlan(params: PaymentPlanParams): PaymentPlan {
  const terms = planTerms(params);
  const { count, gracePeriods, capitaliseGrace, advance, periodicRate, exactRate, unit } = terms;
  const dueDate = dueDates(params, terms);
  const regular = terms.paymentMinor ?? roundHalfAway(regularPaymentMinor(terms));
  // In advance, the last instalment leaves what the residual value discounts to.
  const lastBalance = advance ? roundHalfAway(residualBalance(terms, terms.residualMinor)) : 0;
  const rows: PaymentPlanRow[] = new Array(count);
  let balance = terms.amountMinor;
  let interestTotal = 0;
  let paymentTotal = 0;
  for (let index = 1; index <= count; index++) {
    const first = index === 1;
    const broken = first ? terms.brokenMinor : 0;
    const bearing = first && terms.capitaliseBroken ? balance + broken : balance;
    const accrued = advance && first ? 0 : roundedProduct(bearing, periodicRate, exactRate);
    const interest = accrued + broken;
    const brokenPaid = terms.capitaliseBroken ? 0 : broken;
    let payment = index > gracePeriods ? regular + brokenPaid : (capitaliseGrace ? 0 : accrued) + brokenPaid;
    let principal = payment - interest;
    if (index === count) {
      principal = balance - lastBalance;
      payment = principal + interest;
    }
    balance -= principal;
    if (!(Math.abs(balance) <= MAX_EXACT_MINOR)) tooLarge();
    interestTotal += interest;
    paymentTotal += payment;
    rows[index - 1] = {
      index,
      date: dueDate(index - 1),
      principal: fromMinor(principal, unit),
      interest: fromMinor(interest, unit),
      payment: fromMinor(payment, unit),
      balance: fromMinor(balance, unit),
    };
  }
  if (balance !== 0) {
    const interest = terms.residualMinor - balance;
    rows.push({
      index: count + 1,
      date: dueDate(count),
      principal: fromMinor(balance, unit),
      interest: fromMinor(interest, unit),
      payment: fromMinor(terms.residualMinor, unit),
      balance: 0,
    });
    interestTotal += interest;
    paymentTotal += terms.residualMinor;
  }
  return {
    rows,
    payment: fromMinor(regular, unit),
    periodicRate,
    totals: {
      principal: fromMinor(terms.amountMinor, unit),
      interest: fromMinor(interestTotal, unit),
      payment: fromMinor(paymentTotal, unit),
    },
  };
}
