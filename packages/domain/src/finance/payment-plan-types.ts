import type { BusinessCalendar } from './business-calendar.ts';
import type { DateInput } from './day-number.ts';
import type { PaymentPeriod } from './payment-period.ts';

/**
 * When instalments fall due: at the end of each period (Excel type 0) or at its start (type 1).
 * @example const timing: PaymentTiming = 'advance';
 */
export type PaymentTiming = 'arrears' | 'advance';

/**
 * What grace periods pay: their interest, or nothing (the interest is added to the balance).
 * @example const grace: GraceKind = 'capitalised';
 */
export type GraceKind = 'interest-only' | 'capitalised';

/**
 * The terms of a loan or lease whose payment plan is wanted.
 * @example const lease: PaymentPlanParams = { amount: 30_000, rate: 0.049, count: 36, startDate: '2025-01-15', timing: 'advance', residualValue: 9_000 };
 */
export interface PaymentPlanParams {
  /** Financed amount, positive, in currency units. */
  amount: number;
  /** Annual rate as a fraction (0.05 for 5 %): nominal unless `rateKind` is 'effective'. */
  rate: number;
  rateKind?: 'nominal' | 'effective';
  /** Number of instalments, grace periods included. */
  count: number;
  /** Days per period: 30 monthly (default), 90 quarterly, 180 semester, 360 or 365 annual. */
  period?: PaymentPeriod;
  /** The day the amount is paid out and starts bearing interest. */
  startDate: DateInput;
  /**
   * First due date, when not one period after the start (arrears) or the start itself (advance):
   * a deferred first payment or a broken first period. Later due dates follow it period by period.
   */
  firstDueDate?: DateInput;
  /** Default 'arrears'. */
  timing?: PaymentTiming;
  /** Interest of a broken first period: paid with the first instalment (default) or added to the balance. */
  brokenPeriodInterest?: 'first-payment' | 'capitalised';
  /** Residual value (balloon) due at the end of the last period; default 0. */
  residualValue?: number;
  /** Instalments at the start of the plan that repay no principal; default 0. */
  gracePeriods?: number;
  /** Default 'interest-only'. */
  grace?: GraceKind;
  /** A fixed instalment; when absent, the one that repays the amount exactly is computed. */
  payment?: number;
  /** Decimals amounts are rounded to; default those of `currency`, else 2. */
  decimals?: number;
  /** ISO 4217 code giving the decimals when `decimals` is absent (TND 3, XAF, XOF, XPF 0). */
  currency?: string;
  /** Due dates on week-end days or holidays move to the next business day. */
  calendar?: BusinessCalendar;
}

/**
 * One instalment (foundation §3: index, date, principal, interest, payment) and the balance it leaves.
 * @example { index: 1, date: '2025-02-15', principal: 810.66, interest: 50, payment: 860.66, balance: 9189.34 }
 */
export interface PaymentPlanRow {
  /** 1 for the first instalment. */
  index: number;
  /** Due date, ISO `YYYY-MM-DD`, moved to a business day when a calendar is given. */
  date: string;
  /** Principal repaid; negative when unpaid interest is added to the balance. */
  principal: number;
  interest: number;
  /** principal + interest. */
  payment: number;
  /** Principal still owed after this instalment. */
  balance: number;
}

/**
 * A payment plan: its rows and what sums them up.
 * @example paymentPlan(terms).totals.principal === terms.amount // true
 */
export interface PaymentPlan {
  rows: PaymentPlanRow[];
  /** The regular instalment, rounded to the currency's decimals. */
  payment: number;
  /** Interest rate per period used for every row. */
  periodicRate: number;
  /** Column sums; `principal` is exactly the financed amount. */
  totals: { principal: number; interest: number; payment: number };
}
