import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { paginationHeaders } from '@lessor/domain/query';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../api/api-client.ts';
import { type PendingPayment, pendingPaymentOf } from './pending-payment.ts';

export const bankTransactionEntity = findEntity('BankTransaction');

/** The payments a clerk works through at once; the oldest come first. */
const shownAtOnce = 200;

/**
 * The payments waiting for a clerk (PENDING), money received and money paid out, oldest first, of
 * one statement when named.
 */
export function usePendingPayments(statement: string | undefined) {
  return useQuery({
    queryKey: ['BankTransaction', 'reconciliation', statement],
    queryFn: async () => {
      const query = new URLSearchParams({
        status: 'PENDING',
        sort: 'date,registration',
        range: `0-${shownAtOnce - 1}`,
        ...(statement ? { statementRegistration: statement } : {}),
      });
      const response = await apiFetch(`${bankTransactionEntity?.apiPath}?${query}`);
      const payments = ((await response.json()) as EntityRecord[])
        .map(pendingPaymentOf)
        .filter((payment: PendingPayment) => payment.amount > 0);
      return { payments, more: response.headers.get(paginationHeaders.continues) === 'true' };
    },
    enabled: bankTransactionEntity !== undefined,
  });
}
