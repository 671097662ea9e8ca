import { LessorError } from '../errors/lessor-error.ts';

/** Throws the generic invalid-value error for a finance argument: spreadsheets answer #NUM! there. */
export function invalidArgument(name: string, value: unknown): never {
  throw new LessorError('INVALID_FIELD_VALUE', [String(value), name]);
}

/**
 * Excel's payment timing: 0 at the end of each period (arrears), 1 at the start (advance).
 * Any other number counts as 1, as LibreOffice Calc reads it (`PMT(1%; 12; 1000; 0; 2)` is
 * `PMT(1%; 12; 1000; 0; 1)`); only a value that is no number at all is refused.
 */
export function checkType(type: number): 0 | 1 {
  if (typeof type !== 'number' || !Number.isFinite(type)) return invalidArgument('type', type);
  return type === 0 ? 0 : 1;
}
