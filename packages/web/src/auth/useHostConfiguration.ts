import type { HostConfiguration } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';

/** This host's configuration; a failure is ignored (foundation.md §8) and leaves the plain sign-in. */
export function useHostConfiguration() {
  return useQuery({
    queryKey: ['hostConfiguration', location.hostname],
    queryFn: () => apiJson<HostConfiguration>(`/api/core/hosts/${encodeURIComponent(location.hostname)}`),
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
