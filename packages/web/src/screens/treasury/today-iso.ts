/**
 * Today in the user's calendar, as the API writes a day.
 * @example todayIso(new Date(2026, 4, 6)) // '2026-05-06'
 */
export function todayIso(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}
