import { describe, expect, it } from 'vitest';
import { compileFormatPattern, formatPatternError } from './compile-format-pattern.ts';

describe('compileFormatPattern', () => {
  it('matches as a regular expression does, anywhere unless anchored', () => {
    expect(compileFormatPattern('^[A-Z]{2}-\\d{3}$')?.test('AB-123')).toBe(true);
    expect(compileFormatPattern('^[A-Z]{2}-\\d{3}$')?.test('AB123')).toBe(false);
    expect(compileFormatPattern('\\d')?.test('x1y')).toBe(true);
  });

  it('answers a catastrophic pattern in linear time', () => {
    const started = Date.now();
    expect(compileFormatPattern('^(a+)+$')?.test(`${'a'.repeat(5000)}!`)).toBe(false);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it('compiles a source once', () => {
    expect(compileFormatPattern('^x+$')).toBe(compileFormatPattern('^x+$'));
  });

  it('refuses backreferences, lookaround and broken syntax, saying why', () => {
    for (const source of ['(a)\\1', '(?=a)', '(?<!a)b', '([']) {
      expect(compileFormatPattern(source)).toBeUndefined();
      expect(formatPatternError(source)).toMatch(/error parsing regexp/);
    }
    expect(formatPatternError(42)).toBe('a pattern is a text');
    expect(formatPatternError('^ok$')).toBeUndefined();
  });
});
