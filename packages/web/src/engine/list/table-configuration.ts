import type { ColumnDefinition } from '@lessor/domain/entities';

/** A user's table configuration of a list page (foundation.md §3, TABLE_CONFIGURATION). */
export interface TableConfiguration {
  /** Keys of the shown columns, in their order. */
  columns: readonly string[];
  sideView: boolean;
  pageSize: number;
  advancedSearchInModal: boolean;
  displaySearchFiltersOnLoad: boolean;
}

/** foundation.md §9: default list page sizes 250 and 20, and the options offered. */
const defaultPageSize = 20;
export const pageSizeOptions = [5, 10, defaultPageSize, 25, 50, 100, 250] as const;

/** What the tenant's list page settings choose before the user does. */
export interface TableDefaults {
  columns?: readonly string[] | undefined;
  pageSize?: number | undefined;
}

export function defaultTableConfiguration(
  columns: readonly ColumnDefinition[],
  defaults: TableDefaults = {},
): TableConfiguration {
  const known = new Set(columns.map((column) => column.key));
  const chosen = defaults.columns?.filter((key) => known.has(key)) ?? [];
  return {
    columns:
      chosen.length > 0 ? chosen : columns.filter((column) => !column.hidden).map((column) => column.key),
    sideView: false,
    pageSize: defaults.pageSize ?? defaultPageSize,
    advancedSearchInModal: false,
    displaySearchFiltersOnLoad: false,
  };
}

/**
 * A saved configuration over the defaults; columns the declaration no longer has are dropped, and a
 * value of the wrong shape keeps its default.
 */
export function readTableConfiguration(
  saved: unknown,
  columns: readonly ColumnDefinition[],
  tableDefaults: TableDefaults = {},
): TableConfiguration {
  const defaults = defaultTableConfiguration(columns, tableDefaults);
  if (typeof saved !== 'object' || saved === null) return defaults;
  const value = saved as Record<string, unknown>;
  const known = new Set(columns.map((column) => column.key));
  const flag = (key: keyof TableConfiguration, fallback: boolean) =>
    typeof value[key] === 'boolean' ? (value[key] as boolean) : fallback;
  const savedColumns = Array.isArray(value.columns)
    ? value.columns.filter((key): key is string => typeof key === 'string' && known.has(key))
    : [];
  const pageSize = Number(value.pageSize);
  return {
    columns: savedColumns.length > 0 ? savedColumns : defaults.columns,
    sideView: flag('sideView', defaults.sideView),
    pageSize: Number.isInteger(pageSize) && pageSize > 0 && pageSize <= 1000 ? pageSize : defaults.pageSize,
    advancedSearchInModal: flag('advancedSearchInModal', defaults.advancedSearchInModal),
    displaySearchFiltersOnLoad: flag('displaySearchFiltersOnLoad', defaults.displaySearchFiltersOnLoad),
  };
}

/** Moves a column one place towards the start (-1) or the end (+1). */
export function moveColumn(columns: readonly string[], key: string, step: -1 | 1): string[] {
  const from = columns.indexOf(key);
  const to = from + step;
  if (from < 0 || to < 0 || to >= columns.length) return [...columns];
  const moved = [...columns];
  [moved[from], moved[to]] = [moved[to] as string, moved[from] as string];
  return moved;
}
