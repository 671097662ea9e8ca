import { bankAccountOverdraftPath, type EntityRecord, type OverdraftRequest } from '@lessor/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/** Sets an account's authorised overdraft; the accounts are read again once it is set. */
export function useSetOverdraft(onSet: (account: EntityRecord) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ account, request }: { account: string; request: OverdraftRequest }) =>
      apiJson<EntityRecord>(bankAccountOverdraftPath(encodeURIComponent(account)), {
        method: 'POST',
        body: request,
      }),
    onSuccess: (account) => {
      onSet(account);
      return queryClient.invalidateQueries({ queryKey: ['BankAccount'] });
    },
    meta: { errorShownInline: true },
  });
}
