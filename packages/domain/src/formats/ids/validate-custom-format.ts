import { fieldMessages } from '../../fields/field-messages.ts';

const compiled = new Map<string, RegExp | null>();

/**
 * Checks a value against a configured format (a regular expression): 'Invalid format' when it does not
 * match. A pattern that is not a valid regular expression is a configuration fault and blocks nothing.
 * @example validateCustomFormat('AB-123', '^[A-Z]{2}-\\d{3}$') // undefined
 * @example validateCustomFormat('AB123', '^[A-Z]{2}-\\d{3}$') // 'Invalid format'
 */
export function validateCustomFormat(value: unknown, pattern: string | RegExp): string | undefined {
  const regex = typeof pattern === 'string' ? compile(pattern) : pattern;
  if (regex === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return fieldMessages.invalidFormat();
  regex.lastIndex = 0;
  return regex.test(String(value)) ? undefined : fieldMessages.invalidFormat();
}

function compile(pattern: string): RegExp | null {
  if (!compiled.has(pattern)) {
    try {
      compiled.set(pattern, new RegExp(pattern));
    } catch {
      compiled.set(pattern, null);
    }
  }
  return compiled.get(pattern) ?? null;
}
