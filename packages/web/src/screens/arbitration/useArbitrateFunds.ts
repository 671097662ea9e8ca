import { apiPaths, type FundArbitration, type FundArbitrationRequest } from '@lessor/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/**
 * Moves refinancing from one fund to another; funds, fundings and operations are read again once it
 * is done. A refusal is shown beside the form, with the server's message.
 */
export function useArbitrateFunds(onMoved: (arbitration: FundArbitration) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: FundArbitrationRequest) =>
      apiJson<FundArbitration>(apiPaths.fundArbitrations, { method: 'POST', body: request }),
    onSuccess: (arbitration) => {
      onMoved(arbitration);
      return Promise.all(
        ['Fund', 'Funding', 'BankOperation'].map((entity) =>
          queryClient.invalidateQueries({ queryKey: [entity] }),
        ),
      );
    },
    meta: { errorShownInline: true },
  });
}
