import type { EntityDefinition, ReferenceTarget } from '@lessor/domain/entities';
import { referenceFilters } from '@lessor/domain/entities';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { apiJson } from '../../../api/api-client.ts';

/** business-areas.md §5: a picker asks for records only from the third character typed. */
export const minimumSearchLength = 3;

/** Options a picker offers at once; more are found in the entity search modal. */
const optionCount = 10;

/** A record a picker offers: what its option shows. */
export interface ReferenceOption {
  registration: string;
  name?: string | null;
}

/**
 * The records a picker offers for the text typed: the entity's list call with `search` (and the
 * roles the reference asks), its registration and name only, 10 of them. One call at a time: the
 * text typed meanwhile is asked when the answer comes, so fast typing never queues calls, and a
 * keystroke after a pause is asked at once.
 */
export function useReferenceOptions(entity: EntityDefinition, reference: ReferenceTarget, typed: string) {
  const term = typed.trim();
  const [asked, setAsked] = useState(term);
  const query = useQuery({
    queryKey: [entity.name, 'reference-options', reference.roles, reference.excludedRoles, asked],
    queryFn: () =>
      apiJson<ReferenceOption[]>(
        `${entity.apiPath}?${new URLSearchParams({
          search: asked,
          projection: 'registration,name',
          range: `0-${optionCount - 1}`,
          ...referenceFilters(reference),
        })}`,
      ),
    enabled: asked.length >= minimumSearchLength,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  // The text typed since the last call is asked once that call has answered.
  if (!query.isFetching && term !== asked) setAsked(term);
  const searching = term.length >= minimumSearchLength;
  return {
    options: searching && query.data ? query.data : [],
    /** Whether the options shown are for the text typed now. */
    current: searching && asked === term && !query.isFetching && query.isSuccess,
    searching,
    isFetching: query.isFetching,
    error: query.error,
  };
}
