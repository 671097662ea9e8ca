import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { notifyErrorText, notifySuccess, notifyWithAction } from '../notifications/notify.ts';
import { connectivity } from '../offline/connectivity.ts';
import { keepingDelayMs, offlineWork, sendQueuedWrite } from './offline-calls.ts';
import { whenIdle } from './when-idle.ts';

/** Whether this tab is replaying its queue, and whether it was asked again meanwhile. */
let synchronising = false;
let askedAgain = false;

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

/**
 * For a tenant that works offline: tells the user when the application goes offline, and back
 * online replays the user's queue, one tab of the browser at a time, the page's address taking the
 * real registration of a record made offline, in this tab and in the others. A queue left by a
 * closed tab is replayed as the application starts online.
 */
export function useOfflineReplay(username: string | undefined, offlineSupport: boolean): void {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!offlineSupport) return;
    // The real registrations of records made offline: the page's address takes them, its data is read again.
    const follow = (registrations: Iterable<readonly [string, string]>) => {
      let path = window.location.pathname;
      for (const [temporary, registration] of registrations) path = path.split(temporary).join(registration);
      if (path !== window.location.pathname) navigate(path + window.location.search, { replace: true });
      void queryClient.invalidateQueries();
    };
    // Another tab replayed the queue: the server answers again, and this tab follows the
    // registrations it was given, reading their records from the server.
    const followOtherTab = (event: MessageEvent<ReplayMessage>) => {
      connectivity.answered();
      follow(event.data.registrations);
    };
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
      const outcome = await replayQueue(sendQueuedWrite, username);
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
    // A queue left by a closed tab, replayed once the page that opened is drawn.
    const cancelStartReplay = connectivity.offline
      ? undefined
      : whenIdle(() => void synchronise(false), keepingDelayMs);
    const unsubscribe = connectivity.subscribe(() => {
      if (connectivity.offline)
        notifySuccess('You are now offline and using cached data', undefined, 'warning');
      else void synchronise(true);
    });
    return () => {
      cancelStartReplay?.();
      unsubscribe();
      otherTabs().removeEventListener('message', followOtherTab);
    };
  }, [offlineSupport, username, navigate, queryClient, t]);
}
