// @vitest-environment happy-dom
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useQueryAfterPaint } from './useQueryAfterPaint.ts';

// Frames are painted when the test says so.
let frames: (() => void)[] = [];
const paintFrame = () => {
  const due = frames;
  frames = [];
  for (const run of due) run();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestAnimationFrame', (run: () => void) => frames.push(run));
  vi.stubGlobal('cancelAnimationFrame', () => undefined);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.useRealTimers();
  frames = [];
});

describe("a card's query held until its first frame is painted", () => {
  it('holds the query in the frame the card mounts in, and lets it run in the task after the paint', () => {
    const { result } = renderHook(() => useQueryAfterPaint(true));
    expect(result.current).toEqual({ enabled: false, held: true });
    act(() => paintFrame());
    expect(result.current).toEqual({ enabled: false, held: true });
    act(() => vi.runAllTimers());
    expect(result.current).toEqual({ enabled: true, held: false });
  });

  it('neither runs nor holds a query the card does not want', () => {
    const { result } = renderHook(() => useQueryAfterPaint(false));
    act(() => {
      paintFrame();
      vi.runAllTimers();
    });
    expect(result.current).toEqual({ enabled: false, held: false });
  });
});
