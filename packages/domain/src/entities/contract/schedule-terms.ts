import type { FieldError } from '../../errors/lessor-error.ts';
import { fieldMessages } from '../../fields/field-messages.ts';
import { addMonths, formatDay } from '../../finance/civil-date.ts';
import { toDayNumber } from '../../finance/day-number.ts';
import { monthsPerPeriod, type PaymentPeriod } from '../../finance/payment-period.ts';
import type { PaymentPlanParams } from '../../finance/payment-plan-types.ts';
import { currencyDecimals, defaultCurrency } from '../../formats/numbers/currencies.ts';
import { financingFile } from '../shared/financing-file.ts';
import { rentTaxRate } from '../shared/rent-tax-codes.ts';

type Data = Readonly<Record<string, unknown>>;

/** The contract's frequency list in the finance engine's days per period. */
const periodOfFrequency: Readonly<Record<string, PaymentPeriod>> = {
  MONTHLY: 30,
  QUARTERLY: 90,
  SEMIANNUAL: 180,
  ANNUAL: 360,
};

const timingOf: Readonly<Record<string, 'advance' | 'arrears'>> = { ADVANCE: 'advance', ARREARS: 'arrears' };

/**
 * The fields of a contract its schedule is computed from: a change to any other leaves it as it is.
 * @example scheduleTermFields.includes('residualValue') // true
 */
export const scheduleTermFields = [
  'financedAmountExclTax',
  'duration',
  'frequency',
  'rate',
  'startDate',
  'firstPaymentDate',
  'paymentTiming',
  'residualValue',
  'downPayment',
  'deferredPeriods',
  'fees',
  'taxCode',
  'currency',
  'quotations',
] as const;

/** The terms of a contract's schedule, checked: what the finance engine is asked, and what it leaves to the schedule. */
export interface ScheduleTerms {
  /** The plan of the amount financed less the down payment, down to the residual value. */
  plan: PaymentPlanParams & { count: number; period: PaymentPeriod; startDate: string };
  currency: string;
  /** Decimals of the currency: amounts are exact in its minor unit. */
  decimals: number;
  downPayment: number;
  residualValue: number;
  fees: number;
  /** The rate of the tax code, a fraction; 0 without a tax code. */
  taxRate: number;
  /** The day the first paying instalment falls due, when the contract sets it. */
  firstPaymentDate: string | undefined;
}

/** The terms read, or what keeps them from making a schedule, field by field. */
export type ScheduleTermsReading = { terms: ScheduleTerms; problems: [] } | { problems: FieldError[] };

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);
const labelOf = (field: string) =>
  (financingFile.fields as Readonly<Record<string, { label: string }>>)[field]?.label ?? field;

function currentQuotation(contract: Data): Data {
  const [first] = Array.isArray(contract.quotations) ? contract.quotations : [];
  return typeof first === 'object' && first !== null ? (first as Data) : {};
}

/** A stored date (`2025-01-15T00:00:00.000Z` or `2025-01-15`) as its day, or undefined when it is none. */
function dayOf(value: string | undefined): string | undefined {
  if (!value) return undefined;
  const day = value.slice(0, 10);
  try {
    toDayNumber(day);
    return day;
  } catch {
    return undefined;
  }
}

/** Collects the problems of a contract's terms, each naming its field with the form's message. */
class Problems {
  readonly list: FieldError[] = [];

  missing(field: string): void {
    this.list.push({
      field,
      code: 'MISSING_FIELD_IN_BODY',
      message: fieldMessages.mandatory(labelOf(field)),
    });
  }

  invalid(field: string, message: string): void {
    this.list.push({ field, code: 'INVALID_FIELD_VALUE', message });
  }
}

/**
 * Reads the schedule terms of a contract (or a deal): its own fields, completed by its current
 * quotation (the first one) for the amount, duration, frequency, rate, start date and residual
 * value. The duration is in months and counts the deferred periods; a frequency longer than a
 * month makes one instalment a period, the last period counted whole. Answers every problem found
 * when the terms cannot make a schedule: a missing amount, duration or start date, a down payment
 * or residual value larger than what is financed, more deferred periods than instalments, a first
 * payment date too early for them, an unknown frequency, timing or tax code.
 * @example readScheduleTerms({ duration: 12, startDate: '2025-01-15' }).problems[0]?.field // 'financedAmountExclTax'
 */
