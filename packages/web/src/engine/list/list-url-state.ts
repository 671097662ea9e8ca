import { parseSort, type SortKey } from '@lessor/domain/query';

/** Parameters of a list page's address that are the page's own, never sent as field filters. */
const pageParameters = new Set(['page', 'pageSize', 'filter', 'search', 'sort']);

/** What a list page's address holds (business-areas.md §4: filter, search and page live in the URL). */
export interface ListUrlState {
  /** 1-based. */
  page: number;
  /** Chosen on the page; the table configuration's otherwise. */
  pageSize: number | undefined;
  /** The free text of the search box: `filter`, or `search` in links made elsewhere. */
  text: string;
  sort: SortKey[];
  /** Every other parameter is a field filter of the list query (`status=ACTIVE,-CANCELLED`). */
  filters: Record<string, string>;
}

export function readListUrlState(params: URLSearchParams): ListUrlState {
  const filters: Record<string, string> = {};
  for (const [key, value] of params) if (!pageParameters.has(key) && value !== '') filters[key] = value;
  const pageSize = Number(params.get('pageSize'));
  return {
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    pageSize: Number.isInteger(pageSize) && pageSize > 0 ? pageSize : undefined,
    text: params.get('filter') ?? params.get('search') ?? '',
    sort: parseSort(params.get('sort') ?? undefined),
    filters,
  };
}

/** `sort=a,-b` for sort keys. */
export function sortParameter(sort: readonly SortKey[]): string {
  return sort.map(({ field, descending }) => (descending ? `-${field}` : field)).join(',');
}

/**
 * A click on a column header: ascending, then descending, then unsorted (business-areas.md §4).
 * Alone it sorts by that column only; added (Shift+click) it keeps the other columns' order.
 */
export function cycleSort(sort: readonly SortKey[], field: string, added: boolean): SortKey[] {
  const current = sort.find((key) => key.field === field);
  const next: SortKey | undefined = !current
    ? { field, descending: false }
    : current.descending
      ? undefined
      : { field, descending: true };
  if (!added) return next ? [next] : [];
  if (!current) return [...sort, { field, descending: false }];
  return sort.flatMap((key) => (key.field !== field ? [key] : next ? [next] : []));
}

/**
 * The page numbers to offer: at most 10 buttons around the current page. Without a known last page,
 * the pages up to the one after the current when more rows follow.
 */
export function pageButtons(current: number, lastPage: number | undefined, continues: boolean): number[] {
  const last = lastPage ?? (continues ? current + 1 : current);
  const count = Math.min(10, last);
  const first = Math.max(1, Math.min(current - 4, last - count + 1));
  return Array.from({ length: count }, (_, index) => first + index);
}
