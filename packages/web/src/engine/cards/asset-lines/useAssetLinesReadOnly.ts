import { apiPaths, type UserConfiguration } from '@lessor/domain/api';
import { hasPermission } from '@lessor/domain/permissions';
import { isReadOnlyStatus } from '@lessor/domain/workflow';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/api-client.ts';
import { useUserConfiguration } from '../../../shell/useUserConfiguration.ts';
import { useFormMode } from '../../form/FormModeContext.tsx';
import { useRecordContext } from '../../record/RecordContext.tsx';
import type { LayoutCard } from '../detail-layout.ts';

/** Whether the signed-in user may write the entity's records ('write {apiPath}', admins always). */
function useMayWrite(apiPath: string): boolean {
  const isAdmin = useUserConfiguration().data?.user.isAdmin === true;
  const permissions = useQuery({
    queryKey: ['identity', 'userPermissions'],
    queryFn: async () => (await apiJson<UserConfiguration>(apiPaths.userConfiguration)).userPermissions,
    enabled: !isAdmin,
  });
  // Until the permissions arrive, nothing is offered that the server might refuse.
  return isAdmin || hasPermission({ permissions: permissions.data ?? {} }, `write ${apiPath}`);
}

/**
 * Whether the asset lines show as read-only (business-areas.md §6): on a read-only page or card,
 * for a user who may not write the record, or in a status the entity's workflow holds read-only.
 */
export function useAssetLinesReadOnly(card: LayoutCard): boolean {
  const { readOnly } = useFormMode();
  const { entity, record } = useRecordContext();
  const mayWrite = useMayWrite(entity.apiPath);
  const heldByStatus = entity.workflow !== undefined && isReadOnlyStatus(entity.workflow, record?.status);
  return readOnly || card.readOnly === true || entity.apiReadOnly === true || !mayWrite || heldByStatus;
}
