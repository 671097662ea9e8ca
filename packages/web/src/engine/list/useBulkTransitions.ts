import { type BulkTransitionAnswer, bulkTransitionPath } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import type { AvailableTransition } from '@lessor/domain/workflow';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { callAnsweredJob, type JobProgress } from '../../api/answered-job.ts';
import { apiJson } from '../../api/api-client.ts';
import { notifyError, notifySuccess } from '../../notifications/notify.ts';

/** Past this many rows a transition runs as one job on the server, its progress shown (docs/jobs.md). */
export const bulkJobThreshold = 50;
/** Refusals a job's end names; the rest are counted, and its Dtxn keeps them. */
const refusalsNamed = 10;

/**
 * The workflow transitions open to every selected row, and running one on each of them
 * (foundation.md §4): a success or an error per record, then the list shows the records it touched.
 * A larger selection runs as a job: its progress while it runs, then one message for the records
 * moved and one naming those refused, with why.
 */
export function useBulkTransitions(
  entity: EntityDefinition,
  selected: readonly string[],
  afterRun: (registrations: readonly string[]) => void,
) {
  const [running, setRunning] = useState<string | undefined>();
  const [progress, setProgress] = useState<JobProgress>();
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

  const runEach = async (transition: AvailableTransition) => {
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
  };

  const runAsJob = async (transition: AvailableTransition) => {
    const name = transition.label || transition.code;
    try {
      const answer = await callAnsweredJob<BulkTransitionAnswer>(
        bulkTransitionPath(entity.apiPath, transition.code),
        { body: { ids: selected } },
        setProgress,
      );
      if (answer.done.length > 0)
        notifySuccess('Transition "{{transition}}" executed successfully for {{count}} {{entities}}', {
          transition: name,
          count: answer.done.length,
          entities: entity.pluralLabel,
        });
      if (answer.refused.length > 0) {
        const named = answer.refused
          .slice(0, refusalsNamed)
          .map((refusal) => `${refusal.registration}: ${refusal.message}`);
        const more = answer.refused.length - named.length;
        notifySuccess(
          'Transition "{{transition}}" refused for {{count}} {{entities}}: {{refusals}}',
          {
            transition: name,
            count: answer.refused.length,
            entities: entity.pluralLabel,
            // One a line: notifications keep the lines of their message.
            refusals: ['', ...named, ...(more > 0 ? [`… ${more}`] : [])].join('\n'),
          },
          'warning',
        );
      }
    } catch (error) {
      await notifyError(error);
    }
  };

  const run = async (transition: AvailableTransition) => {
    setRunning(transition.code);
    setProgress(undefined);
    await (selected.length > bulkJobThreshold ? runAsJob(transition) : runEach(transition));
    setRunning(undefined);
    setProgress(undefined);
    afterRun(selected);
  };

  return {
    transitions: selected.length > 0 ? (transitions.data ?? []) : [],
    isLoading: transitions.isFetching,
    running,
    /** How far a transition run as a job is, while it runs. */
    progress,
    run,
  };
}
