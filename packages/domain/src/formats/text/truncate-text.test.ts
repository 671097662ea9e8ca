import { describe, expect, it } from 'vitest';
import { truncateBadge, truncateText, truncationLengths } from './truncate-text.ts';

describe('truncateText', () => {
  it('cuts at 25 characters by default, ellipsis included', () => {
    const cut = truncateText('A very long contract title that goes on');
    expect(Array.from(cut)).toHaveLength(25);
    expect(cut.endsWith('…')).toBe(true);
    expect(truncateText('Short')).toBe('Short');
  });

  it('has the lengths 25, 60, 150 and badge 30', () => {
    expect(truncationLengths).toEqual({ text: 25, medium: 60, long: 150, badge: 30 });
    expect(Array.from(truncateBadge('x'.repeat(40)))).toHaveLength(30);
  });

  it('never splits an emoji', () => {
    expect(truncateText('😀😀😀😀', 3)).toBe('😀😀…');
    expect(truncateText(42)).toBe('');
  });
});
