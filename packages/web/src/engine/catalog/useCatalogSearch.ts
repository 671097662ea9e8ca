import type { CatalogModel, CatalogName } from '@lessor/domain/api';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';
import { searchPath } from './catalog-paths.ts';

/** Models of a catalogue matching what is typed: from 3 characters, 300 ms after the last key (foundation.md §9). */
export function useCatalogSearch(catalog: CatalogName, text: string) {
  const [debounced] = useDebouncedValue(text.trim(), 300);
  const enabled = debounced.length >= 3;
  const query = useQuery({
    queryKey: ['catalog', 'search', catalog, debounced],
    queryFn: () => apiJson<CatalogModel[]>(searchPath(catalog, debounced)),
    enabled,
    placeholderData: keepPreviousData,
  });
  return {
    models: enabled ? (query.data ?? []) : [],
    isSearching: enabled && (query.isFetching || debounced !== text.trim()),
    error: query.error,
  };
}
