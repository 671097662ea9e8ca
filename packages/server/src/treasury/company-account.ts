import type { EntityRecord } from '@lessor/domain/api';
import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue, storedMoney } from '@lessor/domain/finance';
import { defaultCurrency } from '@lessor/domain/formats';

/** Refuses an account closed, or still a draft: money moves only on an ACTIVE one. */
export function assertActiveAccount(account: EntityRecord): void {
  if (account.status !== 'ACTIVE' || account.isInactive === true)
    throw new LessorError('BANK_ACCOUNT_INACTIVE', [account.registration]);
}

/**
 * The overdraft the bank authorises on a day: the account's limit up to and including the day it
 * lapses (`overdraftValidUntil`), none after.
 */
export function overdraftOn(account: EntityRecord, day: string): MoneyValue {
  const until = account.overdraftValidUntil;
  if (typeof until === 'string' && until !== '' && until.slice(0, 10) < day) return new Money(0);
  return storedMoney(account.overdraftLimit);
}

/** A record's currency, the default one (EUR) when it names none. */
export function currencyOf(record: EntityRecord): string {
  return typeof record.currency === 'string' && record.currency !== '' ? record.currency : defaultCurrency;
}
