import { type MarkNotificationsRead, notificationPaths, type UserNotificationPage } from '@lessor/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';

const queryKey = ['userNotifications'];
/** The notification centre shows the latest 50; the unread count covers them all. */
const latest = '0-49';
/** A notification from a job appears in the bell within a minute, without a push. */
const pollMs = 60_000;

/** The signed-in user's notifications, newest first, and how many are unread. */
export function useUserNotifications() {
  return useQuery({
    queryKey,
    queryFn: () => apiJson<UserNotificationPage>(`${notificationPaths.notifications}?range=${latest}`),
    enabled: sessionStore.get() !== null,
    refetchInterval: pollMs,
  });
}

/** Marks some notifications read, or all of them; the bell and the page follow. */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkNotificationsRead) =>
      apiJson<{ unread: number }>(notificationPaths.read, { method: 'POST', body: which }),
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
