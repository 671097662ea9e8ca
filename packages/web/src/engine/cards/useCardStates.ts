import { useLocalStorage } from '@mantine/hooks';
import { useCallback } from 'react';

type Collapsed = Record<string, boolean>;

/**
 * Which cards of a page are collapsed, remembered in local storage per route and card title
 * (foundation.md §2: panels remember their expanded state per route and title).
 */
export function useCardStates(routeKey: string, initiallyCollapsed: Readonly<Collapsed>) {
  const [collapsed, setCollapsed] = useLocalStorage<Collapsed>({
    key: `lessor.cards:${routeKey}`,
    defaultValue: {},
    getInitialValueInEffect: false,
  });
  const isCollapsed = useCallback(
    (title: string) => collapsed[title] ?? initiallyCollapsed[title] ?? false,
    [collapsed, initiallyCollapsed],
  );
  return {
    isCollapsed,
    setCollapsed: useCallback(
      (title: string, value: boolean) => setCollapsed((current) => ({ ...current, [title]: value })),
      [setCollapsed],
    ),
    /** Alt+C: collapses every card when one is open, else opens them all. */
    toggleAll: useCallback(
      (titles: readonly string[]) => {
        const collapse = titles.some((title) => !isCollapsed(title));
        setCollapsed((current) => ({
          ...current,
          ...Object.fromEntries(titles.map((title) => [title, collapse])),
        }));
      },
      [isCollapsed, setCollapsed],
    ),
  };
}

export type CardStates = ReturnType<typeof useCardStates>;
