import type { PersonHierarchy } from '@lessor/domain/api';
import { personEntity } from '@lessor/domain/entities';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/** `GET /api/person/persons/{registration}/hierarchy`, when there is a person to ask about. */
export function usePersonHierarchy(registration: string | null | undefined) {
  return useQuery({
    queryKey: [personEntity.name, 'hierarchy', registration],
    enabled: Boolean(registration),
    queryFn: () =>
      apiJson<PersonHierarchy>(`${personEntity.apiPath}/${encodeURIComponent(registration ?? '')}/hierarchy`),
  });
}
