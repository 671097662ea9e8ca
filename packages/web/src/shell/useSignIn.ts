import { apiPaths, type CurrentUser, type TokenLoginRequest } from '@lessor/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';
import { sessionStore } from '../api/session-store.ts';

/** Signs in with a one-time token; the session arrives in the `authorization` response header. */
export function useSignIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => {
      sessionStore.clear();
      return apiJson<CurrentUser>(apiPaths.tokenLogin, {
        method: 'POST',
        body: { token } satisfies TokenLoginRequest,
      });
    },
    onSuccess: (user) => {
      queryClient.clear();
      queryClient.setQueryData(['currentUser'], user);
    },
  });
}
