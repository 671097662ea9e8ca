import type { AllocationRequest } from '@lessor/domain/api';
import { parseNumber } from '@lessor/domain/formats';
import { minorUnits } from '../treasury/minor-units.ts';
import { fromMinorUnits } from './money.ts';
import type { OpenInvoice } from './open-invoice.ts';

/** One invoice a payment is to settle, with the amount typed for it. */
export interface AllocationLine {
  invoice: OpenInvoice;
  /** As typed (`1250.50`, or `1250,5` in a locale writing a decimal comma). */
  amount: string;
}

/** How typed amounts read: the payment currency's decimals, the user's locale. */
export interface AmountReading {
  decimals: number;
  locale: string;
}

/** The amount typed on a line, in minor units; undefined when it is not an amount of zero or more. */
function lineUnits(line: AllocationLine, { decimals, locale }: AmountReading): number | undefined {
  const value = parseNumber(line.amount.trim(), { locale });
  if (value === null || value < 0) return undefined;
  const units = minorUnits(value, decimals);
  // More decimals than the currency has is a typing slip, not something to round away unseen.
  return Math.abs(units / 10 ** decimals - value) < 1e-9 ? units : undefined;
}

/**
 * The line an invoice starts with: the lesser of what it owes and what the payment has left once
 * the lines already there are counted, so that adding invoices one after another splits a payment.
 */
export function newLine(
  invoice: OpenInvoice,
  left: number,
  lines: readonly AllocationLine[],
  reading: AmountReading,
): AllocationLine {
  const taken = lines.reduce((sum, line) => sum + (lineUnits(line, reading) ?? 0), 0);
  const units = Math.max(0, Math.min(invoice.balance, left - taken));
  return { invoice, amount: fromMinorUnits(units, reading.decimals) };
}

/** Why a line cannot be allocated as it stands. */
export type LineProblem = 'not an amount' | 'more than owed';

/** The sum of the lines, what the payment would have left, and whatever stops the allocation. */
export function allocationState(lines: readonly AllocationLine[], left: number, reading: AmountReading) {
  const problems = new Map<string, LineProblem>();
  let total = 0;
  for (const line of lines) {
    const units = lineUnits(line, reading);
    if (units === undefined) problems.set(line.invoice.registration, 'not an amount');
    else if (units > line.invoice.balance) problems.set(line.invoice.registration, 'more than owed');
    total += units ?? 0;
  }
  const remaining = left - total;
  return { total, remaining, problems, allocatable: total > 0 && remaining >= 0 && problems.size === 0 };
}

/** The allocation's body: each line with an amount, as the API's decimal text; lines of zero are left out. */
export function allocationRequest(
  lines: readonly AllocationLine[],
  reading: AmountReading,
): AllocationRequest {
  return {
    allocations: lines.flatMap((line) => {
      const units = lineUnits(line, reading) ?? 0;
      return units > 0
        ? [
            {
              invoiceRegistration: line.invoice.registration,
              amount: fromMinorUnits(units, reading.decimals),
            },
          ]
        : [];
    }),
  };
}
