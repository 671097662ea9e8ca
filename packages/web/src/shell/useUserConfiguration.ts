import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { minimalConfiguration, readUserConfiguration, userConfigurationPath } from './user-configuration.ts';

/**
 * The signed-in user's configuration, read once a page load: the shell, its menus and every
 * screen's permission checks share this one answer. A 401 is rethrown (the session-expiry flow
 * takes over); any other failure falls back to the minimal configuration (foundation.md §8).
 */
export const userConfigurationQuery = queryOptions({
  queryKey: ['userConfiguration'],
  queryFn: async () => {
    try {
      return readUserConfiguration(await apiJson<unknown>(userConfigurationPath));
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) throw error;
      return minimalConfiguration();
    }
  },
  staleTime: Number.POSITIVE_INFINITY,
  retry: false,
});

/** The configuration as the shell reads it: not asked for before someone signs in. */
export function useUserConfiguration() {
  return useQuery({ ...userConfigurationQuery, enabled: sessionStore.get() !== null });
}
