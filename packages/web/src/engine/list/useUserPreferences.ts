import type { UserPreference, UserPreferenceType } from '@lessor/domain/api';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../api/api-client.ts';
import { notifyError } from '../../notifications/notify.ts';
import type { UserConfiguration } from '../../shell/user-configuration.ts';
import { useUserConfiguration } from '../../shell/useUserConfiguration.ts';

const configurationKey = ['userConfiguration'];

/**
 * The signed-in user's preferences of one type and group (saved searches of a page, its table
 * configuration, pinned rows), kept by the server and mirrored in the loaded user configuration,
 * so a page opened again, or after signing in again, finds them.
 */
export function useUserPreferences(type: UserPreferenceType, groupId: string) {
  const configuration = useUserConfiguration().data;
  const queryClient = useQueryClient();
  const username = configuration?.user.username;
  const preferences = useMemo(
    () =>
      (configuration?.userPreferences ?? []).filter(
        (preference) => preference.type === type && preference.groupId === groupId,
      ),
    [configuration, type, groupId],
  );

  const mirror = (
    change: (all: UserConfiguration['userPreferences']) => UserConfiguration['userPreferences'],
  ) =>
    queryClient.setQueryData<UserConfiguration>(configurationKey, (current) =>
      current ? { ...current, userPreferences: change(current.userPreferences) } : current,
    );

  const path = `/api/core/users/${encodeURIComponent(username ?? '')}/preferences`;

  return {
    preferences,
    async save(id: string, value: unknown): Promise<void> {
      const preference: UserPreference = { _id: id, groupId, type, value };
      try {
        await apiFetch(path, { method: 'POST', body: preference });
        mirror((all) => [...all.filter((other) => other._id !== id), { ...preference, groupId }]);
      } catch (error) {
        await notifyError(error);
      }
    },
    async remove(id: string): Promise<void> {
      try {
        await apiFetch(`${path}/${encodeURIComponent(id)}`, { method: 'DELETE' });
        mirror((all) => all.filter((other) => other._id !== id));
      } catch (error) {
        await notifyError(error);
      }
    },
  };
}
