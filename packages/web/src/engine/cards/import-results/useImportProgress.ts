import { type ImportView, importPaths } from '@lessor/domain/api';
import { isRunning } from '@lessor/domain/workflow';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { apiJson } from '../../../api/api-client.ts';
import { notifySuccess } from '../../../notifications/notify.ts';

/** How often a running import is asked how far it got. */
const runningPollMs = 1000;

/**
 * An import's progress, asked again every second while its job runs. When a run ends under the
 * user's eyes, the record's own fields are read again and the user is told how it ended.
 */
export function useImportProgress(registration: string) {
  const queryClient = useQueryClient();
  const progress = useQuery({
    queryKey: ['Import', 'progress', registration],
    queryFn: () => apiJson<ImportView>(importPaths.progress(registration)),
    refetchInterval: (query) => (isRunning(query.state.data?.record.status ?? '') ? runningPollMs : false),
  });
  const status = progress.data?.record.status;
  const previous = useRef(status);
  useEffect(() => {
    const was = previous.current;
    previous.current = status;
    if (!was || !status || !isRunning(was) || isRunning(status)) return;
    void queryClient.invalidateQueries({ queryKey: ['Import', 'record'] });
    void queryClient.invalidateQueries({ queryKey: ['Import', 'rows', registration] });
    const counts = progress.data?.counts;
    notifySuccess(
      'Import {{registration}} ended: {{written}} rows written, {{refused}} refused',
      { registration, written: counts?.written ?? 0, refused: counts?.refused ?? 0 },
      (counts?.refused ?? 0) > 0 ? 'warning' : 'success',
    );
  }, [status, registration, queryClient, progress.data]);
  return progress;
}
