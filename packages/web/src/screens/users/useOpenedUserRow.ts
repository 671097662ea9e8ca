import { useCallback, useState } from 'react';

/**
 * The users table's row opened from elsewhere on the screen (the diagram): marked, scrolled into
 * view and focused, each time it is opened again too.
 */
export function useOpenedUserRow() {
  const [opened, setOpened] = useState<{ username: string }>();
  // A new callback for each opening, so that React hands it the row again even for the same user.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `opened` is the trigger, not a value read.
  const focusRow = useCallback(
    (row: HTMLTableRowElement | null) => {
      row?.scrollIntoView({ block: 'center' });
      row?.focus();
    },
    [opened],
  );
  return {
    openedUsername: opened?.username,
    open: (username: string) => setOpened({ username }),
    rowProps: (username: string) =>
      username === opened?.username
        ? {
            ref: focusRow,
            tabIndex: -1,
            'aria-current': 'true' as const,
            bg: 'var(--mantine-primary-color-light)',
          }
        : {},
  };
}
