import type { EntityDefinition } from '@lessor/domain/entities';
import type { AvailableTransition } from '@lessor/domain/workflow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiJson } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/**
 * The workflow transitions open to every selected row, and running one on each of them
 * (foundation.md §4): a success or an error per record, then the list shows the records it touched.
 */
export function useBulkTransitions(
  entity: EntityDefinition,
  selected: readonly string[],
  afterRun: (registrations: readonly string[]) => void,
) {
  const [running, setRunning] = useState<string | undefined>();
  const transitions = useQuery({
    queryKey: [entity.name, 'transitions', selected],
    enabled: selected.length > 0,
    queryFn: async () => {
      try {
        return await apiJson<AvailableTransition[]>(
          `${entity.apiPath}/transitions?exclude=modals,printings,documents`,
          { method: 'POST', body: selected },
        );
      } catch (error) {
        // foundation.md §8: a failed transitions call is reported and offers nothing.
        await notifyError(error);
        return [];
      }
    },
  });

  const run = async (transition: AvailableTransition) => {
    setRunning(transition.code);
    for (const registration of selected) {
      try {
        await apiJson(`${entity.apiPath}/${encodeURIComponent(registration)}/transitions/${transition.code}`);
        notifySuccess('Transition "{{transition}}" executed successfully for {{entity}} "{{registration}}"', {
          transition: transition.label || transition.code,
          entity: entity.label,
          registration,
        });
      } catch (error) {
        await notifyError(error);
      }
    }
    setRunning(undefined);
    afterRun(selected);
  };

  return {
    transitions: selected.length > 0 ? (transitions.data ?? []) : [],
    isLoading: transitions.isFetching,
    running,
    run,
  };
}
