import { metricPaths, type RequestTimings } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';

/** The slowest routes shown; the server keeps every route of the tenant. */
const shown = 20;

/** The tenant's slowest routes on the server that answers, since it started. */
export function useRequestTimings() {
  return useQuery({
    queryKey: ['requestTimings'],
    queryFn: () => apiJson<RequestTimings>(`${metricPaths.requests}?limit=${shown}`),
  });
}
