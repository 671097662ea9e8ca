import { apiPaths, type UserAsSeen, type UserInput } from '@lessor/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * One user as `/api/core/users/{username}` answers them (with the admin flags the viewer holds), and what the page does to them: save the
 * fields changed, lock or unlock, reset MFA. Each answer replaces the user shown, and the users
 * list reads again.
 */
export function useUserRecord(username: string) {
  const queryClient = useQueryClient();
  const queryKey = ['identity', 'user', username];
  const path = `${apiPaths.users}/${encodeURIComponent(username)}`;
  const user = useQuery({ queryKey, queryFn: () => apiJson<UserAsSeen>(path), retry: false });
  const changed = async (next: UserAsSeen, message: string) => {
    queryClient.setQueryData(queryKey, next);
    await queryClient.invalidateQueries({ queryKey: ['User'] });
    notifySuccess(message);
  };
  const save = useMutation({
    mutationFn: (changes: Partial<UserInput>) =>
      apiJson<UserAsSeen>(path, { method: 'PATCH', body: changes }),
    onSuccess: (next, changes) =>
      changed(next, 'isLocked' in changes ? (next.isLocked ? 'User locked' : 'User unlocked') : 'Saved'),
    onError: notifyError,
  });
  const resetMfa = useMutation({
    mutationFn: () => apiJson<UserAsSeen>(`${path}/totp`, { method: 'DELETE' }),
    onSuccess: (next) => changed(next, 'MFA reset'),
    onError: notifyError,
  });
  return { user, save, resetMfa };
}
