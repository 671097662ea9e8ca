import { useQuery } from '@tanstack/react-query';
import { ApiError, apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';
import { minimalConfiguration, readUserConfiguration, userConfigurationPath } from './user-configuration.ts';

/**
 * The signed-in user's configuration. A 401 is rethrown (the session-expiry flow takes over);
 * any other failure falls back to the minimal configuration (foundation.md §8).
 */
export function useUserConfiguration() {
  return useQuery({
    queryKey: ['userConfiguration'],
    queryFn: async () => {
      try {
        return readUserConfiguration(await apiJson<unknown>(userConfigurationPath));
      } catch (error) {
        if (error instanceof ApiError && error.status === 401) throw error;
        return minimalConfiguration();
      }
    },
    enabled: sessionStore.get() !== null,
    staleTime: Number.POSITIVE_INFINITY,
    retry: false,
  });
}
