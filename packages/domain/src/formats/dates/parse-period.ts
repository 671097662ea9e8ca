import { LessorError } from '../../errors/lessor-error.ts';

/** Period units: day, month, quarter, semester, year, hour, minute, second (foundation.md §5). */
export const periodUnits = ['d', 'm', 'q', 's', 'y', 'h', 'min', 'sec'] as const;

export type PeriodUnit = (typeof periodUnits)[number];

export interface Period {
  count: number;
  unit: PeriodUnit;
}

// Longer suffixes first, so 5min is minutes and not months.
const periodPattern = /^([+-]?\d{1,9})\s*(min|sec|d|m|q|s|y|h)$/;

/** Seconds per unit: 86400 s a day, a 30-day month, a 365-day year (foundation.md §9). */
const secondsPerUnit: Readonly<Record<PeriodUnit, number>> = {
  sec: 1,
  min: 60,
  h: 3600,
  d: 86_400,
  m: 30 * 86_400,
  q: 90 * 86_400,
  s: 180 * 86_400,
  y: 365 * 86_400,
};

/**
 * Reads a period such as '3m', '1y', '15 d' or '30min'. Throws INVALID_PERIOD for any other text.
 * @example parsePeriod('3m') // { count: 3, unit: 'm' }
 */
export function parsePeriod(text: string): Period {
  const match = typeof text === 'string' ? periodPattern.exec(text.trim()) : null;
  const unit = periodUnits.find((candidate) => candidate === match?.[2]);
  if (!match || !unit)
    throw new LessorError('INVALID_PERIOD', [typeof text === 'string' ? text.slice(0, 100) : '']);
  return { count: Number(match[1]), unit };
}

/**
 * A period's length in seconds, with 30-day months, 90-day quarters, 180-day semesters, 365-day years.
 * @example periodToSeconds({ count: 2, unit: 'd' }) // 172800
 */
export function periodToSeconds(period: Period): number {
  return period.count * secondsPerUnit[period.unit];
}
