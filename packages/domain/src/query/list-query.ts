import { LessorError } from '../errors/lessor-error.ts';

/** Default and largest page sizes of a list call. */
export const defaultPageSize = 20;
export const maxPageSize = 1000;

/** Query parameters with a meaning of their own, never taken as field filters (business-areas.md §7). */
export const reservedQueryParameters = [
  'page',
  'filter',
  'projection',
  'include',
  'search',
  'range',
  'sort',
  'nextPagination',
] as const;

/** Response headers of a list call (foundation.md §7). */
export const paginationHeaders = {
  continues: 'pagination-continues',
  size: 'pagination-size',
  limit: 'pagination-limit',
  offset: 'pagination-offset',
} as const;

export interface PageRange {
  offset: number;
  limit: number;
}

export interface SortKey {
  field: string;
  descending: boolean;
}

/**
 * Reads `range=start-end` (both inclusive) as an offset and a limit.
 * @example parseRange('20-39') // { offset: 20, limit: 20 }
 */
export function parseRange(range: string | undefined): PageRange {
  if (range === undefined || range === '') return { offset: 0, limit: defaultPageSize };
  const match = /^(\d{1,9})-(\d{1,9})$/.exec(range);
  const start = Number(match?.[1]);
  const end = Number(match?.[2]);
  if (!match || end < start || end - start + 1 > maxPageSize) {
    throw new LessorError('INVALID_FIELD_IN_QUERY', ['range']);
  }
  return { offset: start, limit: end - start + 1 };
}

/** The `range` parameter for a page: `[offset+limit - that+size]` as the client sends it. */
export function formatRange({ offset, limit }: PageRange): string {
  return `${offset}-${offset + limit - 1}`;
}

/**
 * Reads `sort=name,-registration`: comma-separated fields, `-` for descending.
 * @example parseSort('-startDate,name') // [{ field: 'startDate', descending: true }, { field: 'name', descending: false }]
 */
export function parseSort(sort: string | undefined): SortKey[] {
  if (!sort) return [];
  return sort
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .map((part) =>
      part.startsWith('-') ? { field: part.slice(1), descending: true } : { field: part, descending: false },
    );
}
