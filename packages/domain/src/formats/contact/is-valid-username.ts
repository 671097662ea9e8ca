import { isValidEmail } from './is-valid-email.ts';

// Letters (accents allowed), digits, dot, hyphen, underscore and @ (foundation.md §5).
const usernameCharacters = /^[\p{L}\p{N}._@-]+$/u;

/**
 * Whether a value is a username: a valid e-mail, or all digits, or a string of letters, digits,
 * `. - _ @` with an @ that is not last; with a tenant, that string must end with @{tenant}.
 * @example isValidUsername('ada@acme', 'acme') // true
 * @example isValidUsername('ada@other', 'acme') // false
 * @example isValidUsername('123456') // true
 */
export function isValidUsername(value: unknown, tenant?: string): boolean {
  if (typeof value !== 'string' || value.length > 254) return false;
  if (isValidEmail(value)) return true;
  if (!usernameCharacters.test(value)) return false;
  if (/^\d+$/.test(value)) return true;
  if (tenant) {
    const suffix = `@${tenant}`.toLowerCase();
    return value.length > suffix.length && value.toLowerCase().endsWith(suffix);
  }
  return value.includes('@') && !value.endsWith('@');
}
