import type { EntityRecord } from '@lessor/domain/api';
import { taxEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../../api/api-client.ts';

/** Rates change seldom: the page asks once in a while, not on every card. */
const taxesLifetimeMs = 5 * 60_000;
const noTaxes: readonly EntityRecord[] = [];

/**
 * The tenant's Tax records (code, rate, status, validity dates), which price the asset lines as
 * the server does; none while they load (the rent tax codes stand in) or when the call fails.
 */
export function useTenantTaxes(): readonly EntityRecord[] {
  const query = useQuery({
    queryKey: ['tenant-taxes'],
    queryFn: () =>
      apiJson<EntityRecord[]>(
        `${taxEntity.apiPath}?projection=registration,code,rate,status,startDate,endDate&range=0-999`,
      ),
    staleTime: taxesLifetimeMs,
  });
  return query.data ?? noTaxes;
}
