const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether a value is a UUID: 8-4-4-4-12 hexadecimal digits.
 * @example isValidUuid('123e4567-e89b-12d3-a456-426614174000') // true
 */
export function isValidUuid(value: unknown): boolean {
  return typeof value === 'string' && uuidPattern.test(value);
}
