import { Money, type MoneyValue } from '../finance/money.ts';

/** A record's data as stored: a person, one of its bank accounts, a mandate. */
export type StoredData = Readonly<Record<string, unknown>>;

/** A stored string trimmed; empty when absent or not a string. */
export const storedText = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** A stored list's items that are objects (a person's `bankAccounts`, an account's `sepaMandates`). */
export const storedItems = (value: unknown): StoredData[] =>
  Array.isArray(value)
    ? value.filter((item): item is StoredData => typeof item === 'object' && item !== null)
    : [];

/** Earliest due first, then by registration, so that a file lists its invoices the same way each time. */
export const byDueDate = <Invoice extends { dueDate: string; registration: string }>(
  invoices: readonly Invoice[],
): Invoice[] =>
  [...invoices].sort(
    (one, other) =>
      one.dueDate.localeCompare(other.dueDate) || one.registration.localeCompare(other.registration),
  );

/** What an invoice still owes, or why it owes nothing a file can carry, in words a clerk reads. */
export function owedOn(balance: string): { owed: MoneyValue } | { reason: string } {
  let owed: MoneyValue;
  try {
    owed = new Money(balance || '0');
  } catch {
    return { reason: `Its balance "${balance}" is no amount` };
  }
  return owed.lte(0) ? { reason: 'Nothing is owed on it' } : { owed };
}
