import { LessorError } from '@lessor/domain/errors';
import { utcDate } from '@lessor/domain/formats';

const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A payment file's request: its day (YYYY-MM-DD, a real date) under `dayField`, and the company's
 * account chosen, when it is, under `accountField`; nothing else. Refused with the catalogue's codes.
 * @example readPaymentFileRequest({ dueDate: '2026-12-07' }, 'dueDate', 'creditorBankAccount') // { day: '2026-12-07' }
 */
export function readPaymentFileRequest(
  body: unknown,
  dayField: string,
  accountField: string,
): { day: string; account?: string } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw new LessorError('MISSING_BODY_PAYLOAD');
  const { [dayField]: day, [accountField]: account, ...others } = body as Record<string, unknown>;
  const [unknown] = Object.keys(others);
  if (unknown) throw new LessorError('INVALID_FIELD_IN_BODY', [unknown]);
  if (day === undefined || day === '') throw new LessorError('MISSING_FIELD_IN_BODY', [dayField]);
  const parts = typeof day === 'string' ? isoDay.exec(day) : null;
  if (!parts || !utcDate(Number(parts[1]), Number(parts[2]), Number(parts[3]))) {
    throw new LessorError('INVALID_DATE', [String(day)]);
  }
  if (account !== undefined && (typeof account !== 'string' || account === '')) {
    throw new LessorError('INVALID_NON_EMPTY_STRING_FIELD', [accountField]);
  }
  return { day: day as string, ...(account ? { account } : {}) };
}
