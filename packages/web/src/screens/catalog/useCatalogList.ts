import type { CatalogListItem } from '@lessor/domain/api';
import { useQuery } from '@tanstack/react-query';
import { apiJson } from '../../api/api-client.ts';

/**
 * One of the catalogue's lists (`?list=true`): root categories, sub-categories, manufacturers or
 * models. Nothing is asked until `path` is known. The catalogue changes rarely: a list is kept
 * for ten minutes.
 */
export function useCatalogList<T extends CatalogListItem>(path: string | undefined) {
  return useQuery({
    queryKey: ['catalog', 'list', path],
    queryFn: () => apiJson<T[]>(`${path}?list=true`),
    enabled: path !== undefined,
    staleTime: 600_000,
  });
}
