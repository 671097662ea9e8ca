import { describe, expect, it } from 'vitest';
import { choiceState, toggleChoice } from './choice-values.ts';

describe('choice filter values', () => {
  it('includes on a click, excludes on a Ctrl-click, and takes a value out when chosen again', () => {
    const included = toggleChoice([], 'PAID', false);
    expect(included).toEqual(['PAID']);
    const switched = toggleChoice(included, 'PAID', true);
    expect(switched).toEqual(['-PAID']);
    expect(choiceState(switched, 'PAID')).toBe('excluded');
    expect(toggleChoice(switched, 'PAID', true)).toEqual([]);
    expect(choiceState([], 'PAID')).toBeUndefined();
  });
});
