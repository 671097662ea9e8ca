import { useLocalStorage } from '@mantine/hooks';

/** Navigation display modes (business-areas.md §4): menu at the left, in the header, or collapsed. */
export type NavigationMode = 'left' | 'top' | 'collapsed';

export function useNavigationMode() {
  return useLocalStorage<NavigationMode>({
    key: 'lessor.navigation-mode',
    defaultValue: 'left',
    getInitialValueInEffect: false,
  });
}
