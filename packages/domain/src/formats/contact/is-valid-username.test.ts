import { describe, expect, it } from 'vitest';
import { isValidUsername } from './is-valid-username.ts';

describe('isValidUsername', () => {
  it('accepts an e-mail, digits only, or a string with an @ not at the end', () => {
    expect(isValidUsername('ada@example.com')).toBe(true);
    expect(isValidUsername('123456')).toBe(true);
    expect(isValidUsername('ada.lovelace@acme')).toBe(true);
    expect(isValidUsername('jérôme_d-1@acme')).toBe(true);
    expect(isValidUsername('ada')).toBe(false);
    expect(isValidUsername('ada@')).toBe(false);
    expect(isValidUsername('ada lovelace@acme')).toBe(false);
    expect(isValidUsername('ada#1@acme')).toBe(false);
  });

  it('wants @{tenant} at the end when a tenant is given', () => {
    expect(isValidUsername('ada@acme', 'acme')).toBe(true);
    expect(isValidUsername('ada@ACME', 'acme')).toBe(true);
    expect(isValidUsername('ada@other', 'acme')).toBe(false);
    expect(isValidUsername('@acme', 'acme')).toBe(false);
    expect(isValidUsername('ada@example.com', 'acme')).toBe(true);
    expect(isValidUsername('42', 'acme')).toBe(true);
  });
});
