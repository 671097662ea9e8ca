const whitespace = /\s+/g;

/**
 * An IBAN as stored: spaces stripped, upper case (foundation.md §5: IBAN unformatted before storing).
 * Non-text answers ''.
 * @example normalizeIban(' fr76 3000 6000 0112 3456 7890 189 ') // 'FR7630006000011234567890189'
 */
export function normalizeIban(value: unknown): string {
  return typeof value === 'string' ? value.replace(whitespace, '').toUpperCase() : '';
}
