import { LessorError } from '../errors/lessor-error.ts';

/** Throws the generic invalid-value error for a finance argument: spreadsheets answer #NUM! there. */
export function invalidArgument(name: string, value: unknown): never {
  throw new LessorError('INVALID_FIELD_VALUE', [String(value), name]);
}

/** Excel's payment timing: 0 at the end of each period (arrears), 1 at the start (advance). */
export function checkType(type: number): 0 | 1 {
  if (type === 0 || type === 1) return type;
  return invalidArgument('type', type);
}
