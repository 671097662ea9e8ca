import { LessorError } from '../errors/lessor-error.ts';
import { currencyDecimals, defaultCurrency } from '../formats/numbers/currencies.ts';
import { invalidArgument } from './check-argument.ts';
import { addMonths } from './civil-date.ts';
import { convertRate } from './convert-rate.ts';
import { type DateInput, toDayNumber } from './day-number.ts';
import { Money, type MoneyValue, toMinor } from './money.ts';
import { checkPeriod, monthsPerPeriod, type PaymentPeriod, periodsPerYear } from './payment-period.ts';
import type { PaymentPlanParams } from './payment-plan-types.ts';

/** A plan's terms, checked and brought to the units the computation works in. */
export interface PlanTerms {
  count: number;
  gracePeriods: number;
  capitaliseGrace: boolean;
  advance: boolean;
  period: PaymentPeriod;
  /** Calendar months between due dates. */
  months: number;
  periodicRate: number;
  /** The periodic rate in decimal, for rounding ties. */
  exactRate: MoneyValue;
  /** 10^decimals: minor units per currency unit. */
  unit: number;
  amountMinor: number;
  residualMinor: number;
  /** A fixed instalment, or undefined to compute the one that repays the amount. */
  paymentMinor: number | undefined;
  /** Interest of the broken first period, in minor units (negative for a short one). */
  brokenMinor: number;
  capitaliseBroken: boolean;
  /** Due dates fall `dueOffset`, `dueOffset` + 1, ... periods after this day, before any calendar move. */
  anchorDay: number;
  dueOffset: number;
}

function dayOf(name: string, date: DateInput): number {
  try {
    return toDayNumber(date, name);
  } catch {
    throw new LessorError('INVALID_DATE_FIELD', [name]);
  }
}

function count(name: string, value: number, minimum: number): number {
  if (!Number.isInteger(value) || value < minimum) invalidArgument(name, value);
  return value;
}

/** The broken first period: days between the start and the regular start, over the period's days. */
function brokenPeriod(params: PaymentPlanParams, advance: boolean, months: number) {
  const startDay = dayOf('startDate', params.startDate);
  if (params.firstDueDate === undefined) {
    // Counted from the start, not from the first due date: 31 January gives 28 February, then 31 March.
    return { anchorDay: startDay, dueOffset: advance ? 0 : 1, brokenDays: 0 };
  }
  const firstDueDay = dayOf('firstDueDate', params.firstDueDate);
  if (advance ? firstDueDay < startDay : firstDueDay <= startDay) {
    invalidArgument('firstDueDate', params.firstDueDate);
  }
  const regularStart = advance ? firstDueDay : addMonths(firstDueDay, -months);
  return { anchorDay: firstDueDay, dueOffset: 0, brokenDays: regularStart - startDay };
}

/** Checks a plan's parameters and derives its terms; throws the field's error on a bad one. */
export function planTerms(params: PaymentPlanParams): PlanTerms {
  const period = checkPeriod(params.period ?? 30);
  const months = monthsPerPeriod(period);
  const advance = (params.timing ?? 'arrears') === 'advance';
  if (params.timing !== undefined && params.timing !== 'arrears' && !advance)
    invalidArgument('timing', params.timing);
  const decimals = params.decimals ?? currencyDecimals(params.currency ?? defaultCurrency);
  count('decimals', decimals, 0);
  const unit = 10 ** decimals;
  const planCount = count('count', params.count, 1);
  const gracePeriods = count('gracePeriods', params.gracePeriods ?? 0, 0);
  if (gracePeriods >= planCount) invalidArgument('gracePeriods', gracePeriods);
  const amountMinor = toMinor('amount', params.amount, decimals);
  if (amountMinor <= 0) invalidArgument('amount', params.amount);
  const residualMinor = toMinor('residualValue', params.residualValue ?? 0, decimals);
  if (residualMinor < 0) invalidArgument('residualValue', params.residualValue);
  if (!Number.isFinite(params.rate)) invalidArgument('rate', params.rate);
  const nominal = (params.rateKind ?? 'nominal') === 'nominal';
  const periodicRate = convertRate(params.rate, {
    from: nominal ? 'nominal' : 'effective',
    to: 'periodic',
    period,
  });
  // A nominal rate divides exactly in decimal: 5.25 % a year is 0.4375 % a month, not its binary neighbour.
  const exactRate = nominal
    ? new Money(params.rate).dividedBy(periodsPerYear(period))
    : new Money(periodicRate);
  const { anchorDay, dueOffset, brokenDays } = brokenPeriod(params, advance, months);
  const brokenMinor = new Money(amountMinor).times(exactRate).times(brokenDays).dividedBy(period);
  return {
    count: planCount,
    gracePeriods,
    capitaliseGrace: (params.grace ?? 'interest-only') === 'capitalised',
    advance,
    period,
    months,
    periodicRate,
    exactRate,
    unit,
    amountMinor,
    residualMinor,
    paymentMinor: params.payment === undefined ? undefined : toMinor('payment', params.payment, decimals),
    brokenMinor: brokenMinor.toDecimalPlaces(0).toNumber(),
    capitaliseBroken: params.brokenPeriodInterest === 'capitalised',
    anchorDay,
    dueOffset,
  };
}
