import { apiPaths, type CurrentUser } from '@lessor/domain/api';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';

export const currentUserQuery = queryOptions({
  queryKey: ['currentUser'],
  queryFn: () => apiJson<CurrentUser>(apiPaths.currentUser),
  staleTime: Number.POSITIVE_INFINITY,
});

export function useCurrentUser() {
  return useQuery({ ...currentUserQuery, enabled: sessionStore.get() !== null });
}
