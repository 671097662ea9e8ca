import { apiPaths, type CurrentUser, type User, type UserConfiguration } from '@lessor/domain/api';
import { namedChecks } from '@lessor/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { userColumnsFor } from './user-columns.ts';

export const usersQueryKey = ['identity', 'users'];

/** The users list, the columns the viewer may see, whether they may add users, and their person. */
export function useUsersScreen() {
  const users = useQuery({
    queryKey: usersQueryKey,
    queryFn: () => apiJson<User[]>(`${apiPaths.users}?range=0-249`),
  });
  const viewer = useQuery({
    queryKey: ['currentUser'],
    queryFn: () => apiJson<CurrentUser>(apiPaths.currentUser),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const permissions = useQuery({
    queryKey: ['identity', 'userPermissions'],
    queryFn: async () => (await apiJson<UserConfiguration>(apiPaths.userConfiguration)).userPermissions,
  });
  const flags = viewer.data ?? { isAdmin: false, isMainAdmin: false, isSuperAdmin: false };
  return {
    users,
    columns: userColumnsFor(flags),
    isAdmin: flags.isAdmin || flags.isMainAdmin || flags.isSuperAdmin,
    personRegistration: viewer.data?.personRegistration,
    canAdd: namedChecks.canCreateUsers({ ...flags, permissions: permissions.data ?? {} }),
  };
}
