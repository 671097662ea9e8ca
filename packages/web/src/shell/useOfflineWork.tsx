import { Button } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { apiFetch, handleNoAnswer, handleOfflineAnswers } from '../api/api-client.ts';
import { notifyErrorText, notifySuccess, notifyWithAction } from '../notifications/notify.ts';
import { connectivity } from '../offline/connectivity.ts';
import type { SendWrite } from '../offline/offline-work.ts';

/** Whether this tab is replaying its queue. */
let synchronising = false;

/** The queue and its replay, loaded apart from the shell (offline-work.ts), once. */
const offlineWork = () => import('../offline/offline-work.ts');

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
): { queuedWrites(): Promise<number> } {
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
    // Loaded while online: once offline, no code can be fetched.
    if (offlineSupport) void offlineWork();
    handleNoAnswer(() => connectivity.noAnswer());
    handleOfflineAnswers(async (path, init) =>
      connectivity.offline && username && init.queueable !== false
        ? (await offlineWork()).answerOffline(path, init, username)
        : undefined,
    );
  }, [offlineSupport, username, queryClient]);

  useEffect(() => {
    const synchronise = async (toldOnline: boolean) => {
      // One replay at a time in a tab: the effect runs again as the page's words load.
      if (synchronising) return;
      synchronising = true;
      try {
        await replayAndTell(toldOnline);
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
      let path = window.location.pathname;
      for (const [temporary, registration] of outcome.registrations)
        path = path.split(temporary).join(registration);
      if (path !== window.location.pathname) navigate(path + window.location.search, { replace: true });
      await queryClient.invalidateQueries();
      if (outcome.report.length > 0) notifyErrorText(outcome.report.join('\n'));
      else if (outcome.sent > 0)
        notifyWithAction(
          'You are now online and server has been updated with your changes',
          <Button size="xs" mt="xs" onClick={() => window.location.reload()}>
            {t('Got it')}
          </Button>,
        );
    };
    if (offlineSupport && !connectivity.offline) void synchronise(false);
    return connectivity.subscribe(() => {
      if (connectivity.offline)
        notifySuccess('You are now offline and using cached data', undefined, 'warning');
      else void synchronise(true);
    });
  }, [offlineSupport, username, navigate, queryClient, t]);

  return {
    // Only a tenant that works offline has a queue; the others never load it.
    queuedWrites: async () =>
      offlineSupport
        ? (await offlineWork()).offlineStore.queue.where({ username: username ?? '' }).count()
        : 0,
  };
}
