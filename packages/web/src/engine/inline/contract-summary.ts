import {
  type AssetLineTotals,
  assetLineTotals,
  contractSchedule,
  linesOf,
  readScheduleTerms,
} from '@lessor/domain/entities';
import { currencyDecimals, defaultCurrency } from '@lessor/domain/formats';

type Data = Readonly<Record<string, unknown>>;

/** What the contract summary shows of a contract or deal; a figure its terms cannot give is undefined. */
export interface ContractSummary {
  currency: string;
  financedAmount: number | undefined;
  assets: AssetLineTotals;
  lineCount: number;
  /** The first instalment that pays: excl. tax (principal and interest) and with its tax. */
  instalment: { payment: number; total: number } | undefined;
  instalments: number | undefined;
  interest: number | undefined;
  /** All the client pays: down payment, instalments with their tax, fees and the residual value. */
  totalCost: number | undefined;
  rate: number | undefined;
  /** In months. */
  duration: number | undefined;
  residualValue: number | undefined;
  /** The current quotation's margin on the assets, where it has one. */
  assetMarginRate: number | undefined;
}

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

function currentQuotation(file: Data): Data {
  const [first] = Array.isArray(file.quotations) ? file.quotations : [];
  return typeof first === 'object' && first !== null ? first : {};
}

/**
 * The summary of a contract or deal from its own values, computed by the domain's finance: its
 * financed amount, its asset lines' totals, and from its schedule (`contractSchedule`, the payment
 * plan's own) the instalment, their count and interest, and the total cost. Terms (amount,
 * duration, rate, residual value) come from the file, else its current quotation, as the schedule
 * reads them.
 * @example contractSummary({ financedAmountExclTax: 1200, duration: 12, rate: 0, startDate: '2025-01-15' }).instalment // { payment: 100, total: 100 }
 */
export function contractSummary(file: Data): ContractSummary {
  const quotation = currentQuotation(file);
  const term = (field: string) => numberOf(file[field]) ?? numberOf(quotation[field]);
  const lines = linesOf(file);
  const schedule = contractSchedule(file);
  const reading = readScheduleTerms(file);
  const paying = schedule?.rows.find((row) => row.payment > 0);
  const currency =
    schedule?.currency ??
    (typeof file.currency === 'string' && file.currency ? file.currency : defaultCurrency);
  return {
    currency,
    financedAmount: term('financedAmountExclTax'),
    assets: assetLineTotals(lines),
    lineCount: lines.length,
    instalment: paying ? { payment: paying.payment, total: paying.total } : undefined,
    instalments: schedule?.rows.length,
    interest: schedule?.totals.interest,
    totalCost: schedule
      ? exactSum(
          [schedule.downPayment, schedule.totals.total, schedule.fees, schedule.residualValue],
          currencyDecimals(currency),
        )
      : undefined,
    rate: 'terms' in reading ? reading.terms.plan.rate : term('rate'),
    duration: term('duration'),
    residualValue: term('residualValue'),
    assetMarginRate: numberOf(quotation.assetMarginRate),
  };
}

/** Amounts of whole minor units summed in minor units: no drift of doubles. */
function exactSum(amounts: readonly number[], decimals: number): number {
  const unit = 10 ** decimals;
  return amounts.reduce((total, amount) => total + Math.round(amount * unit), 0) / unit + 0;
}
