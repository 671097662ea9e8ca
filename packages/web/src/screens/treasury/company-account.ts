import type { EntityRecord } from '@lessor/domain/api';
import { currencyDecimals, defaultCurrency, formatAmount, formatIban } from '@lessor/domain/formats';
import { fromMinorUnits, minorUnits } from './minor-units.ts';

/** One of the company's accounts, as the treasury screens offer it. */
export interface CompanyAccount {
  record: EntityRecord;
  registration: string;
  name: string;
  iban: string;
  currency: string;
  decimals: number;
  /** In minor units (cents). */
  balance: number;
  overdraftLimit: number;
  /** The last day the overdraft holds (`2026-12-31`); none: no end. */
  overdraftValidUntil: string | undefined;
}

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

export function companyAccountOf(record: EntityRecord): CompanyAccount {
  const currency = text(record.currency) || defaultCurrency;
  const decimals = currencyDecimals(currency);
  return {
    record,
    registration: record.registration,
    name: text(record.name) || record.registration,
    iban: text(record.bankIban),
    currency,
    decimals,
    balance: minorUnits(record.balance, decimals),
    overdraftLimit: minorUnits(record.overdraftLimit, decimals),
    overdraftValidUntil: text(record.overdraftValidUntil).slice(0, 10) || undefined,
  };
}

/** Minor units of the account's currency for display: '€1,250.50'. */
export function accountAmount(account: CompanyAccount, units: number, locale: string): string {
  return formatAmount(fromMinorUnits(units, account.decimals), { currency: account.currency, locale });
}

/** 'Operating · FR76 3000 1007 9412 3456 7890 185 · €1,000.00': the account as a treasurer knows it. */
export function accountLabel(account: CompanyAccount, locale: string): string {
  return [
    account.name,
    account.iban && formatIban(account.iban),
    accountAmount(account, account.balance, locale),
  ]
    .filter(Boolean)
    .join(' · ');
}

/**
 * What the account can pay out on a day, in minor units: its balance and the overdraft the bank
 * authorises that day (none once it has lapsed).
 */
export function payableOn(account: CompanyAccount, day: string): number {
  const lapsed = account.overdraftValidUntil !== undefined && account.overdraftValidUntil < day;
  return account.balance + (lapsed ? 0 : account.overdraftLimit);
}
