import { describe, expect, it } from 'vitest';
import { builtInScripts } from './built-in-scripts.ts';
import { compileError } from './server-sandbox.ts';

describe('compileError', () => {
  it('answers nothing for code that compiles, without running it', async () => {
    expect(await compileError('fine', 'function execute(params) { return params; }')).toBeUndefined();
    // Run, either would fail or never end: compiled only, neither does.
    expect(await compileError('thrower', 'throw new Error("ran")')).toBeUndefined();
    expect(await compileError('spinner', 'while (true) {}')).toBeUndefined();
    expect(await compileError('empty', '')).toBeUndefined();
  });

  it("answers the engine's syntax error with where it is", async () => {
    expect(await compileError('broken-one', 'function execute( {')).toBe(
      'SyntaxError: invalid property name at line 1, column 20',
    );
    expect(await compileError('second-line', 'function execute() {\n  return 1 +;\n}')).toMatch(
      /^SyntaxError: .+ at line 2, column \d+$/,
    );
    expect(await compileError('bare-return', 'return 1')).toMatch(/^SyntaxError: return not in a function/);
  });

  it('compiles every built-in script', async () => {
    for (const [name, code] of Object.entries(builtInScripts))
      expect(await compileError(name, code), name).toBeUndefined();
  });

  it('answers code nested deeper than the engine parses, and compiles the next script', async () => {
    const deep = `${'('.repeat(100_000)}1${')'.repeat(100_000)}`;
    expect(await compileError('deep', deep)).toBe('Nested too deeply to compile');
    expect(await compileError('broken-one', 'function execute( {')).toMatch(
      /^SyntaxError: invalid property name/,
    );
    expect(await compileError('fine', 'function execute() { return 1; }')).toBeUndefined();
  });

  it('answers code larger than a run may hold, or than the engine holds at all', async () => {
    const large = (items: number) => `var a = [${'1,'.repeat(items)}1];`;
    expect(await compileError('large', large(1_000_000))).toBe('Too large to compile within 16 MB');
    // Whether the engine's own memory holds that much code depends on how far it grew already.
    expect(await compileError('huge', large(2_000_000))).toMatch(
      /^(Too large to compile within 16 MB|The engine failed on it: .+)$/,
    );
    expect(await compileError('fine', 'function execute() { return 1; }')).toBeUndefined();
  });
});
