import type { PersonHierarchy } from '@lessor/domain/api';
import { type EntityDefinition, personEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/**
 * `GET {entity route}/{registration}/hierarchy` (a person's by default), when there is a record to
 * ask about.
 */
export function usePersonHierarchy(
  registration: string | null | undefined,
  entity: Pick<EntityDefinition, 'name' | 'apiPath'> = personEntity,
) {
  return useQuery({
    queryKey: [entity.name, 'hierarchy', registration],
    enabled: Boolean(registration),
    queryFn: () =>
      apiJson<PersonHierarchy>(`${entity.apiPath}/${encodeURIComponent(registration ?? '')}/hierarchy`),
  });
}
