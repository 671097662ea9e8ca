/** Finance engine: spreadsheet functions, rate conversion, payment plans, goal seek. */
export type { DateInput } from './day-number.ts';
export { effect } from './effect.ts';
export { FinanceError, type FinanceErrorCode, financeErrorCodes } from './finance-error.ts';
export { fv } from './fv.ts';
export { type GoalSeekOptions, goalSeek } from './goal-seek.ts';
export { ipmt } from './ipmt.ts';
export { irr } from './irr.ts';
export { nominal } from './nominal.ts';
export { nper } from './nper.ts';
export { npv } from './npv.ts';
export { pmt } from './pmt.ts';
export { ppmt } from './ppmt.ts';
export { pv } from './pv.ts';
export { rate } from './rate.ts';
export { xirr } from './xirr.ts';
export { xnpv } from './xnpv.ts';
