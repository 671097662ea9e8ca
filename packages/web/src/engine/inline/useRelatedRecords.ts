import type { EntityRecord } from '@lessor/domain/api';
import { findEntity } from '@lessor/domain/entities';
import { apiJson } from '../../api/api-client.ts';
import { useCardQuery } from '../../api/useQueryAfterPaint.ts';

/** foundation.md §9: a card lists a page of 20. */
const cardPageSize = 20;

/**
 * The records of an entity matching field filters (`entityRegistration=PER00000001`), newest first
 * (the API's default order),
 * for a card; nothing is asked while a filter has no value (a record not saved yet).
 */
export function useRelatedRecords(entityName: string, filters: Readonly<Record<string, string | undefined>>) {
  const entity = findEntity(entityName);
  const complete = Object.values(filters).every((value) => value !== undefined && value !== '');
  const query = new URLSearchParams({
    ...(filters as Record<string, string>),
    range: `0-${cardPageSize - 1}`,
  });
  const { query: records, isLoading } = useCardQuery({
    queryKey: [entityName, 'list', 'card', filters],
    queryFn: () => apiJson<EntityRecord[]>(`${entity?.apiPath}?${query}`),
    enabled: entity !== undefined && complete,
  });
  return {
    entity,
    records: records.data ?? [],
    isLoading,
    error: records.error,
    refetch: records.refetch,
  };
}
