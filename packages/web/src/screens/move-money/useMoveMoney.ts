import { apiPaths, type InternalTransfer, type InternalTransferRequest } from '@lessor/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/**
 * Moves money between two of the company's accounts; the accounts and operations are read again
 * once it is done. A refusal is shown beside the form, with the server's message.
 */
export function useMoveMoney(onMoved: (transfer: InternalTransfer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: InternalTransferRequest) =>
      apiJson<InternalTransfer>(apiPaths.internalTransfers, { method: 'POST', body: request }),
    onSuccess: (transfer) => {
      onMoved(transfer);
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: ['BankAccount'] }),
        queryClient.invalidateQueries({ queryKey: ['BankOperation'] }),
      ]);
    },
    meta: { errorShownInline: true },
  });
}
