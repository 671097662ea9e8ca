import { LessorError } from '../../errors/lessor-error.ts';
import { civilFromDays, formatDay, monthsAfter } from '../../finance/civil-date.ts';
import { toDayNumber } from '../../finance/day-number.ts';
import { Money } from '../../finance/money.ts';
import { monthsPerPeriod } from '../../finance/payment-period.ts';
import { paymentPlan } from '../../finance/payment-plan.ts';
import type { PaymentPlanRow } from '../../finance/payment-plan-types.ts';
import { readScheduleTerms, type ScheduleTerms } from './schedule-terms.ts';

type Data = Readonly<Record<string, unknown>>;

/** One instalment of a contract's schedule: the plan's row, its tax and what the client pays. */
export interface ScheduleRow {
  index: number;
  /** Due date, `YYYY-MM-DD`. */
  date: string;
  principal: number;
  interest: number;
  /** Principal and interest: the rent before tax. */
  payment: number;
  tax: number;
  /** Payment and tax: what the client pays. */
  total: number;
  /** What remains to repay after this instalment, the residual value included. */
  outstanding: number;
}

export interface ScheduleTotals {
  principal: number;
  interest: number;
  payment: number;
  tax: number;
  total: number;
}

/** A contract's schedule, its totals, and the terms it leaves outside its rows. */
export interface ContractSchedule {
  rows: ScheduleRow[];
  totals: ScheduleTotals;
  currency: string;
  /** The rate of the contract's tax code, a fraction. */
  taxRate: number;
  /** Paid at signature: the plan finances the amount less the down payment. */
  downPayment: number;
  /** Due at the end, after the last instalment: the last row's outstanding. */
  residualValue: number;
  /** Upfront fees, settled at signature, outside the instalments. */
  fees: number;
}

/** The row's amounts in whole minor units (cents), exact integers in doubles. */
interface MinorRow {
  index: number;
  date: string;
  principal: number;
  interest: number;
  payment: number;
  outstanding: number;
}

/**
 * The plan's rows in minor units, the residual value left out of them: in arrears the engine makes
 * it part of the last instalment (a balloon), and it comes off that instalment; in advance the
 * engine adds it as one more row a period later, whose interest (the last period's, on the
 * residual value) is counted with the last instalment. Either way the principal of the rows sums
 * to the amount financed less the residual value, and the last row leaves the residual value
 * outstanding.
 */
function rowsWithoutResidual(
  terms: ScheduleTerms,
  rows: readonly PaymentPlanRow[],
  unit: number,
): MinorRow[] {
  const minor = (value: number) => Math.round(value * unit);
  const residual = minor(terms.residualValue);
  const instalments = rows.slice(0, terms.plan.count).map((row) => ({
    index: row.index,
    date: row.date,
    principal: minor(row.principal),
    interest: minor(row.interest),
    payment: minor(row.payment),
    outstanding: minor(row.balance),
  }));
  const last = instalments.at(-1);
  if (!last || residual === 0) return instalments;
  const balloon = rows[terms.plan.count];
  if (balloon) {
    const lastPeriodInterest = minor(balloon.interest);
    last.interest += lastPeriodInterest;
    last.principal -= lastPeriodInterest;
  } else {
    last.principal -= residual;
    last.payment -= residual;
  }
  last.outstanding = residual;
  return instalments;
}

/**
 * Due dates counted from the first payment date: the first paying instalment falls on it, the
 * deferred ones before it, each a period apart, on its day of the month (clamped to a month's end).
 */
function datedFromFirstPayment(terms: ScheduleTerms, rows: MinorRow[]): MinorRow[] {
  if (!terms.firstPaymentDate) return rows;
  const first = civilFromDays(toDayNumber(terms.firstPaymentDate));
  const months = monthsPerPeriod(terms.plan.period);
  const deferred = terms.plan.gracePeriods ?? 0;
  return rows.map((row) => ({
    ...row,
    date: formatDay(monthsAfter(first, (row.index - 1 - deferred) * months)),
  }));
}

/**
 * The schedule of a contract (or a deal) from its own terms, computed by the finance engine: one
 * row per instalment from the start date (or the first payment date), at the contract's frequency,
 * in advance or in arrears, for the amount financed less the down payment, down to the residual
 * value. Deferred periods pay nothing and their interest is capitalised. Each row's tax is its
 * payment times the rate of the contract's tax code, rounded half away from zero to the currency's
 * minor unit. Exact: every amount is a whole number of minor units, the principal column sums to
 * the amount financed less the down payment less the residual value (the last instalment absorbs
 * the rounding), and each total is payment plus tax. Answers undefined when the terms make no
 * schedule (`readScheduleTerms` says why).
 * @example contractSchedule({ financedAmountExclTax: 1200, duration: 12, rate: 0, startDate: '2025-01-15', taxCode: 'STANDARD' })?.rows[0]
 * // { index: 1, date: '2025-02-15', principal: 100, interest: 0, payment: 100, tax: 20, total: 120, outstanding: 1100 }
 */
export function contractSchedule(contract: Data): ContractSchedule | undefined {
  const reading = readScheduleTerms(contract);
  if (!('terms' in reading)) return undefined;
  const { terms } = reading;
  let planRows: PaymentPlanRow[];
  try {
    planRows = paymentPlan(terms.plan).rows;
  } catch (error) {
    // Terms the finance engine refuses (its errors are catalogued) make no schedule; anything else is a fault.
    if (error instanceof LessorError) return undefined;
    throw error;
  }
  const unit = 10 ** terms.decimals;
  const taxRate = new Money(terms.taxRate);
  const totals = { principal: 0, interest: 0, payment: 0, tax: 0, total: 0 };
  const amount = (minor: number) => minor / unit + 0;
  const rows = datedFromFirstPayment(terms, rowsWithoutResidual(terms, planRows, unit)).map((row) => {
    const tax = new Money(row.payment).times(taxRate).toDecimalPlaces(0).toNumber();
    totals.principal += row.principal;
    totals.interest += row.interest;
    totals.payment += row.payment;
    totals.tax += tax;
    totals.total += row.payment + tax;
    return {
      index: row.index,
      date: row.date,
      principal: amount(row.principal),
      interest: amount(row.interest),
      payment: amount(row.payment),
      tax: amount(tax),
      total: amount(row.payment + tax),
      outstanding: amount(row.outstanding),
    };
  });
  return {
    rows,
    totals: {
      principal: amount(totals.principal),
      interest: amount(totals.interest),
      payment: amount(totals.payment),
      tax: amount(totals.tax),
      total: amount(totals.total),
    },
    currency: terms.currency,
    taxRate: terms.taxRate,
    downPayment: terms.downPayment,
    residualValue: terms.residualValue,
    fees: terms.fees,
  };
}
