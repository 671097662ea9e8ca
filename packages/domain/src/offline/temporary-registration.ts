/** What a record created offline is called until the server gives it its registration (foundation.md §4). */
const temporaryPattern = /^TMP\d{8}$/;

/** `TMP00000007` for the seventh record created offline on this device. */
export function temporaryRegistration(counter: number): string {
  if (!Number.isInteger(counter) || counter < 1 || counter > 99_999_999)
    throw new RangeError(`A temporary registration counts from 1 to 99,999,999, not ${counter}`);
  return `TMP${String(counter).padStart(8, '0')}`;
}

export function isTemporaryRegistration(value: unknown): value is string {
  return typeof value === 'string' && temporaryPattern.test(value);
}
