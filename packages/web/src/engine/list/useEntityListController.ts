import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { formatRange, paginationHeaders } from '@lessor/domain/query';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { apiFetch } from '../../api/api-client.ts';

const listPageSize = 20;

/** State of an entity's list page; paging and search live in the address (business-areas.md §4). */
export function useEntityListController(entity: EntityDefinition) {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const search = searchParams.get('search') ?? '';
  const range = { offset: (page - 1) * listPageSize, limit: listPageSize };

  const query = useQuery({
    queryKey: [entity.name, 'list', { page, search }],
    placeholderData: keepPreviousData,
    queryFn: async () => {
      const params = new URLSearchParams({ range: formatRange(range) });
      if (search) params.set('search', search);
      const response = await apiFetch(`${entity.apiPath}?${params}`);
      return {
        records: (await response.json()) as EntityRecord[],
        continues: response.headers.get(paginationHeaders.continues) === 'true',
      };
    },
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(searchParams);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setSearchParams(next);
  };

  return {
    records: query.data?.records ?? [],
    isLoading: query.isPending,
    error: query.error,
    page,
    firstRow: range.offset + 1,
    hasNextPage: query.data?.continues ?? false,
    search,
    setPage: (next: number) => update({ page: next === 1 ? null : String(next) }),
    setSearch: (text: string) => update({ search: text, page: null }),
  };
}

export type EntityListController = ReturnType<typeof useEntityListController>;
