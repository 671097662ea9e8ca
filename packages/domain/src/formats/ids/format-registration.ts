const spacedDigits = /^[\d\s]+$/;

/**
 * A registration as stored: spaces stripped when it is all digits (foundation.md §5), otherwise
 * only trimmed. Non-text answers ''.
 * @example normalizeRegistration(' 732 829 320 ') // '732829320'
 * @example normalizeRegistration('B 123 456') // 'B 123 456'
 */
export function normalizeRegistration(value: unknown): string {
  if (typeof value !== 'string') return '';
  const trimmed = value.trim();
  return spacedDigits.test(trimmed) ? trimmed.replace(/\s+/g, '') : trimmed;
}

/**
 * A company registration number for display, in groups of three.
 * @example formatCompanyNumber('732829320') // '732 829 320'
 */
export function formatCompanyNumber(value: unknown): string {
  return normalizeRegistration(value)
    .replace(/\s+/g, '')
    .replace(/(.{3})(?=.)/g, '$1 ');
}

/**
 * A VAT number for display, spaced after the 2nd, 4th, 7th and 10th characters.
 * @example formatVatNumber('FR40303265045') // 'FR 40 303 265 045'
 */
export function formatVatNumber(value: unknown): string {
  const compact = normalizeRegistration(value).replace(/\s+/g, '').toUpperCase();
  return [2, 4, 7, 10].reduceRight(
    (text, position) =>
      text.length > position ? `${text.slice(0, position)} ${text.slice(position)}` : text,
    compact,
  );
}
