import { intlLocale } from '../locales/intl-locale.ts';

/** Bytes per unit; a megabyte is 1048576 bytes (foundation.md §5). */
export const sizeUnits = { KB: 1024, MB: 1024 ** 2, GB: 1024 ** 3 } as const;

export type SizeUnit = keyof typeof sizeUnits;

/**
 * A size in bytes shown in KB, MB or GB, the largest unit that keeps at least 1, 2 decimals at most.
 * Answers '' for a negative or non-number size.
 * @example formatSize(1572864) // '1.5 MB'
 * @example formatSize(512) // '0.5 KB'
 */
export function formatSize(bytes: unknown, options: { locale?: string } = {}): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes) || bytes < 0) return '';
  const unit: SizeUnit = bytes >= sizeUnits.GB ? 'GB' : bytes >= sizeUnits.MB ? 'MB' : 'KB';
  const amount = new Intl.NumberFormat(intlLocale(options.locale), { maximumFractionDigits: 2 }).format(
    bytes / sizeUnits[unit],
  );
  return `${amount} ${unit}`;
}

/**
 * Bytes of a size string ('1.5 MB', '200KB', '2 gb'); a bare number counts as megabytes, as file limits do.
 * Answers null when it is not a size.
 * @example parseSize('1.5 MB') // 1572864
 * @example parseSize(5) // 5242880
 */
export function parseSize(size: unknown): number | null {
  if (typeof size === 'number') return Number.isFinite(size) && size >= 0 ? size * sizeUnits.MB : null;
  if (typeof size !== 'string') return null;
  const match = /^\s*(\d+(?:[.,]\d+)?)\s*([KMG]B)?\s*$/i.exec(size);
  if (!match?.[1]) return null;
  const typed = match[2]?.toUpperCase();
  const unit: SizeUnit = typed === 'KB' || typed === 'GB' ? typed : 'MB';
  return Math.round(Number(match[1].replace(',', '.')) * sizeUnits[unit]);
}

/**
 * Orders size strings by the bytes they stand for (foundation.md §9), unreadable ones first.
 * @example ['2 MB', '900 KB', '1 GB'].sort(compareSizes) // ['900 KB', '2 MB', '1 GB']
 */
export function compareSizes(a: unknown, b: unknown): number {
  return (parseSize(a) ?? -1) - (parseSize(b) ?? -1);
}
