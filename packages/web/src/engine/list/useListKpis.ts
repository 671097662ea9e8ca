import type { ListKpis } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/** The KPIs of the records a list shows (its filters and free text, not its page or order). */
export function useListKpis(
  entity: EntityDefinition,
  parameters: Readonly<Record<string, string>>,
  enabled: boolean,
) {
  const { sort: _sort, include: _include, ...query } = parameters;
  return useQuery({
    queryKey: [entity.name, 'kpis', query],
    enabled,
    placeholderData: keepPreviousData,
    queryFn: () => apiJson<ListKpis>(`${entity.apiPath}/kpis?${new URLSearchParams(query)}`),
  });
}
