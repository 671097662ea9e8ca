import type { EntityRecord } from '@lessor/domain/api';
import { currencyDecimals, defaultCurrency, formatAmount } from '@lessor/domain/formats';
import { fromMinorUnits, minorUnits } from '../treasury/minor-units.ts';

/** An active fund, as the arbitration screen offers it; amounts in minor units. */
export interface FundChoice {
  record: EntityRecord;
  registration: string;
  name: string;
  currency: string;
  decimals: number;
  outstanding: number;
  /** What it may still take on; none for a fund without a credit limit. */
  available: number | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A fund as the server's checks read it: available, else its credit limit less its outstanding. */
export function fundChoiceOf(record: EntityRecord): FundChoice {
  const currency = text(record.currency) || defaultCurrency;
  const decimals = currencyDecimals(currency);
  const outstanding = minorUnits(record.outstanding, decimals);
  const limited = typeof record.creditLimit === 'number';
  return {
    record,
    registration: record.registration,
    name: text(record.name) || record.registration,
    currency,
    decimals,
    outstanding,
    available: !limited
      ? undefined
      : typeof record.available === 'number'
        ? minorUnits(record.available, decimals)
        : minorUnits(record.creditLimit, decimals) - outstanding,
  };
}

/** Minor units of the fund's currency for display: '€1,250.50'. */
export function fundAmount(fund: FundChoice, units: number, locale: string): string {
  return formatAmount(fromMinorUnits(units, fund.decimals), { currency: fund.currency, locale });
}
