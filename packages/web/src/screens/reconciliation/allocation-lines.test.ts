import { describe, expect, it } from 'vitest';
import { minorUnits } from '../treasury/minor-units.ts';
import { type AllocationLine, allocationRequest, allocationState, newLine } from './allocation-lines.ts';
import { fromMinorUnits } from './money.ts';
import type { OpenInvoice } from './open-invoice.ts';

const invoice = (registration: string, balance: number): OpenInvoice => ({
  registration,
  invoiceNumber: undefined,
  partyName: undefined,
  dueDate: undefined,
  currency: 'EUR',
  balance,
});
const euros = { decimals: 2, locale: 'en-EU' };

describe("a payment's allocation to invoices", () => {
  it('starts each invoice at what it owes, or at what the payment has left once the others are counted', () => {
    const first = newLine(invoice('INV00000001', 20_000), 30_000, [], euros);
    expect(first.amount).toBe('200.00');
    const second = newLine(invoice('INV00000002', 25_000), 30_000, [first], euros);
    expect(second.amount).toBe('100.00');
    expect(newLine(invoice('INV00000003', 5_000), 30_000, [first, second], euros).amount).toBe('0.00');
  });

  it('sums in exact cents and says what stops it: nothing to allocate, more than the payment, more than owed', () => {
    const lines: AllocationLine[] = [
      { invoice: invoice('INV00000001', 10), amount: '0.10' },
      { invoice: invoice('INV00000002', 20), amount: '0,2' },
    ];
    expect(allocationState(lines, 30, euros)).toMatchObject({ total: 30, remaining: 0, allocatable: true });
    expect(allocationState(lines, 29, euros)).toMatchObject({ remaining: -1, allocatable: false });
    const zero = lines.map((line) => ({ ...line, amount: '0' }));
    expect(allocationState(zero, 30, euros).allocatable).toBe(false);
    const slips = [
      { invoice: invoice('INV00000001', 10), amount: '0.11' },
      { invoice: invoice('INV00000002', 20), amount: '0.105' },
      { invoice: invoice('INV00000003', 20), amount: 'ten' },
    ];
    expect([...allocationState(slips, 100, euros).problems]).toEqual([
      ['INV00000001', 'more than owed'],
      ['INV00000002', 'not an amount'],
      ['INV00000003', 'not an amount'],
    ]);
  });

  it('sends each line with an amount as decimal text, leaving out the lines of zero', () => {
    const lines: AllocationLine[] = [
      { invoice: invoice('INV00000001', 20_000), amount: '1,234.5' },
      { invoice: invoice('INV00000002', 20_000), amount: '0.00' },
    ];
    expect(allocationRequest(lines, euros)).toEqual({
      allocations: [{ invoiceRegistration: 'INV00000001', amount: '1234.50' }],
    });
  });

  it('reads and writes amounts in minor units of any number of decimals', () => {
    expect(minorUnits(1250.5, 2)).toBe(125_050);
    expect(minorUnits('0.3', 2)).toBe(30);
    expect(minorUnits(undefined, 2)).toBe(0);
    expect(fromMinorUnits(5, 2)).toBe('0.05');
    expect(fromMinorUnits(1_234_500, 3)).toBe('1234.500');
    expect(fromMinorUnits(-150, 2)).toBe('-1.50');
    expect(fromMinorUnits(42, 0)).toBe('42');
  });
});
