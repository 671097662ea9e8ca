import { fieldMessages } from '../../fields/field-messages.ts';
import { compileFormatPattern, type FormatPattern } from './compile-format-pattern.ts';

/**
 * Checks a value against a configured format (a regular expression, RE2 syntax): 'Invalid format'
 * when it does not match. A pattern RE2 cannot compile is a configuration fault (refused when the
 * configuration is saved) and blocks nothing. A RegExp comes from code, never from a tenant.
 * @example validateCustomFormat('AB-123', '^[A-Z]{2}-\\d{3}$') // undefined
 * @example validateCustomFormat('AB123', '^[A-Z]{2}-\\d{3}$') // 'Invalid format'
 */
export function validateCustomFormat(value: unknown, pattern: string | RegExp): string | undefined {
  const regex = typeof pattern === 'string' ? compileFormatPattern(pattern) : fromCode(pattern);
  if (regex === undefined) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') return fieldMessages.invalidFormat();
  return regex.test(String(value)) ? undefined : fieldMessages.invalidFormat();
}

/** A global or sticky RegExp keeps its last index between calls: start each test from the start. */
function fromCode(regex: RegExp): FormatPattern {
  return {
    test: (value) => {
      regex.lastIndex = 0;
      return regex.test(value);
    },
  };
}
