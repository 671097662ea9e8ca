import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { connectivity } from '../offline/connectivity.ts';
import { keepingDelayMs, keepReads, offlineWork, queueWritesOf } from './offline-calls.ts';
import { useOfflineReplay } from './useOfflineReplay.tsx';
import { preloadedKey, useWorkingSetPreload } from './useWorkingSetPreload.ts';
import { whenIdle } from './when-idle.ts';

/**
 * The shell's part of offline work (docs/offline.md), with the tenant's `offlineSupport` setting:
 * reads are kept and the working set preloaded, a call without an answer switches offline, writes
 * while offline are queued and answered on the device (offline-calls.ts), and back online the queue
 * is replayed (useOfflineReplay.tsx).
 */
export function useOfflineWork(
  username: string | undefined,
  offlineSupport: boolean,
  /** The tenant's `preloadContractsCount` setting: how many of the last contracts are preloaded. */
  preloadContractsCount = 10,
): { queuedWrites(): Promise<number>; forgetReads(): Promise<void> } {
  const queryClient = useQueryClient();

  useEffect(() => {
    // Calls made while the browser is offline run (to be answered here) rather than wait for the network.
    const networkMode = offlineSupport ? 'always' : 'online';
    const defaults = queryClient.getDefaultOptions();
    queryClient.setDefaultOptions({
      queries: { ...defaults.queries, networkMode },
      mutations: { ...defaults.mutations, networkMode },
    });
    connectivity.support(offlineSupport);
    keepReads(offlineSupport);
    queueWritesOf(username);
    // Loaded while online (without the service worker, no code can be fetched once offline), when
    // the page is idle: never before the page's own code.
    if (offlineSupport) return whenIdle(() => void offlineWork(), keepingDelayMs);
  }, [offlineSupport, username, queryClient]);

  useWorkingSetPreload(username, offlineSupport, preloadContractsCount);
  useOfflineReplay(username, offlineSupport);

  return {
    // Only a tenant that works offline has a queue; the others never load it.
    queuedWrites: async () =>
      offlineSupport
        ? (await offlineWork()).offlineStore.queue.where({ username: username ?? '' }).count()
        : 0,
    // Signed out, what the server answered stays with nobody on this browser (the queue stays, by its author).
    forgetReads: async () => {
      sessionStorage.removeItem(preloadedKey);
      if (offlineSupport) await (await offlineWork()).forgetReads();
    },
  };
}
