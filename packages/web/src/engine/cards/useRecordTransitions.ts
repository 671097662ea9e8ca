import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { AvailableTransition } from '@lessor/domain/workflow';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { useCardQuery } from '../../api/useQueryAfterPaint.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * The workflow transitions open to a record (`POST {route}/transitions` with its id, in the
 * server's order), and running one (`GET {route}/{id}/transitions/{code}`); the server moves the
 * status and writes the history. A failed call shows its error and offers nothing.
 */
export function useRecordTransitions(
  entity: EntityDefinition,
  record: EntityRecord | undefined,
  onDone: () => void,
) {
  const queryClient = useQueryClient();
  const { query: transitions, isLoading } = useCardQuery({
    queryKey: [entity.name, 'transitions', record?._id, record?.status],
    queryFn: async () => {
      try {
        return await apiJson<AvailableTransition[]>(
          `${entity.apiPath}/transitions?exclude=modals,printings,documents`,
          {
            method: 'POST',
            body: [record?._id],
          },
        );
      } catch (error) {
        void notifyError(error);
        return [];
      }
    },
    enabled: record !== undefined,
  });
  const run = useMutation({
    mutationFn: (transition: AvailableTransition) =>
      apiJson<EntityRecord>(
        `${entity.apiPath}/${encodeURIComponent(record?._id ?? '')}/transitions/${encodeURIComponent(transition.code)}`,
      ),
    onSuccess: (_saved, transition) => {
      notifySuccess('Transition "{{transition}}" executed successfully for {{entity}} "{{registration}}"', {
        transition: transition.label || transition.code,
        entity: entity.name,
        registration: record?.registration ?? '',
      });
      void queryClient.invalidateQueries({ queryKey: ['History'] });
      // A transition may print documents (an invoice's PDF at issue): its cards read them again.
      void queryClient.invalidateQueries({ queryKey: ['documents', entity.name, record?.registration] });
      onDone();
    },
  });
  return {
    transitions: transitions.data ?? [],
    isLoading,
    run: run.mutate,
    running: run.isPending ? run.variables : undefined,
  };
}
