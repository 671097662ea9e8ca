import { useEffect, useRef } from 'react';
import { type ShortcutAction, shortcutEvent } from './shortcuts.ts';

/**
 * Runs `handler` when the shell announces one of the page's shortcuts (F9, Alt+Q, Ctrl+B, ...).
 * The latest handler runs, so it may read the page's current state without re-subscribing.
 */
export function usePageShortcut(action: ShortcutAction, handler: () => void, enabled = true): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    if (!enabled) return;
    const listener = (event: Event) => {
      if ((event as CustomEvent<ShortcutAction>).detail === action) latest.current();
    };
    window.addEventListener(shortcutEvent, listener);
    return () => window.removeEventListener(shortcutEvent, listener);
  }, [action, enabled]);
}
