import type { TFunction } from 'i18next';

/**
 * A duration as a person reads it: milliseconds under a second, seconds under a minute, then
 * minutes and seconds, then hours and minutes.
 * @example formatDuration(125_000, t, 'en-EU') // '2 min 5 s'
 */
export function formatDuration(ms: number, t: TFunction, locale: string): string {
  if (ms < 1000) return t('{{value}} ms', { value: ms.toLocaleString(locale) });
  if (ms < 60_000)
    return t('{{value}} s', { value: (ms / 1000).toLocaleString(locale, { maximumFractionDigits: 1 }) });
  const seconds = Math.floor(ms / 1000);
  if (seconds < 3600)
    return t('{{minutes}} min {{seconds}} s', { minutes: Math.floor(seconds / 60), seconds: seconds % 60 });
  return t('{{hours}} h {{minutes}} min', {
    hours: Math.floor(seconds / 3600).toLocaleString(locale),
    minutes: Math.floor(seconds / 60) % 60,
  });
}
