import { RE2JS } from 're2js';

/** A compiled custom format: only `test` is needed, whatever engine compiled it. */
export interface FormatPattern {
  test(value: string): boolean;
}

type Compiled = { pattern: FormatPattern } | { error: string };

const compiled = new Map<string, Compiled>();
/** Enough for every format a tenant declares; a runaway set of sources starts over rather than grows. */
const maxCachedPatterns = 1000;

/**
 * A configured format compiled by RE2 (re2js), which matches in time linear in the input: a
 * tenant's pattern such as `^(a+)+$` cannot freeze the server or the browser as a backtracking
 * RegExp would. Compiled once per source. RE2 refuses backreferences and lookaround.
 * @example compileFormatPattern('^[A-Z]{2}-\\d{3}$')?.test('AB-123') // true
 * @example compileFormatPattern('(a)\\1') // undefined
 */
export function compileFormatPattern(source: string): FormatPattern | undefined {
  const entry = compiledEntry(source);
  return 'pattern' in entry ? entry.pattern : undefined;
}

/**
 * Why RE2 cannot compile a configured format, or undefined when it can: configuration is checked
 * with it when it is saved.
 * @example formatPatternError('(?=a)') // 'error parsing regexp: invalid or unsupported Perl syntax: `(?=`'
 */
export function formatPatternError(source: unknown): string | undefined {
  if (typeof source !== 'string') return 'a pattern is a text';
  const entry = compiledEntry(source);
  return 'error' in entry ? entry.error : undefined;
}

function compiledEntry(source: string): Compiled {
  const cached = compiled.get(source);
  if (cached) return cached;
  let entry: Compiled;
  try {
    entry = { pattern: RE2JS.compile(source) };
  } catch (error) {
    entry = { error: error instanceof Error ? error.message : String(error) };
  }
  if (compiled.size >= maxCachedPatterns) compiled.clear();
  compiled.set(source, entry);
  return entry;
}
