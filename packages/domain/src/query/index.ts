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
export {
  type SearchCriterion,
  type SearchValues,
  searchCriteria,
  searchParameterNames,
  searchParameters,
  searchValuesOf,
} from './search-criteria.ts';
