import type { EntityRecord } from '@lessor/domain/api';
import { type Money, moneyOf, toMinorUnits } from './money.ts';

/** A bank transaction waiting for a clerk, with what it has left to allocate. */
export interface PendingPayment {
  record: EntityRecord;
  money: Money;
  /** The credit, in minor units. */
  amount: number;
  /** What is not yet allocated to an invoice, in minor units. */
  left: number;
}

export function pendingPaymentOf(record: EntityRecord): PendingPayment {
  const money = moneyOf(record.currency);
  const amount = toMinorUnits(record.amount, money.decimals);
  return { record, money, amount, left: amount - toMinorUnits(record.allocatedAmount, money.decimals) };
}
