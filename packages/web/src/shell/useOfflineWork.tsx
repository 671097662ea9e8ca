import { apiPaths } from '@lessor/domain/api';
import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import {
  apiFetch,
  apiJson,
  handleNoAnswer,
  handleOfflineAnswers,
  handleReadAnswers,
} from '../api/api-client.ts';
import { collectionExtensionPath } from '../api/collection-extension-query.ts';
import { notifyErrorText, notifySuccess, notifyWithAction } from '../notifications/notify.ts';
import { connectivity } from '../offline/connectivity.ts';
import type { SendWrite } from '../offline/offline-work.ts';
import { userConfigurationPath } from './user-configuration.ts';

/** Whether this tab is replaying its queue, and whether it was asked again meanwhile. */
let synchronising = false;
let askedAgain = false;
/** Who is signed in: the author of the writes queued while offline. */
let signedIn: string | undefined;

/** The queue and its replay, loaded apart from the shell (offline-work.ts), once. */
const offlineWork = () => import('../offline/offline-work.ts');

/** The shell's own reads, before any page's. */
const shellReads = [apiPaths.currentUser, userConfigurationPath, collectionExtensionPath];
/** How long after the shell's first screen the preload starts: that screen's own calls go first. */
const preloadDelayMs = 1_500;
/** The lock one replay holds at a time in the browser, and the channel it tells the other tabs on. */
const replayChannel = 'lessor-offline-replay';
/** What a replay tells the other tabs: the real registration of each record made offline, by its temporary one. */
interface ReplayMessage {
  registrations: [string, string][];
}
let replayTabs: BroadcastChannel | undefined;
/** The tab's channel to the others, open as long as the tab: a replay outlives the page that started it. */
function otherTabs(): BroadcastChannel {
  replayTabs ??= new BroadcastChannel(replayChannel);
  return replayTabs;
}
/** The user whose working set this tab preloaded, once a session. */
const preloadedKey = 'lessor.preloaded';

/** A tenant that works offline keeps the server's answers to its reads, to answer them offline. */
function keepReads(supported: boolean): void {
  handleReadAnswers(
    supported
      ? (path, response) =>
          // A read that cannot be kept (the storage full, say) only costs its offline answer.
          void offlineWork()
            .then((work) => work.keepAnswer(path, response))
            .catch((error: unknown) => console.warn('A read could not be kept for offline work', error))
      : undefined,
  );
}

// Installed as the shell loads, before its first call: an application opened offline by a tenant
// that works offline answers its first reads (the user, the configuration) from what it keeps.
handleNoAnswer(() => connectivity.noAnswer());
handleOfflineAnswers(async (path, init) =>
  connectivity.offline && init.queueable !== false
    ? (await offlineWork()).answerOffline(path, init, signedIn)
    : undefined,
);
keepReads(connectivity.supported);

/** Sends a queued write as it was made, with its idempotency key; the server's record, or its refusal thrown. */
const send: SendWrite = async (write) => {
  const { sentBody } = await offlineWork();
  const response = await apiFetch(write.url, {
    method: write.method,
    body: sentBody(write),
    headers: { 'idempotency-key': write.key },
    queueable: false,
  });
  return response.json();
};

/**
 * The shell's part of offline work (docs/offline.md), with the tenant's `offlineSupport` setting:
 * a call without an answer switches offline, writes while offline are queued and answered here,
 * and back online the queue is replayed, the page's address taking the real registration of a
 * record made offline. A queue left by a closed tab is replayed as the application starts.
 */
export function useOfflineWork(
  username: string | undefined,
  offlineSupport: boolean,
  /** The tenant's `preloadContractsCount` setting: how many of the last contracts are preloaded. */
  preloadContractsCount = 10,
): { queuedWrites(): Promise<number>; forgetReads(): Promise<void> } {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
    signedIn = username;
    // Loaded while online: once offline, no code can be fetched.
    if (offlineSupport) void offlineWork();
  }, [offlineSupport, username, queryClient]);

  useEffect(() => {
    if (!offlineSupport || !username || connectivity.offline) return;
    const reread = async () => {
      await (await offlineWork()).forgetAnotherUsersReads(username);
      // What the shell read before it knew the tenant works offline, read again to be kept now:
      // an application opened offline, or a replay's refresh, finds the user and the configuration.
      await Promise.allSettled(shellReads.map((path) => apiJson(path)));
    };
    // The working set in the background, once the first screen is drawn: it never waits for it.
    const preload = async () => {
      const work = await offlineWork();
      if (sessionStorage.getItem(preloadedKey) === username) return;
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

  useEffect(() => {
    // Only a tenant that works offline goes offline, queues writes and replays them.
    if (!offlineSupport) return;
    // The real registrations of records made offline: the page's address takes them, its data is read again.
    const follow = (registrations: Iterable<readonly [string, string]>) => {
      let path = window.location.pathname;
      for (const [temporary, registration] of registrations) path = path.split(temporary).join(registration);
      if (path !== window.location.pathname) navigate(path + window.location.search, { replace: true });
      void queryClient.invalidateQueries();
    };
    // Another tab replayed the queue: this one follows the registrations it was given.
    const followOtherTab = (event: MessageEvent<ReplayMessage>) => follow(event.data.registrations);
    otherTabs().addEventListener('message', followOtherTab);

    const synchronise = async (toldOnline: boolean) => {
      // One replay at a time in a tab (the effect runs again as the page's words load); asked
      // again meanwhile (back online after a replay whose answers the network lost), it goes again.
      if (synchronising) {
        askedAgain = true;
        return;
      }
      synchronising = true;
      try {
        do {
          askedAgain = false;
          // And one at a time in the browser: a tab coming online while another replays waits,
          // then finds the queue sent.
          await navigator.locks.request(replayChannel, () => replayAndTell(toldOnline));
        } while (askedAgain && !connectivity.offline);
      } finally {
        synchronising = false;
      }
    };
    const replayAndTell = async (toldOnline: boolean) => {
      const { offlineStore, replayQueue } = await offlineWork();
      if (!username || (await offlineStore.queue.where({ username }).count()) === 0) {
        if (toldOnline) notifySuccess('You are now online');
        return;
      }
      const outcome = await replayQueue(send, username);
      const message: ReplayMessage = { registrations: [...outcome.registrations] };
      otherTabs().postMessage(message);
      follow(outcome.registrations);
      if (outcome.report.length > 0) notifyErrorText(outcome.report.join('\n'));
      else if (outcome.sent > 0)
        notifyWithAction(
          'You are now online and server has been updated with your changes',
          <Button size="xs" mt="xs" onClick={() => window.location.reload()}>
            {t('Got it')}
          </Button>,
        );
    };
    if (!connectivity.offline) void synchronise(false);
    const unsubscribe = connectivity.subscribe(() => {
      if (connectivity.offline)
        notifySuccess('You are now offline and using cached data', undefined, 'warning');
      else void synchronise(true);
    });
    return () => {
      unsubscribe();
      otherTabs().removeEventListener('message', followOtherTab);
    };
  }, [offlineSupport, username, navigate, queryClient, t]);

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
