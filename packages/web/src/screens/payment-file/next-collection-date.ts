import { nextBusinessDay } from '@lessor/domain/finance';

/** Saturdays and Sundays: SEPA collects and pays on TARGET2 days, which are never week-ends. */
const weekEnd = { weekEndDays: [0, 6] };

/**
 * The day a file made now collects (or pays) on, unless the clerk says otherwise: the first business day
 * after today in the user's calendar. The bank's holidays are left to the clerk.
 * @example nextCollectionDate(new Date(2026, 4, 8)) // '2026-05-11' (a Friday, then the Monday)
 */
export function nextCollectionDate(now: Date = new Date()): string {
  const tomorrow = new Date(Date.UTC(now.getFullYear(), now.getMonth(), now.getDate() + 1));
  return nextBusinessDay(tomorrow.toISOString().slice(0, 10), weekEnd);
}
