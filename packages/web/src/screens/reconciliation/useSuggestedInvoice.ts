import type { EntityRecord } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { type InvoiceSide, invoiceEntity, openInvoiceOf, openInvoicesQuery } from './open-invoice.ts';

/**
 * The invoice matching suggested for a payment, when it is still open: what it owes now, its party.
 * An invoice paid or cancelled since is no suggestion any more (null).
 */
export function useSuggestedInvoice(registration: string | undefined, side: InvoiceSide) {
  return useQuery({
    queryKey: ['Invoice', 'suggested', registration, side],
    queryFn: async () => {
      const query = new URLSearchParams({
        ...openInvoicesQuery(side),
        registration: registration ?? '',
        range: '0-0',
      });
      const [found] = await apiJson<EntityRecord[]>(`${invoiceEntity?.apiPath}?${query}`);
      return found ? openInvoiceOf(found, side) : null;
    },
    enabled: registration !== undefined,
    // The balance moves as payments are allocated: the suggestion is read afresh each time.
    staleTime: 0,
  });
}