export function readScheduleTerms(contract: Data): ScheduleTermsReading {
  const quotation = currentQuotation(contract);
  const term = (field: string) => contract[field] ?? quotation[field];
  const problems = new Problems();

  const financed = numberOf(term('financedAmountExclTax'));
  if (financed === undefined) problems.missing('financedAmountExclTax');
  else if (financed <= 0)
    problems.invalid(
      'financedAmountExclTax',
      fieldMessages.mustBeGreaterThan(labelOf('financedAmountExclTax'), '0'),
    );
  const duration = numberOf(term('duration'));
  if (duration === undefined) problems.missing('duration');
  else if (duration <= 0) problems.invalid('duration', fieldMessages.belowMin(labelOf('duration'), 1));
  const startText = textOf(term('startDate'));
  const startDate = dayOf(startText);
  if (!startText) problems.missing('startDate');
  else if (!startDate) problems.invalid('startDate', fieldMessages.invalidDate());

  const frequency = textOf(term('frequency')) ?? 'MONTHLY';
  const period = periodOfFrequency[frequency];
  if (!period) problems.invalid('frequency', fieldMessages.unknownValue());
  const timing = timingOf[textOf(contract.paymentTiming) ?? 'ARREARS'];
  if (!timing) problems.invalid('paymentTiming', fieldMessages.unknownValue());
  const taxCode = textOf(contract.taxCode);
  const taxRate = taxCode === undefined ? 0 : rentTaxRate(taxCode);
  if (taxRate === undefined) problems.invalid('taxCode', fieldMessages.unknownValue());

  const downPayment = numberOf(contract.downPayment) ?? 0;
  const residualValue = numberOf(term('residualValue')) ?? 0;
  const deferred = numberOf(contract.deferredPeriods) ?? 0;
  const count = duration && period ? Math.max(1, Math.ceil(duration / monthsPerPeriod(period))) : undefined;
  if (financed !== undefined && financed > 0) {
    if (downPayment < 0) problems.invalid('downPayment', fieldMessages.belowMin(labelOf('downPayment'), 0));
    else if (downPayment >= financed)
      problems.invalid(
        'downPayment',
        fieldMessages.mustBeLessThan(labelOf('downPayment'), labelOf('financedAmountExclTax')),
      );
    else if (residualValue < 0)
      problems.invalid('residualValue', fieldMessages.belowMin(labelOf('residualValue'), 0));
    else if (residualValue > financed - downPayment)
      problems.invalid(
        'residualValue',
        fieldMessages.aboveMax(labelOf('residualValue'), financed - downPayment),
      );
  }
  if (!Number.isInteger(deferred) || deferred < 0)
    problems.invalid('deferredPeriods', fieldMessages.notAnInteger(labelOf('deferredPeriods')));
  else if (count !== undefined && deferred >= count)
    problems.invalid('deferredPeriods', fieldMessages.aboveMax(labelOf('deferredPeriods'), count - 1));

  const firstPaymentText = textOf(contract.firstPaymentDate);
  const firstPaymentDate = dayOf(firstPaymentText);
  if (firstPaymentText && !firstPaymentDate)
    problems.invalid('firstPaymentDate', fieldMessages.invalidDate());
  // The deferred periods come before the first payment: the schedule's first due date is that many periods earlier.
  const firstDueDate =
    firstPaymentDate && period && deferred >= 0
      ? formatDay(addMonths(toDayNumber(firstPaymentDate), -deferred * monthsPerPeriod(period)))
      : undefined;
  if (
    firstDueDate &&
    startDate &&
    (timing === 'advance' ? firstDueDate < startDate : firstDueDate <= startDate)
  )
    problems.invalid(
      'firstPaymentDate',
      fieldMessages.mustBeGreaterThan(labelOf('firstPaymentDate'), labelOf('startDate')),
    );

  if (problems.list.length > 0 || !financed || !count || !period || !startDate || !timing)
    return { problems: problems.list };
  const currency = textOf(contract.currency) ?? defaultCurrency;
  return {
    problems: [],
    terms: {
      plan: {
        amount: financed - downPayment,
        rate: numberOf(term('rate')) ?? 0,
        count,
        period,
        startDate,
        timing,
        residualValue,
        currency,
        // Deferred periods pay nothing: their interest is added to what the later instalments repay.
        gracePeriods: deferred,
        grace: 'capitalised',
        ...(firstDueDate ? { firstDueDate } : {}),
        ...(firstDueDate && deferred > 0 ? { brokenPeriodInterest: 'capitalised' as const } : {}),
      },
      currency,
      decimals: currencyDecimals(currency),
      downPayment,
      residualValue,
      fees: numberOf(contract.fees) ?? 0,
      taxRate: taxRate ?? 0,
      firstPaymentDate,
    },
  };
}
