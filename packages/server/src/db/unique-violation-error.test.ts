import { describe, expect, it } from 'vitest';
import { uniqueViolationError } from './unique-violation-error.ts';

describe('uniqueViolationError', () => {
  it('names the last column of the key and its value', () => {
    const error = uniqueViolationError({
      code: '23505',
      detail: 'Key (kind, key)=(host, race, example) already exists.',
    });
    expect(error?.code).toBe('VALUE_ALREADY_EXISTS');
    expect(error?.message).toBe("Value 'race, example' already exists for field 'key'");
  });

  it('falls back on the constraint, and leaves other errors alone', () => {
    expect(uniqueViolationError({ code: '23505', constraint: 'users_pkey' })?.message).toBe(
      "Value '' already exists for field 'users_pkey'",
    );
    expect(uniqueViolationError({ code: '23503' })).toBeUndefined();
    expect(uniqueViolationError(new Error('x'))).toBeUndefined();
  });
});
