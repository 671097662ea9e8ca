import {
  type DatabaseOperation,
  type DatabaseOperationCancellation,
  databaseOperationPaths,
} from '@lessor/domain/api';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiJson } from '../../api/api-client.ts';
import { notifySuccess } from '../../notifications/notify.ts';

/** How often the screen reads the backends again while it is shown. */
export const refreshSeconds = 5;
const queryKey = ['databaseOperations'];

/** What the /database/current-operations screen shows and does. */
export interface CurrentOperationsController {
  /** The backends as last read; undefined until the first answer. */
  operations: DatabaseOperation[] | undefined;
  isPending: boolean;
  /** The server refused: the caller is no super admin. */
  isForbidden: boolean;
  /** Any other failure to read them. */
  error: Error | null;
  /** When they were last read, in epoch milliseconds; 0 before. */
  updatedAt: number;
  refresh(): void;
  cancel(pid: number): void;
  /** The pid whose cancellation is under way. */
  cancelling: number | undefined;
}

const isForbidden = (error: unknown) => error instanceof ApiError && error.status === 403;

/**
 * The current database's backends, read again every few seconds (not while the page is hidden,
 * nor once the server said the caller may not see them), and the cancellation of one's query.
 */
export function useCurrentOperations(): CurrentOperationsController {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey,
    queryFn: () => apiJson<DatabaseOperation[]>(databaseOperationPaths.list),
    refetchInterval: (current) => (isForbidden(current.state.error) ? false : refreshSeconds * 1000),
    // A refusal stays one: asking again only delays the message.
    retry: (failures, error) => !isForbidden(error) && failures < 1,
    staleTime: 0,
  });
  const cancellation = useMutation({
    mutationFn: (pid: number) =>
      apiJson<DatabaseOperationCancellation>(databaseOperationPaths.cancel(pid), { method: 'POST' }),
    onSuccess: ({ pid, cancelled }) => {
      if (cancelled) notifySuccess('Backend {{pid}} was asked to cancel its query', { pid });
      else notifySuccess('Backend {{pid}} could not be asked to cancel its query', { pid }, 'warning');
      return queryClient.invalidateQueries({ queryKey });
    },
  });
  return {
    operations: query.data,
    isPending: query.isPending,
    isForbidden: isForbidden(query.error),
    error: isForbidden(query.error) ? null : query.error,
    updatedAt: query.dataUpdatedAt,
    refresh: () => void query.refetch(),
    cancel: (pid) => cancellation.mutate(pid),
    cancelling: cancellation.isPending ? cancellation.variables : undefined,
  };
}
