import { isReadOnlyStatus } from '@lessor/domain/workflow';
import { useFormMode } from '../../form/FormModeContext.tsx';
import { useRecordContext } from '../../record/RecordContext.tsx';
import { useMayWrite } from '../../record/usePermissionChecks.ts';
import type { LayoutCard } from '../detail-layout.ts';

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
