import { apiPaths, type User } from '@lessor/domain/api';
import { namedChecks } from '@lessor/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { userConfigurationQuery } from '../../shell/useUserConfiguration.ts';

/**
 * Who looks at the users screens: the signed-in user as stored (their flags say which columns and
 * flags they see), and whether they may write users ('write /api/core/users', business-areas.md §6).
 */
export function useUsersScreen() {
  const viewer = useQuery({
    queryKey: ['currentUser'],
    queryFn: () => apiJson<User>(apiPaths.currentUser),
    staleTime: Number.POSITIVE_INFINITY,
  });
  const permissions = useQuery({
    ...userConfigurationQuery,
    select: (configuration) => configuration.userPermissions,
  });
  const flags = {
    isAdmin: viewer.data?.isAdmin ?? false,
    isMainAdmin: viewer.data?.isMainAdmin ?? false,
    isSuperAdmin: viewer.data?.isSuperAdmin ?? false,
  };
  return {
    viewer: viewer.data,
    flags,
    canWriteUsers: namedChecks.canCreateUsers({ ...flags, permissions: permissions.data ?? {} }),
  };
}
