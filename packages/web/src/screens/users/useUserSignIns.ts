import { type UserSignIn, userSignInsPath } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/** How many of a user's latest sign-ins their page shows. */
export const shownSignIns = 20;

/** A user's latest sign-ins and refused sign-ins, newest first (`GET …/{username}/sign-ins`). */
export function useUserSignIns(username: string) {
  return useQuery({
    queryKey: ['identity', 'user', username, 'sign-ins'],
    queryFn: () => apiJson<UserSignIn[]>(`${userSignInsPath(username)}?range=0-${shownSignIns - 1}`),
    retry: false,
  });
}
