/** Defaults of form fields (foundation.md §5). */
export const fieldDefaults = {
  slider: { start: 0, step: 10, density: 100 },
  textarea: { minRows: 1 },
  color: '#000000',
  timeIntervalMinutes: 30,
} as const;

/** Images made into PDF with pdf-lib, and stamped with a watermark (foundation.md §5). */
export const pdfImageExtensions = ['jpeg', 'jpg', 'png'] as const;
/** Office files made into PDF with LibreOffice (foundation.md §5). */
export const pdfSourceExtensions = [
  'doc',
  'docx',
  'odp',
  'ods',
  'odt',
  'pot',
  'potm',
  'potx',
  'pps',
  'ppsx',
  'ppsxm',
  'ppt',
  'pptm',
  'pptx',
  'rtf',
  'xls',
  'xlsx',
] as const;

/**
 * Time-of-day choices: every `interval` minutes from midnight (30 by default), or the given slots.
 * @example timeOfDayChoices(360) // ['00:00', '06:00', '12:00', '18:00']
 */
export function timeOfDayChoices(
  interval: number = fieldDefaults.timeIntervalMinutes,
  slots?: readonly string[],
): string[] {
  if (slots && slots.length > 0) return [...slots];
  const step =
    Number.isFinite(interval) && interval >= 1 ? Math.floor(interval) : fieldDefaults.timeIntervalMinutes;
  const choices: string[] = [];
  for (let minutes = 0; minutes < 24 * 60; minutes += step) {
    choices.push(
      `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`,
    );
  }
  return choices;
}

/** Payment plan periods in days (foundation.md §5): monthly, quarterly, semester, annual. */
export const paymentPeriodDays = { monthly: 30, quarterly: 90, semester: 180, annual: 360 } as const;

/**
 * Periods a year for a periodicity in days: 30 gives 12, 90 gives 4, 180 gives 2, anything else 1
 * (business-areas.md §9).
 * @example periodsPerYear(90) // 4
 */
export function periodsPerYear(days: number): number {
  if (days === 30) return 12;
  if (days === 90) return 4;
  return days === 180 ? 2 : 1;
}
