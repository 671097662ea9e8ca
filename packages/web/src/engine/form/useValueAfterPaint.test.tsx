// @vitest-environment happy-dom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useValueAfterPaint } from './useValueAfterPaint.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Shown({ value }: { value: number }) {
  return <output>{useValueAfterPaint(value)}</output>;
}

describe('a value as of the last painted frame', () => {
  it('shows its first value at once, and a change only in the task after the next frame', () => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
    const { rerender } = render(<Shown value={1} />);
    expect(screen.getByRole('status').textContent).toBe('1');
    rerender(<Shown value={2} />);
    rerender(<Shown value={3} />);
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => vi.advanceTimersToNextFrame());
    expect(screen.getByRole('status').textContent).toBe('1');
    act(() => vi.runOnlyPendingTimers());
    // The last value given: the ones before it were never painted.
    expect(screen.getByRole('status').textContent).toBe('3');
  });
});
