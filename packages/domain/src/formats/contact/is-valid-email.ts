// The address pattern of HTML forms, widened to letters and digits of every script.
const emailPattern =
  /^[\p{L}\p{N}.!#$%&'*+/=?^_`{|}~-]+@[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?(?:\.[\p{L}\p{N}](?:[\p{L}\p{N}-]{0,61}[\p{L}\p{N}])?)+$/u;

// RFC 5321 bounds an address at 254 characters.
const longestEmail = 254;

/**
 * Whether a value is an e-mail address: a local part, @, and a domain with at least one dot.
 * @example isValidEmail('ada@example.com') // true
 * @example isValidEmail('ada@localhost') // false
 */
export function isValidEmail(value: unknown): boolean {
  return typeof value === 'string' && value.length <= longestEmail && emailPattern.test(value);
}
