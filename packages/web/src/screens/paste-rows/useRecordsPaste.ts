import type { EntityRecord, RecordSchema } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/**
 * The schema pasted rows are read against (`GET {route}-schema`), fetched once the paste dialog
 * opens, and the call that creates the rows all at once (`POST {route}` with an array). After a
 * creation every query of the entity is stale: its list, its KPIs, its suggestions.
 */
export function useRecordsPaste(entity: EntityDefinition, opened: boolean) {
  const queryClient = useQueryClient();
  const schema = useQuery({
    queryKey: [entity.name, 'schema'],
    enabled: opened,
    queryFn: () => apiJson<RecordSchema>(`${entity.apiPath}-schema`),
  });
  const create = useMutation({
    mutationFn: (rows: Record<string, unknown>[]) =>
      apiJson<EntityRecord[]>(entity.apiPath, { method: 'POST', body: rows }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [entity.name] }),
  });
  return { schema, create };
}
