import {
  type AllocationRequest,
  bankTransactionAllocationsPath,
  type EntityRecord,
} from '@lessor/domain/api';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { notifySuccess } from '../../notifications/notify.ts';
import { bankTransactionEntity } from './usePendingPayments.ts';

/** The transition that sets aside money paying nothing of ours (bank-transaction.workflow.ts). */
const setAsideTransition = 'IGNORE';

/**
 * What a clerk does with a payment: allocate it to invoices, or set it aside. Either way the
 * payments, and the invoices whose balances moved, are read again; a refusal is shown by the panel,
 * with the server's message.
 */
export function usePaymentActions(payment: EntityRecord) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['BankTransaction'] }),
      queryClient.invalidateQueries({ queryKey: ['Invoice'] }),
    ]);
  const { registration } = payment;
  const allocate = useMutation({
    mutationFn: (request: AllocationRequest) =>
      apiJson<EntityRecord>(bankTransactionAllocationsPath(payment._id), { method: 'POST', body: request }),
    onSuccess: (saved) => {
      // MATCHED once allocated in full; a part allocation leaves it waiting with less to allocate.
      if (saved.status === 'MATCHED') notifySuccess('Payment {{registration}} allocated', { registration });
      else notifySuccess('Payment {{registration}} part allocated', { registration });
      return refresh();
    },
    meta: { errorShownInline: true },
  });
  const setAside = useMutation({
    mutationFn: () =>
      apiJson<EntityRecord>(
        `${bankTransactionEntity?.apiPath}/${encodeURIComponent(payment._id)}/transitions/${setAsideTransition}`,
      ),
    onSuccess: () => {
      notifySuccess('Payment {{registration}} set aside', { registration });
      return refresh();
    },
    meta: { errorShownInline: true },
  });
  return {
    allocate,
    setAside,
    pending: allocate.isPending || setAside.isPending,
    error: allocate.error ?? setAside.error,
  };
}
