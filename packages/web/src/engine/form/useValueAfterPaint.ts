import { useEffect, useState } from 'react';

/**
 * A value as of the last painted frame: its first value at once, each change in the task after
 * the next paint. A card computed from the form (a payment plan, a summary) follows a keystroke a
 * frame later, so that the field typed in, and what it changes at once, paint within the frame.
 */
export function useValueAfterPaint<T>(value: T): T {
  const [shown, setShown] = useState(value);
  useEffect(() => {
    if (Object.is(value, shown)) return;
    let task: ReturnType<typeof setTimeout> | undefined;
    // The task after the frame's paint, not the frame's own callbacks, which run before it.
    const frame = requestAnimationFrame(() => {
      task = setTimeout(() => setShown(value));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(task);
    };
  }, [value, shown]);
  return shown;
}
