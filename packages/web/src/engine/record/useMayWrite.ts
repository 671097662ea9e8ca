import { apiPaths, type UserConfiguration } from '@lessor/domain/api';
import { hasPermission } from '@lessor/domain/permissions';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { useUserConfiguration } from '../../shell/useUserConfiguration.ts';

/** Whether the signed-in user may write at an API path ('write {apiPath}', admins always). */
export function useMayWrite(apiPath: string): boolean {
  const isAdmin = useUserConfiguration().data?.user.isAdmin === true;
  const permissions = useQuery({
    queryKey: ['identity', 'userPermissions'],
    queryFn: async () => (await apiJson<UserConfiguration>(apiPaths.userConfiguration)).userPermissions,
    enabled: !isAdmin,
  });
  // Until the permissions arrive, nothing is offered that the server might refuse.
  return isAdmin || hasPermission({ permissions: permissions.data ?? {} }, `write ${apiPath}`);
}
