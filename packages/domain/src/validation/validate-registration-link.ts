import { fieldMessages } from '../fields/field-messages.ts';

/**
 * A link to another record needs its registration as text: 'Invalid registration format, should be a string'.
 * @example validateRegistrationLink(42) // 'Invalid registration format, should be a string'
 */
export function validateRegistrationLink(value: unknown): string | undefined {
  return typeof value === 'string' ? undefined : fieldMessages.invalidRegistrationLink();
}
