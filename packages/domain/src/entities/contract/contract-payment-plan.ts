import { LessorError } from '../../errors/lessor-error.ts';
import { monthsPerPeriod, type PaymentPeriod } from '../../finance/payment-period.ts';
import { paymentPlan } from '../../finance/payment-plan.ts';
import type { PaymentPlan } from '../../finance/payment-plan-types.ts';

type Data = Readonly<Record<string, unknown>>;

/** The contract's frequency list (financing-file.ts) in the finance engine's days per period. */
const periodOfFrequency: Readonly<Record<string, PaymentPeriod>> = {
  MONTHLY: 30,
  QUARTERLY: 90,
  SEMIANNUAL: 180,
  ANNUAL: 360,
};

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;
const textOf = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

function currentQuotation(contract: Data): Data {
  const [first] = Array.isArray(contract.quotations) ? contract.quotations : [];
  return typeof first === 'object' && first !== null ? (first as Data) : {};
}

/**
 * The payment plan of a contract, from its financing terms: the contract's own amount, duration,
 * frequency, rate and start date, completed by its current quotation (the first one), which also
 * brings the residual value. The duration is in months; a frequency longer than a month bills
 * one instalment per period, the last period counted whole. Answers undefined when the terms are
 * incomplete or give no plan (an amount of 0, a start date that is no date): such a contract has
 * nothing to bill yet.
 * @example contractPaymentPlan({ financedAmountExclTax: 1200, duration: 12, rate: 0, startDate: '2025-01-15' })?.rows[0]
 * // { index: 1, date: '2025-02-15', principal: 100, interest: 0, payment: 100, balance: 1100 }
 */
export function contractPaymentPlan(contract: Data): PaymentPlan | undefined {
  const quotation = currentQuotation(contract);
  const term = (field: string) => contract[field] ?? quotation[field];
  const amount = numberOf(term('financedAmountExclTax'));
  const duration = numberOf(term('duration'));
  const startDate = textOf(term('startDate'));
  if (amount === undefined || amount <= 0 || duration === undefined || duration <= 0 || !startDate)
    return undefined;
  const period = periodOfFrequency[textOf(term('frequency')) ?? 'MONTHLY'] ?? 30;
  const currency = textOf(contract.currency);
  try {
    return paymentPlan({
      amount,
      rate: numberOf(term('rate')) ?? 0,
      count: Math.max(1, Math.ceil(duration / monthsPerPeriod(period))),
      period,
      startDate: startDate.slice(0, 10),
      residualValue: numberOf(term('residualValue')) ?? 0,
      ...(currency ? { currency } : {}),
    });
  } catch (error) {
    // Terms the finance engine refuses (its errors are catalogued) make no plan; anything else is a fault.
    if (error instanceof LessorError) return undefined;
    throw error;
  }
}
