import { LessorError } from '@lessor/domain/errors';
import { Money, type MoneyValue } from '@lessor/domain/finance';
import { currencyDecimals, utcDate } from '@lessor/domain/formats';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
// Thirteen whole digits: an amount stays exact in cents as the double the record stores.
const decimalText = /^\d{1,13}(\.\d+)?$/;

/**
 * A treasury call's body as an object of the fields named, refusing any other field, so that a
 * misspelt `ammount` is an error rather than a transfer of nothing.
 */
export function bodyFields<Name extends string>(
  body: unknown,
  names: readonly Name[],
): Partial<Record<Name, unknown>> {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new LessorError('MISSING_BODY_PAYLOAD');
  const [unknown] = Object.keys(body).filter((key) => !(names as readonly string[]).includes(key));
  if (unknown) throw new LessorError('INVALID_FIELD_IN_BODY', [unknown]);
  return body as Partial<Record<Name, unknown>>;
}

/** A field that must be there: missing, or not text, is refused with its name. */
export function requiredText(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '')
    throw new LessorError('MISSING_FIELD_IN_BODY', [name]);
  if (typeof value !== 'string' || value.trim() === '')
    throw new LessorError('INVALID_NON_EMPTY_STRING_FIELD', [name]);
  return value.trim();
}

/** A day written `2026-05-06` that the calendar has. */
export function requiredDay(value: unknown, name: string): string {
  if (value === undefined || value === null || value === '')
    throw new LessorError('MISSING_FIELD_IN_BODY', [name]);
  const day = typeof value === 'string' ? isoDay.exec(value) : null;
  if (!day || !utcDate(Number(day[1]), Number(day[2]), Number(day[3])))
    throw new LessorError('INVALID_DATE', [String(value)]);
  return value as string;
}

/** What an amount may be: above zero (a sum moved), or zero or more (a limit). */
export type AmountKind = 'above zero' | 'of zero or more';

/**
 * An amount from its decimal text (`"1000.00"`) or a number, read exactly; the number of decimals
 * is held to the currency's once the currency is known (`assertCurrencyDecimals`).
 */
export function requiredAmount(value: unknown, name: string, kind: AmountKind): MoneyValue {
  if (value === undefined || value === null || value === '')
    throw new LessorError('MISSING_FIELD_IN_BODY', [name]);
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const amount = decimalText.test(text) ? new Money(text) : undefined;
  if (!amount || (kind === 'above zero' && amount.isZero()))
    throw new LessorError('INVALID_AMOUNT_FIELD', [name, kind, 2]);
  return amount;
}

/** Refuses an amount with more decimals than its currency has (cents of a euro, none of a yen). */
export function assertCurrencyDecimals(
  amount: MoneyValue,
  name: string,
  kind: AmountKind,
  currency: string,
): void {
  const decimals = currencyDecimals(currency);
  if (amount.decimalPlaces() > decimals)
    throw new LessorError('INVALID_AMOUNT_FIELD', [name, kind, decimals]);
}

/** Money as the record stores it: the double of its decimal text, exact at a currency's decimals. */
export function toStored(amount: MoneyValue, currency: string): number {
  return Number(amount.toFixed(currencyDecimals(currency)));
}

/** Money as a message says it: `1000.00 EUR`. */
export function spelt(amount: MoneyValue, currency: string): string {
  return `${amount.toFixed(currencyDecimals(currency))} ${currency}`;
}
