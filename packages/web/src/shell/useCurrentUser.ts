import { apiPaths, type CurrentUser } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';

export function useCurrentUser() {
  return useQuery({
    queryKey: ['currentUser'],
    queryFn: () => apiJson<CurrentUser>(apiPaths.currentUser),
    enabled: sessionStore.get() !== null,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
