import type { GlobalSearchHit } from '@lessor/domain/api';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../api/api-client.ts';

const globalSearchPath = '/api/core/global-search';

/** Records of every entity whose registration or name matches, best first; debounced 300 ms (foundation.md §9). */
export function useGlobalSearch(text: string) {
  const [debounced] = useDebouncedValue(text.trim(), 300);
  // Autocomplete starts from 3 characters (foundation.md §9); a registration is searched whole.
  const enabled = debounced.length >= 3;
  const query = useQuery({
    queryKey: ['globalSearch', debounced],
    queryFn: () =>
      apiJson<GlobalSearchHit[]>(
        `${globalSearchPath}?${new URLSearchParams({ search: debounced, limit: '20' })}`,
      ),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    hits: enabled ? (query.data ?? []) : [],
    isSearching: enabled && (query.isFetching || debounced !== text.trim()),
    error: query.error,
  };
}

export function hitPath(hit: GlobalSearchHit): string {
  return `/${hit.route}/${encodeURIComponent(hit.registration)}`;
}

export function hitLabel(hit: GlobalSearchHit): string {
  return hit.name && hit.name !== hit.registration ? `${hit.name} (${hit.registration})` : hit.registration;
}
