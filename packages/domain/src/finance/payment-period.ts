import { LessorError } from '../errors/lessor-error.ts';
import { DAYS_PER_MONTH } from './time-units.ts';

/**
 * Payment plan periods in days (foundation §5): monthly, quarterly, semester, annual (360 or 365).
 * @example paymentPeriods.includes(90) // true
 */
export const paymentPeriods = [30, 90, 180, 360, 365] as const;

/**
 * A payment plan period in days.
 * @example const quarterly: PaymentPeriod = 90;
 */
export type PaymentPeriod = (typeof paymentPeriods)[number];

/** The period itself, or INVALID_PERIOD. */
export function checkPeriod(period: number): PaymentPeriod {
  const known = paymentPeriods.find((candidate) => candidate === period);
  if (known === undefined) throw new LessorError('INVALID_PERIOD', [period]);
  return known;
}

/**
 * Calendar months a period spans: 30 days make a month, and both annual periods make twelve.
 * @example monthsPerPeriod(90) // 3
 */
export function monthsPerPeriod(period: PaymentPeriod): number {
  return Math.min(12, Math.round(period / DAYS_PER_MONTH));
}

/**
 * Periods in a year: 12 monthly, 4 quarterly, 2 semesters, 1 for 360 and 365 days alike.
 * @example periodsPerYear(30) // 12
 */
export function periodsPerYear(period: PaymentPeriod): number {
  return 12 / monthsPerPeriod(period);
}
