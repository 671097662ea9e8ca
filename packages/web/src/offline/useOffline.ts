import { useSyncExternalStore } from 'react';
import { connectivity } from './connectivity.ts';

/** Whether the application is in its offline mode, redrawn when it switches. */
export function useOffline(): boolean {
  return useSyncExternalStore(connectivity.subscribe, () => connectivity.offline);
}
