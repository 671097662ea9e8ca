/** Days as the demo writes them, `YYYY-MM-DD`, counted in UTC so that no time zone moves them. */

/** The current day, `YYYY-MM-DD`: the demo's records are placed around it. */
export function currentDay(): string {
  return new Date().toISOString().slice(0, 10);
}

export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00.000Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** The same day of the month `months` later; the demo's days are at most the 28th, so it always exists. */
export function addMonths(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const index = year * 12 + (month - 1) + months;
  return `${Math.floor(index / 12)}-${pad((index % 12) + 1)}-${pad(Math.min(date, 28))}`;
}

/** Whole days from one day to another, negative when `to` comes first. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00.000Z`) - Date.parse(`${from}T00:00:00.000Z`)) / 86_400_000);
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** A day of the month `months` after the month of `day` (before it when negative), the `date`th. */
export function dayInMonth(day: string, months: number, date: number): string {
  return addMonths(`${day.slice(0, 8)}${pad(date)}`, months);
}
