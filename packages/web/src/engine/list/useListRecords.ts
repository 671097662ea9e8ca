import type { EntityRecord } from '@lessor/domain/api';
import type { EntityDefinition } from '@lessor/domain/entities';
import { formatRange, paginationHeaders } from '@lessor/domain/query';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { apiFetch } from '../../api/api-client.ts';

interface ListChunk {
  records: EntityRecord[];
  offset: number;
  continues: boolean;
}

/** The rows a list page shows, and how to get more or fresh ones. */
export interface ListRecords {
  records: readonly EntityRecord[];
  /** Where the rows shown start (0-based): those of the previous answer while the next one loads. */
  offset: number;
  /** Whether rows follow the last one shown (`pagination-continues`). */
  continues: boolean;
  isPending: boolean;
  isFetching: boolean;
  isLoadingMore: boolean;
  error: Error | null;
  loadMore(): void;
  reload(): void;
}

/**
 * The rows of a list page: the page asked for, then each 'Load more' appends the next rows. The
 * list call answers no total, only whether rows follow (`pagination-continues`).
 */
export function useListRecords(
  entity: EntityDefinition,
  parameters: Readonly<Record<string, string>>,
  firstRow: number,
  pageSize: number,
): ListRecords {
  const query = useInfiniteQuery({
    queryKey: [entity.name, 'list', parameters, firstRow, pageSize],
    initialPageParam: firstRow,
    placeholderData: keepPreviousData,
    queryFn: async ({ pageParam }): Promise<ListChunk> => {
      const search = new URLSearchParams(parameters);
      search.set('range', formatRange({ offset: pageParam, limit: pageSize }));
      const response = await apiFetch(`${entity.apiPath}?${search}`);
      return {
        records: keyedRecords(entity, (await response.json()) as EntityRecord[]),
        offset: pageParam,
        continues: response.headers.get(paginationHeaders.continues) === 'true',
      };
    },
    getNextPageParam: (last) => (last.continues ? last.offset + last.records.length : undefined),
  });
  const pages = query.data?.pages;
  // One array for as long as the answer stands: the table redraws its rows when it changes.
  const records = useMemo(() => (pages ?? []).flatMap((chunk) => chunk.records), [pages]);
  const chunks = pages ?? [];
  return {
    records,
    offset: pages?.[0]?.offset ?? firstRow,
    continues: chunks.at(-1)?.continues ?? false,
    isPending: query.isPending,
    isFetching: query.isFetching,
    isLoadingMore: query.isFetchingNextPage,
    error: query.error,
    loadMore: () => void query.fetchNextPage(),
    reload: () => void query.refetch(),
  };
}

/**
 * The rows with their `registration`, what the table and its links name a row by: a record known
 * by another field (a user's username) takes that field's value.
 */
export function keyedRecords(entity: EntityDefinition, records: EntityRecord[]): EntityRecord[] {
  const key = entity.recordKey;
  if (!key) return records;
  return records.map((record) => ({ ...record, registration: String(record[key] ?? '') }));
}
