import { addDays, addMonths } from '@lessor/domain/formats';

/** What the calendar shows at once. */
export type CalendarView = 'month' | 'week' | 'day';

export const calendarViews: readonly CalendarView[] = ['month', 'week', 'day'];

/** The days a view shows, as ISO dates (`2026-11-29`): a month is drawn as whole weeks. */
export interface CalendarPeriod {
  view: CalendarView;
  /** The day the period was asked for: its month's name heads a month view. */
  anchor: string;
  days: readonly string[];
  first: string;
  last: string;
}

const isoDate = (date: Date): string => date.toISOString().slice(0, 10);

/** The UTC midnight of a day, which a formatter told `timeZone: 'UTC'` writes as that day everywhere. */
export const dayDate = (iso: string): Date => new Date(`${iso}T00:00:00Z`);

/** Whether a text is a day of the calendar written `YYYY-MM-DD`. */
export function isIsoDate(text: string | null | undefined): text is string {
  if (!text || !/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  return isoDate(dayDate(text)) === text;
}

/** The day a week that holds `iso` starts on, weeks starting on `firstDayOfWeek` (0 Sunday, 1 Monday). */
function weekStart(iso: string, firstDayOfWeek: 0 | 1): Date {
  const date = dayDate(iso);
  const back = (date.getUTCDay() - firstDayOfWeek + 7) % 7;
  return addDays(date, -back);
}

/**
 * The days of the view around `anchor`: the day itself, its week, or the weeks that hold its month.
 * @example calendarPeriod('week', '2026-11-26', 1).first // '2026-11-23', a Monday
 */
export function calendarPeriod(view: CalendarView, anchor: string, firstDayOfWeek: 0 | 1): CalendarPeriod {
  let start: Date;
  let count: number;
  if (view === 'day') {
    start = dayDate(anchor);
    count = 1;
  } else if (view === 'week') {
    start = weekStart(anchor, firstDayOfWeek);
    count = 7;
  } else {
    const firstOfMonth = `${anchor.slice(0, 8)}01`;
    const lastOfMonth = addDays(addMonths(dayDate(firstOfMonth), 1), -1);
    start = weekStart(firstOfMonth, firstDayOfWeek);
    count = Math.round((lastOfMonth.getTime() - start.getTime()) / 86_400_000) + 1;
    count = Math.ceil(count / 7) * 7;
  }
  const days = Array.from({ length: count }, (_, index) => isoDate(addDays(start, index)));
  return { view, anchor, days, first: days[0] ?? anchor, last: days.at(-1) ?? anchor };
}

/**
 * The day the next (`step` 1) or previous (`step` -1) period is asked for: a month on, the day
 * clamped to the month's last (31 January → 28 February), a week or a day on.
 */
export function shiftedAnchor(view: CalendarView, anchor: string, step: 1 | -1): string {
  if (view === 'month') return isoDate(addMonths(dayDate(anchor), step));
  return isoDate(addDays(dayDate(anchor), view === 'week' ? 7 * step : step));
}

/** Today in the browser's time zone, as the clerk's wall calendar reads it. */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}
