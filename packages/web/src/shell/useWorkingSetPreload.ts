import { apiPaths } from '@lessor/domain/api';
import { useEffect } from 'react';
import { apiJson } from '../api/api-client.ts';
import { collectionExtensionPath } from '../api/collection-extension-query.ts';
import { connectivity } from '../offline/connectivity.ts';
import { offlineWork } from './offline-calls.ts';
import { userConfigurationPath } from './user-configuration.ts';

/** The shell's own reads, before any page's. */
const shellReads = [apiPaths.currentUser, userConfigurationPath, collectionExtensionPath];
/** How long after the shell's first screen the preload starts: that screen's own calls go first. */
const preloadDelayMs = 1_500;
/** The user whose working set this tab preloaded, once a session. */
export const preloadedKey = 'lessor.preloaded';

/**
 * For a tenant that works offline, once signed in and online: the shell's reads again, to be kept,
 * then the user's working set (preload.ts) in the background, marked `lessor:preload` in the
 * page's performance timeline.
 */
export function useWorkingSetPreload(
  username: string | undefined,
  offlineSupport: boolean,
  /** The tenant's `preloadContractsCount` setting: how many of the last contracts are preloaded. */
  preloadContractsCount: number,
): void {
  useEffect(() => {
    if (!offlineSupport || !username || connectivity.offline) return;
    // Once a session per tab: a reload finds the working set kept, and its reads kept as they came.
    if (sessionStorage.getItem(preloadedKey) === username) return;
    const reread = async () => {
      await (await offlineWork()).forgetAnotherUsersReads(username);
      // What the shell read before it knew the tenant works offline, read again to be kept now:
      // an application opened offline, or a replay's refresh, finds the user and the configuration.
      await Promise.allSettled(shellReads.map((path) => apiJson(path)));
    };
    // The working set in the background, once the first screen is drawn: it never waits for it.
    const preload = async () => {
      const work = await offlineWork();
      performance.mark('lessor:preload-start');
      const outcome = await work.preloadWorkingSet((path) => apiJson(path), {
        username,
        contracts: preloadContractsCount,
      });
      sessionStorage.setItem(preloadedKey, username);
      performance.measure('lessor:preload', { start: 'lessor:preload-start', detail: outcome });
    };
    const reading = reread();
    const timer = setTimeout(() => void reading.then(preload), preloadDelayMs);
    return () => clearTimeout(timer);
  }, [offlineSupport, username, preloadContractsCount]);
}
