/** Finance engine: spreadsheet functions, rate conversion, payment plans, business calendars, goal seek. */

export { type BusinessCalendar, nextBusinessDay } from './business-calendar.ts';
export { convertRate, type RateConversion, type RateKind } from './convert-rate.ts';
export type { DateInput } from './day-number.ts';
export { effect } from './effect.ts';
export { FinanceError, type FinanceErrorCode, financeErrorCodes } from './finance-error.ts';
export { fv } from './fv.ts';
export { type GoalSeekOptions, goalSeek } from './goal-seek.ts';
export { businessCalendarOf, type HolidayCalendar, holidayCalendars } from './holiday-calendars.ts';
export { ipmt } from './ipmt.ts';
export { irr } from './irr.ts';
export { Money, type MoneyValue, storedMoney } from './money.ts';
export { nominal } from './nominal.ts';
export { nper } from './nper.ts';
export { npv } from './npv.ts';
export { monthsPerPeriod, type PaymentPeriod, paymentPeriods, periodsPerYear } from './payment-period.ts';
export { paymentPlan } from './payment-plan.ts';
export type {
  GraceKind,
  PaymentPlan,
  PaymentPlanParams,
  PaymentPlanRow,
  PaymentTiming,
} from './payment-plan-types.ts';
export { pmt } from './pmt.ts';
export { ppmt } from './ppmt.ts';
export { pv } from './pv.ts';
export { rate } from './rate.ts';
export {
  type DepreciationProfile,
  defaultResidualValueParameters,
  profileOfCategory,
  type ResidualValueParameters,
} from './residual-value/depreciation-profiles.ts';
export {
  addedResidualValue,
  residualShare,
  residualValueCurve,
  residualValueOf,
  shareAtAge,
} from './residual-value/residual-value-curve.ts';
export {
  isResidualValueParameters,
  residualValueParametersFault,
} from './residual-value/residual-value-parameters-fault.ts';
export { solvePlanCount, solvePlanPayment, solvePlanRate, solvePlanResidualValue } from './solve-plan.ts';
export { DAYS_PER_MONTH, DAYS_PER_YEAR, SECONDS_PER_DAY } from './time-units.ts';
export { xirr } from './xirr.ts';
export { xnpv } from './xnpv.ts';
