import type { EntityRecord } from '@lessor/domain/api';
import { minorUnits } from '../treasury/minor-units.ts';
import { type Money, moneyOf } from './money.ts';
import type { InvoiceSide } from './open-invoice.ts';

/** A bank transaction waiting for a clerk, with what it has left to allocate. */
export interface PendingPayment {
  record: EntityRecord;
  money: Money;
  /** The money received or paid out, in minor units. */
  amount: number;
  /** What is not yet allocated to an invoice, in minor units. */
  left: number;
  /** The invoices it may settle: money received, receivables; money paid out, payables. */
  side: InvoiceSide;
}

export function pendingPaymentOf(record: EntityRecord): PendingPayment {
  const money = moneyOf(record.currency);
  const amount = minorUnits(record.amount, money.decimals);
  return {
    record,
    money,
    amount,
    left: amount - minorUnits(record.allocatedAmount, money.decimals),
    side: record.type === 'DEBIT' ? 'payable' : 'receivable',
  };
}
