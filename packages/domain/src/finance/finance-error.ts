import { LessorError } from '../errors/lessor-error.ts';

/**
 * The catalogue codes the finance engine raises when a computation has no answer.
 * @example financeErrorCodes.includes(error.code) // a finance error, status 400
 */
export const financeErrorCodes = [
  'INVALID_CASHFLOWS',
  'INVALID_CASHFLOW_DATES',
  'ALL_TRANSACTIONS_SAME_DAY',
  'ALL_CASHFLOWS_POSITIVE',
  'ALL_CASHFLOWS_NEGATIVE',
  'NO_CONVERGENCE',
  'NO_ACCEPTABLE_RESULT',
  'NO_VALID_CALENDAR_DATE',
] as const;

/**
 * One of the finance error codes.
 * @example const code: FinanceErrorCode = 'NO_CONVERGENCE';
 */
export type FinanceErrorCode = (typeof financeErrorCodes)[number];

/**
 * A finance computation that has no acceptable answer (status 400, stable code).
 * Argument errors (a zero duration, an unknown period) are plain `LessorError`s with the
 * generic field codes, so that forms can show them beside the field.
 * @example
 * try { irr([100, 200]) } catch (error) {
 *   if (error instanceof FinanceError) console.log(error.code); // 'ALL_CASHFLOWS_POSITIVE'
 * }
 */
export class FinanceError extends LessorError {
  declare readonly code: FinanceErrorCode;

  constructor(code: FinanceErrorCode, params: readonly unknown[] = []) {
    super(code, params);
    this.name = 'FinanceError';
  }
}
