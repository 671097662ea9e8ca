import { describe, expect, it } from 'vitest';
import { isValidEmail } from './is-valid-email.ts';
import { emailFromPaste, validEmails } from './parse-emails.ts';

describe('isValidEmail', () => {
  it('wants a local part, @ and a dotted domain', () => {
    for (const email of [
      'ada@example.com',
      'a.b+tag@sub.example.co.uk',
      'élodie@exemple.fr',
      "o'neil@x.io",
    ]) {
      expect(isValidEmail(email), email).toBe(true);
    }
    for (const email of [
      'ada',
      'ada@',
      '@example.com',
      'ada@localhost',
      'ada@@example.com',
      'a da@example.com',
      'ada@-x.com',
    ]) {
      expect(isValidEmail(email), email).toBe(false);
    }
  });

  it('refuses addresses over 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@example.com`)).toBe(false);
  });
});

describe('validEmails', () => {
  it('keeps the valid addresses of a list or a text, once each', () => {
    expect(validEmails(['ada@example.com', 'nope', 'ada@example.com', 3])).toEqual(['ada@example.com']);
    expect(validEmails('ada@example.com; nope, alan@example.org\nbob@x.io')).toEqual([
      'ada@example.com',
      'alan@example.org',
      'bob@x.io',
    ]);
    expect(validEmails(null)).toEqual([]);
  });
});

describe('emailFromPaste', () => {
  it('takes the first whitespace-separated token that is an address', () => {
    expect(emailFromPaste('Ada Lovelace <ada@example.com>, alan@example.org')).toBe('ada@example.com');
    expect(emailFromPaste('write to mailto:ada@example.com.')).toBe('ada@example.com');
    expect(emailFromPaste('no address here')).toBeUndefined();
  });
});
