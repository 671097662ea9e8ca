export {
  defaultPageSize,
  formatRange,
  maxPageSize,
  type PageRange,
  paginationHeaders,
  parseRange,
  parseSort,
  reservedQueryParameters,
  type SortKey,
} from './list-query.ts';
