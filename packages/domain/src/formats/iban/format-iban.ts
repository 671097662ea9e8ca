import { normalizeIban } from './normalize-iban.ts';

/**
 * An IBAN for display, in groups of four.
 * @example formatIban('FR7630006000011234567890189') // 'FR76 3000 6000 0112 3456 7890 189'
 */
export function formatIban(value: unknown): string {
  return normalizeIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}
